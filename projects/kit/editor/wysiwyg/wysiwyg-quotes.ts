import { mapLineFormats } from './delta-lines';
import type { QuillClass } from './quill-loader';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's clipboard and Delta are untyped imports. */

/** Quotes of paragraphs in WYSIWYG: loading several paragraphs of one quote, and Enter in a quote. */
export function addKitQuotes(quill: any, Quill: QuillClass): void {
  addKitQuoteMatcher(quill, Quill);
  addKitQuoteEnter(quill, Quill);
}

/**
 * Block quotes of several paragraphs (`> a\n>\n> b`, GitHub's `> [!NOTE]` alerts). Quill's quote is
 * a line format: the paragraphs of one quote become quote lines exactly like two quotes in a row,
 * and came back as two quotes. The lines after the first paragraph keep `data-kit-continue` (the
 * block attribute of wysiwyg-lists.ts), which Quill writes on the quote's element, and the
 * convertor joins such a quote to the one before it.
 */
export function addKitQuoteMatcher(quill: any, Quill: QuillClass): void {
  const Delta = Quill.import('delta') as any;
  quill.clipboard.addMatcher('blockquote', (node: HTMLElement, delta: any) => {
    const children = Array.from(node.children);
    const end = children.findIndex((child) => child.nodeName !== 'P');
    const paragraphs = end === -1 ? children.length : end;
    if (paragraphs < 2) return delta;
    // Line 0 ends the first paragraph; the lines of the others continue the quote.
    return mapLineFormats(Delta, delta, (attributes, line) =>
      line >= 1 && line < paragraphs && attributes?.['blockquote'] ? { ...attributes, 'kit-continue': 'true' } : attributes,
    );
  });
}

/**
 * Enter in a quote of paragraphs starts a further paragraph of the same quote, as Enter outside a
 * quote starts a new paragraph: Quill's Enter copies the line's formats to the part before the
 * cursor, and the part after, a quote line without `kit-continue` unless it had it, was written
 * as a quote of its own (`> a\n\n> b`). Enter on an empty quote line leaves the quote, as
 * Quill's does, and leaves no `kit-continue` on the paragraph it makes. Lines of a quote of blocks
 * (`kit-quote`) are already paragraphs of one quote: they keep Quill's and kit's other bindings.
 */
export function addKitQuoteEnter(quill: any, Quill: QuillClass): void {
  const Delta = Quill.import('delta') as any;
  const { Scope } = Quill.import('parchment') as any;
  const keyboard = quill.keyboard;
  keyboard.addBinding({ key: 'Enter', format: ['blockquote'] }, (range: { index: number; length: number }, context: { format: Record<string, unknown>; empty: boolean }) => {
    const { format } = context;
    if (format['kit-quote']) return true;
    if (context.empty && !range.length) {
      quill.formatLine(range.index, 1, { blockquote: false, 'kit-continue': false }, 'user');
      return false;
    }
    const end = range.index + range.length;
    const [line, offset] = quill.getLine(end);
    const lineFormats = line?.formats?.() ?? {};
    if (!lineFormats['blockquote'] || lineFormats['kit-quote']) return true; // the selection ends outside the quote
    // As Quill's Enter: the block formats (not the table's array of them) go to the new line break.
    const copied = Object.fromEntries(Object.entries(format).filter(([name, value]) => quill.scroll.query(name, Scope.BLOCK) && !Array.isArray(value)));
    const rest = line.length() - offset - 1; // the text after the selection, up to its line's break
    const delta = new Delta().retain(range.index).delete(range.length).insert('\n', copied).retain(rest).retain(1, { 'kit-continue': 'true' });
    quill.updateContents(delta, 'user');
    quill.setSelection(range.index + 1, 0, 'silent');
    quill.scrollSelectionIntoView();
    return false;
  });
  // Before Quill's own Enter bindings, which would split the line first.
  const bindings = keyboard.bindings['Enter'];
  bindings.unshift(bindings.pop());
}

