import { KitEditor, ready } from '../kit-editor';
import { SpecInstances } from './extension-spec-helpers';
import type { KitEditorOptions } from '../editor-options';
import { spannedRowWidths } from '../convertor/table-spans';

const instances = new SpecInstances();

function create(markdown: string): KitEditor {
  const options = { el: instances.container(), usageStatistics: false, exts: ['table'], initialEditType: 'wysiwyg', initialValue: markdown };
  return instances.track(new KitEditor(options as KitEditorOptions));
}

/** The WYSIWYG table: per row, each cell as `text` plus `(cN)`/`(rN)` for its spans. */
function grid(editor: KitEditor): string[][] {
  const table = editor.getSquire().root.querySelector('table')!;
  return Array.from(table.rows).map((row) =>
    Array.from(row.cells).map((cell) => cell.textContent!.trim() + (cell.colSpan > 1 ? `(c${cell.colSpan})` : '') + (cell.rowSpan > 1 ? `(r${cell.rowSpan})` : '')),
  );
}

/** The table getHtml() draws from the editor's markdown: each row's width counting spans (all equal when rectangular). */
function renderedWidths(editor: KitEditor): number[] {
  const template = document.createElement('template');
  template.innerHTML = editor.getHtml();
  const table = template.content.querySelector('table');
  expect(table).withContext(editor.getMarkdown()).not.toBeNull();
  return spannedRowWidths(Array.from(table!.rows).map((row) => Array.from(row.cells)));
}

function cursorIn(editor: KitEditor, text: string): void {
  const quill = editor.getSquire();
  quill.setSelection(quill.getText().indexOf(text), 0, 'user');
}

/** Where the cursor is: the cell's row, its place in the row and its text (`row:cell:text`). */
function cursorAt(editor: KitEditor): string {
  const quill = editor.getSquire();
  const td = (quill.getLine(quill.getSelection()!.index)[0] as unknown as { domNode: HTMLTableCellElement }).domNode;
  expect(td.tagName).toBe('TD');
  return `${(td.parentElement as HTMLTableRowElement).rowIndex}:${td.cellIndex}:${td.textContent}`;
}

// a b c / x spans 2 columns and 2 rows, y / z / 1 2 3
const TABLE = ['| a | b | c |', '| --- | --- | --- |', '| @cols=2:@rows=2:x | y |', '| z |', '| 1 | 2 | 3 |'].join('\n');

