import type { KitEditor } from '../kit-editor';
import { useEditor } from '../editor-spec-helpers';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

async function openGrid(editor: KitEditor): Promise<HTMLElement> {
  editor.getUI().el.querySelector<HTMLElement>('kit-editor-toolbar [data-name="table"]')!.click();
  await tick();
  return editor.getUI().el.querySelector<HTMLElement>('kit-editor-popup .kit-table-grid')!;
}
/** The grid's active cell (its aria-activedescendant). */
const activeCell = (grid: HTMLElement) => grid.ownerDocument.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
const selectedCells = (grid: HTMLElement) => grid.querySelectorAll('[role="gridcell"][aria-selected="true"]').length;

describe('table popup: the size picker is an ARIA grid', () => {
  const editor = useEditor();

  it('is a focused, labelled grid of 8 rows of 10 gridcells, the 2 × 2 corner active and 4 cells selected', async () => {
    const grid = await openGrid(editor());
    expect(grid.getAttribute('role')).toBe('grid');
    expect(grid.getAttribute('aria-label')).toBe('Table size');
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    expect(document.activeElement).toBe(grid);
    const rows = Array.from(grid.children);
    expect(rows.length).toBe(8);
    for (const row of rows) {
      expect(row.getAttribute('role')).toBe('row');
      expect(Array.from(row.children).map((cell) => cell.getAttribute('role'))).toEqual(Array(10).fill('gridcell'));
    }
    const cell = activeCell(grid);
    expect(cell).withContext('aria-activedescendant names a cell').not.toBeNull();
    expect(cell!.getAttribute('aria-label')).toBe('Columns: 2 × Rows: 2');
    expect(cell!.getAttribute('aria-selected')).toBe('true');
    expect(selectedCells(grid)).toBe(4);
    expect(grid.querySelectorAll('[role="gridcell"][aria-selected="false"]').length).toBe(76);
  });

  // WCAG 2.5.8 (target size, minimum): every pointer target at least 24 × 24 CSS px. The cells were
  // 18 px; the arrow keys and the Table command are alternatives, but the grid is the main way in.
  it('draws every cell as a target of at least 24 × 24 px', async () => {
    const grid = await openGrid(editor());
    const sizes = Array.from(grid.querySelectorAll<HTMLElement>('[role="gridcell"]'), (cell) => cell.getBoundingClientRect());
    expect(sizes.length).toBe(80);
    expect(sizes.every((rect) => rect.width >= 24 && rect.height >= 24)).withContext(`${sizes[0].width} × ${sizes[0].height}`).toBeTrue();
  });

  it('arrow keys move the active cell and the selection, focus stays on the grid; Enter inserts that table', async () => {
    const grid = await openGrid(editor());
    key(grid, 'ArrowRight');
    key(grid, 'ArrowDown');
    key(grid, 'ArrowDown');
    await tick();
    expect(document.activeElement).toBe(grid);
    expect(activeCell(grid)!.getAttribute('aria-label')).toBe('Columns: 3 × Rows: 4');
    expect(grid.querySelectorAll('[role="row"]')[3].children[2]).toBe(activeCell(grid)!);
    expect(selectedCells(grid)).toBe(12);
    key(grid, 'Enter');
    await tick();
    expect(editor().getMarkdown().trim().split('\n').length).withContext(editor().getMarkdown()).toBe(5); // header, separator, 3 rows
    expect(editor().getMarkdown().trim().split('\n')[1]).toBe('| --- | --- | --- |');
  });

  // The size was said twice: as the new active cell's name and by a live region (also the grid's
  // description). The active cell is the grid pattern's way; the size line stays, for the eye only.
  it('says the size one way only, as the active cell: no live region or description repeats it; the size line still shows', async () => {
    const grid = await openGrid(editor());
    const popup = grid.closest('kit-editor-popup')!;
    const size = popup.querySelector<HTMLElement>('.kit-table-size')!;
    expect(size.textContent).toBe('Columns: 2 × Rows: 2');
    key(grid, 'ArrowRight');
    await tick();
    expect(activeCell(grid)!.getAttribute('aria-label')).toBe('Columns: 3 × Rows: 2');
    expect(size.textContent).toBe('Columns: 3 × Rows: 2');
    expect(size.checkVisibility()).toBe(true);
    expect(size.getAttribute('aria-hidden')).toBe('true');
    expect(popup.querySelectorAll('[aria-live], [role="status"], [role="alert"]').length).withContext('live regions in the popup').toBe(0);
    expect(grid.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(grid);
  });

  it('the pointer moves the active cell too, once it really moves (not for a popup opened under a resting pointer)', async () => {
    const grid = await openGrid(editor());
    const cell = grid.querySelectorAll('[role="row"]')[6].children[6];
    cell.dispatchEvent(new PointerEvent('pointermove', { movementX: 0, movementY: 0 })); // Chromium's, as the popup appears under it
    await tick();
    expect(activeCell(grid)!.getAttribute('aria-label')).toBe('Columns: 2 × Rows: 2');
    grid.querySelectorAll('[role="row"]')[0].children[4].dispatchEvent(new PointerEvent('pointermove', { movementX: 4, movementY: 1 }));
    await tick();
    expect(activeCell(grid)!.getAttribute('aria-label')).toBe('Columns: 5 × Rows: 1');
    expect(selectedCells(grid)).toBe(5);
  });

  it('a tap on a cell (a click with no pointer move before it) inserts that cell\'s size', async () => {
    editor().setMarkdown('hello');
    const grid = await openGrid(editor());
    (grid.querySelectorAll('[role="row"]')[3].children[4] as HTMLElement).click();
    await tick();
    const lines = editor().getMarkdown().split('\n').filter((line) => line.startsWith('|'));
    expect(lines.length).withContext(editor().getMarkdown()).toBe(4 + 1); // 4 rows and the delimiter row
    expect(lines[0].split('|').length - 2).withContext(lines[0]).toBe(5);
  });
});
