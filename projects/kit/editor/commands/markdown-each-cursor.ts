import {
  ChangeSet, EditorSelection, type EditorState, type SelectionRange, Transaction, type TransactionSpec,
} from '@codemirror/state';
import type { Command, EditorView } from '@codemirror/view';
import { isEmptyLine, parseLine, selectionAfterLineEdit, treeUpTo } from './markdown-text';

/**
 * Above this many ranges (groups of ranges, for line edits) the commands' own multi-range forms
 * run instead: each here costs a state update (and the syntax tree's parse of it), which a
 * rectangular selection over a thousand lines would multiply.
 */
const MAX_CURSORS = 200;

/** What a command sees of the view: a state that follows what the command dispatches. */
interface CommandTarget {
  state: EditorState;
  dispatch(...specs: (Transaction | TransactionSpec)[]): void;
}

/**
 * A key's commands run for each selection range in turn, as if it were the only one, and the
 * results combined into one transaction (one undo step). The rules of the markdown keys (Enter in
 * an ordered list renumbers the items below, an ordered task gets a fresh box, Backspace after an
 * ordered task's box) are written for one cursor; CodeMirror's own continue the list at each range
 * of several independently, so two cursors in one list numbered their new items alike (`3.` twice).
 * Ranges go from the top: each runs on the document the ones above left, so renumbering adds up.
 * `replacesSelection` (Enter): a selected range is deleted first and the rules run at the cursor
 * left, also when it is the only range (CodeMirror's list rule gives up on a selection, so Enter
 * over a word of an item gave a bare line: `- [hello] world` became `- ` and `world`).
 * With one cursor, or too many ranges, returns false and the key's usual bindings run.
 */
export function eachCursor(commands: readonly Command[], userEvent: string, { replacesSelection = false } = {}): Command {
  return (view) => {
    const start = view.state;
    const count = start.selection.ranges.length;
    // One selected range too, for a key that replaces it (Enter): the rules want a cursor.
    const oneSelected = replacesSelection && count === 1 && !start.selection.main.empty;
    if ((count === 1 && !oneSelected) || count > MAX_CURSORS || start.readOnly) return false;
    let state = start;
    let changes = ChangeSet.empty(start.doc.length);
    let placed: SelectionRange[] = [];
    for (const original of start.selection.ranges) {
      let range = original.map(changes);
      if (replacesSelection && !range.empty) {
        // The selected text goes first, as typed text replaces it.
        const deleted = state.update({ changes: { from: range.from, to: range.to } });
        changes = changes.compose(deleted.changes);
        placed = placed.map((r) => r.map(deleted.changes));
        state = deleted.state;
        range = EditorSelection.cursor(range.from);
      }
      const alone = state.update({ selection: EditorSelection.create([range]) }).state;
      const ran = runAlone(commands, alone);
      if (!ran) {
        placed.push(alone.selection.main);
        state = alone;
        continue;
      }
      changes = changes.compose(ran.changes);
      placed = placed.map((range) => range.map(ran.changes));
      placed.push(ran.state.selection.main);
      state = ran.state;
    }
    view.dispatch(start.update({
      changes,
      selection: EditorSelection.create(placed, start.selection.mainIndex),
      scrollIntoView: true,
      userEvent,
    }));
    return true;
  };
}

/** The first of `commands` that handles `state`'s one range: its changes and the state it leaves, or null. */
function runAlone(commands: readonly Command[], state: EditorState): { changes: ChangeSet; state: EditorState } | null {
  for (const command of commands) {
    let current = state;
    let changes = ChangeSet.empty(state.doc.length);
    const target: CommandTarget = {
      get state() {
        return current;
      },
      dispatch(...specs) {
        const transaction = specs.length === 1 && specs[0] instanceof Transaction ? specs[0] : current.update(...(specs as TransactionSpec[]));
        changes = changes.compose(transaction.changes);
        current = transaction.state;
      },
    };
    // The commands read only `state` and call only `dispatch` (CodeMirror's state commands take the same pair).
    if (command(target as unknown as EditorView)) return { changes, state: current };
  }
  return null;
}

