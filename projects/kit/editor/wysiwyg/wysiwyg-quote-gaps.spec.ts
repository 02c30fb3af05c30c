import { useEditorFactory, finishWysiwygLoad, useSmallLoadSteps, useWysiwygEditing } from '../editor-spec-helpers';
import { AFTER_QUOTE_ATTRIBUTE, QUOTE_GAP_ATTRIBUTE } from './wysiwyg-quote-gaps';

/*
 * Two quotes next to each other in WYSIWYG (`> - a\n\n> - b`) are drawn as two: a gap between them
 * that no bar runs through. Quill draws each line of a quote as an element of its own, so the
 * geometry is read from the lines: where one quote ends and the next starts.
 */
describe('KitEditor WYSIWYG gaps between neighbouring quotes', () => {
  const { load, press, type, toMarkdown, editor, quill } = useWysiwygEditing();

  /** The line element (a Quill line's node) holding `text`. */
  const lineOf = (text: string): HTMLElement => {
    const at = quill().getText().indexOf(text);
    expect(at).withContext(`"${text}" in ${JSON.stringify(quill().getText())}`).toBeGreaterThanOrEqual(0);
    const [line] = quill().getLine(at);
    return line!.domNode as HTMLElement;
  };

  /** What draws a line's bars: a code line's box is its code block's. */
  const boxOf = (line: HTMLElement) => (line.classList.contains('ql-code-block') ? line.parentElement! : line);

  /** The space between the boxes (and so the bars) of the lines holding `above` and `below`. */
  const gapBetween = (above: string, below: string) => boxOf(lineOf(below)).getBoundingClientRect().top - boxOf(lineOf(above)).getBoundingClientRect().bottom;

  const TWO_QUOTES: { title: string; markdown: string }[] = [
    { title: 'lists', markdown: '> - a\n\n> - b\n' },
    { title: 'ordered lists', markdown: '> 1. a\n\n> 1. b\n' },
    { title: 'a heading, then a list', markdown: '> ## a\n\n> - b\n' },
    { title: 'a list, then a paragraph', markdown: '> - a\n\n> b\n' },
    { title: 'a paragraph, then a list', markdown: '> a\n\n> - b\n' },
    { title: 'fences', markdown: '> ```\n> a\n> ```\n\n> ```\n> b\n> ```\n' },
    { title: 'quotes in quotes', markdown: '> > a\n\n> > b\n' },
    { title: 'paragraphs (plain quotes)', markdown: '> a\n\n> b\n' },
  ];

  for (const { title, markdown } of TWO_QUOTES) {
    it(`leaves a gap between two quotes of ${title}, and they stay two`, () => {
      load(markdown);
      expect(gapBetween('a', 'b')).toBeGreaterThan(8);
      expect(editor().getMarkdown()).toBe(markdown);
    });
  }

  const ONE_QUOTE: { title: string; markdown: string; lines: string[] }[] = [
    { title: 'a list and a paragraph', markdown: '> - a\n> - b\n>\n> c\n', lines: ['a', 'b', 'c'] },
    { title: 'a paragraph and a list', markdown: '> a\n>\n> - b\n', lines: ['a', 'b'] },
    { title: 'a list and a fence', markdown: '> - a\n>\n> ```\n> b\n> ```\n', lines: ['a', 'b'] },
    { title: 'two paragraphs (a plain quote)', markdown: '> a\n>\n> b\n', lines: ['a', 'b'] },
    { title: 'paragraphs in a quote in a quote', markdown: '> > a\n> >\n> > b\n', lines: ['a', 'b'] },
    { title: 'a bullet list and an ordered list', markdown: '> - a\n> 1. b\n', lines: ['a', 'b'] },
    { title: 'an ordered list and a bullet list in a quote in a quote', markdown: '> > 1. a\n> > - b\n', lines: ['a', 'b'] },
  ];

  for (const { title, markdown, lines } of ONE_QUOTE) {
    it(`draws one quote of ${title} without a gap (guard)`, () => {
      load(markdown);
      for (let i = 1; i < lines.length; i++) expect(gapBetween(lines[i - 1], lines[i])).withContext(lines[i]).toBeCloseTo(0, 0);
      for (const line of lines) expect(lineOf(line).hasAttribute(QUOTE_GAP_ATTRIBUTE)).withContext(line).toBeFalse();
    });
  }

  it('keeps two lists in one quote apart by the second one\'s padding, which the bars cover', () => {
    load('> - a\n> 1. b\n> - c\n');
    for (const line of ['b', 'c']) {
      expect(parseFloat(getComputedStyle(lineOf(line)).paddingTop)).withContext(line).toBeGreaterThan(8);
      expect(parseFloat(getComputedStyle(lineOf(line)).marginTop)).withContext(line).toBe(0);
    }
    expect(editor().getMarkdown()).toBe('> - a\n> 1. b\n> - c\n');
  });

  const INSIDE_ONE: { title: string; markdown: string }[] = [
    { title: 'quotes', markdown: '> > a\n>\n> > b\n' },
    { title: 'lists', markdown: '> > - a\n>\n> > - b\n' },
    { title: 'a list, then a fence', markdown: '> > - a\n>\n> > ```\n> > b\n> > ```\n' },
    { title: 'quotes two deep', markdown: '> > > a\n> >\n> > > b\n' },
  ];

  for (const { title, markdown } of INSIDE_ONE) {
    it(`leaves a gap between two ${title} inside one quote, which the outer bar runs through`, () => {
      load(markdown);
      const gap = gapBetween('a', 'b');
      expect(gap).toBeGreaterThan(8);
      // The outer bar is drawn over the gap, above the second quote's first line.
      const bar = getComputedStyle(boxOf(lineOf('b')), '::before');
      expect(bar.content).not.toBe('none');
      expect(parseFloat(bar.top)).toBeCloseTo(-gap, 0);
      expect(parseFloat(bar.height)).toBeCloseTo(gap, 0);
      expect(editor().getMarkdown()).toBe(markdown);
    });
  }

  it('a new line made by Enter in a quote stays in it without a gap, and the gap stays at the quote', () => {
    load('> - a\n\n> - b\n');
    quill().setSelection(quill().getText().indexOf('b') + 1, 0, 'user');
    press('Enter');
    type('c');
    expect(lineOf('b').getAttribute(QUOTE_GAP_ATTRIBUTE)).toBe('1');
    expect(lineOf('c').hasAttribute(QUOTE_GAP_ATTRIBUTE)).toBeFalse();
    expect(gapBetween('b', 'c')).toBeCloseTo(0, 0);
    expect(gapBetween('a', 'b')).toBeGreaterThan(8);
    expect(toMarkdown()).toBe('> - a\n\n> - b\n> - c\n');
  });

  it('marking looks no line up by index (a walk over a long document), typing or after Enter; the marks follow the DOM', () => {
    load('> - a\n\n> - b\n');
    const getLines = spyOn(quill(), 'getLines').and.callThrough();
    quill().setSelection(quill().getText().indexOf('b') + 1, 0, 'user');
    type('xy');
    expect(getLines).not.toHaveBeenCalled();
    expect(lineOf('bxy').getAttribute(QUOTE_GAP_ATTRIBUTE)).toBe('1');
    press('Enter');
    type('c');
    expect(getLines).not.toHaveBeenCalled();
    expect(lineOf('bxy').getAttribute(QUOTE_GAP_ATTRIBUTE)).toBe('1');
    expect(lineOf('c').hasAttribute(QUOTE_GAP_ATTRIBUTE)).toBeFalse();
    expect(toMarkdown()).toBe('> - a\n\n> - bxy\n> - c\n');
  });

  it('the gap goes when the text between two quotes is taken out and they become one', () => {
    load('> - a\n\nmid\n\n> - b\n');
    const at = quill().getText().indexOf('mid');
    quill().deleteText(at, 4, 'user');
    // Two quotes still: the second quote now starts right after the first.
    expect(lineOf('b').getAttribute(QUOTE_GAP_ATTRIBUTE)).toBe('1');
    // Made one: the line takes the first quote's key, as a list item made in it would.
    quill().formatLine(quill().getText().indexOf('b'), 1, { 'kit-quote-id': lineOf('a').getAttribute('data-kit-quote-id') }, 'user');
    expect(lineOf('b').hasAttribute(QUOTE_GAP_ATTRIBUTE)).toBeFalse();
    expect(gapBetween('a', 'b')).toBeCloseTo(0, 0);
  });

  it('the mark is no content: loading and marking makes no change event and no text-change', () => {
    let changes = 0;
    load('> - a\n\n> - b\n\n> c\n\n> > d\n>\n> > e\n');
    editor().on('change', () => changes++);
    let textChanges = 0;
    quill().on('text-change', () => textChanges++);
    quill().update('user'); // Quill reads back the marks written so far
    expect(quill().root.querySelectorAll(`[${QUOTE_GAP_ATTRIBUTE}]`).length).toBe(4); // b, c, d (after c), e
    expect(textChanges).toBe(0);
    expect(changes).toBe(0);
    quill().setSelection(quill().getText().indexOf('b') + 1, 0, 'user');
    type('x');
    quill().update('user');
    expect(textChanges).toBe(1);
  });

  it('the mark never reaches the HTML, the markdown, the Delta or the clipboard', () => {
    const markdown = '> - a\n\n> - b\n\n> ## c\n\n> d\n\n> > e\n>\n> > f\n\n> ```\n> g\n> ```\n';
    load(markdown);
    quill().setSelection(quill().getText().indexOf('a') + 1, 0, 'user');
    type('x'); // an edit, so the markdown is written from Quill's HTML
    expect(quill().root.querySelectorAll(`[${QUOTE_GAP_ATTRIBUTE}]`).length).toBeGreaterThanOrEqual(5);
    expect(editor().getHtml()).not.toContain(QUOTE_GAP_ATTRIBUTE);
    expect(editor().getMarkdown()).toBe(markdown.replace('- a', '- ax'));
    expect(JSON.stringify(quill().getContents())).not.toContain('gap');
    expect(quill().getSemanticHTML()).not.toContain(QUOTE_GAP_ATTRIBUTE);
    quill().setSelection(0, quill().getLength(), 'user');
    const copy = new ClipboardEvent('copy', { clipboardData: new DataTransfer(), bubbles: true, cancelable: true });
    quill().root.dispatchEvent(copy);
    const html = copy.clipboardData!.getData('text/html');
    expect(html).toContain('<blockquote'); // Quill did copy
    expect(html).not.toContain(QUOTE_GAP_ATTRIBUTE);
  });

  it('marks the line that leaves a quote, follows edits, and keeps the mark out of the HTML and the Delta', () => {
    const markdown = '> - q\n\npara\n\n- x\n\n> y\n\nz\n';
    load(markdown);
    const marked = () => Array.from(quill().root.querySelectorAll(`[${AFTER_QUOTE_ATTRIBUTE}]`), (line) => line.textContent);
    expect(marked()).toEqual(['para', 'z']);
    quill().setSelection(quill().getText().indexOf('para') + 4, 0, 'user');
    type('!');
    expect(editor().getMarkdown()).toBe(markdown.replace('para', 'para!'));
    expect(editor().getHtml()).not.toContain(AFTER_QUOTE_ATTRIBUTE);
    expect(quill().getSemanticHTML()).not.toContain(AFTER_QUOTE_ATTRIBUTE);
    expect(JSON.stringify(quill().getContents())).not.toContain('after');
    quill().history.cutoff();
    quill().formatLine(quill().getText().indexOf('y'), 1, 'blockquote', false, 'user'); // y is no quote now
    expect(marked()).toEqual(['para!']);
    quill().history.undo();
    expect(marked()).toEqual(['para!', 'z']);
  });

  it('text that spells the mark stays as typed (guard: only marks in tags are taken out)', () => {
    const text = 'a data-kit-quote-gap="1" b';
    load('> x\n\n> y\n');
    quill().setSelection(quill().getText().indexOf('y') + 1, 0, 'user');
    type(` ${text}`);
    expect(editor().getMarkdown()).toBe(`> x\n\n> y ${text}\n`);
  });
});

