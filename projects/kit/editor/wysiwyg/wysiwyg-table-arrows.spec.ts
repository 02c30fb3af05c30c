import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

describe('KitEditor WYSIWYG: Left and Right across a table edge', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const DOC = 'Intro\n\n| a | bb |\n| --- | --- |\n| 1 | 22 |\n\nOutro';

  function at(text: string, end: boolean) {
    const editor = create({ initialValue: DOC, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(quill.getText().indexOf(text) + (end ? text.length : 0), 0, 'user');
    return { editor, quill };
  }

  const press = (root: HTMLElement, key: string) =>
    root.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode: key === 'ArrowLeft' ? 37 : 39, bubbles: true, cancelable: true }));
  /** Shift+ArrowDown or Shift+ArrowUp on the editing area. */
  const shift = (root: HTMLElement, key: 'ArrowDown' | 'ArrowUp') =>
    root.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode: key === 'ArrowDown' ? 40 : 38, shiftKey: true, bubbles: true, cancelable: true }));

  it('Right at the end of the last cell goes to the start of the block after the table', () => {
    const { editor, quill } = at('22', true);
    press(quill.root, 'ArrowRight');
    expect(quill.getSelection()!.index).toBe(quill.getText().indexOf('Outro'));
    quill.insertText(quill.getSelection()!.index, 'Q', 'user');
    expect(editor.getMarkdown()).toBe(DOC.replace('Outro', 'QOutro'));
  });

  it('Left at the start of the first cell goes to the end of the block before the table', () => {
    const { editor, quill } = at('a', false);
    press(quill.root, 'ArrowLeft');
    expect(quill.getSelection()!.index).toBe('Intro'.length);
    quill.insertText(quill.getSelection()!.index, 'Q', 'user');
    expect(editor.getMarkdown()).toBe(DOC.replace('Intro', 'IntroQ'));
  });

  it('Right at the end of a cell goes to the next cell', () => {
    const { quill } = at('1', true);
    press(quill.root, 'ArrowRight');
    expect(quill.getSelection()!.index).toBe(quill.getText().indexOf('22'));
  });

  // The end goes one place into the cell below: a selection ending right at a cell's start counts as
  // ending in the cell before (kit's table commands read it so), and an empty cell is then selected too.
  it('Shift+Down and Shift+Up move the selection end to the cell below and back', () => {
    const editor = create({ initialValue: '| 11 | 22 | 33 |\n| --- | --- | --- |\n| 44 | 55 | 66 |\n| 77 | 88 | 99 |', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(quill.getText().indexOf('11'), 0, 'user');
    shift(quill.root, 'ArrowDown');
    shift(quill.root, 'ArrowDown');
    expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: quill.getText().indexOf('11'), length: quill.getText().indexOf('77') + 1 - quill.getText().indexOf('11') }));
    shift(quill.root, 'ArrowUp');
    expect(quill.getSelection()).toEqual(jasmine.objectContaining({ length: quill.getText().indexOf('44') + 1 - quill.getText().indexOf('11') }));
  });

  // fuzz5: by the cell's place in its row, Shift+Down from b ended in e (a merged cell before it),
  // and a merge of that selection took c, d and e.
  it('Shift+Down and Shift+Up in a table with merged cells keep to the grid column', () => {
    const editor = create({ initialValue: '| A | B | C |\n| --- | --- | --- |\n| @rows=2:a | b | c |\n| d | e |\n| f | g | h |', initialEditType: 'wysiwyg', exts: ['table'] });
    const quill = editor.getSquire();
    quill.focus();
    const text = quill.getText();
    quill.setSelection(text.indexOf('b'), 0, 'user');
    shift(quill.root, 'ArrowDown');
    expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: text.indexOf('b'), length: text.indexOf('d') + 1 - text.indexOf('b') }));
    quill.setSelection(text.indexOf('a'), 0, 'user');
    shift(quill.root, 'ArrowDown'); // below the merged a: f's row
    expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: text.indexOf('a'), length: text.indexOf('f') + 1 - text.indexOf('a') }));
    quill.setSelection(text.indexOf('e'), 0, 'user');
    shift(quill.root, 'ArrowUp');
    expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: text.indexOf('c'), length: text.indexOf('e') - text.indexOf('c') }));
  });

  // fuzz5: the end at an empty cell's start counted as the cell before, so the merge took a column more.
  it('Shift+Down over an empty cell selects it: a merge then takes that column only', () => {
    const editor = create({ initialValue: '| A | B |\n| --- | --- |\n| a | b |\n| c |  |\n| e | f |', initialEditType: 'wysiwyg', exts: ['table'] });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(quill.getText().indexOf('b') + 1, 0, 'user');
    shift(quill.root, 'ArrowDown');
    shift(quill.root, 'ArrowDown');
    expect(editor.exec('MergeCells')).toBeTrue();
    expect(editor.getMarkdown()).toBe('| A | B |\n| --- | --- |\n| a | @rows=3:b |\n| c |\n| e |');
  });

  it('repeated Shift+Down keeps to the column it started in, past a cell merged across it', () => {
    const editor = create({ initialValue: '| A | B |\n| --- | --- |\n| a | b |\n| @cols=2:m |\n| x | y |', initialEditType: 'wysiwyg', exts: ['table'] });
    const quill = editor.getSquire();
    quill.focus();
    const text = quill.getText();
    quill.setSelection(text.indexOf('b'), 0, 'user');
    shift(quill.root, 'ArrowDown'); // into m, merged across both columns
    shift(quill.root, 'ArrowDown'); // on to y, in b's column (not x, where m starts)
    expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: text.indexOf('b'), length: text.indexOf('y') + 1 - text.indexOf('b') }));
  });
});
