import { IN_ITEM_ATTRIBUTE, LIST_KEY_ATTRIBUTE, START_ATTRIBUTE } from '../wysiwyg/kit-block-attributes';

/*
 * Lists in the HTML read from Quill, made into the HTML markdown is written from: Quill's lists
 * are flat lines, so kit's block attributes (wysiwyg/kit-block-attributes.ts) say what goes back
 * into an item and which lists are one.
 */

/** Elements that are lists. */
const LIST = /^(UL|OL)$/;

/**
 * Puts each block that WYSIWYG moved out of a list item (a code block, quote, heading, rule or raw
 * HTML block marked `data-kit-in-item="depth"`, or a table whose cells are marked so, right after the
 * list) back into the last item at that depth, and joins the list that follows it to that list
 * again: the HTML markdown is written from.
 */
export function blocksIntoItems(root: Element): void {
  const depths = new Map<Element, number>();
  // A paragraph carries the mark when a block of the item was made one again (Paragraph, a quote
  // or code block toggled off, Backspace at its start) or a line was started after it (Enter).
  const marked = ['p', 'pre', 'blockquote', 'hr', '.kit-html-block', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table '].map((block) => `${block}[${IN_ITEM_ATTRIBUTE}]`).join(', ');
  for (const mark of Array.from(root.querySelectorAll(marked))) {
    // A table's cells carry the mark (they are its Quill lines): the table moves, its first cell says how deep.
    const block = mark.nodeName === 'TD' || mark.nodeName === 'TH' ? mark.closest('table')! : mark;
    if (!depths.has(block)) depths.set(block, Number(mark.getAttribute(IN_ITEM_ATTRIBUTE)));
    mark.removeAttribute(IN_ITEM_ATTRIBUTE);
  }
  for (const [block, depth] of depths) {
    const list = block.previousElementSibling;
    if (!list || !LIST.test(list.nodeName)) continue;
    let item = list.lastElementChild;
    for (let level = depth; item && level > 1; level--) {
      const nested = Array.from(item.children).filter((child) => LIST.test(child.nodeName)).pop();
      if (!nested?.lastElementChild) break;
      item = nested.lastElementChild;
    }
    if (item?.nodeName !== 'LI') continue;
    const next = block.nextElementSibling;
    // A paragraph after an item with nothing in it is that item's text again (`2. b`, not an
    // empty item and a paragraph, which markdown would read as a paragraph after the list).
    if (block.nodeName === 'P' && isEmptyItem(item)) {
      item.replaceChildren(...Array.from(block.childNodes));
      block.remove();
    } else if (block.nodeName === 'P' && isEmptyItem(block)) {
      // An empty line of the item (where the cursor waits after a rule made in it) writes nothing,
      // as an empty paragraph anywhere: in the item it would still part the item from the next.
      block.remove();
    } else {
      item.append(block);
    }
    // The list after the block goes on with the one the block is in: one of its kind, or one that
    // starts deeper (Quill writes the rest of a nested list after the block as `- - e`, wrapped in
    // an outer list of the nested one's kind); else the items after the block left the list.
    if (next && LIST.test(next.nodeName) && (next.nodeName === list.nodeName || startsDeeper(next))) joinLists(list, next);
  }
}

/**
 * Appends the items of `from` to `into` and removes `from`. Where `from` starts deeper than its
 * first level (Quill writes `- - c` for an item nested under nothing: an item whose only content
 * is a list), that list goes on the last item's list at that depth instead, as markdown's
 * "- a / - b (block of b) / - c" had it.
 * @returns whether all of `from` went into `into` (items of another kind stay a list of their own).
 */
function joinLists(into: Element, from: Element): boolean {
  const first = from.firstElementChild;
  const last = into.lastElementChild;
  const lists = first && onlyLists(first);
  if (lists && last?.nodeName === 'LI') {
    // Quill's wrapper item holds the rest of each deeper list, deepest first (`- - - e` then `  1. y`).
    for (const nested of lists) {
      // Only a list that ends the item goes on: one before a block of the item is another list.
      const lastList = last.lastElementChild && LIST.test(last.lastElementChild.nodeName) ? last.lastElementChild : null;
      const joined = !!lastList && (lastList.nodeName === nested.nodeName || startsDeeper(nested)) && joinLists(lastList, nested);
      if (!joined && nested.isConnected && nested.firstElementChild) last.append(nested);
    }
    first.remove();
  }
  // Items of the other kind left over are a list of their own (Quill's outer wrapper had no items).
  if (from.nodeName === into.nodeName) into.append(...Array.from(from.childNodes));
  if (from.firstElementChild) return false;
  from.remove();
  const after = into.nextElementSibling;
  // With the wrapper gone, the list Quill started after it at the top is this one's rest.
  if (after?.nodeName === into.nodeName) joinLists(into, after);
  return true;
}

/** Whether a list starts deeper than its first level: its first item holds nothing but lists. */
function startsDeeper(list: Element): boolean {
  const first = list.firstElementChild;
  return !!first && !!onlyLists(first);
}

/** Whether an item holds nothing but white space and line breaks (Quill's empty line). */
function isEmptyItem(item: Element): boolean {
  return !item.textContent!.trim() && Array.from(item.children).every((child) => child.nodeName === 'BR' || child.classList.contains('ql-ui'));
}

/** The lists that are all of an item's content (white space aside), if that is what it holds. */
export function onlyLists(item: Element): Element[] | null {
  const content = Array.from(item.childNodes).filter((node) => node.nodeType !== 3 || node.textContent!.trim());
  return content.length > 0 && content.every((node) => LIST.test(node.nodeName)) ? (content as Element[]) : null;
}

/**
 * Quill writes a task list whose items change between checked and unchecked as one list per run
 * (`<ul><li data-list="unchecked">…</ul><ul><li data-list="checked">…`), which markdown would read
 * as one loose list. This joins such neighbours back into one list.
 */
export function joinTaskLists(root: Element): void {
  const isTask = (li: Element | null) => /^(un)?checked$/.test(li?.getAttribute('data-list') ?? '');
  // Quill writes a bullet item as a plain `<li>` of a `<ul>`.
  const isBullet = (li: Element | null) => !!li && li.parentElement?.nodeName === 'UL' && (li.getAttribute('data-list') ?? 'bullet') === 'bullet';
  for (const list of Array.from(root.querySelectorAll('ul'))) {
    const next = list.nextElementSibling;
    if (next?.nodeName !== 'UL' || !list.isConnected) continue;
    const [last, first] = [list.lastElementChild, next.firstElementChild];
    // Tasks next to tasks or to bullets: one markdown list (`- a` then `- [ ] b`), which Quill
    // writes as two (a blank line came between them, and the list turned loose).
    if (!(isTask(last) && (isTask(first) || isBullet(first))) && !(isBullet(last) && isTask(first))) continue;
    next.prepend(...Array.from(list.childNodes)); // into the next, so that a run of several joins up
    list.remove();
  }
}

/** Whether `html` may hold task lists that `joinTaskLists` joins. */
export function hasSplitTaskLists(html: string): boolean {
  return /<\/li><\/ul><ul><li(?:>| data-list="(?:(?:un)?checked|bullet)")/.test(html);
}

/** Whether `html` holds blocks of list items that `blocksIntoItems` puts back into them. */
export function hasBlocksOfItems(html: string): boolean {
  return html.includes(IN_ITEM_ATTRIBUTE);
}

/**
 * Splits each list where an item starts another markdown list of its kind (`data-kit-list`, see
 * `startsKeyedList`): Quill writes `* a` then `+ b` as one list. Turndown then writes the second
 * with the other marker (`- a` then `* b`), as markdown needs to keep them two.
 */
export function splitKeyedLists(root: Element): void {
  const lists = Array.from(root.querySelectorAll('ul, ol'));
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i];
    const items = Array.from(list.children).filter((child) => child.nodeName === 'LI');
    // The first item that starts a list (`startsKeyedList`: its key is not the nearest key before it).
    let nearest: string | null = null;
    let at = -1;
    for (let n = 0; n < items.length && at < 0; n++) {
      const key = items[n].getAttribute(LIST_KEY_ATTRIBUTE);
      if (n > 0 && key && key !== nearest) at = n;
      nearest = key ?? nearest;
    }
    if (at < 0) continue;
    const rest = list.ownerDocument.createElement(list.nodeName);
    const start = items[at].getAttribute(START_ATTRIBUTE);
    if (list.nodeName === 'OL' && start) rest.setAttribute('start', start);
    // Everything from that item on (white space between items too) goes into the new list.
    for (let node: ChildNode | null = items[at]; node; ) {
      const next: ChildNode | null = node.nextSibling;
      rest.append(node);
      node = next;
    }
    list.after(rest);
    lists.splice(i + 1, 0, rest); // it may split again further on
  }
}

/** Whether `html` holds list items that say which list they are in (`splitKeyedLists`). */
export function hasKeyedLists(html: string): boolean {
  return html.includes(LIST_KEY_ATTRIBUTE);
}
