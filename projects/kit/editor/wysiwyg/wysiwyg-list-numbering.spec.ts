import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/**
 * The numbers Quill's CSS counters draw on the ordered items under `root`, worked out from each
 * element's resolved counter properties in document order (a drawn counter cannot be read from
 * script). Quill's counters are made once on its root and only incremented and set below it, so
 * there are no nested scopes to follow; CSS applies reset, then increment, then set.
 */
function drawnNumbers(root: HTMLElement): number[] {
  const counters = new Map<string, number>();
  const pairs = (value: string, implied: number) =>
    value === 'none' ? [] : Array.from(value.matchAll(/(list-\d)(?: (-?\d+))?/g), (m) => [m[1], m[2] === undefined ? implied : Number(m[2])] as const);
  const drawn: number[] = [];
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const style = getComputedStyle(element);
    for (const [name, value] of pairs(style.counterReset, 0)) counters.set(name, value);
    for (const [name, value] of pairs(style.counterIncrement, 1)) counters.set(name, (counters.get(name) ?? 0) + value);
    for (const [name, value] of pairs(style.counterSet, 0)) counters.set(name, value);
    // A task of an ordered list draws its box, not its number, but counts as the preview's item does.
    if (element.matches('li:is([data-list=ordered], [data-kit-ordered]):not([data-kit-continue])')) {
      drawn.push(counters.get(`list-${/\bql-indent-(\d)\b/.exec(element.className)?.[1] ?? 0}`)!);
    }
  }
  return drawn;
}

/** The numbers the markdown preview gives the same items (`<ol start>` and the item's place). */
function previewNumbers(html: string): number[] {
  const preview = document.createElement('div');
  preview.innerHTML = html;
  return Array.from(preview.querySelectorAll('ol > li'), (item) => {
    const list = item.parentElement as HTMLOListElement;
    return list.start + Array.from(list.children).indexOf(item);
  });
}

