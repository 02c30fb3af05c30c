import { KitEditor, ready } from '../kit-editor';
import { SpecInstances, waitFor } from './extension-spec-helpers';
import type { KitEditorOptions } from '../editor-options';

const instances = new SpecInstances();

function create(options: Partial<KitEditorOptions> = {}): KitEditor {
  const editor = new KitEditor({ el: instances.container(), usageStatistics: false, previewDelayTime: 0, exts: ['table'], initialEditType: 'wysiwyg', height: '400px', ...options } as KitEditorOptions);
  return instances.track(editor);
}

/** The WYSIWYG table: per row, each cell as `text` plus `(cN)`/`(rN)` for its spans. */
function grid(editor: KitEditor): string[][] {
  const table = editor.getSquire().root.querySelector('table');
  return Array.from(table!.rows).map((row) =>
    Array.from(row.cells).map((cell) => cell.textContent!.trim() + (cell.colSpan > 1 ? `(c${cell.colSpan})` : '') + (cell.rowSpan > 1 ? `(r${cell.rowSpan})` : '')),
  );
}

/** Selects from the start of the text `from` to the end of the text `to`, as the user. */
function select(editor: KitEditor, from: string, to = from): void {
  const quill = editor.getSquire();
  const text = quill.getText();
  const start = text.indexOf(from);
  const end = text.indexOf(to, start) + to.length;
  quill.setSelection(start, end - start, 'user');
}

const TABLE = ['| a | b | c |', '| --- | --- | --- |', '| 1 | 2 | 3 |', '| 4 | 5 | 6 |'].join('\n');

