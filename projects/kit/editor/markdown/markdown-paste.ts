import type { EditorState, TransactionSpec } from '@codemirror/state';
import type { Command, EditorView } from '@codemirror/view';
import type { KitFormatState } from '../editor-types';
import type { KitEditorViewEvents } from '../editor-view';
import { eachCursor } from '../commands/markdown-each-cursor';
import { nodeAround } from '../commands/markdown-text';
import { pastedIntoCell, pastedTable } from '../commands/markdown-inserts';
import { gfmTable, pastedImageOf, tableAlignsOf, tableRowsOf } from '../paste/clipboard-table';
import { copiedText, inContainer } from './paste-in-containers';

/**
 * The markdown view's own paste: an image goes to the image hook; a table copied from a
 * spreadsheet becomes a GFM table, a block of its own in the cursor's quote or list item, splitting
 * the line at the cursor; lines pasted into a table cell stay in it, on the row's one line. Text in
 * code stays text. With several ranges, at each as it would be alone. Returns true when the paste
 * was handled here (else CodeMirror's own paste runs).
 */
export function pasteSpecial(view: EditorView, event: ClipboardEvent, events: KitEditorViewEvents, formatState: () => KitFormatState): boolean {
  const data = event.clipboardData;
  const image = pastedImageOf(data);
  if (image) {
    if (!events.image(image, 'paste')) return false;
    event.preventDefault();
    return true;
  }
  const { state } = view;
  if (state.readOnly) return false;
  const rows = tableRowsOf(data);
  const text = data?.getData('text/plain') ?? '';
  // Text copied in this editor: CodeMirror's paste (its markers are in it; see paste-in-containers.ts).
  if (!rows && copiedText(view, text)) return false;
  const asText = (into: EditorState, from: number, to: number): TransactionSpec => {
    const insert = inContainer(into, from, text, to);
    return { changes: { from, to, insert }, selection: { anchor: from + into.toText(insert).length }, scrollIntoView: true };
  };
  const paste = rows
    ? (into: EditorState, from: number, to: number): TransactionSpec | null =>
        inCode(into, from) ? asText(into, from, to) : pastedTable(into, from, to, gfmTable(rows, tableAlignsOf(data) ?? []))
    : (into: EditorState, from: number, to: number) => pastedIntoCell(into, from, to, text) ?? asText(into, from, to);
  const ranges = state.selection.ranges;
  if (ranges.length > 1) {
    // A line per range when they match: CodeMirror's paste (a rectangle's column pasted back),
    // unless every range is in a table cell.
    const inCells = !rows && ranges.every((range) => pastedIntoCell(state, range.from, range.to, text));
    if (!rows && !inCells && state.toText(text).lines === ranges.length) return false;
    event.preventDefault();
    return eachCursor([pasteAtMainRange(paste)], 'input.paste')(view);
  }
  const { from, to } = state.selection.main;
  const at = formatState();
  if (rows && (at.code || at.codeBlock)) return pasteText(view, event, asText(state, from, to), text);
  const spec = paste(state, from, to);
  if (!spec) return false;
  return pasteText(view, event, spec, text);
}

/** Dispatches a paste's `spec`; leaves the paste to CodeMirror when it only inserts `text` as it is. */
function pasteText(view: EditorView, event: ClipboardEvent, spec: TransactionSpec, text: string): boolean {
  // The text as it is (outside containers): CodeMirror's paste, which also knows its own copies.
  if ((spec.changes as { insert?: string } | undefined)?.insert === text) return false;
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
