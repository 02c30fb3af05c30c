import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/** The vertical gap between the bottom of `a` and the top of `b`, px. */
function gap(a: Element, b: Element): number {
  return b.getBoundingClientRect().top - a.getBoundingClientRect().bottom;
}

describe('WYSIWYG block spacing', () => {
  const { create } = useEditorFactory();

  beforeAll(async () => {
    await loadQuill();
  });

  function lines(markdown: string): HTMLElement[] {
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg', height: '400px' });
    return [...(editor.getSquire().root as HTMLElement).querySelectorAll<HTMLElement>('p, li, h1, h2, td')];
  }

  it('two paragraphs stand apart, as in the preview; a hard line break inside one does not', () => {
    const [first, second] = lines('one\n\ntwo');
    expect(gap(first, second)).withContext('between paragraphs').toBeGreaterThan(5);
    const [broken] = lines('one  \ntwo');
    expect(broken.querySelectorAll('br').length).withContext('one paragraph with a hard break').toBe(1);
  });

  it('a heading, a list and a table stand apart from what follows them', () => {
    const [heading, paragraph, item, after] = lines('# Title\n\ntext\n\n- item\n\nafter');
    expect(gap(heading, paragraph)).toBeGreaterThan(3);
    expect(gap(paragraph, item)).toBeGreaterThan(5);
    expect(gap(item, after)).toBeGreaterThan(5);
  });

  it('an ordered list after a bullet list starts apart; items of one list do not, tasks among bullets included', () => {
    const [a, task, one, two] = lines('- a\n- [ ] task\n\n1. one\n2. two');
    expect(gap(a, task)).withContext('bullets and tasks in one list').toBeLessThan(2);
    expect(gap(task, one)).withContext('another list').toBeGreaterThan(5);
    expect(gap(one, two)).withContext('one list').toBeLessThan(2);
  });

  it('a list of another kind starts apart also after an item with a nested list', () => {
    const [a, x, b] = lines('1. a\n   - x\n- b');
    expect(gap(a, x)).withContext('an item and its nested list').toBeLessThan(2);
    expect(gap(x, b)).withContext('a bullet list after the ordered one').toBeGreaterThan(5);
    const [, y, c] = lines('- a\n  - y\n1. c');
    expect(gap(y, c)).withContext('an ordered list after the bullet one').toBeGreaterThan(5);
    const [, z, d] = lines('1. a\n   - z\n2. d');
    expect(gap(z, d)).withContext('the same list after the nested one').toBeLessThan(2);
  });

  it('two lists of a quote stand apart inside its bar also after a nested list', () => {
    const [, x, b] = lines('> 1. a\n>    - x\n> - b');
    expect(gap(x, b)).withContext('the bar runs through').toBeLessThan(2);
    expect(parseFloat(getComputedStyle(b).paddingTop)).withContext('the space is inside the second list').toBeGreaterThan(5);
  });

  it('a quote of a list, a code block or a table stands apart from the blocks around it, as in the preview', () => {
    const editor = create({ initialValue: '- x\n\n> - q\n\nafter list\n\n> ```\n> code\n> ```\n\nafter code\n\n> | t |\n> | - |\n> | 1 |\n\nafter table', initialEditType: 'wysiwyg', height: '600px' });
    const root = editor.getSquire().root as HTMLElement;
    const [x, q] = Array.from(root.querySelectorAll('li'));
    const [afterList, afterCode, afterTable] = Array.from(root.querySelectorAll(':scope > p'));
    expect(afterTable?.textContent).toBe('after table');
    expect(gap(x, q)).withContext('a list, then a quoted list').toBeGreaterThan(5);
    expect(gap(q, afterList)).withContext('a quoted list, then a paragraph').toBeGreaterThan(5);
    expect(gap(root.querySelector('.ql-code-block-container')!, afterCode)).withContext('a quoted code block, then a paragraph').toBeGreaterThan(5);
    expect(gap(root.querySelector('table')!, afterTable)).withContext('a quoted table, then a paragraph').toBeGreaterThan(5);
    expect(editor.getMarkdown()).toBe('- x\n\n> - q\n\nafter list\n\n> ```\n> code\n> ```\n\nafter code\n\n> | t |\n> | - |\n> | 1 |\n\nafter table');
  });

  it('an item of a loose list stands apart from the one before also when that one ends with a nested list', () => {
    const [a, x, b] = lines('1. a\n   - x\n\n2. b\n');
    expect(gap(a, x)).withContext('a loose item, then its nested list').toBeGreaterThan(5);
    expect(gap(x, b)).withContext('the next item of the loose list').toBeGreaterThan(5);
    const [, y, c] = lines('1. a\n   - y\n2. c\n');
    expect(gap(y, c)).withContext('a tight list (guard)').toBeLessThan(2);
  });

  it('the lines of one quote keep no gap, so its bar runs through', () => {
    const [a, b] = lines('> - a\n> - b');
    expect(gap(a, b)).toBeLessThan(2);
  });
});
