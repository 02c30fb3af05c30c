import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Ordered lists that start at another number in WYSIWYG. Quill numbers its lists with CSS counters
 * that always start at 1; kit's first item sets the counter. The number drawn by a counter cannot
 * be read from script, so these specs check the resolved `counter-set` of each item (the end-to-end
 * suite reads the drawn numbers from Chromium's accessibility tree).
 */
describe('KitEditor WYSIWYG ordered list start', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const items = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('.ql-editor li'));
  /** The counter an item sets, e.g. `list-0 3` (null: it sets no list counter of its own). */
  const counterSet = (item: HTMLElement) => {
    const match = /\b(list-\d) (\d+)\b/.exec(getComputedStyle(item).counterSet.replace(/list-\d 0\b/g, ''));
    return match ? `${match[1]} ${match[2]}` : null;
  };

  it('the first item of a list that starts at 3 sets the counter to 3; the others count on', () => {
    const editor = create({ initialValue: '3. three\n4. four\n\ntext\n\n1. one\n2. two', initialEditType: 'wysiwyg' });
    const root = editor.getSquire().root;
    expect(items(root).map(counterSet)).toEqual(['list-0 3', null, null, null]);
    expect(editor.getMarkdown()).toBe('3. three\n4. four\n\ntext\n\n1. one\n2. two');
  });

  it('a quote, code block, table, rule or raw HTML block between ordered lists restarts the count; one inside an item does not', () => {
    const blocks = ['> q', '```\ncode\n```', '| t |\n| - |\n| x |', '***', '<div>raw</div>'];
    const editor = create({ initialValue: blocks.map((block) => `1. a\n\n${block}`).join('\n\n') + '\n\n1. b', initialEditType: 'wysiwyg' });
    const root = editor.getSquire().root;
    const resets = (element: Element) => /\blist-0 0\b/.test(getComputedStyle(element).counterSet);
    const separators = Array.from(root.children).filter((child) => !['OL', 'P'].includes(child.tagName));
    expect(separators.map((child) => child.tagName.toLowerCase() + (child.className ? `.${child.className}` : ''))).toEqual([
      'blockquote', 'div.ql-code-block-container', 'table', 'hr', 'div.kit-html-block',
    ]);
    expect(separators.map(resets)).toEqual([true, true, true, true, true]);

    const inItemMarkdown = '1. one\n\n   > quote in item\n\n2. two\n\n   ```\n   code in item\n   ```\n\n3. three\n\n   | t |\n   | - |\n   | x |\n\n4. four';
    const inItem = create({ initialValue: inItemMarkdown, initialEditType: 'wysiwyg' });
    const inside = Array.from(inItem.getSquire().root.children).filter((child) => child.tagName !== 'OL');
    expect(inside.map((child) => child.tagName.toLowerCase())).toEqual(['blockquote', 'div', 'table']);
    expect(inside.map(resets)).withContext('a quote, a code block and a table of an item').toEqual([false, false, false]);
    expect(inItem.getMarkdown()).toBe(inItemMarkdown);
  });

  it('a nested list that starts at 5 sets its own level', () => {
    const editor = create({ initialValue: '1. one\n   5. five\n   6. six\n2. two', initialEditType: 'wysiwyg' });
    const list = items(editor.getSquire().root);
    expect(list.map(counterSet)).toEqual([null, 'list-1 5', null, null]);
    // Quill's resets of the deeper levels are kept on the item that sets its number.
    expect(getComputedStyle(list[1]).counterSet).toContain('list-2 0');
  });

  it('inside an item, a quoted list and the item\'s own list at the same depth count apart, as in markdown', () => {
    const cases: [string, (string | null)[]][] = [
      // z starts a list of its own after the quote (Quill counted on from q: "c.").
      ['1. a\n\n   > 1. q\n   > 2. r\n\n   1. z', [null, null, null, 'list-1 1']],
      // The quoted list after the item's own list starts again too.
      ['1. a\n   1. x\n\n   > 1. q\n   > 2. r', [null, null, 'list-1 1', null]],
      // Two quotes side by side in one item: two lists.
      ['1. a\n\n   > 1. q\n\n   > 1. r\n\n2. b', [null, null, 'list-1 1', null]],
      // Two levels down.
      ['- a\n  - b\n\n    > 1. q\n    > 2. r\n\n    1. z\n    2. y', [null, null, null, null, 'list-2 1', null]],
    ];
    for (const [markdown, expected] of cases) {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      expect(items(editor.getSquire().root).map(counterSet)).withContext(markdown).toEqual(expected);
      expect(editor.getMarkdown()).withContext(markdown).toBe(markdown);
    }
  });

  it('an item split off the first one by Enter counts on instead of repeating the number', () => {
    const editor = create({ initialValue: '3. three\n4. four', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(5, 0, 'user'); // after "three"
    quill.insertText(5, '\n', quill.getFormat(0, 1), 'user'); // what Enter does: the new line takes the line's formats
    quill.insertText(6, 'split', 'user');
    const list = items(quill.root);
    expect(list.length).toBe(3);
    expect(list.filter((item) => item.hasAttribute('data-kit-start')).length).toBe(2);
    expect(list.map(counterSet)).toEqual(['list-0 3', null, null]);
    expect(editor.getMarkdown()).toBe('3. three\n4. split\n5. four');
  });

  it('takes only a number as the start, also from pasted HTML', () => {
    const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.clipboard.dangerouslyPasteHTML('<ol><li data-kit-start="x);color:red">a</li></ol><ol start="7"><li>b</li></ol>');
    const list = items(quill.root);
    expect(list[0].hasAttribute('data-kit-start')).toBe(false);
    expect(list[0].getAttribute('style')).toBeNull();
    expect(list[1].getAttribute('data-kit-start')).toBe('7');
  });

  it('an empty item (Enter, nothing typed) stays an item of the tight list, in markdown too', () => {
    for (const [markdown, at, expected] of [
      ['3. three\n4. four', 5, '3. three\n4.\n5. four'],
      ['- one\n- two', 3, '- one\n-\n- two'],
      ['- [ ] one\n- [x] two', 3, '- [ ] one\n- [ ]\n- [x] two'], // checked and unchecked items stay one tight list
    ] as const) {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.insertText(at, '\n', quill.getFormat(0, 1), 'user');
      expect(editor.getMarkdown()).withContext(markdown).toBe(expected);
      editor.changeMode('markdown');
      expect(editor.getMarkdown()).withContext(markdown).toBe(expected);
      editor.remove();
    }
  });

  it('task items hold their text without the space after the box; an edited mixed task list stays one tight list', () => {
    const editor = create({ initialValue: '- [ ] one\n- [x] two\n- [ ] three', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    expect(quill.getText()).toBe('one\ntwo\nthree\n');
    quill.insertText(3, '!', 'user');
    expect(editor.getMarkdown()).toBe('- [ ] one!\n- [x] two\n- [ ] three');
  });

  describe('ordered task lists (Quill has task lines of bullet lists only)', () => {
    it('an edited ordered task list stays numbered, from its start number; Enter adds a numbered task', () => {
      const editor = create({ initialValue: '3. [ ] a\n4. [x] b\n\npara', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.insertText(1, 'X', 'user');
      expect(editor.getMarkdown()).toBe('3. [ ] aX\n4. [x] b\n\npara');
      quill.setSelection(quill.getText().indexOf('\npara'), 0, 'user');
      // Enter as the browser sends it (Quill's keyboard module handles the keydown).
      quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true, cancelable: true }));
      quill.insertText(quill.getSelection()!.index, 'c', 'user');
      expect(editor.getMarkdown()).toBe('3. [ ] aX\n4. [x] b\n5. [ ] c\n\npara');
    });

    it('tasks and plain items of one ordered list, and ordered tasks nested in a bullet item, keep their lists', () => {
      const editor = create({ initialValue: '1. [ ] a\n2. b\n3. [x] c\n\n- x\n  1. [ ] d\n  2. [x] e\n- y', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.insertText(quill.getText().indexOf('b') + 1, 'B', 'user');
      quill.insertText(quill.getText().indexOf('d') + 1, 'D', 'user');
      expect(editor.getMarkdown()).toBe('1. [ ] a\n2. bB\n3. [x] c\n\n- x\n  1. [ ] dD\n  2. [x] e\n- y');
    });

    it('Task on numbered items keeps them numbered; UL takes that away', () => {
      const editor = create({ initialValue: '1. a\n2. b\n\npara', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.setSelection(0, 3, 'user');
      editor.exec('Task');
      expect(editor.getMarkdown()).toBe('1. [ ] a\n2. [ ] b\n\npara');
      editor.exec('UL');
      expect(editor.getMarkdown()).toBe('- a\n- b\n\npara');
      editor.exec('Task');
      expect(editor.getMarkdown()).toBe('- [ ] a\n- [ ] b\n\npara');
    });
  });
});
