import {
  CONTINUE_ATTRIBUTE,
  EMPTY_ITEM_ATTRIBUTE,
  IN_ITEM_ATTRIBUTE,
  QUOTE_ATTRIBUTE,
  QUOTE_ID_ATTRIBUTE,
  START_ATTRIBUTE,
  isQuoteDepth,
  isQuoteKeys,
  sameQuote,
} from '../wysiwyg/kit-block-attributes';
import { onlyLists } from './wysiwyg-html-lists';

/*
 * Quotes in the HTML read from Quill, made into the HTML markdown is written from: Quill's quote is
 * a line format, so kit's block attributes (wysiwyg/kit-block-attributes.ts) say how deep each
 * block is and which quote it is in, and which quote lines are further paragraphs of the one before.
 */

/**
 * An attribute of an element of Quill's HTML, or of its first item for a list, or of its first cell
 * for a table (the items and cells are Quill's lines, which carry kit's attributes).
 */
function blockAttribute(element: Element, name: string): string | null | undefined {
  if (element.nodeName === 'TABLE') return element.querySelector('th, td')?.getAttribute(name);
  return element.getAttribute(name) ?? (/^(UL|OL)$/.test(element.nodeName) ? element.firstElementChild?.getAttribute(name) : null);
}

/** The depth an element of Quill's HTML says it is at, or 0 (not in a quote of blocks). */
function quoteDepth(element: Element): number {
  const value = blockAttribute(element, QUOTE_ATTRIBUTE);
  return isQuoteDepth(value) ? Number(value) : 0;
}

/** The keys of the quotes an element of Quill's HTML says it is in, outermost first; none if it does not say. */
function quoteKeys(element: Element): string[] {
  const value = blockAttribute(element, QUOTE_ID_ATTRIBUTE);
  return isQuoteKeys(value) ? value.split(' ') : [];
}

/** The first depth (from 0) at which two lists of quote keys name different quotes, or Infinity. */
function firstDifference(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return i;
  return Infinity;
}

/**
 * Quill puts neighbouring list items in one list whatever their depth or quote: splits a list where
 * the depth or the quote of its items changes, so each part can go into its own quote.
 */
function splitListsByDepth(root: Element): void {
  for (const list of Array.from(root.children)) if (/^(UL|OL)$/.test(list.nodeName)) splitWhereQuoteChanges(list);
}

/** Splits `list` where the quote of its items changes, each part a list of its own after it. */
function splitWhereQuoteChanges(list: Element): void {
  const items = Array.from(list.children);
  let part = list;
  for (let i = 1; i < items.length; i++) {
    if (sameQuote(items[i], items[i - 1])) {
      if (part !== list) part.append(items[i]);
      continue;
    }
    const next = list.ownerDocument.createElement(list.nodeName);
    // A list at another depth is another markdown list: it counts from its own start.
    if (list.nodeName === 'OL') {
      const start = items[i].getAttribute(START_ATTRIBUTE);
      if (start && /^\d{1,9}$/.test(start)) next.setAttribute('start', start);
    }
    part.after(next);
    next.append(items[i]);
    part = next;
  }
}

/**
 * A list that opens a quote inside a list item (`- a\n\n  > - b`) is a list one level deeper in
 * Quill, so Quill writes it nested in the item, where no quote can be made of it: moves it after
 * the outermost list, saying how many items deep it was (blocksIntoItems puts the quote made
 * of it back), and the items after it there into a list of their own (joined to the list again
 * then). Left as it is where more of the item, or of an item it is in, follows it.
 */
