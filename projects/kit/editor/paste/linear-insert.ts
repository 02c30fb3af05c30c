import type QuillType from 'quill';
import type { Delta as DeltaType } from 'quill';
import { deltaClassOf } from '../wysiwyg/wysiwyg-block-loader';
import { flushLineMarks, markInsertedLines } from '../wysiwyg/wysiwyg-line-marks';

/*
 * Long pastes into WYSIWYG. Quill's `updateContents` applies a Delta operation by operation, and
 * finds each one's place from the top of the document: the time grows with the square of what is
 * pasted (100 KB of markdown text: 6 s; 300 KB: 48 s in one task). Quill's block-wise insert (what
 * `setContents` uses) builds the lines at once; the change is then told as `updateContents` tells
 * it, so the history (one undo step), `text-change` and the editor's events are the same.
 */

/** From how many operations pasted content goes in block-wise (a setting for specs; below it, `updateContents`). */
export const kitPasteInsert = { blockWiseFromOps: 200 };

/** Quill's editor, as far as this needs it. */
interface QuillEditor {
  delta: DeltaType;
  deleteText(index: number, length: number): DeltaType;
  insertContents(index: number, contents: DeltaType): DeltaType;
}

/**
 * Replaces `deleteLength` characters at `index` with `content`, inserted `skip` characters after
 * that place (past the line break there: blocks pasted after a line), as one user change.
 */
export function replaceAsUser(quill: QuillType, index: number, deleteLength: number, content: DeltaType, skip = 0): void {
  const Delta = deltaClassOf(quill);
  if (content.ops.length < kitPasteInsert.blockWiseFromOps) {
    quill.updateContents(new Delta().retain(index).delete(deleteLength).retain(skip).concat(content), 'user');
    return;
  }
  if (!quill.isEnabled()) return; // as updateContents: no user change in a read-only editor
  const internals = quill as unknown as { editor: QuillEditor; emitter: { emit(...args: unknown[]): void } };
  const editor = internals.editor;
  const oldDelta = editor.delta;
  let change: DeltaType = new Delta();
  flushLineMarks(quill); // what changed before: the insert's own changes are marked by their place
  if (deleteLength) change = change.compose(editor.deleteText(index, deleteLength));
  change = change.compose(editor.insertContents(index + skip, content));
  markInsertedLines(quill, index, skip + content.length());
  if (!change.length()) return;
  // What Quill's modify() tells for an updateContents: the history records it from editor-change.
  internals.emitter.emit('editor-change', 'text-change', change, oldDelta, 'user');
  internals.emitter.emit('text-change', change, oldDelta, 'user');
}