describe('KitEditor WYSIWYG gaps between quotes of a long document loaded in steps', () => {
  const { create } = useEditorFactory();
  useSmallLoadSteps();

  for (const fromEnd of [false, true]) {
    it(`marks the quotes of blocks that come in later${fromEnd ? ', before the end shown first' : ''}`, async () => {
      let markdown = '';
      for (let i = 0; i < 40; i++) markdown += `> - a${i}

> - b${i}

para ${i}

`;
      const editor = create({ initialValue: markdown, height: '300px' });
      editor.changeMode('wysiwyg', !fromEnd);
      expect(editor.getService().isWysiwygLoading()).toBe(true);
      await finishWysiwygLoad(editor);
      const quill = editor.getSquire();
      // Each b item starts a quote of its own; each a item follows a paragraph.
      const marked = Array.from(quill.root.querySelectorAll(`[${QUOTE_GAP_ATTRIBUTE}]`)).map((line) => line.textContent);
      expect(marked).toEqual(Array.from({ length: 40 }, (_, i) => `b${i}`));
      expect(editor.getMarkdown()).toBe(markdown);
    });
  }
});


describe('KitEditor WYSIWYG gaps between quotes after Enter in a run of equal lines', () => {
  const { load, quill } = useWysiwygEditing();

  it('only the line that starts the second quote keeps the gap', () => {
    // Enter splits off a copy of the line's element, marks and all, and among equal empty lines
    // Quill may report the new line at another of them: the marks follow the DOM instead.
    load('> x\n\n> - y\n');
    const at = quill().getText().indexOf('y');
    for (let i = 0; i < 4; i++) quill().insertText(at, '\n', 'user');
    const lines = Array.from(quill().root.querySelectorAll('blockquote, li'));
    expect(lines.map((line) => [line.textContent, line.getAttribute(QUOTE_GAP_ATTRIBUTE)])).toEqual([
      ['x', null],
      ['', '1'],
      ['', null],
      ['', null],
      ['', null],
      ['y', null],
    ]);
  });
});

describe('KitEditor WYSIWYG gaps between quotes: table cells', () => {
  const { load, quill } = useWysiwygEditing();

  it('a table cell that becomes quoted right after a quote line is marked (cells are lines two containers deep)', async () => {
    load('> a\n\n| x | y |\n| - | - |\n| 1 | 2 |\n');
    const cell = quill().root.querySelector('td')!;
    expect(cell.hasAttribute(QUOTE_GAP_ATTRIBUTE)).toBeFalse();
    cell.setAttribute('data-kit-quote', '1');
    cell.setAttribute('data-kit-quote-id', 'kqcell');
    await Promise.resolve(); // the marks' observer runs
    expect(cell.getAttribute(QUOTE_GAP_ATTRIBUTE)).toBe('1');
  });
});
