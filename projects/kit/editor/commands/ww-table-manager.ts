import type QuillType from 'quill';
import type { Delta } from 'quill';
import { describeValue } from 'kit-ui/core';
import type { QuillClass } from '../wysiwyg/quill-loader';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { newRowId, nextTableKey, tableKeyOf } from '../wysiwyg/wysiwyg-table-keys';
import { blockInsertionPoint, placeOfBlockAt, quoteParagraphsAsBlocks } from './ww-block-place';
import {
  type KitCellBlot,
  type KitQuillRange,
  type KitTableArea,
  type KitTableCellPosition,
  type KitTableGrid,
  WwTableSelectionManager,
  cellAt,
  currentSelection,
  gridOf,
  positionIn,
} from './ww-table-selection-manager';

/** A column alignment, as GFM writes it (`:---`, `:---:`, `---:`). */
export type KitTableAlign = 'left' | 'center' | 'right';

const ALIGNS: readonly KitTableAlign[] = ['left', 'center', 'right'];

/** The table at a position, as `getTableInfo()` returns it. */
export interface KitTableInfo {
  /** Row count, including the header row. */
  rows: number;
  /** Column count. */
  cols: number;
  /** The row of the cell at the position (0 is the header row). */
  row: number;
  /** The column of the cell at the position. */
  col: number;
  /**
   * Each column's alignment, read from its header cell; null when it has none (Quill keeps no
   * explicit left alignment, see `alignCol`).
   */
  alignments: (KitTableAlign | null)[];
  /** Where the table starts in the Quill document. */
  index: number;
  /** The table's length in the Quill document. */
  length: number;
}

/**
 * One change at an index of the current document, to be combined into a single Delta (also by
 * the table extension's commands); `order` sorts the changes at one index (else as given).
 */
export type Edit =
  | { at: number; order?: number; insert: string | Record<string, unknown>; attributes?: Record<string, unknown> }
  | { at: number; order?: number; delete: number }
  | { at: number; order?: number; format: number; attributes: Record<string, unknown> };

/** The Delta class of `quill` (kit loads Quill lazily, so it is never imported at runtime here). */
export function deltaClass(quill: QuillType): new () => Delta {
  return (quill.constructor as QuillClass).import('delta') as unknown as new () => Delta;
}

/** One Delta from edits given at indexes of the current document (in any order, none overlapping). */
export function composeEdits(quill: QuillType, edits: readonly Edit[]): Delta {
  let delta = new (deltaClass(quill))();
  let done = 0;
  for (const edit of [...edits].sort((a, b) => a.at - b.at || (a.order ?? 0) - (b.order ?? 0))) {
    // An edit inside what an earlier one retained or deleted goes where that one ended (never
    // further: the retains after it would shift every later edit by the overlap).
    delta = delta.retain(edit.at - done);
    done = Math.max(done, edit.at);
    if ('insert' in edit) {
      delta = delta.insert(edit.insert, edit.attributes);
    } else if ('delete' in edit) {
      delta = delta.delete(edit.delete);
      done += edit.delete;
    } else {
      delta = delta.retain(edit.format, edit.attributes);
      done += edit.format;
    }
  }
  return delta;
}

/** A table found at a range: its grid, the cell at the range's start and the selected cells. */
interface LocatedTable {
  grid: KitTableGrid;
  position: KitTableCellPosition;
  area: KitTableArea;
}

/**
 * The index of the last selected character (the cursor when collapsed): a selection that ends
 * right after a line's newline ends on that line, not on the next one.
 */
export function lastSelectedIndex(range: KitQuillRange): number {
  return range.index + Math.max(0, range.length - 1);
}


/** The row id of a cell (its `table` format). */
function rowIdOf(cell: KitCellBlot): string {
  return String(cell.formats()['table'] ?? cell.domNode.getAttribute('data-row') ?? '');
}

