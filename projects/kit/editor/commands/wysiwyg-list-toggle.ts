import type QuillType from 'quill';
import { nextQuoteKey } from '../wysiwyg/kit-block-attributes';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { type SelectedLine, TEXT_LINES, formatLines, isEditable, selectedLines } from './wysiwyg-selected-lines';

/*
 * UL, OL and Task in WYSIWYG: lists on the selected lines, in or out, in the right list and quote.
 */

/** A list kind: bullets, numbers or tasks (Quill's `checked`/`unchecked` list items). */
export type ListKind = 'bullet' | 'ordered' | 'task';

/** Whether a line's `list` value is of `kind`. */
function isList(kind: ListKind, value: unknown): boolean {
  return kind === 'task' ? value === 'checked' || value === 'unchecked' : value === kind;
}

/**
 * Toggles a list on the selected lines. Items that change kind keep their nesting; tasks that are
 * already tasks keep their check state; lines that leave a list lose their nesting. Numbered items
 * made tasks stay numbered (`1. [ ] a`, `kit-ordered`). A further paragraph of an item
 * (`kit-continue`) becomes an item nested in it; a quote's paragraph an item of a list in the quote.
 */
export function toggleList(view: KitWysiwygView, kind: ListKind): boolean {
  const quill = view.quill;
  if (!isEditable(quill)) return false;
  const lines = selectedLines(quill);
  if (!lines.length) return false;
  // A further paragraph of an item (`kit-continue`) is no item of its own: the command makes it one.
  const isItem = (line: SelectedLine) => isList(kind, line.formats['list']) && !line.formats['kit-continue'];
  // An item's further paragraphs go with it (they were left in the list, drawn as the paragraph
  // of an item that was no longer there, and written as items of the old kind: wysidiff QA).
  const further = furtherParagraphsOf(quill, lines);
  if (lines.every(isItem)) {
    // A top-level item's code blocks, quotes, headings and tables (`kit-in-item="1"`) leave with it,
    // as the markdown writes them (they stayed drawn in the item: verify13).
    const blocks = new Map(blocksOfTopLevelItems(quill, lines).map((line) => [line.start, line]));
    const all = [...lines, ...further.map(({ line }) => line), ...blocks.values()].sort((a, b) => a.start - b.start);
    return formatLines(quill, all, (line) => (blocks.has(line.start) ? { 'kit-in-item': null } : { list: null, indent: null, 'kit-ordered': null, 'kit-continue': null }));
  }
  const value = kind === 'task' ? 'unchecked' : kind;
  // The further paragraphs of the items changing kind, with the formats they take (their item's).
  const following = new Map(
    further
      .filter(({ head }) => !isItem(head))
      .map(({ line, head }) => [line.start, { line, formats: { list: value, 'kit-ordered': kind === 'task' && head.formats['list'] === 'ordered' ? 'true' : null } }]),
  );
  const targets = new Set(lines.map((line) => line.start));
  // A list in a quote of Quill's plain quote lines makes it a quote of blocks: its other lines say so too.
  const around = lines.some(isPlainQuoteLine) ? withPlainQuoteAround(quill, lines) : lines;
  const all = [...around, ...[...following.values()].map(({ line }) => line)].sort((a, b) => a.start - b.start);
  const keys = keysOfPlainQuotes(around);
  return formatLines(quill, all, (line) => {
    const quote = keys.has(line.start) ? { 'kit-quote': '1', 'kit-quote-id': keys.get(line.start)! } : {};
    if (!targets.has(line.start)) return following.get(line.start)?.formats ?? quote;
    const { list, blockquote } = line.formats;
    if (isItem(line)) return null;
    const own = { list: value, 'kit-ordered': kind === 'task' && list === 'ordered' ? 'true' : null, 'kit-continue': null };
    // An item's further paragraph becomes an item nested in it, as markdown mode makes it (`- a\n\n  * more`).
    if (list && line.formats['kit-continue']) return { ...own, indent: (Number(line.formats['indent']) || 0) + 1 };
    if (list) return own;
    // A quote in a list item (`kit-in-item`) keeps its place: a list in it is as deep as the item
    // (`- a\n\n  > - q`, as WYSIWYG loads it). Without the indent the quote left the item.
    const inItem = Number(line.formats['kit-in-item']) || 0;
    if (blockquote) return { ...own, indent: inItem || null, blockquote: null, 'kit-quote': line.formats['kit-quote'] ?? '1', ...quote };
    return { ...own, indent: null };
  });
}

/**
 * A new key (`kit-quote-id`) for each quote of paragraphs among `lines`, by line start: a quote starts
 * at a plain quote line that is no further paragraph (`kit-continue`). Keys keep the quote apart
 * from a quote of blocks next to it (`- a\n\n  > q` after `> - p`), which lines without keys join.
 */
