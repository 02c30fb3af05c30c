import { loadQuill } from '../wysiwyg/quill-loader';
import type { KitEditor } from '../kit-editor';
import { useEditorFactory, waitFor } from '../editor-spec-helpers';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const rootOf = (editor: KitEditor) => editor.getUI().el as HTMLElement;
/** The editor's live region. */
const regionOf = (editor: KitEditor) => rootOf(editor).querySelector<HTMLElement>('.kit-editor-status')!;
const said = (editor: KitEditor) => regionOf(editor).textContent!.trim();
const modeButton = (editor: KitEditor, mode: string) => rootOf(editor).querySelector<HTMLElement>(`.kit-mode-button[data-mode="${mode}"]`)!;

// A screen-reader user who presses the mode switch, or whose app calls changeMode, hears that the
// editing area was replaced (a polite status message), and not on the first render.
describe('the editor announces mode and preview-style changes', () => {
  const { create } = useEditorFactory();

  beforeAll(async () => {
    await loadQuill();
  });

  it('has one polite, atomic status region, empty after the first render in either mode', async () => {
    const markdown = create({ initialValue: 'text', previewStyle: 'vertical' });
    const wysiwyg = create({ initialValue: 'text', initialEditType: 'wysiwyg' });
    await waitFor(() => !!rootOf(wysiwyg).querySelector('.ql-editor'));
    await tick();
    for (const editor of [markdown, wysiwyg]) {
      // CodeMirror's own region (.cm-announced) is hidden with the markdown pane, so it cannot say
      // that WYSIWYG mode came on: the editor's region sits outside both editing areas.
      const regions = rootOf(editor).querySelectorAll('[aria-live]:not(.cm-announced)');
      expect(regions.length).toBe(1);
      expect(regions[0]).toBe(regionOf(editor));
      expect(regionOf(editor).getAttribute('role')).toBe('status');
      expect(regionOf(editor).getAttribute('aria-live')).toBe('polite');
      expect(regionOf(editor).getAttribute('aria-atomic')).toBe('true');
      expect(said(editor)).toBe('');
    }
  });

  it('the mode switch says the new mode, and focus goes to the new editing area', async () => {
    const editor = create({ initialValue: 'text' });
    modeButton(editor, 'wysiwyg').click();
    await waitFor(() => said(editor) === 'WYSIWYG mode');
    expect(modeButton(editor, 'wysiwyg').getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement?.closest('.ql-editor')).not.toBeNull();
    modeButton(editor, 'markdown').click();
    await waitFor(() => said(editor) === 'Markdown mode');
    expect(document.activeElement).toBe(editor.getCodeMirror().contentDOM);
  });

  it('changeMode from code says it too; the mode the editor is already in says nothing', async () => {
    const editor = create({ initialValue: 'text' });
    editor.changeMode('markdown');
    await tick();
    expect(said(editor)).toBe('');
    editor.changeMode('wysiwyg', true);
    await waitFor(() => said(editor) === 'WYSIWYG mode');
    editor.changeMode('markdown', true);
    await waitFor(() => said(editor) === 'Markdown mode');
  });

  it('changePreviewStyle says the new style in markdown mode; the same style, or any style in WYSIWYG, says nothing', async () => {
    const editor = create({ initialValue: 'text', previewStyle: 'tab' });
    editor.changePreviewStyle('vertical');
    await waitFor(() => said(editor) === 'Preview beside the text');
    const message = regionOf(editor).firstElementChild;
    editor.changePreviewStyle('vertical');
    await tick();
    expect(regionOf(editor).firstElementChild).withContext('no new message').toBe(message);
    editor.changePreviewStyle('tab');
    await waitFor(() => said(editor) === 'Preview in a separate tab');
    editor.changeMode('wysiwyg', true);
    await waitFor(() => said(editor) === 'WYSIWYG mode');
    editor.changePreviewStyle('vertical');
    await tick();
    expect(said(editor)).toBe('WYSIWYG mode');
  });

  it("speaks the editor's language", async () => {
    const editor = create({ initialValue: 'text', language: 'de' });
    await waitFor(() => modeButton(editor, 'wysiwyg').closest('.kit-mode-switch')!.getAttribute('aria-label') === 'Bearbeitungsmodus');
    editor.changeMode('wysiwyg', true);
    await waitFor(() => said(editor) === 'WYSIWYG-Modus');
  });
});