/**
 * A line edit (`build` makes it from a state) run for each selection range as if it were the only
 * one, top down, each on the document the ones above left, as one edit: a quote takes each range's
 * own column (with one column for all, a range deeper in a list than another was quoted at the
 * shallower one's, its item taken out of the list) and toggles each range as it would alone.
 * Ranges not a blank line apart go together (`lineGroups`). The selection is the one given,
 * mapped through the edit.
 */
export function eachRangeAlone(
  build: (state: EditorState) => TransactionSpec | null,
  { wholeBlocks = false } = {},
): (state: EditorState) => TransactionSpec | null {
  return (state) => {
    if (state.selection.ranges.length === 1) return build(state);
    // A quote must take a block's lines in one piece: the ranges in one top-level block (a
    // paragraph, a list, a quote) are one range over them, as one range over them would be quoted.
    const groups = wholeBlocks ? topBlockGroups(state) : lineGroups(state);
    if ((groups.length === 1 && !wholeBlocks) || groups.length > MAX_CURSORS) return build(state);
    let current = state;
    let changes = ChangeSet.empty(state.doc.length);
    for (const group of groups) {
      const alone = current.update({ selection: EditorSelection.create(group.map((range) => range.map(changes))) }).state;
      const spec = build(alone);
      if (!spec?.changes) continue;
      const made = alone.changes(spec.changes);
      changes = changes.compose(made);
      current = alone.update({ changes: made }).state;
    }
    return changes.empty ? null : { changes, selection: selectionAfterLineEdit(state.selection, changes) };
  };
}

/**
 * The selection's ranges in groups a blank line apart: ranges with only text lines between them
 * (lines of one paragraph, a list's items) go together, as the edit of one could make the lines
 * of the next its lazy continuation. (A range ending at a line's start does not reach that line.)
 */
function lineGroups(state: EditorState): SelectionRange[][] {
  const groups: SelectionRange[][] = [];
  let lastLine = 0;
  for (const range of state.selection.ranges) {
    const first = state.doc.lineAt(range.from).number;
    let last = state.doc.lineAt(range.to).number;
    if (!range.empty && last > first && range.to === state.doc.line(last).from) last--;
    if (groups.length && !blankBetween(state, lastLine, first)) groups[groups.length - 1].push(range);
    else groups.push([range]);
    lastLine = Math.max(lastLine, last);
  }
  return groups;
}

/** Whether a blank line (`isEmptyLine`: nothing but markup) lies strictly between lines `above` and `below`. */
function blankBetween(state: EditorState, above: number, below: number): boolean {
  for (let n = above + 1; n < below; n++) {
    if (isEmptyLine(parseLine(state.doc.line(n).text))) return true;
  }
  return false;
}

/**
 * The selection's ranges by the top-level block (a child of the document: a paragraph, a list, a
 * quote, a table) they start in, each group as one range from its first range's start to its
 * last one's end (verify15: cursors on the first and third line of a paragraph quoted those two and
 * split it; an item's line and a line nested in it were quoted apart, the nested one out of its item).
 */
function topBlockGroups(state: EditorState): SelectionRange[][] {
  const { ranges } = state.selection;
  const tree = treeUpTo(state, ranges[ranges.length - 1].to);
  const blockOf = (pos: number) => {
    let node = tree.resolveInner(pos, 1);
    if (node.name === 'Document') node = tree.resolveInner(pos, -1); // at a block's end
    while (node.parent && node.parent.name !== 'Document') node = node.parent;
    return node.name === 'Document' ? -1 - pos : node.from; // between blocks: a group of its own
  };
  const groups: { block: number; from: number; to: number }[] = [];
  for (const range of ranges) {
    const block = blockOf(range.from);
    // A cursor reaches its line's end (a range ending at a line's start would not take that line).
    const to = range.empty ? state.doc.lineAt(range.head).to : range.to;
    const last = groups[groups.length - 1];
    if (last && last.block === block) last.to = Math.max(last.to, to);
    else groups.push({ block, from: range.from, to });
  }
  return groups.map((group) => [EditorSelection.range(group.from, group.to)]);
}
