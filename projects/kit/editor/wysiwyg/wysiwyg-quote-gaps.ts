import { CONTINUE_ATTRIBUTE, isQuoteDepth, isQuoteKeys, QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE } from './kit-block-attributes';


/**
 * Marks a WYSIWYG line that starts another quote right after a quote (`> - a\n\n> - b`), with the
 * depth of the quote it starts (1: a quote of its own; 2: another quote inside the same quote).
 * Quill draws every line of a quote as a line of its own, so the bars of two neighbouring quotes ran
 * on and read as one quote; the stylesheet leaves a gap above a marked line. CSS alone cannot tell
 * where a quote of blocks ends (its lines differ only in `data-kit-quote-id`), hence a mark.
 * A line mark (wysiwyg-line-marks.ts): drawing only, never in the Delta or Quill's HTML.
 */
export const QUOTE_GAP_ATTRIBUTE = 'data-kit-quote-gap';

/** A line's quote: the keys of a quote of blocks (none: it joins its neighbour), or a plain quote line. */
type LineQuote = { keys: string[] } | { plain: true; continues: boolean } | null;

function quoteOf(line: Element): LineQuote {
  if (isQuoteDepth(line.getAttribute(QUOTE_ATTRIBUTE))) {
    const keys = line.getAttribute(QUOTE_ID_ATTRIBUTE);
    return { keys: isQuoteKeys(keys) ? keys.split(' ') : [] };
  }
  if (line.nodeName === 'BLOCKQUOTE') return { plain: true, continues: line.hasAttribute(CONTINUE_ATTRIBUTE) };
  return null;
}

/**
 * The depth of the quote `line` starts right after the quote `before` is in, or 0. The rules are
 * those the HTML is nested by (nestQuoteBlocks, joinQuoteParagraphs): a plain quote line starts a
 * quote unless it continues one, a plain quote and a quote of blocks are two quotes, and a quote of
 * blocks starts at the first depth where the two lines' keys differ (a line without keys joins).
 */
export function quoteGapDepth(before: Element | null, line: Element): number {
  const above = before && quoteOf(before);
  const own = quoteOf(line);
  if (!above || !own) return 0;
  if ('plain' in own) return own.continues ? 0 : 1;
  if ('plain' in above) return 1;
  if (!above.keys.length || !own.keys.length) return 0;
  const depth = Math.min(above.keys.length, own.keys.length);
  for (let i = 0; i < depth; i++) if (above.keys[i] !== own.keys[i]) return i + 1;
  return 0;
}

/**
 * Marks a WYSIWYG line that leaves a quote: it is quoted no more, the line above it is. A quote of
 * list items, a code block or a table is drawn by its lines inside Quill's container, which leaves no
 * space after it for the quote's end ("> - q / (blank) / para" drew para right under q); the
 * stylesheet gives a marked block the space a quote ends with. A line mark (wysiwyg-line-marks.ts).
 */
export const AFTER_QUOTE_ATTRIBUTE = 'data-kit-after-quote';

/** Whether `line` leaves the quote that `before` (the line above it) is in. */
export function leavesQuote(before: Element | null, line: Element): boolean {
  return !!before && quoteOf(before) !== null && quoteOf(line) === null;
}
