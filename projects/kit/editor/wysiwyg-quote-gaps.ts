import type QuillType from 'quill';
import { CONTINUE_ATTRIBUTE } from './wysiwyg-lists';
import { QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE, isQuoteDepth, isQuoteKeys } from './wysiwyg-quote-blocks';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's line blots and Delta ops are untyped here. */

/**
 * Marks a WYSIWYG line that starts another quote right after a quote (`> - a\n\n> - b`), with the
 * depth of the quote it starts (1: a quote of its own; 2: another quote inside the same quote).
 * Quill draws every line of a quote as a line of its own, so the bars of two neighbouring quotes ran
 * on and read as one quote; the stylesheet leaves a gap above a marked line. CSS alone cannot tell
 * where a quote of blocks ends (its lines differ only in `data-kit-quote-id`), hence a mark.
 *
 * The mark is drawing only: no Quill format (Enter would copy it to the new line), never in the
 * Delta, and taken out of Quill's HTML (getHtml, getMarkdown, copy).
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

/** Sets the mark of `line` from the line before it, writing only a changed value (each write makes Quill re-read the document). */
function markLine(before: Element | null, line: Element): void {
  const depth = quoteGapDepth(before, line);
  const value = depth ? String(depth) : null;
  if (line.getAttribute(QUOTE_GAP_ATTRIBUTE) === value) return;
  if (value) line.setAttribute(QUOTE_GAP_ATTRIBUTE, value);
  else line.removeAttribute(QUOTE_GAP_ATTRIBUTE);
}

/** The first and last index a Delta of a change touches in the new document, or null. */
function changedSpan(delta: { ops: any[] }): [number, number] | null {
  let index = 0;
  let start = Infinity;
  let end = -1;
  const touch = (from: number, to: number) => {
    start = Math.min(start, from);
    end = Math.max(end, to);
  };
  for (const op of delta.ops) {
    if (op.delete) touch(index, index);
    else if (op.insert !== undefined) {
      const length = typeof op.insert === 'string' ? op.insert.length : 1;
      touch(index, index + length);
      index += length;
    } else {
      const length = typeof op.retain === 'number' ? op.retain : 1;
      if (op.attributes || typeof op.retain !== 'number') touch(index, index + length);
      index += length;
    }
  }
  return end < 0 ? null : [start, end];
}

/**
 * Whether a change only puts text into lines (typing): no line break inserted, nothing deleted
 * (a deletion may join lines), no format on a retain (a line's format may change). A line's mark
 * depends only on its own and its neighbour's quote formats, so then no mark can change, and
 * marking, which looks lines up by index (a walk from the top of a long document), is skipped.
 */
function keepsLines(delta: { ops: any[] }): boolean {
  return delta.ops.every((op) =>
    op.insert !== undefined ? typeof op.insert === 'string' && !op.insert.includes('\n') : typeof op.retain === 'number' && !op.attributes,
  );
}

/**
 * Marks the lines of a change, and the line after it (its neighbour above changed): only those, so
 * typing in a long document costs no walk over it. Every change goes through Quill's `editor-change`,
 * silent loads too. Writing a mark is a DOM change Quill reads back as no change of content.
 */
function markChange(quill: QuillType, delta: { ops: any[] }): void {
  if (keepsLines(delta)) return;
  const span = changedSpan(delta);
  if (span) markQuoteGaps(quill, span[0], span[1]);
}

/**
 * Marks the lines from index `start` to `end` of `quill`'s content, and the line after them; for
 * content that went in without Quill's events (blocks of a long document added while it loads).
 */
export function markQuoteGaps(quill: QuillType, start: number, end: number): void {
  const last = quill.getLength() - 1;
  const first = Math.min(start, last);
  const final = Math.min(end, last);
  const [line, offset] = quill.getLine(first);
  const [endLine, endOffset] = quill.getLine(final);
  if (!line || !endLine) return;
  const lineStart = first - offset;
  const from = Math.max(0, lineStart - 1); // the line above, which the first line is compared with
  const to = Math.min(final - endOffset + endLine.length() + 1, last + 1); // into the line below
  const lines = quill.getLines(from, Math.max(1, to - from)) as any[];
  if (lineStart === 0) markLine(null, lines[0].domNode);
  for (let i = 1; i < lines.length; i++) markLine(lines[i - 1].domNode, lines[i].domNode);
}

/** The attribute in a start tag of Quill's HTML (attribute values there have their quotes escaped). */
const GAP_IN_TAG = new RegExp(`(<[a-z][a-z0-9]*(?: [^\\s"'>/=]+(?:="[^"]*")?)*) ${QUOTE_GAP_ATTRIBUTE}="[1-9]"`, 'g');

/** `html` (Quill's semantic HTML) without quote gap marks. */
export function withoutQuoteGaps(html: string): string {
  return html.includes(QUOTE_GAP_ATTRIBUTE) ? html.replace(GAP_IN_TAG, '$1') : html;
}

/**
 * Keeps the quote gap marks of `quill`'s lines up to date, and out of its semantic HTML, which is
 * what kit reads the content from and what Quill puts on the clipboard.
 */
export function addKitQuoteGaps(quill: QuillType): void {
  quill.on('editor-change', (name: string, delta: unknown) => {
    if (name === 'text-change') markChange(quill, delta as { ops: any[] });
  });
  const semanticHtml = quill.getSemanticHTML.bind(quill) as (...args: unknown[]) => string;
  quill.getSemanticHTML = ((...args: unknown[]) => withoutQuoteGaps(semanticHtml(...args))) as typeof quill.getSemanticHTML;
}
