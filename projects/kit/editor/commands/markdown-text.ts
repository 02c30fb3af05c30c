import { type ChangeSet, type ChangeSpec, EditorSelection, type EditorState, type Line, type TransactionSpec, countColumn } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { isolateHistory } from '@codemirror/commands';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { KitMarkdownView } from '../markdown/markdown-view';

// Shared by the markdown commands: one edit as one undoable transaction, and markdown lines
// split into their block markup (quotes, indentation, list markers, task boxes) and text.

// The lezer types, derived rather than imported: @lezer/common is not a direct dependency.
export type Tree = ReturnType<typeof syntaxTree>;
export type SyntaxNode = ReturnType<Tree['resolveInner']>;

/**
 * Applies `spec` as one user edit: a `userEvent` starting with `input` (so the editor fires
 * `change`), scrolled into view, and isolated in the history so undo reverts exactly this command
 * (CodeMirror would otherwise join `input.*` edits made within 500 ms into one undo step).
 */
export function dispatchEdit(view: EditorView, spec: TransactionSpec, userEvent: string): void {
  view.dispatch(spec, { userEvent, scrollIntoView: true, annotations: isolateHistory.of('full') });
}

/**
 * Runs `build` on the current state and dispatches its edit. Read-only editors and edits that
 * change nothing dispatch nothing, so `change` never fires for a no-op.
 */
export function runEdit(context: KitMarkdownView, userEvent: string, build: (state: EditorState) => TransactionSpec | null): void {
  const view = context.view;
  if (view.state.readOnly) return;
  const spec = build(view.state);
  if (spec) dispatchEdit(view, spec, userEvent);
}

/** A `changeByRange` result as a spec, or null when no range changed anything. */
export function rangeEdit(result: ReturnType<EditorState['changeByRange']>): TransactionSpec | null {
  return result.changes.empty ? null : result;
}

/**
 * An edit of whole lines: the changes, with the selection mapped through them. Both a cursor and
 * the start of a range move past a marker put where they are: the cursor sits where typing
 * continues, and a selected line stays selected as text (`hello` after UL is `* [hello]`, so Bold
 * next gives `* **hello**`, and typing replaces the text, not the marker).
 */
export function lineEdit(state: EditorState, specs: ChangeSpec[]): TransactionSpec | null {
  const changes = state.changes(specs);
  if (changes.empty) return null;
  return { changes, selection: selectionAfterLineEdit(state.selection, changes) };
}

/** `selection` mapped through a line edit's `changes`, as `lineEdit` maps it (past markers put where a range starts). */
export function selectionAfterLineEdit(selection: EditorSelection, changes: ChangeSet): EditorSelection {
  const ranges = selection.ranges.map((r) => {
    if (r.empty) return EditorSelection.cursor(changes.mapPos(r.head, 1));
    const from = changes.mapPos(r.from, 1);
    const to = changes.mapPos(r.to, 1);
    return r.head < r.anchor ? EditorSelection.range(to, from) : EditorSelection.range(from, to);
  });
  return EditorSelection.create(ranges, selection.mainIndex);
}

/** What a list item line is: bullet, ordered or task (a bullet or ordered item with a box). */
export type ListKind = 'ul' | 'ol' | 'task';

/** A markdown line split into its block markup and its text. */
export interface LineParts {
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

export const QUOTE_PREFIX = /^(?: {0,3}>[ \t]?)*/;
export const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
export const TASK_BOX = /^\[[ xX]\](?:[ \t]+|$)/;
export const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
export const ATX_HEADING = /^#{1,6}(?:[ \t]+|$)/;
export const TAB_SIZE = 4;

/** Splits a line into quote markers, indentation, list marker, task box and text. */
export function parseLine(text: string): LineParts {
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
export function isEmptyLine(parts: LineParts): boolean {
  return !parts.marker && !parts.rest.trim();
}

/** Whether a line is blank (whitespace only). */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}

/** The indentation width of a line, in columns after its quote markers. */
export function indentWidth(parts: LineParts): number {
  return countColumn(parts.indent, TAB_SIZE);
}

/**
 * The column, after the quote markers, where a list item's content starts: what a child item must
 * be indented by to nest under it. More than 4 spaces after the marker mean indented code, so the
 * content then starts one space after the marker (CommonMark list items, rule 2).
 */
export function contentColumn(parts: LineParts): number {
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
export function contentLines(lines: Line[]): Line[] {
  const content = lines.filter((line) => {
    const parts = parseLine(line.text);
    return !isEmptyLine(parts) && !parts.thematic;
  });
  return content.length ? content : lines;
}

/** The syntax tree, parsed at least up to `upto` (commands run on demand, so a short wait is fine). */
export function treeUpTo(state: EditorState, upto: number): Tree {
  return ensureSyntaxTree(state, upto, 100) ?? syntaxTree(state);
}

/**
 * The innermost syntax node named one of `names` around the position `at` (on its right side),
 * parsed up to the end of its line; null when none is. The block commands ask it what a line is in
 * (a table, a fenced code block, a setext heading).
 */
export function nodeAround(state: EditorState, at: number, names: readonly string[]): SyntaxNode | null {
  for (let node: SyntaxNode | null = treeUpTo(state, state.doc.lineAt(at).to).resolveInner(at, 1); node; node = node.parent) {
    if (names.includes(node.name)) return node;
  }
  return null;
}
