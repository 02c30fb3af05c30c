import { EditorSelection, type EditorState, type SelectionRange, type TransactionSpec } from '@codemirror/state';
import { BLOCK_MARKUP } from './markdown-line-markup';
import { nodeAround, selectedLines, selectionAfterLineEdit } from './markdown-text';

/*
 * Block commands and the blocks whose lines are not blocks of their own: a GFM table row is one
 * line of a table, and a cell holds only inline text, so a heading, list or paragraph command on a
 * row took the row out of its table (`* | 1 | 2 |`); on a line of code (fenced or indented) it
 * wrote `* ` or `# ` into the code. Those lines are left alone; a quote takes the whole table or
 * code block, and a block inserted there (a rule, a table, a fence) goes after it.
 */

/** The blocks whose lines are no blocks of their own. */
const WHOLE_BLOCKS = ['Table', 'FencedCode', 'CodeBlock'];

/** The table or code block that `line` is a line of (past quote and list markers), or null. */
function wholeBlockOf(state: EditorState, line: { from: number; text: string }): { from: number; to: number } | null {
  const node = nodeAround(state, line.from + BLOCK_MARKUP.exec(line.text)![0].length, WHOLE_BLOCKS);
  return node && { from: node.from, to: node.to };
}

/** The tables and code blocks (their first and last positions) that the lines of `state`'s selection are lines of. */
function selectedTables(state: EditorState): { from: number; to: number }[] {
  const tables: { from: number; to: number }[] = [];
  for (const line of selectedLines(state)) {
    const block = wholeBlockOf(state, line);
    if (block && !tables.some((table) => table.from === block.from)) tables.push(block);
  }
  return tables;
}

/** Whether `line` (a `from`–`to` span) is a line of one of `blocks`. */
const inBlocks = (blocks: { from: number; to: number }[], line: { from: number; to: number }) =>
  blocks.some((block) => line.to >= block.from && line.from <= block.to);

/**
 * `build` on the selected lines that are no table rows or code lines: a range over a table or code
 * block acts on its other lines, and several ranges each as they would alone (a cursor in code left
 * the whole command undone). Null when every selected line is in such a block. The selection is
 * the one given, mapped through the edit.
 */
export function outsideTables(build: (state: EditorState) => TransactionSpec | null): (state: EditorState) => TransactionSpec | null {
  return (state) => {
    const blocks = selectedTables(state);
    if (!blocks.length) return build(state);
    const pieces: SelectionRange[] = [];
    for (const range of state.selection.ranges) {
      if (range.empty) {
        if (!inBlocks(blocks, state.doc.lineAt(range.head))) pieces.push(range);
        continue;
      }
      // The range's lines outside the blocks, as runs of whole lines.
      let run: { from: number; to: number } | null = null;
      for (const line of selectedLines(state.update({ selection: EditorSelection.create([range]) }).state)) {
        if (!inBlocks(blocks, line)) {
          run = run ? { from: run.from, to: line.to } : { from: line.from, to: line.to };
          continue;
        }
        if (run) pieces.push(EditorSelection.range(run.from, run.to));
        run = null;
      }
      if (run) pieces.push(EditorSelection.range(run.from, run.to));
    }
    if (!pieces.length) return null;
    const spec = build(state.update({ selection: EditorSelection.create(pieces) }).state);
    if (!spec?.changes) return spec;
    return { ...spec, selection: selectionAfterLineEdit(state.selection, state.changes(spec.changes)) };
  };
}

/**
 * `build` run with each selection range widened over every table or code block its lines are in
 * (a quote takes them whole); the selection is the one given, mapped through the edit.
 */
export function overWholeTables(build: (state: EditorState) => TransactionSpec | null): (state: EditorState) => TransactionSpec | null {
  return (state) => {
    if (!selectedTables(state).length) return build(state);
    const widened = state.selection.ranges.map((range) => {
      const blocks = selectedTables(state.update({ selection: EditorSelection.create([range]) }).state);
      return blocks.length
        ? EditorSelection.range(Math.min(range.from, ...blocks.map((b) => b.from)), Math.max(range.to, ...blocks.map((b) => b.to)))
        : range;
    });
    const spec = build(state.update({ selection: EditorSelection.create(widened, state.selection.mainIndex) }).state);
    // The same document: the changes apply as they are; the ranges go back to where they were.
    return spec?.changes ? { ...spec, selection: selectionAfterLineEdit(state.selection, state.changes(spec.changes)) } : spec;
  };
}

/**
 * Where a block inserted at `pos` goes: after the table or code block `pos` is in (a rule or table
 * put below a row or a code line split the table, or was text in the code), else at `pos`.
 */
export function blockPlaceAt(state: EditorState, pos: number): number {
  return wholeBlockOf(state, state.doc.lineAt(pos))?.to ?? pos;
}

/**
 * `state` with one range per place a block goes (`blockPlaceAt`'s line) among the ranges that
 * insert one (`inserts`): a second cursor on the line (or in the table) of one that inserts is
 * dropped, so the block goes in once and no cursor stays behind in the text, where the next key
 * would type too. The main range's place stays the main one. Same document.
 */
export function onePerPlace(state: EditorState, inserts: (range: SelectionRange) => boolean): EditorState {
  const { ranges, mainIndex } = state.selection;
  if (ranges.length === 1) return state;
  const placeLine = (range: SelectionRange) => state.doc.lineAt(blockPlaceAt(state, range.head)).number;
  const kept: SelectionRange[] = [];
  let main = 0;
  let lastPlace = -1;
  ranges.forEach((range, index) => {
    const place = inserts(range) ? placeLine(range) : -1;
    if (place < 0 || place !== lastPlace) kept.push(range);
    if (index === mainIndex) main = kept.length - 1; // the range kept for its place when it was dropped
    lastPlace = place;
  });
  return kept.length === ranges.length ? state : state.update({ selection: EditorSelection.create(kept, main) }).state;
}
