import type { MarkedExtension, Tokens } from 'marked';

/**
 * TOAST UI's table extension writes a header cell that spans columns as `| @cols=2:Title |` over a
 * delimiter row with one cell per column. GFM requires as many header cells as delimiter cells, so
 * marked alone reads that as a paragraph. This block tokenizer counts each `@cols=N:` header cell
 * as N columns and, when that makes the widths agree, reads the table with the header padded by
 * empty cells (which `applyMergedCells` then folds into the colspan). The source text is unchanged.
 */

const DELIMITER_ROW = /^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const COLS_PREFIX = /^@cols=(\d{1,3}):/;

/** The cells of a table row: split at unescaped pipes, outer pipes dropped. */
function cellsOf(line: string): string[] {
  const cells = line.trim().replace(/^\|/, '').replace(/(^|[^\\])\|$/, '$1').split(/(?<!\\)\|/);
  return cells.map((cell) => cell.trim());
}

/** Columns a header cell covers (`@cols=N:` prefixes, possibly after `@rows=`). */
function widthOf(cell: string): number {
  let text = cell;
  let width = 1;
  for (let match = /^@(cols|rows)=(\d{1,3}):/.exec(text); match; match = /^@(cols|rows)=(\d{1,3}):/.exec(text)) {
    if (match[1] === 'cols') width = Math.max(1, Number(match[2]));
    text = text.slice(match[0].length);
  }
  return width;
}

/** The marked extension that reads merged header cells (the `table` extension adds it). */
export function mergedHeaderTableExtension(): MarkedExtension {
  return {
    extensions: [
      {
        name: 'kitMergedHeaderTable',
        level: 'block',
        tokenizer(src: string): Tokens.Table | undefined {
          const firstBreak = src.indexOf('\n');
          if (firstBreak < 0) return undefined;
          const header = src.slice(0, firstBreak);
          if (!header.includes('|') || !/@cols=\d/.test(header)) return undefined;
          const secondBreak = src.indexOf('\n', firstBreak + 1);
          const delimiter = src.slice(firstBreak + 1, secondBreak < 0 ? undefined : secondBreak);
          if (!DELIMITER_ROW.test(delimiter)) return undefined;
          const headerCells = cellsOf(header);
          const columns = cellsOf(delimiter).length;
          const width = headerCells.reduce((sum, cell) => sum + (COLS_PREFIX.test(cell) || cell.startsWith('@rows=') ? widthOf(cell) : 1), 0);
          if (headerCells.length === columns || width !== columns) return undefined; // plain GFM, or not ours
          // The table ends at the first blank line at the latest; lex no further than that.
          const blank = /\n[ \t]*(?:\n|$)/.exec(src.slice(firstBreak));
          const text = blank ? src.slice(0, firstBreak + blank.index + 1) : src;
          const padded = header + ' |'.repeat(columns - headerCells.length) + text.slice(firstBreak);
          const [table] = this.lexer.blockTokens(padded, []);
          if (table?.type !== 'table') return undefined;
          table.raw = src.slice(0, table.raw.length - (padded.length - text.length));
          return table as Tokens.Table;
        },
      },
    ],
  };
}
