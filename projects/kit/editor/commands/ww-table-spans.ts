import type QuillType from 'quill';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { type Edit, type KitTableAlign, alignOf, composeEdits, lastSelectedIndex } from './ww-table-manager';
import { type KitCellBlot, type KitTableArea, type KitTableGrid, cellAt, gridOf } from './ww-table-selection-manager';

/** A cell of a table with merged cells: where it starts on the grid and how far it reaches. */
export interface KitSpannedCell {
  /** The cell's Quill blot. */
  cell: KitCellBlot;
  /** The grid row it starts in (0 is the header row). */
  row: number;
  /** The grid column it starts in. */
  col: number;
  /** How many rows it covers (its rowspan, cut at the table's end). */
  rows: number;
  /** How many columns it covers (its colspan). */
  cols: number;
}

/** A table read as a grid with spans: `at[row][col]` is the cell covering that place. */
export interface KitSpanGrid {
  /** The table's rows of cell blots, as Quill has them. */
  grid: KitTableGrid;
  /** The cells, row by row, each once. */
  cells: KitSpannedCell[];
  /** `at[row][col]`: the cell covering that place of the grid. */
  at: (KitSpannedCell | undefined)[][];
  /** The grid's width: its widest row, counting spans. */
  cols: number;
}

/** The grid of `grid`'s table, with each cell's colspan and rowspan (a rowspan ends at the table's end). */
export function spanGridOf(grid: KitTableGrid): KitSpanGrid {
  const at: (KitSpannedCell | undefined)[][] = grid.cells.map(() => []);
  const cells: KitSpannedCell[] = [];
  grid.cells.forEach((row, r) => {
    let col = 0;
    for (const cell of row) {
      while (at[r][col]) col++;
      const td = cell.domNode as HTMLTableCellElement;
      const spanned = { cell, row: r, col, rows: Math.max(1, Math.min(td.rowSpan || 1, grid.cells.length - r)), cols: Math.max(1, td.colSpan || 1) };
      cells.push(spanned);
      for (let y = r; y < r + spanned.rows; y++) for (let x = col; x < col + spanned.cols; x++) at[y][x] = spanned;
      col += spanned.cols;
    }
  });
  return { grid, cells, at, cols: Math.max(0, ...at.map((row) => row.length)) };
}

/** Whether `cell` lies (partly) in `area`. */
function overlaps(cell: KitSpannedCell, area: KitTableArea): boolean {
  return cell.row <= area.bottom && cell.row + cell.rows - 1 >= area.top && cell.col <= area.right && cell.col + cell.cols - 1 >= area.left;
}

/**
 * The rectangle from cell `a` to cell `b`, grown until no merged cell sticks out of it (as the
 * original's table selection takes in whole merged cells).
 */
export function spannedArea(spans: KitSpanGrid, a: KitSpannedCell, b: KitSpannedCell): KitTableArea {
  const area = {
    top: Math.min(a.row, b.row),
    bottom: Math.max(a.row + a.rows, b.row + b.rows) - 1,
    left: Math.min(a.col, b.col),
    right: Math.max(a.col + a.cols, b.col + b.cols) - 1,
  };
  for (let grown = true; grown; ) {
    grown = false;
    for (const cell of spans.cells) {
      if (!overlaps(cell, area)) continue;
      const before = { ...area };
      area.top = Math.min(area.top, cell.row);
      area.bottom = Math.max(area.bottom, cell.row + cell.rows - 1);
      area.left = Math.min(area.left, cell.col);
      area.right = Math.max(area.right, cell.col + cell.cols - 1);
      grown ||= before.top !== area.top || before.bottom !== area.bottom || before.left !== area.left || before.right !== area.right;
    }
  }
  return area;
}

/** The table at the selection: its span grid, the selected rectangle and the cells in it (row by row). */
export interface KitSpanSelection {
  /** The table's span grid. */
  spans: KitSpanGrid;
  /** The selected rectangle, grown to take in whole merged cells. */
  area: KitTableArea;
  /** The cells in `area`, row by row. */
  cells: KitSpannedCell[];
  /** The cell the selection starts in (the cursor's). */
  start: KitSpannedCell;
}

