import { useWysiwygEditing } from '../editor-spec-helpers';

/*
 * Enter in a quote of paragraphs in WYSIWYG: the new line is a further paragraph of the same quote
 * (as Enter outside a quote makes a new paragraph), not a second quote.
 */
describe('KitEditor WYSIWYG Enter in a quote', () => {
  const { load, press, type, toMarkdown, editor, quill } = useWysiwygEditing();

  it('Blockquote, a line, Enter and a line make one quote of two paragraphs', () => {
    load('Para');
    quill().setSelection(4, 0, 'user');
    press('Enter');
    editor().exec('Blockquote');
    type('line one');
    press('Enter');
    type('line two');
    expect(editor().getMarkdown()).toBe('Para\n\n> line one\n>\n> line two');
    // Drawn as one quote: the bar runs on from the first line to the second.
    const [first, second] = Array.from(quill().root.querySelectorAll('blockquote'));
    expect(first.getBoundingClientRect().bottom).toBeCloseTo(second.getBoundingClientRect().top, 0);
    expect(toMarkdown()).toBe('Para\n\n> line one\n>\n> line two');
    editor().changeMode('wysiwyg', true);
    expect(editor().getMarkdown()).toBe('Para\n\n> line one\n>\n> line two');
  });

  it('Enter at the end of the first of two paragraphs of a quote adds one between them', () => {
    load('> a\n>\n> b\n');
    quill().setSelection(quill().getText().indexOf('a') + 1, 0, 'user');
    press('Enter');
    type('c');
    expect(toMarkdown()).toBe('> a\n>\n> c\n>\n> b\n');
  });

  it('Enter at the end of the last paragraph of a quote adds one to it', () => {
    load('> a\n>\n> b\n\nafter\n');
    quill().setSelection(quill().getText().indexOf('b') + 1, 0, 'user');
    press('Enter');
    type('c');
    expect(toMarkdown()).toBe('> a\n>\n> b\n>\n> c\n\nafter\n');
  });

  it('Enter at the end of a nested quote with a block after it adds a paragraph to that quote', () => {
    const cases: [string, string, string][] = [
      ['> > inner\n\nafter\n', 'inner', '> > inner\n> >\n> > new\n\nafter\n'],
      // The quote gained a paragraph (its structure changed); the paragraph it had keeps its soft line break.
      ['> Quote level one\n>\n> > Nested quote\n> > continues\n\nafter\n', 'continues', '> Quote level one\n>\n> > Nested quote\n> > continues\n> >\n> > new\n\nafter\n'],
    ];
    for (const [markdown, after, expected] of cases) {
      load(markdown);
      quill().setSelection(quill().getText().indexOf(after) + after.length, 0, 'user');
      press('Enter');
      type('new');
      expect(toMarkdown()).withContext(markdown).toBe(expected);
    }
  });

  it('Enter twice at the end of a nested quote steps out into the outer quote, in the markdown too', () => {
    for (const [markdown, expected] of [
      ['> > inner\n\nafter\n', '> > inner\n>\n> out\n\nafter\n'],
      ['> outer\n>\n> > inner\n', '> outer\n>\n> > inner\n>\n> out\n'],
    ]) {
      load(markdown);
      quill().setSelection(quill().getText().indexOf('inner') + 5, 0, 'user');
      press('Enter');
      press('Enter');
      type('out');
      expect(toMarkdown()).withContext(markdown).toBe(expected);
    }
  });

  it('Enter in the middle of a quote line splits it into two paragraphs of the quote', () => {
    load('> onetwo\n');
    quill().setSelection(3, 0, 'user');
    press('Enter');
    expect(toMarkdown()).toBe('> one\n>\n> two\n');
  });

  it('Enter on the empty line after a quote leaves it', () => {
    load('> a\n');
    quill().setSelection(1, 0, 'user');
    press('Enter');
    press('Enter');
    type('out');
    expect(quill().getFormat(quill().getText().indexOf('out'), 0)).toEqual({});
    expect(toMarkdown()).toBe('> a\n\nout\n');
  });

  it('Blockquote on two paragraphs still makes two quotes', () => {
    load('one\n\ntwo');
    quill().setSelection(0, 5, 'user');
    editor().exec('Blockquote');
    expect(editor().getMarkdown()).toBe('> one\n\n> two');
  });

  it('Enter at the end of a further paragraph of a list item adds one to the item (guard: no quote involved)', () => {
    load('- a\n\n  b\n\nafter\n');
    quill().setSelection(quill().getText().indexOf('b') + 1, 0, 'user');
    press('Enter');
    type('c');
    expect(toMarkdown()).toBe('- a\n\n  b\n\n  c\n\nafter\n');
  });
});