describe('table extension: row and column commands on merged cells (WYSIWYG)', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => instances.cleanup());

  it("the extension's commands right after typing are undo steps of their own (Quill joins changes a second apart)", () => {
    const editor = create('| a | b |\n| --- | --- |\n| 1 | 2 |');
    const quill = editor.getSquire();
    quill.history.clear();
    cursorIn(editor, '2');
    quill.insertText(quill.getSelection()!.index + 1, 'x', 'user');
    editor.exec('AddRow');
    quill.history.undo();
    expect(editor.getMarkdown()).toBe('| a | b |\n| --- | --- |\n| 1 | 2x |');
  });

  it('AddRow inside a rowspan widens it; below it, adds a full row', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'y');
    editor.exec('AddRow');
    expect(grid(editor)).toEqual([['a', 'b', 'c'], ['x(c2)(r3)', 'y'], [''], ['z'], ['1', '2', '3']]);
    expect(renderedWidths(editor)).toEqual([3, 3, 3, 3, 3]);
    cursorIn(editor, 'z');
    editor.exec('AddRow');
    expect(grid(editor)[4]).toEqual(['', '', '']);
    expect(renderedWidths(editor)).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('AddRow gives the new cells their column\'s alignment, as kit\'s own AddRow: rows added never outvote it', () => {
    const centred = ['| a | b | c |', '| :-: | :-: | :-: |', '| @cols=2:@rows=2:x | y |', '| z |', '| 1 | 2 | 3 |'].join('\n');
    const editor = create(centred);
    for (let added = 0; added < 3; added++) {
      cursorIn(editor, '1');
      editor.exec('AddRow');
    }
    expect(grid(editor).length).toBe(7);
    expect(editor.getMarkdown().split('\n')[1]).toBe('| :---: | :---: | :---: |');
  });

  it('AddCol inside a colspan widens it; elsewhere, adds a cell to every row', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'a');
    editor.exec('AddCol');
    expect(grid(editor)).toEqual([['a', '', 'b', 'c'], ['x(c3)(r2)', 'y'], ['z'], ['1', '', '2', '3']]);
    expect(renderedWidths(editor)).toEqual([4, 4, 4, 4]);
    cursorIn(editor, 'y');
    editor.exec('AddCol');
    expect(renderedWidths(editor)).toEqual([5, 5, 5, 5]);
  });

  it('RemoveRow through a rowspan shortens it; removing its first row carries it on in the next', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'z');
    editor.exec('RemoveRow'); // z's row: the merged cell over it loses a row
    expect(grid(editor)).toEqual([['a', 'b', 'c'], ['x(c2)', 'y'], ['1', '2', '3']]);
    expect(renderedWidths(editor)).toEqual([3, 3, 3]);
    const other = create(['| a | b |', '| --- | --- |', '| 1 | @rows=3:m |', '| 2 |', '| 3 |'].join('\n'));
    cursorIn(other, '2');
    other.exec('RemoveRow');
    expect(grid(other)).toEqual([['a', 'b'], ['1', 'm(r2)'], ['3']]);
    expect(renderedWidths(other)).toEqual([2, 2, 2]);
    cursorIn(other, '1');
    other.exec('RemoveRow');
    expect(grid(other)).toEqual([['a', 'b'], ['3', 'm']]); // m started in the removed row: it goes on in the next
    expect(renderedWidths(other)).toEqual([2, 2]);
  });

  it('RemoveCol through a colspan shortens it', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'c');
    editor.exec('RemoveCol');
    expect(grid(editor)).toEqual([['a', 'b'], ['x(c2)'], ['1', '2']]); // z's row had no other cell: gone, and x's rowspan with it
    expect(renderedWidths(editor)).toEqual([2, 2, 2]);
    const other = create(['| a | b | c |', '| --- | --- | --- |', '| @cols=3:m |', '| 1 | 2 | 3 |'].join('\n'));
    cursorIn(other, 'b');
    other.exec('RemoveCol');
    expect(grid(other)).toEqual([['a', 'c'], ['m(c2)'], ['1', '3']]);
    expect(renderedWidths(other)).toEqual([2, 2, 2]);
    cursorIn(other, 'a');
    other.exec('RemoveCol');
    expect(grid(other)).toEqual([['c'], ['m'], ['3']]); // m started in the removed column: it stays, for the one left
  });

  it('AddRow puts the cursor in the new row, in the same column, as kit\'s own AddRow', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'z');
    editor.exec('AddRow');
    expect(grid(editor)[3]).toEqual(['', '', '']);
    expect(cursorAt(editor)).toBe('3:2:');
    cursorIn(editor, 'y'); // below y, the merged x grows: the new row has one cell, in y's column
    editor.exec('AddRow');
    expect(cursorAt(editor)).toBe('2:0:');
  });

  it('AddCol puts the cursor in the new column, in the same row, as kit\'s own AddCol', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'y');
    editor.exec('AddCol');
    expect(cursorAt(editor)).toBe('1:2:');
    cursorIn(editor, 'x'); // a merged cell: the column goes right of it, before y
    editor.exec('AddCol');
    expect(grid(editor)[1]).toEqual(['x(c2)(r2)', '', 'y', '']);
    expect(cursorAt(editor)).toBe('1:1:');
  });

  it('RemoveRow puts the cursor in the row that follows, else the one before, in the same column', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'z');
    editor.exec('RemoveRow');
    expect(cursorAt(editor)).toBe('2:2:3'); // z's column (the third) in the row that followed
    cursorIn(editor, '2');
    editor.exec('RemoveRow'); // the last row: the one before, whose second column is the merged x
    expect(cursorAt(editor)).toBe('1:0:x');
  });

  it('RemoveCol puts the cursor in the column that follows, else the one before, in the same row', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'c');
    editor.exec('RemoveCol'); // the last column: the one before, in c's row
    expect(grid(editor)).toEqual([['a', 'b'], ['x(c2)'], ['1', '2']]);
    expect(cursorAt(editor)).toBe('0:1:b');
    cursorIn(editor, '1');
    editor.exec('RemoveCol');
    expect(cursorAt(editor)).toBe('2:0:2');
  });

  it('AlignCol aligns the merged cells in the column too, and the table stays as it was', () => {
    const editor = create(TABLE);
    cursorIn(editor, 'b');
    editor.exec('AlignCol', 'center');
    const cells = Array.from(editor.getSquire().root.querySelectorAll('td')).filter((td) => td.classList.contains('ql-align-center')).map((td) => td.textContent);
    expect(cells).toEqual(['b', 'x', '2']);
    expect(renderedWidths(editor)).toEqual([3, 3, 3, 3]);
    expect(editor.getMarkdown().split('\n')[1]).toBe('| --- | :---: | --- |');
  });

  // tables2 QA: the delimiter row was written by each cell's place in its row, not by its column.
  describe('column alignments of a table with a merged header', () => {
    const delimiterOf = (editor: KitEditor) => editor.getMarkdown().split('\n')[1];

    it('AlignCol on a column after the merge aligns that column', () => {
      const editor = create('| @cols=2:AB | C | D |\n|---|---|---|---|\n| 1 | 2 | 3 | 4 |');
      cursorIn(editor, 'C');
      editor.exec('AlignCol', 'right');
      expect(delimiterOf(editor)).toBe('| --- | --- | ---: | --- |');
    });

    it('AddCol keeps every column its alignment', () => {
      const editor = create('| @cols=2:AB | C |\n|:--|:-:|--:|\n| 1 | 2 | 3 |');
      cursorIn(editor, '3');
      editor.exec('AddCol');
      expect(delimiterOf(editor)).toBe('| :--- | :---: | ---: | --- |');
    });

    it("RemoveCol through the merge's first column: the merged cell takes the next column's alignment", () => {
      const editor = create('| @cols=2:AB | C |\n|:--|:-:|--:|\n| 1 | 2 | 3 |');
      cursorIn(editor, '1');
      editor.exec('RemoveCol');
      expect(editor.getMarkdown()).toBe('| AB | C |\n| :---: | ---: |\n| 2 | 3 |');
    });

    it('RemoveCol on a table spelt without spaces writes every row with its pipes', () => {
      const editor = create('| @cols=2:AB | C |\n|---|---|---|\n| @rows=2:1 | 2 | 3 |\n| 4 | 5 |\n| 6 | @cols=2:78 |');
      cursorIn(editor, '3');
      editor.exec('RemoveCol');
      expect(editor.getMarkdown()).toBe('| @cols=2:AB |\n| --- | --- |\n| @rows=2:1 | 2 |\n| 4 |\n| 6 | 78 |');
    });
  });

  it('without the extension, a merged cell is followed by empty cells and the columns after it keep their alignment', () => {
    const editor = instances.track(new KitEditor({ el: instances.container(), usageStatistics: false, initialEditType: 'wysiwyg' } as KitEditorOptions));
    editor.setHtml('<table><thead><tr><th colspan="2">AB</th><th align="right">C</th></tr></thead><tbody><tr><td>1</td><td>2</td><td align="right">3</td></tr></tbody></table>');
    expect(editor.getMarkdown()).toBe('| AB |  | C |\n| --- | --- | ---: |\n| 1 | 2 | 3 |');
  });

  // fuzz5: inserted at an empty merger's newline, the taken content went on into the next cell.
  it('MergeCells into an empty top-left cell takes all of the first content, marks and all, and leaves the other cells as they were', () => {
    const editor = create('| A | B |\n| --- | --- |\n|  | x *y* z |\n| p | q |\n');
    const quill = editor.getSquire();
    const text = quill.getText();
    quill.setSelection(text.indexOf('\n', text.indexOf('B')) + 1, text.indexOf('z') - text.indexOf('B'), 'user');
    expect(editor.exec('MergeCells')).toBeTrue();
    expect(editor.getMarkdown()).toBe('| A | B |\n| --- | --- |\n| @cols=2:x *y* z |\n| p | q |\n');
  });

  // fuzz5: an empty merged cell's newline and the cells inserted before it were composed out of order.
  it('UnmergeCells of a merged cell that ends the table adds empty cells and leaves the paragraph after the table alone', () => {
    const editor = create('| A | B | C |\n| --- | --- | --- |\n| @rows=2:a | b | c |\n| @cols=2: |\n\nOutro text\n');
    const quill = editor.getSquire();
    const text = quill.getText();
    quill.setSelection(text.indexOf('a'), text.indexOf('Outro') - text.indexOf('a') - 1, 'user');
    expect(editor.exec('UnmergeCells')).toBeTrue();
    expect(editor.getMarkdown()).toBe('| A | B | C |\n| --- | --- | --- |\n| a | b | c |\n|  |  |  |\n\nOutro text\n');
  });

  // fuzz5: written as a one-cell table, with one delimiter cell: read back, it had one column.
  it('a table left with its header row only, merged across, keeps its columns', () => {
    const editor = create('| A | B |\n| --- | --- |\n| a | b |\n');
    const quill = editor.getSquire();
    quill.setSelection(0, 3, 'user');
    expect(editor.exec('MergeCells')).toBeTrue();
    quill.setSelection(quill.getText().indexOf('a'), 0, 'user');
    editor.exec('RemoveRow');
    expect(editor.getMarkdown()).toBe('| @cols=2:A |\n| --- | --- |\n');
    expect(renderedWidths(editor)).toEqual([2]);
  });

  // fuzz5: the merged cell moved to the table's last row lost its colspan, and a filler cell appeared.
  it('RemoveRow of the row a merged cell starts in carries it on, spans and all, also as the table\'s last cell', () => {
    const editor = create('| h1 | h2 | h3 |\n| --- | --- | --- |\n| a | @rows=2:@cols=2:m |\n| b |\n');
    cursorIn(editor, 'a');
    editor.exec('RemoveRow');
    expect(grid(editor)).toEqual([['h1', 'h2', 'h3'], ['b', 'm(c2)']]);
    expect(editor.getMarkdown()).toBe('| h1 | h2 | h3 |\n| --- | --- | --- |\n| b | @cols=2:m |\n');
  });

  it('undo of RemoveCol through a merged cell at the table\'s end gives it back with its colspan', () => {
    const markdown = '| A | B | C |\n| --- | --- | --- |\n| a | b | c |\n| x | @cols=2:m |\n';
    const editor = create(markdown);
    const quill = editor.getSquire();
    quill.history.clear();
    cursorIn(editor, 'm');
    editor.exec('RemoveCol');
    quill.history.undo();
    expect(editor.getMarkdown()).toBe(markdown);
  });

  // fuzz5: WYSIWYG gave new cells another column's alignment (or the merged cell's) than the
  // markdown and the preview did.
  it('AddRow under a merged header and UnmergeCells give each new cell its column\'s alignment', () => {
    const alignments = (editor: KitEditor, row: number) =>
      Array.from(editor.getSquire().root.querySelector('table')!.rows[row].cells).map((cell) => /ql-align-(\w+)/.exec(cell.className)?.[1] ?? '');
    const added = create('| @cols=2:A | B |\n| --- | :---: | ---: |\n| a | b | c |\n');
    cursorIn(added, 'a');
    added.exec('AddRow');
    expect(alignments(added, 2)).toEqual(['', 'center', 'right']);
    const unmerged = create('| A | B | C |\n| --- | :---: | ---: |\n| a | b | c |\n| @cols=3:m |\n');
    cursorIn(unmerged, 'm');
    unmerged.exec('UnmergeCells');
    expect(alignments(unmerged, 2)).toEqual(['', 'center', 'right']);
    expect(unmerged.getMarkdown().split('\n')[1]).toBe('| --- | :---: | ---: |');
  });

  it('a table without merged cells gets kit\'s own commands', () => {
    const editor = create(['| a | b |', '| --- | --- |', '| 1 | 2 |'].join('\n'));
    cursorIn(editor, '1');
    editor.exec('AddRow');
    editor.exec('AddCol');
    expect(grid(editor)).toEqual([['a', '', 'b'], ['1', '', '2'], ['', '', '']]);
  });
});
