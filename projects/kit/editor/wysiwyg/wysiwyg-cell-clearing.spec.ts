import type QuillType from 'quill';
import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

describe('KitEditor WYSIWYG: a selection over table cells', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const TABLE = '| a | b | c |\n| --- | --- | --- |\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n\nafter';

  /** A WYSIWYG editor with TABLE, focused, the selection from the start of `from` to the end of `to`. */
  function selectCells(from: string, to: string): { quill: QuillType; markdown: () => string } {
    const editor = create({ initialValue: TABLE, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    const text = quill.getText();
    const start = text.indexOf(from);
    quill.setSelection(start, text.indexOf(to) + to.length - start, 'user');
    return { quill, markdown: () => editor.getMarkdown() };
  }

  const press = (quill: QuillType, key: string) =>
    quill.root.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode: key === 'Delete' ? 46 : 8, bubbles: true, cancelable: true }));

  for (const key of ['Delete', 'Backspace']) {
    it(`${key} empties the cells it covers; every other cell stays in its column`, () => {
      const { quill, markdown } = selectCells('1', '5');
      press(quill, key);
      expect(markdown()).toBe('| a | b | c |\n| --- | --- | --- |\n|  |  |  |\n|  |  | 6 |\n\nafter');
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ length: 0 }));
      quill.history.undo();
      expect(markdown()).toBe(TABLE);
    });
  }

  it('typing over it empties the cells and types into the first', () => {
    const { quill, markdown } = selectCells('2', '4');
    const event = new InputEvent('beforeinput', { inputType: 'insertText', data: 'x', bubbles: true, cancelable: true });
    quill.root.dispatchEvent(event);
    expect(event.defaultPrevented).toBeTrue();
    expect(markdown()).toBe('| a | b | c |\n| --- | --- | --- |\n| 1 | x |  |\n|  | 5 | 6 |\n\nafter');
  });

  it('a selection inside one cell, or reaching out of the table, is left to the usual keys', () => {
    const { quill, markdown } = selectCells('a', 'a');
    press(quill, 'Delete');
    expect(markdown()).toContain('|  | b | c |');
  });

  it('a selection of just the line break between two cells neither merges them nor moves any', () => {
    for (const key of ['Delete', 'Backspace']) {
      const { quill, markdown } = selectCells('1', '1');
      quill.setSelection(quill.getText().indexOf('1') + 1, 1, 'user'); // the end of 1, Shift+Right
      press(quill, key);
      expect(markdown()).withContext(key).toBe(TABLE);
    }
  });
});
