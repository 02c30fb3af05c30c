import { useEditorFactory } from '../editor-spec-helpers';
import { clipboard, pasteInto, pasteToWysiwyg } from '../paste/paste-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';
import type { KitEditor } from '../kit-editor';

/* Web-page tables (merged cells, two header rows) become GFM tables with every cell in its column. */
describe('HTML tables with merged cells or several header rows', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const SPANNED =
    '<table><thead><tr><th rowspan="2">Name</th><th colspan="2">Orbit</th></tr><tr><th>Period</th><th>Radius</th></tr></thead>' +
    '<tbody><tr><td>Mercury</td><td>88</td><td>0.39</td></tr></tbody></table>';
  /** The text of each row's cells in the editor's HTML. */
  const cellsOf = (editor: KitEditor) => {
    const template = document.createElement('template');
    template.innerHTML = editor.getHtml();
    return Array.from(template.content.querySelectorAll('tr')).map((row) => Array.from(row.cells).map((cell) => cell.textContent!.trim()));
  };
  const EXPECTED = [
    ['Name', 'Orbit', ''],
    ['', 'Period', 'Radius'],
    ['Mercury', '88', '0.39'],
  ];

  it('setHtml gives the same GFM table in both modes, each cell under its header', () => {
    const markdown = create({});
    markdown.setHtml(SPANNED);
    const wysiwyg = create({ initialEditType: 'wysiwyg' });
    wysiwyg.setHtml(SPANNED);
    expect(cellsOf(markdown)).toEqual(EXPECTED);
    expect(cellsOf(wysiwyg)).toEqual(EXPECTED);
    expect(wysiwyg.getMarkdown()).toBe(markdown.getMarkdown());
    // One delimiter row, as wide as the header.
    const lines = markdown.getMarkdown().split('\n');
    expect(lines.filter((line) => /^\|[\s:|-]+\|$/.test(line)).length).toBe(1);
    expect(lines[1].split('|').length).toBe(lines[0].split('|').length);
  });

  it('a second header row without merged cells becomes the first body row', () => {
    const editor = create({});
    editor.setHtml('<table><thead><tr><th>planet</th><th>period</th></tr><tr><th>unit</th><th>days</th></tr></thead><tbody><tr><td>Venus</td><td>225</td></tr></tbody></table>');
    expect(cellsOf(editor)).toEqual([['planet', 'period'], ['unit', 'days'], ['Venus', '225']]);
  });

  it('a table with no header row: its first row is the header, in both modes', () => {
    const html = '<table><tbody><tr><td>t</td><td>u</td></tr><tr><td>1</td><td>2</td></tr></tbody></table>';
    const markdown = create({});
    markdown.setHtml(html);
    const wysiwyg = create({ initialEditType: 'wysiwyg' });
    wysiwyg.setHtml(html);
    expect(cellsOf(markdown)).toEqual([['t', 'u'], ['1', '2']]);
    expect(wysiwyg.getMarkdown()).toBe(markdown.getMarkdown());
  });

  it('pasted into WYSIWYG or markdown mode, the cells keep their columns', () => {
    const wysiwyg = create({ initialEditType: 'wysiwyg' });
    wysiwyg.getSquire().setSelection(0, 0, 'user');
    pasteToWysiwyg(wysiwyg, { 'text/html': SPANNED, 'text/plain': 'Name Orbit' });
    expect(cellsOf(wysiwyg)).toEqual(EXPECTED);
    const markdown = create({});
    markdown.focus();
    pasteInto(markdown.getCodeMirror().contentDOM, clipboard({ 'text/html': SPANNED, 'text/plain': 'Name Orbit' }));
    expect(cellsOf(markdown)).toEqual(EXPECTED);
  });
});
