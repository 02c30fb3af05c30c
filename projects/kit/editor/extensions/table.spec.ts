import { KitEditor, ready } from '../kit-editor';
import { SpecInstances, waitFor } from './extension-spec-helpers';
import type { KitEditorOptions } from '../editor-options';
import { KitViewer } from '../viewer/kit-viewer';

const instances = new SpecInstances();


function create(options: Partial<KitEditorOptions> = {}): KitEditor {
  const editor = new KitEditor({ el: instances.container(), usageStatistics: false, previewDelayTime: 0, previewStyle: 'vertical', exts: ['table'], ...options } as KitEditorOptions);
  return instances.track(editor);
}

function viewer(markdown: string, exts: unknown[] = ['table']): KitViewer {
  const created = new KitViewer({ el: instances.container(), initialValue: markdown, exts } as never);
  return instances.track(created);
}


const previewOf = (e: KitEditor) => e.getUI().el.querySelector<HTMLElement>('.kit-md-preview')!;

/** The table as the user sees it: per row, each cell as `text` plus `(cN)`/`(rN)` for its spans. */
function grid(root: HTMLElement): string[][] {
  const table = root.querySelector('table');
  if (!table) return [];
  return Array.from(table.rows).map((row) =>
    Array.from(row.cells).map((cell) => cell.textContent!.trim() + (cell.colSpan > 1 ? `(c${cell.colSpan})` : '') + (cell.rowSpan > 1 ? `(r${cell.rowSpan})` : '')),
  );
}

const COLS = ['| a | b | c |', '| --- | --- | --- |', '| @cols=2:x | y |', '| 1 | 2 | 3 |'].join('\n');
const ROWS = ['| a | b |', '| --- | --- |', '| @rows=2:x | y |', '| z |', '| 1 | 2 |'].join('\n');

