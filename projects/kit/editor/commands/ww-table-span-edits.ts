import type QuillType from 'quill';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { newRowId, tableKeyOf } from '../wysiwyg/wysiwyg-table-keys';
import { type Edit, type KitTableAlign, WwTableManager, composeEdits } from './ww-table-manager';
import { type KitSpanSelection, type KitSpannedCell, columnAlignOf, moveToGridPlace, newlineOf, span, spanSelectionOf, startOf } from './ww-table-spans';

/**
 * The table extension's row and column commands (the original replaced AddRow, AddCol,
 * RemoveRow, RemoveCol and AlignCol with merge-aware ones). On a table with merged cells they work
 * on its grid, so it stays rectangular: a row added inside a rowspan, or a column inside a
 * colspan, widens that span; removing rows or columns a span crosses shortens it, and a merged cell
 * that starts in what is removed goes on, empty, in what remains. A table without merged cells
 * gets kit's own commands (`WwTableManager`). Each is one user edit, and leaves the cursor where
 * kit's own puts it, at the same place of the grid (the cell covering it, when that is merged).
 */

/** The selection in a table with merged cells, when the editor is editable; else null (kit's own command runs). */
function spannedTable(view: KitWysiwygView): KitSpanSelection | null {
  const quill = view.quill;
  if (!quill.isEnabled()) return null;
  quill.focus();
  const selection = spanSelectionOf(quill);
  return selection && selection.spans.cells.some((cell) => cell.rows > 1 || cell.cols > 1) ? selection : null;
}

/** The row id of row `r`. */
function rowIdOf(selection: KitSpanSelection, r: number): string {
  return String(selection.spans.grid.cells[r][0].formats()['table']);
}

/** Where a new cell at column `col` of row `r` goes: before the row's first cell right of it, else at its end. */
function insertionPoint(quill: QuillType, selection: KitSpanSelection, r: number, col: number): number {
  const next = selection.spans.cells.find((cell) => cell.row === r && cell.col >= col);
  if (next) return startOf(quill, next.cell);
  const row = selection.spans.grid.cells[r];
  return startOf(quill, row[row.length - 1]) + row[row.length - 1].length();
}

/** AddRow: an empty row below the selected rows, aligned as its columns; a rowspan across that boundary grows over it. */
export function addSpannedRow(view: KitWysiwygView): boolean {
  const selection = spannedTable(view);
  if (!selection) return new WwTableManager(view).addRow();
  const quill = view.quill;
  const { spans, area } = selection;
  const bottom = area.bottom;
  const crossing = spans.cells.filter((cell) => cell.row <= bottom && cell.row + cell.rows - 1 > bottom);
  const free = Array.from({ length: spans.cols }, (_, col) => col).filter((col) => !crossing.some((cell) => col >= cell.col && col < cell.col + cell.cols));
  if (!free.length) return false; // nothing but spans there: no row of cells to add
  const taken = new Set(spans.grid.cells.map((_, r) => rowIdOf(selection, r)));
  const id = newRowId(tableKeyOf(rowIdOf(selection, 0)), taken);
  const row = spans.grid.cells[bottom];
  const at = startOf(quill, row[row.length - 1]) + row[row.length - 1].length();
  // A new cell takes its column's alignment (the delimiter row is written by grid column; by the
  // header cell at its place in the row, a cell after a merged header took another column's, fuzz5),
  // or unaligned cells would outvote the column's.
  const edits: Edit[] = free.map((col) => {
    const align = columnAlignOf(spans.cells, col);
    return { at, order: col, insert: '\n', attributes: align ? { table: id, align } : { table: id } };
  });
  for (const cell of crossing) edits.push({ at: newlineOf(quill, cell.cell), order: 0, format: 1, attributes: { rowspan: span(cell.rows + 1) } });
  quill.updateContents(composeEdits(quill, edits), 'user');
  // As kit's AddRow: the new row, in the cursor's column (its first new cell when a span covers that).
  if (free.includes(selection.start.col)) moveToGridPlace(quill, spans.grid.index, bottom + 1, selection.start.col);
  else quill.setSelection(at, 0, 'silent');
  return true;
}

/**
 * AddCol: an empty column right of the selected columns; a colspan across that boundary grows over
 * it. The cursor goes to the new column in its row.
 */
export function addSpannedCol(view: KitWysiwygView): boolean {
  const selection = spannedTable(view);
  if (!selection) return new WwTableManager(view).addCol();
  const quill = view.quill;
  const { spans, area } = selection;
  const right = area.right;
  const edits: Edit[] = [];
  const grown = new Set<KitSpannedCell>();
  spans.grid.cells.forEach((_, r) => {
    const covering = spans.at[r][right];
    if (covering && covering.col + covering.cols - 1 > right) {
      if (!grown.has(covering)) edits.push({ at: newlineOf(quill, covering.cell), order: 0, format: 1, attributes: { colspan: span(covering.cols + 1) } });
      grown.add(covering);
      return;
    }
    edits.push({ at: insertionPoint(quill, selection, r, right + 1), order: r, insert: '\n', attributes: { table: rowIdOf(selection, r) } });
  });
  quill.updateContents(composeEdits(quill, edits), 'user');
  moveToGridPlace(quill, spans.grid.index, selection.start.row, right + 1);
  return true;
}

