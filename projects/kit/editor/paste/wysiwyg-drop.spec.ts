import type { KitEditor } from '../kit-editor';
import { useEditorFactory } from '../editor-spec-helpers';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);

/** Dispatches a real drop event carrying `data` (and `files`) on the WYSIWYG editing element. */
function drop(editor: KitEditor, data: Record<string, string>, files: File[] = []): DragEvent {
  const transfer = new DataTransfer();
  for (const [type, value] of Object.entries(data)) transfer.setData(type, value);
  for (const file of files) transfer.items.add(file);
  const root = editor.getSquire().root;
  const box = root.getBoundingClientRect();
  const event = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: box.left + 5, clientY: box.top + 5 });
  root.dispatchEvent(event);
  return event;
}

/**
 * Drops on WYSIWYG, as in TOAST UI 1.x (its WYSIWYG editor default-prevented every drop and only
 * handed an image file to `addImageBlobHook`): dropped HTML or text is not inserted, so none of
 * it reaches the page unsanitized. A dispatched event never gets the browser's own insertion,
 * so what these specs hold is that the drop is default-prevented (for a real drop the browser
 * inserts the HTML itself when it is not: Quill's uploader module is what prevents it today).
 */
describe('WYSIWYG drop', () => {
  const { create } = useEditorFactory();
  const wysiwyg = () => {
    const editor = create({ initialEditType: 'wysiwyg', initialValue: 'text', exts: ['colorSyntax'] });
    editor.getSquire().setSelection(0, 0, 'user');
    return editor;
  };

  it('dropped HTML is default-prevented and inserts nothing: no script runs, nothing reaches the DOM', async () => {
    const editor = wysiwyg();
    const w = window as unknown as Record<string, unknown>;
    try {
      const html = '<p><span style="color: #e00">red</span> <img src="x-dropped.png" onerror="window.__kitDropPwned = 1"></p>';
      const event = drop(editor, { 'text/html': html, 'text/plain': 'red' });
      expect(event.defaultPrevented).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(w['__kitDropPwned']).toBeUndefined();
      expect(editor.getSquire().root.querySelector('img, [onerror], span[style]')).toBeNull();
      expect(editor.getMarkdown()).toBe('text');
    } finally {
      delete w['__kitDropPwned'];
    }
  });

  it('dropped plain text (markdown or not) is default-prevented and inserts nothing', () => {
    const editor = wysiwyg();
    for (const text of ['plain words', '# Heading\n\n- item']) {
      expect(drop(editor, { 'text/plain': text }).defaultPrevented).toBe(true);
    }
    expect(editor.getMarkdown()).toBe('text');
  });

  it("an image file dropped with HTML goes to addImageBlobHook with 'drop'; the HTML is not inserted", () => {
    const editor = wysiwyg();
    const hook = jasmine.createSpy('addImageBlobHook');
    editor.addHook('addImageBlobHook', hook as never);
    const event = drop(editor, { 'text/html': '<img src="https://e.com/a.png">' }, [new File([PNG], 'a.png', { type: 'image/png' })]);
    expect(event.defaultPrevented).toBe(true);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook.calls.argsFor(0)[2]).toBe('drop');
    expect(editor.getMarkdown()).toBe('text');
  });
});
