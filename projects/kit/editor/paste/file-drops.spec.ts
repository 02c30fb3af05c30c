import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/** Dispatches a real drop event carrying `files` on `target` (at its top left corner). */
function dropFiles(target: Element, files: File[]): DragEvent {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  const box = target.getBoundingClientRect();
  const event = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: box.left + 5, clientY: box.top + 5 });
  target.dispatchEvent(event);
  return event;
}

const SVG = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'vec.svg', { type: 'image/svg+xml' });

/* Drops of files that are no raster images (clipboard QA, 2026-11-27). */
describe('Dropped files that are no raster images', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('a text file dropped in markdown mode is ignored (CodeMirror inserted its text), as the reference says', async () => {
    const editor = create({ initialValue: 'text\n' });
    const event = dropFiles(editor.getCodeMirror().contentDOM, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(event.defaultPrevented).toBeTrue();
    await new Promise((resolve) => setTimeout(resolve, 100)); // CodeMirror reads a dropped file asynchronously
    expect(editor.getMarkdown()).toBe('text\n');
  });

  it('text dragged within markdown mode (no files) is still CodeMirror\'s to move (guard)', () => {
    const editor = create({ initialValue: 'text\n' });
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'moved');
    const event = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: 5, clientY: 5 });
    editor.getCodeMirror().contentDOM.dispatchEvent(event);
    expect(editor.getMarkdown()).toContain('moved');
  });

  for (const mode of ['markdown', 'wysiwyg'] as const) {
    it(`an SVG dropped in ${mode} with the built-in image hook: nothing inserted, a warning that says why, no uncaught error`, async () => {
      const editor = create({ initialValue: 'text\n', initialEditType: mode });
      const warn = spyOn(console, 'warn');
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => {
        errors.push(event.error);
        event.preventDefault();
      };
      window.addEventListener('error', onError);
      try {
        const target = mode === 'markdown' ? editor.getCodeMirror().contentDOM : editor.getSquire().root;
        dropFiles(target, [SVG]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(errors).toEqual([]);
        expect(editor.getMarkdown()).toBe('text\n');
        expect(warn).toHaveBeenCalledWith(jasmine.stringMatching(/raster images only; "vec\.svg" \(image\/svg\+xml\) was not inserted/));
      } finally {
        window.removeEventListener('error', onError);
      }
    });
  }

  it('a PNG still goes in through the built-in hook (guard)', async () => {
    const editor = create({ initialValue: '' });
    dropFiles(editor.getCodeMirror().contentDOM, [new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'dot.png', { type: 'image/png' })]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(editor.getMarkdown()).toMatch(/^!\[dot\.png\]\(data:image\/png;base64,/);
  });
});
