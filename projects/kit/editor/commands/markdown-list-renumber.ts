import { type ChangeSpec, EditorState, MapMode, type Transaction } from '@codemirror/state';
import { kitMarkdownParser } from '../markdown/markdown-language';
import { type SyntaxNode, parseLine, treeUpTo } from './markdown-text';

/**
 * Deleted text that can take an item out of an ordered list: a line break, or a marker or its
 * delimiter (Ctrl+Backspace after `2. ` deletes `. `, leaving `2b`).
 */
const TAKES_ITEMS = /[\n.)]/;

/** What may stand before an item's marker on its line: indentation and quote markers. */
const MARKER_PREFIX = /^[\s>]*$/;

/**
 * Edits that put an ordered list's items in another order or bring two lists together: a line
 * moved (Alt+Up/Down), a selection dragged, lines pasted (an item cut and pasted back), a line
 * break deleted between two lists.
 */
const REORDERS = ['move.line', 'move.drop', 'input.drop', 'input.paste'];

/**
 * Ordered lists in markdown mode keep counting 1, 2, 3 as items are deleted, moved or pasted, as
 * Enter and Tab already do, so the source says what the preview shows. Deleting items (lines
 * selected and deleted or cut, a marker taken off with Backspace, a letter typed over several
 * items): `1. a` / `2. b` / `3. c` without b gives `1. a` / `2. c`, not `3. c`. Moving or pasting
 * items, or joining two lists: the list is numbered again from its old first number (`2. b` moved
 * above `1. a` gives `1. b` / `2. a`). A list keeps its first number, also when its first item goes
 * (`2. b` alone after a paragraph would not be a list: markdown lets only a list starting at 1
 * interrupt a paragraph). Only lists whose numbers went up are renumbered, so a list numbered `1.`
 * throughout stays so, and pasted items numbered alike (`9.` / `9.`) keep their numbers. The
 * numbers go into the same transaction: one undo step.
 */
export const renumberOrderedLists = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged) return tr;
  let changes = renumberAfterDeletion(tr);
  if (!changes.length && (REORDERS.some((event) => tr.isUserEvent(event)) || (tr.isUserEvent('delete') && deletesLineBreak(tr)))) {
    changes = renumberReordered(tr);
  }
  return changes.length ? [tr, { changes, sequential: true }] : tr;
});

/** The renumbering of the lists that a deletion took items from (none for other edits). */
function renumberAfterDeletion(tr: Transaction): ChangeSpec[] {
  if (!(tr.isUserEvent('delete') || tr.isUserEvent('input'))) return [];
  const touched: [number, number][] = [];
  let insertsLines = false;
  tr.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    if (toA > fromA && TAKES_ITEMS.test(tr.startState.doc.sliceString(fromA, toA))) touched.push([fromA, toA]);
    if (inserted.lines > 1) insertsLines = true;
  });
  // Lines put in (a paste or Enter over items) are renumbered by `renumberReordered`; Enter by
  // its own rules.
  if (!touched.length || insertsLines) return [];
  return renumberAround(tr, touched);
}

/** Whether `tr` deletes a line break (which may join two lists). */
function deletesLineBreak(tr: Transaction): boolean {
  let found = false;
  tr.changes.iterChanges((fromA, toA) => {
    if (!found && toA > fromA && tr.startState.doc.sliceString(fromA, toA).includes('\n')) found = true;
  });
  return found;
}

/** An item's marker: where it is, its number and its delimiter (`.` or `)`). */
interface Marker {
  from: number;
  to: number;
  number: number;
  delimiter: string;
}

/**
 * The changes (in the new document) that number the items left of each ordered list the deletions
 * `touched` (in the old document) met, from the list's old first number. Read from the old
 * syntax tree: after the deletion the items may no longer parse as a list (`2.` after a paragraph).
 */
function renumberAround(tr: Transaction, touched: readonly [number, number][]): ChangeSpec[] {
  const old = tr.startState;
  const oldDoc = old.doc;
  const starts = new Set<number>();
  for (const [fromA, toA] of touched) {
    const to = oldDoc.line(Math.min(oldDoc.lines, oldDoc.lineAt(toA).number + 1)).to;
    treeUpTo(old, to).iterate({
      from: oldDoc.line(Math.max(1, oldDoc.lineAt(fromA).number - 1)).from,
      to,
      enter: (node) => {
        if (node.name === 'OrderedList') starts.add(node.from);
      },
    });
  }
  if (!starts.size) return [];
  // Each list whole: its items below the deletion are what renumbering is for.
  const tree = treeUpTo(old, oldDoc.length);
  const doc = tr.newDoc;
  const changes: ChangeSpec[] = [];
  for (const start of starts) {
    let list: SyntaxNode | null = tree.resolveInner(start, 1);
    while (list && !(list.name === 'OrderedList' && list.from === start)) list = list.parent;
    if (!list || !parsedWhole(tree, list.to, oldDoc.length)) continue;
    const markers = markersOf(list, oldDoc.sliceString.bind(oldDoc));
    if (markers.length < 2 || !markers.every((marker, i) => i === 0 || marker.number > markers[i - 1].number)) continue;
    markersLeft(tr, markers).forEach((marker, i) => {
      const wanted = `${markers[0].number + i}${marker.delimiter}`;
      if (doc.sliceString(marker.from, marker.to) !== wanted) changes.push({ from: marker.from, to: marker.to, insert: wanted });
    });
  }
  return changes;
}

