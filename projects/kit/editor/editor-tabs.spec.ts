import { loadQuill } from './wysiwyg/quill-loader';
import type { KitEditor } from './kit-editor';
import { useEditorFactory, waitFor } from './editor-spec-helpers';

/** The Write/Preview tab bar of `previewStyle: 'tab'`: where focus goes, and which tab shows after a mode change. */
describe('KitEditor Write/Preview tabs', () => {
  const { create } = useEditorFactory();

  const rootOf = (editor: KitEditor) => editor.getUI().el as HTMLElement;
  const tabs = (editor: KitEditor) => Array.from(rootOf(editor).querySelectorAll<HTMLElement>('.kit-editor-tab'));
  const selected = (editor: KitEditor) => tabs(editor).map((t) => `${t.textContent}:${t.getAttribute('aria-selected')}`);
  const markdownPane = (editor: KitEditor) => rootOf(editor).querySelector<HTMLElement>('.kit-md-editor')!;
  const bold = (editor: KitEditor) => rootOf(editor).querySelector<HTMLElement>('[data-name="bold"]')!;
  const editorHasFocus = (editor: KitEditor) => document.activeElement === editor.getCodeMirror().contentDOM;

  it('a click on Write shows the markdown pane and puts focus in the text, so typing goes there at once', () => {
    const editor = create({ initialValue: 'draft' });
    const [write, preview] = tabs(editor);
    preview.click();
    preview.focus();
    expect(markdownPane(editor).hidden).toBe(true);
    write.click();
    expect([markdownPane(editor).hidden, editorHasFocus(editor), document.activeElement === write]).toEqual([false, true, false]);
    expect(markdownPane(editor).contains(document.activeElement)).toBe(true);
  });

  it('emits changePreviewTabPreview and changePreviewTabWrite when the tab changes, as the original', () => {
    const editor = create({ initialValue: 'draft' });
    const seen: string[] = [];
    editor.on('changePreviewTabPreview', (payload: unknown) => seen.push(`preview:${payload}`));
    editor.on('changePreviewTabWrite', (payload: unknown) => seen.push(`write:${payload}`));
    const [write, preview] = tabs(editor);
    preview.click();
    preview.click(); // already shown: no event
    write.click();
    expect(seen).toEqual(['preview:undefined', 'write:undefined']);
  });

  it('arrow keys, Home and End select a tab but keep focus in the tab list (ARIA tabs pattern)', () => {
    const editor = create({ initialValue: 'draft' });
    const [write, preview] = tabs(editor);
    const press = (tab: HTMLElement, key: string) => tab.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    write.focus();
    press(write, 'ArrowRight');
    expect([selected(editor), document.activeElement === preview]).toEqual([['Write:false', 'Preview:true'], true]);
    press(preview, 'ArrowLeft');
    expect([selected(editor), document.activeElement === write, editorHasFocus(editor)]).toEqual([['Write:true', 'Preview:false'], true, false]);
    press(write, 'End');
    press(preview, 'Home');
    expect([selected(editor), document.activeElement === write, editorHasFocus(editor)]).toEqual([['Write:true', 'Preview:false'], true, false]);
  });

  it('a switch to markdown opens the Write tab with the toolbar enabled, even when Preview was open before', async () => {
    await loadQuill();
    const editor = create({ initialValue: 'text' });
    tabs(editor)[1].click();
    // The toolbar follows the tab in an effect.
    await waitFor(() => bold(editor).getAttribute('aria-disabled') === 'true');
    // Through the mode switch, as a user does it: focus follows into the markdown text.
    const modeButton = (mode: string) => rootOf(editor).querySelector<HTMLElement>(`.kit-mode-button[data-mode="${mode}"]`)!;
    modeButton('wysiwyg').click();
    modeButton('markdown').click();
    await waitFor(() => !bold(editor).hasAttribute('aria-disabled'));
    expect(selected(editor)).toEqual(['Write:true', 'Preview:false']);
    expect([markdownPane(editor).hidden, bold(editor).hasAttribute('aria-disabled'), editorHasFocus(editor)]).toEqual([false, false, true]);
    // And through the API.
    tabs(editor)[1].click();
    editor.changeMode('wysiwyg');
    editor.changeMode('markdown', true);
    expect([selected(editor), markdownPane(editor).hidden]).toEqual([['Write:true', 'Preview:false'], false]);
  });

  it('changePreviewStyle opens the Write tab, as the original', () => {
    const editor = create({ initialValue: 'text' });
    tabs(editor)[1].click();
    editor.changePreviewStyle('vertical');
    editor.changePreviewStyle('tab');
    expect([selected(editor), markdownPane(editor).hidden]).toEqual([['Write:true', 'Preview:false'], false]);
  });
});
