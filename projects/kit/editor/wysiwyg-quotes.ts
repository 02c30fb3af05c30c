import { mapLineFormats } from './delta-lines';
import type { QuillClass } from './quill-loader';
import { CONTINUE_ATTRIBUTE } from './wysiwyg-lists';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's clipboard and Delta are untyped imports. */

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

/** Joins each quote marked as a further paragraph to the quote before it (HTML read from Quill). */
export function joinQuoteParagraphs(root: Element): void {
  const doc = root.ownerDocument;
  for (const quote of Array.from(root.querySelectorAll(`blockquote[${CONTINUE_ATTRIBUTE}]`))) {
    const before = quote.previousElementSibling;
    if (before?.nodeName !== 'BLOCKQUOTE') continue;
    const paragraph = (from: Node[]) => {
      const p = doc.createElement('p');
      p.append(...from);
      return p;
    };
    if (!before.querySelector(':scope > p')) before.append(paragraph(Array.from(before.childNodes)));
    before.append(paragraph(Array.from(quote.childNodes)));
    quote.remove();
  }
}

/** Whether `html` holds quotes that `joinQuoteParagraphs` joins. */
export function hasQuoteParagraphs(html: string): boolean {
  return /<blockquote [^>]*data-kit-continue/.test(html);
}
