import type QuillType from 'quill';
import { addFirst } from './wysiwyg-keys';
import { cellAt, gridOf } from '../commands/ww-table-selection-manager';
import { spanGridOf, startOf } from '../commands/ww-table-spans';

/**
 * Where the place `index` (in a table cell) is in the cell above or below (`step`): the cell
 * covering the grid column of the selection's start (`anchor`, so repeated presses keep to it past
 * merged cells) in the row above it or below its last row (by its place in the row, Shift+Down from
 * a cell after a merge went to another column, and a merge of the selection then took cells the
 * user had not chosen, fuzz5), at the same offset as far as it goes; null outside a table or past
 * its edge.
 */
function placeInRow(quill: QuillType, index: number, step: 1 | -1, anchor: number): number | null {
  // A selection's end right after a cell's newline ends in that cell (`lastSelectedIndex`).
  const cell = cellAt(quill, index > anchor ? index - 1 : index);
  if (!cell) return null;
  const { cells, at } = spanGridOf(gridOf(quill, cell));
  const here = cells.find((spanned) => spanned.cell === cell);
  const start = cellAt(quill, anchor);
  const column = cells.find((spanned) => spanned.cell === start)?.col ?? here?.col;
  const target = here && column !== undefined && at[step > 0 ? here.row + here.rows : here.row - 1]?.[column];
  if (!target) return null;
  // Going down, a selection's end right at a cell's start counts as ending in the cell before
  // (`lastSelectedIndex`): at least one place in, past an empty cell's newline, so the cell below
  // is selected (merging such a selection took the wrong cells, fuzz5).
  const offset = Math.min(index - startOf(quill, cell), target.cell.length() - 1);
  return startOf(quill, target.cell) + (step > 0 ? Math.max(1, offset) : offset);
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
      const target = placeInRow(quill, end, step, range.index);
      if (target === null) return true;
      quill.setSelection(Math.min(range.index, target), Math.abs(target - range.index), 'user');
      return false;
    });
  }
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
