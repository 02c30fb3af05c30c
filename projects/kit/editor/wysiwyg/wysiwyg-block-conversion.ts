import type QuillType from 'quill';
import type { Delta as DeltaType } from 'quill';
import { traverse } from 'quill/modules/clipboard';
import { convertKitHtml, keepingNonBreakingSpaces } from './wysiwyg-nbsp';
import { hasTableCells, tablesToQuill, tablesToQuillIn } from './wysiwyg-tables';

/** Quill's clipboard, as far as converting parsed HTML needs it (Quill types these as protected or leaves them out). */
interface ClipboardInternals {
  normalizeHTML(doc: Document): void;
  prepareMatching(container: Element, nodeMatches: WeakMap<Node, unknown[]>): [never[], never[]];
}

/**
 * What a block's HTML may hold that parses otherwise inside a `<template>` than as a document's
 * body: document-level and template tags, a first tag that is part of a table (a body drops it, a
 * template takes it), and a comment or doctype first (a body's parse puts it outside the body and
 * drops the whitespace after it). kit's sanitized HTML has none of them; such a block is converted
 * on its own, as before.
 */
const PARSES_OTHERWISE = /<\/?(?:template|plaintext|html|head|body|frameset)[\s/>]|^<(?:!|\/?(?:caption|colgroup|col|tbody|thead|tfoot|tr|td|th)[\s/>])/i;

/** Whitespace a document's parse drops before its first tag or text. */
const LEADING_WHITESPACE = /^[\t\n\f\r ]+/;

/**
 * Converts blocks of sanitized HTML kit made from the document to Quill content, as
 * `convertKitHtml(quill, tablesToQuill(html, mergePrefixes))` does for each, with one HTML parse
 * for all of them. Quill's clipboard parses each HTML string it converts into a document of its
 * own, and making a document costs more than parsing a block: a 50 KB paste of markdown is ~1,000
 * blocks, ~0.1 s of documents. Here each block is a `<template>` of one inert document (an end
 * `</template>` closes whatever a block left open, so no block's markup reaches into the next);
 * each template's content is moved into that document's body in turn and read from there by
 * Quill's own matchers, exactly as Quill reads a parsed paste.
 */
export function convertKitHtmlBlocks(quill: QuillType, htmls: readonly string[], mergePrefixes = false): DeltaType[] {
  const alone = (html: string) => convertKitHtml(quill, tablesToQuill(html, mergePrefixes));
  if (htmls.length < 2) return htmls.map(alone);
  const sources = htmls.map((html) => html.replace(LEADING_WHITESPACE, ''));
  const together = sources.map((html) => (PARSES_OTHERWISE.test(html) ? '' : html));
  const doc = new DOMParser().parseFromString(together.map((html) => `<template>${html}</template>`).join(''), 'text/html');
  const templates = Array.from(doc.head.children) as HTMLTemplateElement[];
  if (templates.length !== htmls.length) return htmls.map(alone); // not expected; never a wrong block
  // Out of the document (each keeps its content): Quill's paste normalizers query the whole
  // document for every block, which would walk every template each time.
  doc.head.replaceChildren();
  const clipboard = quill.clipboard as unknown as ClipboardInternals;
  const body = doc.body;
  return keepingNonBreakingSpaces(quill, () =>
    sources.map((html, i) => {
      if (together[i] !== html) return quill.clipboard.convert({ html: tablesToQuill(htmls[i], mergePrefixes) });
      body.replaceChildren(templates[i].content);
      if (hasTableCells(html)) tablesToQuillIn(body, mergePrefixes);
      // Quill's convertHTML and convert(), after its parse.
      clipboard.normalizeHTML(doc);
      const nodeMatches = new WeakMap<Node, unknown[]>();
      const [elementMatchers, textMatchers] = clipboard.prepareMatching(body, nodeMatches);
      const delta = traverse(quill.scroll, body, elementMatchers, textMatchers, nodeMatches as never);
      const last = delta.ops[delta.ops.length - 1];
      // convert() drops a final line break that has no format (the caller ends the block's line).
      if (typeof last?.insert === 'string' && last.insert.endsWith('\n') && last.attributes == null) {
        return delta.compose(new (delta.constructor as new () => DeltaType)().retain(delta.length() - 1).delete(1));
      }
      return delta;
    }),
  );
}
