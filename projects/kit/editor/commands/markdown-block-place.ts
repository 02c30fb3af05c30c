import { type ChangeSpec, type EditorState, type Text, countColumn } from '@codemirror/state';
import { type SyntaxNode, QUOTE_PREFIX, TAB_SIZE, THEMATIC_BREAK, isBlank, parseLine, treeUpTo } from './markdown-text';

// Where a block that HR, Table or CodeBlock inserts at a cursor goes: below the cursor's line, in
// the quotes and the list item the cursor is in. Each line of the block starts with the markup that
// keeps it there (quote markers, the item's content indentation), so `* a‸` / `* b` with HR gives
// `* a` / (blank) / `  ***` / (blank) / `* b`: the rule in a's item, the list still one list.

/**
 * The quote markers of the line at `pos`, to start each line of a block inserted there with them
 * (`>` alone, on a blank quote line, gets its space). Empty outside quotes.
 */
export function quotePrefixAt(doc: Text, pos: number): string {
  const markers = QUOTE_PREFIX.exec(doc.lineAt(pos).text)![0];
  return markers.endsWith('>') ? `${markers} ` : markers;
}

/**
 * The text of `item`'s first line up to where its content starts, with the list markers made
 * spaces (quote markers kept): what a line of that item's content starts with. Content starts one
 * space after the marker when nothing or more than 4 columns follow it (CommonMark 5.2).
 */
export function itemContentPrefix(state: EditorState, item: SyntaxNode): string {
  const first = state.doc.lineAt(item.from);
  const markEnd = (item.getChild('ListMark') ?? item).to - first.from;
  const spaces = /^[ \t]*/.exec(first.text.slice(markEnd))![0];
  const width = countColumn(first.text, TAB_SIZE, markEnd + spaces.length) - countColumn(first.text, TAB_SIZE, markEnd);
  const empty = markEnd + spaces.length === first.text.length;
  const lead = empty || width > 4 ? `${first.text.slice(0, markEnd)} ` : first.text.slice(0, markEnd + spaces.length);
  return lead.replace(/[^>\s]/g, ' ');
}

/**
 * What each line of a block inserted below the line at `pos` starts with: the quote markers of
 * that line (`quotePrefixAt`); in a list item, the item's content indentation (after the quote
 * markers it is in), then a `> ` for each quote inside the item the line is in.
 */
export function containerPrefixAt(state: EditorState, pos: number): string {
  const line = state.doc.lineAt(pos);
  const end = line.from + line.text.trimEnd().length;
  let quotes = 0;
  for (let node: SyntaxNode | null = treeUpTo(state, end).resolveInner(end, -1); node; node = node.parent) {
    if (node.name === 'Blockquote') quotes++;
    if (node.name === 'ListItem') return itemContentPrefix(state, node) + '> '.repeat(quotes);
  }
  return quotePrefixAt(state.doc, pos);
}

/** Whether `prefix` puts a line in a list item's content (rather than just in quotes, or nowhere). */
function inItem(prefix: string): boolean {
  return /[ \t]$/.test(prefix) && !/>[ \t]?$/.test(prefix);
}

/**
 * Inserts `block` as a block of its own at the line of `pos`: in place of that line when it is
 * blank, on the marker line of an empty list item, else below it, with a blank line before it
 * (after a paragraph line a `---` would make a setext heading and a table header would join the
 * paragraph) and a blank line after it when text follows (else the text would continue the
 * table). `closeLine` ends the block with a line break even at the end of the document, so the
 * cursor can go below it. With `prefix` (see `containerPrefixAt`), every line of the block and the
 * blank lines around it start with it, so the block goes in the quote and the list item; a line
 * is blank when nothing but quote markers is on it. The line after a `closeLine` block, where the
 * cursor goes, keeps a list item's indentation, so typing there goes on in the item (a blank line
 * already there gets it). Returns the change, where the first line's prefix starts (the block's
 * text starts `prefix.length` after it), and where the line after the block ends (in the changed
 * document; the end of the block when nothing follows it).
 */
export function insertBlock(doc: Text, pos: number, block: string, closeLine = false, prefix = ''): { changes: ChangeSpec; start: number; nextLineEnd: number } {
  const line = doc.lineAt(pos);
  const next = line.number < doc.lines ? doc.line(line.number + 1) : null;
  const blank = (text: string) => isBlank(prefix ? text.replace(QUOTE_PREFIX, '') : text);
  const blankLine = prefix.trimEnd();
  const lines = block.split('\n').map((text) => prefix + text);
  const parts = parseLine(line.text);
  let from = line.to;
  let before = `\n${blankLine}\n`;
  let start = from + before.length;
  if (inItem(prefix) && parts.kind && parts.kind !== 'task' && isBlank(parts.rest)) {
    // An empty item: the block is its content, on the marker's line (a blank line after the marker would end the item).
    from = line.from + parts.quote.length + parts.indent.length + parts.bullet.length;
    before = ' ';
    start = from + before.length - prefix.length;
    lines[0] = lines[0].slice(prefix.length);
    // `* ***` is one thematic break, not an item holding one.
    if (THEMATIC_BREAK.test(parts.bullet + before + lines[0])) lines[0] = lines[0].replace(/\S/g, '_');
  } else if (blank(line.text)) {
    from = line.from;
    before = line.number > 1 && !blank(doc.line(line.number - 1).text) ? `${blankLine}\n` : '';
    start = from + before.length;
  }
  const cursorLine = closeLine && inItem(prefix) ? prefix : blankLine;
  // A blank line below (in the same quotes) becomes the cursor's line in the item, as a new one would.
  const takeNext = !!next && closeLine && inItem(prefix) && blank(next.text) && next.text.replace(/\s/g, '') === blankLine.replace(/\s/g, '');
  const to = takeNext ? next.to : line.to;
  const after = takeNext || (next && !blank(next.text)) || (!next && closeLine) ? `\n${cursorLine}` : '';
  const insert = before + lines.join('\n') + after;
  const nextLineEnd = after || !next ? from + insert.length : next.to + insert.length - (line.to - from);
  return { changes: { from, to, insert }, start, nextLineEnd };
}
