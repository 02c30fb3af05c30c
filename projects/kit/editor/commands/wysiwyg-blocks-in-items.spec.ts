import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * Heading, Blockquote and CodeBlock on a WYSIWYG list item: the block replaced the item (a line is
 * one block to Quill) and the list was split around it (`- a\n\n## b\n\n- c`). The item stays, with
 * the block as its first block, as WYSIWYG loads `- ## b` and markdown mode keeps the item.
 */
describe('WYSIWYG block commands on list items keep the item', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** Runs `command` with the cursor after "b" in `markdown` in WYSIWYG; returns the markdown, then types X there. */
  const run = (markdown: string, command: string, argument?: unknown) => {
    const editor = create({ initialValue: markdown });
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('b') + 1, 0, 'user');
    expect(editor.exec(command, argument)).toBeTrue();
    const after = editor.getMarkdown();
    editor.insertText('X');
    return { after, typed: editor.getMarkdown(), html: editor.getHtml() };
  };

  const CASES: [string, string, string, unknown, string][] = [
    ['Heading on a bullet item', '- a\n- b\n- c\n', 'Heading', 2, '- a\n- ## b\n- c\n'],
    ['Heading on an ordered item', '1. a\n2. b\n3. c\n', 'Heading', 3, '1. a\n2. ### b\n3. c\n'],
    ['Heading on a nested item', '- a\n  - b\n- c\n', 'Heading', 2, '- a\n  - ## b\n- c\n'],
    ['Heading on an item in a quote', '> - a\n> - b\n', 'Heading', 2, '> - a\n> - ## b\n'],
    ['Blockquote on a bullet item', '- a\n- b\n- c\n', 'Blockquote', undefined, '- a\n- > b\n- c\n'],
    ['Blockquote on a nested item', '- a\n  - b\n- c\n', 'Blockquote', undefined, '- a\n  - > b\n- c\n'],
    ['CodeBlock on a bullet item', '- a\n- b\n- c\n', 'CodeBlock', undefined, '- a\n- ```\n  b\n  ```\n- c\n'],
    ['CodeBlock on an ordered item', '1. a\n2. b\n3. c\n', 'CodeBlock', undefined, '1. a\n2. ```\n   b\n   ```\n3. c\n'],
    ['CodeBlock on an item in a quote', '> - a\n> - b\n', 'CodeBlock', undefined, '> - a\n> - ```\n>   b\n>   ```\n'],
  ];
  for (const [title, markdown, command, argument, expected] of CASES) {
    it(`${title}: ${JSON.stringify(expected)}, and typing goes on in the block`, () => {
      const { after, typed } = run(markdown, command, argument);
      expect(after).toBe(expected);
      expect(typed).toBe(expected.replace('b', 'bX'));
    });
  }

  it('the item renders with the block inside it (one list, three items)', () => {
    const { html } = run('- a\n- b\n- c\n', 'Heading', 2);
    const list = new DOMParser().parseFromString(html, 'text/html').body;
    expect(list.querySelectorAll('ul').length).toBe(1);
    expect(list.querySelectorAll('li').length).toBe(3);
    expect(list.querySelector('li:nth-child(2) > h2')?.textContent).toBe('bX');
  });

  it('a task item is left to the old way: "- [x] ## b" would be a task whose text reads "## b", no heading', () => {
    expect(run('- [ ] a\n- [x] b\n', 'Heading', 2).after).toBe('- [ ] a\n\n## b\n');
  });

  it('Heading on several items gives each its heading; undo takes the command back in one step', () => {
    const editor = create({ initialValue: '- a\n- b\n' });
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(0, 3, 'user');
    editor.exec('Heading', 1);
    expect(editor.getMarkdown()).toBe('- # a\n- # b\n');
    (quill.getModule('history') as { undo(): void }).undo();
    expect(editor.getMarkdown()).toBe('- a\n- b\n');
  });
});
