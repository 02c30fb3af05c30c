import { EditorSelection, findClusterBreak } from '@codemirror/state';
import type { Command } from '@codemirror/view';

/** A grapheme cluster that draws as one emoji: a pictograph, or a keycap (`1️⃣`). */
const EMOJI = /\p{Extended_Pictographic}|\u20e3/u;

/** Tag characters at the end of a text (a subdivision flag's tail). */
const TAGS = /[\u{E0020}-\u{E007F}]+$/u;

/**
 * Backspace after an emoji deletes the whole emoji. CodeMirror deletes backwards up to the cluster's
 * last extending character, so that an accent typed as a combining mark can be taken back alone;
 * for an emoji that took its skin-tone modifier or keycap first (`👍🏽` became `👍`, `1️⃣` became `1️`),
 * which no one typed as a correction. Other text keeps CodeMirror's rule. One empty cursor only
 * (markdown-each-cursor.ts runs it per cursor); false otherwise, so the key goes on.
 */
export const deleteEmojiBackward: Command = (view) => {
  const { state } = view;
  const range = state.selection.main;
  if (state.selection.ranges.length > 1 || !range.empty || state.readOnly) return false;
  const line = state.doc.lineAt(range.head);
  const offset = range.head - line.from;
  if (offset === 0) return false;
  // A subdivision flag (🏴 and tag characters, 🏴󠁧󠁢󠁥󠁮󠁧󠁿) ends in characters CodeMirror's cluster table
  // does not extend over: it took seven presses, one invisible character each.
  const tags = TAGS.exec(line.text.slice(Math.max(0, offset - 64), offset))?.[0].length ?? 0;
  const start = findClusterBreak(line.text, offset - tags, false, true);
  if (!EMOJI.test(line.text.slice(start, offset))) return false;
  view.dispatch(state.update({
    changes: { from: line.from + start, to: range.head },
    selection: EditorSelection.cursor(line.from + start),
    scrollIntoView: true,
    userEvent: 'delete.backward',
  }));
  return true;
};
