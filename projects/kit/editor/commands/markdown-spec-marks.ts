import { EditorSelection } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';

// Text notation of the markdown command specs: «» mark a selected range, ‸ a cursor.
const OPEN = '«';
const CLOSE = '»';
const CURSOR = '‸';

/** The document and selection a marked-up string stands for. */
export function parseMarked(marked: string): { doc: string; selection: EditorSelection } {
  let doc = '';
  let start = -1;
  const ranges = [];
  for (const char of marked) {
    if (char === OPEN) start = doc.length;
    else if (char === CLOSE) ranges.push(EditorSelection.range(start, doc.length));
    else if (char === CURSOR) ranges.push(EditorSelection.cursor(doc.length));
    else doc += char;
  }
  return { doc, selection: EditorSelection.create(ranges.length ? ranges : [EditorSelection.cursor(0)]) };
}

/** The view's document with its selection marked up. */
export function marked(view: EditorView): string {
  let text = view.state.doc.toString();
  for (const range of [...view.state.selection.ranges].reverse()) {
    const inside = range.empty ? CURSOR : OPEN + text.slice(range.from, range.to) + CLOSE;
    text = text.slice(0, range.from) + inside + text.slice(range.to);
  }
  return text;
}
