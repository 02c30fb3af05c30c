import type TurndownService from 'turndown';
import { MERGE_PREFIX, PREFIXED_COLSPAN } from './table-spans';

/*
 * How a table written from HTML (a WYSIWYG table that was added or edited, a pasted table, setHtml)
 * looks in markdown: as TOAST UI Editor's to-mark wrote it. Each cell is its content between single
 * spaces, `| a | b |`, with no padding to a column width (the GFM plugin padded every cell to three
 * characters, `| a   |`, and a `&nbsp;`, counted as one character while padding, then threw the
 * padding off by five). The delimiter row has, per column, as many dashes as the header cell has
 * characters of text, at least three, the alignment colons counting towards them (`:---`, `:---:`,
 * `---:`). Tables kept as they were loaded keep their own bytes (see the raw markdown stash).
 */

/** A pipe inside a table cell while the GFM plugin's rules run (a private-use character). */
const PIPE = '\ue000';
const PIPES = new RegExp(PIPE, 'g');

type Alignment = '' | 'left' | 'center' | 'right';

/** A cell's alignment, from its `align` attribute (as WYSIWYG and marked write it) or its style. */
function alignmentOf(cell: Element | undefined): Alignment {
  const align = (cell?.getAttribute('align') || (cell as HTMLElement | undefined)?.style?.textAlign || '').toLowerCase();
  return align === 'left' || align === 'center' || align === 'right' ? align : '';
}

/**
 * The markdown column of each cell of `table`. With merged cells written with their prefixes (the
 * table extension: `@cols=2:`, `@rows=2:`), the grid column the extension draws the cell in: the
 * cells a merge covers are left out of the rows below, so a cell's place in its row is not its
 * column. Without them, its place among the cells written in its row, where a merged cell is
 * followed by empty ones.
 */
function cellColumns(table: HTMLTableElement): Map<HTMLTableCellElement, number> {
  const rows = Array.from(table.rows);
  const prefixed = rows.some((row) => Array.from(row.cells).some((cell) => MERGE_PREFIX.test(cell.textContent?.trimStart() ?? '')));
  const columns = new Map<HTMLTableCellElement, number>();
  const coveredBelow: number[] = []; // per grid column, the rows a rowspan from above still covers
  for (const row of rows) {
    let column = 0;
    for (const cell of Array.from(row.cells)) {
      if (prefixed) while ((coveredBelow[column] ?? 0) > 0) column++;
      columns.set(cell, column);
      if (prefixed) for (let c = column; c < column + cell.colSpan; c++) coveredBelow[c] = Math.max(coveredBelow[c] ?? 0, cell.rowSpan);
      column += cell.colSpan;
    }
    for (let c = 0; c < coveredBelow.length; c++) if (coveredBelow[c] > 0) coveredBelow[c]--;
  }
  return columns;
}

/**
 * A column's alignment: the one most of its cells have (as the GFM plugin decides it). A merged
 * cell votes only where no single cell does: it took its first column's alignment, which is stale
 * once a column before it in the merge is removed.
 */
function columnAlignment(columns: ReadonlyMap<HTMLTableCellElement, number>, column: number): Alignment {
  const cells = Array.from(columns).filter(([, at]) => at === column).map(([cell]) => cell);
  const single = cells.filter((cell) => cell.colSpan === 1);
  const votes = new Map<Alignment, number>();
  let winner: Alignment = '';
  for (const cell of single.length ? single : cells) {
    const align = alignmentOf(cell);
    votes.set(align, (votes.get(align) ?? 0) + 1);
    if (votes.get(align)! > (votes.get(winner) ?? 0)) winner = align;
  }
  return winner;
}

/**
 * One column of the delimiter row, as to-mark writes it: the header text's length in dashes and
 * colons together, at least three dashes.
 */
export function delimiterCell(align: Alignment | string | null, headerText: string): string {
  const left = align === 'left' || align === 'center' ? ':' : '';
  const right = align === 'right' || align === 'center' ? ':' : '';
  return `${left}${'-'.repeat(Math.max(3, headerText.length - left.length - right.length))}${right}`;
}