function quotedListsOutOfItems(root: Element): void {
  // The lists moved out, and the items after them, come next in the loop (they may hold more).
  let next: Element | null = root.firstElementChild;
  while (next) {
    const top: Element = next;
    next = top.nextElementSibling;
    if (!/^(UL|OL)$/.test(top.nodeName)) continue;
    splitNestedListsByQuote(top);
    for (const list of Array.from(top.querySelectorAll('li > ul, li > ol'))) {
      const first = list.firstElementChild;
      const item = list.parentElement!;
      if (!top.contains(list) || !first || quoteDepth(first) <= quoteDepth(item) || Array.from(list.children).some((li) => !sameQuote(li, first))) continue;
      let depth = 0;
      let fits = true;
      let topItem: Element = item;
      for (let at: Element = list; at !== top; at = at.parentElement!) {
        if (at.nodeName === 'LI') depth++;
        if (at.parentElement === top) topItem = at;
        else if (at.nextElementSibling) fits = false; // more of an item or a nested list after it
      }
      if (!fits) {
        quoteInPlace(list, item);
        continue;
      }
      if (depth > 9) continue;
      const rest: Element[] = [];
      for (let sibling = topItem.nextElementSibling; sibling; sibling = sibling.nextElementSibling) rest.push(sibling);
      if (rest.length) {
        const after = root.ownerDocument.createElement(top.nodeName);
        after.append(...rest);
        top.after(after);
      }
      first.setAttribute(IN_ITEM_ATTRIBUTE, String(depth));
      top.after(list);
      next = top.nextElementSibling;
      // An item Quill made to hold the list (where the indent jumps) is empty now: it is not one of the document's.
      for (let at: Element | null = item; at && at !== top && !at.hasChildNodes() && !at.hasAttribute(EMPTY_ITEM_ATTRIBUTE); ) {
        const parent: Element | null = at.parentElement;
        at.remove();
        at = parent;
      }
    }
    if (!top.hasChildNodes()) top.remove();
  }
}

/**
 * Quill writes a list that starts deeper than its first level (the rest of a nested list after a
 * block made on one of its items) inside items of its own with no text and no attributes: they are
 * no lines. Where the list before it (the one it goes on) is in the quote its first line is in,
 * they are in that quote too. Without it, the quoted rest of a nested list read as a quote opened
 * inside an item (quotedListsOutOfItems), and came out of its list.
 */
function wrapperItemsTakeTheirQuote(root: Element): void {
  for (const list of Array.from(root.children)) {
    if (!/^(UL|OL)$/.test(list.nodeName)) continue;
    const wrappers: Element[] = [];
    let line = list.firstElementChild;
    // (An empty item of the document is a line, marked so: a quote in it opens inside the item.)
    for (let inner = line && wrappedList(line); inner; inner = line && wrappedList(line)) {
      wrappers.push(line!);
      line = inner.firstElementChild;
    }
    if (!wrappers.length || !line) continue;
    let before = list.previousElementSibling;
    while (before && !/^(UL|OL)$/.test(before.nodeName)) before = before.previousElementSibling;
    if (!before || quoteDepth(before) !== quoteDepth(line) || !quoteDepth(line)) continue;
    for (const wrapper of wrappers) {
      for (const name of [QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE]) {
        const value = line.getAttribute(name);
        if (value !== null) wrapper.setAttribute(name, value);
      }
    }
  }
}

/** The first list `item` holds when it is one of Quill's wrapper items (no attributes, nothing but lists), or null. */
function wrappedList(item: Element): Element | null {
  return item.attributes.length ? null : (onlyLists(item)?.[0] ?? null);
}

/**
 * Splits each list nested in an item of `top` where its items' quote changes (`- a\n\n  > - b\n\n  - c`:
 * Quill keeps b and c in one list one level deeper), so a quoted part can become a quote.
 */
function splitNestedListsByQuote(top: Element): void {
  for (const list of Array.from(top.querySelectorAll('li > ul, li > ol'))) splitWhereQuoteChanges(list);
}

/**
 * A quoted list inside an item, with more of the item after it: quoted where it is, inside the item
 * (`- a\n\n  > - b\n\n  - c`; `> >` for two quotes deeper), since moving it out of the list (as a
 * list that ends its item is) would take what follows it along. All its lines must be in one quote.
 */
function quoteInPlace(list: Element, item: Element): void {
  const first = list.firstElementChild!;
  const lines = Array.from(list.querySelectorAll('li'));
  const deeper = quoteDepth(first) - quoteDepth(item);
  if (deeper < 1 || lines.some((li) => !sameQuote(li, first))) return;
  let inner = list;
  for (let i = 0; i < deeper; i++) {
    const quote = list.ownerDocument.createElement('blockquote');
    inner.before(quote);
    quote.append(inner);
    inner = quote;
  }
  for (const line of lines) {
    line.removeAttribute(QUOTE_ATTRIBUTE);
    line.removeAttribute(QUOTE_ID_ATTRIBUTE);
  }
}

/**
 * A code block's item depth counts the items its quotes are in too (`quoteItemDepth`: those of each
 * quote it is in, added up); inside the quote, only the items between the quote and the block count
 * (blocksIntoItems looks for them in the quote). A code block right in the quote (or in a quote
 * inside it) is in no item there: the quote carries it.
 */
