import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * UL, OL and Task on a paragraph of a quote inside a list item (`- a\n\n  > q`) in WYSIWYG: the
 * list went into the quote, but the quote left the item (`- a\n\n> - q`), and an ordered list
 * around it was split in two, its later items counting from 1 again.
 */
describe('WYSIWYG lists made in a quote inside a list item', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** Runs `command` with the cursor in "qq" of `markdown` in WYSIWYG; returns the markdown, then types X there. */
  const run = (markdown: string, command: string) => {
    const editor = create({ initialValue: markdown });
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('qq') + 1, 0, 'user');
    expect(editor.exec(command)).toBeTrue();
    const after = editor.getMarkdown();
    editor.insertText('X');
    const typed = editor.getMarkdown();
    expect(editor.exec(command)).toBeTrue();
    return { after, typed, off: editor.getMarkdown() };
  };

  const CASES: [string, string, string, string][] = [
    ['UL in a bullet item', '- a\n\n  > qq\n', 'UL', '- a\n\n  > - qq\n'],
    ['OL in a bullet item', '- a\n\n  > qq\n', 'OL', '- a\n\n  > 1. qq\n'],
    ['Task in a bullet item', '- a\n\n  > qq\n', 'Task', '- a\n\n  > - [ ] qq\n'],
    ['UL in an ordered item, an item after it', '1. a\n\n   > qq\n\n2. b\n', 'UL', '1. a\n\n   > - qq\n\n2. b\n'],
    ['UL in a nested item', '- a\n  - b\n\n    > qq\n', 'UL', '- a\n  - b\n\n    > - qq\n'],
    ['UL on the first of two paragraphs of the quote', '- a\n\n  > qq\n  >\n  > rr\n', 'UL', '- a\n\n  > - qq\n  >\n  > rr\n'],
  ];
  for (const [title, markdown, command, expected] of CASES) {
    it(`${title}: ${JSON.stringify(expected)}; typing goes on in the item; the command again takes the list off`, () => {
      const { after, typed, off } = run(markdown, command);
      expect(after).toBe(expected);
      expect(typed).toBe(expected.replace('qq', 'qXq'));
      expect(off).toBe(markdown.replace('qq', 'qXq'));
    });
  }

  it('the list is drawn in the quote, inside the item (one outer list, the quote in its item)', () => {
    const editor = create({ initialValue: '1. a\n\n   > qq\n\n2. b\n' });
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('qq') + 1, 0, 'user');
    editor.exec('UL');
    const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
    expect(body.querySelectorAll(':scope > ol').length).toBe(1);
    expect(body.querySelector(':scope > ol > li:first-child > blockquote > ul > li')?.textContent).toBe('qq');
  });

  it('a quote at the top level still gets its list in the quote (`> - qq`)', () => {
    expect(run('> qq\n', 'UL').after).toBe('> - qq\n');
  });

  // wysidiff QA and verify12 (2026-11-27): Outdent took an item of a quoted list in an item out to
  // the margin while its quote (or the markdown) stayed in the item, and its lines stayed marked in
  // the item, so an ordered list made there went on counting the outer list (1, 2, 3). Like a
  // top-level item, an item at the first level of such a list stays.
  for (const [markdown, at] of [
    ['1. item\n   > - qq\n2. two\n', 'qq'],
    ['1. item\n   > - q1\n   > - qq\n2. two\n', 'qq'],
    ['1. item\n   > - qq\n\n   more\n2. two\n', 'qq'],
  ]) {
    it(`Outdent leaves an item at the first level of a quoted list in an item: ${JSON.stringify(markdown)}`, () => {
      const editor = create({ initialValue: markdown });
      editor.changeMode('wysiwyg', true);
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf(at) + 1, 0, 'user');
      editor.exec('Outdent');
      expect(editor.getMarkdown()).toBe(markdown);
      // (OL on one item of two makes two lists, and a loose list is written with blank lines: other cases.)
      if (markdown.includes('q1') || markdown.includes('more')) return;
      editor.exec('OL');
      expect(editor.getMarkdown()).toBe(markdown.replace(`- ${at}`, `1. ${at}`));
    });
  }
});
