import type QuillType from 'quill';
import { addFirst } from './wysiwyg-keys';

/**
 * Keys at the document's start, where Chromium's own caret moves go wrong: before a table, a list
 * or raw HTML blocks (not editable inside) that start the document, where typed text went to the
 * wrong place or nowhere.
 */
export function addKitDocumentStartKeys(quill: QuillType): void {
  // Ctrl+Home before a table or a list that starts the document: into its first cell or item's text.
  // Chromium put the caret before the table, or (3 times in 9, verify9) on the list item itself,
  // before its marker, where typed text went to the end of the item's text. Raw HTML blocks that
  // start the document (not editable inside) left the caret where it was: it goes to the first line
  // after them (before them Chromium takes no typing: nothing happened).
  addFirst(quill, { key: 'Home', shortKey: true, shiftKey: false }, () => {
    const start = afterLeadingRawHtml(quill);
    if (start >= quill.getLength() - 1) return true; // raw HTML alone: nowhere to type
    const first = quill.getFormat(start, 0);
    if (!start && !first['table'] && !first['list']) return true;
    quill.setSelection(start, 0, 'user');
    quill.root.scrollTop = 0;
    return false;
  });
  // ArrowUp on the first visual line of a list item that starts the document: to its start. Chromium
  // put the caret on the item before its marker, or (twice in a row) outside the editor, where
  // typed text went nowhere (fuzz3).
  addFirst(quill, { key: 'ArrowUp', collapsed: true, shiftKey: false }, (range) => {
    if (!quill.getFormat(0, 0)['list'] || quill.getLine(range.index)[0] !== quill.getLine(0)[0]) return true;
    if (range.index > 0 && Math.abs(quill.getBounds(range.index)!.top - quill.getBounds(0)!.top) > 2) return true; // a wrapped line below
    quill.setSelection(0, 0, 'user');
    return false;
  });
  // Before raw HTML blocks that start the document there is no place to type (Chromium takes no
  // typing there: it was lost, verify11): Left at the first place after them stays, and Ctrl+Shift+Home
  // selects from there (it selected nothing).
  addFirst(quill, { key: 'ArrowLeft', collapsed: true, shiftKey: false }, (range) => !(range.index > 0 && range.index === afterLeadingRawHtml(quill)));
  addFirst(quill, { key: 'Home', shortKey: true, shiftKey: true }, (range) => {
    const start = afterLeadingRawHtml(quill);
    const end = range.index + range.length;
    if (!start || start >= end) return true;
    quill.setSelection(start, end - start, 'user');
    return false;
  });
}

/** Where the document's first line after the raw HTML blocks that start it begins (0 when it starts with none). */
function afterLeadingRawHtml(quill: QuillType): number {
  let start = 0;
  for (let line = quill.getLine(0)[0]; line?.statics.blotName === 'html-block'; line = quill.getLine(start)[0]) start += line.length();
  return start;
}
