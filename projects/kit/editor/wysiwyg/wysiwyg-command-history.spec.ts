import { KitEditor, ready } from '../kit-editor';
import { SpecInstances } from '../extensions/extension-spec-helpers';
import type { KitEditorOptions } from '../editor-options';

/*
 * A command's undo step gives back the selection the command started from, and its redo the one the
 * command left (extensions QA, 2026-11-28: Quill restored the last selection set non-silently, from
 * before the command or an older one).
 */
describe('KitEditor WYSIWYG: the selection around a command on undo and redo', () => {
  const instances = new SpecInstances();
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => instances.cleanup());

  const TABLE = ['| A | B | C |', '| --- | --- | --- |', '| 1 | 2 | 3 |', '| 4 | 5 | 6 |'].join('\n');

  function create(options: Partial<KitEditorOptions>): KitEditor {
    const editor = new KitEditor({ el: instances.container(), usageStatistics: false, exts: ['table'], initialEditType: 'wysiwyg', height: '400px', ...options } as KitEditorOptions);
    return instances.track(editor);
  }

  function select(editor: KitEditor, from: string, to = from, length?: number): void {
    const quill = editor.getSquire();
    const text = quill.getText();
    const start = text.indexOf(from);
    quill.setSelection(start, length ?? text.indexOf(to, start) + to.length - start, 'user');
  }

  it('a merge redone leaves the caret where the merge did, so typing goes into the merged cell and no other cell changes', () => {
    const editor = create({ initialValue: TABLE });
    const quill = editor.getSquire();
    select(editor, '1', '5');
    const before = quill.getSelection();
    editor.exec('MergeCells');
    const after = quill.getSelection();
    quill.history.undo();
    expect(quill.getSelection()).withContext('undo').toEqual(before);
    quill.history.redo();
    expect(quill.getSelection()).withContext('redo').toEqual(after);
    quill.insertText(after!.index, 'X', 'user');
    expect(editor.getMarkdown()).toBe(['| A | B | C |', '| --- | --- | --- |', '| @rows=2:@cols=2:X1 | 3 |', '| 6 |'].join('\n'));
  });

  it('a command undone after another gives back its own starting selection (Add row after a merge: the caret, not the cells merged)', () => {
    const editor = create({ initialValue: TABLE });
    const quill = editor.getSquire();
    select(editor, '2', '6');
    editor.exec('MergeCells');
    const caret = quill.getSelection();
    expect(caret?.length).toBe(0);
    editor.exec('AddRow');
    quill.history.undo();
    expect(quill.getSelection()).toEqual(caret);
    // Again after a redo and an undo: the step keeps its selections.
    quill.history.redo();
    quill.history.undo();
    expect(quill.getSelection()).toEqual(caret);
    expect(editor.getMarkdown()).toBe(['| A | B | C |', '| --- | --- | --- |', '| 1 | @rows=2:@cols=2:2 |', '| 4 |'].join('\n'));
  });

  it('typing after a command is undone to where the typing started (a table inserted: the caret in its first cell)', () => {
    const editor = create({ initialValue: 'one\n\ntwo' });
    const quill = editor.getSquire();
    select(editor, 'one', 'one', 0);
    editor.exec('Table', 2, 2);
    const caret = quill.getSelection()!;
    quill.insertText(caret.index, 'new', 'user');
    quill.history.undo();
    expect(editor.getMarkdown()).not.toContain('new');
    expect(quill.getSelection()).toEqual(caret);
  });

  // kit's own key handlers (Tab's spaces, list Tab, Ctrl+Enter on a task) are undo steps the same
  // way since the review of 2026-11-28 (a guard: they change no place before the caret but Tab's
  // spaces, which Quill's history already mapped).
  it('Tab in text: undo puts the caret where Tab was pressed, redo after the spaces', () => {
    const editor = create({ initialValue: 'one two' });
    const quill = editor.getSquire();
    select(editor, 'two', 'two', 0);
    const before = quill.getSelection()!;
    quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', keyCode: 9, bubbles: true, cancelable: true }));
    const after = quill.getSelection()!;
    expect(after.index).toBe(before.index + 4);
    quill.history.undo();
    expect(quill.getSelection()).withContext('undo').toEqual(before);
    quill.history.redo();
    expect(quill.getSelection()).withContext('redo').toEqual(after);
  });
});