function keysOfPlainQuotes(lines: readonly SelectedLine[]): Map<number, string> {
  const keys = new Map<number, string>();
  let key: string | null = null;
  for (const line of lines) {
    if (!isPlainQuoteLine(line)) {
      key = null;
      continue;
    }
    if (!key || !line.formats['kit-continue']) key = nextQuoteKey();
    keys.set(line.start, key);
  }
  return keys;
}

/** A line of a quote of paragraphs only (Quill's quote line, not in a quote of blocks). */
function isPlainQuoteLine(line: SelectedLine): boolean {
  return line.formats['blockquote'] === true && !line.formats['kit-quote'];
}

/** `lines` with the plain quote lines right above and below them (the rest of their quotes). */
function withPlainQuoteAround(quill: QuillType, lines: readonly SelectedLine[]): SelectedLine[] {
  const lineAt = (index: number): SelectedLine | null => {
    const [line] = quill.getLine(index);
    if (!line || !TEXT_LINES.has(line.statics.blotName)) return null;
    const start = quill.getIndex(line);
    return { start, end: start + line.length() - 1, formats: line.formats() };
  };
  // Each step must reach a line not seen yet: Quill answers an index past the end with the last line.
  // A quote line that is no further paragraph (`kit-continue`) starts a quote of its own: `> q` and
  // `> r` a blank line apart are two quotes, and only the one the lines are in becomes one of blocks.
  const above: SelectedLine[] = [];
  for (let current = lines[0], at = current.start - 1; at >= 0 && current.formats['kit-continue']; ) {
    const line = lineAt(at);
    if (!line || line.end !== at || !isPlainQuoteLine(line)) break;
    above.unshift(line);
    current = line;
    at = line.start - 1;
  }
  const below: SelectedLine[] = [];
  for (let at = lines.at(-1)!.end + 1; at < quill.getLength(); ) {
    const line = lineAt(at);
    if (!line || line.start !== at || !isPlainQuoteLine(line) || !line.formats['kit-continue']) break;
    below.push(line);
    at = line.end + 1;
  }
  return [...above, ...lines, ...below];
}

/**
 * The further paragraphs (`kit-continue`) of the items among `lines` that are not among them, each
 * with its item: the lines after each item at its level that continue it, past the items nested in
 * it (`- a\n  - n\n\n  more of a`).
 */
function furtherParagraphsOf(quill: QuillType, lines: readonly SelectedLine[]): { line: SelectedLine; head: SelectedLine }[] {
  const chosen = new Set(lines.map((line) => line.start));
  const found = new Map<number, { line: SelectedLine; head: SelectedLine }>();
  const levelOf = (line: SelectedLine) => Number(line.formats['indent']) || 0;
  for (const head of lines) {
    if (!head.formats['list'] || head.formats['kit-continue']) continue;
    for (let at = head.end + 1; at < quill.getLength(); ) {
      const [blot] = quill.getLine(at);
      if (!blot || blot.statics.blotName !== 'list') break;
      const start = quill.getIndex(blot);
      const line: SelectedLine = { start, end: start + blot.length() - 1, formats: blot.formats() };
      if (line.start !== at || levelOf(line) < levelOf(head) || (levelOf(line) === levelOf(head) && !line.formats['kit-continue'])) break;
      if (levelOf(line) === levelOf(head) && !chosen.has(line.start)) found.set(line.start, { line, head });
      at = line.end + 1;
    }
  }
  return [...found.values()];
}

/**
 * The lines of the blocks (code, quote, heading, table: `kit-in-item="1"`) of the top-level items
 * among `lines`: the lines after each such item up to its next item or the first line that is not
 * in an item; the item's further paragraphs are passed over.
 */
function blocksOfTopLevelItems(quill: QuillType, lines: readonly SelectedLine[]): SelectedLine[] {
  const found = new Map<number, SelectedLine>();
  for (const head of lines) {
    if (!head.formats['list'] || head.formats['kit-continue'] || Number(head.formats['indent'])) continue;
    for (let at = head.end + 1; at < quill.getLength(); ) {
      const [blot] = quill.getLine(at);
      if (!blot || typeof blot.formats !== 'function') break; // (a block embed: a rule, raw HTML)
      const start = quill.getIndex(blot);
      const line: SelectedLine = { start, end: start + blot.length() - 1, formats: blot.formats() };
      if (line.start !== at) break;
      if (blot.statics.blotName === 'list') {
        if (!line.formats['kit-continue'] || Number(line.formats['indent'])) break;
      } else if (line.formats['kit-in-item'] === '1') {
        found.set(line.start, line);
      } else break;
      at = line.end + 1;
    }
  }
  return [...found.values()];
}
