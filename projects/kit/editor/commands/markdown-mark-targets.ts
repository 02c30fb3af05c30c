import type { EditorState, Line, SelectionRange } from '@codemirror/state';
import { BLOCK_MARKUP, headingMarks } from './markdown-line-markup';
import { nodeAround } from './markdown-text';

/*
 * Where an inline mark (Bold, Italic, Strike, Code) goes when the selection covers more than one
 * line's text: around each line's text past its block markup, each table cell on its own, and
 * nowhere in code. A mark cannot span two blocks, and `**- item**` would unmake the list item.
 */

/** A thematic break, a setext underline or a fence line: no text to mark. */
const NO_TEXT_LINE = /^[ \t>]*(?:(?:[-*_][ \t]*){3,}|=+[ \t]*|(?:`{3,}|~{3,}).*)$/;

/** What a line is, for wrapping its text: code and raw HTML are left alone, a table row is wrapped cell by cell. */
function lineKind(state: EditorState, at: number): 'text' | 'code' | 'row' {
  const node = nodeAround(state, at, ['FencedCode', 'CodeBlock', 'HTMLBlock', 'Table']);
  return !node ? 'text' : node.name === 'Table' ? 'row' : 'code';
}

/** The cells of a table row line between `from` and `to`: each cell's text (unescaped `|` parts). */
function cellTexts(state: EditorState, from: number, to: number): { from: number; to: number }[] {
  const text = state.sliceDoc(from, to);
  const cells: { from: number; to: number }[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !(text[i] === '|' && text[i - 1] !== '\\')) continue;
    cells.push({ from: from + start, to: from + i });
    start = i + 1;
  }
  return cells;
}

/**
 * The text of each line `range` covers, past the line's block markup and before a heading's
 * closing marks, trimmed; a table row's cells each on their own; lines of code and raw HTML and
 * lines with no text left out. Null when the range is within one line's text (one table cell's).
 */
export function textsToMark(state: EditorState, range: SelectionRange): { from: number; to: number }[] | null {
  const textOf = (line: Line) => {
    const markup = BLOCK_MARKUP.exec(line.text)![0].length;
    const heading = headingMarks(line.text.slice(markup));
    return { from: line.from + markup + heading.open, to: line.to - heading.close };
  };
  const first = state.doc.lineAt(range.from);
  if (range.empty) return null;
  const oneLine = range.to <= first.to && range.from >= textOf(first).from;
  if (oneLine && (lineKind(state, textOf(first).from) !== 'row' || !/(^|[^\\])\|/.test(state.sliceDoc(range.from, range.to)))) return null;
  const parts: { from: number; to: number }[] = [];
  for (let number = first.number; number <= state.doc.lineAt(range.to).number; number++) {
    const line = state.doc.line(number);
    if (NO_TEXT_LINE.test(line.text)) continue;
    const text = textOf(line);
    const kind = lineKind(state, text.from);
    if (kind === 'code') continue;
    const from = Math.max(range.from, text.from);
    const to = Math.min(range.to, text.to);
    for (const piece of kind === 'row' ? cellTexts(state, from, to) : [{ from, to }]) {
      const slice = state.sliceDoc(piece.from, piece.to);
      // A delimiter row's cells (`---`, `:-:`) are no text.
      if (!slice.trim() || (kind === 'row' && /^\s*:?-+:?\s*$/.test(slice))) continue;
      parts.push({ from: piece.from + (slice.length - slice.trimStart().length), to: piece.to - (slice.length - slice.trimEnd().length) });
    }
  }
  return parts.length ? parts : null;
}
