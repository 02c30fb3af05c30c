import { EditorView } from '@codemirror/view';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from './markdown-view';
import { loadMarked, marked } from '../commands/markdown-spec-helpers';
import { clipboard, pasteInto } from '../paste/paste-spec-helpers';

/*
 * Lines pasted into a quote or list item stay in it (QA of several selections, 2026-11-27: code
 * pasted into a fenced block in a list item or a quote ended the item or quote, its fence left open).
 */
describe('Markdown mode: pasting lines into a quote or list item', () => {
  const current = useEditor({ initialValue: '' });
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const paste = (text: string) => pasteInto(view.contentDOM, clipboard({ 'text/plain': text }));

  // [before, pasted, after]
  const cases: [string, string, string][] = [
    ['1. Install:\n\n   ```sh\n   ‸\n   ```', 'npm i\nnpm test', '1. Install:\n\n   ```sh\n   npm i\n   npm test‸\n   ```'],
    ['> ```\n> co‸de\n> ```', 'a\nb', '> ```\n> coa\n> b‸de\n> ```'],
    ['> quote‸', ' one\n\ntwo', '> quote one\n>\n> two‸'],
    ['- item‸', '\n\nmore', '- item\n\n  more‸'],
    ['- a\n  > q‸', 'x\ny', '- a\n  > qx\n  > y‸'],
    // Copied from the same container (its later lines carry the prefix): as it is.
    ['> a‸', 'x\n> y', '> ax\n> y‸'],
    ['- a‸', 'x\n  y', '- ax\n  y‸'],
    // Outside containers, CodeMirror's paste.
    ['plain‸', 'a\nb', 'plaina\nb‸'],
  ];
  for (const [before, text, after] of cases) {
    it(`pasting ${JSON.stringify(text)} into ${JSON.stringify(before)} gives ${JSON.stringify(after)}`, () => {
      loadMarked(view, before);
      paste(text);
      expect(marked(view)).toBe(after);
    });
  }

  it('keeps pasted code in the list item\'s code block, as the preview reads it', () => {
    loadMarked(view, '1. Install:\n\n   ```sh\n   ‸\n   ```\n2. Run');
    paste('npm i\nnpm test');
    const html = new DOMParser().parseFromString(current().getHtml(), 'text/html');
    expect(html.querySelectorAll('ol').length).withContext('one list').toBe(1);
    expect(html.querySelector('li pre code')?.textContent).toBe('npm i\nnpm test\n');
  });
});
