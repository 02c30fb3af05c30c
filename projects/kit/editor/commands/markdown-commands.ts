import {
  type ChangeSpec,
  EditorSelection,
  type EditorState,
  type Line,
  type SelectionRange,
  type Text,
  type TransactionSpec,
  countColumn,
} from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { isolateHistory } from '@codemirror/commands';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { describe } from 'kit-ui/core';
import type { KitMarkdownView } from '../markdown-view';
import type { KitCommandProps } from './command';

// The lezer types, derived rather than imported: @lezer/common is not a direct dependency.
type Tree = ReturnType<typeof syntaxTree>;
type SyntaxNode = ReturnType<Tree['resolveInner']>;

// ---------------------------------------------------------------------------------------------
// Dispatching
// ---------------------------------------------------------------------------------------------

/**
 * Applies `spec` as one user edit: a `userEvent` starting with `input` (so the editor fires
 * `change`), scrolled into view, and isolated in the history so undo reverts exactly this command
 * (CodeMirror would otherwise join `input.*` edits made within 500 ms into one undo step).
 */
function dispatchEdit(view: EditorView, spec: TransactionSpec, userEvent: string): void {
  view.dispatch(spec, { userEvent, scrollIntoView: true, annotations: isolateHistory.of('full') });
}

/**
 * Runs `build` on the current state and dispatches its edit. Read-only editors and edits that
 * change nothing dispatch nothing, so `change` never fires for a no-op.
 */
function runEdit(context: KitMarkdownView, userEvent: string, build: (state: EditorState) => TransactionSpec | null): void {
  const view = context.view;
  if (view.state.readOnly) return;
  const spec = build(view.state);
  if (spec) dispatchEdit(view, spec, userEvent);
}

/** A `changeByRange` result as a spec, or null when no range changed anything. */
function rangeEdit(result: ReturnType<EditorState['changeByRange']>): TransactionSpec | null {
  return result.changes.empty ? null : result;
}

/**
 * An edit of whole lines: the changes, with the selection mapped through them. A cursor moves
 * forwards (at the start of a line that gets a marker it ends up after the marker, where typing
 * continues); a range keeps covering the edited lines (a start at a line start stays there).
 */
