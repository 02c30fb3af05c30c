import { mapLineFormats } from './delta-lines';
import type { QuillClass } from './quill-loader';
import { EMPTY_ITEM_ATTRIBUTE, IN_ITEM_ATTRIBUTE, START_ATTRIBUTE } from './wysiwyg-lists';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's clipboard, Delta and Parchment are untyped imports. */

/**
 * Block quotes that hold other blocks (`> - a`, `> ## T`, a fence, `> > x`) in WYSIWYG. Quill's
 * quote is a line format like a list item, a heading or a code line, so one line cannot be both;
 * a list in a quote was drawn and written back without its quote. Every line of such a quote keeps
 * how many quotes deep it is in `data-kit-quote` (a block attribute, so any kind of line can carry
 * it and Enter copies it to the new line), and the HTML read from Quill is nested back into quotes
 * before it becomes markdown.
 *
 * A quote line (Quill's `blockquote`) with the attribute is a paragraph at that depth (2: a quote in
 * a quote); any other line is its block at that depth. Quotes of paragraphs only, outside other
 * quotes, keep Quill's plain quote lines (see wysiwyg-quotes.ts).
 */
export const QUOTE_ATTRIBUTE = 'data-kit-quote';

/**
 * Which quotes a line of a quote of blocks is in, outermost first (`kq1 kq4`: one key per depth).
 * Depths alone cannot tell one quote from two: `> - a` and `> - b` a blank line apart are two
 * quotes in markdown, but their lines are next to each other at depth 1 in Quill. Each quote kit
 * loads gets a key of its own; Enter copies the line's keys to the new line, which stays in the
 * same quotes. Lines Quill makes without keys join the quote next to them, as before.
 */
export const QUOTE_ID_ATTRIBUTE = 'data-kit-quote-id';

/** How deep quotes may nest and still be told apart (markdown has no limit; nine is plenty). */
const DEPTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Whether `value` is a quote depth kit writes (`data-kit-quote`), so it may go into HTML. */
export function isQuoteDepth(value: unknown): value is string {
  return typeof value === 'string' && DEPTHS.includes(value);
}

/** Whether `value` is a list of quote keys kit writes (`data-kit-quote-id`), so it may go into HTML. */
export function isQuoteKeys(value: unknown): value is string {
  return typeof value === 'string' && /^kq[0-9a-z]{1,12}(?: kq[0-9a-z]{1,12}){0,8}$/.test(value);
}

/**
 * A line's place in quotes of blocks, as one of kit's representations holds it: the formats of a
 * Quill line (`kit-quote`, `kit-quote-id`) or an element carrying the attributes (Quill's line
 * element, or an element of the HTML read from Quill).
 */
export type KitQuotedLine = Element | Readonly<Record<string, unknown>>;

/** The depth and keys a line says it has (null where it says none). */
function quotePlace(line: KitQuotedLine): [unknown, unknown] {
  if (typeof (line as Element).getAttribute === 'function') {
    const element = line as Element;
    return [element.getAttribute(QUOTE_ATTRIBUTE), element.getAttribute(QUOTE_ID_ATTRIBUTE)];
  }
  const formats = line as Readonly<Record<string, unknown>>;
  return [formats['kit-quote'] ?? null, formats['kit-quote-id'] ?? null];
}

/**
 * Whether two lines are in the same quote of blocks (the same depth and quote keys), or both in
 * none: the one rule that tells where a list, a code block or a run of lines ends at a quote's
 * edge. Compare lines of one representation (both formats, or both elements).
 */
export function sameQuote(a: KitQuotedLine, b: KitQuotedLine): boolean {
  const [depthA, keysA] = quotePlace(a);
  const [depthB, keysB] = quotePlace(b);
  return depthA === depthB && keysA === keysB;
}

let quoteCount = 0;

/** A key for one more quote of this page. */
function nextQuoteKey(): string {
  return `kq${(quoteCount++).toString(36)}`;
}

/** Block formats that cannot share a line with Quill's quote. */
const OTHER_BLOCKS = ['list', 'code-block', 'header', 'table'];

/** Kit's block embeds, which are no line and so no quote line: a quote carries them by their attributes. */
const BLOCK_EMBEDS = ['html-block', 'divider'];

/** Elements of a quote's (or a list item's) HTML that are blocks of their own, not paragraph text. */
export function isBlockChild(child: Element): boolean {
  return /^(UL|OL|PRE|H[1-6]|BLOCKQUOTE|TABLE|HR)$/.test(child.nodeName) || child.classList.contains('kit-html-block');
}

/** Whether a Delta op inserts one of kit's block embeds (a rule, a raw HTML block). */
export function isBlockEmbed(op: any): boolean {
  return typeof op?.insert === 'object' && op.insert !== null && BLOCK_EMBEDS.some((name) => name in op.insert);
}

/**
 * A quote's Delta with its block embeds in the quote too (`formats`: a line's formats to theirs),
 * and without the line break Quill ends the quote with after an embed that ends it: an embed is a
 * block of its own, so that break would be an empty line of the quote after it.
 */
