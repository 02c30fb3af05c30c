import { type ChangeSpec, EditorState, MapMode, type Transaction } from '@codemirror/state';
import { type SyntaxNode, treeUpTo } from './markdown-text';

/**
 * Deleted text that can take an item out of an ordered list: a line break, or a marker or its
 * delimiter (Ctrl+Backspace after `2. ` deletes `. `, leaving `2b`).
 */
const TAKES_ITEMS = /[\n.)]/;

/** What may stand before an item's marker on its line: indentation and quote markers. */
const MARKER_PREFIX = /^[\s>]*$/;

/**
 * Deleting items from an ordered list (lines selected and deleted or cut, a marker taken off with
 * Backspace, a letter typed over several items) numbers the items left again, as Enter and Tab
 * already do: `1. a` / `2. b` / `3. c` without b gives `1. a` / `2. c`, not `3. c`. The list keeps
 * its first number, also when its first item goes (`2. b` alone after a paragraph would not be a
 * list: markdown lets only a list starting at 1 interrupt a paragraph). Only lists whose numbers
 * went up are renumbered, so a list numbered `1.` throughout stays so. The numbers go into the
 * same transaction: one undo step.
 */
export const renumberAfterDeletion = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged || !(tr.isUserEvent('delete') || tr.isUserEvent('input'))) return tr;
  const touched: [number, number][] = [];
  let insertsLines = false;
  tr.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    if (toA > fromA && TAKES_ITEMS.test(tr.startState.doc.sliceString(fromA, toA))) touched.push([fromA, toA]);
    if (inserted.lines > 1) insertsLines = true;
  });
  // Lines put in (a paste or Enter over items) may be items of their own, numbered as their author
  // chose; Enter renumbers by its own rules.
  if (!touched.length || insertsLines) return tr;
  const changes = renumberAround(tr, touched);
  return changes.length ? [tr, { changes, sequential: true }] : tr;
});

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
    if (!list) continue;
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
