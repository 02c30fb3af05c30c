import { marked } from 'marked';
import { endsInOpenBlock, sliceMarkdown } from './preview-slices';

describe('sliceMarkdown', () => {
  const html = (markdown: string) => marked.parse(markdown, { async: false, gfm: true }) as string;
  const cases = [
    'para\n\n```\ncode\n\nmore\n```\n\nafter',
    '- a\n\n- b\n\n  continued\n\nafter',
    '1. a\n\n2. b\n\nafter',
    'text\n\n    indented code\n\n    more\n\nafter',
    '<pre>\n\nx\n\n</pre>\n\nafter',
    '<!--\n\nx\n\n-->\n\nafter',
    '> quote\n\n> another\n\nafter',
    '~~~~\n~~~\n\n~~~~\n\nafter',
    // fuzz4: marked ends a <pre> block at </pre> only, not at another raw-text tag's end.
    '<pre>\n\nfoo </script>\n\nbar\n\n</pre>\n\nafter',
    '<style>\n\na </pre>\n\nb\n\n</style>\n\nafter',
  ];
  for (const markdown of cases) {
    it(`cuts only where the blocks stay the same: ${JSON.stringify(markdown)}`, () => {
      const slices = sliceMarkdown(markdown, 1);
      expect(slices.join('')).toBe(markdown);
      expect(slices.map(html).join('')).toBe(html(markdown));
    });
  }

  it('does not cut documents that may hold link definitions', () => {
    expect(sliceMarkdown('[a]\n\ntext\n\n> [a]: /url\n', 1).length).toBe(1);
  });

  it('cuts before top-level blocks after a blank line', () => {
    expect(sliceMarkdown('a\n\nb\n\nc', 1)).toEqual(['a\n\n', 'b\n\n', 'c']);
  });
});

describe('endsInOpenBlock', () => {
  it('tells a fence or HTML block left open from closed ones and from text that only looks like them', () => {
    expect(endsInOpenBlock('text\n\n```js\ncode')).toBeTrue();
    expect(endsInOpenBlock('~~~~\n```\n~~~')).toBeTrue(); // a shorter fence does not close a longer one
    expect(endsInOpenBlock('<!-- note\n\nstill a comment')).toBeTrue();
    expect(endsInOpenBlock('```\ncode\n```\n')).toBeFalse();
    expect(endsInOpenBlock('<!-- note -->\n\ntext')).toBeFalse();
    expect(endsInOpenBlock('inline ```code``` only')).toBeFalse();
    expect(endsInOpenBlock('```js `x` ```')).toBeFalse(); // a backtick in the info string: not a fence
    expect(endsInOpenBlock('<pre>\n\nfoo </script>\n\nbar')).toBeTrue(); // only </pre> ends it (marked)
    expect(endsInOpenBlock('<pre>\n\nfoo </PRE>\n\nbar')).toBeFalse();
  });
});
