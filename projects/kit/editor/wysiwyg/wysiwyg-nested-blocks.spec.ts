import { useWysiwygEditing } from '../editor-spec-helpers';
import { markdownSignature } from '../markdown-signature';

/*
 * Blocks nested in list items and quotes, edited in WYSIWYG: Quill's lines are flat (one line is
 * one list item, quote line or code line), so what a block sits in is kept in kit's block
 * attributes and put back when the edited block is written. After an edit, each block must still
 * be where it was.
 */
describe('KitEditor WYSIWYG blocks nested in list items and quotes', () => {
  const { load, toMarkdown, quill } = useWysiwygEditing();

  /** Loads `markdown` in WYSIWYG, types `typed` after the first `after`, and returns the markdown. */
  const editAfter = (markdown: string, after: string, typed = 'X') => {
    load(markdown);
    const at = quill().getText().indexOf(after);
    expect(at).withContext(`"${after}" in ${JSON.stringify(quill().getText())}`).toBeGreaterThanOrEqual(0);
    quill().insertText(at + after.length, typed, 'user');
    return toMarkdown();
  };

  /** Where the text of `element` (its last child) starts on screen. */
  const textStart = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element.lastChild!);
    return range.getBoundingClientRect().left;
  };
  /** The list item whose text is `text`. */
  const item = (text: string) => Array.from(quill().root.querySelectorAll('li')).find((li) => li.textContent === text)!;
  const left = (element: Element) => element.getBoundingClientRect().left;

  it('draws a code block, table, rule and raw HTML block of an item where the item\'s text starts, at each depth', () => {
    load('- a\n\n  ```\n  x\n  ```\n\n  | t |\n  | - |\n  | 1 |\n\n  ***\n\n  <div>raw</div>\n\n- b\n  - c\n\n    ```\n    y\n    ```\n\n    | u |\n    | - |\n    | 2 |\n');
    const root = quill().root;
    const blocks = Array.from(root.children).filter((child) => !['OL', 'UL', 'P'].includes(child.tagName));
    expect(blocks.map((block) => block.tagName.toLowerCase())).toEqual(['div', 'table', 'hr', 'div', 'div', 'table']);
    for (const block of blocks.slice(0, 4)) expect(left(block)).withContext(block.outerHTML.slice(0, 60)).toBeCloseTo(textStart(item('a')), 0);
    for (const block of blocks.slice(4)) expect(left(block)).withContext(block.outerHTML.slice(0, 60)).toBeCloseTo(textStart(item('c')), 0);
    // The nested item's indent, which Quill gives its cells too, is the table's margin, not their padding.
    const cell = root.querySelectorAll('table')[1].querySelector('td')!;
    expect(getComputedStyle(cell).paddingLeft).toBe('10px');
  });

  it('draws a quote of an item where the item\'s text starts, its bar too, and its text one padding further, at each depth', () => {
    load('- a\n\n  > quote of a\n\n- b\n  - c\n\n    > quote of c\n\n1. d\n\n   > quote of d\n');
    const quotes = Array.from(quill().root.querySelectorAll('blockquote'));
    expect(quotes.map((quote) => quote.textContent)).toEqual(['quote of a', 'quote of c', 'quote of d']);
    quotes.forEach((quote, i) => {
      const owner = item('acd'[i]);
      expect(left(quote)).withContext(quote.textContent!).toBeCloseTo(textStart(owner), 0);
      // The bar (4px) and the quote's own padding (12px), whatever Quill's indent class says.
      expect(textStart(quote) - left(quote)).withContext(quote.textContent!).toBeCloseTo(16, 0);
    });
    expect(toMarkdown()).toBe('- a\n\n  > quote of a\n\n- b\n  - c\n\n    > quote of c\n\n1. d\n\n   > quote of d\n');
  });

  it('draws a quote of blocks of an item (a list, a fence, a paragraph, a table) with its bar where the item\'s text starts', () => {
    const markdown = '> - top\n\n- a\n\n  > - quoted\n  >\n  > ```\n  > code\n  > ```\n\n- b\n\n  > para\n  >\n  > | t |\n  > | - |\n  > | x |\n';
    load(markdown);
    const root = quill().root;
    // Where each block's bar is: a list item's is 1.5em left of its box, a code block's or table's 16px, a quote line's is its border.
    const listBar = (item: Element) => left(item) - 1.5 * parseFloat(getComputedStyle(item).fontSize);
    expect(listBar(item('quoted'))).toBeCloseTo(textStart(item('a')), 0);
    expect(left(root.querySelector('.ql-code-block-container')!) - 16).toBeCloseTo(textStart(item('a')), 0);
    expect(left(root.querySelector('blockquote')!)).toBeCloseTo(textStart(item('b')), 0);
    expect(left(root.querySelector('table')!) - 16).toBeCloseTo(textStart(item('b')), 0);
    // The quoted item's text sits as far from its bar as a quoted list's at the top level.
    expect(textStart(item('quoted')) - listBar(item('quoted'))).toBeCloseTo(textStart(item('top')) - listBar(item('top')), 0);
    expect(toMarkdown()).toBe(markdown);
  });

  describe('a quoted list inside an item with more of the item after it', () => {
    // Quill keeps the quoted list and the item's own list after it in one list one level deeper;
    // an edit anywhere in the list wrote them as one list, without the quote.
    const CASES: [string, string][] = [
      ['- a\n\n  > - b\n\n  - c\n', 'a'],
      ['- a\n\n  > - b\n\n  - c\n', 'b'],
      ['- a\n\n  > - b\n\n  - c\n', 'c'],
      ['- a\n\n  > - b\n\n  > - c\n', 'b'], // two quotes side by side in the item
      ['- a\n  - b\n\n    > - q\n\n    - c\n', 'c'], // one level down
      ['- a\n\n  > - q\n  >   - deep\n\n  - c\n', 'deep'], // a list nested in the quoted one
      ['- a\n\n  > 1. q\n  > 2. r\n\n  - c\n\n  more text\n', 'r'],
      ['1. a\n\n   > 1. q\n\n   3. c\n   4. d\n', 'q'], // the list after the quote keeps its start number
      ['- a\n\n  > - q\n\n  - c\n\n  > - r\n', 'r'],
      ['- a\n\n  > > - b\n\n  - c\n', 'a'], // two quotes deep
      ['> - a\n>\n>   > > - b\n>\n>   - c\n', 'a'], // in an item that is in a quote itself
    ];
    for (const [markdown, after] of CASES) {
      it(`keeps ${JSON.stringify(markdown)} after an edit after "${after}"`, () => {
        const at = markdown.indexOf(after) + after.length;
        expect(editAfter(markdown, after)).toBe(`${markdown.slice(0, at)}X${markdown.slice(at)}`);
      });
    }
  });

  describe('a further paragraph of a list item after its nested list', () => {
    const CASES: { title: string; markdown: string; after: string; expected: string }[] = [
      { title: 'an edit in the item', markdown: '- a\n\n  - b\n\n  c\n', after: 'a', expected: '- aX\n\n  - b\n\n  c\n' },
      { title: 'an edit in the nested item', markdown: '- a\n\n  - b\n\n  c\n', after: 'b', expected: '- a\n\n  - bX\n\n  c\n' },
      { title: 'an edit in the paragraph itself', markdown: '- a\n\n  - b\n\n  c\n', after: 'c', expected: '- a\n\n  - b\n\n  cX\n' },
      { title: 'an item after it', markdown: '- a\n\n  - b\n\n  c\n\n- d\n', after: 'd', expected: '- a\n\n  - b\n\n  c\n\n- dX\n' },
      { title: 'an ordered list', markdown: '1. a\n\n   - b\n\n   c\n\n2. d\n', after: 'a', expected: '1. aX\n\n   - b\n\n   c\n\n2. d\n' },
      { title: 'a code block before it', markdown: '- a\n\n  ```\n  x\n  ```\n\n  c\n', after: 'a', expected: '- aX\n\n  ```\n  x\n  ```\n\n  c\n' },
    ];
    for (const { title, markdown, after, expected } of CASES) {
      it(`stays in the item after ${title}`, () => {
        const back = editAfter(markdown, after);
        expect(markdownSignature(back)).withContext(back).toEqual(markdownSignature(expected));
      });
    }

    it('is written indented after a blank line, under the item and not under its nested item', () => {
      // (The blank line between the item's text and its nested list stays as written: edit locality.)
      expect(editAfter('- a\n\n  - b\n\n  c\n', 'a')).toBe('- aX\n\n  - b\n\n  c\n');
    });

    it('is drawn without a marker of its own', () => {
      load('- a\n\n  - b\n\n  c\n');
      const items = Array.from(quill().root.querySelectorAll('li'));
      expect(items.map((li) => li.hasAttribute('data-kit-continue'))).toEqual([false, false, true]);
    });
  });

  describe('a quote inside a list item', () => {
    const CASES: { title: string; markdown: string; after: string; expected: string }[] = [
      { title: 'in a quote, after an edit in the item', markdown: '> - a\n>\n>   > q\n', after: 'a', expected: '> - aX\n>\n>   > q\n' },
      { title: 'in a quote, after an edit in it', markdown: '> - a\n>\n>   > q\n', after: 'q', expected: '> - a\n>\n>   > qX\n' },
      { title: 'in a quote, with an item after it', markdown: '> - a\n>\n>   > q\n>\n> - b\n', after: 'b', expected: '> - a\n>\n>   > q\n>\n> - bX\n' },
      { title: 'in a quote, of two paragraphs', markdown: '> - a\n>\n>   > q\n>   >\n>   > r\n', after: 'a', expected: '> - aX\n>\n>   > q\n>   >\n>   > r\n' },
      { title: 'outside quotes', markdown: '- a\n\n  > q\n', after: 'a', expected: '- aX\n\n  > q\n' },
      { title: 'outside quotes, with an item after it', markdown: '- a\n\n  > q\n\n- b\n', after: 'b', expected: '- a\n\n  > q\n\n- bX\n' },
      { title: 'of a nested item', markdown: '- a\n  - b\n\n    > q\n', after: 'a', expected: '- aX\n  - b\n\n    > q\n' },
      { title: 'opening with a heading', markdown: '- a\n\n  > # h\n', after: 'a', expected: '- aX\n\n  > # h\n' },
      { title: 'opening with a code block', markdown: '- a\n\n  > ```\n  > x\n  > ```\n', after: 'a', expected: '- aX\n\n  > ```\n  > x\n  > ```\n' },
      { title: 'opening with a list', markdown: '- a\n\n  > - b\n', after: 'a', expected: '- aX\n\n  > - b\n' },
      { title: 'opening with a list, after an edit in it', markdown: '- a\n\n  > - b\n', after: 'b', expected: '- a\n\n  > - bX\n' },
      { title: 'opening with a list, with an item after it', markdown: '- a\n\n  > - b\n\n- c\n', after: 'c', expected: '- a\n\n  > - b\n\n- cX\n' },
      { title: 'opening with a list, of a nested item', markdown: '- a\n  - b\n\n    > - c\n', after: 'a', expected: '- aX\n  - b\n\n    > - c\n' },
      { title: 'opening with a list, in a quote', markdown: '> - a\n>\n>   > - b\n', after: 'a', expected: '> - aX\n>\n>   > - b\n' },
      { title: 'opening with a heading, then a list and a code block', markdown: '- a\n\n  > # h\n  >\n  > - c\n  >\n  > ```\n  > x\n  > ```\n', after: 'a', expected: '- aX\n\n  > # h\n  >\n  > - c\n  >\n  > ```\n  > x\n  > ```\n' },
    ];
    for (const { title, markdown, after, expected } of CASES) {
      it(`stays in the item: ${title}`, () => {
        const back = editAfter(markdown, after);
        expect(markdownSignature(back)).withContext(back).toEqual(markdownSignature(expected));
      });
    }

    it('is written back in the item, in both quotes', () => {
      expect(editAfter('> - a\n>\n>   > q\n', 'a')).toBe('> - aX\n>\n>   > q\n');
    });

    it('is drawn two quotes deep', () => {
      load('> - a\n>\n>   > q\n');
      expect(quill().root.querySelector('blockquote')?.getAttribute('data-kit-quote')).toBe('2');
    });
  });

  describe('an empty list item that holds only a quote', () => {
    const CASES: { title: string; markdown: string; after: string; expected: string }[] = [
      { title: 'a quoted list, the only item', markdown: '-\n  > - b\n', after: 'b', expected: '-\n  > - bX\n' },
      { title: 'a quoted list, after an item', markdown: '- a\n-\n  > - b\n', after: 'b', expected: '- a\n-\n  > - bX\n' },
      { title: 'a quoted list, between items', markdown: '- a\n-\n  > - b\n- c\n', after: 'c', expected: '- a\n-\n  > - b\n- cX\n' },
      { title: 'a quoted list, in an ordered list', markdown: '1. a\n2.\n   > - b\n', after: 'a', expected: '1. aX\n2.\n   > - b\n' },
      { title: 'a quoted list, in a nested item', markdown: '- a\n  - c\n  -\n    > - b\n', after: 'a', expected: '- aX\n  - c\n  -\n    > - b\n' },
      { title: 'a quote of a paragraph', markdown: '- a\n-\n  > q\n', after: 'q', expected: '- a\n-\n  > qX\n' },
    ];
    for (const { title, markdown, after, expected } of CASES) {
      it(`keeps the item: ${title}`, () => {
        const back = editAfter(markdown, after);
        expect(markdownSignature(back)).withContext(back).toEqual(markdownSignature(expected));
      });
    }

    it('is drawn as an empty item before the quote', () => {
      load('- a\n-\n  > - b\n');
      expect(Array.from(quill().root.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['a', '', 'b']);
    });
  });

  describe('a code block in a list item in a quote', () => {
    const fence = (prefix: string) => `${prefix}\`\`\`\n${prefix}code\n${prefix}\`\`\`\n`;
    const CASES: { title: string; markdown: string }[] = [
      { title: 'in an item', markdown: `- a\n\n  > - b\n  >\n${fence('  >   ')}` },
      { title: 'in an item of a nested item', markdown: `- a\n  - a2\n\n    > - b\n    >\n${fence('    >   ')}` },
      { title: 'in an item, in a quote', markdown: `> - a\n>\n>   > - b\n>   >\n${fence('>   >   ')}` },
      { title: 'in an item, in a quote in an item', markdown: `- x\n\n  > - a\n  >\n  >   > - b\n  >   >\n${fence('  >   >   ')}` },
      { title: 'two items deep, in a quote in an item', markdown: `- x\n\n  > - a\n  >   - a2\n  >\n  >     > - b\n  >     >\n${fence('  >     >   ')}` },
    ];
    for (const { title, markdown } of CASES) {
      it(`stays in its item after an edit in the item: ${title}`, () => {
        const back = editAfter(markdown, 'b');
        expect(markdownSignature(back)).withContext(back).toEqual(markdownSignature(markdown.replace(' b\n', ' bX\n')));
      });
    }

    it('is written under the item, inside the quote', () => {
      expect(editAfter(`- a\n\n  > - b\n  >\n${fence('  >   ')}`, 'b')).toBe(`- a\n\n  > - bX\n  >\n${fence('  >   ')}`);
    });
  });
});
