import type QuillType from 'quill';
import { deltaClassOf } from './wysiwyg-block-loader';
import { addFirst } from './wysiwyg-keys';
import { emptyDocument, inlineFormatsOf } from './wysiwyg-typing';
import { listedLines } from './wysiwyg-lines';

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

/** Where a table starts, by Quill index, and its length. */
interface TableSpan {
  start: number;
  length: number;
}

type Blot = { parent?: Blot | null };
type LineBlot = Blot & { length(): number; formats(): Record<string, unknown> | undefined };

/**
 * The table a line is in, if it is a cell line (Quill 2's cell blot is in a row, a body and the
 * table container).
 */
function tableOf(line: LineBlot | null | undefined): Blot | null {
  // (A rule is a block embed with no formats: undefined.)
  if (!line?.formats()?.['table']) return null;
  return line.parent?.parent?.parent ?? null;
}

/** Where the table the line at `index` is a cell of starts and how long it is, if it is a cell line. */
function tableAt(quill: QuillType, index: number): TableSpan | null {
  const table = tableOf(quill.getLine(index)[0] as unknown as LineBlot | null);
  return table ? { start: quill.getIndex(table as never), length: (table as unknown as LineBlot).length() } : null;
}

/**
 * The tables of the lines `range` covers and of the line after it, by index: the lines listed once
 * (`listedLines`), each table's place found once.
 */
function tablesAround(quill: QuillType, range: KitRange): (index: number) => TableSpan | null {
  const lines = listedLines(quill, range.index, range.length + 1);
  const spans = new Map<Blot, TableSpan>();
  return (index) => {
    const table = tableOf(lines.getLine(index)[0] as unknown as LineBlot | null);
    if (!table) return null;
    let span = spans.get(table);
    if (!span) spans.set(table, (span = { start: quill.getIndex(table as never), length: (table as unknown as LineBlot).length() }));
    return span;
  };
}

/** Whether `table` is one that `range` does not wholly cover. */
function isKeptTable(table: TableSpan | null, range: KitRange): boolean {
  return !!table && (table.start < range.index || table.start + table.length > range.index + range.length);
}

/**
 * Whether `range` covers a line break next to a cell of a table it does not wholly cover: deleting
 * it would move cells. (A table wholly selected goes as a whole, as in word processors.)
 */
export function overCells(quill: QuillType, range: KitRange | null): range is KitRange {
  // The whole document selected empties it to a paragraph (wysiwyg-keys.ts, wysiwyg-typing.ts), a table or not.
  if (!range?.length || (range.index === 0 && range.length >= quill.getLength() - 1)) return false;
  if (!quill.root.querySelector('table')) return false;
  const tables = tablesAround(quill, range);
  for (const part of coveredParts(quill, range)) if (part.newline && isKeptBreak(tables, range, part.at)) return true;
  return false;
}

/**
 * Deletes what `range` covers but the line breaks next to cells of a table it does not wholly
 * cover (one user change), the cursor at its start: those cells are emptied and stay in their
 * columns, a paragraph it starts or ends in keeps its line, and other lines join as usual.
 */
export function clearCells(quill: QuillType, range: KitRange): void {
  const tables = tablesAround(quill, range);
  const parts = Array.from(coveredParts(quill, range), (part) => ({ ...part, keep: part.newline && isKeptBreak(tables, range, part.at) }));
  keepStartLineBeforeTable(quill, range, parts);
  const Delta = deltaClassOf(quill);
  let change = new Delta().retain(range.index);
  for (const part of parts) change = part.keep ? change.retain(part.length) : change.delete(part.length);
  quill.updateContents(change, 'user');
  quill.setSelection(range.index, 0, 'silent');
}

/** A piece of what a selection covers: a run of text, a line break, or an embed. */
interface CoveredPart {
  at: number;
  length: number;
  newline: boolean;
}

/**
 * The pieces of what `range` covers, by Quill index. Through the Delta, not getText(): that leaves
 * embeds (a rule, raw HTML) out, so every break after one was looked for one place off.
 */
function* coveredParts(quill: QuillType, range: KitRange): Generator<CoveredPart> {
  let at = range.index;
  for (const op of quill.getContents(range.index, range.length).ops) {
    if (typeof op.insert !== 'string') {
      yield { at, length: 1, newline: false };
      at += 1;
      continue;
    }
    for (const part of op.insert.split(/(\n)/)) {
      if (!part) continue;
      yield { at, length: part.length, newline: part === '\n' };
      at += part.length;
    }
  }
}

/** Whether the line break at `at` is next to a cell of a table `range` does not wholly cover. */
function isKeptBreak(tables: (index: number) => TableSpan | null, range: KitRange, at: number): boolean {
  return isKeptTable(tables(at), range) || isKeptTable(tables(at + 1), range);
}

/**
 * A selection from lines above a table into it keeps the line break before the table (a line
 * cannot join a cell). That break is the last line's before the table, and a line keeps the kind its
 * break has: the line left had that line's kind, so cutting from a paragraph down into a table's
 * first body cell left an empty code block (or heading, or item) with the caret in it, and pasting
 * the lines back gave them as code (long-documents QA, 2026-11-28). The selection's start line keeps
 * its own break instead, its kind with it; the text between goes as before.
 */
function keepStartLineBeforeTable(quill: QuillType, range: KitRange, parts: Array<CoveredPart & { keep: boolean }>): void {
  // The first kept break, and the first break at all (the start line's own, never after the other).
  const beforeTable = parts.find((part) => part.keep);
  const startBreak = parts.find((part) => part.newline);
  if (!beforeTable || !startBreak || beforeTable === startBreak) return;
  // Kept as a cell's own break (the selection starts in a table), or the start is no line of text.
  if (tableAt(quill, beforeTable.at) || tableAt(quill, range.index)) return;
  const [startLine] = quill.getLine(range.index) as unknown as [{ children?: unknown } | null, number];
  if (!startLine || startLine.children === undefined) return;
  startBreak.keep = true;
  beforeTable.keep = false;
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
