import { KitEditor, ready } from './kit-editor';

describe('KitEditor vertical preview layout', () => {
  beforeAll(async () => {
    await ready;
  });

  function create(width: string, height = '400px'): { editor: KitEditor; host: HTMLElement } {
    const host = document.body.appendChild(document.createElement('div'));
    host.style.width = width;
    const editor = new KitEditor({ el: host.appendChild(document.createElement('div')), initialValue: '# Title\n\ntext', previewStyle: 'vertical', height, usageStatistics: false });
    return { editor, host };
  }
  const boxes = (editor: KitEditor) => ['.kit-md-editor', '.kit-md-preview'].map((selector) => editor.getUI().el.querySelector(selector)!.getBoundingClientRect());

  it('side by side in a wide editor, each pane half the width and the whole height', () => {
    const { editor, host } = create('900px');
    const [text, preview] = boxes(editor);
    expect(Math.abs(text.width - preview.width)).toBeLessThan(2);
    expect(preview.left).toBeGreaterThan(text.left);
    expect(Math.abs(text.top - preview.top)).toBeLessThan(1);
    expect(text.height).toBeGreaterThan(250);
    editor.remove();
    host.remove();
  });

  it('in a narrow editor (320 CSS px) the preview goes below the text, each the full width and half the height', () => {
    const { editor, host } = create('320px');
    const [text, preview] = boxes(editor);
    expect(Math.abs(text.width - preview.width)).toBeLessThan(2);
    expect(text.width).toBeGreaterThan(300);
    expect(preview.top).toBeGreaterThanOrEqual(text.bottom - 1);
    expect(Math.abs(text.height - preview.height)).toBeLessThan(2);
    expect(text.height).toBeGreaterThan(100);
    editor.remove();
    host.remove();
  });

  it('stacked with height auto, each pane is as tall as its own content', async () => {
    const { editor, host } = create('320px', 'auto');
    await new Promise((resolve) => setTimeout(resolve, 300)); // the preview renders
    const [text, preview] = boxes(editor);
    expect(preview.top).toBeGreaterThanOrEqual(text.bottom - 1);
    expect(text.height).toBeLessThan(300);
    expect(preview.height).toBeLessThan(300);
    editor.remove();
    host.remove();
  });
});
