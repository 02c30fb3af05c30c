import { KitEditor } from '../kit-editor';
import { useEditorFactory } from '../editor-spec-helpers';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const button = (editor: KitEditor, name: string) => editor.getUI().el.querySelector<HTMLElement>(`kit-editor-toolbar [data-name="${name}"]`)!;
const popupOf = (editor: KitEditor) => editor.getUI().el.querySelector<HTMLElement>('kit-editor-popup')!;

// Popups on small screens (touch QA, 2026-11-28): the table grid fits a narrow popup, and a popup
// opened near the window's bottom is scrolled into view.
describe('Editor popups on small screens', () => {
  const { create, container } = useEditorFactory();

  afterEach(() => window.scrollTo(0, 0));

  it('the table grid narrows to a narrow editor\'s popup and keeps the page from scrolling sideways', async () => {
    const editor = create({ height: '300px' });
    editor.getUI().el.style.width = '230px';
    button(editor, 'table').click();
    await tick();
    const popup = popupOf(editor).getBoundingClientRect();
    const grid = popupOf(editor).querySelector('.kit-table-grid')!;
    const lastCell = grid.querySelector('[role="row"]')!.lastElementChild!.getBoundingClientRect();
    expect(lastCell.right).withContext('the last column inside the popup').toBeLessThanOrEqual(popup.right);
    expect(lastCell.width).withContext('cells square and at least 12 px').toBeGreaterThanOrEqual(12);
    expect(Math.abs(lastCell.width - lastCell.height)).toBeLessThan(1);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  });

  it('keeps the grid\'s full size where there is room', async () => {
    const editor = create({ height: '300px' });
    button(editor, 'table').click();
    await tick();
    const cell = popupOf(editor).querySelector('[role="gridcell"]')!.getBoundingClientRect();
    expect([cell.width, cell.height]).toEqual([24, 24]);
  });

  it('a popup opened near the window\'s bottom is scrolled into view', async () => {
    // Room above the editor so that its toolbar sits 40 px above the window's bottom.
    const spacer = container();
    spacer.style.height = `${window.innerHeight - 40}px`;
    const editor = create({ height: '300px' });
    button(editor, 'heading').click();
    await tick(60);
    const box = popupOf(editor).getBoundingClientRect();
    expect(box.height).toBeGreaterThan(100);
    // All of it on screen, the page scrolled as little as that takes (its bottom at the window's).
    expect(box.bottom).withContext(`scrollY ${window.scrollY}`).toBeLessThanOrEqual(window.innerHeight + 1);
    expect(box.bottom).toBeGreaterThan(window.innerHeight - 2);
    expect(box.top).toBeGreaterThanOrEqual(-1);
    expect(document.activeElement!.closest('kit-editor-popup')).toBe(popupOf(editor));
  });

  it('a popup that grows after opening near the window\'s bottom is scrolled into view again', async () => {
    const spacer = container();
    spacer.style.height = `${window.innerHeight - 300}px`;
    const editor = create({ height: '300px' });
    button(editor, 'heading').click();
    await tick(60);
    const popup = popupOf(editor);
    expect(popup.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    // Content that arrives later (the language list fills a frame after the popup opens).
    const late = popup.appendChild(document.createElement('div'));
    late.style.height = '300px';
    await tick(100);
    expect(popup.getBoundingClientRect().bottom).withContext(`scrollY ${window.scrollY}`).toBeLessThanOrEqual(window.innerHeight + 1);
    late.remove();
  });
});
