import { ChangeSet, type ChangeSpec, EditorSelection, type EditorState, type Line, type SelectionRange, type TransactionSpec } from '@codemirror/state';
import { describeValue } from 'kit-ui/core';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { type SyntaxNode, nodeAround, runEdit, rangeEdit, treeUpTo } from './markdown-text';
import { withLazyLinesQuoted } from './markdown-lazy-lines';
import { containerPrefixAt, insertBlock } from './markdown-block-place';
import { BLOCK_MARKUP } from './markdown-line-markup';
import { inCode } from './markdown-inline';
import { blockPlaceAt, onePerPlace } from './markdown-whole-blocks';
import { escapeUrlForMarkdown } from '../convertor/entity-escapes';

// What the markdown commands insert: a thematic break, a table, links and images (code blocks:
// markdown-code-blocks.ts).

/**
 * Runs `edit` once per place a block goes (`blockPlaceAt`: below the cursor's line, or below the
 * table or code block it is in), with that place; see `onePerPlace`.
 */
export function oncePerPlace(state: EditorState, edit: (range: SelectionRange, place: number) => { changes: ChangeSpec; range: SelectionRange }) {
  return onePerPlace(state, () => true).changeByRange((range) => edit(range, blockPlaceAt(state, range.head)));
}

/** The thematic break HR writes; `***` never turns the line above into a setext heading. */
export const THEMATIC = '***';

/**
 * Inserts `block` (see `insertBlock`) below each cursor's line, in the cursor's quote and list
 * item (`containerPrefixAt`), as one user edit; lazy quote lines there get their markers first
 * (`withLazyLinesQuoted`). `cursorAt` tells where each cursor goes, from the prefix of the
 * block's lines and the inserted place.
 */
function insertBlockAtCursors(
  context: KitMarkdownView,
  block: string,
  closeLine: boolean,
  cursorAt: (prefix: string, inserted: { start: number; nextLineEnd: number }) => number,
): void {
  runEdit(
    context,
    'input.insert',
    withLazyLinesQuoted((state) =>
      rangeEdit(
        oncePerPlace(state, (_range, place) => {
          const prefix = containerPrefixAt(state, place);
          const { changes, ...inserted } = insertBlock(state.doc, place, block, closeLine, prefix);
          return { changes, range: EditorSelection.cursor(cursorAt(prefix, inserted)) };
        }),
      ),
    ),
  );
}

/**
 * Inserts a thematic break below each cursor's line, in the cursor's quote and list item; the
 * cursor goes to the line after it (in a quote, after that line's markers; in a list item, at
 * the item's content column). Lazy quote lines there get their markers first
 * (`withLazyLinesQuoted`).
 */
export function insertHorizontalRule(context: KitMarkdownView): void {
  insertBlockAtCursors(context, THEMATIC, true, (prefix, { start, nextLineEnd }) => (prefix ? nextLineEnd : start + THEMATIC.length + 1));
}

/** Checks a table dimension: a positive integer. */
export function checkCount(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`Table ${name} must be a positive integer, got ${describeValue(value)}.`);
  }
  return value;
}

/** Checks the table's cell texts: an array of strings, or nothing. */
export function checkCells(value: unknown): readonly string[] {
  if (value == null) return [];
  if (!Array.isArray(value) || value.some((cell) => typeof cell !== 'string')) {
    throw new Error(`Table data must be an array of strings, got ${describeValue(value)}.`);
  }
  return value as string[];
}

/** A cell's text on one line, its unescaped pipes escaped so they do not split the cell. */
export function tableCell(text: string): string {
  return escapePipes(text.replace(/\r?\n/g, ' ').trim());
}

/**
 * A GFM table of `cols` columns and `rows` rows (the header row included), filled row by row
 * from `data`, every column padded to its widest cell (at least the 3 dashes of the separator).
 */