describe('KitEditor WYSIWYG list numbers against the preview', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const CASES: { title: string; markdown: string; numbers: number[] }[] = [
    // An item's quote or code block ends the lists nested deeper in that item.
    { title: 'a quote of an item after its nested list', markdown: '1. a\n   1. x\n\n   > q of a\n\n   1. y\n2. b', numbers: [1, 1, 1, 2] },
    { title: 'a code block of an item after its nested list', markdown: '1. a\n   1. x\n\n   ```\n   code\n   ```\n\n   1. y\n2. b', numbers: [1, 1, 1, 2] },
    { title: 'the same in a quote', markdown: '> 1. a\n>    1. x\n>\n>    > q\n>\n>    1. y', numbers: [1, 1, 1] },
    { title: 'a quote of a nested item (guard)', markdown: '1. a\n   1. x\n\n      > q of x\n\n   2. y\n2. b', numbers: [1, 1, 2, 2] },
    { title: 'a quote of a nested item, then the outer list (guard)', markdown: '1. a\n   1. x\n\n      > q\n\n2. b\n   1. z', numbers: [1, 1, 2, 1] },
    // A quote that starts or ends between two list lines starts a new list.
    { title: 'a list, then a quoted list', markdown: '1. a\n2. b\n\n> 1. c\n> 2. d', numbers: [1, 2, 1, 2] },
    { title: 'a quoted list, then a list', markdown: '> 1. a\n> 2. b\n\n1. c', numbers: [1, 2, 1] },
    { title: 'two quoted lists side by side', markdown: '> 1. a\n\n> 1. b', numbers: [1, 1] },
    { title: 'one quoted list (guard)', markdown: '> 1. a\n> 2. b\n> 3. c', numbers: [1, 2, 3] },
    { title: 'a quoted list in an item, then the outer list (guard)', markdown: '1. a\n\n   > 1. x\n\n2. b', numbers: [1, 1, 2] },
    { title: 'a code block and a quote of an item in a row (guard)', markdown: '1. a\n\n   ```\n   c\n   ```\n\n   > q\n\n2. b', numbers: [1, 2] },
    { title: 'a table of an item (guard)', markdown: '1. a\n\n   | t |\n   | - |\n   | 1 |\n\n2. b', numbers: [1, 2] },
    { title: 'lists apart, after a table', markdown: '1. a\n\n| t |\n| - |\n| 1 |\n\n1. b', numbers: [1, 1] },
    { title: 'a table of a nested item ends the lists nested deeper', markdown: '1. a\n   1. x\n\n   | t |\n   | - |\n   | 1 |\n\n   1. y\n2. b', numbers: [1, 1, 1, 2] },
    { title: 'a rule and a raw HTML block of items', markdown: '1. a\n\n   ***\n\n2. b\n\n   <div>x</div>\n\n3. c', numbers: [1, 2, 3] },
    { title: 'an item that is a rule', markdown: '1. ***\n2. b', numbers: [1, 2] },
    { title: 'a heading of an item', markdown: '1. a\n\n   ## H\n\n2. b', numbers: [1, 2] },
    { title: 'lists apart, after a paragraph, a rule or raw HTML', markdown: '1. a\n2. b\n\np\n\n1. c\n\n***\n\n1. d\n\n<div>x</div>\n\n1. e', numbers: [1, 2, 1, 1, 1] },
    { title: 'a quote between the items of a quoted list (guard)', markdown: '> 1. a\n>\n>    > q\n>\n> 2. b', numbers: [1, 2] },
    { title: 'a quote after a quoted list (guard)', markdown: '> 1. a\n>\n> > q\n>\n> 1. b', numbers: [1, 1] },
    // An ordered list after a bullet list starts from 1, also when the bullet list's last item has a nested list.
    { title: 'an ordered list after a bullet list with a nested ordered list', markdown: '1. a\n2. b\n\n- x\n  1. y\n1. c', numbers: [1, 2, 1, 1] },
    { title: 'an ordered list after a bullet list with a nested bullet list', markdown: '1. a\n- x\n  - y\n1. c', numbers: [1, 1] },
    { title: 'a nested ordered list after a nested bullet list', markdown: '1. a\n   1. p\n   - x\n   1. y', numbers: [1, 1, 1] },
    { title: 'a nested ordered list after a nested bullet list with a list in it', markdown: '1. a\n   1. p\n   - x\n     - deep\n   1. y', numbers: [1, 1, 1] },
    { title: 'an ordered list after a bullet list in a quote', markdown: '> 1. a\n> - x\n>   - y\n> 1. c', numbers: [1, 1] },
    // A list that starts at another number after a quote keeps its number.
    { title: 'a list from 3 after a quoted list in an item', markdown: '1. a\n\n   > 1. q\n\n   3. c\n   4. d', numbers: [1, 1, 3, 4] },
    { title: 'a list from 3 after a quoted list', markdown: '> 1. a\n\n3. c\n4. d', numbers: [1, 3, 4] },
    { title: 'a quoted list from 3 after a list', markdown: '1. a\n\n> 3. c\n> 4. d', numbers: [1, 3, 4] },
    // Two ordered lists next to each other (`1.` then `1)`): Quill keeps them in one container, numbered on.
    { title: 'two ordered lists side by side', markdown: '1. a\n2. b\n\n1) c\n2) d', numbers: [1, 2, 1, 2] },
    { title: 'three ordered lists side by side', markdown: '1. a\n\n1) b\n\n1. c', numbers: [1, 1, 1] },
    { title: 'an ordered list from 3 after another', markdown: '1. a\n2. b\n\n3) c\n4) d', numbers: [1, 2, 3, 4] },
    { title: 'two nested ordered lists side by side', markdown: '1. top\n   1. a\n\n   1) b\n2. next', numbers: [1, 1, 1, 2] },
    { title: 'two ordered lists side by side in a quote', markdown: '> 1. a\n>\n> 1) b', numbers: [1, 1] },
    // Tasks of ordered lists are items of them (wysidiff QA 2026-11-27: the item after a task restarted at 1).
    { title: 'an ordered list with a task item', markdown: '1. a\n2. [ ] b\n3. c', numbers: [1, 2, 3] },
    { title: 'an ordered list from 5 starting with a task', markdown: '5. [x] a\n6. b', numbers: [5, 6] },
    { title: 'an ordered task list after a bullet list', markdown: '- x\n\n1. [ ] a\n2. b', numbers: [1, 2] },
    { title: 'a nested ordered list with a task', markdown: '1. a\n   1. [ ] x\n   2. y\n2. b', numbers: [1, 1, 2, 2] },
    // verify12: the further paragraphs of an ordered task counted as items (c drawn as 5).
    { title: 'an ordered task with further paragraphs', markdown: '1. [x] a\n\n   para\n\n   more\n2. [ ] b\n3. c', numbers: [1, 2, 3] },
    { title: 'one ordered list with nested bullets (guard)', markdown: '1. a\n   - x\n2. b\n   - y\n     1. z\n3. c', numbers: [1, 2, 1, 3] },
  ];

  it('draws the markers of nested lists as the preview does: numbers at every level; disc, circle, square', () => {
    const markdown = '1. a\n   1. b\n      1. c\n         1. d\n            1. e\n\n- f\n  - g\n    - h\n      - i\n';
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const drawn = Array.from(editor.getSquire().root.querySelectorAll('li'), (item) => getComputedStyle(item.querySelector('.ql-ui')!, '::before').content);
    // The browser's markers in the preview, as the characters and counter styles they stand for.
    const preview = document.createElement('div');
    preview.className = 'kit-editor-contents';
    preview.innerHTML = editor.getHtml();
    document.body.appendChild(preview);
    const styles = Array.from(preview.querySelectorAll('li'), (item) => getComputedStyle(item).listStyleType);
    preview.remove();
    expect(styles).toEqual(['decimal', 'decimal', 'decimal', 'decimal', 'decimal', 'disc', 'circle', 'square', 'square']);
    const MARKER: Record<string, (level: number) => string> = {
      decimal: (level) => `counter(list-${level}) ". "`,
      disc: () => '"\u2022"',
      circle: () => '"\u25E6"',
      square: () => '"\u25AA"',
    };
    const levels = [0, 1, 2, 3, 4, 0, 1, 2, 3];
    // Quill's own rule for level 0 and 3 names the style (decimal); the same marker.
    expect(drawn.map((content) => content.replace(/counter\((list-\d), decimal\)/, 'counter($1)'))).toEqual(styles.map((style, i) => MARKER[style](levels[i])));
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('draws the items of an ordered list with a task as one list (no gap before or after the task)', () => {
    const editor = create({ initialValue: '1. a\n2. [ ] b\n3. c', initialEditType: 'wysiwyg' });
    const gaps = Array.from(editor.getSquire().root.querySelectorAll('li'), (item) => getComputedStyle(item).marginTop);
    expect(gaps).toEqual(['0px', '0px', '0px']);
  });

  for (const { title, markdown, numbers } of CASES) {
    it(`numbers ${title} as the preview does`, () => {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      expect(previewNumbers(editor.getHtml())).withContext('the preview').toEqual(numbers);
      expect(drawnNumbers(editor.getSquire().root)).withContext('WYSIWYG').toEqual(numbers);
      expect(editor.getMarkdown()).toBe(markdown);
    });
  }
});

/** A list item whose first block is another list: `1. 1. x`, `- - x`, `> 2. 1. g`. */
const ITEM_OPENING_WITH_A_LIST = /^[ >]*(?:[-*+]|\d+[.)]) +(?:[-*+]|\d+[.)])(?: |$)/m;

