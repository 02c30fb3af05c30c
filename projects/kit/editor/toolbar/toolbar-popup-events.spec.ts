import { KitEditor } from '../kit-editor';
import { useEditorFactory } from '../editor-spec-helpers';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const rootOf = (editor: KitEditor) => editor.getUI().el;
const popupOf = (editor: KitEditor) => rootOf(editor).querySelector<HTMLElement>('kit-editor-popup');

// TOAST UI 1.x's own buttons opened their popups by emitting these events; 1.x code that re-skins
// a button (an icon font, its own `$el`) gives a custom button the same event (reference §2, §5).
describe('Editor toolbar: custom buttons with the popup events of TOAST UI 1.x', () => {
  const { create } = useEditorFactory();

  const cases: [string, string][] = [
    ['openPopupAddLink', 'link'],
    ['openPopupAddImage', 'image'],
    ['openPopupAddTable', 'table'],
    ['openHeadingSelect', 'heading'],
  ];
  for (const [event, kind] of cases) {
    it(`a button with event "${event}" opens the ${kind} popup, and a second click closes it`, async () => {
      const editor = create({ toolbarItems: [{ type: 'button', options: { name: 'mine', className: 'fa fa-x', event, tooltip: 'Mine' } }] });
      const mine = rootOf(editor).querySelector<HTMLElement>('kit-editor-toolbar [data-name="mine"]')!;
      mine.click();
      await tick();
      expect(popupOf(editor)?.dataset['kind']).toBe(kind);
      mine.click();
      await tick();
      expect(popupOf(editor)).toBeNull();
    });
  }

  it('a custom $el button with event "openPopupAddLink" opens the link popup prefilled from the selection', async () => {
    const element = document.createElement('div');
    element.className = 'custom-link';
    const editor = create({ initialValue: 'https://example.com' });
    editor.getUI().getToolbar().addButton({ name: 'myLink', event: 'openPopupAddLink', tooltip: 'Link', $el: { 0: element, length: 1, jquery: '3.3.1' } as never });
    await tick();
    editor.getCodeMirror().dispatch({ selection: { anchor: 0, head: 19 } });
    rootOf(editor).querySelector<HTMLElement>('.custom-link')!.click();
    await tick();
    const popup = popupOf(editor)!;
    expect(popup.dataset['kind']).toBe('link');
    expect(Array.from(popup.querySelectorAll('input')).map((input) => input.value)).toContain('https://example.com');
  });

  it('an app event of its own is still only emitted', async () => {
    const editor = create({ toolbarItems: [{ type: 'button', options: { name: 'mine', event: 'mineClicked' } }] });
    editor.eventManager.addEventType('mineClicked');
    const handler = jasmine.createSpy('mineClicked');
    editor.on('mineClicked' as never, handler as never);
    rootOf(editor).querySelector<HTMLElement>('kit-editor-toolbar [data-name="mine"]')!.click();
    await tick();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(popupOf(editor)).toBeNull();
  });
});
