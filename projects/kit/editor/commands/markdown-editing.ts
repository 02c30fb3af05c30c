import { EditorSelection, type EditorState, type Extension, type Line, type SelectionRange, type Transaction } from '@codemirror/state';
import { type Command, keymap } from '@codemirror/view';
import { syntaxTree } from '@codemirror/language';
import { deleteMarkupBackward, insertNewlineContinueMarkupCommand } from '@codemirror/lang-markdown';
import { deleteCharBackward, insertNewlineAndIndent } from '@codemirror/commands';
import { eachCursor } from './markdown-each-cursor';
import { deleteEmojiBackward } from './markdown-emoji-backspace';
import { selectionInListItems, shiftListLines } from './markdown-indent';
import { BLOCK_MARKUP } from './markdown-line-markup';
import { type LineParts, parseLine } from './markdown-text';

/**
 * Enter continues the list item, task (with a fresh `[ ] `) or quote of the cursor's line and
 * renumbers the ordered items after it; on an empty item it ends the list. `nonTightLists: false`
 * because by default Enter on an empty second item turns a tight list loose instead of ending it.
 */
const continueMarkup = insertNewlineContinueMarkupCommand({ nonTightLists: false });

/** A line that is block markup ending in a quote marker, with nothing after it: `> `, `> > `, `* > `. */
const EMPTY_QUOTE_LINE = /^(.*)>[ \t]*$/;

/**
 * Enter on an empty quote line ends the quote at once (as an empty list item ends its list, and
 * as in TOAST UI 1.x), instead of CodeMirror's second `> ` line first. The innermost `>` goes: a
 * nested quote goes back to the outer one, a quote in a list item to the item's text. Below a
 * quoted line with text, the emptied line stays, blank, and the cursor goes to a new line under
 * it: text typed right under a quote's paragraph would be a lazy continuation of that paragraph,
 * still in the quote. Returns false (CodeMirror's rule runs) when any cursor is elsewhere.
 */
export const endEmptyQuote: Command = (view) => {
  const { state } = view;
  const tree = syntaxTree(state);
  let handled = true;
  const edit = state.changeByRange((range: SelectionRange) => {
    const line = state.doc.lineAt(range.head);
    const match = range.empty ? EMPTY_QUOTE_LINE.exec(line.text) : null;
    const outer = match?.[1] ?? '';
    const mark = line.from + outer.length;
    const node = match && range.head > mark ? tree.resolveInner(mark, 1) : null;
    // The `>` must be a quote marker (not code or text) after nothing but markup.
    if (!node || node.name !== 'QuoteMark' || node.from !== mark || BLOCK_MARKUP.exec(outer)![0] !== outer) {
      handled = false;
      return { range };
    }
    const quoteAbove = (node.parent?.from ?? mark) < line.from && /[^\s>]/.test(state.doc.line(line.number - 1).text);
    const insert = quoteAbove ? `${outer.trimEnd()}${state.lineBreak}${outer}` : outer;
    return { changes: { from: line.from, to: line.to, insert }, range: EditorSelection.cursor(line.from + insert.length) };
  });
  if (!handled) return false;
  view.dispatch(state.update(edit, { scrollIntoView: true, userEvent: 'input' }));
  return true;
};

/** A line holding only list item markup, maybe in a quote: `- `, `1. `, `> * [ ] `. */
const EMPTY_ITEM_LINE = /^[ \t>]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]+\[[ xX]\])?[ \t]*$/;

/**
 * Enter as `continueMarkup`; when it ends a list on an empty item (the markup goes, no outer item
 * takes over), the emptied line stays blank and the cursor goes to a new line under it, as for a
 * quote (`endEmptyQuote`): text typed right under an item's text would be a lazy continuation of
 * that item (`- a`, Enter, Enter, `after` gave `- a\nafter`, one item).
 */
const continueOrEndList: Command = (view) => {
  const before = view.state;
  if (orderedTaskEnter(view)) return true;
  let transaction: Transaction | undefined;
  const ran = continueMarkup({ state: before, dispatch: (tr) => (transaction = tr) });
  if (!ran || !transaction) return ran;
  const after = transaction.state;
  const head = after.selection.main.head;
  const line = after.doc.lineAt(head);
  const endedList =
    before.selection.ranges.length === 1 &&
    EMPTY_ITEM_LINE.test(before.doc.lineAt(before.selection.main.head).text) &&
    /^[ \t>]*$/.test(line.text) &&
    head === line.to &&
    line.number > 1 &&
    /[^\s>]/.test(after.doc.line(line.number - 1).text);
  if (!endedList) {
    view.dispatch(transaction);
    return true;
  }
  // A blank line below too when items follow (an empty item in the middle of the list): an
  // ordered item not numbered 1 cannot interrupt a paragraph, so the text typed here took it in.
  const blankLine = line.text.trimEnd();
  const itemsFollow = line.number < after.doc.lines && /[^\s>]/.test(after.doc.line(line.number + 1).text);
  const insert = `${blankLine}${after.lineBreak}${line.text}`;
  const blank = after.changes({ from: line.from, to: line.to, insert: itemsFollow ? `${insert}${after.lineBreak}${blankLine}` : insert });
  view.dispatch(before.update({ changes: transaction.changes.compose(blank), selection: EditorSelection.cursor(line.from + insert.length), scrollIntoView: true, userEvent: 'input' }));
  return true;
};