describe('table extension: MergeCells and UnmergeCells (WYSIWYG)', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => instances.cleanup());

  it('MergeCells merges the rectangle a selection covers into its top-left cell, which keeps its content', () => {
    const editor = create({ initialValue: TABLE });
    select(editor, '1', '5');
    editor.exec('MergeCells');
    expect(grid(editor)).toEqual([['a', 'b', 'c'], ['1(c2)(r2)', '3'], ['6']]);
    expect(editor.getMarkdown()).toBe(['| a | b | c |', '| --- | --- | --- |', '| @rows=2:@cols=2:1 | 3 |', '| 6 |'].join('\n'));
    // One user edit: one undo brings the four cells back.
    editor.getSquire().history.undo();
    expect(grid(editor)).toEqual([['a', 'b', 'c'], ['1', '2', '3'], ['4', '5', '6']]);
  });

  it('an empty top-left cell takes the first content of the others (the rest is dropped, as the original)', () => {
    const editor = create({ initialValue: ['| a | b |', '| --- | --- |', '|  | **x** |', '| y | z |'].join('\n') });
    const quill = editor.getSquire();
    const start = quill.getText().indexOf('\n', quill.getText().indexOf('b')) + 1; // the empty cell
    quill.setSelection(start, quill.getText().indexOf('z') + 1 - start, 'user');
    editor.exec('MergeCells');
    expect(grid(editor)).toEqual([['a', 'b'], ['x(c2)']]); // the row left without cells of its own is gone
    expect(editor.getMarkdown()).toBe(['| a | b |', '| --- | --- |', '| @cols=2:**x** |'].join('\n'));
  });

  it('merges header cells with each other, never header with body cells, and needs two cells', () => {
    const editor = create({ initialValue: TABLE });
    select(editor, 'b', '5');
    editor.exec('MergeCells');
    select(editor, '2');
    editor.exec('MergeCells');
    expect(grid(editor)).toEqual([['a', 'b', 'c'], ['1', '2', '3'], ['4', '5', '6']]);
    select(editor, 'a', 'b');
    editor.exec('MergeCells');
    expect(grid(editor)).toEqual([['a(c2)', 'c'], ['1', '2', '3'], ['4', '5', '6']]);
    expect(editor.getMarkdown()).toBe(['| @cols=2:a | c |', '| --- | --- | --- |', '| 1 | 2 | 3 |', '| 4 | 5 | 6 |'].join('\n'));
  });

  it('a selection that cuts a merged cell takes in all of it', () => {
    const editor = create({ initialValue: ['| a | b | c |', '| --- | --- | --- |', '| 1 | 2 | 3 |', '| 4 | @cols=2:5 |', '| 7 | 8 | 9 |'].join('\n') });
    select(editor, '2', '4'); // columns 0-1 of two rows, but 5 spans columns 1-2: the rectangle grows to column 2
    editor.exec('MergeCells');
    expect(grid(editor)).toEqual([['a', 'b', 'c'], ['1(c3)'], ['7', '8', '9']]); // both rows merged whole: one row
  });

  it('UnmergeCells splits a merged cell back into single cells, the new ones empty', () => {
    const editor = create({ initialValue: ['| a | b | c |', '| --- | --- | --- |', '| @rows=2:@cols=2:x | 3 |', '| 6 |'].join('\n') });
    select(editor, 'x');
    editor.exec('UnmergeCells');
    expect(grid(editor)).toEqual([['a', 'b', 'c'], ['x', '', '3'], ['', '', '6']]);
    expect(editor.getSquire().getContents().ops.some((op) => op.attributes?.['colspan'] || op.attributes?.['rowspan'])).toBeFalse();
    const markdown = editor.getMarkdown();
    expect(markdown.split('\n').slice(2).map((line) => line.split('|').length - 2)).toEqual([3, 3]);
    expect(markdown).not.toContain('@');
    // and merging again gives the same merged cell
    select(editor, 'x', '6');
    editor.exec('MergeCells');
    expect(grid(editor)).toEqual([['a', 'b', 'c'], ['x(c3)']]); // two whole rows merged are one row
  });

  it('do nothing outside a table, on a single unmerged cell, and in markdown mode', () => {
    const editor = create({ initialValue: 'text\n\n' + TABLE });
    select(editor, 'text');
    editor.exec('MergeCells');
    editor.exec('UnmergeCells');
    select(editor, '5');
    editor.exec('UnmergeCells');
    expect(editor.getMarkdown()).toBe('text\n\n' + TABLE);
    editor.changeMode('markdown');
    editor.getCodeMirror().dispatch({ selection: { anchor: 10, head: editor.getMarkdown().length } });
    editor.exec('MergeCells');
    editor.exec('UnmergeCells');
    expect(editor.getMarkdown()).toBe('text\n\n' + TABLE);
  });

  describe('the table menu', () => {
    const menuOf = (editor: KitEditor) => editor.getUI().el.querySelector<HTMLElement>('kit-editor-popup[data-kind="tableUtils"]');
    const labels = (editor: KitEditor) => Array.from(menuOf(editor)!.querySelectorAll('[role="menuitem"]')).map((b) => b.textContent!.trim());
    function rightClick(editor: KitEditor, text: string): void {
      const td = Array.from(editor.getSquire().root.querySelectorAll<HTMLElement>('td')).find((cell) => cell.textContent === text)!;
      const box = td.getBoundingClientRect();
      td.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2, clientX: box.left + 4, clientY: box.top + 4 }));
    }

    it('shows "Merge cells" after "Remove col" when cells are selected, and it merges them', async () => {
      const editor = create({ initialValue: TABLE });
      select(editor, '1', '5');
      rightClick(editor, '5');
      await waitFor(() => !!menuOf(editor));
      expect(labels(editor)).toEqual(['Add row', 'Add col', 'Remove row', 'Remove col', 'Merge cells', 'Align left', 'Align center', 'Align right', 'Remove table']);
      Array.from(menuOf(editor)!.querySelectorAll<HTMLElement>('[role="menuitem"]')).find((b) => b.textContent!.trim() === 'Merge cells')!.click();
      await waitFor(() => !menuOf(editor));
      expect(grid(editor)).toEqual([['a', 'b', 'c'], ['1(c2)(r2)', '3'], ['6']]);
    });

    it('shows "Unmerge cells" in a merged cell, neither on a single cell, and none without the extension', async () => {
      const merged = create({ initialValue: ['| a | b |', '| --- | --- |', '| @cols=2:x |', '| y | z |'].join('\n') });
      rightClick(merged, 'x');
      await waitFor(() => !!menuOf(merged));
      expect(labels(merged)).toContain('Unmerge cells');
      expect(labels(merged)).not.toContain('Merge cells');
      merged.getUI().getPopupTableUtils().hide();
      await waitFor(() => !menuOf(merged));
      rightClick(merged, 'z');
      await waitFor(() => !!menuOf(merged));
      expect(labels(merged)).not.toContain('Unmerge cells');
      expect(labels(merged)).not.toContain('Merge cells');
      const plain = create({ initialValue: TABLE, exts: [] });
      select(plain, '1', '5');
      rightClick(plain, '5');
      await waitFor(() => !!menuOf(plain));
      expect(labels(plain)).toEqual(['Add row', 'Add col', 'Remove row', 'Remove col', 'Align left', 'Align center', 'Align right', 'Remove table']);
    });
  });
});
