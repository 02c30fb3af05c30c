import type { EditorState, TransactionSpec } from '@codemirror/state';
import type { Command, EditorView } from '@codemirror/view';
import type { KitFormatState } from '../editor-types';
import type { KitEditorViewEvents } from '../editor-view';
import { eachCursor } from '../commands/markdown-each-cursor';
import { nodeAround } from '../commands/markdown-text';
import { pastedIntoCell, pastedTable } from '../commands/markdown-inserts';
import { gfmTable, imageFileOf, tableAlignsOf, tableRowsOf } from '../paste/clipboard-table';

/**
 * The markdown view's own paste: an image goes to the image hook; a table copied from a
 * spreadsheet becomes a GFM table, a block of its own in the cursor's quote or list item, splitting
 * the line at the cursor; lines pasted into a table cell stay in it, on the row's one line. Text in
 * code stays text. With several ranges, at each as it would be alone. Returns true when the paste
 * was handled here (else CodeMirror's own paste runs).
 */
export function pasteSpecial(view: EditorView, event: ClipboardEvent, events: KitEditorViewEvents, formatState: () => KitFormatState): boolean {
  const data = event.clipboardData;
  const image = imageFileOf(data);
  if (image) {
    if (!events.image(image, 'paste')) return false;
    event.preventDefault();
    return true;
  }
  const { state } = view;
  if (state.readOnly) return false;
  const rows = tableRowsOf(data);
  const text = data?.getData('text/plain') ?? '';
  const paste = rows
    ? (into: EditorState, from: number, to: number): TransactionSpec | null =>
        inCode(into, from) ? { changes: { from, to, insert: text }, selection: { anchor: from + text.length } } : pastedTable(into, from, to, gfmTable(rows, tableAlignsOf(data) ?? []))
    : (into: EditorState, from: number, to: number) => pastedIntoCell(into, from, to, text);
  if (state.selection.ranges.length > 1) {
    // Into cells only when each range is in one, else CodeMirror pastes the text, a line per range when they match.
    if (!rows && state.selection.ranges.some((range) => !paste(state, range.from, range.to))) return false;
    event.preventDefault();
    return eachCursor([pasteAtMainRange(paste)], 'input.paste')(view);
  }
  const { from, to } = state.selection.main;
  const at = formatState();
  if (at.code || at.codeBlock) return false;
  const spec = paste(state, from, to);
  if (!spec) return false;
  event.preventDefault();
  view.dispatch({ ...spec, userEvent: 'input.paste' });
  return true;
}

/** A command that pastes what `build` makes for the main range (`eachCursor` runs it at each). */
function pasteAtMainRange(build: (state: EditorState, from: number, to: number) => TransactionSpec | null): Command {
  return (view) => {
    const { from, to } = view.state.selection.main;
    const spec = build(view.state, from, to);
    if (spec) view.dispatch(spec);
    return !!spec;
  };
}

/** Whether `pos` is in code (a fenced or indented block, a code span), where pasted text stays text. */
function inCode(state: EditorState, pos: number): boolean {
  return nodeAround(state, pos, ['FencedCode', 'CodeBlock', 'InlineCode']) !== null;
}
