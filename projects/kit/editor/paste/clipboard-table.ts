/**
 * Tables copied from a spreadsheet: the clipboard carries an HTML `<table>` and/or tab-separated
 * text. Both become rows of cell texts, which markdown mode writes as a GFM table and WYSIWYG
 * inserts as a table.
 */

/** The first image file in a clipboard or drop payload, or null. */
export function imageFileOf(data: DataTransfer | null): File | null {
  if (!data) return null;
  for (const file of Array.from(data.files ?? [])) if (file.type.includes('image')) return file;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file' && item.type.includes('image')) return item.getAsFile();
  }
  return null;
}

/**
 * The cells of a pasted table: from the HTML's single `<table>` (parsed in an inert document,
 * so nothing in it runs), else from tab-separated text of at least two cells. Null otherwise.
 */
export function tableRowsOf(data: DataTransfer | null): string[][] | null {
  if (!data) return null;
  const html = data.getData('text/html');
  if (html && /<table[\s>]/i.test(html)) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const tables = doc.querySelectorAll('table');
    if (tables.length === 1 && !tables[0].querySelector('table')) {
      const rows = Array.from(tables[0].rows).map((row) => Array.from(row.cells).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()));
      if (rows.length && rows.some((row) => row.length)) return squareUp(rows);
    }
    return null;
  }
  const text = data.getData('text/plain').replace(/\r\n?/g, '\n').replace(/\n$/, '');
  if (!text.includes('\t')) return null;
  const rows = text.split('\n').map((line) => line.split('\t').map((cell) => cell.trim()));
  if (rows.length < 1 || rows.every((row) => row.length < 2)) return null;
  return squareUp(rows);
}

/** Pads every row to the widest row. */
function squareUp(rows: string[][]): string[][] {
  const width = Math.max(...rows.map((row) => row.length), 1);
  return rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
}

/** Escapes what would break a GFM cell: pipes, and line breaks (which would end the row). */
function cellText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\s*\r?\n\s*/g, ' ');
}

/** Writes rows as a GFM table, the first row as the header, columns padded to line up. */
export function gfmTable(rows: string[][]): string {
  const cells = squareUp(rows).map((row) => row.map(cellText));
  const widths = cells[0].map((_, col) => Math.max(3, ...cells.map((row) => row[col].length)));
  const line = (row: string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  const separator = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(cells[0]), separator, ...cells.slice(1).map(line)].join('\n');
}

/** Writes rows as an HTML table (text escaped), the first row as the header. */
export function htmlTable(rows: string[][]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const row = (cells: string[], tag: 'th' | 'td') => `<tr>${cells.map((c) => `<${tag}>${escape(c)}</${tag}>`).join('')}</tr>`;
  return `<table><thead>${row(rows[0], 'th')}</thead><tbody>${rows.slice(1).map((r) => row(r, 'td')).join('')}</tbody></table>`;
}
