import { normalizeForeignHtmlOf } from '../convertor/foreign-html';
import { wordListsOf } from './word-lists';
import { hasTableSpans } from '../wysiwyg/wysiwyg-table-spans';
import type QuillType from 'quill';
import type { Delta as DeltaType } from 'quill';
import { sanitizeHtml } from '../editor-sanitizer';
import { deltaClassOf } from '../wysiwyg/wysiwyg-block-loader';
import { KitMarkdownPaste, looksLikeMarkdown } from '../wysiwyg/wysiwyg-markdown-paste';
import { tablesToQuill } from '../wysiwyg/wysiwyg-tables';
import { startsLine } from '../wysiwyg/wysiwyg-lines';
import { cellAlignOf, htmlTable, pastedImageOf, tableRowsOf } from './clipboard-table';
import { pastedTextColors } from './pasted-colors';
import { insertPastedBlocks } from './pasted-blocks';
import { inTableCell, pasteIntoCell } from './table-cell-paste';

/**
 * kit's part of a WYSIWYG paste, listened to in the capture phase before Quill's own handler: an
 * image goes to the image hook; whatever lands in a table cell stays in it; pasted HTML is
 * sanitized before Quill reads it, and keeps only the text colours that are content (see
 * `pastedTextColors`); tab-separated text from a spreadsheet becomes a table. Anything else is
 * left to the markdown paste (markdown text) and to Quill.
 *
 * @param image hands an image to `addImageBlobHook`; true when it was taken.
 * @param colors whether the editor can colour text (then pasted colour spans may keep their colour).
 */
export function kitWysiwygPaste(
  quill: QuillType,
  markdownPaste: KitMarkdownPaste,
  image: (blob: Blob) => boolean,
  colors: () => boolean = () => false,
): (event: ClipboardEvent) => void {
  return (event) => {
    const data = event.clipboardData;
    const file = pastedImageOf(data);
    if (file) {
      handImageOver(event, () => image(file));
      return;
    }
    if (!quill.isEnabled()) return;
    const html = data?.getData('text/html');
    if (pasteIntoCode(quill, event)) return;
    if (pasteIntoTableCell(quill, markdownPaste, event, html, colors())) return;
    const embedded = html ? singleDataImageOf(html) : null;
    if (embedded) {
      handImageOver(event, () => image(embedded));
      return;
    }
    if (html) {
      // Pasted HTML is untrusted whatever the sanitizer option: drop the colours that are page styling,
      // clean it with DOMPurify (both in inert documents), give tables kit's header/alignment shape,
      // then let Quill's clipboard convert it.
      event.preventDefault();
      event.stopPropagation();
      const range = quill.getSelection(true);
      const clean = { html: tablesToQuill(cleanPastedHtml(html, colors(), hasTableSpans(quill))), text: data?.getData('text/plain') ?? '' };
      // In code, Quill's own paste keeps what is pasted code text (it converts with the line's formats).
      const pasted = clean.html.includes('<table') && !quill.getFormat(range)['code-block'] ? quill.clipboard.convert(clean) : null;
      if (pasted && startsWithTable(pasted)) insertTable(quill, range, pasted);
      else insertPastedBlocks(quill, range, withLineEnd(quill, quill.clipboard.convert(clean, quill.getFormat(range.index)), clean));
      return;
    }
    const range = quill.getSelection(true);
    if (quill.getFormat(range)['code-block']) return; // text in code stays text
    const rows = tableRowsOf(data);
    const text = (data?.getData('text/plain') ?? '').replace(/\r\n?/g, '\n');
    if (!rows && text.includes('\n') && typeof quill.getFormat(range)['list'] === 'string' && !looksLikeMarkdown(text)) {
      // Lines of plain text in a list item are items of that list, new ones not ticked, as pasted
      // paragraphs are (Quill gave every line the item's format, its tick too).
      event.preventDefault();
      event.stopPropagation();
      insertPastedBlocks(quill, range, new (deltaClassOf(quill))().insert(text));
      return;
    }
    if (!rows) return;
    event.preventDefault();
    event.stopPropagation();
    insertTable(quill, range, quill.clipboard.convert({ html: tablesToQuill(htmlTable(rows)) }));
  };
}

/**
 * `pasted` with the line break that ended the copied text: Quill drops a last plain line break from
 * pasted HTML (for a part of a line copied), so a whole paragraph cut and pasted at the start of
 * another (a triple click takes its line break) was joined to it. The plain text says whether the
 * copy ended with the line (Quill's copy and browsers' put it there).
 */
