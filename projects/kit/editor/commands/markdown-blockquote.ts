import { type ChangeSpec, type EditorState, type Line, type TransactionSpec, countColumn, findColumn } from '@codemirror/state';
import { type SyntaxNode, TAB_SIZE, isBlank, lineEdit, parseLine, selectedLines, treeUpTo } from './markdown-text';
import { itemContentPrefix } from './markdown-block-place';

// Blockquote: `> ` toggled on the selected lines, at the content column of the list item they are
// in, so a quote made in an item stays in it.

/** A quote marker at the start of a line (or of a list item's content). */
export const QUOTE_MARK = /^ {0,3}> ?/;

/**
 * The content column of the innermost list item `line` is in that starts on an earlier line and
 * is in no quote (0 when there is none): where a quote of the line goes, so it stays in that
 * item. An item starting on the line itself goes in the quote, marker and all (`* a` gives
 * `> * a`); an item inside a quote has its quote markers on every line, from column 0.
 */
export function quoteColumn(state: EditorState, line: Line): number {
  const end = line.from + line.text.trimEnd().length;
  const around: SyntaxNode[] = [];
  for (let node: SyntaxNode | null = treeUpTo(state, end).resolveInner(end, -1); node; node = node.parent) around.unshift(node);
  let column = 0;
  for (const node of around) {
    if (node.name === 'Blockquote') break;
    if (node.name === 'ListItem' && node.from < line.from) column = countColumn(itemContentPrefix(state, node), TAB_SIZE);
  }
  return column;
}

/** Where column `column` is in `line`'s indentation (its end when the indentation is narrower). */
export function offsetAt(line: Line, column: number): number {
  const indent = /^[ \t]*/.exec(line.text)![0].length;
  return Math.min(findColumn(line.text, column, TAB_SIZE), indent);
}

/**
 * The change that puts `insert` at column `column` of `line`, in its indentation (written as
 * spaces when a tab is there, so the columns after it stay what they were). A blank line is
 * replaced.
 */
function insertAtColumn(line: Line, column: number, insert: string): ChangeSpec {
  const indent = /^[ \t]*/.exec(line.text)![0];
  if (isBlank(line.text)) return { from: line.from, to: line.to, insert: ' '.repeat(column) + insert };
  const at = offsetAt(line, column);
  if (!indent.includes('\t') && countColumn(line.text, TAB_SIZE, at) === column) return { from: line.from + at, insert };
  const width = countColumn(indent, TAB_SIZE);
  return { from: line.from, to: line.from + indent.length, insert: ' '.repeat(column) + insert + ' '.repeat(Math.max(0, width - column)) };
}

/**
 * Whether the preview (marked) reads `line`, right below a quote, into the quote: an unquoted
 * ordered item not numbered 1 (which cannot interrupt a paragraph, so marked takes it for a lazy
 * line, even after a list or heading; CommonMark starts a list there).
 */
function readIntoQuote(line: Line): boolean {
  const parts = parseLine(line.text);
  return !parts.quote && /^\d/.test(parts.bullet) && Number.parseInt(parts.bullet, 10) !== 1;
}

/**
 * Toggles `> ` on the selected lines: when every line with text is quoted, removes one level of
 * quoting (the marker, not the indentation before it); otherwise quotes the unquoted ones, blank
 * lines between them included (`>`), so the selection becomes one blockquote. In a list item the
 * quote goes at the item's content column (`quoteColumn`; the outermost of the selected lines'),
 * so `* a` / `  1. b‸` gives `* a` / `  > 1. b`: the quote in a's item, not a quote after the list.
 * An ordered item right below the new quote gets a blank line above it (`readIntoQuote`), so it
 * stays out of the quote.
 */
export function toggleBlockquote(state: EditorState): TransactionSpec | null {
  const lines = selectedLines(state).map((line) => ({ line, column: quoteColumn(state, line) }));
  const content = lines.filter(({ line }) => !isBlank(line.text));
  const markOf = ({ line, column }: { line: Line; column: number }) => QUOTE_MARK.exec(line.text.slice(offsetAt(line, column)))?.[0];
  if (content.length && content.every((l) => markOf(l) !== undefined)) {
    // The spaces before the marker stay: in a list item they keep the line in the item.
    return lineEdit(
      state,
      content.map((l) => {
        const from = l.line.from + offsetAt(l.line, l.column);
        const mark = markOf(l)!;
        return { from: from + mark.indexOf('>'), to: from + mark.length };
      }),
    );
  }
  const first = content[0]?.line.number ?? lines[0].line.number;
  const last = content.at(-1)?.line.number ?? lines.at(-1)!.line.number;
  const unquoted = content.filter((l) => markOf(l) === undefined);
  const column = Math.min(...unquoted.map((l) => l.column), ...(unquoted.length ? [] : [lines[0].column]));
  const specs: ChangeSpec[] = [];
  for (const l of lines) {
    if (l.line.number < first || l.line.number > last || markOf(l) !== undefined) continue;
    const blank = isBlank(l.line.text);
    specs.push(blank && content.length ? insertAtColumn(l.line, column, '>') : insertAtColumn(l.line, column, '> '));
  }
  if (last < state.doc.lines && readIntoQuote(state.doc.line(last + 1))) specs.push({ from: state.doc.line(last + 1).from, insert: state.lineBreak });
  return lineEdit(state, specs);
}