function quoteBlockEmbeds(Delta: any, delta: any, formats: (attributes: Record<string, unknown> | undefined) => Record<string, unknown> | undefined): any {
  const ops = delta.ops.map((op: any) => (isBlockEmbed(op) ? { ...op, attributes: formats(op.attributes) } : op));
  const last = ops.length - 1;
  if (last > 0 && ops[last].insert === '\n' && isBlockEmbed(ops[last - 1])) ops.pop();
  return new Delta(ops);
}

let registered = false;

/** Registers the `kit-quote` and `kit-quote-id` block attributes (once per page: Quill's registry is global). */
export function registerKitQuoteBlocks(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  const Parchment = Quill.import('parchment') as unknown as { Attributor: new (...args: any[]) => any; Scope: Record<string, number> };
  const scope = Parchment.Scope['BLOCK'];
  const quote = new Parchment.Attributor('kit-quote', QUOTE_ATTRIBUTE, { scope, whitelist: DEPTHS });
  // No whitelist can list the keys: only their shape is checked.
  class QuoteKeys extends Parchment.Attributor {
    canAdd(node: HTMLElement, value: unknown): boolean {
      return isQuoteKeys(value) && super.canAdd(node, value);
    }
  }
  const keys = new QuoteKeys('kit-quote-id', QUOTE_ID_ATTRIBUTE, { scope });
  Quill.register({ 'formats/kit-quote': quote, 'formats/kit-quote-id': keys } as Record<string, any>, true);
}

/**
 * How many quotes deep `node` (a `<blockquote>`) is: 1 plus the quotes it is in, also through a
 * list item (`> - a\n>\n>   > q`: the quote in the item is 2 deep).
 */
function depthOf(node: HTMLElement): number {
  let depth = 1;
  for (let at = node.parentElement?.closest('blockquote'); at && depth < DEPTHS.length; at = at.parentElement?.closest('blockquote')) depth++;
  return depth;
}

/**
 * The clipboard matcher for quotes of blocks. Quill's own blot matcher has already put the quote
 * format on every line of the quote (except the quote lines of a quote inside, which had it), so
 * the lines inside a nested quote are told apart by the depth their own quote gave them.
 */
export function addKitQuoteBlocksMatcher(quill: any, Quill: QuillClass): void {
  const Delta = Quill.import('delta') as any;
  quill.clipboard.addMatcher('blockquote', (node: HTMLElement, delta: any) => {
    const depth = depthOf(node);
    const holdsBlocks = Array.from(node.children).some(isBlockChild);
    if (!holdsBlocks && depth === 1) return delta;
    const value = String(depth);
    const key = nextQuoteKey();
    const formats = (attributes: Record<string, unknown> | undefined) => {
      if (attributes?.['kit-quote']) {
        // A line of a quote inside: its depth is set, and this quote comes before the quotes it is in.
        const inner = attributes['kit-quote-id'];
        return isQuoteKeys(inner) ? { ...attributes, 'kit-quote-id': `${key} ${inner}`.split(' ').slice(0, DEPTHS.length).join(' ') } : attributes;
      }
      const other = OTHER_BLOCKS.some((name) => attributes?.[name]);
      if (!other && !attributes?.['blockquote']) return attributes; // a line of some other container: left as Quill has it
      const { blockquote: _quote, ...rest } = attributes ?? {};
      return { ...(other ? rest : attributes), 'kit-quote': value, 'kit-quote-id': key };
    };
    // An embed is in this quote as a block of it, or in a quote inside, as a line is.
    const embeds = (attributes: Record<string, unknown> | undefined) => {
      if (attributes?.['kit-quote']) return formats(attributes);
      const { blockquote: _quote, ...rest } = attributes ?? {};
      return { ...rest, 'kit-quote': value, 'kit-quote-id': key };
    };
    return quoteBlockEmbeds(Delta, mapLineFormats(Delta, delta, formats), embeds);
  });
}

/**
 * Enter on an empty line of a quote of blocks goes one quote out, as Enter on an empty `> ` line
 * does in markdown mode: Enter copies the depth to each new line, and Quill's own empty-line rules
 * only clear its quote and list formats, so the depth alone would keep every new line quoted.
 * An empty list item or code line is left to Quill first (it ends the list or the code).
 */
export function addKitQuoteBlocksEnter(quill: any): void {
  const keyboard = quill.keyboard;
  keyboard.addBinding({ key: 'Enter', collapsed: true, empty: true, format: ['kit-quote'] }, (range: { index: number }, context: { format: Record<string, unknown> }) => {
    const { format } = context;
    if (format['list'] || format['code-block'] || format['header']) return true;
    const depth = Number(format['kit-quote']);
    // One quote out: the line stays in the quotes around the one it leaves.
    const keys = format['kit-quote-id'];
    const outer = depth > 1 && isQuoteKeys(keys) ? keys.split(' ').slice(0, depth - 1).join(' ') : false;
    const formats = depth > 1 ? { 'kit-quote': String(depth - 1), 'kit-quote-id': outer, blockquote: true } : { 'kit-quote': false, 'kit-quote-id': false, blockquote: false };
    quill.formatLine(range.index, 1, formats, 'user');
    return false;
  });
  // Before Quill's own Enter bindings, which would split the line first.
  const bindings = keyboard.bindings['Enter'];
  bindings.unshift(bindings.pop());
}

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
