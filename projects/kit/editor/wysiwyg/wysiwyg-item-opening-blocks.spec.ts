import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';
import { OPENS_ITEM_ATTRIBUTE } from './wysiwyg-item-marks';

/*
 * A heading, quote or code block as a list item's first block (`- ## b`): Quill holds such an item
 * as an empty list line with the block after it, and WYSIWYG drew the marker on a line of its own
 * above the block (exploratory testing, 2026-11-26). The block is drawn up beside the marker, as
 * the preview draws it.
 */
describe('WYSIWYG blocks that open a list item', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** The empty item line and its block in WYSIWYG for `markdown`, with their boxes. */
  const load = (markdown: string, block: string) => {
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg', height: '600px' });
    const root = editor.getSquire().root as HTMLElement;
    const opening = root.querySelector<HTMLElement>(block)!;
    const item = Array.from(root.querySelectorAll('li')).find((li) => li.textContent === '')!;
    return { editor, root, opening, item };
  };

  const CASES: [title: string, markdown: string, block: string][] = [
    ['a heading on a bullet item', '- a\n- ## heading\n- c\n', 'h2'],
    ['a heading on an ordered item', '1. a\n2. # heading\n3. c\n', 'h1'],
    ['a heading on a nested item', '- a\n  - ### heading\n- c\n', 'h3'],
    ['a quote on a bullet item', '- a\n- > quoted\n- c\n', 'blockquote'],
    ['a quote on an ordered item', '1. a\n2. > quoted\n3. c\n', 'blockquote'],
    ['a code block on a bullet item', '- a\n- ```js\n  code()\n  ```\n- c\n', '.ql-code-block-container'],
    ['a heading on the first item', '- ## heading\n- c\n', 'h2'],
    ['a heading on an item in a quote', '> - a\n> - ## heading\n> - c\n', 'h2'],
    ['a quote on an item in a quote', '> - a\n> - > quoted\n> - c\n', 'blockquote, [data-kit-quote="2"]'],
  ];
  for (const [title, markdown, block] of CASES) {
    it(`draws ${title} beside the item's marker, between the items around it`, () => {
      const { editor, root, opening, item } = load(markdown, block);
      const line = opening.matches('.ql-code-block-container') ? opening.firstElementChild! : opening;
      expect(line.getAttribute(OPENS_ITEM_ATTRIBUTE)).toBe('1');
      const itemBox = item.getBoundingClientRect();
      const box = opening.getBoundingClientRect();
      // A heading may go up by its half-leading, so its baseline is the marker's.
      const halfLeading = (parseFloat(getComputedStyle(opening).lineHeight) - parseFloat(getComputedStyle(opening).fontSize)) / 2;
      expect(box.top).withContext('the block is up beside the marker').toBeGreaterThanOrEqual(itemBox.top - (/^h/.test(block) ? halfLeading + 0.5 : 0.5));
      expect(box.top).toBeLessThanOrEqual(itemBox.top + 0.5);
      // Nothing it covers: the item before it ends above it, the one after starts below it.
      const lines = Array.from(root.querySelectorAll('li')).filter((li) => li.textContent);
      for (const other of lines) {
        const otherBox = other.getBoundingClientRect();
        expect(otherBox.bottom <= itemBox.top + 0.5 || otherBox.top >= box.bottom - 0.5).withContext(`"${other.textContent}" clear of the block`).toBeTrue();
      }
      expect(editor.getMarkdown()).toBe(markdown);
    });
  }

  it('starts a heading of a nested item where the item\'s text starts (its indent class gave it the indent twice)', () => {
    const { root } = load('- a\n  - # nested\n  - b\n', 'h1');
    const heading = root.querySelector('h1')!;
    const b = Array.from(root.querySelectorAll('li')).find((li) => li.textContent === 'b')!;
    const textStart = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getClientRects()[0].left;
    };
    expect(Math.abs(textStart(heading) - textStart(b))).toBeLessThan(1);
  });

  it('takes ArrowUp from the block to the line above the item, and ArrowDown back into the block, past the hidden item line', () => {
    for (const [markdown, text] of [
      ['- a\n- ## heading\n- c\n', 'heading'],
      ['- a\n- > quoted\n- c\n', 'quoted'],
      ['- a\n- ```js\n  code()\n  ```\n- c\n', 'code()'],
    ]) {
      const { editor } = load(markdown, 'li');
      const quill = editor.getSquire();
      quill.focus();
      const press = (key: string) => quill.root.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      const block = quill.getText().indexOf(text);
      quill.setSelection(block + 2, 0, 'user');
      press('ArrowUp');
      expect(quill.getSelection()!.index).withContext(`${text}: ArrowUp`).toBe(quill.getText().indexOf('a') + 1);
      press('ArrowDown');
      expect(quill.getSelection()!.index).withContext(`${text}: ArrowDown`).toBe(block);
    }
  });

  it('draws the block below the item once the item has text, and beside it again when the text goes', () => {
    const { editor, opening, item } = load('- a\n- ## heading\n- c\n', 'h2');
    const quill = editor.getSquire();
    const at = quill.getText().indexOf('heading');
    quill.insertText(at - 1, 't', 'user');
    expect(opening.hasAttribute(OPENS_ITEM_ATTRIBUTE)).toBeFalse();
    expect(opening.getBoundingClientRect().top).toBeGreaterThanOrEqual(item.getBoundingClientRect().bottom);
    quill.deleteText(at - 1, 1, 'user');
    expect(opening.getAttribute(OPENS_ITEM_ATTRIBUTE)).toBe('1');
    expect(opening.getBoundingClientRect().top).toBeLessThan(item.getBoundingClientRect().bottom);
    expect(editor.getMarkdown()).toBe('- a\n- ## heading\n- c\n');
  });

  it('leaves a block after an item with text, and the mark out of getHtml', () => {
    const { editor, root } = load('- a\n\n  ## heading\n- c\n', 'h2');
    expect(root.querySelector(`[${OPENS_ITEM_ATTRIBUTE}]`)).toBeNull();
    editor.setMarkdown('- ## heading\n');
    expect(root.querySelector(`[${OPENS_ITEM_ATTRIBUTE}]`)).not.toBeNull();
    expect(editor.getSquire().getSemanticHTML()).not.toContain(OPENS_ITEM_ATTRIBUTE);
    expect(editor.getHtml()).not.toContain(OPENS_ITEM_ATTRIBUTE);
  });
});
