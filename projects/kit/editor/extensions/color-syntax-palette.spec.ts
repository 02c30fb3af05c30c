import { KitEditor, ready } from '../kit-editor';
import { SpecInstances, waitFor } from './extension-spec-helpers';
import type { KitEditorOptions } from '../editor-options';

const instances = new SpecInstances();

function create(options: Partial<KitEditorOptions> = {}): KitEditor {
  return instances.track(new KitEditor({ el: instances.container(), usageStatistics: false, initialValue: 'hello world', exts: ['colorSyntax'], ...options } as KitEditorOptions));
}
const colorButton = (e: KitEditor) => e.getUI().el.querySelector<HTMLElement>('kit-editor-toolbar [data-name="colorSyntax"]')!;
const popupOf = (e: KitEditor) => e.getUI().el.ownerDocument.querySelector<HTMLElement>('.kit-color-popup')!;
const swatches = (e: KitEditor) => Array.from(popupOf(e).querySelectorAll<HTMLElement>('.kit-color-swatch'));
const key = (name: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
/** Index of the focused swatch (-1: focus is elsewhere). */
const focused = (e: KitEditor) => swatches(e).indexOf(document.activeElement as HTMLElement);
const tabStops = (e: KitEditor) => swatches(e).filter((s) => s.getAttribute('tabindex') !== '-1');
const selected = (e: KitEditor) => swatches(e).filter((s) => s.getAttribute('aria-selected') === 'true');

describe('colorSyntax palette keyboard and semantics', () => {
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => instances.cleanup());

  it('is one labelled listbox of options named by their colour with their position, and one tab stop', () => {
    const editor = create();
    colorButton(editor).click();
    const listbox = popupOf(editor).querySelector<HTMLElement>('[role="listbox"]')!;
    expect(listbox).not.toBeNull();
    expect(listbox.getAttribute('aria-label')).toBe('Text color');
    const options = swatches(editor);
    expect(options.length).toBe(12);
    expect(Array.from(listbox.children)).toEqual(options);
    options.forEach((option, i) => {
      expect(option.getAttribute('role')).withContext(`${i}`).toBe('option');
      expect(option.getAttribute('aria-posinset')).withContext(`${i}`).toBe(String(i + 1));
      expect(option.getAttribute('aria-setsize')).withContext(`${i}`).toBe('12');
    });
    expect(options[4].getAttribute('aria-label')).toBe('#ee2323');
    expect(tabStops(editor)).toEqual([options[0]]);
    expect(focused(editor)).toBe(0);
    expect(selected(editor)).toEqual([options[0]]);
    // The custom colour stays a control of its own, after the listbox.
    expect(listbox.contains(popupOf(editor).querySelector('input[type="color"]'))).toBeFalse();
  });

  it('arrows (wrapping), Home and End move the focus, the tab stop and the selection; a focused swatch applies its colour', () => {
    const editor = create();
    const cm = editor.getCodeMirror();
    cm.dispatch({ selection: { anchor: 6, head: 11 } });
    colorButton(editor).click();
    const steps: [string, number][] = [['ArrowRight', 1], ['ArrowDown', 2], ['ArrowUp', 1], ['ArrowLeft', 0], ['ArrowLeft', 11], ['ArrowRight', 0], ['End', 11], ['Home', 0], ['End', 11]];
    for (const [name, at] of steps) {
      key(name);
      expect(focused(editor)).withContext(name).toBe(at);
      expect(tabStops(editor)).withContext(name).toEqual([swatches(editor)[at]]);
      expect(selected(editor)).withContext(name).toEqual([swatches(editor)[at]]);
    }
    // Enter or Space on the focused button clicks it (the browser's own activation).
    (document.activeElement as HTMLElement).click();
    expect(editor.getMarkdown()).toBe('hello <span style="color:#953b34">world</span>');
  });

  it('opens under its button, inside the editor, and a click outside it closes it', () => {
    const editor = create();
    colorButton(editor).click();
    const popup = popupOf(editor);
    const [box, button, frame] = [popup.getBoundingClientRect(), colorButton(editor).getBoundingClientRect(), editor.getUI().el.getBoundingClientRect()];
    expect(Math.abs(box.left - button.left)).toBeLessThan(1);
    expect(box.top).toBeGreaterThanOrEqual(button.bottom);
    expect(box.top - button.bottom).toBeLessThan(8);
    expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(popup.hidden).toBeTrue();
    // The button's own click toggles it: its mousedown is no click outside.
    colorButton(editor).dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    colorButton(editor).click();
    expect(popup.hidden).toBeFalse();
  });

  it('in a right-to-left editor (Arabic) ArrowLeft moves forward', async () => {
    await KitEditor.i18n.load('ar');
    const editor = create({ language: 'ar' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    colorButton(editor).click();
    key('ArrowLeft');
    expect(focused(editor)).toBe(1);
    key('ArrowRight');
    expect(focused(editor)).toBe(0);
  });

  it('closes when focus tabs out of it, leaving focus where it went; not when focus goes nowhere or stays inside', () => {
    const editor = create();
    const outside = instances.container().appendChild(document.createElement('button'));
    colorButton(editor).click();
    const popup = popupOf(editor);
    expect(popup.hidden).toBeFalse();
    popup.querySelector<HTMLElement>('input[type="color"]')!.focus(); // within the popup
    expect(popup.hidden).toBeFalse();
    (document.activeElement as HTMLElement).blur(); // another window, the colour chooser
    expect(popup.hidden).toBeFalse();
    swatches(editor)[0].focus();
    outside.focus();
    expect(popup.hidden).toBeTrue();
    expect(document.activeElement).toBe(outside);
  });

  it('focus going back to its toolbar button leaves it to the button (whose click closes it)', () => {
    const editor = create();
    colorButton(editor).click();
    colorButton(editor).focus();
    expect(popupOf(editor).hidden).toBeFalse();
    colorButton(editor).click();
    expect(popupOf(editor).hidden).toBeTrue();
  });
});

describe('colorSyntax palette and closeAllPopup (one popup at a time, as 1.x)', () => {
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => instances.cleanup());

  const kitPopup = (e: KitEditor) => e.getUI().el.querySelector<HTMLElement>('kit-editor-popup');

  it('emits closeAllPopup (no arguments) before it opens, so the app closes its popups; not when it closes', () => {
    const editor = create();
    const calls: { args: unknown[]; paletteShown: boolean }[] = [];
    editor.eventManager.listen('closeAllPopup', (...args: unknown[]) => calls.push({ args, paletteShown: !popupOf(editor).hidden }));
    colorButton(editor).click();
    expect(popupOf(editor).hidden).toBeFalse();
    expect(calls).toEqual([{ args: [], paletteShown: false }]);
    colorButton(editor).click();
    expect(popupOf(editor).hidden).toBeTrue();
    expect(calls.length).toBe(1);
  });

  it("closes on closeAllPopup: emitted by the app, or by kit's link popup opening", async () => {
    const editor = create();
    colorButton(editor).click();
    editor.eventManager.emit('closeAllPopup');
    expect(popupOf(editor).hidden).toBeTrue();
    colorButton(editor).click();
    expect(popupOf(editor).hidden).toBeFalse();
    editor.eventManager.emit('openPopupAddLink');
    expect(popupOf(editor).hidden).toBeTrue();
    await waitFor(() => !!kitPopup(editor));
    expect(kitPopup(editor)!.getAttribute('data-kind')).toBe('link');
  });

  it('opening it closes an app popup made with createPopup that closes on closeAllPopup', () => {
    const editor = create();
    const mine = editor.getUI().createPopup({ title: 'Mine', content: '<p>x</p>', target: instances.container() });
    editor.eventManager.listen('closeAllPopup', () => mine.hide());
    mine.show();
    colorButton(editor).click();
    expect(mine.isShow()).toBeFalse();
    expect(popupOf(editor).hidden).toBeFalse();
  });
});
