import { useEditor } from './editor-spec-helpers';

function waitFor(condition: () => boolean, ms = 10000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) resolve();
      else if (performance.now() - started > ms) reject(new Error('timed out'));
      else setTimeout(check, 10);
    };
    check();
  });
}

describe('KitEditor preview rendering', () => {
  const current = useEditor({ previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'start' });
  const preview = () => current().getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview') as HTMLElement;

  it('re-renders only the blocks around an edit, keeping the other block elements', async () => {
    const editor = current();
    editor.setMarkdown(['# One', 'two', 'three', 'four', 'five', 'six'].join('\n\n'));
    await waitFor(() => preview().textContent!.includes('six'));
    const before = Array.from(preview().children);
    const view = editor.getCodeMirror();
    const at = view.state.doc.toString().indexOf('four') + 4;
    view.dispatch({ changes: { from: at, insert: '!' }, userEvent: 'input.type' });
    await waitFor(() => preview().textContent!.includes('four!'));
    const after = Array.from(preview().children);
    expect(after.length).toBe(before.length);
    expect(after[0]).toBe(before[0]); // far from the edit: the same element
    expect(after[after.length - 1]).toBe(before[before.length - 1]);
    expect(after[3]).not.toBe(before[3]); // the edited block was redrawn
  });

  it('draws a long document a part at a time, then reports one render', async () => {
    const editor = current();
    const renders = jasmine.createSpy('previewRenderAfter');
    editor.on('previewRenderAfter', renders);
    const blocks = Array.from({ length: 6000 }, (_, i) => `Paragraph ${i} with **bold** and [a link](https://example.com/${i}).`);
    editor.setMarkdown(blocks.join('\n\n'));
    await waitFor(() => preview().children.length > 0);
    const firstPart = preview().children.length;
    expect(firstPart).toBeLessThan(6000); // the rest comes in later tasks, so the page can respond
    await waitFor(() => preview().lastElementChild?.textContent?.includes('Paragraph 5999') ?? false, 30000);
    expect(preview().children.length).toBe(6000);
    expect(renders).toHaveBeenCalledTimes(1);
  });
});
