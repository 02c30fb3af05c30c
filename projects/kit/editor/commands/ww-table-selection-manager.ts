import type QuillType from 'quill';
import { describeValue } from 'kit-ui/core';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';

/** A cell of a table by its indexes: row 0 is the header row, column 0 the first column. */
export interface KitTableCellPosition {
  /** Row index; 0 is the header row. */
  row: number;
  /** Column index. */
  col: number;
}

/** A rectangle of cells: rows `top` to `bottom` and columns `left` to `right`, all inclusive. */
export interface KitTableArea {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A Quill range: a start index and a length. */
export interface KitQuillRange {
  index: number;
  length: number;
}

/**
 * What kit reads from a Quill table cell blot (`quill/formats/table` `TableCell`, blot name
 * `table`, a `<td data-row>`). Typed structurally: Quill ships its blots with loose types.
 */
export interface KitCellBlot {
  statics: { blotName: string };
  domNode: HTMLElement;
  parent: KitRowBlot;
  length(): number;
  formats(): Record<string, unknown>;
}

/** A Quill table row blot (`<tr>`). */
interface KitRowBlot {
  children: { map<T>(callback: (cell: KitCellBlot) => T): T[] };
  parent: { parent: KitTableBlot };
}

/** A Quill table blot (`<table>`, holding one `<tbody>`). */
interface KitTableBlot {
  length(): number;
  children: { head: { children: { map<T>(callback: (row: KitRowBlot) => T): T[] } } | null };
}

/**
 * A Quill table read as a grid. Quill keeps a table as one line per cell: each cell's text ends
 * with a `\n` whose `table` attribute is its row's id (cells of one row share it). Kit's first row
 * is the markdown header row (`tablesFromQuill` makes it `<thead>` again).
 * @internal Shared with `WwTableManager`.
 */
export interface KitTableGrid {
  /** The table blot. */
  table: KitTableBlot;
  /** Where the table starts in the document. */
  index: number;
  /** Its length (every cell's text and `\n`). */
  length: number;
  /** The cell blots, row by row. */
  cells: KitCellBlot[][];
  /** The widest row's cell count. */
  cols: number;
}

/**
 * The selection, or where it was when the editor lost focus (a toolbar asks while it has the
 * focus), without focusing the editor.
 */
export function currentSelection(quill: QuillType): KitQuillRange {
  return quill.getSelection() ?? quill.selection.savedRange;
}

/** The cell blot of the line at `index`, or null when that line is not a table cell. */
export function cellAt(quill: QuillType, index: number): KitCellBlot | null {
  const [line] = quill.getLine(Math.max(0, Math.min(index, quill.getLength() - 1)));
  const cell = line as unknown as KitCellBlot | null;
  return cell?.statics.blotName === 'table' ? cell : null;
}

/** The grid of the table that holds `cell`. */
export function gridOf(quill: QuillType, cell: KitCellBlot): KitTableGrid {
  const table = cell.parent.parent.parent;
  const cells = table.children.head?.children.map((row) => row.children.map((c) => c)) ?? [];
  return {
    table,
    index: quill.getIndex(table as never),
    length: table.length(),
    cells,
    cols: cells.reduce((max, row) => Math.max(max, row.length), 0),
  };
}

/** Where `cell` is in `grid`, or null if it is not in it. */
export function positionIn(grid: KitTableGrid, cell: KitCellBlot): KitTableCellPosition | null {
  for (let row = 0; row < grid.cells.length; row++) {
    const col = grid.cells[row].indexOf(cell);
    if (col >= 0) return { row, col };
  }
  return null;
}

/**
 * The cells a WYSIWYG selection covers in a table. Quill's selection is a stretch of text, so a
 * selection from one cell to another covers the rectangle between them, as in a spreadsheet (and
 * as TOAST UI Editor's table selection): selecting from the header's second cell to the next
 * row's first cell covers the first two columns of both rows. The table is the one that holds
 * the selection's start; a selection that runs past the table ends at its last cell.
 * Table commands (`RemoveRow`, `RemoveCol`, `AlignCol`) act on these cells.
 */
export class WwTableSelectionManager {
  /** @param view The WYSIWYG view whose Quill selection is read and set. */
  constructor(private readonly view: KitWysiwygView) {}

