import type QuillType from 'quill';

/*
 * Quill moves the cursor silently after some of its own edits (Enter three times leaving a code
 * block, Backspace lifting a list item): no selection-change tells the toolbar, which kept "in a
 * code block" (Link disabled) while the user typed a paragraph.
 */

/** A Delta's operations, as far as telling what an edit did needs them. */
type Ops = readonly { insert?: unknown; delete?: number; retain?: unknown; attributes?: unknown }[];

/**
 * Whether a user edit may have changed the format of the cursor's line: it removed text, inserted
 * a line break or an embed, or formatted lines. Typing plain characters does not.
 */
function mayChangeLineFormat(ops: Ops): boolean {
  return ops.some((op) => op.delete !== undefined || (op.retain !== undefined && op.attributes !== undefined) || (op.insert !== undefined && (typeof op.insert !== 'string' || op.insert.includes('\n'))));
}

/**
 * Calls `check` once Quill is done with a user edit that may have moved the cursor to a line of
 * another format (one call for the edits of one task). Quill's 'text-change' listeners go with
 * `quill.off('text-change')`; a check queued before that still runs, so `check` must tolerate it.
 */
export function checkFormatAfterSilentMoves(quill: QuillType, check: () => void): void {
  let queued = false;
  quill.on('text-change', (delta: { ops: Ops }, _old: unknown, source: string) => {
    if (source !== 'user' || queued || !mayChangeLineFormat(delta.ops)) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      check();
    });
  });
}