function withLineEnd(quill: QuillType, pasted: ReturnType<QuillType['getContents']>, copied: { html: string; text: string }): ReturnType<QuillType['getContents']> {
  const last = pasted.ops.at(-1);
  const endsLine = typeof last?.insert === 'string' && last.insert.endsWith('\n');
  // Only blocks end with a line: a word from a page whose plain text ends with one stays in the line.
  if (endsLine || !/\n$/.test(copied.text) || !/<(?:p|div|h[1-6]|li|blockquote|pre)[\s>]/i.test(copied.html) || !pasted.length()) return pasted;
  return pasted.concat(new (deltaClassOf(quill))().insert('\n'));
}

/** Whether pasted content's first line is a table cell (then it must not take in the line it lands on). */
function startsWithTable(delta: ReturnType<QuillType['getContents']>): boolean {
  const line = delta.ops.find((op) => typeof op.insert === 'string' && op.insert.includes('\n'));
  return !!line?.attributes?.['table'];
}

/**
 * Puts pasted content that starts with a table in place of the selection, as a block of its own: at
 * the end of a line it goes after the line, in the middle of one the line is split around it. Quill
 * put the line's text before the cursor into the table's first cell (a heading's text became a
 * header cell and the heading was gone).
 */
function insertTable(quill: QuillType, range: { index: number; length: number }, pasted: ReturnType<QuillType['getContents']>): void {
  const Delta = deltaClassOf(quill);
  const { index, length } = range;
  // Quill's conversion leaves off the final line break: text pasted after the table would join the
  // line after it (or the first cell of a table there).
  const last = pasted.ops[pasted.ops.length - 1];
  const table = typeof last?.insert === 'string' && last.insert.endsWith('\n') ? pasted : pasted.concat(new Delta().insert('\n'));
  const lineStart = startsLine(quill, index); // (getText() says nothing of an embed before)
  const lineEnd = quill.getText(index + length, 1) === '\n';
  let change = new Delta().retain(index).delete(length);
  let at = index;
  if (!lineStart && lineEnd) {
    change = change.retain(1); // after the line's end
    at += 1;
  } else if (!lineStart) {
    const [line] = quill.getLine(index);
    change = change.insert('\n', (line?.formats() as Record<string, unknown> | undefined) ?? {}); // the part before keeps the line's kind
    at += 1;
  }
  quill.updateContents(change.concat(table), 'user');
  quill.setSelection(at + table.length(), 0, 'silent');
}

/**
 * Text pasted into a code block is code: its lines go in as lines of that block, with all of the
 * line's block formats. Quill's own paste gave new lines the code format only, so in a code block
 * inside a list item or a quote the pasted lines left the item or the quote (verify11).
 */
function pasteIntoCode(quill: QuillType, event: ClipboardEvent): boolean {
  const range = quill.getSelection();
  if (!range) return false;
  const formats = quill.getFormat(range);
  if (!formats['code-block']) return false;
  event.preventDefault();
  event.stopPropagation();
  const text = (event.clipboardData?.getData('text/plain') ?? '').replace(/\r\n?/g, '\n');
  const Delta = deltaClassOf(quill);
  let delta = new Delta().retain(range.index).delete(range.length);
  text.split('\n').forEach((line, i, lines) => {
    if (line) delta = delta.insert(line);
    if (i < lines.length - 1) delta = delta.insert('\n', formats);
  });
  quill.updateContents(delta, 'user');
  quill.setSelection(range.index + text.length, 0, 'silent');
  return true;
}

/** What is pasted into a table cell stays in that cell, on its one line (see `inlineContent`). */
function pasteIntoTableCell(quill: QuillType, markdownPaste: KitMarkdownPaste, event: ClipboardEvent, html: string | undefined, colors: boolean): boolean {
  const range = quill.getSelection();
  if (!range || !inTableCell(quill, range)) return false;
  const text = event.clipboardData?.getData('text/plain') ?? '';
  let content: DeltaType;
  if (html) content = quill.clipboard.convert({ html: cellsApart(cleanPastedHtml(html, colors, hasTableSpans(quill))) });
  else if (looksLikeMarkdown(text)) content = markdownPaste.toDelta(asInlineMarkdown(text)).delta;
  else if (/[\r\n\t]/.test(text)) content = new (deltaClassOf(quill))().insert(text);
  else return false; // one plain line: Quill's own paste
  event.preventDefault();
  event.stopPropagation();
  pasteIntoCell(quill, range, content);
  return true;
}

/**
 * Markdown text for a table cell, which holds inline content only: what would start a block on a
 * line (`1. `, `2) `, `- `, `# `, `> `, a fence, indentation) is escaped or dropped so it stays the
 * text it is. Converted as blocks, `1. First step` became a list item and the cell kept only
 * "First step" (verify11).
 */
