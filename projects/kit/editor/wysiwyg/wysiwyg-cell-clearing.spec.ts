import type QuillType from 'quill';
import { finishWysiwygLoad, useEditorFactory } from '../editor-spec-helpers';
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

  it('a cut copies the cells and empties them; every other cell stays in its column', () => {
    const { quill, markdown } = selectCells('1', '5');
    const data = new DataTransfer();
    const event = new ClipboardEvent('cut', { clipboardData: data, bubbles: true, cancelable: true });
    quill.root.dispatchEvent(event);
    expect(event.defaultPrevented).toBeTrue();
    expect(data.getData('text/plain')).toContain('5');
    expect(data.getData('text/html')).toContain('<td');
    expect(markdown()).toBe('| a | b | c |\n| --- | --- | --- |\n|  |  |  |\n|  |  | 6 |\n\nafter');
    quill.history.undo();
    expect(markdown()).toBe(TABLE);
  });

  it('a selection from a paragraph into the table keeps the paragraph and empties the cells it reaches', () => {
    const editor = create({ initialValue: 'before text\n\n' + TABLE, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    const text = quill.getText();
    const start = text.indexOf('text');
    quill.setSelection(start, text.indexOf('2') + 1 - start, 'user');
    press(quill, 'Backspace');
    expect(editor.getMarkdown()).toBe('before\n\n|  |  |  |\n| --- | --- | --- |\n|  |  | 3 |\n| 4 | 5 | 6 |\n\nafter');
    quill.history.undo();
    expect(editor.getMarkdown()).toBe('before text\n\n' + TABLE);
  });

  // Long-documents QA (2026-11-28): the line left before the table had the kind of the last line above it.
  for (const [kind, above] of [['a code block', '```js\nlet a = 1;\n```'], ['a heading', '## Heading'], ['a list', '- one\n- two'], ['a quote', '> quoted']]) {
    it(`a cut from a paragraph over ${kind} into the table's first body cell leaves the paragraph's line (empty, or its text before the selection), not ${kind}; pasted back, the lines are as they were`, async () => {
      const initialValue = `Intro.\n\nSecond paragraph.\n\n${above}\n\n` + TABLE;
      for (const from of ['Second', 'paragraph.']) {
        const editor = create({ initialValue, initialEditType: 'wysiwyg' });
        const quill = editor.getSquire();
        quill.focus();
        const text = quill.getText();
        const start = text.indexOf(from);
        quill.setSelection(start, text.indexOf('\n1\n') + 2 - start, 'user');
        const data = new DataTransfer();
        quill.root.dispatchEvent(new ClipboardEvent('cut', { clipboardData: data, bubbles: true, cancelable: true }));
        const kept = from === 'Second' ? '' : 'Second ';
        const table = '|  |  |  |\n| --- | --- | --- |\n|  | 2 | 3 |\n| 4 | 5 | 6 |\n\nafter';
        expect(editor.getMarkdown()).withContext(from).toBe(`Intro.\n\n${kept ? kept.trimEnd() + '\n\n' : ''}${table}`);
        const [line] = quill.getLine(quill.getSelection()!.index);
        expect(line!.formats()).withContext(`${from}: the caret's line is a paragraph`).toEqual({});
        expect(line!.domNode.textContent).toBe(kept);
        quill.history.cutoff(); // a paste later than the history's delay: an undo step of its own
        // Pasted back where the caret was left: the paragraph and what was above the table come back as they were (and the cells that were cut, as a table).
        quill.root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        expect(editor.getMarkdown()).withContext(`${from}, pasted`).toContain(`Second paragraph.\n\n${above}\n\n| a | b | c |`);
        // Read at once, as a change handler would: Quill's table module adds the row's missing cells after the paste's text-change.
        const atOnce = editor.getMarkdown();
        await new Promise((resolve) => setTimeout(resolve));
        expect(atOnce).withContext(`${from}, read at once after the paste`).toBe(editor.getMarkdown());
        expect(atOnce.endsWith('\n\nafter')).withContext(atOnce).toBeTrue();
        quill.history.undo();
        quill.history.undo();
        expect(editor.getMarkdown()).withContext(`${from}, undone`).toBe(initialValue);
        editor.remove();
      }
    });
  }

  it('a selection over a rule (an embed) into the table\'s first cell is seen as one over cells: Delete keeps every cell in its column', () => {
    const editor = create({ initialValue: 'before text\n\n***\n\n' + TABLE, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    const text = quill.getText(); // (without the rule: indexes from the Delta)
    const start = text.indexOf('text');
    // "text", its break, the rule, the line kit keeps after a rule before a table, "a" of the first cell.
    quill.setSelection(start, 'text\n'.length + 1 + '\n'.length + 'a'.length, 'user');
    expect(quill.getText(quill.getSelection()!.index, quill.getSelection()!.length)).toBe('text\n\na');
    press(quill, 'Delete');
    expect(editor.getMarkdown()).toBe('before\n\n|  | b | c |\n| --- | --- | --- |\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n\nafter');
  });

  it('a selection from the table into the paragraph after it empties the cells and keeps the rest of the paragraph', () => {
    const { quill, markdown } = selectCells('6', 'aft');
    press(quill, 'Delete');
    expect(markdown()).toBe('| a | b | c |\n| --- | --- | --- |\n| 1 | 2 | 3 |\n| 4 | 5 |  |\n\ner');
  });

  it('a table the selection covers whole goes with the text around it', () => {
    const editor = create({ initialValue: 'before text\n\n' + TABLE, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    const text = quill.getText();
    const start = text.indexOf('text');
    quill.setSelection(start, text.indexOf('after') + 2 - start, 'user');
    press(quill, 'Delete');
    expect(editor.getMarkdown()).toBe('before ter');
  });

  it('a paste over cells empties them and goes into the first, as typing does; the paragraph before stays one', () => {
    const { quill, markdown } = selectCells('1', '5');
    const data = new DataTransfer();
    data.setData('text/plain', 'NEW');
    quill.root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    expect(markdown()).toBe('| a | b | c |\n| --- | --- | --- |\n| NEW |  |  |\n|  |  | 6 |\n\nafter');
    const editor = create({ initialValue: 'before para\n\n' + TABLE, initialEditType: 'wysiwyg' });
    const other = editor.getSquire();
    other.focus();
    const text = other.getText();
    other.setSelection(text.indexOf('para'), text.indexOf('2') + 1 - text.indexOf('para'), 'user');
    const more = new DataTransfer();
    more.setData('text/plain', 'NEW');
    other.root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: more, bubbles: true, cancelable: true }));
    expect(editor.getMarkdown()).toBe('before NEW\n\n|  |  |  |\n| --- | --- | --- |\n|  |  | 3 |\n| 4 | 5 | 6 |\n\nafter');
  });

  // A long selection: each line break's line was looked up from the top (Delete over 90 % of a
  // 150 KB document took 5 s), now once per selection.
  it('a long selection over a whole table into a second one empties the cells it reaches, keeps the rest, and lists its lines once', async () => {
    const paragraphs = (from: number, count: number) => Array.from({ length: count }, (_, i) => `p${from + i}`).join('\n\n');
    const second = '| x | y |\n| --- | --- |\n| s7 | s8 |\n| s9 | s0 |';
    const editor = create({ initialValue: `start here\n\n${paragraphs(1, 150)}\n\n${TABLE}\n\n${paragraphs(200, 150)}\n\n${second}\n\nend`, initialEditType: 'wysiwyg' });
    await finishWysiwygLoad(editor); // a long document goes in a part at a time
    const quill = editor.getSquire();
    quill.focus();
    const text = quill.getText();
    const start = text.indexOf('here');
    quill.setSelection(start, text.indexOf('s7') + 2 - start, 'user');
    const getLine = spyOn(quill, 'getLine').and.callThrough();
    press(quill, 'Delete');
    expect(editor.getMarkdown()).toBe('start\n\n|  |  |\n| --- | --- |\n|  | s8 |\n| s9 | s0 |\n\nend');
    expect(getLine.calls.count()).toBeLessThan(10);
    quill.history.undo();
    expect(editor.getMarkdown()).toContain(`p349\n\n${second}\n\nend`);
  });

  it('without a table in the document, a long selection is deleted as usual, its lines not looked up one by one', async () => {
    const editor = create({ initialValue: Array.from({ length: 200 }, (_, i) => `line ${i}`).join('\n\n'), initialEditType: 'wysiwyg' });
    await finishWysiwygLoad(editor);
    const quill = editor.getSquire();
    quill.focus();
    const text = quill.getText();
    const start = text.indexOf('line 5');
    quill.setSelection(start + 2, text.indexOf('line 190') + 3 - start - 2, 'user');
    const getLine = spyOn(quill, 'getLine').and.callThrough();
    press(quill, 'Backspace');
    expect(getLine.calls.count()).toBeLessThan(10);
    expect(editor.getMarkdown().split('\n\n').slice(4, 7)).toEqual(['line 4', 'lie 190', 'line 191']);
  });
});
