import type { KitEditor } from '../kit-editor';
import { useEditorFactory, waitFor } from '../editor-spec-helpers';
import { EditorUiState } from '../ui/editor-ui-state';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const rootOf = (editor: KitEditor) => editor.getUI().el;
const popupOf = (editor: KitEditor) => rootOf(editor).querySelector<HTMLElement>('kit-editor-popup');
const toolbarButton = (editor: KitEditor, name: string) => rootOf(editor).querySelector<HTMLElement>(`kit-editor-toolbar [data-name="${name}"]`)!;
const uiState = (e: KitEditor) => (e as unknown as { mounted: { ref: { injector: { get<T>(t: unknown): T } } } }).mounted.ref.injector.get<EditorUiState>(EditorUiState);
/** The element the open popup is placed below. */
const anchorOf = (editor: KitEditor) => uiState(editor).popup()?.anchor;

// TOAST UI 1.x apps open the popups themselves: its popups listened to these events (reference §5).
describe('eventManager.emit of the popup events of TOAST UI 1.x', () => {
  const { create } = useEditorFactory();

  const cases: [string, string, string][] = [
    ['openPopupAddLink', 'link', 'link'],
    ['openPopupAddImage', 'image', 'image'],
    ['openPopupAddTable', 'table', 'table'],
    ['openHeadingSelect', 'heading', 'heading'],
  ];
  for (const [event, kind, button] of cases) {
    it(`"${event}" opens the ${kind} popup below its toolbar button; emitted again it stays open`, async () => {
      const editor = create({ initialValue: 'x' });
      editor.eventManager.emit(event);
      await tick();
      const popup = popupOf(editor);
      expect(popup?.dataset['kind']).toBe(kind);
      expect(anchorOf(editor)).toBe(toolbarButton(editor, button));
      editor.eventManager.emit(event);
      await tick();
      expect(popupOf(editor)).toBe(popup);
    });
  }

  it("a custom button with the event is the anchor when the built-in one is not in the toolbar", async () => {
    const editor = create({ toolbarItems: ['bold', { type: 'button', options: { name: 'mine', event: 'openPopupAddLink', tooltip: 'Mine' } }] });
    editor.eventManager.emit('openPopupAddLink');
    await tick();
    expect(popupOf(editor)?.dataset['kind']).toBe('link');
    expect(anchorOf(editor)).toBe(toolbarButton(editor, 'mine'));
  });

  it('without a toolbar button for it, the popup opens below the toolbar', async () => {
    const editor = create({ toolbarItems: ['bold'] });
    editor.eventManager.emit('openPopupAddTable');
    await tick();
    expect(popupOf(editor)?.dataset['kind']).toBe('table');
    expect(anchorOf(editor)).toBe(rootOf(editor).querySelector<HTMLElement>('kit-editor-toolbar'));
  });

  it('"closeAllPopup" closes the open popup and the popups made with createPopup', async () => {
    const editor = create();
    const layer = editor.getUI().createPopup({ title: 'Mine', content: 'hello' });
    layer.show();
    editor.eventManager.emit('closeAllPopup');
    expect(layer.isShow()).toBeFalse();
    editor.eventManager.emit('openPopupAddImage');
    await tick();
    expect(popupOf(editor)).not.toBeNull();
    editor.eventManager.emit('closeAllPopup');
    await tick();
    expect(popupOf(editor)).toBeNull();
  });

  it("the app's handlers of the event still run, once, and may be bound with listen or on", async () => {
    const editor = create();
    const listened = jasmine.createSpy('listen');
    const bound = jasmine.createSpy('on');
    editor.eventManager.listen('openPopupAddLink', listened);
    editor.on('openPopupAddLink' as never, bound as never);
    editor.eventManager.emit('openPopupAddLink');
    await tick();
    expect(listened).toHaveBeenCalledTimes(1);
    expect(bound).toHaveBeenCalledTimes(1);
    expect(popupOf(editor)?.dataset['kind']).toBe('link');
  });

  it('a toolbar button tells the handlers as 1.x did, opening the popup once, below itself; its second click closes it', async () => {
    const editor = create();
    const handler = jasmine.createSpy('openPopupAddLink');
    editor.eventManager.listen('openPopupAddLink', handler);
    const link = toolbarButton(editor, 'link');
    link.click();
    await tick();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(popupOf(editor)?.dataset['kind']).toBe('link');
    expect(anchorOf(editor)).toBe(link);
    link.click();
    await tick();
    expect(popupOf(editor)).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

// 1.x's popups emitted `closeAllPopup` (no arguments) before showing themselves (reference §9), so
// an app's own popups that listen to it closed when one of the editor's opened.
describe("closeAllPopup before one of the editor's popups opens, as TOAST UI 1.x", () => {
  const { create } = useEditorFactory();

  /** Records `closeAllPopup` (with its arguments) and `openPopupAddLink` (with the open popup then), in order. */
  function record(editor: KitEditor): string[] {
    const seen: string[] = [];
    editor.eventManager.listen('closeAllPopup', (...args: unknown[]) => seen.push(`closeAllPopup(${args.length} args)`));
    editor.eventManager.listen('openPopupAddLink', () => seen.push(`openPopupAddLink, popup ${uiState(editor).popup()?.kind ?? 'closed'}`));
    return seen;
  }

  it("a toolbar button: the app's handlers get closeAllPopup first, then the popup opens and stays open, and its open event follows", async () => {
    const editor = create({ initialValue: 'x' });
    const seen = record(editor);
    const mine = document.body.appendChild(document.createElement('div'));
    editor.eventManager.listen('closeAllPopup', () => (mine.hidden = true));
    const link = toolbarButton(editor, 'link');
    link.click();
    await tick();
    expect(seen).toEqual(['closeAllPopup(0 args)', 'openPopupAddLink, popup link']);
    expect(mine.hidden).withContext("the app's own popup closed").toBeTrue();
    expect(popupOf(editor)?.dataset['kind']).toBe('link');
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(rootOf(editor).querySelector('kit-editor-popup')!.contains(document.activeElement)).withContext('focus is in the popup').toBeTrue();
    mine.remove();
  });

  it('another popup opening emits it again; closing a popup with its button does not', async () => {
    const editor = create({ initialValue: 'x' });
    const seen = record(editor);
    toolbarButton(editor, 'link').click();
    await tick();
    toolbarButton(editor, 'table').click();
    await tick();
    expect(popupOf(editor)?.dataset['kind']).toBe('table');
    toolbarButton(editor, 'table').click(); // closes it
    await tick();
    expect(popupOf(editor)).toBeNull();
    expect(seen).toEqual(['closeAllPopup(0 args)', 'openPopupAddLink, popup link', 'closeAllPopup(0 args)']);
  });

  it('eventManager.emit of a popup event: closeAllPopup first, also when that popup is open already (it stays open)', async () => {
    const editor = create({ initialValue: 'x' });
    const seen = record(editor);
    editor.eventManager.emit('openPopupAddLink');
    await tick();
    const popup = popupOf(editor);
    expect(popup?.dataset['kind']).toBe('link');
    editor.eventManager.emit('openPopupAddLink');
    await tick();
    expect(popupOf(editor)).toBe(popup);
    expect(seen).toEqual(['closeAllPopup(0 args)', 'openPopupAddLink, popup link', 'closeAllPopup(0 args)', 'openPopupAddLink, popup link']);
  });

  it('the WYSIWYG table menu and the code-block language picker emit it too', async () => {
    const editor = create({ initialValue: '| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```js\nx\n```', initialEditType: 'wysiwyg' });
    await waitFor(() => !!rootOf(editor).querySelector('.ql-editor td'));
    const closed = jasmine.createSpy('closeAllPopup');
    editor.eventManager.listen('closeAllPopup', closed);
    const quill = editor.getSquire() as unknown as { setSelection(index: number, length: number): void };
    quill.setSelection(0, 0);
    await tick();
    expect(editor.getUI().getPopupTableUtils().show()).toBeTrue();
    await tick();
    expect(popupOf(editor)?.dataset['kind']).toBe('tableUtils');
    expect(closed).toHaveBeenCalledTimes(1);
    uiState(editor).togglePopup('codeBlockLanguage');
    await tick();
    expect(popupOf(editor)?.dataset['kind']).toBe('codeBlockLanguage');
    expect(closed).toHaveBeenCalledTimes(2);
  });
});
