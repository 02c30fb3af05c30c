import { gridTables } from '../convertor/table-grid';
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
 * The image file a paste hands to `addImageBlobHook`: not when the clipboard holds HTML besides it.
 * A copy from a spreadsheet or a word processor holds a picture of what was copied besides its HTML
 * and text, and is pasted as its table or text (images QA, 2026-11-28: it was pasted as the
 * picture). A file with only a text (its name, from a file manager) still goes to the hook: in
 * WYSIWYG, Quill would embed it itself, past the hook.
 */
export function pastedImageOf(data: DataTransfer | null): File | null {
  if (!data || Array.from(data.types ?? []).includes('text/html')) return null;
  return imageFileOf(data);
}

/** Whether a clipboard or drop payload carries files. */
export function hasFiles(data: DataTransfer | null): boolean {
  return !!data && (data.files?.length > 0 || Array.from(data.items ?? []).some((item) => item.kind === 'file'));
}

/**
 * The cells of a pasted spreadsheet range, or null for anything else (which is pasted as it is).
 * From HTML: a single `<table>` that is all the HTML shows (parsed in an inert document, so
 * nothing in it runs); a table inside other content is part of that content. From text alone:
 * tab-separated rows, at least two, all with the same number of cells (Excel's quoted cells may
 * hold line breaks). Code indented with tabs has lines of different shapes or all start with a
 * tab, and one line with a tab is a line with a tab.
 */
export function tableRowsOf(data: DataTransfer | null): string[][] | null {
  if (!data) return null;
  const html = data.getData('text/html');
  if (html && /<table[\s>]/i.test(html)) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const tables = doc.querySelectorAll('table');
    if (tables.length !== 1 || tables[0].querySelector('table')) return null;
    for (const hidden of Array.from(doc.body.querySelectorAll('style, script, template'))) hidden.remove();
    const words = (node: Node) => (node.textContent ?? '').replace(/\s+/g, '');
    if (words(doc.body) !== words(tables[0])) return null;
    gridTables(doc.body, false); // a cell at every place: merged cells split
    const rows = Array.from(tables[0].rows).map((row) => Array.from(row.cells).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()));
    return rows.length && rows.some((row) => row.length) ? squareUp(rows) : null;
  }
  const text = data.getData('text/plain').replace(/\r\n?/g, '\n').replace(/\n$/, '');
  if (!text.includes('\t')) return null;
  const rows = tabSeparatedRows(text);
  if (!rows || rows.length < 2 || rows[0].length < 2 || rows.some((row) => row.length !== rows[0].length)) return null;
  // Every line starting with a tab is indented text (code), not a range with an empty first column.
  if (rows.every((row) => row[0] === '')) return null;
  return rows.map((row) => row.map((cell) => cell.trim()));
}

/** A column's alignment in a GFM table. */
export type KitColumnAlign = 'left' | 'center' | 'right' | null;

/**
 * The alignment of a table cell as pages and editors mark it: `align`, a `text-align` style, or
 * Quill's `ql-align-*` class (what kit's own WYSIWYG copy carries).
 */
export function cellAlignOf(cell: Element): KitColumnAlign {
  const value =
    cell.getAttribute('align') ||
    (cell as HTMLElement).style?.textAlign ||
    /(?:^|\s)ql-align-(left|center|right)(?:\s|$)/.exec(typeof cell.className === 'string' ? cell.className : '')?.[1] ||
    '';
  const align = value.toLowerCase();
  return align === 'left' || align === 'center' || align === 'right' ? align : null;
}

/**
 * The column alignments of the table `tableRowsOf` reads from a clipboard's HTML (its first row's
 * cells), or null when it reads none from there (tab-separated text has none).
 */
export function tableAlignsOf(data: DataTransfer | null): KitColumnAlign[] | null {
  const html = data?.getData('text/html');
  if (!html || !/<table[\s>]/i.test(html)) return null;
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  const first = table?.rows[0];
  return first ? Array.from(first.cells).flatMap((cell) => Array<KitColumnAlign>(Math.max(1, cell.colSpan)).fill(cellAlignOf(cell))) : null;
}

/**
 * Splits tab-separated text into rows of cells as spreadsheets write it: a cell that starts with
 * a double quote runs to the closing quote (`""` is a quote) and may hold tabs and line breaks.
 * Null when a quoted cell is not closed.
 */
function tabSeparatedRows(text: string): string[][] | null {
  const rows: string[][] = [[]];
  let at = 0;
  for (;;) {
    let cell = '';
    if (text[at] === '"') {
      let end = at + 1;
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) return null;
        cell += text.slice(end, quote);
        if (text[quote + 1] !== '"') {
          end = quote + 1;
          break;
        }
        cell += '"';
        end = quote + 2;
      }
      at = end;
      // Spreadsheets end a quoted cell at its closing quote: text after it (`"name": "kit",`, a
      // line of JSON) is no spreadsheet's, and reading it so took its quotes away.
      if (at < text.length && text[at] !== '\t' && text[at] !== '\n') return null;
    } else {
      const length = /^[^\t\n]*/.exec(text.slice(at))![0].length;
      cell = text.slice(at, at + length);
      at += length;
    }
    rows[rows.length - 1].push(cell);
    if (at >= text.length) return rows;
    if (text[at] === '\n') rows.push([]);
    at++;
  }
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

/** Writes rows as a GFM table, the first row as the header, columns padded to line up and aligned as `aligns` says. */
export function gfmTable(rows: string[][], aligns: readonly KitColumnAlign[] = []): string {
  const cells = squareUp(rows).map((row) => row.map(cellText));
  const widths = cells[0].map((_, col) => Math.max(3, ...cells.map((row) => row[col].length)));
  const line = (row: string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  const delimiter = (width: number, align: KitColumnAlign | undefined) =>
    align === 'center' ? `:${'-'.repeat(width - 2)}:` : align === 'left' ? `:${'-'.repeat(width - 1)}` : align === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width);
  const separator = `| ${widths.map((width, col) => delimiter(width, aligns[col])).join(' | ')} |`;
  return [line(cells[0]), separator, ...cells.slice(1).map(line)].join('\n');
}

/** Writes rows as an HTML table (text escaped), the first row as the header. */
export function htmlTable(rows: string[][]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const row = (cells: string[], tag: 'th' | 'td') => `<tr>${cells.map((c) => `<${tag}>${escape(c)}</${tag}>`).join('')}</tr>`;
  return `<table><thead>${row(rows[0], 'th')}</thead><tbody>${rows.slice(1).map((r) => row(r, 'td')).join('')}</tbody></table>`;
}
