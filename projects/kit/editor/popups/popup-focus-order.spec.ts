import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import { SpecInstances, waitFor } from '../extensions/extension-spec-helpers';
import { tabbablesIn } from './popup-focus-order';
import { loadQuill } from '../wysiwyg/quill-loader';

// Kit's popups and the colorSyntax palette sit at the end of the editor's DOM; in the tab order they
// take the place of the button that opened them (WAI-ARIA APG disclosure): Shift+Tab from the first
// control back to that button, Tab past the last one to what follows it. The popup closes.

const instances = new SpecInstances();

function create(options: Partial<KitEditorOptions> = {}): KitEditor {
  return instances.track(new KitEditor({ el: instances.container(), usageStatistics: false, initialValue: 'hello', ...options } as KitEditorOptions));
}
const button = (e: KitEditor, name: string) => e.getUI().el.querySelector<HTMLElement>(`kit-editor-toolbar [data-name="${name}"]`)!;
const kitPopup = (e: KitEditor) => e.getUI().el.querySelector<HTMLElement>('kit-editor-popup');
/** Presses Tab (or Shift+Tab) on `target`; whether the browser's own move was left to happen. */
const tab = (target: Element, shiftKey = false) => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));

describe('Popups in the tab order', () => {
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => instances.cleanup());

  async function openLink(editor: KitEditor): Promise<HTMLElement> {
    button(editor, 'link').click();
    await waitFor(() => !!kitPopup(editor));
    return kitPopup(editor)!;
  }

  it('Shift+Tab from the first control of a popup focuses the button that opened it and closes the popup', async () => {
    const editor = create();
    const popup = await openLink(editor);
    const stops = tabbablesIn(popup);
    expect(stops[0].classList).toContain('kit-popup-close');
    expect(tab(stops[0], true)).toBeFalse();
    expect(document.activeElement).toBe(button(editor, 'link'));
    await waitFor(() => !kitPopup(editor));
    expect(kitPopup(editor)).toBeNull();
    expect(button(editor, 'link').getAttribute('aria-expanded')).toBe('false');
  });

  it('Tab and Shift+Tab between the popup controls are left to the browser', async () => {
    const editor = create();
    const popup = await openLink(editor);
    const stops = tabbablesIn(popup);
    expect(stops.length).toBeGreaterThan(2);
    expect(tab(stops[1], true)).toBeTrue();
    expect(tab(stops[0])).toBeTrue();
    expect(tab(stops.at(-2)!)).toBeTrue();
    expect(kitPopup(editor)).not.toBeNull();
  });

  it('Tab past the last control goes to what follows the toolbar (not out of the editor) and closes the popup', async () => {
    const editor = create();
    const popup = await openLink(editor);
    const last = tabbablesIn(popup).at(-1)!;
    expect(tab(last)).toBeFalse();
    const toolbar = editor.getUI().el.querySelector('kit-editor-toolbar')!;
    const after = tabbablesIn(document.body).find((el) => !toolbar.contains(el) && toolbar.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(document.activeElement).toBe(after!);
    expect(editor.getUI().el.contains(document.activeElement)).toBeTrue();
    expect(document.activeElement!.closest('.kit-mode-switch')).toBeNull();
    await waitFor(() => !kitPopup(editor));
    expect(kitPopup(editor)).toBeNull();
  });

  it('the colorSyntax palette: Shift+Tab from its first control focuses the Text color button and closes it', () => {
    const editor = create({ exts: ['colorSyntax'] });
    button(editor, 'colorSyntax').click();
    const palette = document.querySelector<HTMLElement>('.kit-color-popup')!;
    expect(palette.hidden).toBeFalse();
    const stops = tabbablesIn(palette);
    expect(tab(stops[1], true)).toBeTrue(); // inside: the browser's
    expect(tab(stops[0], true)).toBeFalse();
    expect(document.activeElement).toBe(button(editor, 'colorSyntax'));
    expect(palette.hidden).toBeTrue();
  });

  it('the colorSyntax palette: Tab past its last control leaves it for what follows the toolbar', () => {
    const editor = create({ exts: ['colorSyntax'] });
    button(editor, 'colorSyntax').click();
    const palette = document.querySelector<HTMLElement>('.kit-color-popup')!;
    expect(tab(tabbablesIn(palette).at(-1)!)).toBeFalse();
    expect(palette.hidden).toBeTrue();
    expect(editor.getUI().el.contains(document.activeElement)).toBeTrue();
    expect(editor.getUI().el.querySelector('kit-editor-toolbar')!.contains(document.activeElement)).toBeFalse();
  });

  it("in WYSIWYG, Tab past the last control goes to the editing area (Quill's root), not to the mode switch", async () => {
    await loadQuill();
    const editor = create({ initialEditType: 'wysiwyg' });
    const popup = await openLink(editor);
    expect(tab(tabbablesIn(popup).at(-1)!)).toBeFalse();
    expect(document.activeElement).toBe(editor.getSquire().root);
    await waitFor(() => !kitPopup(editor));
  });

  it("a popup opened by an event: Shift+Tab from its first control goes to the toolbar's tab stop", async () => {
    const editor = create();
    editor.eventManager.emit('openPopupAddImage');
    await waitFor(() => !!kitPopup(editor));
    const stop = editor.getUI().el.querySelector<HTMLElement>('kit-editor-toolbar [tabindex="0"]')!;
    expect(tab(tabbablesIn(kitPopup(editor)!)[0], true)).toBeFalse();
    expect(document.activeElement).toBe(stop);
    await waitFor(() => !kitPopup(editor));
  });
});
