import { Component, provideZonelessChangeDetection } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KitEditorComponent } from '../editor.component';
import type { KitEditor } from '../kit-editor';
import { useEditor } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

const TABLE = '| h1 | h2 |\n| --- | --- |\n| a | b |\n| c | d |';
const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

const rootOf = (editor: KitEditor) => editor.getUI().el;
const menuOf = (editor: KitEditor) => rootOf(editor).querySelector<HTMLElement>('kit-editor-popup[data-kind="tableUtils"]');
const items = (menu: HTMLElement) => Array.from(menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
const item = (menu: HTMLElement, label: string) => items(menu).find((b) => b.textContent!.trim() === label)!;
/** The table cell whose text is `text`. */
const cell = (editor: KitEditor, text: string) =>
  Array.from(editor.getSquire().root.querySelectorAll<HTMLElement>('td')).find((td) => td.textContent === text)!;

/** A right-click on `target`, as the browser sends it; returns whether the page cancelled the native menu. */
function rightClick(target: HTMLElement): boolean {
  const box = target.getBoundingClientRect();
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2, clientX: box.left + 4, clientY: box.top + 4 });
  return !target.dispatchEvent(event);
}

describe('WYSIWYG table menu (getPopupTableUtils)', () => {
  beforeAll(() => loadQuill());
  const editor = useEditor({ initialValue: TABLE + '\n\nafter', initialEditType: 'wysiwyg', height: '400px' });

  it('a right-click in a cell opens a labelled menu at the pointer with the original eight entries', async () => {
    const opened = jasmine.createSpy('openPopupTableUtils');
    editor().on('openPopupTableUtils', opened);
    const target = cell(editor(), 'b');
    expect(rightClick(target)).toBeTrue();
    await tick();
    const menu = menuOf(editor())!;
    expect(menu).not.toBeNull();
    expect(menu.getAttribute('role')).toBe('dialog');
    expect(menu.getAttribute('aria-label')).toBe('Table options');
    expect(menu.querySelector('[role="menu"]')!.getAttribute('aria-label')).toBe('Table options');
    expect(items(menu).map((b) => b.textContent!.trim())).toEqual([
      'Add row', 'Add col', 'Remove row', 'Remove col', 'Align left', 'Align center', 'Align right', 'Remove table',
    ]);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.calls.argsFor(0)[0]).toEqual(jasmine.any(MouseEvent));
    // At the pointer: the menu's corner is where the click was.
    const box = menu.getBoundingClientRect();
    expect(Math.abs(box.top - (target.getBoundingClientRect().top + 4))).toBeLessThan(2);
    expect(document.activeElement).toBe(items(menu)[0]);
    expect(editor().getUI().getPopupTableUtils().isShow()).toBeTrue();
  });

  it('a right-click at the right edge or with little room above keeps the whole menu in the editor and on the page', async () => {
    const root = rootOf(editor());
    const frame = root.getBoundingClientRect();
    const target = cell(editor(), 'd');
    const box = target.getBoundingClientRect();
    // At the editor's right edge, in its lower half (the menu opens upwards).
    target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2, clientX: frame.right - 3, clientY: box.top + 4 }));
    await tick();
    const menu = menuOf(editor())!;
    const placed = menu.getBoundingClientRect();
    expect(placed.right).toBeLessThanOrEqual(frame.right + 0.5);
    expect(placed.left).toBeGreaterThanOrEqual(frame.left - 0.5);
    expect(placed.top + window.scrollY).toBeGreaterThanOrEqual(-0.5);
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    await tick();
  });

  it('a right-click moves the cursor into the clicked cell, and "Add row" adds a row below it', async () => {
    editor().getSquire().setSelection(0, 0, 'silent');
    rightClick(cell(editor(), 'a'));
    await tick();
    item(menuOf(editor())!, 'Add row').click();
    await tick();
    expect(menuOf(editor())).toBeNull();
    expect(editor().getMarkdown()).toMatch(/\| a +\| b +\|\n\| +\| +\|\n\| c +\| d +\|/);
    expect(editor().getSquire().root.contains(document.activeElement)).toBeTrue();
  });

  it('"Align center" and "Remove col" act on the clicked column', async () => {
    rightClick(cell(editor(), 'd'));
    await tick();
    item(menuOf(editor())!, 'Align center').click();
    await tick();
    expect(editor().getMarkdown()).toContain('| --- | :---: |');
    rightClick(cell(editor(), 'c'));
    await tick();
    item(menuOf(editor())!, 'Remove col').click();
    await tick();
    expect(editor().getMarkdown()).toMatch(/^\| h2 +\|\n\| :---: +\|\n\| b +\|\n\| d +\|\n\nafter$/);
  });

  it('"Remove row" is unavailable on the header row; "Remove table" removes it all', async () => {
    rightClick(cell(editor(), 'h1'));
    await tick();
    const menu = menuOf(editor())!;
    const removeRow = item(menu, 'Remove row');
    expect(removeRow.getAttribute('aria-disabled')).toBe('true');
    removeRow.click();
    await tick();
    expect(editor().getMarkdown()).toBe(TABLE + '\n\nafter');
    item(menuOf(editor())!, 'Remove table').click();
    await tick();
    expect(editor().getMarkdown()).toBe('after');
  });

  it('is a keyboard menu: arrows move, Enter picks, Escape closes and focus returns to the editor', async () => {
    rightClick(cell(editor(), 'c'));
    await tick();
    const menu = menuOf(editor())!;
    const list = menu.querySelector('[role="menu"]')!;
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(item(menu, 'Add col'));
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(item(menu, 'Remove table'));
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await tick();
    expect(menuOf(editor())).toBeNull();
    expect(editor().getSquire().root.contains(document.activeElement)).toBeTrue();
    expect(editor().getMarkdown()).toBe(TABLE + '\n\nafter');
  });

  it('the context-menu key opens it at the cursor when the cursor is in a table; elsewhere the native menu stays', async () => {
    const quill = editor().getSquire();
    quill.setSelection(quill.getText().indexOf('after'), 0, 'user');
    expect(rightClick(quill.root.querySelector('p')!)).toBeFalse();
    await tick();
    expect(menuOf(editor())).toBeNull();
    quill.setSelection(quill.getText().indexOf('d'), 0, 'user');
    // The key sends contextmenu to the focused editing area with button 0.
    expect(quill.root.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 0 }))).toBeFalse();
    await tick();
    expect(menuOf(editor())).not.toBeNull();
  });

  it('getPopupTableUtils(): show() only inside a table, hide() closes', async () => {
    const popup = editor().getUI().getPopupTableUtils();
    const quill = editor().getSquire();
    quill.setSelection(quill.getText().indexOf('after'), 0, 'silent');
    expect(popup.show()).toBeFalse();
    quill.setSelection(quill.getText().indexOf('b'), 0, 'silent');
    expect(popup.show()).toBeTrue();
    await tick();
    expect(menuOf(editor())).not.toBeNull();
    popup.hide();
    await tick();
    expect(menuOf(editor())).toBeNull();
    expect(popup.isShow()).toBeFalse();
  });

  it('does not open in a read-only editor', async () => {
    editor().getService().setReadOnly(true);
    expect(rightClick(cell(editor(), 'a'))).toBeFalse();
    await tick();
    expect(menuOf(editor())).toBeNull();
  });
});

@Component({
  imports: [KitEditorComponent],
  template: `<kit-editor initialEditType="wysiwyg" [initialValue]="markdown" height="400px" (openPopupTableUtils)="opened.push($event)" />`,
})
class TableMenuHost {
  markdown = TABLE;
  opened: MouseEvent[] = [];
}

describe('<kit-editor> (openPopupTableUtils)', () => {
  beforeAll(() => loadQuill());

  it('emits the MouseEvent of the right-click that opened the table menu', async () => {
    TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
    const fixture = TestBed.createComponent(TableMenuHost);
    fixture.autoDetectChanges();
    await fixture.whenStable();
    const root = fixture.nativeElement as HTMLElement;
    const target = Array.from(root.querySelectorAll<HTMLElement>('.ql-editor td')).find((td) => td.textContent === 'c')!;
    expect(rightClick(target)).toBeTrue();
    await fixture.whenStable();
    expect(fixture.componentInstance.opened.length).toBe(1);
    expect(fixture.componentInstance.opened[0].button).toBe(2);
    expect(root.querySelector('kit-editor-popup[data-kind="tableUtils"]')).not.toBeNull();
    fixture.destroy();
  });
});