/** The markers of `list`'s items, in the old document. */
function markersOf(list: SyntaxNode, slice: (from: number, to: number) => string): Marker[] {
  const markers: Marker[] = [];
  for (let item = list.firstChild; item; item = item.nextSibling) {
    const mark = item.name === 'ListItem' ? item.firstChild : null;
    if (mark?.name !== 'ListMark') continue;
    const text = slice(mark.from, mark.to);
    markers.push({ from: mark.from, to: mark.to, number: parseInt(text, 10), delimiter: text.slice(-1) });
  }
  return markers;
}

/**
 * The markers that are still markers after `tr`, at their new places: not deleted nor cut into,
 * and still first on their line (a line joined to the one above leaves its `2.` as text).
 */
function markersLeft(tr: Transaction, markers: readonly Marker[]): Marker[] {
  const doc = tr.newDoc;
  const left: Marker[] = [];
  for (const marker of markers) {
    const from = tr.changes.mapPos(marker.from, 1, MapMode.TrackDel);
    const to = tr.changes.mapPos(marker.to, -1, MapMode.TrackDel);
    if (from === null || to === null || to - from !== marker.to - marker.from) continue;
    if (doc.sliceString(from, to) !== tr.startState.doc.sliceString(marker.from, marker.to)) continue;
    const line = doc.lineAt(from);
    if (!MARKER_PREFIX.test(doc.sliceString(line.from, from))) continue;
    left.push({ ...marker, from, to });
  }
  return left;
}

/** The nodes a list may be in (the others' children are not walked). */
const HOLDS_LISTS = new Set(['Document', 'Blockquote', 'BulletList', 'OrderedList', 'ListItem']);

/** An ordered list of the old document, as `renumberReordered` compares it with the new one. */
interface OldList {
  /** Where it starts and ends, mapped into the new document. */
  from: number;
  to: number;
  /** Where its lines start and end in the old document. */
  oldFrom: number;
  oldTo: number;
  /** What stands before its first marker on its line (indentation, quote markers). */
  prefix: string;
  /** Its first marker's column in its line (a nested list's is larger). */
  column: number;
  first: number;
  rising: boolean;
}

/**
 * The changes (in the new document) that number each ordered list near `tr`'s changes again, from
 * the first number of the earliest old list it holds items of (same column), when all those old
 * lists rose. The new lists are read by parsing the new text of the top-level blocks around the
 * changes (the editor's tree is the old document's here): each such block parses as it does in the
 * whole document.
 */
