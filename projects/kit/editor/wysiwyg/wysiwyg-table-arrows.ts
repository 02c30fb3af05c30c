import type QuillType from 'quill';
import { addFirst } from './wysiwyg-keys';

/**
 * Left and Right across a table cell's edge go to the next or previous place of the text, as Up and
 * Down do: Chromium put the caret between the table and the block next to it, in no line at all,
 * and what was typed there became a paragraph of its own (`…| 22 |\n\nQ\n\nOutro`).
 */
export function addKitTableArrows(quill: QuillType): void {
  addFirst(quill, { key: 'ArrowRight', collapsed: true, shiftKey: false, format: ['table'] }, (range) => {
    const [line, offset] = quill.getLine(range.index);
    if (!line || offset < line.length() - 1 || range.index + 1 >= quill.getLength()) return true;
    quill.setSelection(range.index + 1, 0, 'user');
    return false;
  });
  addFirst(quill, { key: 'ArrowLeft', collapsed: true, shiftKey: false, format: ['table'] }, (range) => {
    const [, offset] = quill.getLine(range.index);
    if (offset > 0 || range.index === 0) return true;
    quill.setSelection(range.index - 1, 0, 'user');
    return false;
  });
}
