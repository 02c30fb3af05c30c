import { useEditorFactory, wysiwygLines } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * UL, OL and Task on a list item with further paragraphs (`1. step\n\n   after`): the paragraphs go
 * with their item (wysidiff QA, 2026-11-27: they stayed in the list of the old kind, drawn as the
 * paragraph of an item that was no longer there, and written as an item of their own).
 */
describe('WYSIWYG list commands on an item with further paragraphs', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** Each line's text, list kind, level, and whether it continues an item, is an ordered task or is in an item. */
  const linesOf = (quill: ReturnType<ReturnType<typeof create>['getSquire']>) =>
    wysiwygLines(quill, (name) => ['list', 'indent', 'kit-continue', 'kit-ordered', 'kit-in-item'].includes(name));

  /** Runs `command` with the cursor in `at` of `markdown` in WYSIWYG; returns the markdown and the lines of WYSIWYG as edited and as a fresh load of that markdown has them. */
  const run = (markdown: string, at: string, command: string) => {
    const editor = create({ initialValue: markdown });
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf(at) + 1, 0, 'user');
    expect(editor.exec(command)).toBeTrue();
    const after = editor.getMarkdown();
    const edited = linesOf(quill);
    const fresh = create({ initialValue: after, initialEditType: 'wysiwyg' });
    return { after, edited, fresh: linesOf(fresh.getSquire()) };
  };

  const CASES: [string, string, string, string, string][] = [
    ['UL on a numbered item', '1. step\n\n   after\n2. two\n', 'step', 'UL', '- step\n\n  after\n\n1. two\n'],
    ['UL off on a bullet item', '- a\n- b\n\n  para in b\n- c\n', 'b', 'UL', '- a\n\nb\n\npara in b\n\n- c\n'],
    ['OL on a bullet item with a nested list before its paragraph', '- a\n  - n\n\n  more of a\n- b\n', 'a', 'OL', '1. a\n   - n\n\n   more of a\n\n- b\n'],
    ['Task on a numbered item', '1. step\n\n   after\n', 'step', 'Task', '1. [ ] step\n\n   after\n'],
    // verify13: the item's blocks were written at the top level but stayed drawn in the item.
    ['Task off on a task item with a code block', '- [ ] a\n\n  ```\n  c\n  ```\n- [ ] b\n', 'a', 'Task', 'a\n\n```\nc\n```\n\n- [ ] b\n'],
    ['UL off on an item with a quote', '- a\n\n  > q\n- b\n', 'a', 'UL', 'a\n\n> q\n\n- b\n'],
    ['OL off on an item with a heading', '1. a\n\n   ## H\n2. b\n', 'a', 'OL', 'a\n\n## H\n\n1. b\n'],
  ];
  for (const [title, markdown, at, command, expected] of CASES) {
    it(`${title}`, () => {
      const { after, edited, fresh } = run(markdown, at, command);
      expect(after).toBe(expected);
      expect(edited).withContext('WYSIWYG as edited holds what a fresh load of its markdown holds').toEqual(fresh);
    });
  }
});