/** The inline content of a cell, as inserts at `at` (in order). */
function contentEdits(quill: QuillType, cell: KitSpannedCell, at: number, order: number, newline: Record<string, unknown>): Edit[] {
  const edits: Edit[] = quill
    .getContents(startOf(quill, cell.cell), cell.cell.length() - 1)
    .ops.map((op, i) => ({ at, order: order + i / 1000, insert: op.insert!, attributes: op.attributes }));
  return [...edits, { at, order: order + 0.999, insert: '\n', attributes: newline }];
}

/**
 * RemoveRow: the selected rows go; spans from above shrink, and a merged cell reaching below goes on
 * in the next row. The cursor goes to the row that followed them, else the one before, in its column.
 */
export function removeSpannedRow(view: KitWysiwygView): boolean {
  const selection = spannedTable(view);
  if (!selection) return new WwTableManager(view).removeRow();
  const quill = view.quill;
  const { spans, area } = selection;
  const { top, bottom } = area;
  if (top === 0 && bottom === spans.grid.cells.length - 1) return new WwTableManager(view).removeTable();
  const edits: Edit[] = [];
  for (const cell of spans.cells) {
    const last = cell.row + cell.rows - 1;
    if (cell.row < top && last >= top) {
      edits.push({ at: newlineOf(quill, cell.cell), order: 0, format: 1, attributes: { rowspan: span(cell.rows - (Math.min(last, bottom) - top + 1)) } });
    } else if (cell.row >= top && cell.row <= bottom) {
      edits.push({ at: startOf(quill, cell.cell), order: 0, delete: cell.cell.length() });
      if (last > bottom) {
        // The row first: Quill applies a line's formats in this order, and at the table's end the
        // line is a paragraph until `table` makes it a cell (a span set before was lost, fuzz5).
        const { table: _row, ...others } = cell.cell.formats();
        const formats = { table: rowIdOf(selection, bottom + 1), ...others, colspan: span(cell.cols), rowspan: span(last - bottom) };
        edits.push(...contentEdits(quill, cell, insertionPoint(quill, selection, bottom + 1, cell.col), cell.col, formats));
      }
    }
  }
  quill.updateContents(composeEdits(quill, edits), 'user');
  moveToGridPlace(quill, spans.grid.index, bottom + 1 < spans.grid.cells.length ? top : top - 1, selection.start.col);
  return true;
}

/**
 * RemoveCol: the selected columns go; colspans through them shrink, and a merged cell that starts in
 * them and reaches right keeps its place for the columns left. A row left without cells of its own
 * disappears, and rowspans through it shrink. The cursor goes to the column that followed them, else
 * the one before, in its row.
 */
export function removeSpannedCol(view: KitWysiwygView): boolean {
  const selection = spannedTable(view);
  if (!selection) return new WwTableManager(view).removeCol();
  const quill = view.quill;
  const { spans, area } = selection;
  const { left, right } = area;
  if (left === 0 && right >= spans.cols - 1) return new WwTableManager(view).removeTable();
  const edits: Edit[] = [];
  const deleted = new Set(spans.cells.filter((cell) => cell.col >= left && cell.col + cell.cols - 1 <= right));
  const gone = spans.grid.cells.map((row) => row.every((blot) => [...deleted].some((cell) => cell.cell === blot)));
  for (const cell of spans.cells) {
    if (deleted.has(cell)) {
      edits.push({ at: startOf(quill, cell.cell), order: 0, delete: cell.cell.length() });
      continue;
    }
    const last = cell.col + cell.cols - 1;
    const removed = Math.max(0, Math.min(last, right) - Math.max(cell.col, left) + 1);
    const rows = cell.rows - gone.slice(cell.row + 1, cell.row + cell.rows).filter(Boolean).length;
    if (removed || rows !== cell.rows) {
      // A merged cell that started in them starts in the column after them now, and takes its
      // alignment: its own was its first column's (markdown aligns columns, not cells).
      const moved = cell.col >= left ? { align: columnAlignOf(spans.cells, right + 1) } : {};
      edits.push({ at: newlineOf(quill, cell.cell), order: 0, format: 1, attributes: { colspan: span(cell.cols - removed), rowspan: span(rows), ...moved } });
    }
  }
  quill.updateContents(composeEdits(quill, edits), 'user');
  // The cursor's row, less the rows above it that went (its own going too, the next row).
  const row = selection.start.row - gone.slice(0, selection.start.row).filter(Boolean).length;
  moveToGridPlace(quill, spans.grid.index, row, right + 1 < spans.cols ? left : left - 1);
  return true;
}

/** AlignCol: every cell in the selected columns, merged ones included. */
export function alignSpannedCol(view: KitWysiwygView, align: KitTableAlign): boolean {
  const selection = spannedTable(view);
  if (!selection || !['left', 'center', 'right'].includes(align)) return new WwTableManager(view).alignCol(align);
  const quill = view.quill;
  const { spans, area } = selection;
  const edits: Edit[] = spans.cells
    .filter((cell) => cell.col <= area.right && cell.col + cell.cols - 1 >= area.left)
    .map((cell) => ({ at: newlineOf(quill, cell.cell), order: 0, format: 1, attributes: { align } }));
  quill.updateContents(composeEdits(quill, edits), 'user');
  return true;
}
