import { finishWysiwygLoad, useEditorFactory, useSmallLoadSteps } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/* What a screen reader gets of WYSIWYG content: task boxes as checkboxes, a table's header row. */
describe('KitEditor WYSIWYG content for assistive technology', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('a task\'s box is a checkbox named by its item, checked as the task is, and follows it', () => {
    const editor = create({ initialValue: '- [ ] buy milk\n- [x] call Bob\n- plain', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const boxes = () => Array.from(quill.root.querySelectorAll('li')).map((item) => {
      const box = item.querySelector('.ql-ui')!;
      const label = box.getAttribute('aria-labelledby');
      return [box.getAttribute('role'), box.getAttribute('aria-checked'), label ? document.getElementById(label)!.textContent : null];
    });
    expect(boxes()).toEqual([['checkbox', 'false', 'buy milk'], ['checkbox', 'true', 'call Bob'], [null, null, null]]);
    // The drawn glyph has empty alternative text: the name is the item's text alone.
    expect(getComputedStyle(quill.root.querySelector('li .ql-ui')!, '::before').content).toBe('"☐" / ""');
    quill.formatLine(0, 1, 'list', 'checked', 'user');
    quill.formatLine(quill.getText().indexOf('plain'), 1, 'list', 'unchecked', 'user');
    expect(boxes()).toEqual([['checkbox', 'true', 'buy milk'], ['checkbox', 'true', 'call Bob'], ['checkbox', 'false', 'plain']]);
    quill.formatLine(0, 1, 'list', 'bullet', 'user');
    expect(boxes()[0]).toEqual([null, null, null]);
    // None of it is content.
    expect(editor.getMarkdown()).toBe('- buy milk\n- [x] call Bob\n- [ ] plain');
    expect(quill.getSemanticHTML()).not.toMatch(/role=|aria-|kit-task-/);
  });

  it('a task made with Enter (Quill copies the item\'s element) has an id of its own: each box is named by its own item (fuzz2)', () => {
    const editor = create({ initialValue: '- [ ] task\n- [x] done', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const end = quill.getText().indexOf('task') + 4;
    const keyboard = quill.keyboard as unknown as { handleEnter(range: { index: number; length: number }, context: { format: Record<string, unknown> }): void };
    keyboard.handleEnter({ index: end, length: 0 }, { format: quill.getFormat(end, 0) });
    quill.insertText(end + 1, 'new', 'user');
    const items = Array.from(quill.root.querySelectorAll('li'));
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(3);
    const names = items.map((item) => document.getElementById(item.querySelector('.ql-ui')!.getAttribute('aria-labelledby')!)!.textContent);
    expect(names).toEqual(['task', 'new', 'done']);
  });

  // verify12 (2026-11-27): a disabled WYSIWYG editor was no tab stop (markdown mode's was), and Ctrl+A selected the page.
  it('a read-only WYSIWYG text box stays a tab stop, as in markdown mode; editable again, Quill\'s own', () => {
    const editor = create({ initialValue: 'text', initialEditType: 'wysiwyg' });
    const root = editor.getSquire().root;
    editor.getService().getWysiwygView().setReadOnly(true);
    expect(root.getAttribute('aria-readonly')).toBe('true');
    expect(root.tabIndex).toBe(0);
    root.focus();
    expect(document.activeElement).toBe(root);
    // Ctrl+A selects the text, not the page (verify13).
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(document.getSelection()!.toString()).toBe('text');
    editor.getService().getWysiwygView().setReadOnly(false);
    expect(root.hasAttribute('tabindex')).toBeFalse();
    expect(root.isContentEditable).toBeTrue();
  });

  // verify12 (2026-11-27): a task's further paragraphs were announced as checked checkboxes too.
  it('the further paragraphs of a task item are no checkboxes', () => {
    const editor = create({ initialValue: '1. [x] a\n\n   para\n\n   more\n2. [ ] b\n', initialEditType: 'wysiwyg' });
    const roles = Array.from(editor.getSquire().root.querySelectorAll('li'), (item) => [item.textContent, item.querySelector('.ql-ui')?.getAttribute('role') ?? null]);
    expect(roles).toEqual([['a', 'checkbox'], ['para', null], ['more', null], ['b', 'checkbox']]);
  });

  it('the cells of a table\'s first row are column headers, also after a row is added above it', () => {
    const editor = create({ initialValue: '| Mode | Engine |\n| --- | --- |\n| md | CM6 |', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const roles = () => Array.from(quill.root.querySelectorAll('tr')).map((row) => Array.from(row.cells).map((cell) => cell.getAttribute('role')));
    expect(roles()).toEqual([['columnheader', 'columnheader'], [null, null]]);
    quill.setSelection(quill.getText().indexOf('Mode'), 0, 'user');
    editor.exec('AddRow'); // below the header
    expect(roles()).toEqual([['columnheader', 'columnheader'], [null, null], [null, null]]);
    expect(editor.getMarkdown()).not.toContain('role');
  });

  it('the header row follows edits in any of several tables: the first row removed and put back, a table added (only touched tables are synced)', () => {
    const table = (a: string) => `| ${a}1 | ${a}2 |\n| --- | --- |\n| ${a}3 | ${a}4 |\n| ${a}5 | ${a}6 |`;
    const editor = create({ initialValue: `${table('a')}\n\ntext\n\n${table('b')}\n`, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const roles = () => Array.from(quill.root.querySelectorAll('table')).map((t) => Array.from(t.rows).map((row) => row.cells[0].textContent + ':' + row.cells[0].getAttribute('role') + ',' + row.cells[1].getAttribute('role')));
    const header = 'columnheader,columnheader';
    expect(roles()).toEqual([[`a1:${header}`, 'a3:null,null', 'a5:null,null'], [`b1:${header}`, 'b3:null,null', 'b5:null,null']]);
    // The second table loses its first row: its next row is the header now; the first table is as it was.
    quill.setSelection(quill.getText().indexOf('b1'), 0, 'user');
    editor.exec('RemoveRow');
    expect(roles()).toEqual([[`a1:${header}`, 'a3:null,null', 'a5:null,null'], [`b3:${header}`, 'b5:null,null']]);
    // A new table, between the text and the second table.
    quill.setSelection(quill.getText().indexOf('text') + 4, 0, 'user');
    editor.exec('Table', 2, 2);
    expect(roles().length).toBe(3);
    expect(roles()[1][0]).toBe(`:${header}`);
    expect(roles()[1].slice(1).every((row) => row === ':null,null')).toBe(true);
    // Undone: the removed row is back above the one that became the header.
    quill.history.undo();
    quill.history.undo();
    expect(roles()).toEqual([[`a1:${header}`, 'a3:null,null', 'a5:null,null'], [`b1:${header}`, 'b3:null,null', 'b5:null,null']]);
    expect(editor.getMarkdown()).not.toContain('role');
  });

  it('a table in a raw HTML block is left as its author wrote it: no header role, no header style', async () => {
    const editor = create({ initialValue: 'Raw:\n\n<table>\n<tr><td>first</td><td>second</td></tr>\n<tr><td>body</td><td>cell</td></tr>\n</table>\n', initialEditType: 'wysiwyg' });
    await Promise.resolve();
    const cell = editor.getSquire().root.querySelector('.kit-html-block td')!;
    expect(cell).withContext('the raw table is drawn').not.toBeNull();
    expect(cell.getAttribute('role')).toBeNull();
    expect(getComputedStyle(cell).fontWeight).toBe('400');
  });

  it('a raw HTML block is laid out as HTML: the source\'s line breaks and indentation are no text', () => {
    const editor = create({ initialValue: '<div>\n  <b>one</b>\n  <i>two</i>\n</div>\n', initialEditType: 'wysiwyg' });
    const block = editor.getSquire().root.querySelector<HTMLElement>('.kit-html-block')!;
    expect(getComputedStyle(block).whiteSpace).toBe('normal');
    const one = block.querySelector('b')!.getBoundingClientRect();
    const two = block.querySelector('i')!.getBoundingClientRect();
    expect(Math.abs(one.top - two.top)).withContext('one and two on one line').toBeLessThan(2);
  });
  // wysidiff QA (2026-11-27): a long document streams in by silent steps, which told no change.
  describe('streaming', () => {
    useSmallLoadSteps();

    it('a table in a long document that streams in has its header row announced too', async () => {
      const table = '| a | b |\n| --- | --- |\n| c | d |\n';
      // As in the QA: a table loaded first, then a longer document with a table.
      const editor = create({ initialValue: table, initialEditType: 'wysiwyg', height: '300px' });
      editor.changeMode('markdown', true);
      editor.setMarkdown(`${table}\n${'x '.repeat(1250)}\n\n${'y '.repeat(1250)}\n`);
      editor.changeMode('wysiwyg', true);
      expect(editor.getService().isWysiwygLoading()).withContext('streaming').toBeTrue();
      await finishWysiwygLoad(editor);
      await Promise.resolve();
      const cells = Array.from(editor.getSquire().root.querySelectorAll('tr')).map((row) => Array.from(row.cells).map((cell) => cell.getAttribute('role')));
      expect(cells).toEqual([['columnheader', 'columnheader'], [null, null]]);
    });
  });
});
