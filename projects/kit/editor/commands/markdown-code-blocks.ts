import { type ChangeSpec, EditorSelection, type EditorState, type Line, type SelectionRange, countColumn } from '@codemirror/state';
import { describeValue } from 'kit-ui/core';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { type SyntaxNode, QUOTE_PREFIX, TAB_SIZE, isBlank, runEdit, rangeEdit, treeUpTo } from './markdown-text';
import { containerPrefixAt, insertBlock } from './markdown-block-place';
import { blockPlaceAt, onePerPlace } from './markdown-whole-blocks';
import { blankInQuote, joinsTextAbove, takesTextBelow } from './markdown-block-joins';
import { withLazyLinesQuoted } from './markdown-lazy-lines';
import { fenceContainer, moveIntoContainer } from './markdown-fence-container';

// The markdown CodeBlock command: a fence around the selected lines, and the toggle: a fenced block
// loses its fences, an indented one its indentation, and a selection that runs into code blocks
// becomes one fenced block.

/** Checks the optional language: one line without backticks (a backtick fence forbids them). */
export function checkLanguage(value: unknown): string {
  if (value == null) return '';
  if (typeof value !== 'string' || /[\n\r`]/.test(value)) {
    throw new Error(`CodeBlock language must be one line of text without backticks, got ${describeValue(value)}.`);
  }
  return value.trim();
}

/** A backtick fence longer than any fence in `text`, so the text cannot close it early. */
export function fenceFor(text: string): string {
  const runs = text.match(/^[ \t>]*`{3,}/gm) ?? [];
  const longest = Math.max(2, ...runs.map((run) => run.replace(/[^`]/g, '').length));
  return '`'.repeat(longest + 1);
}

/** The quote markers and indentation a line starts with. */
const LINE_PREFIX = /^(?: {0,3}>[ \t]?)*[ \t]*/;

/** The quote depth of a line: how many `>` markers it starts with. */
function quoteDepth(text: string): number {
  return QUOTE_PREFIX.exec(text)![0].replace(/[^>]/g, '').length;
}

/**
 * What each line of a fence around lines `first` to `last` starts with: the quote markers all of
 * them share, and the indentation of the first when they all are at its depth (code in a list item
 * stays in it). A line in a quote keeps its markers; so the fence goes inside the quote, not
 * around it (one line out of the quote, and the fence is outside it).
 */
function fencePrefix(state: EditorState, first: Line, last: Line): string {
  const depth = quoteDepth(first.text);
  let shared = depth;
  for (let n = first.number + 1; n <= last.number && shared > 0; n++) shared = Math.min(shared, quoteDepth(state.doc.line(n).text));
  if (shared === depth) return LINE_PREFIX.exec(first.text)![0];
  return new RegExp(`^(?: {0,3}>[ \\t]?){${shared}}`).exec(first.text)![0];
}

/**
 * Wraps the selected lines of `range` in a fence that starts like the first of them (see
 * `fencePrefix`); the same text stays selected. An empty range gets an empty fence below its line
 * (in its quote and list item, `containerPrefixAt`), with the cursor inside.
 */
export function fenceRange(state: EditorState, range: SelectionRange, language: string) {
  if (range.empty) {
    const fence = '```';
    const place = blockPlaceAt(state, range.head); // below a table, not between its rows
    const prefix = containerPrefixAt(state, place);
    const { changes, start } = insertBlock(state.doc, place, `${fence}${language}\n\n${fence}`, false, prefix);
    return { changes, range: EditorSelection.cursor(start + 2 * prefix.length + fence.length + language.length + 1) };
  }
  const first = state.doc.lineAt(range.from);
  let last = state.doc.lineAt(range.to);
  if (range.to === last.from && last.number > first.number) last = state.doc.line(last.number - 1);
  const fence = fencePrefix(state, first, last) + fenceFor(state.sliceDoc(first.from, last.to));
  const changes = state.changes([
    { from: first.from, insert: `${fence}${language}\n` },
    { from: last.to, insert: `\n${fence}` },
  ]);
  const forwards = range.head >= range.anchor;
  const anchor = changes.mapPos(range.anchor, forwards ? 1 : -1);
  const head = changes.mapPos(range.head, forwards ? -1 : 1);
  return { changes, range: EditorSelection.range(anchor, head) };
}

/** A code block of the document: fenced (`FencedCode`) or indented (`CodeBlock`), with its line numbers. */
interface CodeBlockAt {
  node: SyntaxNode;
  fenced: boolean;
  firstLine: number;
  lastLine: number;
}

/**
 * The code blocks on the lines `first` to `last` (line numbers), in document order. Read from
 * the markdown tree only, not from the trees of the code languages: a fence inside ```` ```md ````
 * code is code text.
 */
function codeBlocksOn(state: EditorState, first: number, last: number): CodeBlockAt[] {
  const { doc } = state;
  const from = doc.line(first).from;
  const to = doc.line(last).to;
  const blocks: CodeBlockAt[] = [];
  // Parsed up to the selection is enough: lezer-markdown parses a code block whole once it has
  // started, so a block that goes on below the selection is complete too (spec).
  treeUpTo(state, to).iterate({
    from,
    to,
    enter: (ref) => {
      if (ref.name !== 'FencedCode' && ref.name !== 'CodeBlock') return undefined;
      const node = ref.node;
      const firstLine = doc.lineAt(node.from).number;
      const lastLine = doc.lineAt(node.to).number;
      if (firstLine <= last && lastLine >= first) blocks.push({ node, fenced: ref.name === 'FencedCode', firstLine, lastLine });
      return false; // nothing inside code is markdown
    },
  });
  return blocks;
}

/** The closing fence of a fenced block, or null for one that runs to the end of its container. */
function closingFence(state: EditorState, block: SyntaxNode): SyntaxNode | null {
  const close = block.lastChild;
  return close && close.name === 'CodeMark' && close.from > state.doc.lineAt(block.from).to ? close : null;
}

/** Whether only indentation and quote markers come before `pos` on its line (a list marker does not). */
function startsLine(state: EditorState, pos: number): boolean {
  const line = state.doc.lineAt(pos);
  return /^[ \t>]*$/.test(state.sliceDoc(line.from, pos));
}

/**
 * Removes the opening fence line of `block` (after a list marker, only the fence, with its info
 * string). With `keepApart`, when the line above would take the code's first line in (a
 * paragraph's text), the fence line is left blank instead, so the two stay blocks of their own.
 */
function removeOpeningFence(state: EditorState, block: SyntaxNode, keepApart: boolean): ChangeSpec {
  const open = state.doc.lineAt(block.from);
  if (!startsLine(state, block.from)) return { from: block.from, to: open.to };
  const below = open.number < state.doc.lines ? state.doc.line(open.number + 1) : null;
  const close = closingFence(state, block);
  const codeBelow = !!below && (!close || below.from < close.from) && !blankInQuote(below);
  if (keepApart && codeBelow && takesTextBelow(state, open.number - 1)) return { from: open.from, to: open.to, insert: state.sliceDoc(open.from, block.from).trimEnd() };
  return { from: open.from, to: Math.min(open.to + 1, state.doc.length) };
}

/**
 * Removes the closing fence line `close` of `block`. With `keepApart`, when the line below would
 * join the code's last line (or, for an empty block, the text above it), the fence line is left
 * blank instead.
 */
function removeClosingFence(state: EditorState, block: SyntaxNode, close: SyntaxNode, keepApart: boolean): ChangeSpec {
  const line = state.doc.lineAt(close.from);
  if (!startsLine(state, close.from)) return { from: close.from, to: line.to };
  const open = state.doc.lineAt(block.from);
  const above = state.doc.line(line.number - 1);
  const textAbove = above.number === open.number ? takesTextBelow(state, open.number - 1) : !blankInQuote(above);
  if (keepApart && textAbove && joinsTextAbove(state, line.number + 1)) return { from: line.from, to: line.to, insert: state.sliceDoc(line.from, close.from).trimEnd() };
  return { from: Math.max(line.from - 1, open.to), to: line.to };
}

/**
 * Removes the fences of the code block `block`, keeping its content: the fence lines go, with
 * the info string. A fence right after a list marker goes without the marker. A block without a
 * closing fence (it runs to the end of its container) loses its opening one.
 */
export function unfence(state: EditorState, block: SyntaxNode): ChangeSpec[] {
  const specs = [removeOpeningFence(state, block, true)];
  const close = closingFence(state, block);
  if (close) specs.push(removeClosingFence(state, block, close, true));
  return specs;
}

/**
 * Where the indentation that makes a line indented code starts, for code starting at `codeStart`:
 * the 4 columns before it. What comes before them (quote markers, a list item's indentation) stays.
 */
function codeIndentStart(state: EditorState, codeStart: number): number {
  const line = state.doc.lineAt(codeStart);
  const text = line.text;
  const column = countColumn(text, TAB_SIZE, codeStart - line.from);
  let pos = codeStart - line.from;
  while (pos > 0 && (text[pos - 1] === ' ' || text[pos - 1] === '\t') && countColumn(text, TAB_SIZE, pos - 1) >= column - TAB_SIZE) pos--;
  return line.from + pos;
}

/**
 * The line starts of the indented code block `block`, each as the range of indentation that makes
 * it code (see `codeIndentStart`); blank lines inside the block have none.
 */
function codeIndents(state: EditorState, block: SyntaxNode): { line: number; from: number; to: number }[] {
  const indents: { line: number; from: number; to: number }[] = [];
  for (let text = block.firstChild; text; text = text.nextSibling) {
    if (text.name !== 'CodeText' || !startsLine(state, text.from)) continue;
    indents.push({ line: state.doc.lineAt(text.from).number, from: codeIndentStart(state, text.from), to: text.from });
  }
  return indents;
}

/**
 * Removes the indentation that makes the lines of the indented code block `block` code. A text
 * line right below the block (a paragraph may follow indented code directly) gets a blank line
 * above it, so it does not join the code's last line.
 */
export function unindentCode(state: EditorState, block: SyntaxNode): ChangeSpec[] {
  const specs: ChangeSpec[] = codeIndents(state, block).map(({ from, to }) => ({ from, to }));
  const last = state.doc.lineAt(block.to);
  if (joinsTextAbove(state, last.number + 1)) specs.push({ from: last.to, insert: `\n${QUOTE_PREFIX.exec(last.text)![0].trimEnd()}` });
  return specs;
}

/**
 * A fence of `char` at least `min` long and longer than any run of `char` that starts a line of
 * `lines`, so no line of the code can close it.
 */
function fenceOf(char: '`' | '~', min: number, lines: readonly string[]): string {
  let longest = min - 1;
  for (const text of lines) {
    const run = /^[ \t>]*([`~]{3,})/.exec(text)?.[1];
    if (run && run[0] === char) longest = Math.max(longest, run.replace(/[^`~]/g, '').length);
  }
  return char.repeat(Math.max(3, longest + 1));
}

/**
 * Makes one fenced code block of the selected lines of `range` and the code blocks they touch
 * (`blocks`, at least one only partly selected, or an indented one): the code of the blocks and the
 * selected lines between them, in one pair of fences. A block the selection starts in keeps its
 * opening fence (its marker, length and info string), one it ends in its closing fence; the other
 * fences go, and indented code loses the indentation that made it code. The info string is
 * `language` when given, else that of the first fenced block. The same text stays selected.
 */
function mergeIntoFence(state: EditorState, range: SelectionRange, first: Line, last: Line, blocks: CodeBlockAt[], language: string) {
  const { doc } = state;
  const spanFirst = Math.min(first.number, blocks[0].firstLine);
  const spanLast = Math.max(last.number, ...blocks.map((block) => block.lastLine));
  const specs: ChangeSpec[] = [];
  const removedLines = new Set<number>();
  /** Where the kept prefix (quote markers, container indentation) of an un-indented code line ends. */
  const unindented = new Map<number, number>();
  let opening: SyntaxNode | null = null;
  let closing: SyntaxNode | null = null;
  let runsOn = false; // the last block has no closing fence, and so the merged one neither
  for (const { node, fenced, firstLine, lastLine } of blocks) {
    if (!fenced) {
      for (const indent of codeIndents(state, node)) {
        specs.push({ from: indent.from, to: indent.to });
        unindented.set(indent.line, indent.from);
      }
      continue;
    }
    const close = closingFence(state, node);
    if (firstLine === spanFirst) opening = node;
    else {
      specs.push(removeOpeningFence(state, node, false));
      removedLines.add(firstLine);
    }
    if (close && lastLine === spanLast) closing = close;
    else if (close) {
      specs.push(removeClosingFence(state, node, close, false));
      removedLines.add(lastLine);
    } else if (lastLine === spanLast) runsOn = true;
  }
  const contentFrom = opening ? spanFirst + 1 : spanFirst;
  const contentTo = closing ? spanLast - 1 : spanLast;
  const content: string[] = [];
  for (let n = contentFrom; n <= contentTo; n++) if (!removedLines.has(n)) content.push(doc.line(n).text);
  const openMark = opening?.firstChild ?? null;
  const firstInfo = blocks.find((block) => block.fenced)?.node.getChild('CodeInfo');
  const info = language || (firstInfo ? state.sliceDoc(firstInfo.from, firstInfo.to) : '');
  let char: '`' | '~' = openMark ? (state.sliceDoc(openMark.from, openMark.from + 1) as '`' | '~') : '`';
  if (char === '`' && info.includes('`')) char = '~'; // a backtick fence's info string cannot hold one
  const fence = fenceOf(char, openMark ? openMark.to - openMark.from : 3, content);
  const prefixOf = (line: Line) => (unindented.has(line.number) ? state.sliceDoc(line.from, unindented.get(line.number)) : LINE_PREFIX.exec(line.text)![0]);
  const container = fenceContainer(containerPrefix(state, opening, doc.line(spanFirst), prefixOf));
  if (container) specs.push(...moveIntoContainer(state, spanFirst + 1, spanLast, removedLines, container, unindented));
  if (openMark && language) specs.push({ from: openMark.from, to: doc.lineAt(openMark.from).to, insert: fence + language });
  else if (openMark && state.sliceDoc(openMark.from, openMark.to) !== fence) specs.push({ from: openMark.from, to: openMark.to, insert: fence });
  else if (!openMark) {
    const line = doc.line(spanFirst);
    specs.push({ from: line.from, insert: `${prefixOf(line)}${fence}${info}\n` });
  }
  if (closing) {
    const end = doc.lineAt(closing.from).to;
    if (state.sliceDoc(closing.from, end) !== fence) specs.push({ from: closing.from, to: end, insert: fence });
  } else if (!runsOn) {
    const line = doc.line(spanLast);
    specs.push({ from: line.to, insert: `\n${container ? container.quote + container.indent : prefixOf(line)}${fence}` });
  }
  const changes = state.changes(specs);
  const forwards = range.head >= range.anchor;
  const anchor = changes.mapPos(range.anchor, forwards ? 1 : -1);
  const head = changes.mapPos(range.head, forwards ? -1 : 1);
  return { changes, range: EditorSelection.range(anchor, head), lastLine: spanLast };
}

/**
 * The prefix of the lines of the merged fence (quote markers and indentation) when it opens in a
 * container: before the kept opening fence, or of the first line; else null.
 */
function containerPrefix(state: EditorState, opening: SyntaxNode | null, first: Line, prefixOf: (line: Line) => string): string | null {
  if (!opening) return prefixOf(first);
  return startsLine(state, opening.from) ? state.sliceDoc(first.from, opening.from) : null;
}

/**
 * CodeBlock, a toggle as Blockquote and the lists are, so fences never nest and the document keeps
 * its structure. For the selected lines of every range:
 * - inside one code block (fenced or indented): removes that block, keeping its code (`unfence`,
 *   `unindentCode`);
 * - starting or ending inside a code block, or taking in an indented one: makes one fenced block
 *   of the selected lines and the whole of those blocks (`mergeIntoFence`), as WYSIWYG does;
 * - otherwise (text, and fenced blocks selected from fence to fence): wraps them in a fence longer
 *   than any inside (`fenceRange`), so selected fences become code.
 * Lazy lines of a quote paragraph there get their quote markers first (`withLazyLinesQuoted`):
 * after a fence they could no longer continue the quote.
 */
export function insertCodeBlock(context: KitMarkdownView, language: unknown): void {
  const info = checkLanguage(language);
  runEdit(
    context,
    'input.insert',
    withLazyLinesQuoted((given) => {
      // A new fence once per line (or table), without a second cursor left behind in the text.
      const state = onePerPlace(given, (range) => range.empty && !codeBlocksOn(given, given.doc.lineAt(range.head).number, given.doc.lineAt(range.head).number).length);
      let lastLine = 0; // each line once, however many ranges are on it or in its block
      return rangeEdit(
        state.changeByRange((range) => {
          const first = state.doc.lineAt(range.from);
          let last = state.doc.lineAt(range.to);
          if (first.number <= lastLine) return { range };
          if (!range.empty && range.to === last.from && last.number > first.number) last = state.doc.line(last.number - 1);
          const blocks = codeBlocksOn(state, first.number, last.number);
          const only = blocks.length === 1 ? blocks[0] : null;
          const wholeFence = !!only?.fenced && !range.empty && range.from <= only.node.from && range.to >= only.node.to;
          if (only && !wholeFence && first.number >= only.firstLine && last.number <= only.lastLine) {
            lastLine = only.lastLine;
            const changes = state.changes(only.fenced ? unfence(state, only.node) : unindentCode(state, only.node));
            return { changes, range: EditorSelection.range(changes.mapPos(range.anchor, 1), changes.mapPos(range.head, 1)) };
          }
          if (blocks.some((block) => !block.fenced || block.firstLine < first.number || block.lastLine > last.number)) {
            const merged = mergeIntoFence(state, range, first, last, blocks, info);
            lastLine = merged.lastLine;
            return { changes: merged.changes, range: merged.range };
          }
          lastLine = state.doc.lineAt(range.to).number;
          return fenceRange(state, range, info);
        }),
      );
    }),
  );
}
