import { useWysiwygEditing } from '../editor-spec-helpers';

/*
 * A task item's code block, quote or heading stays a block of the item in WYSIWYG (verify12,
 * 2026-11-27: the task's box went onto each of their lines, so a fence's lines were drawn as ticked
 * tasks of inline code, and one letter typed in them wrote them as tasks: the fence was lost).
 */
describe('WYSIWYG blocks inside task items', () => {
  const { load, type, toMarkdown, quill } = useWysiwygEditing();

  // The markdown after typing: the block edited keeps its place in the item. (A blank line comes
  // before the next task: marked renders these loose task lists with and without it alike only
  // when it is there, so the source's spelling of the list is not kept.)
  const CASES: [string, string, string, number, string][] = [
    ['a fenced code block', '- [x] install\n\n  ```sh\n  npm install\n  npm test\n  ```\n- [ ] deploy\n', 'npm test', 2, '- [x] install\n\n  ```sh\n  npm install\n  npm tests\n  ```\n\n- [ ] deploy\n'],
    ['a quote of an ordered task', '1. [ ] step\n\n   > quoted\n2. two\n', 'quoted', 1, '1. [ ] step\n\n   > quoteds\n\n2. two\n'],
    ['a heading', '- [ ] a\n\n  ## Title\n- [ ] b\n', 'Title', 2, '- [ ] a\n\n  ## Titles\n\n- [ ] b\n'],
  ];
  for (const [title, markdown, after, tasks, expected] of CASES) {
    it(`keeps ${title} a block of the item, also when typed in`, () => {
      load(markdown);
      const lines = quill().getLines().map((line) => (line.formats() as Record<string, unknown>)['list'] ?? null);
      expect(lines.filter((list) => list === 'checked' || list === 'unchecked').length).withContext('only the items are tasks').toBe(tasks);
      quill().setSelection(quill().getText().indexOf(after) + after.length, 0, 'user');
      type('s');
      expect(toMarkdown()).toBe(expected);
    });
  }
});
