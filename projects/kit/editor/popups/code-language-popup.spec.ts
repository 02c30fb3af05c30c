import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import { EditorUiState } from '../ui/editor-ui-state';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const popupOf = (editor: KitEditor) => editor.getUI().el.querySelector<HTMLElement>('kit-editor-popup');
const uiState = (e: KitEditor) => (e as unknown as { mounted: { ref: { injector: { get<T>(t: unknown): T } } } }).mounted.ref.injector.get<EditorUiState>(EditorUiState);
/** Types into an input as a user would (value, then the input event). */
function fill(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('code-block language picker: "no matches"', () => {
  let el: HTMLElement;
  let editor: KitEditor;

  beforeAll(async () => {
    await ready;
  });
  afterEach(() => {
    if (KitEditor.getInstances().includes(editor)) editor.remove();
    el.remove();
  });

  async function openPicker(options: Partial<KitEditorOptions> = {}): Promise<HTMLElement> {
    el = document.body.appendChild(document.createElement('div'));
    editor = new KitEditor({ el, usageStatistics: false, initialEditType: 'wysiwyg', initialValue: '```\nprint(1)\n```', codeBlockLanguages: ['javascript', 'python'], ...options } as KitEditorOptions);
    await tick();
    editor.getSquire().setSelection(2, 0);
    uiState(editor).openPopup('codeBlockLanguage');
    await tick();
    return popupOf(editor)!;
  }

  it('a polite live region, present and empty while there are matches, says "No matches" when the filter matches nothing', async () => {
    const popup = await openPicker();
    const status = popup.querySelector<HTMLElement>('[role="status"]');
    expect(status).withContext('the live region is there before anything is announced').not.toBeNull();
    expect(status!.getAttribute('aria-live')).toBe('polite');
    expect(status!.textContent!.trim()).toBe('');
    const input = popup.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    fill(input, 'zzz');
    await tick();
    expect(popup.querySelectorAll('[role="option"]').length).toBe(0);
    expect(status!.textContent!.trim()).toBe('No matches');
    expect(input.hasAttribute('aria-activedescendant')).toBeFalse();
    fill(input, 'py');
    await tick();
    expect(status!.textContent!.trim()).toBe('');
  });

  it('the text follows the editor language (German)', async () => {
    await KitEditor.i18n.load('de');
    const popup = await openPicker({ language: 'de' });
    fill(popup.querySelector<HTMLInputElement>('input[role="combobox"]')!, 'zzz');
    await tick();
    expect(popup.querySelector('[role="status"]')!.textContent!.trim()).toBe('Keine Treffer');
  });
});
