import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';
import { kitPasteInsert } from './linear-insert';
import { pasteToWysiwyg } from './paste-spec-helpers';

/*
 * A long markdown paste into WYSIWYG goes in block-wise (clipboard QA, 2026-11-27: Quill's
 * updateContents took 6 s for 100 KB and 48 s for 300 KB, in one task). The content, the markdown,
 * the history (one undo step) and the change events must be what updateContents gives.
 */
describe('Long pastes into WYSIWYG, block-wise', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });
  let saved: number;
  beforeEach(() => (saved = kitPasteInsert.blockWiseFromOps));
  afterEach(() => (kitPasteInsert.blockWiseFromOps = saved));

  let text = '';
  for (let n = 0; text.length < 6000; n++) text += `## Section ${n}\n\nSome **bold** and [link](http://x.test/${n}) text.\n\n- item one\n- item *two*\n\n> quoted ${n}\n\n`;

  /** Pastes `text` in WYSIWYG on `markdown` with the selection at `index`/`length`; the outcome. */
  const paste = (blockWise: boolean, markdown: string, index: number, length = 0) => {
    kitPasteInsert.blockWiseFromOps = blockWise ? 1 : Infinity;
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(index, length, 'user');
    let changes = 0;
    quill.on('text-change', (_delta, _old, source) => {
      if (source === 'user') changes++;
    });
    expect(pasteToWysiwyg(editor, { 'text/plain': text }).defaultPrevented).toBeTrue();
    const after = { contents: JSON.stringify(quill.getContents()), markdown: editor.getMarkdown(), selection: quill.getSelection(), changes };
    (quill.getModule('history') as { undo(): void }).undo();
    return { ...after, undone: editor.getMarkdown() };
  };

  const PLACES: [string, string, number, number?][] = [
    ['into an empty document', '', 0],
    ['in the middle of a paragraph', 'before after\n', 7],
    ['at the end of a list item (the blocks go after it)', '- item\n- next\n', 4],
    ['over a selection across blocks', 'one\n\ntwo\n\nthree\n', 2, 6],
  ];
  for (const [title, markdown, index, length] of PLACES) {
    it(`${title}: the same as updateContents, one change, one undo back to the source`, () => {
      const reference = paste(false, markdown, index, length);
      const blockWise = paste(true, markdown, index, length);
      expect(blockWise.contents).toBe(reference.contents);
      expect(blockWise.markdown).toBe(reference.markdown);
      expect(blockWise.selection).toEqual(reference.selection);
      expect(blockWise.changes).toBe(1);
      expect(blockWise.undone).toBe(markdown);
      expect(blockWise.markdown).toContain('## Section 3');
    });
  }
});
