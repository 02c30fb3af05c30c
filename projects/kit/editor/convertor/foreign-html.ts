import { gridTables } from './table-grid';

/*
 * HTML from other applications (setHtml, paste), brought to the plain semantic HTML both modes
 * convert the same way. Markdown mode converts with turndown, which reads tags, not styles;
 * WYSIWYG with Quill's clipboard, which reads some styles: without this, one setHtml gave two
 * documents (Google Docs' bold spans were bold in one mode only, its `<b style="font-weight:
 * normal">` wrapper wrote stray `**` paragraphs in the other).
 */

/** A font weight that is bold (`bold`, `bolder`, 600–900). */
const BOLD = /^(?:bold|bolder|[6-9]00)$/;
/** A font weight that is not (`normal`, 100–500). */
const NOT_BOLD = /^(?:normal|lighter|[1-5]00)$/;
/** Elements that are blocks of their own in a list item. */
const BLOCKS = /^(?:P|DIV|UL|OL|BLOCKQUOTE|PRE|TABLE|H[1-6]|HR)$/;

/** Default text colours word processors write on every run of text. */
const DEFAULT_COLOR = /^(?:#000(?:000)?|rgb\(0,\s*0,\s*0\)|black|windowtext)$/i;

/** Brings foreign HTML under `root` (parsed inert, already sanitized) to plain semantic HTML. */
export function normalizeForeignHtml(root: ParentNode): void {
  const doc = (root as Node).ownerDocument ?? (root as Document);
  // Google Docs wraps a whole copy in `<b style="font-weight:normal" id="docs-internal-guid-…">`.
  // (Only that one: Chrome copies a page's `<b>` with the paragraph's `font-weight: 400` on it.)
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('b[id^="docs-internal-guid"]'))) {
    if (NOT_BOLD.test(element.style.fontWeight)) element.replaceWith(...Array.from(element.childNodes));
  }
  for (const span of Array.from(root.querySelectorAll<HTMLElement>('span[style]'))) {
    const { style } = span;
    if (DEFAULT_COLOR.test(style.color)) style.removeProperty('color');
    if (style.backgroundColor === 'transparent') style.removeProperty('background-color');
    const wraps = [
      BOLD.test(style.fontWeight) && 'strong',
      style.fontStyle === 'italic' && 'em',
      /line-through/.test(style.textDecorationLine || style.textDecoration) && 'del',
    ].filter((tag): tag is string => !!tag);
    if (wraps.length && span.textContent!.trim()) {
      let inner: HTMLElement = span;
      for (const tag of wraps) {
        const wrapper = doc.createElement(tag);
        wrapper.append(...Array.from(inner.childNodes));
        inner.append(wrapper);
        inner = wrapper;
      }
      for (const property of ['font-weight', 'font-style', 'text-decoration', 'text-decoration-line']) style.removeProperty(property);
    }
    if (!span.getAttribute('style')?.trim()) span.removeAttribute('style');
  }
  // Word writes a blank line as `<p><o:p>&nbsp;</o:p></p>`: WYSIWYG drew an empty paragraph that the
  // markdown (which has none) then dropped. A paragraph with nothing to show goes at once.
  for (const paragraph of Array.from(root.querySelectorAll('p'))) {
    if (!paragraph.textContent!.replace(/[\s\u00a0]+/g, '') && !paragraph.querySelector('img, input, video, audio, iframe, table, hr')) paragraph.remove();
  }
  // A link with nothing to show (GitHub's heading anchors, `<a name>` targets) would write `[](#x)`.
  for (const link of Array.from(root.querySelectorAll('a'))) {
    if (!link.textContent!.trim() && !link.querySelector('img')) link.remove();
  }
  // Google Docs writes each list item's text as `<p role="presentation">`: a tight list, not a loose one.
  for (const paragraph of Array.from(root.querySelectorAll('li > p[role="presentation"]'))) {
    const item = paragraph.parentElement!;
    if (item.querySelectorAll(':scope > p').length === 1) paragraph.replaceWith(...Array.from(paragraph.childNodes));
  }
  // `<li>text<p>more</p></li>`: the text is the item's first paragraph (as `<li><p>text</p>…`), or
  // the paragraph after it became an item of its own.
  for (const item of Array.from(root.querySelectorAll('li'))) {
    const firstBlock = Array.from(item.children).find((child) => child.tagName === 'P');
    if (!firstBlock) continue;
    const lead = [];
    for (let node = item.firstChild; node && node !== firstBlock; node = node.nextSibling) lead.push(node);
    if (!lead.some((node) => node.textContent!.trim()) || lead.some((node) => node.nodeType === 1 && BLOCKS.test((node as Element).tagName))) continue;
    const paragraph = doc.createElement('p');
    paragraph.append(...lead);
    item.prepend(paragraph);
  }
  // A GFM cell holds one line of inline text: paragraphs, line breaks and lists in a cell (Word, web
  // pages) made Quill split the cell into more cells, moving the rest of the row over. Their text
  // stays in the cell, on one line (list items marked `•` or their number).
  for (const cell of Array.from(root.querySelectorAll('td, th'))) {
    if (cell.querySelector('table') || !cell.querySelector('p, div, ul, ol, li, h1, h2, h3, h4, h5, h6, blockquote, pre, br, hr')) continue;
    const inline = doc.createDocumentFragment();
    flattenInto(cell, inline, doc);
    cell.replaceChildren(inline);
    cell.normalize();
  }
  // Code editors (VS Code) copy code as a `white-space: pre` monospace `<div>` of one `<div>` per line,
  // indented with non-breaking spaces: it is code, and its indentation must stay.
  for (const box of Array.from(root.querySelectorAll<HTMLElement>('div[style]'))) {
    const { style } = box;
    if (!/^pre/.test(style.whiteSpace) || !/monospace|consolas|courier|menlo|monaco/i.test(style.fontFamily) || box.closest('pre')) continue;
    const lines = Array.from(box.children).every((child) => child.tagName === 'DIV' || child.tagName === 'BR')
      ? Array.from(box.children).map((line) => (line.tagName === 'BR' ? '' : line.textContent!))
      : [box.textContent!];
    const pre = doc.createElement('pre');
    const code = doc.createElement('code');
    code.textContent = lines.join('\n').replace(/\u00a0/g, ' ');
    pre.append(code);
    box.replaceWith(pre);
  }
  // Code languages as pages mark them: `<pre lang="python">` (GitHub's HTML), `<div class="highlight
  // highlight-source-js"><pre>` (GitHub's rendered READMEs): as markdown renderers do, on the code.
  for (const pre of Array.from(root.querySelectorAll('pre'))) {
    const language = pre.getAttribute('lang') ?? /(?:^|\s)highlight-source-([\w+#-]+)/.exec(pre.parentElement?.className ?? '')?.[1];
    if (!language) continue;
    let code = pre.querySelector(':scope > code');
    if (!code) {
      code = doc.createElement('code');
      code.append(...Array.from(pre.childNodes));
      pre.append(code);
    }
    if (!/(?:^|\s)(?:language|lang)-/.test(code.className)) code.classList.add(`language-${language}`);
  }
}

/** Elements that break a line, as their text goes on one line in a cell. */
const LINE_BREAKING = /^(?:P|DIV|UL|OL|LI|H[1-6]|BLOCKQUOTE|PRE|BR|HR)$/;

/** The children of `from` into `into` as inline content: block elements' text between spaces. */
function flattenInto(from: Node, into: Node, doc: Document): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType !== 1) {
      into.appendChild(node);
      continue;
    }
    const element = node as Element;
    if (!LINE_BREAKING.test(element.tagName)) {
      const copy = element.cloneNode(false);
      flattenInto(element, copy, doc);
      into.appendChild(copy);
      continue;
    }
    if (into.lastChild && !/\s$/.test(into.lastChild.textContent ?? '')) into.appendChild(doc.createTextNode(' '));
    if (element.tagName === 'LI') {
      const list = element.parentElement;
      const number = list?.tagName === 'OL' ? Array.from(list.children).indexOf(element) + Number(list.getAttribute('start') ?? 1) : 0;
      into.appendChild(doc.createTextNode(number ? `${number}. ` : '• '));
    }
    flattenInto(element, into, doc);
  }
}

/**
 * Foreign HTML (a string, already sanitized) as both modes take it: `normalizeForeignHtml`, then
 * its tables in GFM's shape (`gridTables`; `keepSpans` when the table extension keeps merged
 * cells), in one inert parse.
 */
export function normalizeForeignHtmlOf(html: string, keepSpans: boolean): string {
  if (!/<(?:b|strong|span|a|li|pre|div|td|th|p|table)[\s>]/i.test(html)) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  normalizeForeignHtml(body);
  gridTables(body, keepSpans);
  return body.innerHTML;
}
