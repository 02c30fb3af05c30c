import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/* Findings of the images QA (2026-11-28). */
describe('Images pasted, dropped and inserted', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cells.png', { type: 'image/png' });

  /** The editing area of the editor's mode. */
  const area = (editor: ReturnType<typeof create>) => (editor.isWysiwygMode() ? editor.getSquire().root : editor.getCodeMirror().contentDOM);

  function paste(target: Element, fill: (data: DataTransfer) => void): ClipboardEvent {
    const data = new DataTransfer();
    fill(data);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  }

  for (const mode of ['markdown', 'wysiwyg'] as const) {
    it(`${mode}: a copy from a spreadsheet (its text, its HTML table and a picture of the cells) is pasted as the table, not the picture`, () => {
      const editor = create({ initialValue: '', initialEditType: mode });
      const hook = jasmine.createSpy('addImageBlobHook');
      editor.addHook('addImageBlobHook', hook);
      editor.focus();
      paste(area(editor), (data) => {
        data.setData('text/plain', 'Name\tQty\nApple\t3');
        data.setData('text/html', '<table><tr><td>Name</td><td>Qty</td></tr><tr><td>Apple</td><td>3</td></tr></table>');
        data.items.add(PNG());
      });
      expect(hook).not.toHaveBeenCalled();
      expect(editor.getMarkdown()).toMatch(/\| Apple +\| 3 +\|/);
      expect(editor.getMarkdown()).not.toContain('![');
    });

    it(`${mode}: a picture alone on the clipboard still goes to the hook (guard)`, () => {
      const editor = create({ initialValue: '', initialEditType: mode });
      const hook = jasmine.createSpy('addImageBlobHook');
      editor.addHook('addImageBlobHook', hook);
      editor.focus();
      const event = paste(area(editor), (data) => data.items.add(PNG()));
      expect(hook).toHaveBeenCalledTimes(1);
      expect(hook.calls.argsFor(0)[2]).toBe('paste');
      expect(event.defaultPrevented).toBeTrue();
    });
  }

  it('WYSIWYG: a hook that throws inserts nothing (Quill embedded the image itself), and its error reaches the page', async () => {
    const editor = create({ initialValue: 'text', initialEditType: 'wysiwyg' });
    editor.addHook('addImageBlobHook', () => {
      throw new Error('too big');
    });
    editor.focus();
    await jasmine.spyOnGlobalErrorsAsync(async (globalError) => {
      const pasted = paste(area(editor), (data) => data.items.add(PNG()));
      const transfer = new DataTransfer();
      transfer.items.add(PNG());
      const dropped = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: 5, clientY: 5 });
      area(editor).dispatchEvent(dropped);
      await new Promise((resolve) => setTimeout(resolve, 50)); // Quill reads a pasted file asynchronously
      expect(pasted.defaultPrevented).toBeTrue();
      expect(dropped.defaultPrevented).toBeTrue();
      expect(globalError).toHaveBeenCalledTimes(2);
      expect(globalError.calls.argsFor(0)[0].message).toContain('too big');
    });
    expect(editor.getMarkdown()).toBe('text');
    expect(editor.getSquire().root.querySelector('img')).toBeNull();
  });

  it('markdown mode: alt text given with line breaks is written on one line (a blank line ended the paragraph and the image)', () => {
    const editor = create({ initialValue: '' });
    editor.exec('AddImage', { imageUrl: 'img.png', altText: 'line1\n\nline2\r\nline3' });
    expect(editor.getMarkdown()).toBe('![line1 line2 line3](img.png)');
  });

  it('WYSIWYG: an image without alt text is drawn with alt="" (without it, screen readers read the address), and is still written ![](src)', () => {
    const editor = create({ initialValue: '![](img.jpg) and ![a cat](cat.jpg)', initialEditType: 'wysiwyg' });
    const images = Array.from(editor.getSquire().root.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['', 'a cat']);
    editor.getSquire().insertText(editor.getSquire().getLength() - 1, '!', 'user');
    expect(editor.getMarkdown()).toBe('![](img.jpg) and ![a cat](cat.jpg)!');
  });

  it('WYSIWYG: pasted HTML that is one image with a base64 data: source goes to the hook as a blob (it was embedded, bypassing an upload hook)', async () => {
    const editor = create({ initialValue: 'text', initialEditType: 'wysiwyg' });
    const hook = jasmine.createSpy('addImageBlobHook');
    editor.addHook('addImageBlobHook', hook);
    editor.focus();
    const png = 'iVBORw0KGgo=';
    const event = paste(area(editor), (data) => data.setData('text/html', `<meta charset="utf-8"><!--StartFragment--><img src="data:image/png;base64,${png}"><!--EndFragment-->`));
    expect(event.defaultPrevented).toBeTrue();
    expect(hook).toHaveBeenCalledTimes(1);
    const [blob, , source] = hook.calls.argsFor(0) as [Blob, unknown, string];
    expect(source).toBe('paste');
    expect(blob.type).toBe('image/png');
    expect(Array.from(new Uint8Array(await blob.arrayBuffer()))).toEqual(Array.from(atob(png), (c) => c.charCodeAt(0)));
    // With text around it, it is HTML like any other (guard).
    paste(area(editor), (data) => data.setData('text/html', `<p>see <img src="data:image/png;base64,${png}"></p>`));
    expect(hook).toHaveBeenCalledTimes(1);
    expect(editor.getMarkdown()).toContain('see');
  });

  for (const mode of ['markdown', 'wysiwyg'] as const) {
    it(`${mode}: a hook calling back after setMarkdown inserts nothing into the new content, and says so; before it, the image goes in`, () => {
      const editor = create({ initialValue: 'old', initialEditType: mode });
      const callbacks: ((url: string, alt?: string) => void)[] = [];
      editor.addHook('addImageBlobHook', (_blob: Blob, callback: (url: string, alt?: string) => void) => void callbacks.push(callback));
      editor.focus();
      editor.moveCursorToEnd();
      paste(area(editor), (data) => data.items.add(PNG()));
      paste(area(editor), (data) => data.items.add(PNG()));
      expect(callbacks.length).toBe(2);
      callbacks[0]('up.png', 'first');
      expect(editor.getMarkdown()).toBe('old![first](up.png)');
      editor.setMarkdown('new');
      const warn = spyOn(console, 'warn');
      callbacks[1]('late.png', 'second');
      expect(editor.getMarkdown()).toBe('new');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.calls.argsFor(0)[0])).toContain('late.png');
    });
  }
});

