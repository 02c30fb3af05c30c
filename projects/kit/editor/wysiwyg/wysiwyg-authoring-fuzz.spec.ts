import { useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';
import { kitBeforeTypingOverCells } from './wysiwyg-cell-clearing';

/* A seeded fuzz of writing from an empty document in WYSIWYG (fuzz3, 2026-11-27): its fixes. */
describe('WYSIWYG authoring fuzz (fuzz3)', () => {
  const { load, press, editor, quill } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  it('ArrowUp on a list item that starts the document goes to its start (Chromium left the editor: typing was lost)', () => {
    for (const markdown of ['- dash\n', '1. dash\n', '- [ ] dash\n']) {
      load(markdown, 4);
      press('ArrowUp');
      expect(quill().getSelection()?.index).withContext(markdown).toBe(0);
    }
  });

  it('ArrowUp elsewhere is left to the browser (guard)', () => {
    load('para\n\n- dash\n', 9);
    press('ArrowUp');
    expect(quill().getSelection()?.index).toBe(9); // a synthetic key moves nothing: kit did not take it
  });

  it('strikethrough on text that starts with a tilde: the tilde is escaped (`~~~` opened a code fence)', () => {
    load('', 0);
    quill().insertText(0, '~/src', 'user');
    quill().formatText(0, 5, 'strike', true, 'user');
    expect(editor().getMarkdown()).toBe('~~\\~/src~~');
    const body = new DOMParser().parseFromString(editor().getHtml(), 'text/html').body;
    expect(body.querySelector('del')?.textContent).toBe('~/src');
  });

  for (const [title, text, header, markdown, shown] of [
    ['hashes alone in a paragraph', '##', undefined, '\\##', 'p'],
    ['a heading that ends with a hash', 'Learn C #', 2, '## Learn C \\#', 'h2'],
  ] as const) {
    it(`${title}: ${JSON.stringify(markdown)}, which shows the hashes`, () => {
      load('', 0);
      quill().insertText(0, text, 'user');
      if (header) quill().formatLine(0, 1, 'header', header, 'user');
      expect(editor().getMarkdown()).toBe(markdown);
      const block = new DOMParser().parseFromString(editor().getHtml(), 'text/html').body.firstElementChild!;
      expect(block.nodeName.toLowerCase()).toBe(shown);
      expect(block.textContent).toBe(text);
    });
  }

  it('typing over a selection that starts at a rule throws nothing', () => {
    load('a\n\n---\n\nb\n', 0);
    const q = quill();
    q.setSelection(2, 2, 'user'); // from the rule into "b"
    const event = new InputEvent('beforeinput', { inputType: 'insertText', data: 'x', bubbles: true, cancelable: true });
    // Called directly: a listener's error would not reach the test through dispatchEvent.
    expect(() => kitBeforeTypingOverCells(q)(event)).not.toThrow();
  });

  it('an empty heading is written as its hashes and stays a heading through markdown mode', () => {
    load('a\n', 1);
    press('Enter');
    const q = quill();
    q.formatLine(2, 1, 'header', 2, 'user');
    q.insertText(3, '\n', 'user');
    q.insertText(3, 'b', 'user');
    expect(editor().getMarkdown()).toBe('a\n\n##\n\nb\n');
    editor().changeMode('markdown', true);
    editor().changeMode('wysiwyg', true);
    expect(editor().getSquire().getLines().map((line) => line.formats()['header'] ?? null)).toEqual([null, 2, null]);
  });

  it('a paragraph with a line break made a heading stays one heading (written with <br>)', () => {
    load('Title  \nsecond\n', 2);
    editor().exec('Heading', 2);
    const markdown = editor().getMarkdown();
    expect(markdown).toBe('## Title<br>second\n');
    const body = new DOMParser().parseFromString(editor().getHtml(), 'text/html').body;
    expect(body.children.length).toBe(1);
    expect(body.querySelector('h2 > br')).not.toBeNull();
    expect(body.textContent).toBe('Titlesecond');
    editor().changeMode('markdown', true);
    editor().changeMode('wysiwyg', true);
    expect(editor().getMarkdown()).toBe(markdown);
  });

  // fuzz3: a break markdown cannot read as one was written as spaces and a line break.
  for (const [title, build, markdown, breaks] of [
    ['at the start of a paragraph', ['B', 'text'], '\\\ntext', 1],
    ['two in a row', ['a', 'B', 'B', 'b'], 'a  \n\\\nb', 2],
    ['at the end of a paragraph, before another', ['text', 'B', '\n', 'next'], 'text\n\nnext', 0],
  ] as const) {
    it(`a line break ${title}: ${JSON.stringify(markdown)}, as WYSIWYG shows it where markdown can`, () => {
      load('', 0);
      const q = quill();
      // Pieces typed from the start of an empty document: text ('\n' starts a paragraph), B a line break.
      let at = 0;
      for (const piece of build) {
        if (piece === 'B') q.insertEmbed(at++, 'hard-break', { raw: '  \n' }, 'user');
        else {
          q.insertText(at, piece, 'user');
          at += piece.length;
        }
      }
      const written = editor().getMarkdown().replace(/\n$/, '');
      expect(written).toBe(markdown);
      const body = new DOMParser().parseFromString(editor().getHtml(), 'text/html').body;
      expect(body.querySelectorAll('br').length).toBe(breaks);
      expect(written).not.toMatch(/ +\n\n/);
    });
  }
});
