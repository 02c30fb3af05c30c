import type QuillType from 'quill';
import { addFirst } from './wysiwyg-keys';
import { OPENS_ITEM_ATTRIBUTE } from './wysiwyg-item-marks';

/** A Quill line blot, as much of it as these keys read. */
interface LineBlot {
  domNode: Element;
  length(): number;
}

/**
 * ArrowUp and ArrowDown past the empty line of a list item whose first block is a heading, quote
 * or code block (`- ## b`): the block is drawn over that line (wysiwyg-item-marks.ts), so a caret
 * there is hidden behind it, and it took a second key to leave (verify32). The keys go from the
 * block's first line to the line above the item, and from that line into the block. A click on the
 * marker still puts the caret on the item's line, where typing gives the item its text.
 */
export function addKitItemOpeningKeys(quill: QuillType): void {
  const lineAt = (index: number) => quill.getLine(index)[0] as unknown as LineBlot | null;
  const opensItem = (line: LineBlot | null) => !!line?.domNode.hasAttribute(OPENS_ITEM_ATTRIBUTE);
  const sameVisualLine = (a: number, b: number) => Math.abs((quill.getBounds(a)?.top ?? 0) - (quill.getBounds(b)?.top ?? 0)) <= 2;

  addFirst(quill, { key: 'ArrowUp', collapsed: true, shiftKey: false }, (range) => {
    const line = lineAt(range.index);
    if (!opensItem(line)) return true;
    const start = quill.getIndex(line as never);
    if (start < 2 || !sameVisualLine(range.index, start)) return true; // no line above the item, or a wrapped line below
    quill.setSelection(start - 2, 0, 'user'); // the end of the line above the item's empty line
    return false;
  });
  addFirst(quill, { key: 'ArrowDown', collapsed: true, shiftKey: false }, (range) => {
    const line = lineAt(range.index);
    if (!line) return true;
    const end = quill.getIndex(line as never) + line.length(); // the next line's start
    const next = lineAt(end);
    if (next?.domNode.nodeName !== 'LI' || next.length() !== 1 || !opensItem(lineAt(end + 1))) return true;
    if (!sameVisualLine(range.index, end - 1)) return true; // a wrapped line above the last
    quill.setSelection(end + 1, 0, 'user');
    return false;
  });
}
