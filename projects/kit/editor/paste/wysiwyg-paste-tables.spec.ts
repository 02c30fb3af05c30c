import { useEditorFactory, useWysiwygEditing } from '../editor-spec-helpers';
import { pasteHtmlToWysiwyg as pasteHtml, pasteToWysiwyg } from './paste-spec-helpers';


/**
 * A table written from WYSIWYG comes out as TOAST UI Editor's to-mark wrote it: each cell between
 * single spaces, no padding to a column width; the delimiter row as long as the header text (at
 * least `---`), colons for the alignment. Tables nobody touched keep their bytes.
 */
describe('WYSIWYG tables in markdown: compact, as the original wrote them', () => {
  describe('a pasted HTML table', () => {
    const { create } = useEditorFactory();
    const wysiwyg = () => {
      const editor = create({ initialEditType: 'wysiwyg' });
      editor.getSquire().setSelection(0, 0, 'user');
      return editor;
    };

    it('from a web page: cells are not padded', () => {
      const editor = wysiwyg();
      const html = '<table><thead><tr><th>Name</th><th>Qty</th></tr></thead><tbody><tr><td>apple</td><td>3</td></tr><tr><td>fig</td><td>12</td></tr></tbody></table>';
      expect(pasteHtml(editor, html).defaultPrevented).toBe(true);
      expect(editor.getMarkdown()).toBe('| Name | Qty |\n| ---- | --- |\n| apple | 3 |\n| fig | 12 |');
    });

    it('from a spreadsheet (td cells only, the first row the header)', () => {
      const editor = wysiwyg();
      pasteHtml(editor, '<meta charset="utf-8"><table><tbody><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></tbody></table>');
      expect(editor.getMarkdown()).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
    });

    it('keeps the alignment markers', () => {
      const editor = wysiwyg();
      pasteHtml(
        editor,
        '<table><tr><th align="left">l</th><th align="center">c</th><th align="right">r</th><th>n</th></tr>' +
          '<tr><td align="left">1</td><td align="center">2</td><td align="right">3</td><td>4</td></tr></table>',
      );
      expect(editor.getMarkdown()).toBe('| l | c | r | n |\n| :--- | :---: | ---: | --- |\n| 1 | 2 | 3 | 4 |');
    });
  });

  describe('a table pasted into a line with text', () => {
    const { create } = useEditorFactory();
    const at = (markdown: string, text: string, offset: number) => {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf(text) + offset, 0, 'user');
      return editor;
    };
    const html = '<table><tr><td>h1</td><td>h2</td></tr><tr><td>v1</td><td>v2</td></tr></table>';
    const table = '| h1 | h2 |\n| --- | --- |\n| v1 | v2 |';

    for (const [name, paste] of [
      ['spreadsheet text', (editor: ReturnType<typeof create>) => pasteToWysiwyg(editor, { 'text/plain': 'h1\th2\nv1\tv2' })],
      ['HTML', (editor: ReturnType<typeof create>) => pasteHtml(editor, html)],
    ] as const) {
      it(`${name}: at the end of a heading, goes after it and the heading stays`, () => {
        const editor = at('# Title', 'Title', 5);
        paste(editor);
        expect(editor.getMarkdown()).toBe(`# Title\n\n${table}`);
      });

      it(`${name}: with a line after it, which stays as it was`, () => {
        const editor = at('# Title\n\n## Next', 'Title', 5);
        paste(editor);
        expect(editor.getMarkdown()).toBe(`# Title\n\n${table}\n\n## Next`);
      });

      it(`${name}: in the middle of a list item, splits the item around the table`, () => {
        const editor = at('- abcd', 'abcd', 2);
        paste(editor);
        expect(editor.getMarkdown()).toBe(`- ab\n\n${table}\n\n- cd`);
      });
    }
  });

  describe('a table in pasted HTML with more after it, or pasted into code', () => {
    const { create } = useEditorFactory();
    it('text after the table stays a paragraph of its own, before the line that followed', () => {
      const editor = create({ initialValue: '# Title\n\n## Next', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf('Title') + 5, 0, 'user');
      pasteHtml(editor, '<table><tr><td>x</td><td>y</td></tr><tr><td>1</td><td>2</td></tr></table><p>after</p>');
      expect(editor.getMarkdown()).toBe('# Title\n\n| x | y |\n| --- | --- |\n| 1 | 2 |\n\nafter\n\n## Next');
    });

    it('pasted into a code block, stays code (one block)', () => {
      const editor = create({ initialValue: '```js\nlet a = 1;\n```', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf(';'), 0, 'user');
      pasteHtml(editor, '<table><tr><td>x</td></tr><tr><td>1</td></tr></table>');
      expect(quill.root.querySelectorAll('.ql-code-block-container').length).toBe(1);
      expect(quill.root.querySelector('table')).toBeNull();
    });
  });

  describe('a table edited in WYSIWYG', () => {
    const { load, quill, type, toMarkdown } = useWysiwygEditing();

    it('keeps its rows as written but for the edited cell (edit locality); an untouched table next to it keeps its padded bytes', () => {
      const untouched = '| left   | right |\n| :----- | ----: |\n| 1      |     2 |';
      load(`| Header | b |\n| --- | --- |\n| a | b |\n\npara\n\n${untouched}`);
      quill().setSelection(quill().getText().indexOf('\na\n') + 1, 0, 'user');
      type('long ');
      expect(toMarkdown()).toBe(`| Header | b |\n| --- | --- |\n| long a | b |\n\npara\n\n${untouched}`);
    });

    it('a cell holding &nbsp; keeps it, and the cells after it are not pushed out of line', () => {
      load('| a | b |\n| --- | --- |\n| x&nbsp;y | z |\n| &nbsp; | w |');
      quill().setSelection(quill().getText().indexOf('w'), 0, 'user');
      type('v');
      expect(toMarkdown()).toBe('| a | b |\n| --- | --- |\n| x&nbsp;y | z |\n| &nbsp; | vw |');
    });
  });

  describe('tables the GFM plugin leaves as text', () => {
    const { create } = useEditorFactory();

    it('a one-cell table without a header keeps every line of its cell (no delimiter row)', () => {
      const editor = create({});
      editor.setHtml('<table><tr><td>a<br>b<br>c</td></tr></table>');
      const markdown = editor.getMarkdown();
      expect(markdown.split(/\s+/).filter(Boolean)).toEqual(['a', 'b', 'c']);
      expect(markdown).not.toContain('---');
    });
  });
});
