/*
 * The block attributes kit adds to Quill's lines (registered as Quill formats by the WYSIWYG
 * engine, wysiwyg-lists.ts and wysiwyg-quote-blocks.ts), by the names they have in the HTML read
 * from Quill, which the convertor (convertor/wysiwyg-html-*.ts) reads to write markdown. No Quill
 * here: the convertor is in every editor's initial load, the engine only in WYSIWYG's.
 */

/**
 * Loose lists (items separated by blank lines in markdown, `<li><p>` in marked's HTML) in WYSIWYG.
 * A Quill list item is one line with no notion of paragraphs, so without this an edited loose
 * list came back tight. The item's line keeps `data-kit-loose="true"` (a block attribute, so Enter
 * at the end of a loose item makes another loose item), and the HTML read from Quill carries it to
 * the convertor, which separates such items with a blank line.
 */
export const LOOSE_ATTRIBUTE = 'data-kit-loose';

/**
 * A further paragraph of the list item before it (`- a\n\n  more of a`): Quill makes each paragraph
 * a list line of its own; this one is drawn without a marker and written back into the item.
 */
export const CONTINUE_ATTRIBUTE = 'data-kit-continue';

/** On the first item of an ordered list that does not start at 1 (`2. x`): its number. Quill's lists always count from 1. */
export const START_ATTRIBUTE = 'data-kit-start';

/**
 * On a task item of an ordered list (`1. [ ] a`): Quill's task lines are bullet lines, so without
 * it an edited ordered task list came back as bullets. Enter copies it to the new item.
 */
export const ORDERED_TASK_ATTRIBUTE = 'data-kit-ordered';

/** On a code block's lines: how many list items deep the code block was (WYSIWYG draws it after the list). */
export const IN_ITEM_ATTRIBUTE = 'data-kit-in-item';

/**
 * Which markdown list a WYSIWYG list item is in, where lists follow each other with nothing between
 * them (`* a` then `+ b`, `1.` then `1)`, two lists to markdown): Quill keeps adjacent items in one
 * container, so such lists were drawn as one (numbered on) and, once edited, written as one. Each
 * list loaded right after another gets a key of its own (`kl3`) on its items; Enter copies it to
 * the new item. A keyed item starts a list of its own where the nearest keyed item before it at its
 * level has another key, or none does (`startsKeyedList`); items made without a key (the toolbar, a
 * paste) join the list they are in.
 */
export const LIST_KEY_ATTRIBUTE = 'data-kit-list';

let listCount = 0;

/** A key for one more list of this page (`data-kit-list`). */
export function nextListKey(): string {
  return `kl${(listCount++).toString(36)}`;
}

/** Whether `value` is a list key kit writes (`data-kit-list`), so it may go into HTML. */
export function isListKey(value: unknown): value is string {
  return typeof value === 'string' && /^kl[0-9a-z]{1,12}$/.test(value);
}

/**
 * Whether an item with list key `key` starts a markdown list of its own after the items before it at
 * its level in its container, `earlier` (nearest first; null where an item has no key). The first
 * item of a container starts none: it is where a list starts anyway.
 */
export function startsKeyedList(key: string | null, earlier: Iterable<string | null>): boolean {
  if (!key) return false;
  let any = false;
  for (const other of earlier) {
    if (other) return other !== key;
    any = true;
  }
  return any;
}

/**
 * On a list item of the HTML read from Quill that is one of the document's though it has no text of
 * its own (`-\n  > - b`): Quill writes such an item as it writes the item it adds where the indent
 * jumps (a nested list first), and that one is dropped once its list is moved out of it.
 */
export const EMPTY_ITEM_ATTRIBUTE = 'data-kit-empty-item';

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
export const QUOTE_DEPTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Whether `value` is a quote depth kit writes (`data-kit-quote`), so it may go into HTML. */
export function isQuoteDepth(value: unknown): value is string {
  return typeof value === 'string' && QUOTE_DEPTHS.includes(value);
}

let quoteCount = 0;

/** A key for one more quote of this page (`data-kit-quote-id`). */
export function nextQuoteKey(): string {
  return `kq${(quoteCount++).toString(36)}`;
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

/** Elements of a quote's (or a list item's) HTML that are blocks of their own, not paragraph text. */
export function isBlockChild(child: Element): boolean {
  return /^(UL|OL|PRE|H[1-6]|BLOCKQUOTE|TABLE|HR)$/.test(child.nodeName) || child.classList.contains('kit-html-block');
}