function asInlineMarkdown(text: string): string {
  // One line, as the cell will hold it (line breaks become spaces): only its start can open a block.
  const line = text.split(/\r\n?|\n/).map((part) => part.trim()).filter(Boolean).join(' ');
  return line.replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, '$1\\$2').replace(/^([-+*]|#{1,6})(?=[ \t]|$)/, '\\$1').replace(/^(>|`{3,}|~{3,})/, '\\$1');
}

/**
 * Pasted HTML, sanitized, with only the text colours that are content (`colors`: the editor can
 * colour text), and without kit's own `data-kit-*` markers: those carry structure between kit's
 * views (a quote's depth, a loose list), and a page's HTML must not set it; then brought to the
 * shape both modes take (`normalizeForeignHtmlOf`: Word, Google Docs, tables).
 */
function cleanPastedHtml(html: string, colors: boolean, keepSpans: boolean): string {
  return normalizeForeignHtmlOf(fitToPaste(sanitizeHtml(pastedTextColors(wordListsOf(alignedCells(html)), colors), { strict: true })), keepSpans);
}

/**
 * Table cells whose alignment is a `ql-align-*` class (kit's own WYSIWYG copy) or a `text-align`
 * style say it with `align`, which the rest of the paste reads: the class was lost on the way, so a
 * table copied from one kit editor into another came without its column alignment.
 */
function alignedCells(html: string): string {
  if (!/<t[hd][\s>]/i.test(html) || !/ql-align-|text-align/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html; // inert: nothing loads or runs in a template
  for (const cell of Array.from(template.content.querySelectorAll('th, td'))) {
    const align = cellAlignOf(cell);
    if (align && !cell.hasAttribute('align')) cell.setAttribute('align', align);
  }
  return template.innerHTML;
}

/**
 * Clean HTML whose table cells end with a space, for a paste that becomes one line of text (in a
 * cell): Quill reads a header cell's text with the next cell's, so `Name`|`Qty` came in as "NameQty".
 */
function cellsApart(html: string): string {
  if (!/<t[hd][\s>]/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html; // clean already, and inert in a template
  for (const cell of Array.from(template.content.querySelectorAll('th, td'))) cell.append(' ');
  return template.innerHTML;
}

/**
 * Clean HTML made fit to paste, in one inert parse (a template) when there is anything to do:
 * - without kit's `data-kit-*` attributes, taken off the parsed elements: a pattern over the string
 *   also matched text that reads like one, in a code sample of kit's own markup, and cut across tags;
 * - with plain spaces in code: pages indent code with non-breaking spaces (wikis and word
 *   processors write runs of spaces as `&nbsp;`), which in a markdown fence or code span would stay
 *   U+00A0 characters, which compilers and shells do not read as spaces. (A U+00A0 in code loaded
 *   from markdown is kept: the author wrote it.)
 */
function fitToPaste(html: string): string {
  const markers = html.includes('data-kit-');
  const nbsp = /\u00a0|&nbsp;|&#0*160;|&#x0*a0;/i.test(html);
  if (!markers && !nbsp) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  if (markers) {
    for (const element of Array.from(template.content.querySelectorAll('*'))) {
      for (const { name } of Array.from(element.attributes)) if (name.startsWith('data-kit-')) element.removeAttribute(name);
    }
  }
  if (nbsp) {
    const texts = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      if (text.data.includes('\u00a0') && text.parentElement?.closest('pre, code')) text.data = text.data.replaceAll('\u00a0', ' ');
    }
  }
  return template.innerHTML;
}

/**
 * Runs `handOver` (the image to `addImageBlobHook`) for a paste or drop, which it handles when it
 * returns true. A hook that throws handles it too: Quill's own handler then inserted the image as
 * a data: URL, which an app whose hook refused the image did not want (images QA, 2026-11-28). The
 * error still reaches the page, as in markdown mode.
 */
export function handImageOver(event: Event, handOver: () => boolean): void {
  let handled = true;
  try {
    handled = handOver();
  } finally {
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  }
}

/**
 * The image of pasted HTML that is one `<img>` with a base64 `data:image/…` source (what a browser
 * copies of an image shown from a data: URL), as a Blob for `addImageBlobHook`, as the reference
 * says: an app's upload hook was bypassed and the data embedded as it was (images QA, 2026-11-28).
 * Read in an inert document; anything else in the HTML (but white space, comments and `<meta>`)
 * makes it no lone image.
 */
export function singleDataImageOf(html: string): Blob | null {
  if (!/<img\b[^>]*\bsrc\s*=\s*["']?\s*data:image\//i.test(html)) return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const elements = Array.from(body.querySelectorAll('*')).filter((element) => element.tagName !== 'META');
  const text = (body.textContent ?? '').trim();
  if (elements.length !== 1 || elements[0].tagName !== 'IMG' || text) return null;
  const match = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(elements[0].getAttribute('src')?.trim() ?? '');
  if (!match) return null;
  try {
    const bytes = atob(match[2].replace(/\s+/g, ''));
    const buffer = new Uint8Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) buffer[i] = bytes.charCodeAt(i);
    return new Blob([buffer], { type: match[1].toLowerCase() });
  } catch {
    return null; // not base64 after all: left to the HTML paste
  }
}

