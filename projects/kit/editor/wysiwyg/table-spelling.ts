import { Lexer, type Token, type Tokens } from 'marked';
import { withLongDestinations } from '../convertor/long-destinations';

/** A GFM table as written: its lines (without the quote or list prefix they stand after) and what it holds. */
interface WrittenTable {
  readonly lines: readonly string[];
  /** The cells' texts and the columns' alignments: equal for two spellings of one table. */
  readonly signature: string;
}

/** The tables of `markdown`, in order, also those in quotes and list items. */
function tablesOf(markdown: string): WrittenTable[] {
  const tables: WrittenTable[] = [];
  const walk = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        const cells = [table.header.map((cell) => cell.text), ...table.rows.map((row) => row.map((cell) => cell.text))];
        tables.push({ lines: table.raw.replace(/\n+$/, '').split('\n'), signature: JSON.stringify([table.align, cells]) });
      }
      const nested = token as { tokens?: Token[]; items?: { tokens: Token[] }[] };
      if (nested.items) for (const item of nested.items) walk(item.tokens);
      else if (nested.tokens && token.type !== 'table') walk(nested.tokens);
    }
  };
  walk(withLongDestinations(new Lexer({ gfm: true })).lex(markdown));
  return tables;
}

/**
 * `converted` with each table that holds what a table of `source` holds (the same cells and
 * alignments) written as the source wrote it: its delimiter row (`| - |`, `:-:`), padding and outer
 * pipes. For blocks whose structure an edit changed (a table added to a quote), where the source's
 * spelling cannot be laid over the blocks as a whole, so that a table the edit did not touch keeps
 * its text. The caller checks that the result still renders the same.
 */
export function withSourceTables(converted: string, source: string): string {
  if (!source.includes('|') || !converted.includes('|')) return converted;
  const unused = tablesOf(source);
  if (!unused.length) return converted;
  const lines = converted.split('\n');
  let from = 0; // converted lines before this one are done
  for (const table of tablesOf(converted)) {
    const match = unused.findIndex((candidate) => candidate.signature === table.signature && candidate.lines.length === table.lines.length);
    if (match < 0) continue;
    const written = unused.splice(0, match + 1).at(-1)!; // in order: earlier source tables are passed
    const start = findLines(lines, table.lines, from);
    if (start < 0) continue;
    table.lines.forEach((line, i) => {
      const at = start + i;
      lines[at] = lines[at].slice(0, lines[at].length - line.length) + written.lines[i];
    });
    from = start + table.lines.length;
  }
  return lines.join('\n');
}

/** Where `wanted` starts in `lines` (at or after `from`), each line ending with the wanted one (after its prefix); -1 if nowhere. */
function findLines(lines: readonly string[], wanted: readonly string[], from: number): number {
  for (let start = from; start + wanted.length <= lines.length; start++) {
    if (wanted.every((line, i) => lines[start + i].endsWith(line))) return start;
  }
  return -1;
}