function lineEdit(state: EditorState, specs: ChangeSpec[]): TransactionSpec | null {
  const changes = state.changes(specs);
  if (changes.empty) return null;
  const ranges = state.selection.ranges.map((r) => {
    if (r.empty) return EditorSelection.cursor(changes.mapPos(r.head, 1));
    const from = changes.mapPos(r.from, -1);
    const to = changes.mapPos(r.to, 1);
    return r.head < r.anchor ? EditorSelection.range(to, from) : EditorSelection.range(from, to);
  });
  return { changes, selection: EditorSelection.create(ranges, state.selection.mainIndex) };
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** What a list item line is: bullet, ordered or task (a bullet or ordered item with a box). */
type ListKind = 'ul' | 'ol' | 'task';

/** A markdown line split into its block markup and its text. */
interface LineParts {
  /** Blockquote markers (`> `, `> > `), with up to 3 spaces before each. */
  quote: string;
  /** The whitespace after the quote markers. */
  indent: string;
  /** The list marker with the spaces after it (`* `, `12. `), '' when not a list item. */
  marker: string;
  /** The task box with the spaces after it (`[ ] `), '' when not a task. */
  task: string;
  kind: ListKind | null;
  /** The bullet character or the ordered number and delimiter. */
  bullet: string;
  /** Everything after the markup. */
  rest: string;
  /** Whether the line (after quotes) is a thematic break, which looks like a bullet (`* * *`). */
  thematic: boolean;
}

const QUOTE_PREFIX = /^(?: {0,3}>[ \t]?)*/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
const TASK_BOX = /^\[[ xX]\](?:[ \t]+|$)/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ATX_HEADING = /^#{1,6}(?:[ \t]+|$)/;
const TAB_SIZE = 4;

/** Splits a line into quote markers, indentation, list marker, task box and text. */
function parseLine(text: string): LineParts {
  const quote = QUOTE_PREFIX.exec(text)![0];
  let rest = text.slice(quote.length);
  const indent = /^[ \t]*/.exec(rest)![0];
  rest = rest.slice(indent.length);
  const parts: LineParts = { quote, indent, marker: '', task: '', kind: null, bullet: '', rest, thematic: THEMATIC_BREAK.test(rest) };
  const marker = parts.thematic ? null : LIST_MARKER.exec(rest);
  if (!marker) return parts;
  parts.marker = marker[0];
  parts.bullet = marker[0].trimEnd();
  rest = rest.slice(marker[0].length);
  const task = TASK_BOX.exec(rest);
  parts.task = task?.[0] ?? '';
  parts.rest = rest.slice(parts.task.length);
  parts.kind = task ? 'task' : /\d/.test(parts.bullet) ? 'ol' : 'ul';
  return parts;
}

/** Whether a line has no text and no list marker (quote markers alone count as empty). */
function isEmptyLine(parts: LineParts): boolean {
  return !parts.marker && !parts.rest.trim();
}

/** Whether a line is blank (whitespace only). */
function isBlank(text: string): boolean {
  return !/\S/.test(text);
}

/** The indentation width of a line, in columns after its quote markers. */
function indentWidth(parts: LineParts): number {
  return countColumn(parts.indent, TAB_SIZE);
}

/**
 * The column, after the quote markers, where a list item's content starts: what a child item must
 * be indented by to nest under it. More than 4 spaces after the marker mean indented code, so the
 * content then starts one space after the marker (CommonMark list items, rule 2).
 */
function contentColumn(parts: LineParts): number {
  const spaces = parts.marker.length - parts.bullet.length;
  return indentWidth(parts) + parts.bullet.length + (spaces === 0 || spaces > 4 ? 1 : spaces);
}

/**
 * The lines the selection touches, each once, in document order. A non-empty range ending at the
 * start of a line leaves that line out, as CodeMirror's own line commands do.
 */
export function selectedLines(state: EditorState): Line[] {
  const lines: Line[] = [];
  let last = 0;
  for (const range of state.selection.ranges) {
    const first = state.doc.lineAt(range.from).number;
    let end = state.doc.lineAt(range.to).number;
    if (!range.empty && end > first && range.to === state.doc.line(end).from) end--;
    for (let n = Math.max(first, last + 1); n <= end; n++) lines.push(state.doc.line(n));
    last = Math.max(last, end);
  }
  return lines;
}

/**
 * The selected lines with text (thematic breaks are not text); all of them when there are none (a
 * cursor on a blank line).
 */
function contentLines(lines: Line[]): Line[] {
  const content = lines.filter((line) => {
    const parts = parseLine(line.text);
    return !isEmptyLine(parts) && !parts.thematic;
  });
  return content.length ? content : lines;
}

// ---------------------------------------------------------------------------------------------
// Inline marks: Bold, Italic, Strike, Code
// ---------------------------------------------------------------------------------------------

/** An inline mark: the delimiter it writes and how many delimiter characters undo it. */
interface InlineMark {
  /** The syntax node of a span of the mark. */
  node: string;
  /** What wrapping writes on each side. */
  open: string;
  /** Delimiter characters that may already mark it (`*` or `_` for emphasis). */
  chars: readonly string[];
  /**
   * How many characters to remove from each side, given the delimiter runs there, 0 when the runs
   * do not make this mark (`**` is bold, not italic; `***` is both).
   */
  removable(before: number, after: number): number;
}

const BOLD: InlineMark = { node: 'StrongEmphasis', open: '**', chars: ['*', '_'], removable: (b, a) => (Math.min(b, a) >= 2 ? 2 : 0) };
const ITALIC: InlineMark = { node: 'Emphasis', open: '*', chars: ['*', '_'], removable: (b, a) => (Math.min(b, a) % 2 === 1 ? 1 : 0) };
const STRIKE: InlineMark = { node: 'Strikethrough', open: '~~', chars: ['~'], removable: (b, a) => Math.min(b, a, 2) };
const CODE: InlineMark = { node: 'InlineCode', open: '`', chars: ['`'], removable: (b, a) => Math.min(b, a) };

/** The length of the run of `char` ending at `to` (going backwards) in `text`. */
function runBefore(text: string, to: number, char: string): number {
  let n = 0;
  while (to - n > 0 && text[to - n - 1] === char) n++;
  return n;
}

/** The length of the run of `char` starting at `from` in `text`. */
function runAfter(text: string, from: number, char: string): number {
  let n = 0;
  while (from + n < text.length && text[from + n] === char) n++;
  return n;
}

/**
 * Unwraps every span of the mark inside the range (`«**bold**»`, `«**a** and **b**»`, the italic
 * in `«**a *b* c**»`), as the markdown parser sees them, so `*a* and *b*` is two spans, not one;
 * the same text stays selected. Null when the range holds no such span.
 */
function unwrapInside(state: EditorState, range: SelectionRange, mark: InlineMark) {
  if (range.empty) return null;
  const specs: ChangeSpec[] = [];
  treeUpTo(state, range.to).iterate({
    from: range.from,
    to: range.to,
    enter: (node) => {
      if (node.name !== mark.node || node.from < range.from || node.to > range.to) return true;
      const open = node.node.firstChild;
      const close = node.node.lastChild;
      if (!open?.name.endsWith('Mark') || !close?.name.endsWith('Mark') || open.from === close.from) return false;
      // A code span drops one space on each side (`` `` `a` `` ``), so unwrap that padding too.
      const pad = mark === CODE && /^ .*\S.* $/s.test(state.sliceDoc(open.to, close.from)) ? 1 : 0;
      specs.push({ from: open.from, to: open.to + pad }, { from: close.from - pad, to: close.to });
      return false;
    },
  });
  if (!specs.length) return null;
  const changes = state.changes(specs);
  return { changes, range: EditorSelection.range(changes.mapPos(range.from, 1), changes.mapPos(range.to, -1)) };
}

/**
 * Unwraps a range that sits between the mark's delimiters (`**|bold|**`), keeping the same text
 * selected. Null when the range is not wrapped.
 */
function unwrapOutside(state: EditorState, range: SelectionRange, mark: InlineMark) {
  const line = state.doc.lineAt(range.from);
  const endLine = state.doc.lineAt(range.to);
  const before = state.sliceDoc(line.from, range.from);
  const after = state.sliceDoc(range.to, endLine.to);
  // A code span padded with a space on each side (wrapping text that starts with a backtick).
  const pad = mark === CODE && /`+ $/.test(before) && /^ `+/.test(after) ? 1 : 0;
  for (const char of mark.chars) {
    const n = mark.removable(runBefore(before, before.length - pad, char), runAfter(after, pad, char));
    if (!n) continue;
    return {
      changes: [
        { from: range.from - pad - n, to: range.from },
        { from: range.to, to: range.to + pad + n },
      ],
      range: EditorSelection.range(range.from - pad - n, range.to - pad - n),
    };
  }
  return null;
}

/**
 * Wraps a range in the mark. Surrounding whitespace stays outside (`**bold **` is not bold); a
 * code span uses more backticks than the text contains, padded when the text starts or ends with
 * one. The same text stays selected; an empty range leaves the cursor between the delimiters.
 */
function wrap(state: EditorState, range: SelectionRange, mark: InlineMark) {
  const text = state.sliceDoc(range.from, range.to);
  const blank = isBlank(text);
  const from = blank ? range.from : range.from + (text.length - text.trimStart().length);
  const to = blank ? range.to : range.to - (text.length - text.trimEnd().length);
  let open = mark.open;
  let pad = '';
  if (mark === CODE) {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    open = '`'.repeat(longest + 1);
    if (/^`|`$/.test(text.trim())) pad = ' ';
  }
  const opening = open + pad;
  const closing = pad + open;
  return {
    changes: [
      { from, insert: opening },
      { from: to, insert: closing },
    ],
    range: EditorSelection.range(from + opening.length, to + opening.length),
  };
}

/** Toggles `mark` on every selection range: unwraps it when present, else wraps the selection. */
function toggleMark(context: KitMarkdownView, mark: InlineMark): void {
  runEdit(context, 'input.format', (state) =>
    rangeEdit(
      state.changeByRange(
        (range) => unwrapInside(state, range, mark) ?? unwrapOutside(state, range, mark) ?? wrap(state, range, mark),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Blocks inserted at the cursor: HR, Table, an empty CodeBlock
// ---------------------------------------------------------------------------------------------

/**
 * Inserts `block` as a block of its own at the line of `pos`: in place of that line when it is
 * blank, else below it, with a blank line before it (after a paragraph line a `---` would make a
 * setext heading and a table header would join the paragraph) and a blank line after it when
 * text follows (else the text would continue the table). `closeLine` ends the block with a line
 * break even at the end of the document, so the cursor can go below it. Returns the change and
 * where the block starts.
 */
function insertBlock(doc: Text, pos: number, block: string, closeLine = false): { changes: ChangeSpec; start: number } {
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
function oncePerLine(state: EditorState, edit: (range: SelectionRange) => { changes: ChangeSpec; range: SelectionRange }) {
  let lastLine = 0;
  return state.changeByRange((range) => {
    const first = state.doc.lineAt(range.from).number;
    if (first <= lastLine) return { range };
    lastLine = state.doc.lineAt(range.to).number;
    return edit(range);
  });
}

/** The thematic break HR writes; `***` never turns the line above into a setext heading. */
const THEMATIC = '***';

/** Inserts a thematic break below each cursor's line; the cursor goes to the line after it. */
function insertHorizontalRule(context: KitMarkdownView): void {
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
function checkCount(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`Table ${name} must be a positive integer, got ${describe(value)}.`);
  }
  return value;
}

/** Checks the table's cell texts: an array of strings, or nothing. */
function checkCells(value: unknown): readonly string[] {
  if (value == null) return [];
  if (!Array.isArray(value) || value.some((cell) => typeof cell !== 'string')) {
    throw new Error(`Table data must be an array of strings, got ${describe(value)}.`);
  }
  return value as string[];
}

/** A cell's text on one line, its unescaped pipes escaped so they do not split the cell. */
function tableCell(text: string): string {
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
function insertTable(context: KitMarkdownView, cols: unknown, rows: unknown, data: unknown): void {
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

// ---------------------------------------------------------------------------------------------
// CodeBlock
// ---------------------------------------------------------------------------------------------

/** Checks the optional language: one line without backticks (a backtick fence forbids them). */
function checkLanguage(value: unknown): string {
  if (value == null) return '';
  if (typeof value !== 'string' || /[\n\r`]/.test(value)) {
    throw new Error(`CodeBlock language must be one line of text without backticks, got ${describe(value)}.`);
  }
  return value.trim();
}

/** A backtick fence longer than any fence in `text`, so the text cannot close it early. */
function fenceFor(text: string): string {
  const runs = text.match(/^[ \t>]*`{3,}/gm) ?? [];
  const longest = Math.max(2, ...runs.map((run) => run.replace(/[^`]/g, '').length));
  return '`'.repeat(longest + 1);
}

/**
 * Wraps the selected lines of `range` in a fence indented like the first of them (so code in a
 * list item stays in it); the same text stays selected. An empty range gets an empty fence below
 * its line, with the cursor inside.
 */
function fenceRange(state: EditorState, range: SelectionRange, language: string) {
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

/** Wraps the selected lines of every range in a code fence (see `fenceRange`). */
function insertCodeBlock(context: KitMarkdownView, language: unknown): void {
  const info = checkLanguage(language);
  runEdit(context, 'input.insert', (state) => rangeEdit(oncePerLine(state, (range) => fenceRange(state, range, info))));
}

// ---------------------------------------------------------------------------------------------
// Line markup: Blockquote, lists, Heading, Paragraph
// ---------------------------------------------------------------------------------------------

const QUOTE_MARK = /^ {0,3}> ?/;

/**
 * Toggles `> ` on the selected lines: when every line with text is quoted, removes one level of
 * quoting; otherwise quotes the unquoted ones, blank lines between them included (`>`), so the
 * selection becomes one blockquote.
 */
function toggleBlockquote(state: EditorState): TransactionSpec | null {
  const lines = selectedLines(state);
  const content = lines.filter((line) => !isBlank(line.text));
  if (content.length && content.every((line) => QUOTE_MARK.test(line.text))) {
    return lineEdit(state, content.map((line) => ({ from: line.from, to: line.from + QUOTE_MARK.exec(line.text)![0].length })));
  }
  const first = content[0]?.number ?? lines[0].number;
  const last = content.at(-1)?.number ?? lines.at(-1)!.number;
  const specs: ChangeSpec[] = [];
  for (const line of lines) {
    if (line.number < first || line.number > last || QUOTE_MARK.test(line.text)) continue;
    const blank = isBlank(line.text);
    specs.push(blank && content.length ? { from: line.from, to: line.to, insert: '>' } : { from: line.from, insert: '> ' });
  }
  return lineEdit(state, specs);
}

/** The bullet character and ordered delimiter new items use, so they join the list around them. */
interface ListStyle {
  bullet: string;
  delimiter: string;
}

/** Whether a list line is a bullet (or bullet task) item rather than an ordered one. */
function isBulleted(parts: LineParts): boolean {
  return parts.kind !== null && !/\d/.test(parts.bullet);
}

/**
 * The style of the first items among `samples` (the item above the selection first): a different
 * bullet or delimiter would start a new list, CommonMark 5.3.
 */
function listStyle(samples: readonly (LineParts | null)[]): ListStyle {
  const bulleted = samples.find((parts) => parts && isBulleted(parts));
  const ordered = samples.find((parts) => parts?.kind && !isBulleted(parts));
  return { bullet: bulleted?.bullet ?? '*', delimiter: ordered?.bullet.slice(-1) ?? '.' };
}

/** The marker a line gets as an item of `kind`. */
function markerFor(kind: ListKind, number: number, style: ListStyle): string {
  if (kind === 'ol') return `${number}${style.delimiter} `;
  return kind === 'task' ? `${style.bullet} [ ] ` : `${style.bullet} `;
}

/** An item on the way through the selected lines: where its content starts, and how far it moves. */
interface OpenItem {
  quote: string;
  content: number;
  shift: number;
}

/** Closes the open items that a line at `width` (after `quote`) is not inside of. */
function closeItems(open: OpenItem[], quote: string, width: number): void {
  while (open.length && (open.at(-1)!.quote !== quote || width < open.at(-1)!.content)) open.pop();
}

/** The list item just above `line` at the same quote depth and indentation, if any. */
function itemAbove(doc: Text, line: Line, first: LineParts): LineParts | null {
  if (line.number === 1) return null;
  const above = parseLine(doc.line(line.number - 1).text);
  return above.kind && above.quote === first.quote && indentWidth(above) === indentWidth(first) ? above : null;
}

/** `indent` moved by `shift` columns (rewritten as spaces when it moves). */
function shiftIndent(indent: string, shift: number): string {
  return shift ? ' '.repeat(Math.max(0, countColumn(indent, TAB_SIZE) + shift)) : indent;
}

/**
 * Makes every selected line an item of `kind`, or removes the markers when all already are. Text
 * lines inside a selected item (its continuation paragraphs) stay text; lines nested in an item
 * move with its content when its marker changes width (`* ` to `1. `), so nesting survives.
 * Ordered items number consecutively per level, continuing an ordered item just above; new
 * items take the bullet or delimiter of the list they join.
 */
function toggleList(state: EditorState, kind: ListKind): TransactionSpec | null {
  const lines = selectedLines(state).map((line) => ({ line, parts: parseLine(line.text) }));
  // First pass: which lines are continuation text of an item above them in the selection.
  const body = new Set<Line>();
  const open: OpenItem[] = [];
  for (const { line, parts } of lines) {
    if (isEmptyLine(parts)) continue;
    closeItems(open, parts.quote, indentWidth(parts));
    if (parts.kind) open.push({ quote: parts.quote, content: contentColumn(parts), shift: 0 });
    else if (open.length) body.add(line);
  }
  const content = contentLines(lines.map((l) => l.line)).filter((line) => !body.has(line));
  const targets = new Set(content);
  const parsed = lines.filter((l) => targets.has(l.line));
  const off = parsed.every((l) => l.parts.kind === kind);
  // New items continue the list just above: its numbering, bullet and delimiter.
  const above = parsed.length ? itemAbove(state.doc, parsed[0].line, parsed[0].parts) : null;
  const start = above?.kind === 'ol' ? Number.parseInt(above.bullet, 10) + 1 : 1;
  const style = listStyle([above, ...parsed.map((l) => l.parts)]);
  // Second pass: the new markers, and the indentation of nested lines.
  const specs: ChangeSpec[] = [];
  const numbers: number[] = [];
  open.length = 0;
  for (const { line, parts } of lines) {
    const target = targets.has(line);
    if (!target && isEmptyLine(parts)) continue;
    const width = indentWidth(parts);
    closeItems(open, parts.quote, width);
    const parentShift = open.at(-1)?.shift ?? 0;
    let marker = parts.marker + parts.task;
    if (target) {
      numbers.length = open.length + 1;
      const number = (numbers[open.length] ?? (open.length ? 0 : start - 1)) + 1;
      numbers[open.length] = number;
      if (off) marker = '';
      else if (parts.kind !== kind || kind === 'ol') marker = markerFor(kind, number, style);
    }
    if (parts.kind) {
      const shift = parentShift + marker.length - parts.marker.length - parts.task.length;
      open.push({ quote: parts.quote, content: contentColumn(parts), shift });
    }
    const from = line.from + parts.quote.length;
    const old = parts.indent + parts.marker + parts.task;
    const insert = shiftIndent(parts.indent, parentShift) + marker;
    if (insert !== old) specs.push({ from, to: from + old.length, insert });
  }
  return lineEdit(state, specs);
}

/** Checks a heading level: an integer from 1 to 6. */
function checkLevel(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 6) {
    throw new Error(`Heading level must be an integer from 1 to 6, got ${describe(value)}.`);
  }
  return value;
}

/**
 * Gives the selected lines `level` `#`s, replacing the heading marks they had. Quote and list
 * markers stay in front (a heading inside a quote or a list item).
 */
function setHeading(state: EditorState, level: number): TransactionSpec | null {
  const specs = contentLines(selectedLines(state)).map((line) => {
    const parts = parseLine(line.text);
    const from = line.to - parts.rest.length;
    const current = ATX_HEADING.exec(parts.rest)?.[0] ?? '';
    return { from, to: from + current.length, insert: `${'#'.repeat(level)} ` };
  });
  return lineEdit(state, specs.filter((spec) => state.sliceDoc(spec.from, spec.to) !== spec.insert));
}

/** Quote markers, list markers and task boxes at the start of a line, nested any deep. */
const BLOCK_MARKUP = /^(?:[ \t]*(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)(?:\[[ xX]\](?:[ \t]+|$))?))*[ \t]*/;

/**
 * Makes the selected lines plain paragraph text: removes quote markers, list markers, task boxes
 * and heading marks (with an ATX heading's closing `#`s). Thematic breaks stay.
 */
function toParagraph(state: EditorState): TransactionSpec | null {
  const specs: ChangeSpec[] = [];
  for (const line of selectedLines(state)) {
    if (parseLine(line.text).thematic) continue;
    const markup = BLOCK_MARKUP.exec(line.text)![0].length;
    const rest = line.text.slice(markup);
    const heading = ATX_HEADING.exec(rest)?.[0].length ?? 0;
    if (markup + heading) specs.push({ from: line.from, to: line.from + markup + heading });
    const closing = heading ? /(?:^|[ \t]+)#+[ \t]*$/.exec(rest.slice(heading)) : null;
    if (closing) specs.push({ from: line.to - closing[0].length, to: line.to });
  }
  return lineEdit(state, specs);
}

// ---------------------------------------------------------------------------------------------
// Indent / Outdent
// ---------------------------------------------------------------------------------------------

/** How far Indent/Outdent move a line that is not a list item. */
const TEXT_INDENT = 4;

/** The syntax tree, parsed at least up to `upto` (commands run on demand, so a short wait is fine). */
function treeUpTo(state: EditorState, upto: number): Tree {
  return ensureSyntaxTree(state, upto, 100) ?? syntaxTree(state);
}

/** The `ListItem` node whose marker starts `line` (after quotes and indentation), if any. */
function listItemAt(tree: Tree, line: Line, parts: LineParts): SyntaxNode | null {
  if (!parts.kind) return null;
  const mark = tree.resolveInner(line.from + parts.quote.length + parts.indent.length, 1);
  return mark.name === 'ListMark' && mark.parent?.name === 'ListItem' ? mark.parent : null;
}

/**
 * The list item a text line belongs to (a continuation paragraph): indenting that line moves its
 * whole item, as a word processor does, instead of turning the line into indented code.
 */
function enclosingItem(tree: Tree, line: Line, parts: LineParts): SyntaxNode | null {
  if (isBlank(line.text)) return null;
  for (let node: SyntaxNode | null = tree.resolveInner(line.from + parts.quote.length + parts.indent.length, 1); node; node = node.parent) {
    if (node.name === 'ListItem') return node;
  }
  return null;
}

/** The parsed line an item node starts on. */
function itemLine(state: EditorState, item: SyntaxNode): LineParts {
  return parseLine(state.doc.lineAt(item.from).text);
}

/**
 * How many columns indenting `item` moves it: to the content column of the item before it, so it
 * nests under that item (by that item's marker width); 0 for a first item, which has nothing to
 * nest under.
 */
function indentShift(state: EditorState, item: SyntaxNode, width: number): number {
  let previous = item.prevSibling;
  while (previous && previous.name !== 'ListItem') previous = previous.prevSibling;
  if (!previous) return 0;
  return Math.max(0, contentColumn(itemLine(state, previous)) - width);
}

/**
 * How many columns outdenting `item` moves it (negative): back to its parent item's indentation,
 * so it becomes the parent's sibling; a top-level item loses its indentation (up to 4 spaces).
 */
function outdentShift(state: EditorState, item: SyntaxNode, width: number): number {
  const parent = item.parent?.parent;
  if (parent?.name !== 'ListItem') return -Math.min(width, TEXT_INDENT);
  return Math.min(0, indentWidth(itemLine(state, parent)) - width);
}

/** The change that moves a line's indentation (after its quote markers) by `shift` columns. */
function reindent(line: Line, parts: LineParts, shift: number): ChangeSpec | null {
  if (!shift || isBlank(line.text.slice(parts.quote.length))) return null;
  const from = line.from + parts.quote.length;
  if (/^ *$/.test(parts.indent)) {
    if (shift > 0) return { from, insert: ' '.repeat(shift) };
    const keep = Math.max(0, parts.indent.length + shift);
    return keep === parts.indent.length ? null : { from: from + keep, to: from + parts.indent.length };
  }
  return { from, to: from + parts.indent.length, insert: shiftIndent(parts.indent, shift) };
}

/**
 * Indents (`direction` 1) or outdents (-1) the selected lines. A list item moves by one nesting
 * level (see `indentShift`/`outdentShift`) and takes its nested lines with it, so its children
 * stay its children; a line of an item's text moves its item; any other line moves by 4 spaces.
 */
export function shiftLines(state: EditorState, direction: 1 | -1): TransactionSpec | null {
  const lines = selectedLines(state);
  const tree = treeUpTo(state, lines.at(-1)!.to);
  const shifts = new Map<number, number>();
  for (const line of lines) {
    if (shifts.has(line.number)) continue; // moves with an item above it
    const parts = parseLine(line.text);
    const item = listItemAt(tree, line, parts) ?? enclosingItem(tree, line, parts);
    if (!item) {
      shifts.set(line.number, direction > 0 ? TEXT_INDENT : -Math.min(indentWidth(parts), TEXT_INDENT));
      continue;
    }
    const first = state.doc.lineAt(item.from);
    const width = indentWidth(parseLine(first.text));
    const shift = direction > 0 ? indentShift(state, item, width) : outdentShift(state, item, width);
    const end = state.doc.lineAt(item.to).number;
    for (let n = first.number; n <= end; n++) if (!shifts.has(n)) shifts.set(n, shift);
  }
  const specs: ChangeSpec[] = [];
  for (const [number, shift] of [...shifts].sort((a, b) => a[0] - b[0])) {
    const line = state.doc.line(number);
    const change = reindent(line, parseLine(line.text), shift);
    if (change) specs.push(change);
  }
  return lineEdit(state, specs);
}

/**
 * Whether every selected line with text is a list item line (per the syntax tree, so a `* ` in
 * fenced code does not count): where Tab and Shift-Tab move items instead of inserting spaces.
 */
export function selectionInListItems(state: EditorState): boolean {
  const lines = selectedLines(state);
  const tree = treeUpTo(state, lines.at(-1)!.to);
  const content = lines.filter((line) => !isBlank(line.text));
  return content.length > 0 && content.every((line) => listItemAt(tree, line, parseLine(line.text)) !== null);
}

/** Applies `shiftLines` to a view as one user edit; false (nothing done) when read-only. */
export function shiftListLines(view: EditorView, direction: 1 | -1): boolean {
  if (view.state.readOnly) return false;
  const spec = shiftLines(view.state, direction);
  if (spec) dispatchEdit(view, spec, direction > 0 ? 'input.indent' : 'input.dedent');
  return true;
}

// ---------------------------------------------------------------------------------------------
// AddLink / AddImage
// ---------------------------------------------------------------------------------------------

/**
 * Link text that cannot end the link early: unescaped `[`/`]` get a backslash, and a trailing
 * backslash is doubled so it does not escape the closing `]`. Other markdown stays as written.
 */
function escapeLinkText(text: string): string {
  return text
    .replace(/(\\*)([[\]])/g, (match, slashes: string, bracket: string) => (slashes.length % 2 ? match : `${slashes}\\${bracket}`))
    .replace(/(^|[^\\])((?:\\\\)*)\\$/, '$1$2\\\\');
}

/**
 * A URL that parses as one link destination: whitespace, parentheses and angle brackets are
 * percent-encoded (encodeURIComponent leaves parentheses alone).
 */
function encodeLinkUrl(url: string): string {
  return url.trim().replace(/[\s()<>]/g, (char) => (char === '(' ? '%28' : char === ')' ? '%29' : encodeURIComponent(char)));
}

/** Reads `{[urlKey]: string, [textKey]?: string}` from a command argument, or throws naming what is wrong. */
function linkArguments(command: string, value: unknown, urlKey: string, textKey: string): { url: string; text: string } {
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
 * (then the URL, for a link). The cursor goes after the link.
 */
function insertLink(context: KitMarkdownView, prefix: string, url: string, text: string, fallbackToUrl: boolean): void {
  const destination = encodeLinkUrl(url);
  runEdit(context, 'input.insert', (state) =>
    rangeEdit(
      state.changeByRange((range) => {
        const label = text || state.sliceDoc(range.from, range.to) || (fallbackToUrl ? url : '');
        const insert = `${prefix}[${escapeLinkText(label)}](${destination})`;
        return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.cursor(range.from + insert.length) };
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The commands
// ---------------------------------------------------------------------------------------------

/** Runs a line edit built from the state, as one user edit. */
function lineCommand(build: (state: EditorState) => TransactionSpec | null) {
  return (context: KitMarkdownView) => runEdit(context, 'input.format', build);
}

/**
 * The built-in markdown-mode commands (TOAST UI Editor 1.x names, arguments and shortcuts). Each
 * edits the markdown text around every selection range as one transaction (one undo step, one
 * `change`), and does nothing in a read-only editor. Bad arguments throw, naming the value.
 */
export const MARKDOWN_COMMANDS: readonly KitCommandProps<KitMarkdownView>[] = [
  { name: 'Bold', keyMap: ['CTRL+B', 'META+B'], exec: (context) => toggleMark(context, BOLD) },
  { name: 'Italic', keyMap: ['CTRL+I', 'META+I'], exec: (context) => toggleMark(context, ITALIC) },
  { name: 'Strike', keyMap: ['CTRL+S', 'META+S'], exec: (context) => toggleMark(context, STRIKE) },
  { name: 'Code', keyMap: ['SHIFT+CTRL+C', 'SHIFT+META+C'], exec: (context) => toggleMark(context, CODE) },
  {
    name: 'CodeBlock',
    keyMap: ['SHIFT+CTRL+P', 'SHIFT+META+P'],
    exec: (context, language?: unknown) => insertCodeBlock(context, language),
  },
  { name: 'HR', keyMap: ['CTRL+L', 'META+L'], exec: (context) => insertHorizontalRule(context) },
  { name: 'Blockquote', keyMap: ['ALT+Q', 'ALT+Q'], exec: lineCommand(toggleBlockquote) },
  { name: 'UL', keyMap: ['CTRL+U', 'META+U'], exec: lineCommand((state) => toggleList(state, 'ul')) },
  { name: 'OL', keyMap: ['CTRL+O', 'META+O'], exec: lineCommand((state) => toggleList(state, 'ol')) },
  { name: 'Task', keyMap: ['ALT+T', 'ALT+T'], exec: lineCommand((state) => toggleList(state, 'task')) },
  {
    name: 'Heading',
    exec: (context, level?: unknown) => {
      const checked = checkLevel(level);
      runEdit(context, 'input.format', (state) => setHeading(state, checked));
    },
  },
  { name: 'Paragraph', exec: lineCommand(toParagraph) },
  {
    name: 'AddLink',
    exec: (context, data?: unknown) => {
      const { url, text } = linkArguments('AddLink', data, 'url', 'linkText');
      insertLink(context, '', url, text, true);
    },
  },
  {
    name: 'AddImage',
    exec: (context, data?: unknown) => {
      const { url, text } = linkArguments('AddImage', data, 'imageUrl', 'altText');
      insertLink(context, '!', url, text, false);
    },
  },
  { name: 'Indent', exec: (context) => runEdit(context, 'input.indent', (state) => shiftLines(state, 1)) },
  { name: 'Outdent', exec: (context) => runEdit(context, 'input.dedent', (state) => shiftLines(state, -1)) },
  { name: 'Table', exec: (context, cols?: unknown, rows?: unknown, data?: unknown) => insertTable(context, cols, rows, data) },
];