/**
 * The columns a cell stands for in its markdown row: its colspan when its text starts with the
 * `@cols=N:` prefix naming it (the table extension wrote it, `prefixMergedCells`), else one, and
 * padding cells stand for the rest (as without the extension).
 */
function markdownWidth(cell: HTMLTableCellElement): number {
  const prefixed = PREFIXED_COLSPAN.exec(cell.textContent?.trimStart() ?? '');
  return prefixed && Number(prefixed[1]) === cell.colSpan ? cell.colSpan : 1;
}

/** The table a cell or row belongs to. */
function tableOf(node: Node): HTMLTableElement | null {
  let parent = node.parentNode;
  while (parent && parent.nodeName !== 'TABLE') parent = parent.parentNode;
  return parent as HTMLTableElement | null;
}

/**
 * Replaces the GFM plugin's cell and row rules (added by `service.use(gfm)` before) with compact
 * ones. The plugin still decides which tables stay HTML or are layout to skip: its rules run
 * first, and what they leave as it was is returned as it is.
 */
export function addKitTableRules(service: TurndownService): void {
  const rules = service.rules.array;
  const gfmCell = rules.find((rule) => Array.isArray(rule.filter) && rule.filter.join() === 'th,td')?.replacement;
  const gfmRow = rules.find((rule) => rule.filter === 'tr')?.replacement;
  if (!gfmCell || !gfmRow) return;
  // Pipes pass the plugin as a placeholder and are escaped one by one after (the plugin escapes a
  // run of pipes as one: `||` came back as `|`). And a cell holds inline content only: the escapes
  // turndown puts at the start of a text for what would start a block on a line of its own (\- for
  // a list item, \>, \=, `1\.`) are noise there.
  service.addRule('kitTableCell', {
    filter: ['th', 'td'],
    replacement: (content, node, options) => {
      const text = content.replace(/^(\s*)\\([-+#>=])/, '$1$2').replace(/^(\s*\d{1,9})\\(?=[.)])/, '$1').replace(/\|/g, PIPE);
      const gfm = gfmCell(text, node, options);
      if (!gfm.includes('|')) return gfm.replace(PIPES, '\\|'); // a table the plugin skips (layout)
      const cell = node as HTMLTableCellElement;
      const first = !cell.previousElementSibling;
      const inner = text.trim().replace(/\r?\n/g, '<br>').replace(PIPES, '\\|');
      // Columns a merged cell covers are empty cells after it, as the plugin wrote them.
      // (A merged cell written with its `@cols=N:` prefix stands for its columns itself.)
      const padding = markdownWidth(cell) > 1 ? 0 : cell.colSpan - 1;
      return `${first ? '| ' : ' '}${inner} |${'  |'.repeat(Math.max(0, padding))}`;
    },
  });
  service.addRule('kitTableRow', {
    filter: 'tr',
    replacement: (content, node, options) => {
      const gfm = gfmRow(content, node, options);
      // A header row is '\n' + row + '\n' + delimiter; anything else (a body row, the row of a table
      // the plugin skips, whose content it returns as it is, line breaks and all) stays as it wrote it.
      if (!gfm.startsWith(`\n${content}\n`)) return gfm;
      const table = tableOf(node);
      const header = Array.from((node as HTMLTableRowElement).cells);
      if (!table) return gfm;
      const widthOf = (cells: HTMLTableCellElement[]) => cells.reduce((sum, cell) => sum + markdownWidth(cell), 0);
      const width = Math.max(...Array.from(table.rows).map((row) => widthOf(Array.from(row.cells))));
      // Each column's header text; a merged header cell's text (without its prefixes) heads its first column.
      const texts = header.flatMap((cell) => {
        const span = markdownWidth(cell);
        const text = cell.textContent ?? '';
        return [span > 1 ? text.trimStart().replace(/^(?:@(?:rows|cols)=\d{1,3}:)+/, '') : text, ...new Array<string>(span - 1).fill('')];
      });
      const columns = cellColumns(table);
      const delimiter = Array.from({ length: width }, (_, column) => delimiterCell(columnAlignment(columns, column), texts[column] ?? ''));
      return `\n${content}\n| ${delimiter.join(' | ')} |`;
    },
  });
}
