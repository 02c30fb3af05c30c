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
    // No blank line before the item's nested list: it made the whole list loose.
    ['Blockquote on an item with a nested list', '- a\n- b\n  - c\n- d\n', 'Blockquote', undefined, '- a\n- > b\n  - c\n- d\n'],
    ['Heading on an item with a nested list', '- a\n- b\n  - c\n- d\n', 'Heading', 2, '- a\n- ## b\n  - c\n- d\n'],
    // A nested list of the other kind came out at the top, and the items after it counted from 1.
    ['Blockquote on an ordered item with a nested bullet list', '1. a\n2. b\n   - n\n3. d\n', 'Blockquote', undefined, '1. a\n2. > b\n   - n\n3. d\n'],
    ['Heading on a bullet item with a nested ordered list', '- a\n- b\n  1. n\n- d\n', 'Heading', 3, '- a\n- ### b\n  1. n\n- d\n'],
    // An ordered list from another number than 1 cannot interrupt a paragraph: after a quote it keeps the blank line.
    ['Blockquote on an item with a nested list from 3', '- a\n- b\n  3. n\n- d\n', 'Blockquote', undefined, '- a\n- > b\n\n  3. n\n- d\n'],
    // fuzz2: the items after it left the list (`1. 1. e`), though WYSIWYG kept them.
    ['Blockquote on an item of a nested list of the other kind', '- a\n  1. b\n  2. e\n', 'Blockquote', undefined, '- a\n  1. > b\n  2. e\n'],
    ['CodeBlock on an item of a nested list of the other kind', '- a\n  1. b\n  2. e\n', 'CodeBlock', undefined, '- a\n  1. ```\n     b\n     ```\n  2. e\n'],
    ['Blockquote on an item of a nested list of the other kind, an item after', '- a\n  1. b\n  2. e\n- f\n', 'Blockquote', undefined, '- a\n  1. > b\n  2. e\n- f\n'],
    ['Blockquote two levels down in lists of both kinds', '- a\n  1. x\n     - b\n     - e\n  2. y\n- f\n', 'Blockquote', undefined, '- a\n  1. x\n     - > b\n     - e\n  2. y\n- f\n'],
    // The code review's leftover: at depth 2, the item's nested list of the other kind left the item.
    ['Heading on a nested item with a nested list of the other kind', '- a\n  - b\n    1. n\n  - d\n- f\n', 'Heading', 2, '- a\n  - ## b\n    1. n\n  - d\n- f\n'],
    // verify10: in a quote, Quill's wrapper items (no attributes) read as outside the quote.
    ['Heading on an item of a nested list of the other kind in a quote', '> - a\n>   1. b\n>   2. e\n> - f\n', 'Heading', 2, '> - a\n>   1. ## b\n>   2. e\n> - f\n'],
    ['CodeBlock on an item of a nested list of the other kind in a quote', '> - a\n>   1. b\n>   2. e\n> - f\n', 'CodeBlock', undefined, '> - a\n>   1. ```\n>      b\n>      ```\n>   2. e\n> - f\n'],
    ['Heading on an item of a nested bullet list in an ordered one', '1. a\n   - b\n   - e\n2. f\n', 'Heading', 2, '1. a\n   - ## b\n   - e\n2. f\n'],
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

  // QA (authoring from scratch, 2026-11-27): on an empty item the cursor stayed on the item's
  // marker line, so what was typed next went into the item, not the block.
  for (const [command, expected] of [
    ['CodeBlock', '- first\n- ```\n  npm i\n  ```\n'],
    ['Blockquote', '- first\n- > npm i\n'],
  ] as const) {
    it(`${command} on an empty item: typing goes into the block`, () => {
      const editor = create({ initialValue: '- first\n-\n', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf('first') + 6, 0, 'user');
      expect(editor.exec(command)).toBeTrue();
      editor.insertText('npm i');
      expect(editor.getMarkdown()).toBe(expected);
    });
  }

  it('a rule on an empty item is written `___` (`- ---` would read as one rule and lose the item)', () => {
    const editor = create({ initialValue: '- first\n-\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('first') + 6, 0, 'user');
    expect(editor.exec('HR')).toBeTrue();
    const markdown = editor.getMarkdown();
    expect(markdown.startsWith('- first\n- ___')).withContext(markdown).toBeTrue();
    const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
    expect(body.querySelectorAll('ul > li').length).toBe(2);
    expect(body.querySelector('ul > li:nth-child(2) > hr')).not.toBeNull();
  });

  // QA (authoring from scratch, 2026-11-27): a second Blockquote on a selection of quoted items
  // quoted their marker lines (each press added empty quoted lines) instead of taking the quotes off.
  it('Blockquote on a selection of several items, twice: quoted, then as before', () => {
    const editor = create({ initialValue: '- First\n- Second\n- Third\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const lines = quill.getLines().length;
    quill.setSelection(0, quill.getLength() - 1, 'user');
    expect(editor.exec('Blockquote')).toBeTrue();
    expect(editor.getMarkdown()).toBe('- > First\n- > Second\n- > Third\n');
    quill.setSelection(0, quill.getLength() - 1, 'user');
    expect(editor.exec('Blockquote')).toBeTrue();
    expect(editor.getMarkdown()).toBe('- First\n- Second\n- Third\n');
    expect(quill.getLines().length).withContext('no lines left behind').toBe(lines);
  });

  it('Heading then Paragraph on a selection of several items: the items come back', () => {
    const editor = create({ initialValue: '1. a\n2. b\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(0, quill.getLength() - 1, 'user');
    editor.exec('Heading', 2);
    expect(editor.getMarkdown()).toBe('1. ## a\n2. ## b\n');
    quill.setSelection(0, quill.getLength() - 1, 'user');
    editor.exec('Heading', 3);
    expect(editor.getMarkdown()).toBe('1. ### a\n2. ### b\n');
    quill.setSelection(0, quill.getLength() - 1, 'user');
    editor.exec('Paragraph');
    expect(editor.getMarkdown()).toBe('1. a\n2. b\n');
  });

  // (Both make the list loose, as markdown mode does: a block in an item is set apart by blank lines.)
  // verify10: a rule on an empty task was written `- [ ] ___` (a task reading "___"); text typed
  // after a rule in an item with items after it went into the next item.
  it('a rule on an empty task item: the box, then the rule on the next line of the item', () => {
    const editor = create({ initialValue: '- [ ] first\n- [ ] \n- [ ] last\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('first') + 6, 0, 'user');
    expect(editor.exec('HR')).toBeTrue();
    const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
    expect(body.querySelectorAll('li').length).toBe(3);
    expect(editor.getMarkdown()).toBe('- [ ] first\n- [ ]\n  ___\n- [ ] last\n');
    expect(body.querySelector('li:nth-child(2) > input[type=checkbox]')).not.toBeNull();
    expect(body.querySelector('li:nth-child(2) > hr')).not.toBeNull();
    expect(body.querySelector('li:nth-child(2)')!.textContent!.trim()).toBe('');
  });

  for (const [title, markdown, expected] of [
    ['bullet item', '- first\n-\n- last\n', /^- first\n- ___\n\n {2}XYZ\n\n- last\n$/],
    ['ordered item', '1. first\n2.\n3. last\n', /^1\. first\n2\. ___\n\n {3}XYZ\n\n3\. last\n$/],
  ] as const) {
    it(`a rule on an empty ${title} with an item after it: typing goes on in the item`, () => {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf('first') + 6, 0, 'user');
      expect(editor.exec('HR')).toBeTrue();
      editor.insertText('XYZ');
      expect(editor.getMarkdown()).toMatch(expected);
      const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
      expect(body.querySelectorAll('li').length).toBe(3);
      expect(body.querySelector('li:nth-child(3)')!.textContent!.trim()).toBe('last');
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

  // verify8 (2026-11-27): Enter after the block, and the block toggled off again.
  /** Makes the block on "b" of `1. a / 2. b / 3. c` in WYSIWYG with real keys' effects through Quill. */
  const madeOn = (command: string, argument?: unknown) => {
    const editor = create({ initialValue: '1. a\n2. b\n3. c\n' });
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('b') + 1, 0, 'user');
    editor.exec(command, argument);
    return { editor, quill };
  };

  it('a paragraph started after a heading made on an item stays in the item; the list is not split', () => {
    const { editor, quill } = madeOn('Heading', 2);
    const at = quill.getText().indexOf('b') + 1;
    quill.setSelection(at, 0, 'user');
    // Enter at the end of the heading, through Quill's key bindings (a new heading line ends there).
    quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    quill.insertText(at + 1, 'new', 'user');
    expect(quill.getFormat(at + 1, 0)['header']).withContext('the new line is a paragraph').toBeUndefined();
    // (The item now holds two blocks a blank line apart: the list is loose, so items are spaced.)
    expect(editor.getMarkdown()).toBe('1. a\n2. ## b\n\n   new\n\n3. c\n');
  });

  for (const [title, make, undo] of [
    ['Blockquote, then Blockquote again', ['Blockquote'], ['Blockquote']],
    ['CodeBlock, then CodeBlock again', ['CodeBlock'], ['CodeBlock']],
    ['Heading, then Paragraph', ['Heading', 2], ['Paragraph']],
  ] as [string, [string, unknown?], [string, unknown?]][]) {
    it(`${title} gives the item its text back: the markdown as it was, one list`, () => {
      const { editor, quill } = madeOn(...make);
      quill.setSelection(quill.getText().indexOf('b') + 1, 0, 'user');
      const changes: string[] = [];
      editor.on('change', () => void changes.push(editor.getMarkdown()));
      expect(editor.exec(...undo)).toBeTrue();
      // One change: a form never sees the split list in between.
      expect(changes).toEqual(['1. a\n2. b\n3. c\n']);
      expect(editor.getMarkdown()).toBe('1. a\n2. b\n3. c\n');
      expect(quill.root.querySelectorAll('li').length).withContext(quill.root.innerHTML).toBe(3);
    });
  }

  it('Backspace at the start of a quote made on an item (the quote goes, the line stays apart in WYSIWYG): the markdown keeps one list', () => {
    const { editor, quill } = madeOn('Blockquote');
    quill.formatLine(quill.getText().indexOf('b'), 1, { blockquote: null }, 'user'); // what Backspace at the quote's start does
    expect(editor.getMarkdown()).toBe('1. a\n2. b\n3. c\n');
  });

  // Review of 2026-11-27: with the paragraph in the item, nothing took a paragraph out of it.
  it('Enter on an empty paragraph of the item leaves the item: what is typed then follows the list', () => {
    const editor = create({ initialValue: '1. a\n2. b\n' });
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('b') + 1, 0, 'user');
    editor.exec('Heading', 2);
    const enter = () => quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    quill.setSelection(quill.getText().indexOf('b') + 1, 0, 'user');
    enter(); // a paragraph of item 2, after its heading
    enter(); // Enter on that empty paragraph: out of the item
    quill.insertText(quill.getSelection(true).index, 'Summary', 'user');
    expect(editor.getMarkdown()).toBe('1. a\n2. ## b\n\nSummary\n');
  });
});