/** A cell's alignment; Quill's `justify` has no markdown equivalent. */
export function alignOf(cell: KitCellBlot | undefined): KitTableAlign | null {
  const align = cell?.formats()['align'];
  return align === 'center' || align === 'right' || align === 'left' ? align : null;
}

/** Checks a count argument: a whole number from 1. */
function checkCount(command: string, name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`${command} needs ${name} to be a whole number from 1, got ${describeValue(value)}.`);
  }
  return value;
}

/** Checks and flattens the cell texts (row by row; nested arrays are rows). */
function checkData(value: unknown): string[] {
  if (value == null) return [];
  if (!Array.isArray(value)) throw new Error(`Table needs data to be an array of cell texts, got ${describeValue(value)}.`);
  return (value as unknown[]).flat().map((text) => {
    if (text == null) return '';
    if (typeof text !== 'string' && typeof text !== 'number') {
      throw new Error(`Table needs each cell text to be a string, got ${describeValue(text)}.`);
    }
    return String(text).replace(/[\r\n]+/g, ' '); // a cell is one line in Quill and in GFM
  });
}

/**
 * Tables in WYSIWYG mode. Quill 2 keeps a table as one line per cell (`quill/formats/table`, with
 * the `table` module for keeping rows even); kit loads markdown tables into that form with
 * `tablesToQuill` (the header row becomes the first row, `align` becomes Quill's `align` format)
 * and writes them back with `tablesFromQuill`. Every change here is one Delta, so one user edit
 * (one `change` event, one undo step). Row and column changes act on the rows or columns the
 * selection covers (see `WwTableSelectionManager`) and do nothing outside a table or when the
 * editor is read-only; they return whether they changed anything.
 */
export class WwTableManager {
  /** The cells the selection covers. */
  readonly selection: WwTableSelectionManager;

  /** @param view The WYSIWYG view to edit. */
  constructor(private readonly view: KitWysiwygView) {
    this.selection = new WwTableSelectionManager(view);
  }

  /**
   * Whether the start of `range` (default: the selection) is in a table cell.
   * @param range A Quill range to read instead of the current selection.
   */
  isInTable(range: KitQuillRange | null = currentSelection(this.view.quill)): boolean {
    return !!range && cellAt(this.view.quill, range.index) !== null;
  }

  /**
   * The table at the start of `range` (default: the selection) and the cell there, or null outside
   * a table.
   * @param range A Quill range to read instead of the current selection.
   */
  getTableInfo(range: KitQuillRange | null = currentSelection(this.view.quill)): KitTableInfo | null {
    const found = range && this.locate(range);
    if (!found) return null;
    const { grid, position } = found;
    return {
      rows: grid.cells.length,
      cols: grid.cols,
      row: position.row,
      col: position.col,
      alignments: this.alignments(grid),
      index: grid.index,
      length: grid.length,
    };
  }

