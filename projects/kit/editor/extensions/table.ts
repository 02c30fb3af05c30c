/**
 * `table`: merged cells in the preview and the viewer. A cell written `@cols=2:text` spans two
 * columns, `@rows=3:text` three rows (both may be combined); the cells a merge covers are simply
 * left out of the markdown row, as TOAST UI Editor's table extension writes them.
 *
 * What is left out, and why: Quill 2's table blots have no colspan/rowspan, so WYSIWYG shows such
 * a table with the `@cols=N:` text in its cell (nothing is lost, the markdown round-trips
 * unchanged) and the MergeCells/UnmergeCells commands do not exist.
 */

import type { MarkedExtension } from 'marked';
import type { Observable } from 'rxjs';
import type { KitEditorApi } from '../editor-api';
import type { KitViewer } from '../viewer/kit-viewer';
import { mergedHeaderTableExtension } from './table-merged-header';

const MERGE_PREFIX = /^@(cols|rows)=(\d{1,3}):/;

/** Applies `@cols=N:` / `@rows=N:` to every table under `root` (already sanitized HTML). */
export function applyMergedCells(root: ParentNode): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (!table.textContent?.includes('@')) continue;
    const rows = Array.from(table.rows);
    const width = rows[0]?.cells.length ?? 0;
    // How many cells of each column are still covered by a rowspan from above.
    const coveredBelow = new Array<number>(width).fill(0);
    for (const row of rows) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        while (column < width && coveredBelow[column] > 0) column++;
        const { cols, rows: span } = readPrefix(cell);
        if (cols > 1) cell.colSpan = Math.min(cols, Math.max(width - column, 1));
        if (span > 1) cell.rowSpan = span;
        for (let c = column; c < column + cell.colSpan && c < width; c++) coveredBelow[c] = Math.max(coveredBelow[c], cell.rowSpan);
        column += cell.colSpan;
      }
      // GFM pads short rows with empty cells: drop the padding a merge made redundant.
      while (column > width && row.cells.length && isEmpty(row.cells[row.cells.length - 1])) {
        column -= row.cells[row.cells.length - 1].colSpan;
        row.deleteCell(row.cells.length - 1);
      }
      for (let c = 0; c < width; c++) if (coveredBelow[c] > 0) coveredBelow[c]--;
    }
  }
}

function readPrefix(cell: HTMLTableCellElement): { cols: number; rows: number } {
  const spans = { cols: 1, rows: 1 };
  const first = firstTextNode(cell);
  if (!first) return spans;
  let text = first.data;
  for (let match = MERGE_PREFIX.exec(text); match; match = MERGE_PREFIX.exec(text)) {
    spans[match[1] as 'cols' | 'rows'] = Math.max(1, Number(match[2]));
    text = text.slice(match[0].length);
  }
  first.data = text;
  return spans;
}

function firstTextNode(node: Node): Text | null {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) return (child as Text).data.trim() ? (child as Text) : null;
    const inner = firstTextNode(child);
    if (inner) return inner;
  }
  return null;
}

function isEmpty(cell: HTMLTableCellElement): boolean {
  return !cell.textContent?.trim() && !cell.querySelector('img');
}

/** The `table` extension: merged cells wherever markdown is rendered (preview, viewer, `getHtml()`). */
export function tableExtension(instance: KitEditorApi | KitViewer): void {
  // The instances' own streams, not on(): an app's off('previewRenderAfter') keeps merging (Part C 4).
  const service: {
    on$(type: 'previewRenderAfter'): Observable<{ el: HTMLElement }>;
    useMarkdownExtension(extension: MarkedExtension): void;
  } = instance.isViewer() ? (instance as KitViewer).getService() : (instance as KitEditorApi).getService();
  service.on$('previewRenderAfter').subscribe(({ el }) => applyMergedCells(el));
  if (!instance.isViewer()) (instance as KitEditorApi).getService().addHtmlPass(applyMergedCells); // getHtml() too
  // TOAST UI writes a merged header cell as one cell over several delimiter cells: read it as a
  // table. This draws the content again, so what was drawn before the extension ran is merged too.
  service.useMarkdownExtension(mergedHeaderTableExtension());
}