describe('KitEditor WYSIWYG list numbers of the markdown random edits make', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /*
   * Random list edits in WYSIWYG (seeded), and after each the markdown they give, loaded afresh:
   * its drawn numbers must be the preview's. Not the edited state itself: some states have no
   * markdown of their own (an item two levels deeper than the one before it, an empty paragraph
   * between two lists, a quoted item nested in an unquoted one), so the markdown, and the preview,
   * is another document than the one drawn; the marks of an edited state are checked against a
   * fresh editor's in wysiwyg-sibling-rules.spec.ts.
   */
  for (const run of [3, 11, 14, 18, 27, 41]) {
    it(`numbers what 40 random list edits give as the preview does (seed ${run})`, () => {
      const editor = create({ initialValue: '1. a\n2. b\n   - c\n   1. d\n3. e\n\n> 1. f\n> 2. g\n\n- h\n  1. i\n1. j\n\npara\n\n3. k\n4. l\n', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      let seed = run;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const kinds = ['ordered', 'bullet', 'ordered', false] as const;
      const seen = new Set<string>();
      for (let step = 0; step < 40; step++) {
        const length = quill.getLength();
        const index = random(length - 1);
        switch (random(5)) {
          case 0:
            quill.insertText(index, '\n', 'user');
            break;
          case 1:
            quill.formatLine(index, 1, 'list', kinds[random(kinds.length)], 'user');
            break;
          case 2:
            quill.formatLine(index, 1, 'indent', random(3) || false, 'user');
            break;
          case 3:
            quill.deleteText(index, Math.min(1 + random(4), length - 1 - index), 'user');
            break;
          default:
            quill.history.undo();
        }
        const markdown = editor.getMarkdown();
        // An item that starts with a list ("1. 1. x", "- - x"): Quill has no line for the empty outer
        // item, so WYSIWYG draws one marker where the preview draws two (README, Not done yet).
        if (seen.has(markdown) || ITEM_OPENING_WITH_A_LIST.test(markdown)) continue;
        seen.add(markdown);
        const fresh = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
        expect(drawnNumbers(fresh.getSquire().root)).withContext(`step ${step}: ${JSON.stringify(markdown)}`).toEqual(previewNumbers(fresh.getHtml()));
        fresh.remove();
      }
      expect(seen.size).withContext('documents checked').toBeGreaterThan(5);
    });
  }
});