  /**
   * Inserts a table of `cols` columns and `rows` rows (the first is the markdown header row) in
   * place of the current empty line, or after the current block, and puts the cursor in its first
   * cell. `data` fills the cells row by row (`['h1', 'h2', 'a', 'b']`; nested arrays are read as
   * rows, missing cells stay empty). Returns false when read-only.
   * @throws Error naming the value when `cols` or `rows` is not a whole number from 1, or `data`
   * is not an array of strings.
   */
  createTable(cols: number, rows: number, data?: readonly unknown[]): boolean {
    checkCount('Table', 'cols', cols);
    checkCount('Table', 'rows', rows);
    const texts = checkData(data);
    const quill = this.view.quill;
    if (!quill.isEnabled()) return false;
    const range = quill.getSelection(true);
    quoteParagraphsAsBlocks(quill, range.index);
    const { at, lineAfter } = blockInsertionPoint(quill, lastSelectedIndex(range));
    // Two tables next to each other would merge into one in Quill: keep an empty line between.
    const lineBefore = at > 0 && cellAt(quill, at - 1) !== null;
    const edits: Edit[] = [];
    const place = placeOfBlockAt(quill, range.index);
    // In a quote, that line is an empty line of the quote: a plain one would end it, splitting it in two.
    const quoteLine = place['kit-quote'] ? { blockquote: true, 'kit-quote': place['kit-quote'], 'kit-quote-id': place['kit-quote-id'] } : undefined;
    if (lineBefore) edits.push({ at, insert: '\n', attributes: quoteLine });
    const ids = new Set<string>();
    const key = nextTableKey();
    for (let row = 0; row < rows; row++) {
      const id = newRowId(key, ids);
      ids.add(id);
      for (let col = 0; col < cols; col++) {
        const text = texts[row * cols + col] ?? '';
        if (text) edits.push({ at, insert: text });
        edits.push({ at, insert: '\n', attributes: { table: id, ...place } });
      }
    }
    if (lineAfter) edits.push({ at, insert: '\n' });
    else if (cellAt(quill, at) !== null) {
      // The line between it and a table after it: a line of their quote when that table is in the
      // same one (a plain line split the quote in two, and the other table was written outside it).
      const sameQuote = quoteLine && quill.getFormat(at, 1)['kit-quote-id'] === place['kit-quote-id'];
      edits.push({ at, insert: '\n', attributes: sameQuote ? quoteLine : undefined });
    }
    quill.updateContents(composeEdits(quill, edits), 'user');
    quill.setSelection(at + (lineBefore ? 1 : 0), 0, 'silent');
    return true;
  }

  /**
   * Adds an empty row below the selected rows, each cell aligned as its column, and puts the
   * cursor in it, in the same column.
   */
  addRow(): boolean {
    const found = this.editableTable();
    if (!found) return false;
    const { quill, grid, area, position } = found;
    const last = grid.cells[area.bottom][grid.cells[area.bottom].length - 1];
    const at = quill.getIndex(last as never) + last.length();
    const id = newRowId(tableKeyOf(rowIdOf(grid.cells[0][0])), this.rowIds(grid));
    const edits: Edit[] = this.alignments(grid).map((align) => ({
      at,
      insert: '\n',
      // GFM takes a column's alignment from a vote of its cells: new cells follow their column.
      attributes: align ? { table: id, align } : { table: id },
    }));
    quill.updateContents(composeEdits(quill, edits), 'user');
    quill.setSelection(at + Math.min(position.col, grid.cols - 1), 0, 'silent');
    return true;
  }

  /** Adds an empty column right of the selected columns and puts the cursor in it, in the same row. */
  addCol(): boolean {
    const found = this.editableTable();
    if (!found) return false;
    const { quill, grid, area, position } = found;
    let cursor = 0;
    const edits: Edit[] = grid.cells.map((row, r) => {
      const cell = row[Math.min(area.right, row.length - 1)];
      const at = quill.getIndex(cell as never) + cell.length();
      if (r === position.row) cursor = at + r; // each row above gained one cell (one character)
      return { at, insert: '\n', attributes: { table: rowIdOf(cell) } };
    });
    quill.updateContents(composeEdits(quill, edits), 'user');
    quill.setSelection(cursor, 0, 'silent');
    return true;
  }

  /**
   * Removes the selected rows (the whole table when they are all its rows) and puts the cursor
   * in the row that follows them, or else the one before, in the same column. Removing the header
   * row makes the next row the header.
   */
  removeRow(): boolean {
    const found = this.editableTable();
    if (!found) return false;
    const { quill, grid, area, position } = found;
    if (area.top === 0 && area.bottom === grid.cells.length - 1) return this.removeTable();
    const first = grid.cells[area.top][0];
    const lastRow = grid.cells[area.bottom];
    const from = quill.getIndex(first as never);
    const to = quill.getIndex(lastRow[lastRow.length - 1] as never) + lastRow[lastRow.length - 1].length();
    const nextRow = grid.cells[area.bottom + 1] ?? grid.cells[area.top - 1];
    const target = nextRow[Math.min(position.col, nextRow.length - 1)];
    this.applyAndMoveTo(composeEdits(quill, [{ at: from, delete: to - from }]), quill.getIndex(target as never));
    return true;
  }

