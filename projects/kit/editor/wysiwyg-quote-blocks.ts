import { mapLineFormats } from './delta-lines';
import type { QuillClass } from './quill-loader';

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

/** How deep quotes may nest and still be told apart (markdown has no limit; nine is plenty). */
const DEPTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Whether `value` is a quote depth kit writes (`data-kit-quote`), so it may go into HTML. */
export function isQuoteDepth(value: unknown): value is string {
  return typeof value === 'string' && DEPTHS.includes(value);
}

/** Block formats that cannot share a line with Quill's quote. */
const OTHER_BLOCKS = ['list', 'code-block', 'header'];

/** Elements of a quote's HTML that make it a quote of blocks (not of paragraphs only). */
const BLOCK_CHILDREN = /^(UL|OL|PRE|H[1-6]|BLOCKQUOTE)$/;

let registered = false;

/** Registers the `kit-quote` block attribute (once per page: Quill's registry is global). */
export function registerKitQuoteBlocks(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  const Parchment = Quill.import('parchment') as unknown as { Attributor: new (...args: any[]) => unknown; Scope: Record<string, number> };
  const quote = new Parchment.Attributor('kit-quote', QUOTE_ATTRIBUTE, { scope: Parchment.Scope['BLOCK'], whitelist: DEPTHS });
  Quill.register({ 'formats/kit-quote': quote } as Record<string, any>, true);
}

/** How many quotes deep `node` (a `<blockquote>`) is: 1 plus the quotes it sits directly in. */
function depthOf(node: HTMLElement): number {
  let depth = 1;
  for (let at = node.parentElement; at?.nodeName === 'BLOCKQUOTE' && depth < DEPTHS.length; at = at.parentElement) depth++;
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
    const holdsBlocks = Array.from(node.children).some((child) => BLOCK_CHILDREN.test(child.nodeName));
    if (!holdsBlocks && depth === 1) return delta;
    const value = String(depth);
    return mapLineFormats(Delta, delta, (attributes) => {
      if (attributes?.['kit-quote']) return attributes; // a line of a quote inside: its depth is set
      const other = OTHER_BLOCKS.some((name) => attributes?.[name]);
      if (!other && !attributes?.['blockquote']) return attributes; // a table cell and the like: left as Quill has it
      const { blockquote: _quote, ...rest } = attributes ?? {};
      return other ? { ...rest, 'kit-quote': value } : { ...attributes, 'kit-quote': value };
    });
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
    const formats = depth > 1 ? { 'kit-quote': String(depth - 1), blockquote: true } : { 'kit-quote': false, blockquote: false };
    quill.formatLine(range.index, 1, formats, 'user');
    return false;
  });
  // Before Quill's own Enter bindings, which would split the line first.
  const bindings = keyboard.bindings['Enter'];
  bindings.unshift(bindings.pop());
}

/** The depth an element of Quill's HTML says it is at, or 0 (not in a quote of blocks). */
function quoteDepth(element: Element): number {
  const own = element.getAttribute(QUOTE_ATTRIBUTE);
  const value = own ?? (/^(UL|OL)$/.test(element.nodeName) ? element.firstElementChild?.getAttribute(QUOTE_ATTRIBUTE) : null);
  return isQuoteDepth(value) ? Number(value) : 0;
}

/**
 * Quill puts neighbouring list items in one list whatever their depth: splits a list where the
 * depth of its items changes, so each part can go into its own quote.
 */
function splitListsByDepth(root: Element): void {
  for (const list of Array.from(root.children)) {
    if (!/^(UL|OL)$/.test(list.nodeName)) continue;
    const items = Array.from(list.children);
    let part = list;
    for (let i = 1; i < items.length; i++) {
      if (items[i].getAttribute(QUOTE_ATTRIBUTE) === items[i - 1].getAttribute(QUOTE_ATTRIBUTE)) {
        if (part !== list) part.append(items[i]);
        continue;
      }
      const next = list.ownerDocument.createElement(list.nodeName);
      // A list at another depth is another markdown list: it counts from its own start.
      if (list.nodeName === 'OL') {
        const start = items[i].getAttribute('data-kit-start');
        if (start && /^\d{1,9}$/.test(start)) next.setAttribute('start', start);
      }
      part.after(next);
      next.append(items[i]);
      part = next;
    }
  }
}

/**
 * Nests the blocks of Quill's HTML (the top level of `root`) that carry a quote depth back into
 * quotes: each run of such blocks becomes one quote, with a quote inside for each deeper part. A
 * quote line becomes a paragraph of the quote at its depth. The HTML markdown is written from.
 */
export function nestQuoteBlocks(root: Element): void {
  splitListsByDepth(root);
  const doc = root.ownerDocument;
  let open: Element[] = []; // open[i] is the quote at depth i + 1
  for (const block of Array.from(root.children)) {
    const depth = quoteDepth(block);
    if (!depth) {
      open = [];
      continue;
    }
    open.length = Math.min(open.length, depth);
    while (open.length < depth) {
      const quote = doc.createElement('blockquote');
      if (open.length) open[open.length - 1].append(quote);
      else block.before(quote);
      open.push(quote);
    }
    const quote = open[depth - 1];
    if (block.nodeName === 'BLOCKQUOTE') {
      const paragraph = doc.createElement('p');
      paragraph.append(...Array.from(block.childNodes));
      quote.append(paragraph);
      block.remove();
      continue;
    }
    block.removeAttribute(QUOTE_ATTRIBUTE);
    for (const item of Array.from(block.querySelectorAll(`[${QUOTE_ATTRIBUTE}]`))) item.removeAttribute(QUOTE_ATTRIBUTE);
    quote.append(block);
  }
}

/** Whether `html` holds blocks that `nestQuoteBlocks` puts back into quotes. */
export function hasQuoteBlocks(html: string): boolean {
  return html.includes(QUOTE_ATTRIBUTE);
}