function renumberReordered(tr: Transaction): ChangeSpec[] {
  const old = tr.startState;
  const oldDoc = old.doc;
  let lo = oldDoc.length;
  let hi = 0;
  const inserted: [number, number][] = [];
  tr.changes.iterChanges((fromA, toA, fromB, toB) => {
    lo = Math.min(lo, oldDoc.line(Math.max(1, oldDoc.lineAt(fromA).number - 1)).from);
    hi = Math.max(hi, oldDoc.line(Math.min(oldDoc.lines, oldDoc.lineAt(toA).number + 1)).to);
    if (toB > fromB) inserted.push([fromB, toB]);
  });
  // The blocks next to the changes too: a deleted paragraph or blank line joins its neighbours.
  let tree = treeUpTo(old, hi);
  const next = tree.topNode.childAfter(hi);
  if (next) tree = treeUpTo(old, (hi = next.to));
  lo = Math.min(lo, tree.topNode.childBefore(lo)?.from ?? lo);
  const oldLists: OldList[] = [];
  tree.iterate({
    from: lo,
    to: hi,
    enter: (node) => {
      if (node.name === 'Document') return true;
      // Whole top-level blocks, so the new text is parsed from a block's start.
      if (node.node.parent?.name === 'Document') {
        lo = Math.min(lo, node.from);
        hi = Math.max(hi, node.to);
      }
      if (node.name !== 'OrderedList') return HOLDS_LISTS.has(node.name);
      const markers = markersOf(node.node, oldDoc.sliceString.bind(oldDoc));
      if (!markers.length) return true;
      const line = oldDoc.lineAt(markers[0].from);
      oldLists.push({
        from: tr.changes.mapPos(node.from, 1),
        to: tr.changes.mapPos(node.to, -1),
        oldFrom: oldDoc.lineAt(node.from).from,
        oldTo: node.to,
        prefix: oldDoc.sliceString(line.from, markers[0].from),
        column: markers[0].from - line.from,
        first: markers[0].number,
        rising: markers.every((marker, i) => i === 0 || marker.number > markers[i - 1].number),
      });
      return true;
    },
  });
  if (!oldLists.length || !parsedWhole(tree, hi, oldDoc.length)) return [];
  if (tr.isUserEvent('move')) {
    const moved = renumberMovedWithin(tr, oldLists);
    if (moved) return moved;
  }
  const doc = tr.newDoc;
  const from = doc.lineAt(tr.changes.mapPos(oldDoc.lineAt(lo).from, -1)).from;
  const to = doc.lineAt(tr.changes.mapPos(hi, 1)).to;
  const slice = (a: number, b: number) => doc.sliceString(from + a, from + b);
  const changes: ChangeSpec[] = [];
  kitMarkdownParser.parse(doc.sliceString(from, to)).iterate({
    enter: (node) => {
      if (node.name !== 'OrderedList') return HOLDS_LISTS.has(node.name);
      const markers = markersOf(node.node, slice).map((marker) => ({ ...marker, from: from + marker.from, to: from + marker.to }));
      if (markers.length < 2 || markers.every((marker, i) => marker.number === markers[0].number + i)) return true;
      const column = markers[0].from - doc.lineAt(markers[0].from).from;
      const listFrom = from + node.from;
      const listTo = from + node.to;
      const sources = oldLists.filter((list) => list.column === column && list.from <= listTo && list.to >= listFrom);
      if (!sources.length || !sources.every((list) => list.rising)) return true;
      // Items put in numbered alike (`9.` / `9.`) were numbered so on purpose: left as they are.
      const put = markers.filter((marker) => inserted.some(([a, b]) => marker.from >= a && marker.to <= b));
      if (!put.every((marker, i) => i === 0 || marker.number > put[i - 1].number)) return true;
      const start = sources.reduce((earliest, list) => (list.from < earliest.from ? list : earliest)).first;
      markers.forEach((marker, i) => {
        const wanted = `${start + i}${marker.delimiter}`;
        if (doc.sliceString(marker.from, marker.to) !== wanted) changes.push({ from: marker.from, to: marker.to, insert: wanted });
      });
      return true;
    },
  });
  return changes;
}

/**
 * Whether `tree` holds the document up to `to` for sure: a long list the parser did not finish
 * within its time budget (typing fast in a very long list) ends where the parse stopped, and its
 * items past that would be numbered wrong. Such a list is left as it is.
 */
function parsedWhole(tree: { length: number }, to: number, length: number): boolean {
  return tree.length >= length || to < tree.length;
}

/**
 * For lines moved within one list (Alt+Up/Down, lines dragged), the changes that number that
 * list's items again line by line, from its old first number; null when the moves reach outside
 * every rising list. By lines, not by a parse of the new text: an item moved to the top of a list
 * after a paragraph (`2. b` under `Intro:`) reads as the paragraph's text until it is numbered 1.
 */
function renumberMovedWithin(tr: Transaction, lists: readonly OldList[]): ChangeSpec[] | null {
  let from = Infinity;
  let to = -1;
  tr.changes.iterChanges((fromA, toA) => {
    from = Math.min(from, fromA);
    to = Math.max(to, toA);
  });
  // The innermost list holding all the moved lines.
  const holding = lists.filter((list) => list.oldFrom <= from && to <= list.oldTo).sort((a, b) => b.column - a.column)[0];
  if (!holding?.rising) return null;
  const doc = tr.newDoc;
  const changes: ChangeSpec[] = [];
  const last = doc.lineAt(tr.changes.mapPos(holding.oldTo, 1)).number;
  let number = holding.first;
  for (let n = doc.lineAt(tr.changes.mapPos(holding.oldFrom, -1)).number; n <= last; n++) {
    const line = doc.line(n);
    const parts = parseLine(line.text);
    // An ordered item of this list: its marker where the list's first one stood (a nested item's is further in).
    if (parts.quote + parts.indent !== holding.prefix || !/\d/.test(parts.bullet)) continue;
    const wanted = `${number++}${parts.bullet.slice(-1)}`;
    const at = line.from + holding.prefix.length;
    if (parts.bullet !== wanted) changes.push({ from: at, to: at + parts.bullet.length, insert: wanted });
  }
  return changes;
}
