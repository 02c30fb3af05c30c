import { historyKeymap, undo, undoDepth } from '@codemirror/commands';
import type { Command, KeyBinding } from '@codemirror/view';

// CodeMirror's history keeps the selection a change left only once a later selection-only
// transaction records it. With none between a command and Undo (a table inserted, then Ctrl+Z at
// once, also after a Redo), Undo kept the selection mapped back through the change, so the Redo
// that followed put the cursor at the end of what was inserted instead of where the command had
// put it (the new table's first cell).

/** `undo`, recording the selection first, so that Redo gives it back with the change. */
const undoKeepingSelection: Command = (view) => {
  if (!undoDepth(view.state)) return false;
  // Recorded as the last change's selection only when none is (the history keeps the first one).
  view.dispatch({ selection: view.state.selection, userEvent: 'select.history' });
  return undo(view);
};

/** CodeMirror's history keys, with Undo recording the selection it leaves for Redo. */
export const historyKeys: readonly KeyBinding[] = historyKeymap.map((binding) => (binding.run === undo ? { ...binding, run: undoKeepingSelection } : binding));
