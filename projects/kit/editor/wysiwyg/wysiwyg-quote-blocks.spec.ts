import { editInWysiwygAfter, useEditorFactory } from '../editor-spec-helpers';
import { markdownSignature } from '../markdown-signature';
import { loadQuill } from './quill-loader';

/*
 * Quotes that hold other blocks (a list, a fence, a heading, a quote) edited in WYSIWYG: the edited
 * quote is written back from Quill's content, which must keep the blocks inside the quote.
 */
describe('KitEditor WYSIWYG quotes holding blocks', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const editAfter = editInWysiwygAfter;

  const CASES: { title: string; markdown: string; after: string; expected: string }[] = [
    { title: 'a bullet list', markdown: '> - apple\n> - pear\n', after: 'apple', expected: '> - appleX\n> - pear\n' },
    { title: 'an ordered list', markdown: '> 1. one\n> 2. two\n', after: 'two', expected: '> 1. one\n> 2. twoX\n' },
    { title: 'a task list', markdown: '> - [ ] todo\n> - [x] done\n', after: 'todo', expected: '> - [ ] todoX\n> - [x] done\n' },
    { title: 'a nested list', markdown: '> - a\n>   - b\n> - c\n', after: 'b', expected: '> - a\n>   - bX\n> - c\n' },
    { title: 'a fenced code block with its language', markdown: '> ```js\n> let a = 1;\n> ```\n', after: 'let a', expected: '> ```js\n> let aX = 1;\n> ```\n' },
    { title: 'a heading and a paragraph', markdown: '> ## Title\n>\n> text\n', after: 'text', expected: '> ## Title\n>\n> textX\n' },
    { title: 'a quote in a quote', markdown: '> outer\n>\n> > inner\n>\n> back\n', after: 'inner', expected: '> outer\n>\n> > innerX\n>\n> back\n' },
    { title: 'a quote of a quote only', markdown: '> > deep\n', after: 'deep', expected: '> > deepX\n' },
    { title: 'a list in a quote in a quote', markdown: '> > - a\n> > - b\n', after: 'a', expected: '> > - aX\n> > - b\n' },
    {
      title: 'a mixture',
      markdown: '> ## T\n>\n> intro\n>\n> - a\n> - b\n>\n> ```sh\n> npm i\n> ```\n>\n> > deep\n>\n> 1. one\n>\n> end\n',
      after: 'intro',
      expected: '> ## T\n>\n> introX\n>\n> - a\n> - b\n>\n> ```sh\n> npm i\n> ```\n>\n> > deep\n>\n> 1. one\n>\n> end\n',
    },
    { title: 'a list in a quote between blocks outside it', markdown: 'before\n\n> - a\n> - b\n\n- out\n', after: 'a', expected: 'before\n\n> - aX\n> - b\n\n- out\n' },
  ];

  for (const { title, markdown, after, expected } of CASES) {
    it(`keeps ${title} inside the quote after an edit in it`, () => {
      const editor = create({ initialValue: markdown });
      const back = editAfter(editor, after, 'X');
      expect(markdownSignature(back)).withContext(back).toEqual(markdownSignature(expected));
    });
  }

  /** Two quotes only a blank line apart, and the same with a change in each (so they convert together). */
  const APART: { title: string; markdown: string; expected: string }[] = [
    { title: 'lists', markdown: '> - a\n\n> - b\n', expected: '> - aX\n\n> - bY\n' },
    { title: 'ordered lists', markdown: '> 1. a\n\n> 1. b\n', expected: '> 1. aX\n\n> 1. bY\n' },
    { title: 'headings', markdown: '> ## a\n\n> ## b\n', expected: '> ## aX\n\n> ## bY\n' },
    { title: 'quotes in them', markdown: '> > a\n\n> > b\n', expected: '> > aX\n\n> > bY\n' },
    { title: 'fences', markdown: '> ```\n> a\n> ```\n\n> ```\n> b\n> ```\n', expected: '> ```\n> aX\n> ```\n\n> ```\n> bY\n> ```\n' },
    { title: 'a heading, then a list', markdown: '> ## a\n\n> - b\n', expected: '> ## aX\n\n> - bY\n' },
    { title: 'quotes inside one quote', markdown: '> > a\n>\n> > b\n', expected: '> > aX\n>\n> > bY\n' },
  ];

  for (const { title, markdown, expected } of APART) {
    it(`keeps two quotes of ${title} two quotes after an edit in both`, () => {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.insertText(quill.getText().indexOf('a') + 1, 'X', 'user');
      quill.insertText(quill.getText().indexOf('b') + 1, 'Y', 'user');
      const back = editor.getMarkdown();
      expect(markdownSignature(back)).withContext(back).toEqual(markdownSignature(expected));
    });
  }

  it('writes two quotes of lists as two, each line with its marker', () => {
    const editor = create({ initialValue: '> - a\n\n> - b\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(quill.getText().indexOf('a') + 1, 'X', 'user');
    quill.insertText(quill.getText().indexOf('b') + 1, 'Y', 'user');
    expect(editor.getMarkdown()).toBe('> - aX\n\n> - bY\n');
  });

  it('leaves the quote before byte for byte when only the second of two quotes is edited', () => {
    const editor = create({ initialValue: '> * a\n\n> - b\n' });
    expect(editAfter(editor, 'b', 'Y')).toBe('> * a\n\n> - bY\n');
  });

  it('Enter at the end of the first quote\'s item adds an item to that quote, not to the next', () => {
    const editor = create({ initialValue: '> - a\n\n> - b\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const end = quill.getText().indexOf('a') + 1;
    quill.setSelection(end, 0, 'user');
    const keyboard = quill.keyboard as unknown as { handleEnter(range: { index: number; length: number }, context: { format: Record<string, unknown> }): void };
    keyboard.handleEnter({ index: end, length: 0 }, { format: quill.getFormat(end, 0) });
    quill.insertText(end + 1, 'c', 'user');
    quill.insertText(quill.getText().indexOf('b') + 1, 'Y', 'user');
    expect(editor.getMarkdown()).toBe('> - a\n> - c\n\n> - bY\n');
  });

  it('Enter on an empty line of an inner quote goes out to the outer quote it is in', () => {
    const editor = create({ initialValue: '> > a\n>\n> > b\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('a') + 1, 0, 'user');
    const enter = () => quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    enter();
    enter(); // out of the first inner quote, still in the outer one
    const at = quill.getSelection(true).index;
    quill.insertText(at, 'mid', 'user');
    expect(editor.getMarkdown()).toMatch(/^> > a\n> ?\n> mid\n> ?\n> > b\n$/);
  });

  it('writes a list in a quote with the quote marker on every line', () => {
    const editor = create({ initialValue: '> - apple\n> - pear\n\n> 1. one\n> 2. two\n' });
    expect(editAfter(editor, 'apple', 'X').trimEnd()).toBe('> - appleX\n> - pear\n\n> 1. one\n> 2. two');
  });

  it('leaves the quote byte for byte when another block is edited', () => {
    const quote = '> ## T\n>\n> - a\n> - b\n>\n> ```sh\n> npm i\n> ```\n>\n> > deep\n';
    const editor = create({ initialValue: `para\n\n${quote}\nafter\n` });
    expect(editAfter(editor, 'para', 'X')).toBe(`paraX\n\n${quote}\nafter\n`);
  });

  it('draws the blocks inside the quote with its depth', () => {
    const editor = create({ initialValue: '> - a\n>\n> > b\n>\n> ## c\n', initialEditType: 'wysiwyg' });
    const root = editor.getSquire().root;
    expect(root.querySelector('li')?.getAttribute('data-kit-quote')).toBe('1');
    expect(root.querySelector('blockquote')?.getAttribute('data-kit-quote')).toBe('2');
    expect(root.querySelector('h2')?.getAttribute('data-kit-quote')).toBe('1');
    // Drawn as a quote: the heading has the quote's bar; the item draws it (a shadow) where the list starts.
    expect(parseFloat(getComputedStyle(root.querySelector('h2')!).borderInlineStartWidth)).toBeGreaterThan(0);
    expect(getComputedStyle(root.querySelector('li')!).boxShadow).not.toBe('none');
  });

  it('getHtml() in WYSIWYG gives the nested structure after an edit', () => {
    const editor = create({ initialValue: '> - a\n> - b\n>\n> > deep\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(1, 'X', 'user');
    const doc = new DOMParser().parseFromString(editor.getHtml(), 'text/html');
    expect(doc.querySelectorAll('body > blockquote').length).toBe(1);
    expect(doc.querySelectorAll('body > blockquote > ul > li').length).toBe(2);
    expect(doc.querySelector('body > blockquote > blockquote')?.textContent?.trim()).toBe('deep');
  });

  it('Enter at the end of an item in a quote makes another item of the quote', () => {
    const editor = create({ initialValue: '> - a\n> - b\n\nafter\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const end = quill.getText().indexOf('b') + 1;
    quill.setSelection(end, 0, 'user');
    // Quill's own Enter handler, as a key press reaches it (the line's block formats go to the new line).
    const keyboard = quill.keyboard as unknown as { handleEnter(range: { index: number; length: number }, context: { format: Record<string, unknown> }): void };
    keyboard.handleEnter({ index: end, length: 0 }, { format: quill.getFormat(end, 0) });
    quill.insertText(end + 1, 'c', 'user');
    expect(editor.getMarkdown()).toBe('> - a\n> - b\n> - c\n\nafter\n');
  });

  it('Enter on empty lines leaves the list, then the quote (one level per press), as in markdown mode', () => {
    const editor = create({ initialValue: '> > - a\n\nafter\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('a') + 1, 0, 'user');
    const enter = () => quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    const typeHere = (text: string) => {
      const at = quill.getSelection(true).index;
      quill.insertText(at, text, 'user');
      quill.setSelection(at + text.length, 0, 'user');
    };
    enter(); // a new empty item
    enter(); // the empty item leaves the list: an empty line of the inner quote
    typeHere('in2');
    enter();
    enter(); // the empty line leaves the inner quote
    typeHere('in1');
    enter();
    enter(); // and the outer one
    typeHere('out');
    // (The untouched list keeps its own bytes; the new lines are a block of their own after it.)
    expect(editor.getMarkdown()).toMatch(/^> > - a\n\n?(> >\n)?> > in2\n> ?\n> in1\n\nout\n\nafter\n$/);
  });

  it('Blockquote and Paragraph take a quoted list item or heading out of the quote', () => {
    const editor = create({ initialValue: '> - a\n> - b\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('a'), 0, 'user');
    editor.exec('Blockquote');
    expect(editor.getMarkdown()).toMatch(/^- a\n\n> - b\n$/);
    editor.setMarkdown('> ## T\n>\n> x\n');
    editor.getSquire().setSelection(0, 0, 'user');
    editor.exec('Paragraph');
    expect(editor.getMarkdown()).toMatch(/^T\n\n> x\n$/);
  });

  it('a list at another depth counts from its own start after an edit next to it', () => {
    const editor = create({ initialValue: '> 1. a\n> 2. b\n>\n> > 1. c\n' });
    expect(editAfter(editor, 'a', 'X')).toMatch(/^> 1\. aX\n> 2\. b\n> ?\n> > 1\. c\n$/); // it said "> > 3. c"
  });
});
