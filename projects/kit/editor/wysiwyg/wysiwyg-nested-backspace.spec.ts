import type QuillType from 'quill';
import { useEditorFactory, wysiwygLines } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/** Each line's text, list kind, level, quote, item depth, and whether it continues an item. */
const linesOf = (quill: QuillType) => wysiwygLines(quill, (name) => ['list', 'indent', 'kit-quote', 'kit-in-item', 'kit-continue'].includes(name));

/*
 * Backspace at the start of a nested list item in WYSIWYG moves it out one level with what is
 * nested in it, as Shift+Tab does; at the first level of a quoted list in an item it takes the line
 * out of the list, into the quote (wysidiff QA, 2026-11-27: Quill moved the line alone, and a quoted
 * list left its item while its lines stayed marked in it, drawn one way and written another).
 */
describe('WYSIWYG Backspace at the start of a nested list item', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** Backspace at the start of `at` in `markdown` in WYSIWYG: the markdown, the lines as edited and as a fresh load of that markdown has them. */
  function backspaceAt(markdown: string, at: string) {
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(quill.getText().indexOf(at), 0, 'user');
    quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true }));
    const after = editor.getMarkdown();
    const fresh = create({ initialValue: after, initialEditType: 'wysiwyg' });
    return { after, edited: linesOf(quill), fresh: linesOf(fresh.getSquire()), editor };
  }

  it('moves a nested item out one level with the items nested in it, as Shift+Tab', () => {
    const { after, edited, fresh, editor } = backspaceAt('- a\n  - b\n    - c\n- d\n', 'b');
    expect(after).toBe('- a\n- b\n  - c\n- d\n');
    expect(edited).toEqual(fresh);
    editor.getSquire().history.undo();
    expect(editor.getMarkdown()).toBe('- a\n  - b\n    - c\n- d\n');
  });

  it('takes the first item of a quoted list in an item out of the list, into the quote, in the item', () => {
    const { after, edited, fresh } = backspaceAt('- a\n\n  > 1. quoted\n  > 2. second\n\n  more of a\n', 'quoted');
    expect(after).toBe('- a\n\n  > quoted\n  >\n  > 1. second\n\n  more of a\n');
    expect(edited).toEqual(fresh);
  });

  it('moves a nested item of a quoted list in an item out one level, staying in the quote', () => {
    const { after, edited, fresh } = backspaceAt('- a\n\n  > 1. one\n  >    1. two\n', 'two');
    expect(after).toBe('- a\n\n  > 1. one\n  > 2. two\n');
    expect(edited).toEqual(fresh);
  });
});
