import { isBlockChild, isQuoteKeys, nextQuoteKey, QUOTE_ATTRIBUTE, QUOTE_DEPTHS, QUOTE_ID_ATTRIBUTE } from './kit-block-attributes';
import { mapLineFormats } from './delta-lines';
import type { QuillClass } from './quill-loader';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's clipboard, Delta and Parchment are untyped imports. */

/*
 * Quotes of blocks (`> - a`, `> ## T`, a fence, `> > x`) in Quill: the `kit-quote` (depth) and
 * `kit-quote-id` (which quotes) block attributes, the clipboard matcher that sets them when a
 * document loads, and Enter on an empty line. What they mean, and how the HTML read from Quill
 * is nested back into quotes, is in kit-block-attributes.ts and convertor/wysiwyg-html-quotes.ts.
 */


/** Block formats that cannot share a line with Quill's quote. */
const OTHER_BLOCKS = ['list', 'code-block', 'header', 'table'];

/** Kit's block embeds, which are no line and so no quote line: a quote carries them by their attributes. */
const BLOCK_EMBEDS = ['html-block', 'divider'];

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
  const quote = new Parchment.Attributor('kit-quote', QUOTE_ATTRIBUTE, { scope, whitelist: QUOTE_DEPTHS });
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
  for (let at = node.parentElement?.closest('blockquote'); at && depth < QUOTE_DEPTHS.length; at = at.parentElement?.closest('blockquote')) depth++;
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
        return isQuoteKeys(inner) ? { ...attributes, 'kit-quote-id': `${key} ${inner}`.split(' ').slice(0, QUOTE_DEPTHS.length).join(' ') } : attributes;
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

