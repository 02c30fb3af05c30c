import { whenKitReady } from 'kit-ui/core';
import { KitViewer } from './kit-viewer';
import type { KitViewerOptions } from './viewer-options';

// The viewer draws each top-level block sanitized on its own, as the editor's preview does: raw
// HTML left open in one block (an unclosed `<div>`, `<math><table>`) cannot take in the blocks after it.
describe('KitViewer blocks', () => {
  let el: HTMLElement;
  let viewer: KitViewer | undefined;

  beforeAll(async () => {
    await whenKitReady();
  });

  beforeEach(() => {
    el = document.body.appendChild(document.createElement('div'));
  });

  afterEach(() => {
    viewer?.remove();
    viewer = undefined;
    el.remove();
  });

  const create = (options: Partial<KitViewerOptions>) => (viewer = new KitViewer({ el, ...options } as KitViewerOptions));
  const contents = () => el.querySelector<HTMLElement>(':scope > div.kit-editor-contents')!;
  const topLevel = () => Array.from(contents().children, (child) => child.tagName.toLowerCase());

  for (const open of ['<div>', '<math><table>', '<div><table><tr><td>']) {
    it(`draws a heading after a block with an unclosed ${open} as a top-level child of the contents`, () => {
      create({ initialValue: `${open}\n\n# After\n\ntext` });
      const heading = contents().querySelector('h1');
      expect(heading?.textContent).toBe('After');
      expect(heading?.parentElement).toBe(contents());
      expect(topLevel().slice(-2)).toEqual(['h1', 'p']);
    });
  }

  it('still draws every block of an ordinary document, task checkboxes and code included', () => {
    create({ initialValue: '# T\n\n- [ ] a\n- [x] b\n\n```js\nlet x;\n```\n\n<b>raw</b> text' });
    expect(topLevel()).toEqual(['h1', 'ul', 'pre', 'p']);
    expect(Array.from(contents().querySelectorAll<HTMLInputElement>('input.kit-task-checkbox'), (box) => [box.checked, box.disabled])).toEqual([
      [false, false],
      [true, false],
    ]);
  });

  it('gives previewBeforeHook and previewRenderAfter the whole HTML; a replacement is drawn in one pass', () => {
    const seen: string[] = [];
    create({
      initialValue: '<div>\n\n# After',
      events: { previewRenderAfter: (event: { getHTML(): string }) => seen.push(event.getHTML()) } as never,
      hooks: { previewBeforeHook: (html: string) => (seen.push(html), undefined) } as never,
    });
    expect(seen.length).toBe(2);
    expect(seen[0]).toContain('<h1');
    expect(seen[1]).toBe(seen[0]);
    expect(contents().querySelector('h1')?.parentElement).toBe(contents());
    viewer!.addHook('previewBeforeHook', () => '<div><h2>x</h2>');
    viewer!.setMarkdown('a');
    expect(contents().innerHTML).toBe('<div><h2>x</h2></div>');
  });
});
