import { EditorSelection, type EditorState, type TransactionSpec } from '@codemirror/state';
import { BLOCK_MARKUP } from './markdown-line-markup';
import { nodeAround, selectedLines } from './markdown-text';

/*
 * Block commands and the blocks whose lines are not blocks of their own: a GFM table row is one
 * line of a table, and a cell holds only inline text, so a heading, list or paragraph command on a
 * row took the row out of its table (`* | 1 | 2 |`); on a line of fenced code it wrote `* ` or
 * `# ` into the code. Those do nothing there; a quote takes the whole table or code block.
 */

/** The tables and fenced code blocks (their first and last positions) that the selected lines are lines of. */
function selectedTables(state: EditorState): { from: number; to: number }[] {
  const tables: { from: number; to: number }[] = [];
  for (const line of selectedLines(state)) {
    const node = nodeAround(state, line.from + BLOCK_MARKUP.exec(line.text)![0].length, ['Table', 'FencedCode']); // past quote and list markers
    if (node && !tables.some((table) => table.from === node.from)) tables.push({ from: node.from, to: node.to });
  }
  return tables;
}

/** `build`, which does nothing when a selected line is a table row or a line of fenced code. */
export function outsideTables(build: (state: EditorState) => TransactionSpec | null): (state: EditorState) => TransactionSpec | null {
  return (state) => (selectedTables(state).length ? null : build(state));
}

/** `build` run with the selection widened over every table or fenced code block a selected line is in. */
export function overWholeTables(build: (state: EditorState) => TransactionSpec | null): (state: EditorState) => TransactionSpec | null {
  return (state) => {
    const tables = selectedTables(state);
    if (!tables.length) return build(state);
    const { from, to } = state.selection.main;
    const widened = EditorSelection.range(Math.min(from, ...tables.map((t) => t.from)), Math.max(to, ...tables.map((t) => t.to)));
    const spec = build(state.update({ selection: widened }).state);
    // The same document: the changes apply as they are; the cursor goes back where it was.
    return spec && { ...spec, selection: spec.changes ? EditorSelection.cursor(state.changes(spec.changes as never).mapPos(state.selection.main.head, 1)) : undefined };
  };
}
