import { KitEditor, ready } from '../kit-editor';
import { finishWysiwygLoad, useSmallLoadSteps } from '../editor-spec-helpers';
import { kitPasteInsert } from '../paste/linear-insert';
import { pasteToWysiwyg } from '../paste/paste-spec-helpers';
import { loadQuill } from './quill-loader';
import { expectedLineMarks } from './wysiwyg-line-marks';

/*
 * The line marks (wysiwyg-line-marks.ts) after content Quill inserts in one go, which kit marks by
 * the place of the insert rather than by reading each DOM change: every line must carry the marks
 * its neighbours give it, as after any other change.
 */

/** Lists, quotes and items that open with blocks: every kind of line a mark is written on. */
function markedDocument(sections: number, tag: string): string {
  const parts: string[] = [];
  for (let i = 0; i < sections; i++) {
    parts.push(
      `## ${tag} ${i}\n\n- a ${i}\n  - nested\n    - deeper\n  - back\n- b\n\n1. one\n2. two\n\n> quote ${i}\n>\n> - quoted item\n>\n> > nested quote\n\n` +
        `after the quote\n\n- > an item that opens with a quote\n- ## an item that opens with a heading\n\n- [ ] task\n- [x] done\n\n| a | b |\n| --- | --- |\n| ${i} | y |\n\n***\n\n`,
    );
  }
  return parts.join('');
}

describe('WYSIWYG line marks after content inserted in one go', () => {
  let host: HTMLElement;
  let editor: KitEditor;
  const saved = { ...kitPasteInsert };

  /** Lines whose marks are not what their neighbours give, described. */
  const wronglyMarked = () =>
    expectedLineMarks(editor.getSquire().root)
      .filter(({ line, attribute, value }) => line.getAttribute(attribute) !== value)
      .map(({ line, attribute, value }) => `${line.nodeName} "${line.textContent?.slice(0, 30)}" ${attribute}: ${line.getAttribute(attribute)} instead of ${value}`);

  beforeAll(async () => {
    await ready;
    await loadQuill();
  });
  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
    editor = new KitEditor({ el: host, initialEditType: 'wysiwyg', height: '300px' });
  });
  afterEach(() => {
    Object.assign(kitPasteInsert, saved);
    editor.remove();
    host.remove();
  });

  for (const where of ['at the end of an item', 'in a quote', 'at the start of the document']) {
    it(`are right after a long markdown paste ${where}`, async () => {
      editor.setMarkdown(markedDocument(3, 'Before'));
      await finishWysiwygLoad(editor);
      const quill = editor.getSquire();
      const text = quill.getText();
      const at = where === 'at the end of an item' ? text.indexOf('a 1') + 3 : where === 'in a quote' ? text.indexOf('quote 1') + 5 : 0;
      quill.setSelection(at, 0, 'silent');
      kitPasteInsert.blockWiseFromOps = 20; // the long-paste path, whatever the document's size
      // Ending in a quote: the line after it is marked as after a quote.
      const pasted = `${markedDocument(4, 'Pasted')}> last quote\n`;
      pasteToWysiwyg(editor, { 'text/plain': pasted });
      expect(editor.getMarkdown()).toContain('## Pasted 3');
      expect(quill.getLength()).toBeGreaterThan(text.length + 200);
      expect(wronglyMarked()).toEqual([]);
      // and after Undo, which Quill applies as ordinary changes
      quill.history.undo();
      expect(editor.getMarkdown()).not.toContain('Pasted');
      expect(wronglyMarked()).toEqual([]);
    });
  }

  it('are right after a short paste (Quill applies it as ordinary changes)', () => {
    editor.setMarkdown('- a\n  - b\n- c\n');
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('b') + 1, 0, 'silent');
    pasteToWysiwyg(editor, { 'text/plain': '- x\n  - y\n\n> q\n' });
    expect(editor.getMarkdown()).toContain('y');
    expect(wronglyMarked()).toEqual([]);
  });

  describe('while a long document loads in steps', () => {
    useSmallLoadSteps();

    it('are right for every line once it is in', async () => {
      editor.setMarkdown(markedDocument(12, 'Loaded'));
      await finishWysiwygLoad(editor);
      expect(editor.getSquire().root.querySelectorAll('li').length).toBeGreaterThan(100);
      expect(wronglyMarked()).toEqual([]);
    });

    it('are right when the load starts at the end (the cursor goes there)', async () => {
      editor.setMarkdown(markedDocument(12, 'Loaded'), true);
      await finishWysiwygLoad(editor);
      expect(wronglyMarked()).toEqual([]);
    });
  });
});
