import { KitEditor } from '../kit-editor';
import { useEditor } from '../editor-spec-helpers';
import { pasteToWysiwyg as paste } from './paste-spec-helpers';


/** The Quill index just after the first occurrence of `text`. */
function after(editor: KitEditor, text: string): number {
  const at = editor.getSquire().getText().indexOf(text);
  expect(at).withContext(text).toBeGreaterThanOrEqual(0);
  return at + text.length;
}

describe('WYSIWYG paste, by where it lands', () => {
  const editor = useEditor();

  beforeEach(() => editor().changeMode('wysiwyg'));

  describe('into a table cell', () => {
    const TABLE = '| a | b |\n| --- | --- |\n| c | d |';

    it('several lines of plain text stay in the cell, joined by spaces: the table keeps its shape', () => {
      editor().setMarkdown(TABLE);
      editor().getSquire().setSelection(after(editor(), 'c'), 0, 'user');
      paste(editor(), { 'text/plain': 'one\ntwo\nthree' });
      expect(editor().getSquire().root.querySelectorAll('tr').length).toBe(2);
      expect(editor().getMarkdown()).toMatch(/^\|\s*cone two three\s*\|\s*d\s*\|$/m);
      expect(editor().getMarkdown().split('\n').length).toBe(3);
    });

    it('several lines of markdown stay in the cell as inline text', () => {
      editor().setMarkdown(TABLE);
      editor().getSquire().setSelection(after(editor(), 'c'), 0, 'user');
      paste(editor(), { 'text/plain': '- **x**\n- y' });
      expect(editor().getSquire().root.querySelectorAll('tr').length).toBe(2);
      expect(editor().getSquire().root.querySelectorAll('table').length).toBe(1);
      const markdown = editor().getMarkdown();
      expect(markdown.split('\n').length).withContext(markdown).toBe(3);
      expect(markdown).toMatch(/^\|\s*c.*x.*y\s*\|\s*d\s*\|$/m);
    });

    // verify11: converted as blocks, the list marker or heading hashes were dropped.
    for (const [pasted, cell] of [
      ['1. First step', '1. First step'],
      ['2) b', '2) b'],
      ['# Title', '# Title'],
      ['> quoted **x**', '> quoted **x**'],
      ['- a\n- b', '- a - b'],
    ]) {
      it(`markdown text pasted into a cell keeps what would start a block as text: ${JSON.stringify(pasted)}`, () => {
        editor().setMarkdown(TABLE);
        const quill = editor().getSquire();
        quill.setSelection(after(editor(), 'c') - 1, 1, 'user'); // the cell's text, selected
        paste(editor(), { 'text/plain': pasted });
        expect(quill.root.querySelectorAll('td')[2].textContent).toBe(cell.replace(/\*\*/g, ''));
        expect(editor().getMarkdown().split('\n').length).toBe(3);
      });
    }

    it('HTML paragraphs stay in the cell', () => {
      editor().setMarkdown(TABLE);
      editor().getSquire().setSelection(after(editor(), 'd'), 0, 'user');
      paste(editor(), { 'text/html': '<p>p1</p><p><em>p2</em></p>', 'text/plain': 'p1\n\np2' });
      expect(editor().getSquire().root.querySelectorAll('tr').length).toBe(2);
      const markdown = editor().getMarkdown();
      expect(markdown.split('\n').length).withContext(markdown).toBe(3);
      expect(markdown).toMatch(/^\|\s*c\s*\|\s*dp1 [*_]p2[*_]\s*\|$/m);
    });

    it('an HTML table pasted into a cell keeps its cells apart with spaces (header cells too)', () => {
      editor().setMarkdown(TABLE);
      editor().getSquire().setSelection(after(editor(), 'c'), 0, 'user');
      paste(editor(), { 'text/html': '<table><tr><th>Name</th><th>Qty</th></tr><tr><td>Apple</td><td>3</td></tr></table>', 'text/plain': 'Name\tQty\nApple\t3' });
      expect(editor().getMarkdown()).toMatch(/^\|\s*c ?Name Qty Apple 3\s*\|\s*d\s*\|$/m);
      expect(editor().getSquire().root.querySelectorAll('tr').length).toBe(2);
    });

    it('a spreadsheet range stays in the cell (tabs and rows become spaces), and one undo takes it out', () => {
      editor().setMarkdown(TABLE);
      const quill = editor().getSquire();
      quill.history.clear();
      quill.setSelection(after(editor(), 'd'), 0, 'user');
      let changes = 0;
      editor().on('change', () => changes++);
      paste(editor(), { 'text/plain': 'a\tb\n1\t2' });
      expect(changes).toBe(1);
      expect(quill.root.querySelectorAll('table').length).toBe(1);
      expect(editor().getMarkdown()).toMatch(/^\|\s*c\s*\|\s*da b 1 2\s*\|$/m);
      quill.history.undo();
      expect(editor().getMarkdown()).toMatch(/^\|\s*c\s*\|\s*d\s*\|$/m);
    });

    it('a selection running into the next cell is emptied as typing over it is, the paste in the first: no cell is lost', () => {
      editor().setMarkdown('| head1 | head2 |\n| --- | --- |\n| cella | cellb |');
      const quill = editor().getSquire();
      const from = quill.getText().indexOf('cella') + 2;
      quill.setSelection(from, quill.getText().indexOf('cellb') + 2 - from, 'user');
      paste(editor(), { 'text/plain': 'x\ny' });
      expect(quill.root.querySelectorAll('tr:last-child td').length).toBe(2);
      expect(editor().getMarkdown()).toMatch(/^\|\s*cex y\s*\|\s*llb\s*\|$/m);
    });

    it('a single line is pasted as it is', () => {
      editor().setMarkdown(TABLE);
      editor().getSquire().setSelection(after(editor(), 'c'), 0, 'user');
      paste(editor(), { 'text/plain': 'zz' });
      expect(editor().getMarkdown()).toMatch(/^\|\s*czz\s*\|\s*d\s*\|$/m);
    });
  });

  it("pasted HTML cannot set kit's markers: data-kit-quote on a paragraph does not quote it", () => {
    editor().setMarkdown('before');
    editor().getSquire().setSelection(after(editor(), 'before'), 0, 'user');
    paste(editor(), { 'text/html': '<p data-kit-quote="3">pasted</p>', 'text/plain': 'pasted' });
    expect(editor().getMarkdown()).not.toContain('>');
    expect(editor().getSquire().root.querySelector('[data-kit-quote]')).toBeNull();
  });

  it("taking kit's markers off leaves text that reads like one: a code sample of kit's markup, a quote in a paragraph", () => {
    editor().setMarkdown('');
    paste(editor(), {
      'text/html': '<pre><code>&lt;li data-kit-previous-item="1"&gt;two&lt;/li&gt;</code></pre><p>Say data-kit-x="</p><p title="a title">hello</p>',
      'text/plain': '',
    });
    expect(editor().getMarkdown()).toBe('```\n<li data-kit-previous-item="1">two</li>\n```\n\nSay data-kit-x="\n\nhello');
  });

  describe('markdown text', () => {
    // Each block of the paste keeps its own line: a paragraph before a list, fence, quote, table or
    // image once ended up inside it (QA: "Intro text.\n\n- a" came back "- Intro text.a").
    const BLOCKS: [string, string?][] = [
      ['Intro text.\n\n- a\n- b'],
      ['Code follows:\n\n```js\nx();\n```'],
      ['See [docs](https://e.com)\n\n![cat](https://e.com/c.png)'],
      ['P1\n\nP2'],
      ['P1\n\n> quote'],
      ['P1\n\n| a | b |\n| --- | --- |\n| 1 | 2 |'],
      ['# H\n\nP1\n\n- a'],
      ['Intro\n\n1. one\n2. two'],
      ['- a\n- b\n\nAfter'],
      ['P1\n\n---\n\nP2'],
    ];

    for (const [where, start] of [['the empty editor', ''], ['a new empty line', 'Start']] as const) {
      it(`markdown blocks pasted as plain text into ${where} come back as they were`, () => {
        for (const [text, written = text] of BLOCKS) {
          editor().setMarkdown(start);
          const quill = editor().getSquire();
          if (start) quill.insertText(start.length, '\n', 'user'); // Enter at the end of "Start"
          quill.setSelection(quill.getLength() - 1, 0, 'user');
          paste(editor(), { 'text/plain': text });
          expect(editor().getMarkdown()).withContext(JSON.stringify(text)).toBe(start ? `${start}\n\n${written}` : written);
        }
      });
    }

    it('inline markdown pasted inside a paragraph joins it', () => {
      editor().setMarkdown('Hello world');
      editor().getSquire().setSelection(after(editor(), 'Hello '), 0, 'user');
      paste(editor(), { 'text/plain': '**bold**, `code` and [a link](https://e.com) ' });
      expect(editor().getMarkdown()).toBe('Hello **bold**, `code` and [a link](https://e.com) world');
    });

    it('a markdown table pasted as plain text becomes a table', () => {
      editor().setMarkdown('before');
      editor().getSquire().setSelection(after(editor(), 'before'), 0, 'user');
      paste(editor(), { 'text/plain': '| h1 | h2 |\n| --- | :-: |\n| c1 | c2 |\n' });
      expect(editor().getSquire().root.querySelectorAll('table').length).toBe(1);
      const markdown = editor().getMarkdown();
      expect(markdown).toMatch(/^before$/m);
      expect(markdown).toMatch(/^\|\s*h1\s*\|\s*h2\s*\|$/m);
      expect(markdown).toMatch(/^\|\s*-+\s*\|\s*:-+:\s*\|$/m);
      expect(markdown).toMatch(/^\|\s*c1\s*\|\s*c2\s*\|$/m);
    });

    it('a markdown list pasted at the end of a list item adds items after it, no empty item', () => {
      editor().setMarkdown('- a\n- b');
      editor().getSquire().setSelection(after(editor(), 'a'), 0, 'user');
      paste(editor(), { 'text/plain': '- x\n- y' });
      expect(editor().getMarkdown()).toBe('- a\n- x\n- y\n- b');
      expect(editor().getSquire().getSelection()?.index).toBe(after(editor(), 'y'));
    });

    it('a markdown list pasted at the end of a paragraph starts below it', () => {
      editor().setMarkdown('para\n\nnext');
      editor().getSquire().setSelection(after(editor(), 'para'), 0, 'user');
      paste(editor(), { 'text/plain': '- x\n- y' });
      expect(editor().getMarkdown()).toBe('para\n\n- x\n- y\n\nnext');
    });
  });

  it('a table pasted at the start of the line after a rule goes before the line\'s text, with no empty line split off (an embed before is a line start)', () => {
    editor().setMarkdown('***\n\nx');
    const quill = editor().getSquire();
    quill.setSelection(1, 0, 'user'); // the rule is index 0, "x" starts its line at 1
    expect(quill.getLine(1)[1]).toBe(0);
    paste(editor(), { 'text/html': '<table><tr><th>Name</th><th>Qty</th></tr><tr><td>Apple</td><td>3</td></tr></table>', 'text/plain': 'Name\tQty\nApple\t3' });
    expect(editor().getMarkdown()).toBe('***\n\n| Name | Qty |\n| ---- | --- |\n| Apple | 3 |\n\nx');
  });

  describe('HTML blocks into a line', () => {
    const cases: [string, string, string, string][] = [
      // The line the cursor is on keeps its kind; the last pasted line takes the rest of it.
      ['- a\n- b', 'b', '<p>h</p><p>k</p>', '- a\n- bh\n- k'],
      ['- a\n- b', 'b', '<p>h <b>bold</b></p><ul><li>x</li></ul>', '- a\n- bh **bold**\n- x'],
      // A pasted list starts on a line of its own, and leaves no empty item after it.
      ['- a\n- b', 'b', '<ul><li>x</li><li>y</li></ul>', '- a\n- b\n- x\n- y'],
      ['para b\n\nnext', 'para b', '<ul><li>x</li><li>y</li></ul>', 'para b\n\n- x\n- y\n\nnext'],
      ['> quote b\n\nnext', 'quote b', '<p>h</p><p>k</p>', '> quote bh\n>\n> k\n\nnext'],
      // Inline HTML stays on the line.
      ['- a\n- b', 'b', '<b>h</b>', '- a\n- b**h**'],
      // Every pasted paragraph is an item of the list; new items are not ticked.
      ['- a\n- bc\n- d', 'bc', '<p>one</p><p>two</p><p>three</p>', '- a\n- bcone\n- two\n- three\n- d'],
      ['1. a\n2. bc\n3. d', 'bc', '<p>one</p><p>two</p><p>three</p>', '1. a\n2. bcone\n3. two\n4. three\n5. d'],
      ['- [ ] a\n- [x] bc', 'bc', '<p>h</p><p>k</p>', '- [ ] a\n- [x] bch\n- [ ] k'],
      // A pasted code block starts on a line of its own, whole.
      ['- a\n- bc', 'bc', '<pre><code>x = 1\ny = 2</code></pre>', '- a\n- bc\n\n```\nx = 1\ny = 2\n```'],
      ['para bc\n\nnext', 'para bc', '<pre><code>x = 1\ny = 2</code></pre>', 'para bc\n\n```\nx = 1\ny = 2\n```\n\nnext'],
    ];
    for (const [markdown, target, html, expected] of cases) {
      it(`${JSON.stringify(html)} at the end of "${target}" in ${JSON.stringify(markdown)}`, () => {
        editor().setMarkdown(markdown);
        editor().getSquire().setSelection(after(editor(), target), 0, 'user');
        paste(editor(), { 'text/html': html, 'text/plain': html.replace(/<[^>]+>/g, ' ') });
        expect(editor().getMarkdown()).toBe(expected);
      });
    }

    it('pasted at the start of a list item, the paragraphs are items too', () => {
      editor().setMarkdown('- a\n- bc');
      editor().getSquire().setSelection(after(editor(), 'a') + 1, 0, 'user');
      paste(editor(), { 'text/html': '<p>h</p><p>k</p>', 'text/plain': 'h\n\nk' });
      expect(editor().getMarkdown()).toBe('- a\n- h\n- kbc');
      // The item keeps its box; the new one is not ticked.
      editor().setMarkdown('- [ ] a\n- [x] bc');
      editor().getSquire().setSelection(after(editor(), 'a') + 1, 0, 'user');
      paste(editor(), { 'text/html': '<p>h</p><p>k</p>', 'text/plain': 'h\n\nk' });
      expect(editor().getMarkdown()).toBe('- [ ] a\n- [ ] h\n- [x] kbc');
    });

    it('lines of plain text pasted into a ticked task are new items, not ticked', () => {
      editor().setMarkdown('- [ ] a\n- [x] bc');
      editor().getSquire().setSelection(after(editor(), 'bc'), 0, 'user');
      paste(editor(), { 'text/plain': 'h\nk' });
      expect(editor().getMarkdown()).toBe('- [ ] a\n- [x] bch\n- [ ] k');
      editor().setMarkdown('- [ ] a\n- [x] bc');
      editor().getSquire().setSelection(after(editor(), 'a') + 1, 0, 'user');
      paste(editor(), { 'text/plain': 'h\nk' });
      expect(editor().getMarkdown()).toBe('- [ ] a\n- [ ] h\n- [x] kbc');
    });

    it('one undo takes the paste out', () => {
      editor().setMarkdown('- a\n- b');
      const quill = editor().getSquire();
      quill.history.clear();
      quill.setSelection(after(editor(), 'b'), 0, 'user');
      paste(editor(), { 'text/html': '<p>h</p><p>k</p>', 'text/plain': 'h\n\nk' });
      quill.history.undo();
      expect(editor().getMarkdown()).toBe('- a\n- b');
    });
});

describe('WYSIWYG paste of code from a page', () => {
  const editor = useEditor();

  beforeEach(() => editor().changeMode('wysiwyg'));

  it('code indented with &nbsp; (as wikis and word processors write it) comes with plain spaces', () => {
    editor().setMarkdown('');
    editor().getSquire().setSelection(0, 0, 'user');
    paste(editor(), {
      'text/html': '<pre><code>if (a) {\n&nbsp;&nbsp;run(<span>&nbsp;x</span>);\n}</code></pre><p>see <code>a&nbsp;b</code>&nbsp;here</p>',
      'text/plain': 'if (a) {\n  run( x);\n}\nsee a b here',
    });
    const markdown = editor().getMarkdown();
    expect(markdown).toContain('if (a) {\n  run( x);\n}');
    expect(markdown).toContain('`a b`');
    expect(markdown).withContext('no U+00A0 left in code').not.toMatch(/`[^`]*\u00a0|\u00a0[^`]*`|run\(\u00a0/);
    // Outside code too a page's &nbsp; is a plain space (pages spell ordinary spaces that way).
    expect(markdown).toContain('see `a b` here');
  });
  });
});
