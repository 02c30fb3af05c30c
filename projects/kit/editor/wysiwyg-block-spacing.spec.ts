import { useEditorFactory } from './editor-spec-helpers';
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

  it('the lines of one quote keep no gap, so its bar runs through', () => {
    const [a, b] = lines('> - a\n> - b');
    expect(gap(a, b)).toBeLessThan(2);
  });
});
