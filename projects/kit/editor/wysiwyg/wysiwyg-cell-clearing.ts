import type QuillType from 'quill';
import { deltaClassOf } from './wysiwyg-block-loader';
import { addFirst } from './wysiwyg-keys';
import { emptyDocument, inlineFormatsOf } from './wysiwyg-typing';

/*
 * A selection over table cells (dragged from one cell to another, or Shift+arrows across cells):
 * Backspace, Delete and typing empty the cells it covers and keep every cell, as spreadsheets and
 * TOAST UI did. Quill deleted the cells' line breaks with their text, so the cells after the
 * selection moved into other columns (`| 1 | 2 | 3 |` / `| 4 | 5 | 6 |`, 1 to 5 deleted: 6 under a).
 * A cut copies the cells as Quill does, then empties them the same way; a paste empties them and
 * goes into the first. A selection from a
 * paragraph into a table empties the cells it reaches and keeps the paragraph's line; a table it
 * covers whole is deleted with the rest, as word processors do.
 */

type KitRange = { index: number; length: number };

/**
 * Where the table a cell line is in starts and how long it is, if the line at `index` is a cell
 * (Quill 2's cell blot is in a row, a body and the table container).
 */
function tableAt(quill: QuillType, index: number): { start: number; length: number } | null {
  const [line] = quill.getLine(index);
  // (A rule is a block embed with no formats: undefined.)
  if (!line || !(line.formats() as Record<string, unknown> | undefined)?.['table']) return null;
  const table = line.parent?.parent?.parent;
  return table ? { start: quill.getIndex(table), length: table.length() } : null;
}

/** Whether the line at `index` is a cell of a table that `range` does not wholly cover. */
function isKeptCell(quill: QuillType, range: KitRange, index: number): boolean {
  const table = tableAt(quill, index);
  return !!table && (table.start < range.index || table.start + table.length > range.index + range.length);
}

/**
 * Whether `range` covers a line break next to a cell of a table it does not wholly cover: deleting
 * it would move cells. (A table wholly selected goes as a whole, as in word processors.)
 */
export function overCells(quill: QuillType, range: KitRange | null): range is KitRange {
  // The whole document selected empties it to a paragraph (wysiwyg-keys.ts, wysiwyg-typing.ts), a table or not.
  if (!range?.length || (range.index === 0 && range.length >= quill.getLength() - 1)) return false;
  const text = quill.getText(range.index, range.length);
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    const index = range.index + at;
    if (isKeptCell(quill, range, index) || isKeptCell(quill, range, index + 1)) return true;
  }
  return false;
}

/**
 * Deletes what `range` covers but the line breaks next to cells of a table it does not wholly
 * cover (one user change), the cursor at its start: those cells are emptied and stay in their
 * columns, a paragraph it starts or ends in keeps its line, and other lines join as usual.
 */
export function clearCells(quill: QuillType, range: KitRange): void {
  const Delta = deltaClassOf(quill);
  let change = new Delta().retain(range.index);
  let at = range.index;
  for (const op of quill.getContents(range.index, range.length).ops) {
    if (typeof op.insert !== 'string') {
      change = change.delete(1);
      at += 1;
      continue;
    }
    for (const part of op.insert.split(/(\n)/)) {
      if (!part) continue;
      const kept = part === '\n' && (isKeptCell(quill, range, at) || isKeptCell(quill, range, at + 1));
      change = kept ? change.retain(1) : change.delete(part.length);
      at += part.length;
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

/**
 * A capture `cut` listener: a cut over cells copies them as Quill's own cut does, then empties them
 * instead of deleting their line breaks (Quill's listener, on the same element, then sees a handled
 * event and does nothing).
 */
export function kitCutOverCells(quill: QuillType): (event: ClipboardEvent) => void {
  return (event) => {
    if (event.defaultPrevented || !quill.isEnabled()) return;
    const range = quill.getSelection();
    if (!overCells(quill, range)) return;
    const clipboard = quill.getModule('clipboard') as { onCaptureCopy(event: ClipboardEvent, isCut?: boolean): void };
    clipboard.onCaptureCopy(event, false); // copies and prevents the default
    clearCells(quill, range);
  };
}

/**
 * A capture `paste` listener, ahead of kit's and Quill's: a paste over a selection of cells empties
 * them first, as typing does, and what is pasted goes into the first (Quill replaced the selection
 * whole: the cells after it moved and a paragraph before it became the header row).
 */
export function kitBeforePasteOverCells(quill: QuillType): (event: ClipboardEvent) => void {
  return (event) => {
    if (event.defaultPrevented || !quill.isEnabled()) return;
    const range = quill.getSelection();
    // The whole document selected: emptied first, as typing over it does. A document that was (or
    // started with) a table kept it: the paste went into its first cell, the other cells stayed.
    if (range?.length && range.index === 0 && range.length >= quill.getLength() - 1 && quill.root.querySelector('table')) {
      emptyDocument(quill);
      return;
    }
    if (!overCells(quill, range)) return;
    clearCells(quill, range);
  };
}
