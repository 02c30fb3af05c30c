import type QuillType from 'quill';

/*
 * A command's undo step (kit's, an extension's or an app's, run through the command manager) and
 * the selections around it. Quill's history restores, on undo, the last selection it saw set with
 * a non-silent source before the change, and on redo that selection carried through the change.
 * Commands set their selection silently, so after a merge of cells an Add row was undone to the
 * cells selected before the merge ("2\n4" across two cells: Remove column then took the whole
 * table), and a merge redone selected "\n3\n", so typing emptied cell 3 (extensions QA, 2026-11-28).
 * Now undo restores the selection the command started from and redo the one it left.
 */

type KitRange = { index: number; length: number };

/** A history stack item, with the selections around the command that made it. */
interface CommandStackItem {
  range: KitRange | null;
  kitCommandSelections?: { before: KitRange; after: KitRange };
}

interface QuillHistory {
  stack: { undo: CommandStackItem[]; redo: CommandStackItem[] };
  currentRange: KitRange | null;
  cutoff(): void;
  change(source: 'undo' | 'redo', dest: 'undo' | 'redo'): void;
}

const historyOf = (quill: QuillType) => quill.history as unknown as QuillHistory;

/** The selection, or the last one the editor had while it is out of focus (a menu open), as commands take it. */
const selectionOf = (quill: QuillType): KitRange => quill.getSelection() ?? (quill.selection as unknown as { savedRange: KitRange }).savedRange;

/**
 * Runs `command` as an undo step of its own (Quill joins changes less than a second apart: a table
 * menu action right after typing was undone with the typing), noting the selections before and
 * after it on that step.
 */
export function runAsCommandStep<T>(quill: QuillType, command: () => T): T {
  const history = historyOf(quill);
  const before = selectionOf(quill);
  // By the top item, not the stack's length: a full stack (100 steps) drops its oldest as it grows.
  const top = history.stack.undo[history.stack.undo.length - 1];
  history.cutoff();
  try {
    return command();
  } finally {
    history.cutoff();
    const after = selectionOf(quill);
    const last = history.stack.undo[history.stack.undo.length - 1];
    const step = last !== top ? last : undefined;
    if (step) {
      step.range = before;
      step.kitCommandSelections = { before, after };
    }
    // The next step's undo starts from here, not from the last selection set non-silently.
    history.currentRange = after;
  }
}

/**
 * Gives a command's step its selections again as it moves between the undo and redo stacks (Quill
 * makes a new item each time, with the selection carried through the change).
 */
export function keepCommandSelectionsOnUndo(quill: QuillType): void {
  const history = historyOf(quill);
  const change = history.change.bind(history);
  history.change = (source, dest) => {
    const step = history.stack[source][history.stack[source].length - 1];
    const selections = step?.kitCommandSelections;
    const top = history.stack[dest][history.stack[dest].length - 1];
    change(source, dest);
    const last = history.stack[dest][history.stack[dest].length - 1];
    const moved = last !== top ? last : undefined;
    if (!selections || !moved) return;
    moved.kitCommandSelections = selections;
    // On the redo stack it is redone, so the selection is the one the command left; back on the undo stack, the one it started from.
    moved.range = dest === 'redo' ? selections.after : selections.before;
  };
}
