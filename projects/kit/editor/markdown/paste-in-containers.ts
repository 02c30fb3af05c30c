import type { EditorState, Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { containerPrefixAt } from '../commands/markdown-block-place';

/**
 * Lines pasted (or dropped) into a quote or a list item stay in it: the lines after the first get
 * the container's prefix (`> `, the item's indentation), as Enter gives a new line there.
 * CodeMirror inserts them as they are, so code pasted into a fenced block in a list item or quote
 * ended the item there (its fence left open below), and a pasted paragraph after a blank line left
 * the quote. Text whose later lines already carry the prefix (copied from the same container) and
 * pastes at several ranges are left as they are.
 */
export function pasteInContainers(): Extension {
  return EditorView.clipboardInputFilter.of((text: string, state: EditorState) => {
    if (!/[\r\n]/.test(text) || state.selection.ranges.length > 1) return text;
    const prefix = containerPrefixAt(state, state.selection.main.from);
    if (!prefix) return text;
    const lines = text.split(/\r\n?|\n/);
    const later = lines.slice(1).filter((line) => line.trim());
    const quoted = prefix.includes('>');
    const carried = (line: string) => (quoted ? /^[ \t]*>/.test(line) : line.startsWith(prefix));
    if (later.length && later.every(carried)) return text;
    return lines.map((line, index) => (index ? (line ? prefix + line : prefix.trimEnd()) : line)).join(state.lineBreak);
  });
}
