import type { EditorState, Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { containerPrefixAt } from '../commands/markdown-block-place';

/*
 * Lines pasted into a quote or a list item stay in it: the lines after the first get the
 * container's prefix (`> `, the item's indentation), as Enter gives a new line there. CodeMirror
 * inserts them as they are, so code pasted into a fenced block in a list item or quote ended the
 * item there (its fence left open below), and a pasted paragraph after a blank line left the quote.
 * Text copied in this editor is pasted as CodeMirror pastes it: it carries its own markers (text
 * from an IDE may too: `    y()` under a fence in an item is the code's own indentation).
 */

/** What was last copied or cut in each editor, so its paste is left to CodeMirror. */
const copiedIn = new WeakMap<EditorView, string>();

/** Records the text of every copy and cut in the editor (see `copiedText`). */
export function trackCopies(): Extension {
  const record = (view: EditorView) => {
    const { state } = view;
    const ranges = state.selection.ranges.filter((range) => !range.empty);
    // With nothing selected CodeMirror copies the cursors' lines (a "linewise" copy).
    const text = ranges.length
      ? ranges.map((range) => state.sliceDoc(range.from, range.to)).join(state.lineBreak)
      : state.selection.ranges.map((range) => state.doc.lineAt(range.head).text).join(state.lineBreak) + state.lineBreak;
    copiedIn.set(view, text);
    return false;
  };
  return EditorView.domEventHandlers({ copy: (_event, view) => record(view), cut: (_event, view) => record(view) });
}

/** Whether `text` is what was last copied or cut in `view`. */
export function copiedText(view: EditorView, text: string): boolean {
  return copiedIn.get(view)?.replace(/\r\n?/g, '\n') === text.replace(/\r\n?/g, '\n');
}

/**
 * `text` for pasting at `pos`: its lines after the first with the prefix of the quote or list item
 * at `pos`; as it is outside containers, on one line, or before the line's own markers.
 */
export function inContainer(state: EditorState, pos: number, text: string): string {
  if (!/[\r\n]/.test(text)) return text;
  const prefix = containerPrefixAt(state, pos);
  if (!prefix) return text;
  const line = state.doc.lineAt(pos);
  const before = line.text.slice(0, pos - line.from);
  // At the start of a quote line, before its `>`, the text goes before the quote.
  if (/^[ \t>]*$/.test(before) && before.length < prefix.length) return text;
  return text
    .split(/\r\n?|\n/)
    .map((part, index) => (index === 0 ? part : part ? prefix + part : prefix.trimEnd()))
    .join(state.lineBreak);
}
