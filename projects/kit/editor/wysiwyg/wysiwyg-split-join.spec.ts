import { useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Enter inside a paragraph (a split) and Backspace at a paragraph's start (a join) in WYSIWYG: the
 * paragraphs were written by the plain conversion, so a hard-wrapped paragraph lost its line breaks
 * (each became a space) and its reference links became inline ones (fuzz, 2026-11-27). Now the
 * paragraphs keep the source's spelling where the edit left it.
 */
describe('WYSIWYG: splitting and joining paragraphs keeps their spelling', () => {
  const { load, press, type, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  /** The text index of `needle` in the editor's Quill text. */
  const at = (needle: string) => editor().getSquire().getText().indexOf(needle);

  const SPLITS: [title: string, markdown: string, before: string, expected: string][] = [
    ['Enter inside a line of a wrapped paragraph', 'one two\nthree four\nfive six\n', 'four', 'one two\nthree\n\nfour\nfive six\n'],
    ['Enter at the start of a line', 'one two\nthree four\nfive six\n', 'three', 'one two\n\nthree four\nfive six\n'],
    ['Enter at the end of a line', 'one two\nthree four\nfive six\n', ' five', 'one two\nthree four\n\nfive six\n'],
    ['a reference link and emphasis spelt with underscores stay', 'See [the guide][g] and _this_\nthen more text\nand the end.\n\n[g]: http://x\n', 'more', 'See [the guide][g] and _this_\nthen\n\nmore text\nand the end.\n\n[g]: http://x\n'],
    ['the blocks around stay', '# Title\n\nalpha beta\ngamma delta\n\n- item\n', 'gamma', '# Title\n\nalpha beta\n\ngamma delta\n\n- item\n'],
  ];
  for (const [title, markdown, before, expected] of SPLITS) {
    it(`split: ${title}: ${JSON.stringify(expected)}`, () => {
      load(markdown);
      editor().getSquire().setSelection(at(before), 0, 'user');
      press('Enter');
      expect(editor().getMarkdown()).toBe(expected);
    });
  }

  const JOINS: [title: string, markdown: string, start: string, expected: string][] = [
    ['Backspace at the start of a wrapped paragraph', 'one two\nthree four\n\nfive six\nseven\n', 'five', 'one two\nthree fourfive six\nseven\n'],
    ['a reference link in the second stays', 'one two\nthree\n\nsee [g][1]\nhere\n\n[1]: http://x\n', 'see', 'one two\nthreesee [g][1]\nhere\n\n[1]: http://x\n'],
  ];
  for (const [title, markdown, start, expected] of JOINS) {
    it(`join: ${title}: ${JSON.stringify(expected)}`, () => {
      load(markdown);
      editor().getSquire().setSelection(at(start), 0, 'user');
      press('Backspace');
      expect(editor().getMarkdown()).toBe(expected);
    });
  }

  it('typing in the new paragraph after the split keeps the rest of the spelling', () => {
    load('one *two*\nthree four\nfive six\n');
    editor().getSquire().setSelection(at('four'), 0, 'user');
    press('Enter');
    type('new ');
    expect(editor().getMarkdown()).toBe('one *two*\nthree\n\nnew four\nfive six\n');
  });

  it('a line that starts like a list stays text after the split (guard)', () => {
    // An ordered list that starts at another number than 1 cannot interrupt a paragraph.
    load('alpha beta\n1986. was a year\n');
    const markdownBefore = editor().getMarkdown();
    expect(markdownBefore).toBe('alpha beta\n1986. was a year\n');
    editor().getSquire().setSelection(at('beta'), 0, 'user');
    press('Enter');
    const html = new DOMParser().parseFromString(editor().getHtml(), 'text/html');
    expect(html.querySelectorAll('p').length).toBe(2);
    expect(html.querySelectorAll('ol').length).toBe(0);
  });

  // verify10: the blank line that parted the new last block from the deleted ones stayed at the end.
  for (const [markdown, expected] of [
    ['First.\n\nSecond.\n\nThird.\n', 'First.\n\nSecond.\n'],
    ['First.\n\nSecond.\n\nThird.', 'First.\n\nSecond.'],
    ['First.\n\nSecond.\n\n## Third\n\nFourth\n', 'First.\n\nSecond.\n'],
  ] as const) {
    it(`deleting the last blocks ends the document as before: ${JSON.stringify(expected)}`, () => {
      load(markdown);
      const quill = editor().getSquire();
      const at = quill.getText().indexOf('Second.') + 'Second.'.length;
      quill.deleteText(at, quill.getLength() - 1 - at, 'user');
      expect(editor().getMarkdown()).toBe(expected);
      quill.setSelection(at, 0, 'user');
      type('!');
      expect(editor().getMarkdown()).toBe(expected.replace('Second.', 'Second.!'));
    });
  }
});
