/**
 * Merged table cells as TOAST UI Editor's table extension writes them in markdown: a cell written
 * `@cols=2:text` spans two columns, `@rows=3:text` three rows (both may be combined), and the cells
 * a merge covers are left out of the markdown row. `applyMergedCells` reads the prefixes of
 * rendered HTML (preview, viewer, getHtml(), and WYSIWYG loading when the extension is on);
 * `prefixMergedCells` writes them for HTML going back to markdown.
 */

import type { MarkedExtension } from 'marked';

/** One span prefix at the start of a cell's markdown (`@cols=2:`, `@rows=3:`). */
export const MERGE_PREFIX = /^@(cols|rows)=(\d{1,3}):/;

/** The prefixes at the start of a cell's markdown and the colspan they give (`@rows=2:@cols=3:x` → 3). */
export const PREFIXED_COLSPAN = /^(?:@rows=\d{1,3}:)?@cols=(\d{1,3}):/;

/**
 * The attribute of a span around the `@` of text that reads as a prefix but is text: rendered for
 * `\@cols=2:` (the escape itself is gone in HTML, so the reader below would take it for a merge),
 * and put by `prefixMergedCells` around such text for the convertor to write `\@`. Without it, a
 * cell that said "@cols=2:user" (pasted, or typed in WYSIWYG) lost those words to a merge after the
 * next mode switch (extensions QA, 2026-11-28).
 */
export const LITERAL_ATTRIBUTE = 'data-kit-literal-at';

/** The marked extension that renders an escaped prefix's `@` in a `LITERAL_ATTRIBUTE` span, so it stays text. */
export function literalPrefixesExtension(): MarkedExtension {
  return {
    extensions: [
      {
        name: 'kitLiteralPrefix',
        level: 'inline',
        start: (src: string) => src.match(/\\@(?:cols|rows)=\d/)?.index,
        tokenizer: (src: string) => (/^\\@(?=(?:cols|rows)=\d{1,3}:)/.test(src) ? { type: 'kitLiteralPrefix', raw: '\\@' } : undefined),
        renderer: () => `<span ${LITERAL_ATTRIBUTE}="">@</span>`,
      },
    ],
  };
}

/** Applies `@cols=N:` / `@rows=N:` to every table under `root` (already sanitized HTML). */
export function applyMergedCells(root: ParentNode): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (!table.textContent?.includes('@')) continue;
    const rows = Array.from(table.rows);
    const width = rows[0]?.cells.length ?? 0;
    // GFM aligns columns, and marked gives cell N the Nth column's alignment: a cell after a merge
    // sits in a later column, so each cell gets its own column's (read from the header, one cell
    // per column as the tokenizer padded it).
    const aligns = Array.from(rows[0]?.cells ?? [], (cell) => cell.getAttribute('align'));
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
        const align = aligns[Math.min(column, width - 1)];
        if (align) cell.setAttribute('align', align);
        else cell.removeAttribute('align');
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

/**
 * Writes each merged cell's spans as prefixes of its text, `@rows=R:@cols=C:` (the original's
 * order), as the original's extension did before HTML became markdown. The attributes stay: the
 * turndown table rules leave out the padding cells of a cell whose prefix names its colspan.
 */
export function prefixMergedCells(root: ParentNode): void {
  // Text that reads as a prefix is kept as text: its `@` goes in a span the convertor writes as `\@`.
  for (const cell of Array.from(root.querySelectorAll<HTMLTableCellElement>('td, th'))) {
    const first = firstTextNode(cell);
    if (!first) continue;
    const at = first.data.length - first.data.trimStart().length;
    if (!MERGE_PREFIX.test(first.data.slice(at))) continue;
    const atSign = first.splitText(at);
    atSign.splitText(1);
    const literal = cell.ownerDocument.createElement('span');
    literal.setAttribute(LITERAL_ATTRIBUTE, '');
    atSign.replaceWith(literal);
    literal.append(atSign);
  }
  for (const cell of Array.from(root.querySelectorAll<HTMLTableCellElement>('td[colspan], th[colspan], td[rowspan], th[rowspan]'))) {
    const prefix = (cell.rowSpan > 1 ? `@rows=${cell.rowSpan}:` : '') + (cell.colSpan > 1 ? `@cols=${cell.colSpan}:` : '');
    if (prefix) cell.prepend(cell.ownerDocument.createTextNode(prefix));
  }
}

/** `prefixMergedCells` over an HTML string (parsed inert); HTML without spans comes back as it is. */
export function prefixMergedCellsOf(html: string): string {
  if (!/\s(?:col|row)span\s*=|@(?:cols|rows)=/i.test(html)) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  prefixMergedCells(body);
  return body.innerHTML;
}

/**
 * The columns each row of a table covers, counting cells that rows above reach into with their
 * rowspan. `cells` are the rows' cells; the table is as wide as the widest row.
 */
export function spannedRowWidths(cells: readonly (readonly HTMLTableCellElement[])[]): number[] {
  const covered = new Array<number>(cells.length).fill(0);
  return cells.map((row, r) => {
    let width = covered[r];
    for (const cell of row) {
      width += cell.colSpan;
      for (let below = r + 1; below < Math.min(cells.length, r + cell.rowSpan); below++) covered[below] += cell.colSpan;
    }
    return width;
  });
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

/** The first text of a cell, if it is not code (`` `@cols=2:x` `` is code, never a prefix). */
function firstTextNode(node: Node): Text | null {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) return (child as Text).data.trim() ? (child as Text) : null;
    if (child.nodeName === 'CODE') return null;
    const inner = firstTextNode(child);
    if (inner) return inner;
  }
  return null;
}

function isEmpty(cell: HTMLTableCellElement): boolean {
  return !cell.textContent?.trim() && !cell.querySelector('img');
}
