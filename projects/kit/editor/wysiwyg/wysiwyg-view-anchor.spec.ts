import type { KitEditor } from '../kit-editor';
import { finishWysiwygLoad, useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/*
 * Block commands on a selection that starts above the view (long-documents QA, 2026-11-28): with 20
 * lines selected by Shift+Down, the view following the keys down, a toolbar button moved the view
 * up by 200–320 px, to the selection's top.
 */
describe('KitEditor WYSIWYG view kept in place by commands and focus', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const paragraphs = Array.from({ length: 120 }, (_, i) => `Line ${i} of a paragraph long enough to be one line.`).join('\n\n');

  /** An editor scrolled so that lines 40–59 are selected, their first ones above the view, their end in it. */
  async function selectedAcrossTheViewTop(): Promise<{ editor: KitEditor; root: HTMLElement; topLine: () => { text: string; top: number } }> {
    const editor = create({ initialValue: paragraphs, initialEditType: 'wysiwyg', height: '300px' });
    await finishWysiwygLoad(editor);
    const quill = editor.getSquire();
    const root = quill.root;
    const text = quill.getText();
    const start = text.indexOf('Line 40 ');
    const end = text.indexOf('Line 59 ') + 10;
    editor.focus();
    quill.setSelection(start, end - start, 'user'); // as keys do: Quill's history keeps it for undo
    const last = Array.from(root.children).find((child) => child.textContent!.startsWith('Line 59 ')) as HTMLElement;
    root.scrollTop = last.offsetTop - root.clientHeight + 60; // the selection's end near the view's bottom
    await frame();
    const topLine = () => {
      const rootTop = root.getBoundingClientRect().top;
      const line = Array.from(root.querySelectorAll<HTMLElement>('p, li, h1, h2, h3, h4, h5, h6, blockquote, .ql-code-block')).find((el) => el.getBoundingClientRect().bottom > rootTop + 1)!;
      return { text: line.textContent!.slice(0, 8), top: line.getBoundingClientRect().top - rootTop };
    };
    expect(quill.getBounds(start, 0)!.top).withContext('the selection starts above the view').toBeLessThan(0);
    return { editor, root, topLine };
  }

  for (const [command, ...args] of [['UL'], ['OL'], ['Blockquote'], ['CodeBlock'], ['Heading', 2]] as const) {
    it(`${command} on lines from above the view down into it, then focus (as a toolbar button does), leaves the line at the view's top where it was`, async () => {
      const { editor, topLine } = await selectedAcrossTheViewTop();
      const before = topLine();
      editor.exec(command, ...args);
      editor.focus();
      await frame();
      const after = topLine();
      expect(after.text).toBe(before.text);
      expect(Math.abs(after.top - before.top)).withContext(`moved from ${before.top} to ${after.top}`).toBeLessThan(2);
    });
  }

  it('undo of such a command leaves the line at the view\'s top where it was too', async () => {
    const { editor, topLine } = await selectedAcrossTheViewTop();
    editor.exec('UL');
    await frame();
    const before = topLine();
    editor.getSquire().history.undo();
    await frame();
    const after = topLine();
    expect(after.text).toBe(before.text);
    expect(Math.abs(after.top - before.top)).withContext(`moved from ${before.top} to ${after.top}`).toBeLessThan(2);
  });

  it('focus still brings a caret out of view into view, and a selection wholly out of view by its end', async () => {
    const editor = create({ initialValue: paragraphs, initialEditType: 'wysiwyg', height: '300px' });
    await finishWysiwygLoad(editor);
    const quill = editor.getSquire();
    const root = quill.root;
    const visible = (index: number) => {
      const bounds = quill.getBounds(index, 0)!;
      return bounds.top >= -2 && bounds.bottom <= root.clientHeight + 2; // Quill's bounds are from the container, the view is the editing area in it
    };
    const text = quill.getText();
    const caret = text.indexOf('Line 80 ');
    quill.setSelection(caret, 0, 'silent');
    root.scrollTop = 0;
    await frame();
    editor.focus();
    expect(visible(caret)).withContext('the caret').toBeTrue();
    const start = text.indexOf('Line 10 ');
    const end = text.indexOf('Line 30 ');
    quill.setSelection(start, end - start, 'silent');
    root.scrollTop = root.scrollHeight;
    await frame();
    editor.focus();
    expect(visible(end)).withContext('the selection\'s end').toBeTrue();
  });
});
