import { useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Enter then Tab in a tight list leaves an empty nested item; it was written after a blank line,
 * which made the whole list loose (the preview drew each item's text as a paragraph), and a mode
 * round trip then kept it loose (verify11, 2026-11-27).
 */
describe('WYSIWYG: an empty nested item in a tight list', () => {
  const { load, press, type, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  for (const [list, written, typed] of [
    ['- [ ] a\n- [ ] b', '- [ ] a\n  - [ ]\n- [ ] b', '- [ ] a\n  - [ ] z\n- [ ] b'],
    ['- a\n- b', '- a\n  -\n- b', '- a\n  - z\n- b'],
    ['1. a\n2. b', '1. a\n   1.\n2. b', '1. a\n   1. z\n2. b'],
  ]) {
    it(`stays tight: ${JSON.stringify(list)}`, () => {
      load(list, 1);
      press('Enter');
      press('Tab');
      expect(editor().getMarkdown()).toBe(written);
      expect(editor().getHtml()).not.toContain('<p>');
      type('z');
      expect(editor().getMarkdown()).toBe(typed);
    });
  }
});