/** A bullet item whose text is its task box alone, without the space after it (`- [ ]`, as WYSIWYG writes an empty task). */
const BOX_ALONE_ITEM = /^[ \t>]*[-+*][ \t]+\[[ xX]\]$/;

/**
 * Enter at the end of `- [ ]`: an empty task, as with `- [ ] `, so the list ends there. CodeMirror
 * reads the box as markup only with white space after it, and continued `- [ ]` as an item whose
 * text was the box, with a plain `- ` (verify11). The space goes in first, then Enter as usual.
 */
const boxAloneEnter: Command = (view) => {
  const { state } = view;
  const range = state.selection.main;
  if (state.selection.ranges.length > 1 || !range.empty) return false;
  const line = state.doc.lineAt(range.head);
  if (range.head !== line.to || !BOX_ALONE_ITEM.test(line.text)) return false;
  view.dispatch({ changes: { from: line.to, insert: ' ' }, selection: { anchor: line.to + 1 }, userEvent: 'input' });
  continueOrEndList(view);
  return true;
};

/** The line and parts of an ordered task item (`1. [ ] a`) that the one cursor (no selection) is on, or null. */
function orderedTaskAtCursor(state: EditorState): { head: number; line: Line; parts: LineParts } | null {
  const range = state.selection.main;
  if (state.selection.ranges.length > 1 || !range.empty) return null;
  const line = state.doc.lineAt(range.head);
  const parts = parseLine(line.text);
  return parts.kind === 'task' && /\d/.test(parts.bullet) ? { head: range.head, line, parts } : null;
}

/**
 * Enter in an ordered task item (`1. [ ] a`), which CodeMirror continues as a plain numbered item
 * (it carries task boxes in bullet lists only): the new item gets a fresh `[ ] ` too, and on an
 * empty one (`2. [ ] `) the list ends, as on an empty bullet task; in the middle of the text the part
 * after the cursor is a new task (`1. [ ] a‸bc` gives `2. [ ] bc`; CodeMirror gave `2. bc`). One cursor.
 */
function orderedTaskEnter(view: Parameters<Command>[0]): boolean {
  const { state } = view;
  const task = orderedTaskAtCursor(state);
  if (!task) return false;
  const { line, parts } = task;
  // In the text (after the box): at its end, or splitting it (the part after the cursor a new task).
  if (task.head < line.from + parts.quote.length + parts.indent.length + parts.marker.length + parts.task.length) return false;
  if (!parts.rest.trim() && parts.indent) {
    // An empty nested one goes up a level, as other empty nested items do: CodeMirror's rule on the
    // item without its box (one edit: the box's removal and the rule's change together).
    const box = line.from + parts.quote.length + parts.indent.length + parts.marker.length;
    const unboxed = state.update({ changes: { from: box, to: box + parts.task.length } });
    let outdent: Transaction | undefined;
    if (!continueMarkup({ state: unboxed.state, dispatch: (tr) => (outdent = tr) }) || !outdent) return false;
    view.dispatch(state.update({ changes: unboxed.changes.compose(outdent.changes), selection: outdent.selection, scrollIntoView: true, userEvent: 'input' }));
    return true;
  }
  if (!parts.rest.trim()) {
    // The empty item ends the list: its markup goes, the line stays blank and the cursor goes under
    // it (as `continueOrEndList` does: text right under an item would continue it).
    const insert = `${parts.quote.trimEnd()}${state.lineBreak}${parts.quote}`;
    view.dispatch({ changes: { from: line.from, to: line.to, insert }, selection: EditorSelection.cursor(line.from + insert.length), scrollIntoView: true, userEvent: 'input' });
    return true;
  }
  let transaction: Transaction | undefined;
  if (!continueMarkup({ state, dispatch: (tr) => (transaction = tr) }) || !transaction) return false;
  const after = transaction.state;
  const head = after.selection.main.head;
  const nextLine = after.doc.lineAt(head);
  const next = parseLine(nextLine.text);
  // The new item's text starts at the cursor (an empty item, or the text moved down with it).
  const markupEnd = nextLine.from + next.quote.length + next.indent.length + next.marker.length;
  if (!next.marker || next.task || !/\d/.test(next.bullet) || head !== markupEnd) {
    view.dispatch(transaction);
    return true;
  }
  const box = after.changes({ from: head, insert: '[ ] ' });
  view.dispatch(state.update({ changes: transaction.changes.compose(box), selection: EditorSelection.cursor(head + 4), scrollIntoView: true, userEvent: 'input' }));
  return true;
}

