import { useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Enter then Tab in a tight task list leaves an empty nested task; it was written after a blank
 * line, which made the whole list loose (the preview drew each item's text as a paragraph), and a
 * mode round trip then kept it loose (verify11, 2026-11-27).
 */
describe('WYSIWYG: an empty nested item in a tight list', () => {
  const { load, press, type, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  it('an empty nested task stays in a tight list, and a mode round trip keeps it', () => {
    load('- [ ] a\n- [ ] b', 1);
    press('Enter');
    press('Tab');
    expect(editor().getMarkdown()).toBe('- [ ] a\n  - [ ]\n- [ ] b');
    expect(editor().getHtml()).not.toContain('<p>');
    editor().changeMode('markdown', true);
    editor().changeMode('wysiwyg', true);
    expect(editor().getMarkdown()).toBe('- [ ] a\n  - [ ]\n- [ ] b');
  });

  // Without a box an empty item cannot interrupt the item's text (`- a` then `  -` is a setext
  // heading): it keeps a blank line before it until text is typed, and no heading appears.
  for (const [list, written, typed] of [
    ['- a\n- b', '- a\n\n  -\n- b', '- a\n  - z\n- b'],
    ['1. a\n2. b', '1. a\n\n   1.\n2. b', '1. a\n   1. z\n2. b'],
  ]) {
    it(`an empty nested item without a box: ${JSON.stringify(list)}`, () => {
      load(list, 1);
      press('Enter');
      press('Tab');
      expect(editor().getMarkdown()).toBe(written);
      expect(editor().getHtml()).not.toMatch(/<h\d/);
      type('z');
      expect(editor().getMarkdown()).toBe(typed);
    });
  }
});
