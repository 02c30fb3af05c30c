import { useEditorFactory, useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Two nested lists in one tight item (Tab on an item after a nested list of the other kind, fuzz2
 * 2026-11-27): turndown wrote a blank line around the first, which made the whole list loose.
 */
describe('WYSIWYG: nested lists of a tight item stay tight', () => {
  const { load, press, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  const CASES: [string, number, string][] = [
    ['1. a\n2. b\n   - x\n3. c\n', '1. a\n2. b\n   - x\n'.length, '1. a\n2. b\n   - x\n   1. c\n'],
    ['- a\n- b\n  1. x\n- c\n', '- a\n- b\n  1. x\n'.length, '- a\n- b\n  1. x\n  - c\n'],
  ];
  for (const [source, at, expected] of CASES) {
    it(`Tab on the last item of ${JSON.stringify(source)}: ${JSON.stringify(expected)}, a tight list`, () => {
      load(source, quillIndexOf(source, at));
      press('Tab');
      expect(editor().getMarkdown()).toBe(expected);
      expect(new DOMParser().parseFromString(editor().getHtml(), 'text/html').body.querySelector('li > p')).toBeNull();
    });
  }

  describe('guards', () => {
    const { create } = useEditorFactory();
    it('a loose item keeps the blank lines around its lists; an ordered list from 3 after a nested list keeps its blank line', () => {
      const loose = create({ initialEditType: 'markdown' });
      loose.setHtml('<ul><li><p>a</p><ul><li>x</li></ul><ol><li>y</li></ol></li></ul>');
      expect(loose.getMarkdown()).toContain('\n\n');
      const fromThree = create({ initialEditType: 'markdown' });
      fromThree.setHtml('<ul><li>a<ul><li>x</li></ul><ol start="3"><li>y</li></ol></li></ul>');
      const html = new DOMParser().parseFromString(fromThree.getHtml(), 'text/html').body;
      expect(html.querySelector('ol[start="3"] > li')?.textContent).toBe('y');
    });
  });
});

/** The Quill index of the character at `offset` in `markdown`'s text as WYSIWYG holds it (a list's text without markers). */
function quillIndexOf(markdown: string, offset: number): number {
  const lines = markdown.slice(0, offset).split('\n');
  return lines.slice(0, -1).reduce((sum, line) => sum + line.replace(/^\s*(?:[-*+]|\d+[.)])\s/, '').length + 1, 0);
}
