import { EditorView } from '@codemirror/view';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from './markdown-view';
import { loadMarked, marked } from '../commands/markdown-spec-helpers';
import { clipboard, pasteInto } from '../paste/paste-spec-helpers';

/*
 * Lines pasted into a quote or list item stay in it (QA of several selections, 2026-11-27: code
 * pasted into a fenced block in a list item or a quote ended the item or quote, its fence left open;
 * verify15: at several cursors too, and text copied in the editor is pasted as it was copied).
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
    // Code from elsewhere keeps its own indentation under the item's (verify15: an IDE's `    y()` lost 2 spaces).
    ['- item\n\n  ```\n  ‸\n  ```', 'if x:\n    y()', '- item\n\n  ```\n  if x:\n      y()‸\n  ```'],
    // Before a quote line's `>`, the text goes before the quote.
    ['‸> ab', 'X\nY', 'X\nY‸> ab'],
    // verify16: on a blank `>` line or an empty line of an item's fence, the first line too is
    // taken to the container's column; text ending in a line break leaves the rest of the line in it;
    // an indented code block keeps its four spaces.
    ['> a\n>‸\n> b', 'X\nY\n\nZ', '> a\n> X\n> Y\n>\n> Z‸\n> b'],
    ['- item\n\n  ```\n  l1\n‸\n  l3\n  ```\n- next', 'X\n\nY', '- item\n\n  ```\n  l1\n  X\n\n  Y‸\n  l3\n  ```\n- next'],
    ['- item\n\n  ```\n  ‸code\n  ```', 'l1\nl2\n', '- item\n\n  ```\n  l1\n  l2\n  ‸code\n  ```'],
    ['> para\n>\n>     co‸de', 'X\n  Y\nZ', '> para\n>\n>     coX\n>       Y\n>     Z‸de'],
    // verify31: before an item's marker the lines go before the item, lined up with its marker
    // (they were given the item's indentation: q's item held r and the item c).
    ['1. a\n‸3. c', '9. q\n9. r\n', '1. a\n9. q\n9. r\n‸3. c'],
    ['1. a\n‸3. c', 'foo\nbar', '1. a\nfoo\nbar‸3. c'],
    ['> 1. a\n> ‸2. b', 'x\ny\n', '> 1. a\n> x\n> y\n> ‸2. b'],
    ['- a\n  ‸- b', 'x\ny\n', '- a\n  x\n  y\n  ‸- b'],
    // Outside containers, CodeMirror's paste.
    ['plain‸', 'a\nb', 'plaina\nb‸'],
    // At several cursors, at each (verify15: the lines left both quotes).
    ['> a‸b\n\n> c‸d', 'X\n\nY', '> aX\n>\n> Y‸b\n\n> cX\n>\n> Y‸d'],
  ];
  for (const [before, text, after] of cases) {
    it(`pasting ${JSON.stringify(text)} into ${JSON.stringify(before)} gives ${JSON.stringify(after)}`, () => {
      loadMarked(view, before);
      paste(text);
      expect(marked(view)).toBe(after);
    });
  }

  it('pastes text copied in the editor as CodeMirror does (it carries its own markers)', () => {
    loadMarked(view, '> «a\n> b»\n\n> c‸');
    view.contentDOM.dispatchEvent(new ClipboardEvent('copy', { clipboardData: new DataTransfer(), bubbles: true, cancelable: true }));
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    paste('a\n> b'); // what the copy put on the clipboard (the selection's text)
    expect(view.state.doc.toString()).toBe('> a\n> b\n\n> ca\n> b');
    paste('a\n> c'); // other text gets the prefix
    expect(view.state.doc.toString()).toBe('> a\n> b\n\n> ca\n> ba\n> > c');
  });

  // verify16: a line copied with nothing selected went in mid-line at each cursor.
  it('pastes a whole line copied in the editor above each cursor\'s line, as CodeMirror does', () => {
    loadMarked(view, 'a‸a\n\ncc\n\nee');
    view.focus();
    view.contentDOM.dispatchEvent(new ClipboardEvent('copy', { clipboardData: new DataTransfer(), bubbles: true, cancelable: true }));
    loadMarked(view, 'aa\n\nc‸c\n\ne‸e');
    paste('aa');
    expect(view.state.doc.toString()).toBe('aa\n\naa\ncc\n\naa\nee');
  });

  it('keeps pasted code in the list item\'s code block, as the preview reads it', () => {
    loadMarked(view, '1. Install:\n\n   ```sh\n   ‸\n   ```\n2. Run');
    paste('npm i\nnpm test');
    const html = new DOMParser().parseFromString(current().getHtml(), 'text/html');
    expect(html.querySelectorAll('ol').length).withContext('one list').toBe(1);
    expect(html.querySelector('li pre code')?.textContent).toBe('npm i\nnpm test\n');
  });
});
