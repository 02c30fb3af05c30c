import { useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * A paragraph typed in WYSIWYG right above an untouched block (Enter at the end of the block
 * before, then text) landed at the start of that block's range and was converted with it: the
 * untouched block lost its spelling (QA, fuzz, 2026-11-27). Now only the new lines are converted.
 */
describe('WYSIWYG: a paragraph typed above an untouched block', () => {
  const { load, press, type, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  const CASES: [title: string, markdown: string, expected: string][] = [
    ['a setext heading stays setext', 'Para.\n\nTitle\n=====\n', 'Para.\n\nnew\n\nTitle\n=====\n'],
    ['a quote keeps its line breaks', 'Para.\n\n> q one\n> q two\n', 'Para.\n\nnew\n\n> q one\n> q two\n'],
    ['emphasis and entities keep their spelling', 'Para.\n\nSome _under_ and __strong__ &amp; more.\n', 'Para.\n\nnew\n\nSome _under_ and __strong__ &amp; more.\n'],
    ['a reference link and a soft break stay', 'Para.\n\nSee [g][1]\nand *emph* here.\n\n[1]: http://x\n', 'Para.\n\nnew\n\nSee [g][1]\nand *emph* here.\n\n[1]: http://x\n'],
    ['a heading right after the paragraph (no blank line) stays after a blank line', 'Para.\n# T\n', 'Para.\n\nnew\n\n# T\n'],
  ];
  for (const [title, markdown, expected] of CASES) {
    it(`${title}: ${JSON.stringify(expected)}`, () => {
      load(markdown, 'Para.'.length);
      press('Enter');
      type('new');
      expect(editor().getMarkdown()).toBe(expected);
    });
  }

  it('at the start of the document: a paragraph above the first block', () => {
    load('Some _under_ text.\n\nmore\n', 0);
    press('Enter');
    editor().getSquire().setSelection(0, 0, 'user');
    type('new');
    expect(editor().getMarkdown()).toBe('new\n\nSome _under_ text.\n\nmore\n');
  });

  it('an item typed at the end of a list is still the list\'s (guard)', () => {
    load('- a\n- b\n\nSome _under_ text.\n', 3);
    press('Enter');
    type('c');
    expect(editor().getMarkdown()).toBe('- a\n- b\n- c\n\nSome _under_ text.\n');
  });

  it('text typed at the start of the block is an edit of the block (guard)', () => {
    load('Para.\n\nSome _under_ text.\n', 6);
    type('X');
    expect(editor().getMarkdown()).toBe('Para.\n\nXSome _under_ text.\n');
  });
});
