import { KitEditor, ready } from '../kit-editor';
import { SpecInstances } from './extension-spec-helpers';
import type { KitEditorOptions } from '../editor-options';
import { KitDefaultConvertor } from '../convertor/editor-convertor';

const instances = new SpecInstances();

function create(options: Partial<KitEditorOptions> = {}): KitEditor {
  const editor = new KitEditor({ el: instances.container(), usageStatistics: false, previewDelayTime: 0, exts: ['table'], ...options } as KitEditorOptions);
  return instances.track(editor);
}

/** The WYSIWYG table as the user sees it: per row, each cell as `text` plus `(cN)`/`(rN)` for its spans. */
export function wysiwygGrid(editor: KitEditor): string[][] {
  const table = editor.getSquire().root.querySelector('table');
  if (!table) return [];
  return Array.from(table.rows).map((row) =>
    Array.from(row.cells).map((cell) => cell.textContent!.trim() + (cell.colSpan > 1 ? `(c${cell.colSpan})` : '') + (cell.rowSpan > 1 ? `(r${cell.rowSpan})` : '')),
  );
}

/** Types `text` after the first occurrence of `after` in the WYSIWYG text, as the user. */
function typeAfter(editor: KitEditor, after: string, text: string): void {
  const quill = editor.getSquire();
  const at = quill.getText().indexOf(after);
  expect(at).withContext(after).toBeGreaterThanOrEqual(0);
  quill.insertText(at + after.length, text, 'user');
}

const COLS = ['| a | b | c |', '| --- | --- | --- |', '| @cols=2:x | y |', '| 1 | 2 | 3 |'].join('\n');
const ROWS = ['| a | b |', '| --- | --- |', '| @rows=2:x | y |', '| z |', '| 1 | 2 |'].join('\n');
const BOTH = ['| a | b | c |', '| --- | --- | --- |', '| @cols=2:@rows=2:x | y |', '| z |', '| 1 | 2 | 3 |'].join('\n');
const HEADER = ['| @cols=2:Title |', '| --- | --- |', '| a | b |'].join('\n');

