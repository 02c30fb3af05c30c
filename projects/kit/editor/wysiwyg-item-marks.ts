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

/** The attributes of an item its next item's mark is made of (see previousItemMark). */
const READ_ATTRIBUTES = ['data-list', 'class', QUOTE_ATTRIBUTE, IN_ITEM_ATTRIBUTE, LOOSE_ATTRIBUTE];

/** `node` if it is an element, else the first element after it. */
function elementFrom(node: Node | null): Element | null {
  while (node && !(node instanceof Element)) node = node.nextSibling;
  return node;
}

/** Writes the mark of `item`, only when it changed (each write is a style change of the item). */
function markItem(item: Element): void {
  const value = previousItemMark(item);
  if (item.getAttribute(PREVIOUS_ITEM_ATTRIBUTE) === value) return;
  if (value) item.setAttribute(PREVIOUS_ITEM_ATTRIBUTE, value);
  else item.removeAttribute(PREVIOUS_ITEM_ATTRIBUTE);
}

/**
 * Keeps the previous-item marks of the list items under `root` up to date, from the DOM changes
 * themselves: an item that came in or whose neighbour before it came, went or changed is marked
 * again. Not from Quill's Deltas: among equal lines Quill may report an inserted line at another of
 * them than the one that went into the DOM (Enter at the top of a run of empty items), which left
 * the item pushed down without its mark. `flush()` marks at once what changed so far (after each
 * Quill change, so the marks are right when the change's events run); the rest is marked in the
 * observer's own callback, before the next frame.
 */
export class KitPreviousItemMarks {
  private readonly observer = new MutationObserver((records) => this.mark(records));

  constructor(root: Element) {
    this.observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: READ_ATTRIBUTES });
    for (const item of Array.from(root.querySelectorAll('li'))) markItem(item);
  }

  /** Marks the items the DOM changes so far touched. */
  flush(): void {
    this.mark(this.observer.takeRecords());
  }

  /** Stops following the DOM (the editor is going). */
  stop(): void {
    this.observer.disconnect();
  }

  private mark(records: MutationRecord[]): void {
    if (!records.length) return;
    const items = new Set<Element>();
    const add = (node: Node | null) => {
      if (node instanceof Element && node.nodeName === 'LI') items.add(node);
    };
    for (const record of records) {
      if (record.type === 'attributes') {
        add((record.target as Element).nextElementSibling);
        continue;
      }
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        add(node);
        add(node.nextElementSibling);
        for (const item of Array.from(node.getElementsByTagName('li'))) add(item);
      }
      // Whatever went, the element after the place it left has another neighbour before it.
      if (record.removedNodes.length) add(elementFrom(record.nextSibling));
    }
    for (const item of items) if (item.isConnected) markItem(item);
  }
}