function relativeToQuote(block: Element, quoteItemDepth: number): void {
  const own = block.getAttribute(IN_ITEM_ATTRIBUTE);
  if (block.nodeName !== 'PRE' || !quoteItemDepth || !own || !/^[1-9]$/.test(own)) return;
  if (Number(own) <= quoteItemDepth) block.removeAttribute(IN_ITEM_ATTRIBUTE);
  else block.setAttribute(IN_ITEM_ATTRIBUTE, String(Number(own) - quoteItemDepth));
}

/**
 * Nests the blocks of Quill's HTML (the top level of `root`) that carry a quote depth back into
 * quotes: each run of such blocks becomes one quote, with a quote inside for each deeper part, and
 * a quote ends where the blocks' keys say another quote starts at its depth. A quote line becomes
 * a paragraph of the quote at its depth. The HTML markdown is written from.
 */
export function nestQuoteBlocks(root: Element): void {
  wrapperItemsTakeTheirQuote(root);
  quotedListsOutOfItems(root);
  splitListsByDepth(root);
  const doc = root.ownerDocument;
  let open: Element[] = []; // open[i] is the quote at depth i + 1
  let itemDepths: number[] = []; // itemDepths[i]: how many items deep open[i] is in the quote around it (0: in none)
  let keys: string[] = []; // the quotes the block before was in
  for (const block of Array.from(root.children)) {
    const depth = quoteDepth(block);
    if (!depth) {
      open = [];
      itemDepths = [];
      keys = [];
      continue;
    }
    const own = quoteKeys(block);
    open.length = itemDepths.length = Math.min(open.length, depth, firstDifference(own, keys));
    keys = own;
    // A quote inside a list item (its lines say how many items deep, whichever block opens it) is the
    // first quote opened for it. (blocksIntoItems puts it back into the item.)
    let inItem = blockAttribute(block, IN_ITEM_ATTRIBUTE);
    while (open.length < depth) {
      const quote = doc.createElement('blockquote');
      itemDepths.push(inItem && /^[1-9]$/.test(inItem) ? Number(inItem) : 0);
      if (inItem) {
        quote.setAttribute(IN_ITEM_ATTRIBUTE, inItem);
        inItem = null;
      }
      if (open.length) open[open.length - 1].append(quote);
      else block.before(quote);
      open.push(quote);
    }
    const quote = open[depth - 1];
    relativeToQuote(block, itemDepths.reduce((sum, items) => sum + items, 0));
    if (block.nodeName === 'BLOCKQUOTE') {
      const paragraph = doc.createElement('p');
      paragraph.append(...Array.from(block.childNodes));
      quote.append(paragraph);
      block.remove();
      continue;
    }
    for (const element of [block, ...Array.from(block.querySelectorAll(`[${QUOTE_ATTRIBUTE}], [${QUOTE_ID_ATTRIBUTE}]`))]) {
      element.removeAttribute(QUOTE_ATTRIBUTE);
      element.removeAttribute(QUOTE_ID_ATTRIBUTE);
    }
    quote.append(block);
  }
}

/** Whether `html` holds blocks that `nestQuoteBlocks` puts back into quotes. */
export function hasQuoteBlocks(html: string): boolean {
  return html.includes(QUOTE_ATTRIBUTE);
}

/** Joins each quote marked as a further paragraph to the quote before it (HTML read from Quill). */
export function joinQuoteParagraphs(root: Element): void {
  const doc = root.ownerDocument;
  for (const quote of Array.from(root.querySelectorAll(`blockquote[${CONTINUE_ATTRIBUTE}]`))) {
    const before = quote.previousElementSibling;
    if (before?.nodeName !== 'BLOCKQUOTE') continue;
    const paragraph = (from: Node[]) => {
      const p = doc.createElement('p');
      p.append(...from);
      return p;
    };
    if (!before.querySelector(':scope > p')) before.append(paragraph(Array.from(before.childNodes)));
    before.append(paragraph(Array.from(quote.childNodes)));
    quote.remove();
  }
}

/** Whether `html` holds quotes that `joinQuoteParagraphs` joins. */
export function hasQuoteParagraphs(html: string): boolean {
  return /<blockquote [^>]*data-kit-continue/.test(html);
}