describe('table extension in WYSIWYG (merged cells)', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => instances.cleanup());

  it('loads @cols/@rows cells as colspan/rowspan cells, without the prefix text', () => {
    const cases: [string, string[][]][] = [
      [COLS, [['a', 'b', 'c'], ['x(c2)', 'y'], ['1', '2', '3']]],
      [ROWS, [['a', 'b'], ['x(r2)', 'y'], ['z'], ['1', '2']]],
      [BOTH, [['a', 'b', 'c'], ['x(c2)(r2)', 'y'], ['z'], ['1', '2', '3']]],
      [HEADER, [['Title(c2)'], ['a', 'b']]],
    ];
    for (const [markdown, grid] of cases) {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      expect(wysiwygGrid(editor)).withContext(markdown).toEqual(grid);
      expect(editor.getSquire().getText()).withContext(markdown).not.toContain('@');
      expect(editor.getSquire().getContents().ops.some((op) => op.attributes?.['colspan'] || op.attributes?.['rowspan'])).withContext(markdown).toBeTrue();
    }
  });

  it('goes back to markdown byte-identical when untouched', () => {
    for (const markdown of [COLS, ROWS, BOTH, HEADER, `intro\n\n${COLS}\n\nafter\n`]) {
      const editor = create({ initialValue: markdown });
      editor.changeMode('wysiwyg');
      editor.changeMode('markdown');
      expect(editor.getMarkdown()).withContext(markdown).toBe(markdown);
    }
  });

  it('writes the prefixes back after text in a merged cell is edited', () => {
    const editor = create({ initialValue: COLS, initialEditType: 'wysiwyg' });
    typeAfter(editor, 'x', 'yz');
    expect(wysiwygGrid(editor)).toEqual([['a', 'b', 'c'], ['xyz(c2)', 'y'], ['1', '2', '3']]);
    expect(editor.getMarkdown()).toBe(['| a | b | c |', '| --- | --- | --- |', '| @cols=2:xyz | y |', '| 1 | 2 | 3 |'].join('\n'));
  });

  it('keeps a rowspan and the short row under it after an edit elsewhere in the table (no padding cell)', () => {
    const editor = create({ initialValue: ROWS, initialEditType: 'wysiwyg' });
    typeAfter(editor, 'z', 'z');
    // Quill balances a table's rows after a user edit: the row under the rowspan stays one cell.
    expect(wysiwygGrid(editor)).toEqual([['a', 'b'], ['x(r2)', 'y'], ['zz'], ['1', '2']]);
    expect(editor.getMarkdown()).toBe(['| a | b |', '| --- | --- |', '| @rows=2:x | y |', '| zz |', '| 1 | 2 |'].join('\n'));
  });

  it('writes both prefixes (rows first, as the original) and a merged header after edits', () => {
    const both = create({ initialValue: BOTH, initialEditType: 'wysiwyg' });
    typeAfter(both, 'y', '!');
    expect(both.getMarkdown()).toBe(['| a | b | c |', '| --- | --- | --- |', '| @rows=2:@cols=2:x | y! |', '| z |', '| 1 | 2 | 3 |'].join('\n'));
    const header = create({ initialValue: HEADER, initialEditType: 'wysiwyg' });
    typeAfter(header, 'a', 'a');
    expect(wysiwygGrid(header)).toEqual([['Title(c2)'], ['aa', 'b']]);
    // The table keeps its spelling around the edited cell (its delimiter row as written), as a table
    // without merged cells does.
    expect(header.getMarkdown()).toBe(['| @cols=2:Title |', '| --- | --- |', '| aa | b |'].join('\n'));
  });

  it('the markdown written after an edit shows merged again in the preview', async () => {
    const editor = create({ initialValue: BOTH, initialEditType: 'wysiwyg', previewStyle: 'vertical' });
    typeAfter(editor, 'x', 'x');
    editor.changeMode('markdown');
    const html = editor.getHtml();
    const template = document.createElement('template');
    template.innerHTML = html;
    const rows = Array.from(template.content.querySelector('table')!.rows).map((row) => Array.from(row.cells).map((c) => `${c.textContent}:${c.colSpan}x${c.rowSpan}`));
    expect(rows).toEqual([['a:1x1', 'b:1x1', 'c:1x1'], ['xx:2x2', 'y:1x1'], ['z:1x1'], ['1:1x1', '2:1x1', '3:1x1']]);
  });

  it('setHtml() with colspan/rowspan gives the prefixes, in either mode', () => {
    const html =
      '<table><thead><tr><th>a</th><th>b</th><th>c</th></tr></thead><tbody>' +
      '<tr><td colspan="2">x</td><td>y</td></tr><tr><td rowspan="2">1</td><td>2</td><td>3</td></tr><tr><td>4</td><td>5</td></tr></tbody></table>';
    const expected = ['| a | b | c |', '| --- | --- | --- |', '| @cols=2:x | y |', '| @rows=2:1 | 2 | 3 |', '| 4 | 5 |'].join('\n');
    for (const mode of ['markdown', 'wysiwyg'] as const) {
      const editor = create({ initialEditType: mode });
      editor.setHtml(html);
      if (mode === 'wysiwyg') expect(wysiwygGrid(editor)).toEqual([['a', 'b', 'c'], ['x(c2)', 'y'], ['1(r2)', '2', '3'], ['4', '5']]);
      expect(editor.getMarkdown()).withContext(mode).toBe(expected);
    }
  });

  it('with a customConvertor (object or class), writes the prefixes into the HTML its toMarkdown gets', () => {
    const seen: string[] = [];
    // kit's convertor made without the table extension's options: it writes no prefixes itself.
    const inner = new KitDefaultConvertor();
    const object = { toHTML: (markdown: string) => inner.toHTML(markdown), toMarkdown: (html: string) => (seen.push(html), inner.toMarkdown(html)) };
    class Convertor {
      toHTML(markdown: string): string {
        return object.toHTML(markdown);
      }
      toMarkdown(html: string): string {
        return object.toMarkdown(html);
      }
    }
    for (const customConvertor of [object, Convertor]) {
      const editor = create({ initialValue: BOTH, initialEditType: 'wysiwyg', customConvertor: customConvertor as never });
      expect(wysiwygGrid(editor)).toEqual([['a', 'b', 'c'], ['x(c2)(r2)', 'y'], ['z'], ['1', '2', '3']]);
      typeAfter(editor, 'x', 'x');
      expect(editor.getMarkdown()).toBe(['| a | b | c |', '| --- | --- | --- |', '| @rows=2:@cols=2:xx | y |', '| z |', '| 1 | 2 | 3 |'].join('\n'));
      expect(seen.pop()).toContain('@rows=2:@cols=2:xx');
      // setHtml() in markdown mode goes through the custom toMarkdown too.
      editor.changeMode('markdown');
      editor.setHtml('<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>');
      expect(editor.getMarkdown()).toBe(['| a | b |', '| --- | --- |', '| @cols=2:x |'].join('\n'));
    }
  });

  describe('without the extension (as before)', () => {
    it('WYSIWYG shows the prefix text in a plain cell and the markdown round-trips', () => {
      const editor = create({ initialValue: COLS, initialEditType: 'wysiwyg', exts: [] });
      expect(wysiwygGrid(editor)).toEqual([['a', 'b', 'c'], ['@cols=2:x', 'y', ''], ['1', '2', '3']]);
      typeAfter(editor, '@cols=2:x', 'z');
      expect(editor.getMarkdown()).toBe(['| a | b | c |', '| --- | --- | --- |', '| @cols=2:xz | y |  |', '| 1 | 2 | 3 |'].join('\n'));
    });

    it('setHtml() with spans loads no spans into WYSIWYG and writes padding cells in markdown', () => {
      const html = '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
      const wysiwyg = create({ initialEditType: 'wysiwyg', exts: [] });
      wysiwyg.setHtml(html);
      expect(wysiwyg.getSquire().root.querySelector('[colspan]')).toBeNull();
      expect(wysiwyg.getSquire().getContents().ops.some((op) => op.attributes?.['colspan'])).toBeFalse();
      const markdown = create({ initialEditType: 'markdown', exts: [] });
      markdown.setHtml(html);
      expect(markdown.getMarkdown()).toBe(['| a | b |', '| --- | --- |', '| x |  |'].join('\n'));
    });
  });
});