/** The table cells the WYSIWYG selection covers (whole merged cells), or null outside a table. */
export function spanSelectionOf(quill: QuillType): KitSpanSelection | null {
  const range = quill.getSelection() ?? quill.selection.savedRange;
  const first = range && cellAt(quill, range.index);
  if (!first) return null;
  const spans = spanGridOf(gridOf(quill, first));
  const last = cellAt(quill, lastSelectedIndex(range));
  const find = (cell: KitCellBlot | null) => spans.cells.find((c) => c.cell === cell);
  const a = find(first)!;
  const b = find(last) ?? spans.cells[spans.cells.length - 1];
  const area = spannedArea(spans, a, b);
  return { spans, area, cells: spans.cells.filter((cell) => overlaps(cell, area)), start: a };
}

/**
 * Puts the cursor at the start of the cell covering grid place (`row`, `col`) of the table that
 * starts at `tableIndex`, read again after an edit (each clamped to the table's size).
 */
export function moveToGridPlace(quill: QuillType, tableIndex: number, row: number, col: number): void {
  const first = cellAt(quill, tableIndex);
  if (!first) return;
  const { at } = spanGridOf(gridOf(quill, first));
  const line = at[Math.max(0, Math.min(row, at.length - 1))] ?? [];
  const target = line[Math.max(0, Math.min(col, line.length - 1))];
  if (target) quill.setSelection(startOf(quill, target.cell), 0, 'silent');
}

/** Whether MergeCells would merge: two cells or more, not both header and body cells (as the original). */
export function canMergeCells(selection: KitSpanSelection | null): selection is KitSpanSelection {
  return !!selection && selection.cells.length > 1 && !(selection.area.top === 0 && selection.area.bottom > 0);
}

/** Whether UnmergeCells would split: a merged cell is selected. */
export function canUnmergeCells(selection: KitSpanSelection | null): selection is KitSpanSelection {
  return !!selection && selection.cells.some((cell) => cell.rows > 1 || cell.cols > 1);
}

/** Where a cell starts in the document. */
export const startOf = (quill: QuillType, cell: KitCellBlot) => quill.getIndex(cell as never);
/** Where a cell's newline (which holds its formats) is. */
export const newlineOf = (quill: QuillType, cell: KitCellBlot) => startOf(quill, cell) + cell.length() - 1;
/** A span format's value: none for 1. */
export const span = (n: number) => (n > 1 ? String(n) : null);

/** The alignment most of the unmerged cells in grid column `col` have (null: none). */
export function columnAlignOf(cells: readonly KitSpannedCell[], col: number): KitTableAlign | null {
  const votes = new Map<KitTableAlign | null, number>();
  let winner: KitTableAlign | null = null;
  for (const cell of cells) {
    if (cell.col !== col || cell.cols !== 1) continue;
    const align = alignOf(cell.cell);
    votes.set(align, (votes.get(align) ?? 0) + 1);
    if (votes.get(align)! > (votes.get(winner) ?? 0)) winner = align;
  }
  return winner;
}

/**
 * MergeCells: the selected cells become their top-left cell, spanning the rectangle; it keeps its
 * content, or takes the first content of the others (the original's `_pickContent`: the rest is
 * dropped). A row left without cells of its own disappears, and spans through it shrink. One
 * user edit; the cursor goes to the merged cell. Returns whether anything changed.
 */
