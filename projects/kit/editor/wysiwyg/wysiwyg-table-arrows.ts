import type QuillType from 'quill';
import { addFirst } from './wysiwyg-keys';

/** What kit uses of Quill's table module and blots. */
type KitCell = { offset(root: unknown): number; length(): number; domNode: HTMLTableCellElement };
type KitTableModule = { getTable(range: { index: number; length: number }): [unknown, unknown, KitCell | null, number] };
type KitBlotFinder = { find(node: Node): KitCell | null };

/**
 * The grid of a drawn table counting merged cells: `at[row][col]` is the cell covering that place,
 * and each cell's first row and column.
 */
function gridOfTable(table: HTMLTableElement): { at: HTMLTableCellElement[][]; place: Map<HTMLTableCellElement, { row: number; col: number }> } {
  const rows = Array.from(table.rows);
  const at: HTMLTableCellElement[][] = rows.map(() => []);
  const place = new Map<HTMLTableCellElement, { row: number; col: number }>();
  rows.forEach((row, r) => {
    let col = 0;
    for (const cell of Array.from(row.cells)) {
      while (at[r][col]) col++;
      place.set(cell, { row: r, col });
      for (let y = r; y < Math.min(rows.length, r + Math.max(1, cell.rowSpan)); y++) for (let x = col; x < col + Math.max(1, cell.colSpan); x++) at[y][x] = cell;
      col += Math.max(1, cell.colSpan);
    }
  });
  return { at, place };
}

/**
 * Where the place `index` (in a table cell) is in the cell above or below (`step`): the cell
 * covering the same grid column in the row above it or below its last row (merged cells counted:
 * by its place in the row, Shift+Down from a cell after a merge went to another column, and a merge
 * of the selection then took cells the user had not chosen, fuzz5), at the same offset as far as it
 * goes; null outside a table or past its edge.
 */
function placeInRow(quill: QuillType, index: number, step: 1 | -1): number | null {
  const module = quill.getModule('table') as KitTableModule | undefined;
  const [, , cell, offset] = module?.getTable({ index, length: 0 }) ?? [null, null, null, 0];
  const td = cell?.domNode;
  const table = td?.closest('table');
  if (!cell || !td || !table) return null;
  const { at, place } = gridOfTable(table);
  const here = place.get(td);
  if (!here) return null;
  const target = at[step > 0 ? here.row + Math.max(1, td.rowSpan) : here.row - 1]?.[here.col];
  const below = target && (quill.constructor as unknown as KitBlotFinder).find(target);
  return below ? below.offset(quill.scroll) + Math.min(offset, below.length() - 1) : null;
}

/**
 * Left and Right across a table cell's edge go to the next or previous place of the text, as Up and
 * Down do: Chromium put the caret between the table and the block next to it, in no line at all,
 * and what was typed there became a paragraph of its own (`…| 22 |\n\nQ\n\nOutro`). Shift+Down
 * and Shift+Up in a table move the selection's end to the cell below or above (Chromium extended it
 * along the row), so a keyboard user can select a column of cells (to merge them, or remove rows).
 */
export function addKitTableArrows(quill: QuillType): void {
  for (const [key, step] of [['ArrowDown', 1], ['ArrowUp', -1]] as const) {
    addFirst(quill, { key, shiftKey: true }, (range) => {
      const end = range.index + range.length;
      if (!quill.isEnabled() || !quill.getFormat(end, 0)['table']) return true;
      const target = placeInRow(quill, end, step);
      if (target === null) return true;
      quill.setSelection(Math.min(range.index, target), Math.abs(target - range.index), 'user');
      return false;
    });
  }
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
