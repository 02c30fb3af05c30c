import { type ChangeSet, EditorSelection, type EditorState, type TransactionSpec } from '@codemirror/state';
import { nodeAround, selectedLines } from './markdown-text';

/*
 * Block commands on a setext heading (`Title` over `=====`): the underline is the heading's markup,
 * as `#` is an ATX heading's. Left behind, Paragraph did nothing (the text stayed a heading),
 * Heading 2 left `=====` as a paragraph, and a list or quote made the underline a rule.
 */

/** The underline lines (from the line break before each to its end) of the setext headings the selected lines are in. */
function underlines(state: EditorState): { from: number; to: number }[] {
  const found: { from: number; to: number }[] = [];
  for (const line of selectedLines(state)) {
    const node = nodeAround(state, line.from + (line.text.length - line.text.trimStart().length), ['SetextHeading1', 'SetextHeading2']);
    if (!node) continue;
    const underline = state.doc.lineAt(node.to);
    if (underline.number > 1 && !found.some((u) => u.to === underline.to)) found.push({ from: underline.from - 1, to: underline.to });
  }
  return found;
}

/**
 * `build` (a block command's edit) with the underlines of the setext headings it touches removed
 * first, in the same transaction: the heading's text lines are then plain lines for `build`, and
 * with nothing more to do (Paragraph) the removal is the edit.
 */
export function withoutSetextUnderlines(build: (state: EditorState) => TransactionSpec | null): (state: EditorState) => TransactionSpec | null {
  return (state) => {
    const found = underlines(state);
    if (!found.length) return build(state);
    const removal = state.changes(found);
    const next = state.update({ changes: removal, selection: state.selection.map(removal) }).state;
    const spec = build(next);
    if (!spec) return { changes: removal, selection: next.selection };
    const rest = next.changes(spec.changes ?? []) as ChangeSet;
    const selection = spec.selection ? (spec.selection instanceof EditorSelection ? spec.selection : EditorSelection.create([EditorSelection.range(spec.selection.anchor, spec.selection.head ?? spec.selection.anchor)])) : next.selection.map(rest);
    return { ...spec, changes: removal.compose(rest), selection };
  };
}
