import { type ChangeSpec, EditorSelection, type EditorState, type SelectionRange, type Text } from '@codemirror/state';
import { describe } from 'kit-ui/core';
import type { KitMarkdownView } from '../markdown-view';
import { type SyntaxNode, runEdit, rangeEdit, isBlank, treeUpTo } from './markdown-text';

// What the markdown commands insert: a thematic break, a table, a code fence around the selected
// lines, and links and images.

/**
 * Inserts `block` as a block of its own at the line of `pos`: in place of that line when it is
 * blank, else below it, with a blank line before it (after a paragraph line a `---` would make a
 * setext heading and a table header would join the paragraph) and a blank line after it when
 * text follows (else the text would continue the table). `closeLine` ends the block with a line
 * break even at the end of the document, so the cursor can go below it. Returns the change and
 * where the block starts.
 */
export function insertBlock(doc: Text, pos: number, block: string, closeLine = false): { changes: ChangeSpec; start: number } {
  const line = doc.lineAt(pos);
  const next = line.number < doc.lines ? doc.line(line.number + 1) : null;
  let from = line.to;
  let before = '\n\n';
  if (isBlank(line.text)) {
    from = line.from;
    before = line.number > 1 && !isBlank(doc.line(line.number - 1).text) ? '\n' : '';
  }
  const after = (next && !isBlank(next.text)) || (!next && closeLine) ? '\n' : '';
  return { changes: { from, to: line.to, insert: before + block + after }, start: from + before.length };
}

/**
 * Runs `edit` once per line: a range on a line an earlier range already handled keeps its place
 * (mapped through the edits) instead of inserting a second block there.
 */
export function oncePerLine(state: EditorState, edit: (range: SelectionRange) => { changes: ChangeSpec; range: SelectionRange }) {
  let lastLine = 0;
  return state.changeByRange((range) => {
    const first = state.doc.lineAt(range.from).number;
    if (first <= lastLine) return { range };
    lastLine = state.doc.lineAt(range.to).number;
    return edit(range);
  });
}

/** The thematic break HR writes; `***` never turns the line above into a setext heading. */
export const THEMATIC = '***';

/** Inserts a thematic break below each cursor's line; the cursor goes to the line after it. */
export function insertHorizontalRule(context: KitMarkdownView): void {
  runEdit(context, 'input.insert', (state) =>
    rangeEdit(
      oncePerLine(state, (range) => {
        const { changes, start } = insertBlock(state.doc, range.head, THEMATIC, true);
        return { changes, range: EditorSelection.cursor(start + THEMATIC.length + 1) };
      }),
    ),
  );
}

/** Checks a table dimension: a positive integer. */
export function checkCount(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`Table ${name} must be a positive integer, got ${describe(value)}.`);
  }
  return value;
}

/** Checks the table's cell texts: an array of strings, or nothing. */
export function checkCells(value: unknown): readonly string[] {
  if (value == null) return [];
  if (!Array.isArray(value) || value.some((cell) => typeof cell !== 'string')) {
    throw new Error(`Table data must be an array of strings, got ${describe(value)}.`);
  }
  return value as string[];
}

/** A cell's text on one line, its unescaped pipes escaped so they do not split the cell. */
export function tableCell(text: string): string {
  return text
    .replace(/\r?\n/g, ' ')
    .trim()
    .replace(/(\\*)\|/g, (match, slashes: string) => (slashes.length % 2 ? match : `${slashes}\\|`));
}

/**
 * A GFM table of `cols` columns and `rows` rows (the header row included), filled row by row
 * from `data`, every column padded to its widest cell (at least the 3 dashes of the separator).
 */
