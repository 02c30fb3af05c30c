import type QuillType from 'quill';
import { deltaClassOf } from './wysiwyg-block-loader';
import { addFirst } from './wysiwyg-keys';
import { inlineFormatsOf } from './wysiwyg-typing';

/*
 * A selection over table cells (dragged from one cell to another, or Shift+arrows across cells):
 * Backspace, Delete and typing empty the cells it covers and keep every cell, as spreadsheets and
 * TOAST UI did. Quill deleted the cells' line breaks with their text, so the cells after the
 * selection moved into other columns (`| 1 | 2 | 3 |` / `| 4 | 5 | 6 |`, 1 to 5 deleted: 6 under a).
 */

/** Whether `range` covers a cell's line break and every line it touches is a table cell. */
function overCells(quill: QuillType, range: { index: number; length: number } | null): range is { index: number; length: number } {
  // The whole document selected empties it to a paragraph (wysiwyg-keys.ts, wysiwyg-typing.ts), a table or not.
  if (!range?.length || (range.index === 0 && range.length >= quill.getLength() - 1)) return false;
  // Any cell boundary in it (a selection of just the line break between two cells merged them).
  if (!quill.getText(range.index, range.length).includes('\n')) return false;
  return quill.getLines(range.index, range.length).every((line) => !!(line.formats() as Record<string, unknown>)['table']);
}

/** Deletes what `range` covers but the cells' line breaks (one user change), the cursor at its start. */
function clearCells(quill: QuillType, range: { index: number; length: number }): void {
  const Delta = deltaClassOf(quill);
  let change = new Delta().retain(range.index);
  for (const op of quill.getContents(range.index, range.length).ops) {
    if (typeof op.insert !== 'string') {
      change = change.delete(1);
      continue;
    }
    for (const part of op.insert.split(/(\n)/)) {
      if (part) change = part === '\n' ? change.retain(1) : change.delete(part.length);
    }
  }
  quill.updateContents(change, 'user');
  quill.setSelection(range.index, 0, 'silent');
}

/** Adds the Backspace and Delete bindings for a selection over cells (ahead of Quill's). */
export function addKitCellClearing(quill: QuillType): void {
  for (const key of ['Backspace', 'Delete']) {
    addFirst(quill, { key, shiftKey: null, collapsed: false }, (range) => {
      if (!quill.isEnabled() || !overCells(quill, range)) return true;
      clearCells(quill, range);
      return false;
    });
  }
}

/**
 * A capture `beforeinput` listener: text typed over a selection of cells empties them and goes into
 * the first, in the inline formats of the selection's first character (as typing over text does).
 */
export function kitBeforeTypingOverCells(quill: QuillType): (event: InputEvent) => void {
  return (event) => {
    if (event.defaultPrevented || !quill.isEnabled() || event.inputType !== 'insertText' || !event.data || quill.composition.isComposing) return;
    if (quill.root.ownerDocument.getSelection()?.isCollapsed ?? true) return; // plain typing: nothing to ask Quill
    const range = quill.getSelection();
    if (!overCells(quill, range)) return;
    event.preventDefault(); // the text goes in here (Quill's own handler skips a handled event)
    const inline = inlineFormatsOf(quill, range.index);
    clearCells(quill, range);
    quill.insertText(range.index, event.data, inline, 'user');
    quill.setSelection(range.index + event.data.length, 0, 'silent');
  };
}
