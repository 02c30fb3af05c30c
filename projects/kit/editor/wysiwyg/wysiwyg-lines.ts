import { sameQuote } from './kit-block-attributes';
import type QuillType from 'quill';

/*
 * What the block map (wysiwyg-source-map.ts) asks about the lines of the WYSIWYG content after an
 * edit, to tell which neighbouring blocks must be converted together.
 */

/** What the questions below ask of Quill: its length and the line at an index. */
export type KitLines = Pick<QuillType, 'getLength' | 'getLine'>;

/**
 * The content's lines listed once (or those of `index`–`index + length`), for many questions
 * about content that does not change meanwhile: `getLine` by a binary search over their starts
 * (Quill's own beyond them), `getLength` Quill's. (Quill walks its lines from the top for each:
 * after Delete over a third of a 300 KB document, making its markdown asked ~2,500 times and took
 * 1.1 s; Delete over 90 % of 150 KB with a table looked each line break up: 5 s.)
 */
export function listedLines(quill: QuillType, index?: number, length?: number): KitLines {
  const lines = index === undefined ? quill.getLines() : quill.getLines(index, length);
  const starts: number[] = [];
  let end = index === undefined || !lines.length ? 0 : quill.getIndex(lines[0]);
  const first = end;
  for (const line of lines) {
    starts.push(end);
    end += line.length();
  }
  const total = index === undefined ? end : undefined;
  return {
    getLength: () => total ?? quill.getLength(),
    getLine: (at: number) => {
      if (!(at >= first && at < end)) return quill.getLine(at);
      let low = 0;
      let high = lines.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle] <= at) low = middle;
        else high = middle - 1;
      }
      return [lines[low], at - starts[low]];
    },
  };
}

/** The block formats of the line at `index`: none past the content or for a block embed (a rule). */
export function lineFormatsAt(quill: KitLines, index: number): Record<string, unknown> {
  if (index < 0 || index >= quill.getLength()) return {};
  const [line] = quill.getLine(index);
  const formats = line?.formats?.() as Record<string, unknown> | undefined;
  if (formats) return formats;
  // A block embed (a rule, a raw HTML block) has no formats of its own: its block attributes
  // (kit-in-item, kit-quote) are in its attribute store. Without them a rule made in a list's last
  // item or at a quote's end looked like a block of its own and was written outside them.
  return ((line as unknown as { attributes?: { values(): Record<string, unknown> } } | null)?.attributes?.values() ?? {});
}

/** The kind of list the line at `index` is an item of (tasks of both states are one kind), or null. */
export function listKindAt(quill: KitLines, index: number): 'bullet' | 'ordered' | 'task' | null {
  const list = lineFormatsAt(quill, index)['list'];
  return list === 'checked' || list === 'unchecked' ? 'task' : list === 'bullet' || list === 'ordered' ? list : null;
}

/** Whether `index` is where a line starts (or the end of the content). */
export function startsLine(quill: KitLines, index: number): boolean {
  if (index <= 0 || index >= quill.getLength()) return true;
  const [line, offset] = quill.getLine(index);
  return !line || offset === 0;
}

/** Whether the line at `index` is a block embed (a thematic break, a raw HTML block): a line with no line break. */
export function isBlockEmbedAt(quill: KitLines, index: number): boolean {
  if (index < 0 || index >= quill.getLength()) return false;
  const [line] = quill.getLine(index);
  return !!line && (line as { children?: unknown }).children === undefined;
}

/** Where the line at `index` ends: the index after its newline. */
export function lineEndAt(quill: KitLines, index: number): number {
  const [line, offset] = quill.getLine(index);
  return line ? index - offset + line.length() : index + 1;
}

/**
 * The block that holds the line at `index` as one of its lines: the table (Quill's table
 * container blot) of a cell, the code block (container) of a code line; null for other lines.
 */
function containerAt(quill: KitLines, index: number): unknown {
  if (index < 0 || index >= quill.getLength()) return null;
  const [line] = quill.getLine(index);
  const name = line?.statics.blotName;
  // A cell's parents: its row, the table body, the table.
  return name === 'table' ? (line!.parent?.parent?.parent ?? null) : name === 'code-block' ? (line!.parent ?? null) : null;
}

/**
 * Whether the line at `index` is, in markdown, more of the block the line before it ends: a row
 * of the same table, a line of the same code block, a further paragraph (`kit-continue`) of the
 * quote before, or a line of the same quote of blocks. (A further paragraph of a list item is the list's: the block map converts a list
 * with the lines it gains.)
 */
export function continuesLineBefore(quill: KitLines, index: number): boolean {
  // A block of a list item (`kit-in-item`: a table made in the item) right after the item's list
  // is more of that list: converted apart from it, it could not go back into the item.
  if (lineFormatsAt(quill, index)['kit-in-item']) {
    const before = lineFormatsAt(quill, index - 1);
    if (before['list'] || before['kit-in-item']) return true;
  }
  const container = containerAt(quill, index);
  if (container !== null && container === containerAt(quill, index - 1)) return true;
  const formats = lineFormatsAt(quill, index);
  const before = lineFormatsAt(quill, index - 1);
  // A table or code block of a quote of blocks right after another block of that quote (a table
  // made after a quoted code block) is more of the quote: converted apart, it made a second quote.
  if (container !== null) return !!formats['kit-quote'] && sameQuote(formats, before);
  // A line of a quote of blocks (nested quotes, quoted lists...) with the keys of the quote before
  // is a line of that very quote (Enter at its end copies them).
  // So is a line of a quote the line before is nested in (Enter twice in a nested quote steps out
  // one level, into the outer quote: its keys start that line's keys, outermost first).
  if (formats['kit-quote']) return sameQuote(formats, before) || inOuterQuote(formats, before);
  return !!formats['kit-continue'] && !!formats['blockquote'] && !!before['blockquote'];
}

/** Whether the quote of blocks `line` is in is one that `inner` is nested in (its keys start `inner`'s). */
function inOuterQuote(line: Record<string, unknown>, inner: Record<string, unknown>): boolean {
  const keys = line['kit-quote-id'];
  const innerKeys = inner['kit-quote-id'];
  return typeof keys === 'string' && typeof innerKeys === 'string' && keys !== '' && innerKeys.startsWith(`${keys} `);
}
