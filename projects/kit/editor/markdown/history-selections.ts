import { type EditorSelection, Transaction } from '@codemirror/state';
import { historyKeymap, redo, redoDepth, undo } from '@codemirror/commands';
import type { Command, EditorView, KeyBinding } from '@codemirror/view';

// CodeMirror's history keeps the selection a change left only once a later selection-only
// transaction records it. With none between a command and Undo (a table inserted, then Ctrl+Z at
// once), the Redo that followed put the cursor at the end of what was inserted instead of where
// the command had put it (the new table's first cell). Recording the selection in the history
// before Undo fixed Redo but moved the cursor of the Undo after it (it maps that selection back
// through the change). So kit keeps, per editor, the selection each Undo left behind, and Redo puts
// it back, outside the history, which stays CodeMirror's own.

/** The selection before each undone step, the latest last; as many as Redo can redo. */
const redoSelections = new WeakMap<EditorView, EditorSelection[]>();

/** `undo`, keeping the selection it leaves behind for the Redo of that step. */
const undoKeepingSelection: Command = (view) => {
  const before = view.state.selection;
  if (!undo(view)) return false;
  const kept = redoSelections.get(view) ?? [];
  // Steps redone or dropped (a new change empties the redo history) are no longer there.
  kept.length = Math.min(kept.length, redoDepth(view.state) - 1);
  kept.push(before);
  redoSelections.set(view, kept);
  return true;
};

/** `redo`, then the selection the step had when it was undone. */
const redoKeepingSelection: Command = (view) => {
  const kept = redoSelections.get(view) ?? [];
  const depth = redoDepth(view.state);
  // Only when every undone step went through Undo above (else the list is not this history's).
  const selection = kept.length === depth ? kept[depth - 1] : undefined;
  if (!redo(view)) return false;
  kept.length = Math.max(0, depth - 1);
  if (selection && selection.ranges.every((range) => range.to <= view.state.doc.length)) {
    view.dispatch({ selection, scrollIntoView: true, annotations: Transaction.addToHistory.of(false) });
  }
  return true;
};

/** CodeMirror's history keys, with Redo putting the cursor back where Undo found it. */
export const historyKeys: readonly KeyBinding[] = historyKeymap.map((binding) => {
  if (binding.run === undo) return { ...binding, run: undoKeepingSelection };
  if (binding.run === redo) return { ...binding, run: redoKeepingSelection };
  return binding;
});
