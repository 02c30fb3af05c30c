import type QuillType from 'quill';
import { nextQuoteKey } from '../wysiwyg/kit-block-attributes';
import { type KitCellBlot, gridOf } from './ww-table-selection-manager';

/*
 * Where a block the WYSIWYG commands make (a table, a divider) goes: after the cursor's line (in
 * place of an empty one), in the list item and the quote the cursor is in, as markdown mode puts it.
 */

/**
 * Where a new block (a table, a divider) goes for a cursor at `index`: in place of the current
 * line when it is an empty paragraph (which then stays below the new block), else after the
 * current block. A list item counts as its own block; a code block or a table as a whole, since
 * Quill cannot split them around another block.
 * @returns the index to insert at, and whether a paragraph must follow (nothing comes after).
 */
export function blockInsertionPoint(quill: QuillType, index: number): { at: number; lineAfter: boolean } {
  const [line] = quill.getLine(Math.max(0, Math.min(index, quill.getLength() - 1)));
  if (!line) return { at: 0, lineAfter: false };
  const name = line.statics.blotName;
  if (name === 'block' && line.length() === 1) return { at: quill.getIndex(line), lineAfter: false };
  let block: { length(): number } = line;
  if (name === 'table') block = gridOf(quill, line as unknown as KitCellBlot).table;
  else if (name === 'code-block' && line.parent) block = line.parent;
  const at = quill.getIndex(block as never) + block.length();
  return { at, lineAfter: at >= quill.getLength() };
}

/** A Quill line blot, as far as walking a quote's lines needs it. */
interface QuoteLine {
  formats(): Record<string, unknown>;
  prev: QuoteLine | null;
  next: QuoteLine | null;
}

/** Whether a line's `formats` are those of a quote of paragraphs (Quill's own quote format, not kit's quote of blocks). */
export function isPlainQuoteFormats(formats: Record<string, unknown>): boolean {
  return !!formats['blockquote'] && !formats['kit-quote'];
}

/** Whether `line` is a line of a quote of paragraphs. */
function isPlainQuoteLine(line: QuoteLine | null): line is QuoteLine {
  return isPlainQuoteFormats(line?.formats?.() ?? {});
}

/**
 * Makes the quote of paragraphs at `index` a quote of blocks (wysiwyg/kit-block-attributes.ts),
 * so a block can go into it: each of its lines (the first, and the further paragraphs that
 * continue it, `kit-continue`) gets depth 1 and one new quote key. A plain quote line holds no
 * blocks: without this a table made there went after the quote, where markdown mode puts it inside.
 */
export function quoteParagraphsAsBlocks(quill: QuillType, index: number): void {
  let line = quill.getLine(index)[0] as unknown as QuoteLine | null;
  if (!isPlainQuoteLine(line)) return;
  while (line.formats()['kit-continue'] && isPlainQuoteLine(line.prev)) line = line.prev;
  const lines: QuoteLine[] = [line];
  for (let next = line.next; isPlainQuoteLine(next) && next.formats()['kit-continue']; next = next.next) lines.push(next);
  const key = nextQuoteKey();
  for (const each of lines) {
    quill.formatLine(quill.getIndex(each as never), 1, { 'kit-quote': '1', 'kit-quote-id': key, 'kit-continue': false }, 'user');
  }
}

/**
 * Where a block made at the line of `index` belongs, as line formats for its lines: in the list
 * item the cursor is in (`kit-in-item`, its depth) and in the quote of blocks it is in, as markdown
 * mode puts a table in the item or quote at the cursor (a quote of paragraphs becomes a quote of
 * blocks first: `quoteParagraphsAsBlocks`).
 */
export function placeOfBlockAt(quill: QuillType, index: number): Record<string, string> {
  const formats = (quill.getLine(index)[0]?.formats() ?? {}) as Record<string, unknown>;
  const place: Record<string, string> = {};
  const depth = formats['list'] ? (Number(formats['indent']) || 0) + 1 : Number(formats['kit-in-item']) || 0;
  if (depth > 0) place['kit-in-item'] = String(Math.min(depth, 9));
  for (const name of ['kit-quote', 'kit-quote-id']) if (typeof formats[name] === 'string') place[name] = formats[name] as string;
  return place;
}

