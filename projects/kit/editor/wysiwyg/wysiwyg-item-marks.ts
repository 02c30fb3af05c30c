import { CONTINUE_ATTRIBUTE, IN_ITEM_ATTRIBUTE, LIST_KEY_ATTRIBUTE, LOOSE_ATTRIBUTE, ORDERED_TASK_ATTRIBUTE, QUOTE_ATTRIBUTE, startsKeyedList } from './kit-block-attributes';


/**
 * On a WYSIWYG list item: what the stylesheet needs to know of the item just before it in its list
 * container, as space-separated words: `ordered` or `bullet` (bullets and the tasks of bullet lists), `level-N` (its
 * indent, 0 at the top), and `quoted`, `in-item`, `loose` when it has those marks; then
 * `peer-ordered` or `peer-bullet`, the kind of the item before it at its own level, over the items
 * nested in that one, if no item at a level above comes first ("- x / (nested) 1. y / 1. c" gives c
 * `peer-bullet`, so c starts a list of its own), or `list-break` instead when the item starts
 * another list of that item's kind there (`* a` then `+ b`: `data-kit-list`, `startsKeyedList`); and
 * `peer-loose` when that item, not the one just before, is of a loose list. No attribute: no item before it. The list rules
 * read it (`li[data-kit-previous-item~=quoted]`) where they would otherwise write
 * `li[data-kit-quote] + li`.
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

/** The indent level of a Quill list item (0 at the top). */
export function itemLevel(item: Element): number {
  return Number(INDENT.exec(item.className)?.[1] ?? 0);
}

/** The kind of a Quill list item: `ordered` (tasks of an ordered list too: `2. [ ] b`), or `bullet` for bullets and other tasks. */
function itemKind(item: Element): 'ordered' | 'bullet' {
  return item.getAttribute('data-list') === 'ordered' || item.hasAttribute(ORDERED_TASK_ATTRIBUTE) ? 'ordered' : 'bullet';
}

/**
 * The item before `item` at its level in the same list, or null: the nearest item before it that is
 * not nested deeper, if it is at the same level (an item at a level above starts the lists below it).
 */
function previousPeer(item: Element, level: number): Element | null {
  for (let previous = item.previousElementSibling; previous?.nodeName === 'LI'; previous = previous.previousElementSibling) {
    const previousLevel = itemLevel(previous);
    if (previousLevel <= level) return previousLevel === level && previous.hasAttribute('data-list') ? previous : null;
  }
  return null;
}

/** The mark of `line` (a list item) from the element just before it in its container, or null. */
export function previousItemMark(line: Element): string | null {
  const previous = line.previousElementSibling;
  if (line.nodeName !== 'LI' || previous?.nodeName !== 'LI' || !previous.hasAttribute('data-list')) return null;
  const words: string[] = [itemKind(previous), `level-${itemLevel(previous)}`];
  if (previous.hasAttribute(QUOTE_ATTRIBUTE)) words.push('quoted');
  if (previous.hasAttribute(IN_ITEM_ATTRIBUTE)) words.push('in-item');
  if (previous.hasAttribute(LOOSE_ATTRIBUTE)) words.push('loose');
  const peer = previousPeer(line, itemLevel(line));
  if (peer) words.push(itemKind(peer) === itemKind(line) && startsKeyedList(line.getAttribute(LIST_KEY_ATTRIBUTE), peerKeys(peer)) ? 'list-break' : `peer-${itemKind(peer)}`);
  if (peer?.hasAttribute(LOOSE_ATTRIBUTE) && peer !== previous) words.push('peer-loose');
  return words.join(' ');
}

/** The list keys of `peer` and of the items before it at its level, nearest first (see `startsKeyedList`). */
function* peerKeys(peer: Element | null): Generator<string | null> {
  for (let at = peer; at; at = previousPeer(at, itemLevel(at))) yield at.getAttribute(LIST_KEY_ATTRIBUTE);
}

/**
 * On a heading, quote or code block that is the first block of the empty list item just before it
 * (`- ## b`, `1. > q`, `- ```js`): Quill has no line for such an item but an empty list line, so the
 * item's marker was drawn on a line of its own with the block below it. With this mark the
 * stylesheet draws the block up beside the marker, as the preview does. The marked block is drawn
 * over the empty item line; typing there gives the item text, which takes the mark off.
 */
export const OPENS_ITEM_ATTRIBUTE = 'data-kit-opens-item';

/** Blocks drawn beside their item's marker (by element name, or Quill's code block line class). */
const ITEM_OPENING_BLOCK = /^(H[1-6]|BLOCKQUOTE)$/;

/** The mark of `line` after `before` (`OPENS_ITEM_ATTRIBUTE`), or null. */
export function opensItemMark(before: Element | null, line: Element): string | null {
  if (before?.nodeName !== 'LI' || !(ITEM_OPENING_BLOCK.test(line.nodeName) || line.classList.contains('ql-code-block'))) return null;
  const kind = before.getAttribute('data-list');
  if ((kind !== 'bullet' && kind !== 'ordered') || before.hasAttribute(CONTINUE_ATTRIBUTE)) return null;
  if (Number(line.getAttribute(IN_ITEM_ATTRIBUTE)) !== itemLevel(before) + 1) return null;
  // Empty: Quill's marker span and the line's <br>, nothing else (no text, no embed).
  for (const node of Array.from(before.childNodes)) {
    if (node.nodeName !== 'BR' && !(node instanceof Element && node.classList.contains('ql-ui'))) return null;
  }
  return '1';
}
