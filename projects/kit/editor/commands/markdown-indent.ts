import { type ChangeSet, type ChangeSpec, type EditorState, type Line, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import {
  type LineParts,
  type SyntaxNode,
  type Tree,
  contentColumn,
  dispatchEdit,
  indentWidth,
  isBlank,
  lineEdit,
  nodeAround,
  parseLine,
  selectedLines,
  treeUpTo,
} from './markdown-text';
import { shiftIndent } from './markdown-line-markup';

// Indent and Outdent: list items move with their children (nesting follows the syntax tree);
// code lines move by four spaces; Indent leaves other text alone.

/** Whether `line` is a line of a code block's code (fenced or indented). */
function inCode(state: EditorState, line: Line): boolean {
  const node = nodeAround(state, line.from + (line.text.length - line.text.trimStart().length), ['FencedCode', 'CodeBlock']);
  return !!node && (node.name === 'CodeBlock' || (line.from > node.from && line.to < node.to)); // not a fence's own lines
}

/** How far Indent/Outdent move a line that is not a list item. */
export const TEXT_INDENT = 4;

/** The `ListItem` node whose marker starts `line` (after quotes and indentation), if any. */
export function listItemAt(tree: Tree, line: Line, parts: LineParts): SyntaxNode | null {
  if (!parts.kind) return null;
  const mark = tree.resolveInner(line.from + parts.quote.length + parts.indent.length, 1);
  return mark.name === 'ListMark' && mark.parent?.name === 'ListItem' ? mark.parent : null;
}

/**
 * The list item a text line belongs to (a continuation paragraph): indenting that line moves its
 * whole item, as a word processor does, instead of turning the line into indented code.
 */
export function enclosingItem(tree: Tree, line: Line, parts: LineParts): SyntaxNode | null {
  if (isBlank(line.text)) return null;
  for (let node: SyntaxNode | null = tree.resolveInner(line.from + parts.quote.length + parts.indent.length, 1); node; node = node.parent) {
    if (node.name === 'ListItem') return node;
  }
  return null;
}

/** The parsed line an item node starts on. */
export function itemLine(state: EditorState, item: SyntaxNode): LineParts {
  return parseLine(state.doc.lineAt(item.from).text);
}

/**
 * How many columns indenting `item` moves it: to the content column of the item before it, so it
 * nests under that item (by that item's marker width); 0 for a first item, which has nothing to
 * nest under.
 */
export function indentShift(state: EditorState, item: SyntaxNode, width: number): number {
  let previous = item.prevSibling;
  while (previous && previous.name !== 'ListItem') previous = previous.prevSibling;
  if (!previous) return 0;
  return Math.max(0, contentColumn(itemLine(state, previous)) - width);
}

/**
 * How many columns outdenting `item` moves it (negative): back to its parent item's indentation,
 * so it becomes the parent's sibling; a top-level item loses its indentation (up to 4 spaces).
 */
export function outdentShift(state: EditorState, item: SyntaxNode, width: number): number {
  const parent = item.parent?.parent;
  if (parent?.name !== 'ListItem') return -Math.min(width, TEXT_INDENT);
  return Math.min(0, indentWidth(itemLine(state, parent)) - width);
}

/** The change that moves a line's indentation (after its quote markers) by `shift` columns. */
export function reindent(line: Line, parts: LineParts, shift: number): ChangeSpec | null {
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
 * stay its children; a line of an item's text moves its item; a code line moves by 4 spaces, and
 * Outdent takes up to 4 spaces off any other line, which Indent leaves as it is.
 */
export function shiftLines(state: EditorState, direction: 1 | -1): TransactionSpec | null {
  const lines = selectedLines(state);
  const tree = treeUpTo(state, lines.at(-1)!.to);
  const shifts = new Map<number, number>();
  const outdented: { item: SyntaxNode; content: number }[] = [];
  for (const line of lines) {
    if (shifts.has(line.number)) continue; // moves with an item above it
    const parts = parseLine(line.text);
    const item = listItemAt(tree, line, parts) ?? enclosingItem(tree, line, parts);
    if (!item) {
      // Code indents by 4 spaces; markdown has no indented paragraph (4 spaces make text code), so
      // Indent leaves other text as it is. Outdent takes up to 4 spaces off any line.
      if (direction < 0) shifts.set(line.number, -Math.min(indentWidth(parts), TEXT_INDENT));
      else if (inCode(state, line)) shifts.set(line.number, TEXT_INDENT);
      continue;
    }
    const first = state.doc.lineAt(item.from);
    const width = indentWidth(parseLine(first.text));
    const shift = direction > 0 ? indentShift(state, item, width) : outdentShift(state, item, width);
    const end = state.doc.lineAt(item.to).number;
    for (let n = first.number; n <= end; n++) if (!shifts.has(n)) shifts.set(n, shift);
    if (direction < 0 && item.parent?.parent?.name === 'ListItem') outdented.push({ item, content: contentColumn(parseLine(first.text)) + shift });
  }
  const restarted = keepFollowingItemsNested(state, outdented, shifts);
  const specs: ChangeSpec[] = [];
  for (const [number, shift] of [...shifts].sort((a, b) => a[0] - b[0])) {
    const line = state.doc.line(number);
    const change = reindent(line, parseLine(line.text), shift);
    if (change) specs.push(change);
  }
  const moved = state.changes(specs);
  if (moved.empty) return null;
  // The items keep their numbers as they move, so the lists they joined or left count again.
  const movedLines = [...shifts.keys()];
  const renumbered = renumberLists(state.update({ changes: moved }).state, Math.min(...movedLines), Math.max(...movedLines), shifts, restarted);
  return lineEdit(state, [moved.compose(renumbered)]);
}

/**
 * Outdenting a nested item takes it out of its list: the unselected items after it in that list
 * (`outdented[i].item`'s next siblings up to the next selected one) would follow it out, or end
 * up one level out of place. Each is moved (in `shifts`, with what is nested in it) to the content
 * column of the outdented item before it (`content`, after the move), so it stays a nested item,
 * now of that item: `* a` / `  1. b‸` / `  2. c` gives `* a` / `1. b` / `   1. c` (c cannot stay
 * in a's item below b, which left it). Returns the first lines of the items so moved: their lists
 * start anew (at 1), since an ordered item numbered otherwise cannot start a list under a paragraph.
 */
function keepFollowingItemsNested(state: EditorState, outdented: readonly { item: SyntaxNode; content: number }[], shifts: Map<number, number>): Set<number> {
  const selected = new Set(shifts.keys());
  const restarted = new Set<number>();
  for (const { item, content } of outdented) {
    let starts = true;
    for (let next = item.nextSibling; next; next = next.nextSibling) {
      if (next.name !== 'ListItem') continue;
      const first = state.doc.lineAt(next.from);
      if (selected.has(first.number)) break;
      const shift = content - indentWidth(parseLine(first.text));
      const end = state.doc.lineAt(next.to).number;
      for (let n = first.number; n <= end; n++) if (!shifts.has(n)) shifts.set(n, shift);
      if (starts) restarted.add(first.number);
      starts = false;
    }
  }
  return restarted;
}

/**
 * The changes that number the ordered lists around lines `first`..`last` (of the document before
 * the move; the same lines after it) from their first item on: 1, 2, 3..., or from the list's own
 * first number. A list that starts with a moved item starts at 1 when the move nested it, or when
 * it starts with one of `restarted` (see `keepFollowingItemsNested`).
 */
function renumberLists(state: EditorState, first: number, last: number, shifts: ReadonlyMap<number, number>, restarted: ReadonlySet<number>): ChangeSet {
  const doc = state.doc;
  const from = doc.line(Math.max(1, first - 1)).from;
  const to = doc.line(Math.min(doc.lines, last + 1)).to;
  const tree = treeUpTo(state, doc.length);
  const specs: ChangeSpec[] = [];
  const seen = new Set<number>();
  tree.iterate({
    from,
    to,
    enter: (node) => {
      if (node.name !== 'OrderedList' || seen.has(node.from)) return;
      seen.add(node.from);
      let number: number | undefined;
      for (let item = node.node.firstChild; item; item = item.nextSibling) {
        if (item.name !== 'ListItem') continue;
        const mark = item.firstChild;
        if (mark?.name !== 'ListMark') continue;
        const text = doc.sliceString(mark.from, mark.to);
        const current = parseInt(text, 10);
        if (number === undefined) {
          const line = doc.lineAt(item.from).number;
          number = ((shifts.get(line) ?? 0) > 0 || restarted.has(line)) && node.node.parent?.name === 'ListItem' ? 1 : current;
        }
        const wanted = `${number}${text.slice(-1)}`;
        if (wanted !== text) specs.push({ from: mark.from, to: mark.to, insert: wanted });
        number++;
      }
    },
  });
  return state.changes(specs);
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