describe('table extension (merged cells)', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => instances.cleanup());

  describe('in the preview', () => {
    it('@cols=2: spans two columns, without the prefix text', async () => {
      const editor = create({ initialValue: COLS });
      await waitFor(() => !!previewOf(editor).querySelector('table'));
      expect(grid(previewOf(editor))).toEqual([
        ['a', 'b', 'c'],
        ['x(c2)', 'y'],
        ['1', '2', '3'],
      ]);
      expect(previewOf(editor).textContent).not.toContain('@cols');
      const merged = previewOf(editor).querySelector('td')!;
      expect(merged.colSpan).toBe(2);
      // Laid out over two columns: as wide as the first two header cells together.
      const [h1, h2] = Array.from(previewOf(editor).querySelectorAll('th'));
      expect(Math.abs(merged.getBoundingClientRect().width - (h2.getBoundingClientRect().right - h1.getBoundingClientRect().left))).toBeLessThan(2);
    });

    it('@rows=2: spans two rows; the row below leaves that column out', async () => {
      const editor = create({ initialValue: ROWS });
      await waitFor(() => !!previewOf(editor).querySelector('table'));
      expect(grid(previewOf(editor))).toEqual([
        ['a', 'b'],
        ['x(r2)', 'y'],
        ['z'],
        ['1', '2'],
      ]);
      expect(previewOf(editor).querySelector('td')!.rowSpan).toBe(2);
      expect(previewOf(editor).textContent).not.toContain('@rows');
    });

    it('both prefixes combine on one cell', async () => {
      const markdown = ['| a | b | c |', '| --- | --- | --- |', '| @cols=2:@rows=2:x | y |', '| z |', '| 1 | 2 | 3 |'].join('\n');
      const editor = create({ initialValue: markdown });
      await waitFor(() => !!previewOf(editor).querySelector('table'));
      expect(grid(previewOf(editor))).toEqual([
        ['a', 'b', 'c'],
        ['x(c2)(r2)', 'y'],
        ['z'],
        ['1', '2', '3'],
      ]);
    });

    it('keeps the formatting of the cell text after the prefix', async () => {
      const markdown = ['| a | b |', '| --- | --- |', '| @cols=2:**bold** text |'].join('\n');
      const editor = create({ initialValue: markdown });
      await waitFor(() => !!previewOf(editor).querySelector('td strong'));
      const cell = previewOf(editor).querySelector('td')!;
      expect(cell.colSpan).toBe(2);
      expect(cell.querySelector('strong')!.textContent).toBe('bold');
      expect(cell.textContent!.trim()).toBe('bold text');
    });

    it('a prefix inside code or in the middle of a cell is kept as text', async () => {
      const markdown = ['| a | b |', '| --- | --- |', '| say `@cols=2:x` | b @rows=2:c |'].join('\n');
      const editor = create({ initialValue: markdown });
      await waitFor(() => !!previewOf(editor).querySelector('table'));
      expect(grid(previewOf(editor))).toEqual([
        ['a', 'b'],
        ['say @cols=2:x', 'b @rows=2:c'],
      ]);
    });

    it('merges again after edits (typing into the table and elsewhere)', async () => {
      const editor = create({ initialValue: 'intro\n\n' + COLS });
      await waitFor(() => !!previewOf(editor).querySelector('table'));
      const view = editor.getCodeMirror();
      const at = view.state.doc.toString().indexOf('@cols=2:x') + '@cols=2:x'.length;
      view.dispatch({ changes: { from: at, insert: 'yz' }, userEvent: 'input.type' });
      await waitFor(() => previewOf(editor).textContent!.includes('xyz'));
      expect(grid(previewOf(editor))[1]).toEqual(['xyz(c2)', 'y']);
      view.dispatch({ changes: { from: 0, insert: 'more ' }, userEvent: 'input.type' });
      await waitFor(() => previewOf(editor).textContent!.includes('more intro'));
      expect(grid(previewOf(editor))[1]).toEqual(['xyz(c2)', 'y']);
      editor.setMarkdown(ROWS);
      await waitFor(() => grid(previewOf(editor)).length === 4);
      expect(grid(previewOf(editor))[1]).toEqual(['x(r2)', 'y']);
    });

    it('without the extension the prefix is plain text', async () => {
      const editor = create({ initialValue: COLS, exts: [] });
      await waitFor(() => !!previewOf(editor).querySelector('table'));
      expect(grid(previewOf(editor))[1]).toEqual(['@cols=2:x', 'y', '']);
    });

    it("keeps merging after the app calls off('previewRenderAfter')", async () => {
      const editor = create({ initialValue: 'start' });
      editor.on('previewRenderAfter', () => undefined);
      editor.off('previewRenderAfter');
      editor.setMarkdown(COLS);
      await waitFor(() => !!previewOf(editor).querySelector('table'));
      expect(grid(previewOf(editor))[1]).toEqual(['x(c2)', 'y']);
    });

    it('reads a merged header cell as TOAST UI writes it', async () => {
      const markdown = ['| @cols=2:Title |', '| --- | --- |', '| a | b |'].join('\n');
      const editor = create({ initialValue: markdown });
      await waitFor(() => previewOf(editor).textContent!.includes('Title'));
      expect(grid(previewOf(editor))).toEqual([['Title(c2)'], ['a', 'b']]);
    });
  });

  describe('getHtml() and WYSIWYG', () => {
    it('getHtml() merges the cells too (as the original, which merged on every conversion), in both modes', () => {
      const editor = create({ initialValue: COLS });
      for (const mode of ['markdown', 'wysiwyg'] as const) {
        editor.changeMode(mode, true);
        const html = editor.getHtml();
        expect(html).withContext(mode).not.toContain('@cols=');
        const template = document.createElement('template');
        template.innerHTML = html;
        expect(grid(template.content as unknown as HTMLElement)).withContext(mode).toEqual([['a', 'b', 'c'], ['x(c2)', 'y'], ['1', '2', '3']]);
      }
      // the markdown keeps the prefix
      expect(editor.getMarkdown()).toBe(COLS);
    });

    it("a cell after a merge takes its own column's alignment (marked gave it the one of its cell index)", () => {
      const markdown = '| @cols=2:AB | C |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n| @cols=2:45 | 6 |';
      const editor = create({ initialValue: markdown });
      for (const mode of ['markdown', 'wysiwyg'] as const) {
        editor.changeMode(mode, true);
        const template = document.createElement('template');
        template.innerHTML = editor.getHtml();
        const aligns = Array.from(template.content.querySelectorAll('tr'), (row) => Array.from(row.cells, (cell) => `${cell.textContent!.trim()}:${cell.getAttribute('align')}`));
        expect(aligns).withContext(mode).toEqual([['AB:left', 'C:right'], ['1:left', '2:center', '3:right'], ['45:left', '6:right']]);
      }
      const shown = viewer(markdown);
      expect(shown.getElement().querySelector('th:last-child')!.getAttribute('align')).toBe('right');
    });

    it('the markdown round-trips unchanged through WYSIWYG (merged cells there, see table-wysiwyg.spec.ts)', () => {
      for (const markdown of [COLS, ROWS]) {
        const editor = create({ initialValue: markdown });
        editor.changeMode('wysiwyg');
        expect(editor.getSquire().getText()).not.toContain('@');
        editor.changeMode('markdown');
        expect(editor.getMarkdown()).withContext(markdown).toBe(markdown);
      }
    });
  });

  describe('in a viewer', () => {
    it('@cols and @rows become colspan and rowspan, without the prefix text', () => {
      const cols = viewer(COLS);
      expect(grid(cols.getElement())).toEqual([
        ['a', 'b', 'c'],
        ['x(c2)', 'y'],
        ['1', '2', '3'],
      ]);
      const rows = viewer(ROWS);
      expect(grid(rows.getElement())).toEqual([
        ['a', 'b'],
        ['x(r2)', 'y'],
        ['z'],
        ['1', '2'],
      ]);
      expect(rows.getElement().textContent).not.toContain('@rows');
    });

    it('merges what setMarkdown() shows later', () => {
      const v = viewer('no table yet');
      v.setMarkdown(COLS);
      expect(grid(v.getElement())[1]).toEqual(['x(c2)', 'y']);
    });

    it('without the extension the prefix is plain text', () => {
      expect(grid(viewer(COLS, []).getElement())[1]).toEqual(['@cols=2:x', 'y', '']);
    });
  });

  // Extensions QA (2026-11-28): a cell that said "@cols=2:user" (pasted or typed in WYSIWYG) was
  // written as it reads, so the next mode switch made it a merge and the words were gone.
  describe('text that reads as a prefix', () => {
    const LITERAL = ['| a | b |', '| --- | --- |', '| \\@cols=2:user | keep |', '| `@rows=2:code` | z |'].join('\n');

    it('escaped (\\@) or in code it is text in the preview, the viewer and getHtml()', async () => {
      const editor = create({ initialValue: LITERAL });
      await waitFor(() => !!previewOf(editor).querySelector('table'));
      const expected = [['a', 'b'], ['@cols=2:user', 'keep'], ['@rows=2:code', 'z']];
      expect(grid(previewOf(editor))).toEqual(expected);
      expect(grid(viewer(LITERAL).getElement())).toEqual(expected);
      const html = editor.getHtml();
      const template = document.createElement('template');
      template.innerHTML = html;
      expect(grid(template.content as unknown as HTMLElement)).toEqual(expected);
    });

    it('WYSIWYG shows it as text and keeps the markdown byte for byte, untouched or after an edit in the table', () => {
      const editor = create({ initialValue: LITERAL, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      expect(grid(quill.root)).toEqual([['a', 'b'], ['@cols=2:user', 'keep'], ['@rows=2:code', 'z']]);
      expect(editor.getMarkdown()).toBe(LITERAL);
      quill.insertText(quill.getText().indexOf('keep') + 4, '!', 'user');
      expect(editor.getMarkdown()).toBe(LITERAL.replace('keep', 'keep!'));
      editor.changeMode('markdown');
      editor.changeMode('wysiwyg');
      expect(grid(editor.getSquire().root)).toEqual([['a', 'b'], ['@cols=2:user', 'keep!'], ['@rows=2:code', 'z']]);
    });

    it('typed or pasted into a WYSIWYG cell it is written escaped, and stays text through mode switches', () => {
      const editor = create({ initialValue: '| a | b |\n| --- | --- |\n| x | y |', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.insertText(quill.getText().indexOf('x'), '@cols=2:', 'user');
      expect(editor.getMarkdown()).toBe('| a | b |\n| --- | --- |\n| \\@cols=2:x | y |');
      editor.changeMode('markdown');
      editor.changeMode('wysiwyg');
      expect(grid(editor.getSquire().root)).toEqual([['a', 'b'], ['@cols=2:x', 'y']]);
      editor.setHtml('<table><tr><th>Handle</th><th>Note</th></tr><tr><td>@rows=2:user</td><td>keep</td></tr></table>');
      expect(editor.getMarkdown()).toBe('| Handle | Note |\n| ------ | ---- |\n| \\@rows=2:user | keep |');
      editor.changeMode('markdown');
      editor.changeMode('wysiwyg');
      expect(grid(editor.getSquire().root)).toEqual([['Handle', 'Note'], ['@rows=2:user', 'keep']]);
    });

    it('in a merged cell it follows the merge\'s own prefix, and both read back', () => {
      const editor = create({ initialEditType: 'wysiwyg' });
      editor.setHtml('<table><tr><th>a</th><th>b</th></tr><tr><td colspan="2">@cols=3:text</td></tr></table>');
      const markdown = editor.getMarkdown();
      expect(markdown).toBe('| a | b |\n| --- | --- |\n| @cols=2:\\@cols=3:text |');
      editor.changeMode('markdown');
      editor.changeMode('wysiwyg');
      expect(grid(editor.getSquire().root)).toEqual([['a', 'b'], ['@cols=3:text(c2)']]);
      expect(editor.getMarkdown()).toBe(markdown);
    });
  });
});