export function markdownTable(cols: number, rows: number, data: readonly string[] = []): string {
  const cells = Array.from({ length: rows }, (_, row) => Array.from({ length: cols }, (_, col) => tableCell(data[row * cols + col] ?? '')));
  const widths = Array.from({ length: cols }, (_, col) => Math.max(3, ...cells.map((row) => row[col].length)));
  const line = (row: readonly string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  const separator = widths.map((width) => '-'.repeat(width));
  return [line(cells[0]), line(separator), ...cells.slice(1).map(line)].join('\n');
}

/** Inserts a table below each cursor's line; the cursor goes to the first header cell. */
export function insertTable(context: KitMarkdownView, cols: unknown, rows: unknown, data: unknown): void {
  const table = markdownTable(checkCount('cols', cols), checkCount('rows', rows), checkCells(data));
  runEdit(context, 'input.insert', (state) =>
    rangeEdit(
      oncePerLine(state, (range) => {
        const { changes, start } = insertBlock(state.doc, range.head, table);
        return { changes, range: EditorSelection.cursor(start + 2) };
      }),
    ),
  );
}

/** Checks the optional language: one line without backticks (a backtick fence forbids them). */
export function checkLanguage(value: unknown): string {
  if (value == null) return '';
  if (typeof value !== 'string' || /[\n\r`]/.test(value)) {
    throw new Error(`CodeBlock language must be one line of text without backticks, got ${describe(value)}.`);
  }
  return value.trim();
}

/** A backtick fence longer than any fence in `text`, so the text cannot close it early. */
export function fenceFor(text: string): string {
  const runs = text.match(/^[ \t>]*`{3,}/gm) ?? [];
  const longest = Math.max(2, ...runs.map((run) => run.replace(/[^`]/g, '').length));
  return '`'.repeat(longest + 1);
}

/**
 * Wraps the selected lines of `range` in a fence indented like the first of them (so code in a
 * list item stays in it); the same text stays selected. An empty range gets an empty fence below
 * its line, with the cursor inside.
 */
export function fenceRange(state: EditorState, range: SelectionRange, language: string) {
  if (range.empty) {
    const fence = '```';
    const { changes, start } = insertBlock(state.doc, range.head, `${fence}${language}\n\n${fence}`);
    return { changes, range: EditorSelection.cursor(start + fence.length + language.length + 1) };
  }
  const first = state.doc.lineAt(range.from);
  let last = state.doc.lineAt(range.to);
  if (range.to === last.from && last.number > first.number) last = state.doc.line(last.number - 1);
  const indent = /^[ \t]*/.exec(first.text)![0];
  const fence = indent + fenceFor(state.sliceDoc(first.from, last.to));
  const changes = state.changes([
    { from: first.from, insert: `${fence}${language}\n` },
    { from: last.to, insert: `\n${fence}` },
  ]);
  const forwards = range.head >= range.anchor;
  const anchor = changes.mapPos(range.anchor, forwards ? 1 : -1);
  const head = changes.mapPos(range.head, forwards ? -1 : 1);
  return { changes, range: EditorSelection.range(anchor, head) };
}

/**
 * The fenced code block `range` is in, or null. A range covering a whole block from its opening
 * fence to its closing one is not "in" it: that code is wrapped in a longer fence, as any text is.
 */
export function fenceAround(state: EditorState, range: SelectionRange): SyntaxNode | null {
  const tree = treeUpTo(state, range.to);
  // A cursor at either end of a block (before the opening fence, after the closing one) is on a fence line.
  for (const side of range.empty ? ([1, -1] as const) : ([1] as const)) {
    for (let node: SyntaxNode | null = tree.resolveInner(range.from, side); node; node = node.parent) {
      if (node.name !== 'FencedCode') continue;
      if (range.to > node.to || (range.from <= node.from && range.to >= node.to && !range.empty)) return null;
      return node;
    }
  }
  return null;
}

/** Whether only indentation and quote markers come before `pos` on its line (a list marker does not). */
function startsLine(state: EditorState, pos: number): boolean {
  const line = state.doc.lineAt(pos);
  return /^[ \t>]*$/.test(state.sliceDoc(line.from, pos));
}

/**
 * Removes the fences of the code block `block`, keeping its content: the fence lines go, with
 * the info string. A fence right after a list marker goes without the marker. A block without a
 * closing fence (it runs to the end of its container) loses its opening one.
 */
export function unfence(state: EditorState, block: SyntaxNode): ChangeSpec[] {
  const { doc } = state;
  const open = doc.lineAt(block.from);
  const specs: ChangeSpec[] = [];
  if (!startsLine(state, block.from)) specs.push({ from: block.from, to: open.to });
  else specs.push({ from: open.from, to: Math.min(open.to + 1, doc.length) });
  const close = block.lastChild;
  if (close && close.name === 'CodeMark' && close.from > open.to) {
    const line = doc.lineAt(close.from);
    specs.push(startsLine(state, close.from) ? { from: Math.max(line.from - 1, open.to), to: line.to } : { from: close.from, to: line.to });
  }
  return specs;
}

/**
 * CodeBlock: wraps the selected lines of every range in a code fence (see `fenceRange`); a range
 * inside a fenced block instead removes that block's fences (a toggle, as Blockquote and the
 * lists are), so fences never nest and the document keeps its structure.
 */
export function insertCodeBlock(context: KitMarkdownView, language: unknown): void {
  const info = checkLanguage(language);
  runEdit(context, 'input.insert', (state) => {
    const unfenced = new Set<number>(); // each block once, however many ranges are in it
    return rangeEdit(
      oncePerLine(state, (range) => {
        const block = fenceAround(state, range);
        if (!block) return fenceRange(state, range, info);
        if (unfenced.has(block.from)) return { changes: [], range };
        unfenced.add(block.from);
        const changes = state.changes(unfence(state, block));
        return { changes, range: EditorSelection.range(changes.mapPos(range.anchor, 1), changes.mapPos(range.head, 1)) };
      }),
    );
  });
}

// AddLink / AddImage
// ---------------------------------------------------------------------------------------------

/**
 * Link text that cannot end the link early: unescaped `[`/`]` get a backslash, and a trailing
 * backslash is doubled so it does not escape the closing `]`. Other markdown stays as written.
 */
export function escapeLinkText(text: string): string {
  return text
    .replace(/(\\*)([[\]])/g, (match, slashes: string, bracket: string) => (slashes.length % 2 ? match : `${slashes}\\${bracket}`))
    .replace(/(^|[^\\])((?:\\\\)*)\\$/, '$1$2\\\\');
}

/**
 * A URL that parses as one link destination: whitespace, parentheses and angle brackets are
 * percent-encoded (encodeURIComponent leaves parentheses alone).
 */
export function encodeLinkUrl(url: string): string {
  return url.trim().replace(/[\s()<>]/g, (char) => (char === '(' ? '%28' : char === ')' ? '%29' : encodeURIComponent(char)));
}

/** Reads `{[urlKey]: string, [textKey]?: string}` from a command argument, or throws naming what is wrong. */
export function linkArguments(command: string, value: unknown, urlKey: string, textKey: string): { url: string; text: string } {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`${command} needs {${textKey}, ${urlKey}}, got ${describe(value)}.`);
  }
  const record = value as Record<string, unknown>;
  const url = record[urlKey];
  if (typeof url !== 'string' || !url.trim()) {
    throw new Error(`${command} needs ${urlKey}, a non-empty string, got ${describe(url)}.`);
  }
  const text = record[textKey] ?? '';
  if (typeof text !== 'string') throw new Error(`${command} needs ${textKey} to be a string, got ${describe(text)}.`);
  return { url, text };
}

/**
 * Replaces every selection range with `prefix[text](url)`; without text the selected text is used
 * (then the URL, for a link). Spaces at the ends of the selection stay outside the link (a double
 * click selects a word with the space after it): `hello [world](u) again`, not `[world](u)again`.
 * The cursor goes after the link.
 */
export function insertLink(context: KitMarkdownView, prefix: string, url: string, text: string, fallbackToUrl: boolean): void {
  const destination = encodeLinkUrl(url);
  runEdit(context, 'input.insert', (state) =>
    rangeEdit(
      state.changeByRange((range) => {
        const selected = state.sliceDoc(range.from, range.to);
        const trimmed = selected.trim();
        const from = trimmed ? range.from + selected.indexOf(trimmed) : range.from;
        const to = trimmed ? from + trimmed.length : range.to;
        const label = text || trimmed || (fallbackToUrl ? url : '');
        const insert = `${prefix}[${escapeLinkText(label)}](${destination})`;
        return { changes: { from, to, insert }, range: EditorSelection.cursor(from + insert.length) };
      }),
    ),
  );
}
