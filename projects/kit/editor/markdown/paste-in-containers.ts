import type { EditorState, Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { containerPrefixAt } from '../commands/markdown-block-place';
import { nodeAround } from '../commands/markdown-text';

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
      : [...new Set(state.selection.ranges.map((range) => state.doc.lineAt(range.head).text))].join(state.lineBreak);
    copiedIn.set(view, text);
    return false;
  };
  return EditorView.domEventHandlers({ copy: (_event, view) => record(view), cut: (_event, view) => record(view) });
}

/** Whether `text` is what was last copied or cut in `view`. */
export function copiedText(view: EditorView, text: string): boolean {
  return copiedIn.get(view)?.replace(/\r\n?/g, '\n') === text.replace(/\r\n?/g, '\n');
}

/** A list item's line: quote markers and indentation, then a marker and white space (or the line's end). */
const ITEM_LINE = /^[ \t>]*(?:\d{1,9}[.)]|[-+*])(?:[ \t]|$)/;

/**
 * `text` for pasting over `from`–`to`: its lines after the first with the prefix of the quote or
 * list item there (and an indented code block's four spaces); on a line with nothing after the
 * cursor the first line too is taken to the container's column (`>|` or an empty line in an
 * item's fence: the text went in at the margin, out of the quote or item); the last line of text
 * that ends in a line break takes the prefix in front of what follows on the line. As it is outside
 * containers, on one line, or with the cursor before the line's own `>` (the text goes before the quote).
 */
export function inContainer(state: EditorState, from: number, text: string, to = from): string {
  if (!/[\r\n]/.test(text)) return text;
  const line = state.doc.lineAt(from);
  const before = line.text.slice(0, from - line.from);
  const markers = /^[ \t>]*/.exec(line.text)![0];
  const onlyMarkersBefore = before.length <= markers.length;
  // Before a list item's marker the text goes before the item, not into it: its lines line up
  // with the marker (`3. c` with `9. q` / `9. r` pasted in front: three items, not two nested in q).
  let prefix = onlyMarkersBefore && ITEM_LINE.test(line.text) ? markers : containerPrefixAt(state, from);
  if (nodeAround(state, from, ['CodeBlock'])) prefix += '    ';
  if (!prefix) return text;
  const after = state.doc.lineAt(to).text.slice(to - state.doc.lineAt(to).from);
  if (onlyMarkersBefore && before.length < markers.length && after.trim()) return text;
  const parts = text.split(/\r\n?|\n/);
  const lead = onlyMarkersBefore && !after.trim() && prefix.startsWith(before) ? prefix.slice(before.length) : '';
  return parts
    .map((part, index) => {
      if (index === 0) return part ? lead + part : part;
      if (part || (index === parts.length - 1 && after)) return prefix + part;
      return prefix.trimEnd();
    })
    .join(state.lineBreak);
}
