import { editInWysiwygAfter, useEditorFactory } from '../editor-spec-helpers';
import { markdownSignature } from '../markdown-signature';
import { loadQuill } from './quill-loader';

/*
 * A GFM table or a raw HTML block inside a quote, edited in WYSIWYG: the edited quote is written back
 * from Quill's content, where a table is rows of cells and an HTML block is an embed, neither of
 * which can be a quote line; both must come back inside the quote, each line with its marker.
 */
describe('KitEditor WYSIWYG tables and HTML blocks in quotes', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const editAfter = editInWysiwygAfter;

  /** The lines of `markdown` (each case is one quote, so each must start with a marker). */
  const quotedLines = (markdown: string) => markdown.trimEnd().split('\n');

  const TABLE = '| a | b |\n| --- | --- |\n| 1 | 2 |';
  const quoted = (text: string, marker = '> ') => text.split('\n').map((line) => `${marker}${line}`.trimEnd()).join('\n');

  const CASES: { title: string; markdown: string; after: string; expected: string }[] = [
    { title: 'a table alone, edited in a cell', markdown: `${quoted(TABLE)}\n`, after: '1', expected: `${quoted(TABLE.replace('| 1 |', '| 1X |'))}\n` },
    { title: 'a table after a paragraph', markdown: `${quoted(`intro\n\n${TABLE}\n\nend`)}\n`, after: 'intro', expected: `${quoted(`introX\n\n${TABLE}\n\nend`)}\n` },
    { title: 'a table after a list', markdown: `${quoted(`- a\n\n${TABLE}`)}\n`, after: 'a', expected: `${quoted(`- aX\n\n${TABLE}`)}\n` },
    { title: 'a table in a quote in a quote', markdown: `${quoted(TABLE, '> > ')}\n`, after: '2', expected: `${quoted(TABLE.replace('| 2 |', '| 2X |'), '> > ')}\n` },
    { title: 'an HTML block after a paragraph', markdown: '> intro\n>\n> <div>x</div>\n', after: 'intro', expected: '> introX\n>\n> <div>x</div>\n' },
    { title: 'an HTML block between paragraphs', markdown: '> intro\n>\n> <div>x</div>\n>\n> end\n', after: 'end', expected: '> intro\n>\n> <div>x</div>\n>\n> endX\n' },
    { title: 'a thematic break between paragraphs', markdown: '> intro\n>\n> ***\n>\n> end\n', after: 'end', expected: '> intro\n>\n> ***\n>\n> endX\n' },
    { title: 'an HTML block in a quote in a quote', markdown: '> > intro\n> >\n> > <div>x</div>\n', after: 'intro', expected: '> > introX\n> >\n> > <div>x</div>\n' },
  ];

  for (const { title, markdown, after, expected } of CASES) {
    it(`keeps ${title} inside the quote after an edit`, () => {
      const editor = create({ initialValue: markdown });
      const back = editAfter(editor, after, 'X');
      expect(markdownSignature(back)).withContext(back).toEqual(markdownSignature(expected));
      for (const line of quotedLines(back)) expect(line).withContext(back).toMatch(/^>/);
    });
  }

  it('writes the quoted table back with the markers and the table as it was', () => {
    const editor = create({ initialValue: `${quoted(`intro\n\n${TABLE}`)}\n` });
    expect(editAfter(editor, 'intro', 'X')).toBe(`${quoted(`introX\n\n${TABLE}`)}\n`);
  });

  it('keeps an HTML block alone in a quote inside it when a paragraph is typed after it', () => {
    const editor = create({ initialValue: '> <div>x</div>\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(quill.getLength() - 1, 'after', 'user');
    const back = editor.getMarkdown();
    expect(back).withContext(back).toMatch(/^> <div>x<\/div>\n/);
  });

  it('setHtml of a table in a quote gives a quoted table', () => {
    const editor = create({ initialEditType: 'wysiwyg' });
    editor.setHtml('<blockquote><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></blockquote>');
    expect(editor.getMarkdown().trim()).toBe(quoted(TABLE));
  });

  it('draws the quoted table inside the quote, with its depth on its cells', () => {
    const editor = create({ initialValue: `${quoted(TABLE)}\n`, initialEditType: 'wysiwyg' });
    const cell = editor.getSquire().root.querySelector('td')!;
    expect(cell.getAttribute('data-kit-quote')).toBe('1');
    expect(getComputedStyle(cell.closest('table')!).boxShadow).not.toBe('none');
  });

  // The Table command in a quote that holds a table: the line between the two tables was a plain
  // line (the quote split in two, the old table written outside it), and the old table, re-written
  // with the quote around it, lost its spelling (`| - |` became `| --- |`).
  const NEW_TABLE = ['|  |  |', '| --- | --- |', '|  |  |'];
  const TABLE_CASES: { title: string; markdown: string; expected: string }[] = [
    {
      title: 'before a table of the quote',
      markdown: '> text\n>\n> | a |\n> | - |\n> | 1 |\n',
      expected: `> text\n>\n${quoted(NEW_TABLE.join('\n'))}\n>\n> | a |\n> | - |\n> | 1 |\n`,
    },
    {
      title: 'after a table of the quote (aligned, unpadded)',
      markdown: '> |a|b|\n> |:-|-:|\n> |1|2|\n>\n> text\n',
      expected: `> |a|b|\n> |:-|-:|\n> |1|2|\n>\n> text\n>\n${quoted(NEW_TABLE.join('\n'))}\n`,
    },
    {
      title: 'in a list item holding a table',
      markdown: '- item\n\n  | a |\n  | - |\n  | 1 |\n\n  text\n',
      expected: `- item\n\n  | a |\n  | - |\n  | 1 |\n\n  text\n\n${quoted(NEW_TABLE.join('\n'), '  ')}\n`,
    },
  ];
  for (const { title, markdown, expected } of TABLE_CASES) {
    it(`a table made ${title} stays in it, and that table keeps its spelling`, () => {
      const editor = create({ initialValue: markdown });
      editor.changeMode('wysiwyg', true);
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf('text') + 4, 0, 'user');
      editor.exec('Table', 2, 2);
      expect(editor.getMarkdown()).toBe(expected);
    });
  }
});