export function markdownTable(cols: number, rows: number, data: readonly string[] = []): string {
  const cells = Array.from({ length: rows }, (_, row) => Array.from({ length: cols }, (_, col) => tableCell(data[row * cols + col] ?? '')));
  const widths = Array.from({ length: cols }, (_, col) => Math.max(3, ...cells.map((row) => row[col].length)));
  const line = (row: readonly string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  const separator = widths.map((width) => '-'.repeat(width));
  return [line(cells[0]), line(separator), ...cells.slice(1).map(line)].join('\n');
}

/**
 * Inserts a table below each cursor's line, in the cursor's quote and list item (lazy quote lines
 * there get their markers first); the cursor goes to the first header cell.
 */
export function insertTable(context: KitMarkdownView, cols: unknown, rows: unknown, data: unknown): void {
  const table = markdownTable(checkCount('cols', cols), checkCount('rows', rows), checkCells(data));
  insertBlockAtCursors(context, table, false, (prefix, { start }) => start + prefix.length + 2);
}

// AddLink / AddImage
// ---------------------------------------------------------------------------------------------

/**
 * Link text that cannot end the link early: unescaped `[`/`]` get a backslash, and a trailing
 * backslash is doubled so it does not escape the closing `]`. Other markdown stays as written.
 */
export function escapeLinkText(text: string): string {
  return text
    .replace(/(\\*)([[\]])/g, (match, slashes: string, bracket: string) => (slashes.length % 2 ? match : `${slashes}\\${bracket}`))
    .replace(/(^|[^\\])((?:\\\\)*)\\$/, '$1$2\\\\');
}

/** The inline link whose text holds [from, to] (selected inside its brackets), or null. */
function linkLabelled(state: EditorState, from: number, to: number): { from: number; to: number } | null {
  const link = nodeAround(state, from, ['Link']);
  if (!link || to > link.to) return null;
  const marks = link.getChildren('LinkMark');
  const labelEnd = marks.find((mark) => state.sliceDoc(mark.from, mark.to) === ']')?.from;
  return labelEnd !== undefined && from > link.from && to <= labelEnd ? { from: link.from, to: link.to } : null;
}

/**
 * The markdown of `from`–`to` as a new link's text (the selection given back by the link popup),
 * escaped: each link wholly inside it becomes its text and each autolink its URL (a link in a link
 * renders as an empty new link beside the old one), an image stays as it is (a linked image), and
 * the rest gets escapeLinkText.
 */
function selectionAsLinkText(state: EditorState, from: number, to: number): string {
  const parts: { from: number; to: number; text: string }[] = [];
  treeUpTo(state, to).iterate({
    from,
    to,
    enter: (node) => {
      if (node.from < from || node.to > to) return;
      if (node.name === 'Image') {
        parts.push({ from: node.from, to: node.to, text: state.sliceDoc(node.from, node.to) });
        return false;
      }
      if (node.name === 'InlineCode') {
        // A code span binds tighter than the link's brackets: its text stays as it is (escapes would show in code).
        parts.push({ from: node.from, to: node.to, text: state.sliceDoc(node.from, node.to) });
        return false;
      }
      if (node.name === 'Autolink') {
        const url = node.node.getChild('URL');
        if (url) parts.push({ from: node.from, to: node.to, text: escapeLinkText(state.sliceDoc(url.from, url.to)) });
        return false;
      }
      if (node.name !== 'Link' || !isLink(state, node.node)) return;
      const marks = node.node.getChildren('LinkMark');
      const open = marks.find((mark) => state.sliceDoc(mark.from, mark.to) === '[');
      const close = marks.find((mark) => state.sliceDoc(mark.from, mark.to) === ']');
      if (open && close) parts.push({ from: node.from, to: node.to, text: selectionAsLinkText(state, open.to, close.from) });
      return false;
    },
  });
  let text = '';
  let at = from;
  for (const part of parts) {
    text += escapeLinkText(state.sliceDoc(at, part.from)) + part.text;
    at = part.to;
  }
  return text + escapeLinkText(state.sliceDoc(at, to));
}

/**
 * Whether a `Link` node is a link: an inline one (with a URL), or a reference whose label the
 * document defines. CodeMirror's parser reads any `[text]` as a link, so `a [b]` given to the link
 * popup lost its brackets (`[a b](u)`).
 */
function isLink(state: EditorState, link: SyntaxNode): boolean {
  if (link.getChild('URL')) return true;
  // The label: `[text][label]`'s, else (`[text][]`, `[text]`) the text.
  const label = link.getChild('LinkLabel');
  const marks = link.getChildren('LinkMark');
  const own = marks.length >= 2 ? state.sliceDoc(marks[0].to, marks[1].from) : '';
  const text = (label && state.sliceDoc(label.from + 1, label.to - 1).trim()) || own;
  const words = text.trim().split(/\s+/).filter(Boolean).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!words.length) return false;
  // A definition line: after quote markers, list markers and indentation, the label, a colon.
  return new RegExp(`^(?:[ \\t>]|[-+*][ \\t]|\\d{1,9}[.)][ \\t])*\\[\\s*${words.join('\\s+')}\\s*\\]:`, 'im').test(state.doc.toString());
}

