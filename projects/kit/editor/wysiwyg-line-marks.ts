import type QuillType from 'quill';
import { QUOTE_GAP_MARK } from './wysiwyg-quote-gaps';
import { KitPreviousItemMarks, PREVIOUS_ITEM_ATTRIBUTE } from './wysiwyg-item-marks';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's line blots, Delta ops and scroll internals are untyped here. */

/**
 * An attribute kit writes on a WYSIWYG line for the stylesheet, computed from the line and the line
 * before it, after each change of the lines around it. Marks are drawing only: no Quill format
 * (Enter would copy it to the new line), never in the Delta, taken out of Quill's HTML (getHtml,
 * getMarkdown, copy), and not read back by Quill.
 */
export interface KitLineMark {
  /** The attribute's name. */
  readonly attribute: string;
  /** The attribute's value for `line` after `before` (the line above it in the document, or null), or null for none. */
  valueOf(before: Element | null, line: Element): string | null;
}

/** The marks kept from Quill's changes. */
const MARKS: readonly KitLineMark[] = [QUOTE_GAP_MARK];
/** Every mark attribute with the characters of its values (a character class body), for Quill's HTML and its observer: also the list items' mark, kept from the DOM's changes (wysiwyg-item-marks.ts). */
const MARK_VALUES: ReadonlyMap<string, string> = new Map([
  [QUOTE_GAP_MARK.attribute, '1-9'],
  [PREVIOUS_ITEM_ATTRIBUTE, 'a-z0-9 -'],
]);

/** The list item marks of each editor. */
const itemMarks = new WeakMap<QuillType, KitPreviousItemMarks>();

/** Sets the marks of `line` from the line before it, writing only changed values. */
function markLine(before: Element | null, line: Element): void {
  for (const mark of MARKS) {
    const value = mark.valueOf(before, line);
    if (line.getAttribute(mark.attribute) === value) continue;
    if (value) line.setAttribute(mark.attribute, value);
    else line.removeAttribute(mark.attribute);
  }
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
 * (a deletion may join lines), no format on a retain (a line's format may change). A line's marks
 * depend only on its own and its neighbour's formats, so then no mark can change, and marking,
 * which looks lines up by index (a walk from the top of a long document), is skipped.
 */
function keepsLines(delta: { ops: any[] }): boolean {
  return delta.ops.every((op) =>
    op.insert !== undefined ? typeof op.insert === 'string' && !op.insert.includes('\n') : typeof op.retain === 'number' && !op.attributes,
  );
}

/**
 * Marks the lines of a change, and the line after it (its neighbour above changed): only those, so
 * typing in a long document costs no walk over it. Every change goes through Quill's `editor-change`,
 * silent loads too.
 */
function markChange(quill: QuillType, delta: { ops: any[] }): void {
  if (keepsLines(delta)) return;
  const span = changedSpan(delta);
  if (span) markLines(quill, span[0], span[1]);
}

/**
 * Marks the lines from index `start` to `end` of `quill`'s content, and the line after them; for
 * content that went in without Quill's events (blocks of a long document added while it loads).
 */
export function markLines(quill: QuillType, start: number, end: number): void {
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
  itemMarks.get(quill)?.flush();
}

/** The marks in a start tag of Quill's HTML (attribute values there have their quotes escaped). */
const MARK_IN_TAG = new RegExp(
  `(<[a-z][a-z0-9]*(?: [^\\s"'>/=]+(?:="[^"]*")?)*) (?:${Array.from(MARK_VALUES, ([name, chars]) => `${name}="[${chars}]*"`).join('|')})`,
  'g',
);

/** `html` (Quill's semantic HTML) without line marks. */
export function withoutLineMarks(html: string): string {
  if (!Array.from(MARK_VALUES.keys()).some((name) => html.includes(name))) return html;
  let previous;
  do {
    previous = html;
    html = html.replace(MARK_IN_TAG, '$1');
  } while (html !== previous); // a tag may hold more than one mark
  return html;
}

/** Whether a DOM mutation is only a line mark being written. */
function isMarkMutation(mutation: MutationRecord): boolean {
  return mutation.type === 'attributes' && mutation.attributeName !== null && MARK_VALUES.has(mutation.attributeName);
}

/**
 * Keeps Quill from reading a line mark's write as a change. Quill answers every DOM mutation it
 * observes by building the whole document's Delta again and comparing it with the last one (50-100
 * ms at 100 KB), and a list item's mark changes with its neighbours: on Enter in a list, and on each
 * step of a long document loading. Parchment reads its observer's records in two places, the
 * observer's callback (through `scroll.update`) and `takeRecords` (in `update` and `optimize`);
 * both leave the marks' records out. A mark is no format, so nothing of Quill's reads it.
 */
function ignoreMarkMutations(quill: QuillType): void {
  const scroll = quill.scroll as any;
  const observer = scroll.observer as MutationObserver;
  const takeRecords = observer.takeRecords.bind(observer);
  observer.takeRecords = () => takeRecords().filter((mutation) => !isMarkMutation(mutation));
  const update = scroll.update.bind(scroll) as (mutations?: unknown, context?: unknown) => void;
  scroll.update = (mutations?: unknown, context?: unknown) => {
    if (!Array.isArray(mutations)) return update(mutations, context);
    const content = mutations.filter((mutation: MutationRecord) => !isMarkMutation(mutation));
    if (content.length || !mutations.length) update(content, context);
  };
}

/**
 * Keeps the line marks of `quill`'s lines up to date, out of Quill's sight, and out of its semantic
 * HTML, which is what kit reads the content from and what Quill puts on the clipboard.
 */
export function addKitLineMarks(quill: QuillType): void {
  ignoreMarkMutations(quill);
  const items = new KitPreviousItemMarks(quill.root);
  itemMarks.set(quill, items);
  quill.on('editor-change', (name: string, delta: unknown) => {
    if (name !== 'text-change') return;
    markChange(quill, delta as { ops: any[] });
    items.flush();
  });
  const semanticHtml = quill.getSemanticHTML.bind(quill) as (...args: unknown[]) => string;
  quill.getSemanticHTML = ((...args: unknown[]) => withoutLineMarks(semanticHtml(...args))) as typeof quill.getSemanticHTML;
}

/** Stops keeping `quill`'s marks (its editor is going). */
export function stopKitLineMarks(quill: QuillType): void {
  itemMarks.get(quill)?.stop();
  itemMarks.delete(quill);
}