  /**
   * Removes the selected columns (the whole table when they are all its columns) and puts the
   * cursor in the column that follows them, or else the one before, in the same row.
   */
  removeCol(): boolean {
    const found = this.editableTable();
    if (!found) return false;
    const { quill, grid, area, position } = found;
    if (area.left === 0 && area.right >= grid.cols - 1) return this.removeTable();
    const edits: Edit[] = [];
    for (const row of grid.cells) {
      const cells = row.slice(area.left, area.right + 1);
      if (!cells.length) continue;
      const from = quill.getIndex(cells[0] as never);
      const last = cells[cells.length - 1];
      edits.push({ at: from, delete: quill.getIndex(last as never) + last.length() - from });
    }
    const row = grid.cells[position.row];
    const target = row[area.right + 1] ?? row[area.left - 1] ?? row[0];
    this.applyAndMoveTo(composeEdits(quill, edits), quill.getIndex(target as never));
    return true;
  }

  /** Removes the table at the cursor and puts the cursor where it was. */
  removeTable(): boolean {
    const found = this.editableTable();
    if (!found) return false;
    const { quill, grid } = found;
    this.applyAndMoveTo(composeEdits(quill, [{ at: grid.index, delete: grid.length }]), grid.index);
    return true;
  }

  /**
   * Aligns the selected columns: every cell of each, so that GFM (which takes a column's
   * alignment from a vote of its cells) writes `:---`, `:---:` or `---:` (kit's align format keeps
   * an explicit `left`, which Quill's own has not).
   * The selection stays as it was.
   * @throws Error naming the value when `align` is not `'left'`, `'center'` or `'right'`.
   */
  alignCol(align: KitTableAlign): boolean {
    if (!ALIGNS.includes(align)) {
      throw new Error(`AlignCol needs "left", "center" or "right", got ${describeValue(align)}.`);
    }
    const found = this.editableTable();
    if (!found) return false;
    const { quill, grid, area } = found;
    const value = align;
    const edits: Edit[] = [];
    for (const row of grid.cells) {
      for (const cell of row.slice(area.left, area.right + 1)) {
        // A cell's block formats live on its newline.
        edits.push({ at: quill.getIndex(cell as never) + cell.length() - 1, format: 1, attributes: { align: value } });
      }
    }
    quill.updateContents(composeEdits(quill, edits), 'user');
    return true;
  }

  /** The table, cell and selected area at `range`, or null outside a table. */
  private locate(range: KitQuillRange): LocatedTable | null {
    const quill = this.view.quill;
    const cell = cellAt(quill, range.index);
    if (!cell) return null;
    const grid = gridOf(quill, cell);
    const position = positionIn(grid, cell)!;
    const area = this.selection.getSelectedArea(range) ?? { top: position.row, bottom: position.row, left: position.col, right: position.col };
    return { grid, position, area };
  }

  /** The table at the selection, when the editor is editable; focuses it (a command's target). */
  private editableTable(): (LocatedTable & { quill: QuillType }) | null {
    const quill = this.view.quill;
    if (!quill.isEnabled()) return null;
    const found = this.locate(quill.getSelection(true));
    return found && { ...found, quill };
  }

  /** Applies `change` as a user edit and puts the cursor where `index` (before it) ends up. */
  private applyAndMoveTo(change: Delta, index: number): void {
    const quill = this.view.quill;
    quill.updateContents(change, 'user');
    quill.setSelection(Math.min(change.transformPosition(index), quill.getLength() - 1), 0, 'silent');
  }

  /** Each column's alignment, from the header row. */
  private alignments(grid: KitTableGrid): (KitTableAlign | null)[] {
    return Array.from({ length: grid.cols }, (_, col) => alignOf(grid.cells[0]?.[col]));
  }

  /** The row ids in use in `grid`. */
  private rowIds(grid: KitTableGrid): Set<string> {
    return new Set(grid.cells.map((row) => rowIdOf(row[0])));
  }
}