/** Plain text whose unescaped `<` and `>` get a backslash (so no HTML tag or autolink starts there). */
function escapeAngleBrackets(text: string): string {
  return text.replace(/(\\*)([<>])/g, (match, slashes: string, bracket: string) => (slashes.length % 2 ? match : `${slashes}\\${bracket}`));
}

/**
 * An image description as markdown that reads back as the same plain text (an alt text holds no
 * formatting: `2*3*4` lost its asterisks): the characters that open emphasis, code, links, HTML
 * or strikethrough and backslashes get a backslash, as the WYSIWYG mode writes them, and `&` where
 * it would start an entity is written `&amp;`.
 */
export function escapeAltText(text: string): string {
  // `&` before an entity's letters as an entity itself: marked decodes `\&amp;` to `&` in an alt text.
  return text.replace(/[\\*_`[\]<>~]/g, '\\$&').replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;');
}

/** Unescaped `|` escaped, so the text stays in its GFM table cell. */
function escapePipes(text: string): string {
  return text.replace(/(\\*)\|/g, (match, slashes: string) => (slashes.length % 2 ? match : `${slashes}\\|`));
}

/**
 * A URL that parses as one link destination: whitespace, parentheses and angle brackets are
 * percent-encoded (encodeURIComponent leaves parentheses alone), and `|`, which would end a table
 * cell. An `&` that would start a character reference is written `&amp;` and a backslash before
 * punctuation doubled (`escapeUrlForMarkdown`): markdown decodes both in a destination, so
 * `javascript&colon;x` typed into the link popup was written as a script link (security review).
 */
export function encodeLinkUrl(url: string): string {
  return escapeUrlForMarkdown(url.trim()).replace(/[\s()<>|]/g, (char) => (char === '(' ? '%28' : char === ')' ? '%29' : encodeURIComponent(char)));
}

/** Reads `{[urlKey]: string, [textKey]?: string}` from a command argument, or throws naming what is wrong. */
export function linkArguments(command: string, value: unknown, urlKey: string, textKey: string): { url: string; text: string } {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`${command} needs {${textKey}, ${urlKey}}, got ${describeValue(value)}.`);
  }
  const record = value as Record<string, unknown>;
  const url = record[urlKey];
  if (typeof url !== 'string' || !url.trim()) {
    throw new Error(`${command} needs ${urlKey}, a non-empty string, got ${describeValue(url)}.`);
  }
  const text = record[textKey] ?? '';
  if (typeof text !== 'string') throw new Error(`${command} needs ${textKey} to be a string, got ${describeValue(text)}.`);
  return { url, text };
}

/**
 * Replaces every selection range with `prefix[text](url)`; without text the selected text is used
 * (then the URL, for a link). Spaces at the ends of the selection stay outside the link (a double
 * click selects a word with the space after it): `hello [world](u) again`, not `[world](u)again`.
 * The cursor goes after the link.
 */
export function insertLink(context: KitMarkdownView, prefix: string, url: string, text: string, fallbackToUrl: boolean): void {
  const destination = encodeLinkUrl(url);
  runEdit(context, 'input.insert', (state) =>
    rangeEdit(
      state.changeByRange((range) => {
        // In code a link is text (`[code](u)` in a code span), as Bold writes nothing there; nor
        // where one end is in code (the link's brackets would split a code span or a fence).
        if (inCode(state, range) || inCode(state, EditorSelection.cursor(range.from)) || inCode(state, EditorSelection.cursor(range.to))) return { range };
        const selected = state.sliceDoc(range.from, range.to);
        const trimmed = selected.trim();
        let from = trimmed ? range.from + selected.indexOf(trimmed) : range.from;
        let to = trimmed ? from + trimmed.length : range.to;
        // The text of a link, linked again: the link is replaced (a link in a link is none).
        const link = prefix ? null : linkLabelled(state, from, to);
        if (link) [from, to] = [link.from, link.to];
        // Text given to the command is plain text: its `<` and `>` must not read as HTML or an
        // autolink (`Vector<T>` lost its `<T>`). Selected text keeps its markdown (`<kbd>` stays a tag).
        // The selected text given back as the text (the link popup offers the selection) is the selection's markdown.
        const plain = prefix === '!' ? escapeAltText : escapeAngleBrackets;
        // The label, escaped for the brackets: given text is plain text; the selection's own markdown
        // (also when the popup gives it back) keeps its markup, its links as their text.
        const given = text && text !== trimmed;
        // Given text is one line: a blank line in it ended the paragraph, and the link with it
        // (images QA, 2026-11-28: a hook's alt text "line1\n\nline2"), as WYSIWYG makes it one line.
        const label = given
          ? escapeLinkText(plain(text.replace(/[ \t]*(?:\r\n?|\n)\s*/g, ' ')))
          : trimmed
            ? prefix ? escapeLinkText(trimmed) : selectionAsLinkText(state, from, to)
            : fallbackToUrl ? escapeLinkText(escapeAngleBrackets(url)) : '';
        // In a table row a `|` would end the cell: the label's are escaped (the URL's are encoded).
        const inCell = tableAround(state, state.doc.lineAt(from)) !== null;
        const insert = `${prefix}[${inCell ? escapePipes(label) : label}](${destination})`;
        return { changes: { from, to, insert }, range: EditorSelection.cursor(from + insert.length) };
      }),
    ),
  );
}

/**
 * A table pasted at `from`–`to` (a spreadsheet range): the selection goes, and the table becomes a
 * block of its own there, in the cursor's quote and list item. Text before the cursor stays a
 * paragraph above it; text after the cursor on its line moves below it, a paragraph of its own
 * (it would otherwise be read as one more row). Returns the transaction, the cursor on the line
 * after the table.
 */
export function pastedTable(state: EditorState, from: number, to: number, table: string): TransactionSpec {
  const prefix = containerPrefixAt(state, from);
  const line = state.doc.lineAt(from);
  // In a table, a row cannot be split: the new table goes after this one.
  const inTable = tableAround(state, line);
  if (inTable) {
    const { changes, nextLineEnd } = insertBlock(state.doc, inTable.to, table, true, prefix);
    return { changes, selection: EditorSelection.cursor(nextLineEnd), scrollIntoView: true };
  }
  const tail = state.sliceDoc(to, state.doc.lineAt(to).to);
  const head = state.sliceDoc(line.from, from);
  // The line splits at the cursor when text follows it (white space around the cut goes).
  const cutFrom = line.from + head.trimEnd().length;
  const split = tail.trim()
    ? { from: Math.max(cutFrom, line.from + (BLOCK_MARKUP.exec(head)?.[0].length ?? 0)), to: to + (tail.length - tail.trimStart().length), insert: `\n${prefix}` }
    : { from, to };
  const first = state.changes(split);
  const doc = first.apply(state.doc);
  // The block ends with a line break, where the cursor goes (typing there starts a new block).
  const { changes, nextLineEnd } = insertBlock(doc, first.mapPos(line.from, -1), table, true, prefix); // at the cursor's (head) line
  const all = first.compose(ChangeSet.of(changes, doc.length));
  return { changes: all, selection: EditorSelection.cursor(nextLineEnd), scrollIntoView: true };
}

/**
 * Plain text pasted into a table row: a GFM row is one line, so line breaks and tabs become spaces
 * and `|` is escaped, and the text stays in its cell (as WYSIWYG does); null when `from` is in no
 * table, or the text is one line with nothing to escape (the default paste does).
 */
export function pastedIntoCell(state: EditorState, from: number, to: number, text: string): TransactionSpec | null {
  if (!/[\r\n\t|]/.test(text) || !tableAround(state, state.doc.lineAt(from))) return null;
  const insert = escapePipes(text.trim().replace(/\s*[\r\n\t]+\s*/g, ' '));
  return { changes: { from, to, insert }, selection: EditorSelection.cursor(from + insert.length), scrollIntoView: true };
}

/** The GFM table `line` is a row of, if any. */
function tableAround(state: EditorState, line: Line): { from: number; to: number } | null {
  return nodeAround(state, line.from + BLOCK_MARKUP.exec(line.text)![0].length, ['Table']);
}
