import { type ChangeSpec, EditorState, type Transaction } from '@codemirror/state';
import { type SyntaxNode, treeUpTo } from './markdown-text';

/** Deleted text that can take an item out of an ordered list: a line break or an item's marker. */
const TAKES_ITEMS = /\n|\d[.)]/;

/**
 * Deleting items from an ordered list (lines selected and deleted or cut, a marker taken off with
 * Backspace, text typed over several items) numbers the items below again, as Enter and Tab
 * already do: `1. a` / `2. b` / `3. c` without b gives `1. a` / `2. c`, not `3. c`. Only a list
 * whose numbers still go up but now skip is renumbered (from its first number, which markdown
 * keeps; the others only order the source), so lists numbered `1.` throughout stay so, and the
 * preview is the same either way. The numbers go into the same transaction: one undo step.
 */
export const renumberAfterDeletion = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged || !(tr.isUserEvent('delete') || tr.isUserEvent('input'))) return tr;
  const touched: [number, number][] = [];
  tr.changes.iterChanges((fromA, toA, fromB, toB) => {
    if (toA > fromA && TAKES_ITEMS.test(tr.startState.doc.sliceString(fromA, toA))) touched.push([fromB, toB]);
  });
  if (!touched.length) return tr;
  const changes = renumberAround(tr, touched);
  return changes.length ? [tr, { changes, sequential: true }] : tr;
});

/** The changes that number consecutively each ordered list around `touched` whose numbers skip. */
function renumberAround(tr: Transaction, touched: readonly [number, number][]): ChangeSpec[] {
  const { state } = tr;
  const { doc } = state;
  // Where ordered lists meet the edited lines (and the lines beside them), from the tree parsed that far...
  const starts = new Set<number>();
  for (const [fromB, toB] of touched) {
    const to = doc.line(Math.min(doc.lines, doc.lineAt(toB).number + 1)).to;
    treeUpTo(state, to).iterate({
      from: doc.line(Math.max(1, doc.lineAt(fromB).number - 1)).from,
      to,
      enter: (node) => {
        if (node.name === 'OrderedList') starts.add(node.from);
      },
    });
  }
  if (!starts.size) return [];
  // ... then each list whole, from the tree parsed to the end: its items below the edit are what renumbering is for.
  const tree = treeUpTo(state, doc.length);
  const changes: ChangeSpec[] = [];
  for (const start of starts) {
    let list: SyntaxNode | null = tree.resolveInner(start, 1);
    while (list && !(list.name === 'OrderedList' && list.from === start)) list = list.parent;
    if (!list) continue;
    const marks: { from: number; to: number; number: number; delimiter: string }[] = [];
    for (let item = list.firstChild; item; item = item.nextSibling) {
      const mark = item.name === 'ListItem' ? item.firstChild : null;
      if (mark?.name !== 'ListMark') continue;
      const text = doc.sliceString(mark.from, mark.to);
      marks.push({ from: mark.from, to: mark.to, number: parseInt(text, 10), delimiter: text.slice(-1) });
    }
    const rising = marks.every((mark, i) => i === 0 || mark.number > marks[i - 1].number);
    const skips = marks.some((mark, i) => i > 0 && mark.number !== marks[i - 1].number + 1);
    if (!rising || !skips) continue;
    marks.forEach((mark, i) => {
      const wanted = `${marks[0].number + i}${mark.delimiter}`;
      if (doc.sliceString(mark.from, mark.to) !== wanted) changes.push({ from: mark.from, to: mark.to, insert: wanted });
    });
  }
  return changes;
}
