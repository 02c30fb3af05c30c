import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * Text typed in WYSIWYG that markdown would read as syntax, and syntax characters that need no
 * backslash (QA, authoring from scratch, 2026-11-27): `~5~` came back struck through and `1) Unpack`
 * a list, while `a * b` and `foo__bar__baz` were written with backslashes they do not need.
 */
describe('Escapes of text typed in WYSIWYG', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** The markdown of `text` typed as one paragraph in an empty WYSIWYG editor, and what it renders to. */
  const typed = (text: string) => {
    const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
    editor.getSquire().insertText(0, text, 'user');
    const markdown = editor.getMarkdown();
    const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
    return { markdown, body, editor };
  };

  it('a table cell starting with a number and a dot gets no backslash (a cell holds no list)', () => {
    const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
    editor.setHtml('<table><thead><tr><th>1. first</th><th>- b</th></tr></thead><tbody><tr><td>2) two</td><td>3.</td></tr></tbody></table>');
    expect(editor.getMarkdown()).toBe('| 1. first | - b |\n| -------- | --- |\n| 2) two | 3. |');
  });

  const CASES: [title: string, text: string, markdown: string][] = [
    ['two single tildes around a word', 'Approx ~5~ minutes', 'Approx \\~5\\~ minutes'],
    ['two double tildes', 'a ~~b~~ c', 'a \\~\\~b\\~\\~ c'],
    ['tildes inside words', 'x~y~z', 'x\\~y\\~z'],
    ['one tilde: it cannot pair', '~/src and ~5 min', '~/src and ~5 min'],
    ['tildes that flank nothing', 'a ~ b ~ c', 'a ~ b ~ c'],
    ['a number and a parenthesis at the start', '1) Unpack the archive', '1\\) Unpack the archive'],
    ['ten and a parenthesis', '10) ten', '10\\) ten'],
    ['a number and a dot alone', '1.', '1\\.'],
    ['a parenthesis later in the text', 'see 1) below', 'see 1) below'],
    ['an asterisk between spaces', 'a * b', 'a * b'],
    ['an asterisk in a product', 'It costs 5*3 dollars', 'It costs 5\\*3 dollars'],
    ['an asterisk at the start', '* not a bullet', '\\* not a bullet'],
    ['double underscores inside a word', 'foo__bar__baz', 'foo__bar__baz'],
    ['an underscore at a word edge', '_private', '\\_private'],
    // fuzz3: a backslash before a letter or a space is a backslash already.
    ['a backslash in a word', 'back\\slash', 'back\\slash'],
    ['a Windows path', 'C:\\Users\\me', 'C:\\Users\\me'],
    ['a backslash before punctuation', 'a \\* b', 'a \\\\\\* b'],
    ['two backslashes before a letter', 'x\\\\y', 'x\\\\\\y'],
    ['a backslash at the end', 'end\\', 'end\\\\'],
    // fuzz (2026-11-27): `<` needs a backslash only where a `>` may close a tag after it, or at a line's start.
    ['a less-than sign that no > follows', 'if x<y then stop', 'if x<y then stop'],
    ['a less-than sign before a slash or !', 'x </b y <!-- z', 'x </b y <!-- z'],
    ['a generic type, which reads as a tag', 'List<String> here', 'List\\<String> here'],
    ['a less-than sign with a > later', 'a<b and c>d', 'a\\<b and c>d'],
    ['an autolink', 'see <irc:chan>', 'see \\<irc:chan>'],
    ['a tag name at the start, which opens an HTML block', '<div is a tag', '\\<div is a tag'],
  ];
  for (const [title, text, markdown] of CASES) {
    it(`${title}: ${JSON.stringify(markdown)}, which renders as the text typed`, () => {
      const { body, editor } = typed(text);
      expect(editor.getMarkdown()).toBe(markdown);
      expect(body.children.length).withContext('one block').toBe(1);
      expect(body.firstElementChild!.nodeName).toBe('P');
      expect(body.firstElementChild!.innerHTML).withContext('no formatting').toBe(body.firstElementChild!.textContent!.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
      expect(body.textContent).toBe(text);
      // And back in WYSIWYG after markdown mode: the same text.
      editor.changeMode('markdown', true);
      editor.changeMode('wysiwyg', true);
      expect(editor.getSquire().getText()).toBe(text + '\n');
    });
  }

  // fuzz (2026-11-27): turndown escapes `>`, `+ `, `=` and `# ` at every text node's start, also mid-line.
  for (const [title, text, bold, markdown] of [
    ['a > after bold text', 'a>b', 1, '**a**>b'],
    ['a + after bold text', 'a+ b', 1, '**a**+ b'],
    ['a # after bold text', 'x# y', 1, '**x**# y'],
    ['an = after bold text', 'x=y', 1, '**x**=y'],
    ['a > at the start, before bold text', '>a b', 0, '\\>a b'],
  ] as const) {
    it(`${title}: ${JSON.stringify(markdown)}, which renders as the text typed`, () => {
      const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.insertText(0, text, 'user');
      if (bold) quill.formatText(0, bold, 'bold', true, 'user');
      else quill.formatText(2, 1, 'bold', true, 'user');
      expect(editor.getMarkdown()).toBe(markdown);
      const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
      expect(body.children.length).withContext('one block').toBe(1);
      expect(body.firstElementChild!.nodeName).toBe('P');
      expect(body.textContent).toBe(text);
    });
  }

  // verify32: a line after Shift+Enter starts a line of markdown (the hard break is a marker element).
  for (const text of ['> q', '# q', '+ q', '===', '<!-- note', '<pre x']) {
    it(`keeps the backslash of ${JSON.stringify(text)} typed after Shift+Enter`, () => {
      const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.insertText(0, 'a', 'user');
      quill.setSelection(1, 0, 'user');
      quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true, cancelable: true }));
      quill.insertText(quill.getSelection()!.index, text, 'user');
      quill.insertText(quill.getLength() - 1, '\nafter', 'user');
      const markdown = editor.getMarkdown();
      expect(markdown).toContain('\\' + text[0]);
      const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
      expect(body.children.length).withContext(markdown).toBe(2);
      expect(body.firstElementChild!.nodeName).toBe('P');
      expect(body.firstElementChild!.querySelector('br')).withContext('the line break').not.toBeNull();
      expect(body.firstElementChild!.textContent!.replace(/\n/g, '')).toBe('a' + text);
    });
  }

  it('keeps the backslashes where a line starts after a hard break, or a later > may close a tag', () => {
    const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
    editor.setHtml('<p>a<br>&gt; b<br>+ c</p>');
    expect(editor.getMarkdown()).toContain('\\> b');
    expect(editor.getMarkdown()).toContain('\\+ c');
    editor.setHtml('<p>x&lt;y <strong>z&gt;</strong></p><p>p&lt;q <img src="i.png" alt="i"></p><p>m&lt;n <span style="color: #ff0000">r</span></p>');
    expect(editor.getMarkdown()).toContain('x\\<y **z>**');
    expect(editor.getMarkdown()).toContain('p\\<q ');
    expect(editor.getMarkdown()).toContain('m\\<n ');
    const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
    expect(body.textContent!.replace(/\s+/g, ' ')).toBe('x<y z> p<q m<n r');
  });

  it('tildes in a code span are left alone', () => {
    const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(0, 'run ~a~ and ~b~', 'user');
    quill.formatText(4, 3, 'code', true, 'user');
    expect(editor.getMarkdown()).toBe('run `~a~` and \\~b\\~');
  });

  // verify10: a tilde typed right after (or before) struck-through text lengthened its delimiter run.
  for (const [title, text, from, length, markdown] of [
    ['a tilde right after struck text', 'del~ x', 0, 3, '~~del~~\\~ x'],
    ['a tilde right before struck text', 'a ~del z', 3, 3, 'a \\~~~del~~ z'],
  ] as const) {
    it(`${title}: ${JSON.stringify(markdown)}, which renders the strikethrough and the tilde`, () => {
      const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.insertText(0, text, 'user');
      quill.formatText(from, length, 'strike', true, 'user');
      expect(editor.getMarkdown()).toBe(markdown);
      const body = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
      expect(body.querySelector('del')?.textContent).toBe('del');
      expect(body.textContent).toBe(text);
    });
  }

  it('struck-through text is still written with ~~', () => {
    const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(0, 'keep gone ~x~', 'user');
    quill.formatText(5, 4, 'strike', true, 'user');
    expect(editor.getMarkdown()).toBe('keep ~~gone~~ \\~x\\~');
  });
});
