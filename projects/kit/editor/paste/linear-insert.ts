import type QuillType from 'quill';
import type { Delta as DeltaType, Op } from 'quill';
import { deltaClassOf } from '../wysiwyg/wysiwyg-block-loader';
import { flushLineMarks, markInsertedLines } from '../wysiwyg/wysiwyg-line-marks';

/*
 * Long pastes into WYSIWYG. Quill's `updateContents` applies a Delta operation by operation, and
 * finds each one's place from the top of the document: the time grows with the square of what is
 * pasted (100 KB of markdown text: 6 s; 300 KB: 48 s in one task). Quill's block-wise insert (what
 * `setContents` uses) builds the lines at once; the change is then told as `updateContents` tells
 * it, so the history (one undo step), `text-change` and the editor's events are the same.
 */

/** From how many operations inserted content (a paste, one long `updateContents`) goes in block-wise (a setting for specs; below it, Quill's `updateContents`). */
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
  changeInOneGo(quill, 'user', index, skip + content.length(), (editor) => {
    let change: DeltaType = new Delta();
    if (deleteLength) change = change.compose(editor.deleteText(index, deleteLength));
    return change.compose(editor.insertContents(index + skip, content));
  });
}

/**
 * Makes `quill.updateContents` put a long run of inserted content in block-wise, as pastes do:
 * a change that retains up to a place, inserts there and deletes after (undo of select-all and
 * Delete gives the whole document back as one such change: 5,000 operations at 50 KB, which
 * Quill placed one by one from the document's top, 1.9 s at 50 KB, 4–6 s at 100 KB, ~30 s at 300
 * KB). The result, the change Quill reports, its events and the selection are as
 * `updateContents` gives them; any other change, or a short one, is left to Quill. Install before
 * other wrappers of `updateContents`, so that what they change in the Delta reaches this.
 */
export function useBlockWiseUpdates(quill: QuillType): void {
  const update = quill.updateContents.bind(quill) as (delta: unknown, source?: string) => DeltaType;
  const Delta = deltaClassOf(quill) as unknown as new (ops?: Op[]) => DeltaType;
  (quill as unknown as { updateContents: typeof update }).updateContents = (delta, source = 'api') => {
    const ops: Op[] | undefined = Array.isArray(delta) ? delta : (delta as DeltaType | undefined)?.ops;
    const plan = ops && insertionOf(ops);
    if (!plan || plan.inserts.length < kitPasteInsert.blockWiseFromOps) return update(delta, source);
    // As Quill's modify(): no user change in a read-only editor; the selection follows the change.
    if (!quill.isEnabled() && source === 'user') return new Delta();
    const range = quill.getSelection(); // (also takes in DOM changes not yet read, as applyDelta does first)
    const content = new Delta(plan.inserts);
    const change = changeInOneGo(quill, source, plan.index, content.length(), (editor) => {
      const inserted = editor.insertContents(plan.index, content);
      return plan.deleteLength ? inserted.compose(editor.deleteText(plan.index + content.length(), plan.deleteLength)) : inserted;
    });
    if (range) {
      const [start, end] = [range.index, range.index + range.length].map((position) => change.transformPosition(position, source !== 'user'));
      quill.setSelection(start, Math.max(0, end - start), 'silent');
    }
    return change;
  };
}

/**
 * The place, inserted operations and deleted length of a change that is one insertion: an
 * optional plain retain, inserts, an optional delete (a Delta puts inserts before the delete at one
 * place), and an optional plain retain to the end. Null for anything else.
 */
function insertionOf(ops: readonly Op[]): { index: number; inserts: Op[]; deleteLength: number } | null {
  let at = 0;
  let index = 0;
  if (typeof ops[0]?.retain === 'number') {
    if (ops[0].attributes) return null;
    index = ops[0].retain;
    at = 1;
  }
  const start = at;
  while (at < ops.length && ops[at].insert !== undefined) at++;
  const inserts = ops.slice(start, at);
  let deleteLength = 0;
  if (typeof ops[at]?.delete === 'number') deleteLength = ops[at++].delete!;
  if (at < ops.length && typeof ops[at].retain === 'number' && !ops[at].attributes) at++;
  return at === ops.length && inserts.length ? { index, inserts, deleteLength } : null;
}

/**
 * Makes a change with Quill's editor directly (`edit`, which returns it) and tells it as Quill's
 * `modify()` does for `updateContents`, so the history records it (from `editor-change`) and
 * `text-change` goes out. The lines from `index`, `length` characters on, get their marks by place.
 */
function changeInOneGo(quill: QuillType, source: string, index: number, length: number, edit: (editor: QuillEditor) => DeltaType): DeltaType {
  const internals = quill as unknown as { editor: QuillEditor; emitter: { emit(...args: unknown[]): void } };
  const editor = internals.editor;
  const oldDelta = editor.delta;
  flushLineMarks(quill); // what changed before: the insert's own changes are marked by their place
  const change = edit(editor);
  markInsertedLines(quill, index, length);
  if (change.length()) {
    internals.emitter.emit('editor-change', 'text-change', change, oldDelta, source);
    if (source !== 'silent') internals.emitter.emit('text-change', change, oldDelta, source);
  }
  return change;
}