  /**
   * The rectangle of cells the selection covers, or null when the selection does not start in a
   * table.
   * @param range A Quill range to read instead of the current selection.
   */
  getSelectedArea(range: KitQuillRange | null = currentSelection(this.view.quill)): KitTableArea | null {
    if (!range) return null;
    const quill = this.view.quill;
    const first = cellAt(quill, range.index);
    if (!first) return null;
    const grid = gridOf(quill, first);
    const start = positionIn(grid, first)!;
    // The last selected character, so that a selection ending right after a cell's newline
    // (at the next cell's start) does not take in the next cell.
    const lastIndex = range.index + Math.max(0, range.length - 1);
    const lastCell = cellAt(quill, lastIndex);
    const end = (lastCell && positionIn(grid, lastCell)) ?? this.lastPosition(grid, lastIndex);
    return {
      top: Math.min(start.row, end.row),
      bottom: Math.max(start.row, end.row),
      left: Math.min(start.col, end.col),
      right: Math.max(start.col, end.col),
    };
  }

  /**
   * The cells the selection covers, row by row (`[]` outside a table). A collapsed cursor in a
   * cell covers that cell.
   * @param range A Quill range to read instead of the current selection.
   */
  getSelectedCells(range?: KitQuillRange | null): KitTableCellPosition[] {
    const area = this.getSelectedArea(range);
    if (!area) return [];
    const cells: KitTableCellPosition[] = [];
    for (let row = area.top; row <= area.bottom; row++) {
      for (let col = area.left; col <= area.right; col++) cells.push({ row, col });
    }
    return cells;
  }

  /** Whether the selection covers more than one cell. */
  hasMultipleCells(range?: KitQuillRange | null): boolean {
    return this.getSelectedCells(range).length > 1;
  }

  /**
   * Selects from the start of cell `start` to the end of cell `end`'s text, in the table at the
   * selection (a user selection change). Returns false, changing nothing, outside a table.
   * @throws Error naming the position when a cell is not in the table.
   */
  selectCells(start: KitTableCellPosition, end: KitTableCellPosition = start): boolean {
    const quill = this.view.quill;
    const range = quill.getSelection(true);
    const cell = cellAt(quill, range.index);
    if (!cell) return false;
    const grid = gridOf(quill, cell);
    const from = this.cellOf(grid, start, 'start');
    const to = this.cellOf(grid, end, 'end');
    const fromIndex = quill.getIndex(from as never);
    const toIndex = quill.getIndex(to as never) + to.length() - 1; // before the cell's newline
    const index = Math.min(fromIndex, toIndex);
    quill.setSelection(index, Math.max(fromIndex, toIndex) - index, 'user');
    return true;
  }

  /** The cell blot at `position`, or an error naming it. */
  private cellOf(grid: KitTableGrid, position: KitTableCellPosition, name: string): KitCellBlot {
    const cell = grid.cells[position?.row]?.[position?.col];
    if (!cell || !Number.isInteger(position.row) || !Number.isInteger(position.col)) {
      throw new Error(
        `selectCells: ${name} ${describeValue(position)} is not a cell of this ${grid.cells.length}×${grid.cols} table.`,
      );
    }
    return cell;
  }

  /** Where a selection end outside the table stops: its last cell, or its first if before it. */
  private lastPosition(grid: KitTableGrid, index: number): KitTableCellPosition {
    if (index < grid.index) return { row: 0, col: 0 };
    const row = grid.cells.length - 1;
    return { row, col: grid.cells[row].length - 1 };
  }
}
