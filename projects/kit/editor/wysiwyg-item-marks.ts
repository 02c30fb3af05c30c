import { IN_ITEM_ATTRIBUTE, LOOSE_ATTRIBUTE } from './wysiwyg-lists';
import { QUOTE_ATTRIBUTE } from './wysiwyg-quote-blocks';

/**
 * On a WYSIWYG list item: what the stylesheet needs to know of the item just before it in its list
 * container, as space-separated words: `ordered` or `bullet` (bullets and tasks), `level-N` (its
 * indent, 0 at the top), and `quoted`, `in-item`, `loose` when it has those marks. No attribute:
 * no item before it. The list rules read it (`li[data-kit-previous-item~=quoted]`) where they would
 * otherwise write `li[data-kit-quote] + li`.
 *
 * Why not the sibling combinator: when Quill inserts a line before another (each step of a long
 * document loading at its start, a paste, Enter in a list), Chromium re-matches the right part of
 * every sibling rule whose left part names a feature of the inserted line or the one before it,
 * across the whole subtree of their parent. A list item goes into Quill's editing area first and
 * into its list container after, so each insertion restyled every list item of the document (100
 * KB: ~1,000 items, 20-40 ms a step; with marks, 10 elements and ~10 ms). A mark is an attribute
 * of the item itself: changing it restyles that item. Quill does not read it back
 * (wysiwyg-line-marks.ts).
 */
export const PREVIOUS_ITEM_ATTRIBUTE = 'data-kit-previous-item';

const INDENT = /(?:^|\s)ql-indent-(\d+)(?:\s|$)/;

/** The mark of `line` (a list item) from the element just before it in its container, or null. */
export function previousItemMark(line: Element): string | null {
  const previous = line.previousElementSibling;
  if (line.nodeName !== 'LI' || previous?.nodeName !== 'LI' || !previous.hasAttribute('data-list')) return null;
  const words = [previous.getAttribute('data-list') === 'ordered' ? 'ordered' : 'bullet', `level-${INDENT.exec(previous.className)?.[1] ?? 0}`];
  if (previous.hasAttribute(QUOTE_ATTRIBUTE)) words.push('quoted');
  if (previous.hasAttribute(IN_ITEM_ATTRIBUTE)) words.push('in-item');
  if (previous.hasAttribute(LOOSE_ATTRIBUTE)) words.push('loose');
  return words.join(' ');
}
