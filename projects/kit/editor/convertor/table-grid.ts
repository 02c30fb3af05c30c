/*
 * HTML tables from outside (setHtml, paste) in the shape a GFM table has: one header row, and a
 * cell at every place of the grid. Web pages merge cells (`rowspan`, `colspan`) and stack header
 * rows; Quill and GFM know neither, so the cells after a merged one moved left under the wrong
 * header, and a second header row was written as a broken delimiter row.
 */

/**
 * Gives every table under `root` one header row (the header's other rows become the first body
 * rows; with none, the first row is the header) and, unless `keepSpans` (the table extension writes merged cells as `@cols=N:`), splits
 * merged cells: the text stays in the first place, the others get empty cells of the same kind.
 */
export function gridTables(root: ParentNode, keepSpans: boolean): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (!keepSpans) splitMergedCells(table);
    // No header row: the first row is the header (as WYSIWYG and paste read it; an empty one was
    // made up). A one-row table is a page's layout box, which stays text.
    const firstRow = table.rows[0];
    if (!table.tHead && table.rows.length > 1 && !firstRow.querySelector('th')) {
      const head = table.createTHead();
      for (const cell of Array.from(firstRow.cells)) {
        const header = table.ownerDocument.createElement('th');
        header.append(...Array.from(cell.childNodes));
        for (const { name, value } of Array.from(cell.attributes)) header.setAttribute(name, value);
        cell.replaceWith(header);
      }
      head.append(firstRow);
    }
    const head = table.tHead;
    if (head && head.rows.length > 1) {
      const body = table.tBodies[0] ?? table.insertBefore(table.ownerDocument.createElement('tbody'), head.nextSibling);
      body.prepend(...Array.from(head.rows).slice(1));
    }
  }
}

/** Replaces each merged cell of `table` by the cells it covers (its own first, empty ones after). */
function splitMergedCells(table: HTMLTableElement): void {
  const rows = Array.from(table.rows);
  if (!rows.some((row) => Array.from(row.cells).some((cell) => cell.rowSpan > 1 || cell.colSpan > 1))) return;
  // For each row, the places still taken by a cell merged down from above: place → its tag.
  const takenBelow: Map<number, string>[] = rows.map(() => new Map());
  rows.forEach((row, r) => {
    let place = 0;
    const cells = Array.from(row.cells);
    const taken = takenBelow[r];
    // The grid order of this row: its own cells, with the places taken from above in between.
    const order: (HTMLTableCellElement | string)[] = [];
    for (const cell of cells) {
      while (taken.has(place)) order.push(taken.get(place)!), place++;
      order.push(cell);
      const cols = Math.max(1, Math.min(cell.colSpan, 1000));
      const down = Math.max(1, Math.min(cell.rowSpan || 1, rows.length - r));
      for (let c = 0; c < cols; c++) {
        if (c > 0) order.push(cell.tagName.toLowerCase());
        for (let below = 1; below < down; below++) takenBelow[r + below].set(place + c, cell.tagName.toLowerCase());
      }
      place += cols;
      cell.removeAttribute('colspan');
      cell.removeAttribute('rowspan');
    }
    while (taken.has(place)) order.push(taken.get(place)!), place++;
    // Lay the row out in grid order: empty cells where merged ones were.
    for (const item of order) row.appendChild(typeof item === 'string' ? row.ownerDocument.createElement(item) : item);
  });
}
