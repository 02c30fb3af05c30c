import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import { SpecInstances, waitFor } from '../extensions/extension-spec-helpers';
import { KitViewer } from '../viewer/kit-viewer';

/*
 * Images QA (2026-11-28): a pasted photo of ~7 MB or more, kept as a data: URL, overflowed the stack
 * of marked's regular expressions: the preview stopped, getHtml() threw and WYSIWYG would not open.
 */
describe('A link or image destination of megabytes (a pasted photo as a data: URL)', () => {
  const instances = new SpecInstances();
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => instances.cleanup());

  const DATA = `data:image/png;base64,${'A'.repeat(8_000_000)}`;
  const MARKDOWN = `before *one*\n\n![photo](${DATA} "Title")\n\n![ref image][p] and [a link](${DATA})\n\n[p]: ${DATA}\n\nafter`;

  function create(options: Partial<KitEditorOptions> = {}): KitEditor {
    return instances.track(new KitEditor({ el: instances.container(), usageStatistics: false, previewStyle: 'vertical', previewDelayTime: 0, initialValue: MARKDOWN, ...options } as KitEditorOptions));
  }

  it('renders in the preview and getHtml(), whole', async () => {
    const editor = create();
    const preview = editor.getUI().el.querySelector<HTMLElement>('.kit-md-preview')!;
    await waitFor(() => preview.querySelectorAll('img').length === 2);
    for (const img of Array.from(preview.querySelectorAll('img'))) expect(img.getAttribute('src')).toBe(DATA);
    expect(preview.textContent).toContain('after');
    const template = document.createElement('template');
    template.innerHTML = editor.getHtml();
    expect(Array.from(template.content.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([DATA, DATA]);
    expect(template.content.textContent).toContain('a link'); // (a data: link's href is not allowed: the sanitizer drops it)
    expect(template.content.querySelector('em')?.textContent).toBe('one');
  });

  it('opens in WYSIWYG with the images, comes back byte for byte, and an edit elsewhere keeps them', () => {
    const editor = create();
    editor.changeMode('wysiwyg');
    const quill = editor.getSquire();
    expect(Array.from(quill.root.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([DATA, DATA]);
    editor.changeMode('markdown');
    expect(editor.getMarkdown()).toBe(MARKDOWN);
    editor.changeMode('wysiwyg');
    editor.getSquire().insertText(editor.getSquire().getLength() - 1, '!', 'user');
    expect(editor.getMarkdown()).toBe(`${MARKDOWN}!`);
  });

  it('the viewer draws it too', () => {
    const viewer = instances.track(new KitViewer({ el: instances.container(), initialValue: MARKDOWN } as never));
    expect(Array.from(viewer.getElement().querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([DATA, DATA]);
  });
});