export function mergeCells(view: KitWysiwygView): boolean {
  const quill = view.quill;
  if (!quill.isEnabled()) return false;
  quill.focus();
  const selection = spanSelectionOf(quill);
  if (!canMergeCells(selection)) return false;
  const { spans, area, cells } = selection;
  const merger = spans.at[area.top][area.left]!;
  const edits: Edit[] = [];
  for (const cell of cells) if (cell !== merger) edits.push({ at: startOf(quill, cell.cell), order: 0, delete: cell.cell.length() });
  const content = cells.find((cell) => cell.cell.length() > 1);
  if (merger.cell.length() <= 1 && content) {
    const start = startOf(quill, content.cell);
    quill.getContents(start, content.cell.length() - 1).ops.forEach((op, i) => edits.push({ at: startOf(quill, merger.cell), order: i, insert: op.insert!, attributes: op.attributes }));
  }
  // Rows whose every cell is merged away are gone in Quill (a row is its cells): spans lose them.
  const gone = spans.grid.cells.map((row) => row.every((cell) => cell !== merger.cell && cells.some((c) => c.cell === cell)));
  const rows = (cell: KitSpannedCell) => cell.rows - gone.slice(cell.row + 1, cell.row + cell.rows).filter(Boolean).length;
  const height = area.bottom - area.top + 1 - gone.slice(area.top + 1, area.bottom + 1).filter(Boolean).length;
  // After the content taken in: in an empty merger its newline is where that content goes, and the
  // inserts after the first went past the newline, into the next cell (fuzz5).
  edits.push({ at: newlineOf(quill, merger.cell), order: Number.MAX_SAFE_INTEGER, format: 1, attributes: { colspan: span(area.right - area.left + 1), rowspan: span(height) } });
  for (const cell of spans.cells) {
    if (cells.includes(cell) || rows(cell) === cell.rows) continue;
    edits.push({ at: newlineOf(quill, cell.cell), order: 0, format: 1, attributes: { rowspan: span(rows(cell)) } });
  }
  quill.updateContents(composeEdits(quill, edits), 'user');
  quill.setSelection(startOf(quill, merger.cell), 0, 'silent');
  return true;
}

/**
 * UnmergeCells: every merged cell in the selection becomes single again, and empty cells fill the
 * places it covered (the original's `_unmergeCells`). One user edit; the cursor goes to the first
 * of them. Returns whether anything changed.
 */
export function unmergeCells(view: KitWysiwygView): boolean {
  const quill = view.quill;
  if (!quill.isEnabled()) return false;
  quill.focus();
  const selection = spanSelectionOf(quill);
  if (!canUnmergeCells(selection)) return false;
  const { spans, cells } = selection;
  const merged = cells.filter((cell) => cell.rows > 1 || cell.cols > 1);
  const edits: Edit[] = [];
  let sequence = 0; // new cells in row-then-column order, however many columns the table has
  for (const target of merged) {
    // After the cells inserted at the same place: an empty merged cell's newline is where the cell
    // before it in its row goes (fuzz5: the new cells landed past it, and one took in a character of
    // the paragraph after the table).
    edits.push({ at: newlineOf(quill, target.cell), order: Number.MAX_SAFE_INTEGER, format: 1, attributes: { colspan: null, rowspan: null } });
    for (let r = target.row; r < target.row + target.rows; r++) {
      const row = spans.cells.filter((cell) => cell.row === r);
      const rowId = String(row[0]?.cell.formats()['table'] ?? spans.grid.cells[r][0].formats()['table']);
      for (let c = target.col; c < target.col + target.cols; c++) {
        if (r === target.row && c === target.col) continue;
        const next = row.find((cell) => cell.col > c);
        const last = spans.grid.cells[r][spans.grid.cells[r].length - 1];
        const at = next ? startOf(quill, next.cell) : startOf(quill, last) + last.length();
        // Row by row, then column by column: a row's end is where the next row starts. Each new
        // cell takes its column's alignment, not the merged cell's (fuzz5: the preview showed the
        // column's, WYSIWYG the merged cell's).
        const align = columnAlignOf(spans.cells, c);
        edits.push({ at, order: ++sequence, insert: '\n', attributes: align ? { table: rowId, align } : { table: rowId } });
      }
    }
  }
  quill.updateContents(composeEdits(quill, edits), 'user');
  quill.setSelection(startOf(quill, merged[0].cell), 0, 'silent');
  return true;
}