/**
 * Backspace right after an ordered task's markup (`1. [ ] ‸first`) deletes it as it deletes a bullet
 * task's: CodeMirror's rule knows boxes in bullet lists only, and took the space before the text, so
 * the box became text (`1. [ ]first`). The bullet rule runs on the line with its number spelt as a
 * bullet of the same width, and its change (the markup's place is the same) is applied. One cursor.
 */
function orderedTaskBackspace(view: Parameters<Command>[0]): boolean {
  const { state } = view;
  const task = orderedTaskAtCursor(state);
  if (!task) return false;
  const { line, parts } = task;
  if (task.head !== line.from + parts.quote.length + parts.indent.length + parts.marker.length + parts.task.length) return false;
  const markerFrom = line.from + parts.quote.length + parts.indent.length;
  const asBullet = '-'.padEnd(parts.bullet.length, ' ');
  const bulleted = state.update({ changes: { from: markerFrom, to: markerFrom + parts.bullet.length, insert: asBullet } }).state;
  let transaction: Transaction | undefined;
  if (!deleteMarkupBackward({ state: bulleted, dispatch: (tr) => (transaction = tr) }) || !transaction) return false;
  view.dispatch(state.update({ changes: transaction.changes, selection: transaction.selection, scrollIntoView: true, userEvent: 'delete.backward' }));
  return true;
}

/** `command`, except that a read-only editor leaves the key to the next binding. */
function editable(command: Command): Command {
  return (view) => !view.state.readOnly && command(view);
}

/**
 * Tab / Shift-Tab on list items: moves them one nesting level (`Indent` / `Outdent`). Elsewhere
 * (text, fenced code) it returns false, so the view's `indentWithTab` binding runs as before.
 */
function shiftListItems(direction: 1 | -1): Command {
  return (view) => selectionInListItems(view.state) && shiftListLines(view, direction);
}

/**
 * The markdown editing comforts, to put before the default keymap: Enter continues lists, tasks
 * and quotes (ending the list on an empty item and the quote on an empty quote line, renumbering
 * ordered lists), Backspace right after
 * list or quote markup deletes the markup (and after an emoji the whole emoji), Tab / Shift-Tab (and Ctrl+] / Ctrl+[) indent and outdent list items, and
 * Ctrl+Enter ticks or clears task boxes.
 * Every binding returns false outside its case, so the default keymap handles the key then.
 */
export function markdownEditingKeymap(): Extension {
  return keymap.of([
    // With several ranges (or Enter over a selection) each gets the one-cursor rules below, then CodeMirror's key (see eachCursor).
    { key: 'Enter', run: eachCursor([endEmptyQuote, boxAloneEnter, continueOrEndList, insertNewlineAndIndent], 'input', { replacesSelection: true }) },
    { key: 'Backspace', run: eachCursor([orderedTaskBackspace, deleteMarkupBackward, deleteEmojiBackward, deleteCharBackward], 'delete.backward') },
    { key: 'Enter', run: editable(endEmptyQuote) },
    { key: 'Enter', run: editable(boxAloneEnter) },
    { key: 'Enter', run: editable(continueOrEndList) },
    { key: 'Backspace', run: editable(orderedTaskBackspace) },
    { key: 'Backspace', run: editable(deleteMarkupBackward) },
    { key: 'Backspace', run: deleteEmojiBackward },
    { key: 'Tab', run: shiftListItems(1), shift: shiftListItems(-1) },
    // CodeMirror's Indent/Outdent keys: list items move a level as with Tab (`indentMore` moved only
    // the marker, two spaces: `  2. b` stayed a sibling); other lines keep CodeMirror's.
    { key: 'Mod-]', run: shiftListItems(1) },
    { key: 'Mod-[', run: shiftListItems(-1) },
    { key: 'Mod-Enter', run: editable(toggleTaskBoxes) },
  ]);
}

/**
 * Ctrl+Enter (Cmd+Enter on a Mac) ticks or clears the task box of each selected line, as in
 * WYSIWYG, where the box takes only the pointer otherwise. False (the key goes on) when no selected
 * line is a task item.
 */
function toggleTaskBoxes(view: Parameters<Command>[0]): boolean {
  const { state } = view;
  const changes: { from: number; to: number; insert: string }[] = [];
  const seen = new Set<number>();
  for (const range of state.selection.ranges) {
    for (let n = state.doc.lineAt(range.from).number; n <= state.doc.lineAt(range.to).number; n++) {
      if (seen.has(n)) continue;
      seen.add(n);
      const line = state.doc.line(n);
      const parts = parseLine(line.text);
      if (!parts.task) continue;
      const mark = line.from + parts.quote.length + parts.indent.length + parts.marker.length + 1; // inside `[ ]`
      changes.push({ from: mark, to: mark + 1, insert: parts.task[1] === ' ' ? 'x' : ' ' });
    }
  }
  if (!changes.length) return false;
  view.dispatch({ changes, userEvent: 'input.toggle' });
  return true;
}
