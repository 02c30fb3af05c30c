import type QuillType from 'quill';
import { useEditorFactory, wysiwygLines } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/** Each line's text and block formats (quote and code keys, list keys and looseness left out). */
const linesOf = (quill: QuillType) => wysiwygLines(quill, (name) => !/-id$|^kit-list$|^kit-loose$/.test(name));

/*
 * CodeBlock and Heading on a further paragraph of a list item make it a block of that item where
 * it is (verify13, 2026-11-27: an empty paragraph line was left above the block, drawn and typed
 * into; a task's paragraph made code or a heading left the item).
 */
describe('WYSIWYG block commands on a further paragraph of an item', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const CASES: [string, string, string, unknown[], string][] = [
    ['CodeBlock on an item\'s paragraph', '- a\n\n  more\n- b\n', 'CodeBlock', [], '- a\n\n  ```\n  more\n  ```\n\n- b\n'],
    ['Heading on an item\'s paragraph', '- a\n\n  more\n- b\n', 'Heading', [2], '- a\n\n  ## more\n\n- b\n'],
    ['CodeBlock on a task\'s paragraph', '- [ ] a\n\n  more\n- [ ] b\n', 'CodeBlock', [], '- [ ] a\n\n  ```\n  more\n  ```\n\n- [ ] b\n'],
    ['Heading on a task\'s paragraph', '- [ ] a\n\n  more\n- [ ] b\n', 'Heading', [2], '- [ ] a\n\n  ## more\n\n- [ ] b\n'],
  ];
  for (const [title, markdown, command, args, expected] of CASES) {
    it(`${title}: ${JSON.stringify(expected)}, drawn as a fresh load of it`, () => {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf('more') + 1, 0, 'user');
      editor.exec(command, ...args);
      const after = editor.getMarkdown();
      expect(after).toBe(expected);
      expect(linesOf(quill)).toEqual(linesOf(create({ initialValue: after, initialEditType: 'wysiwyg' }).getSquire()));
    });
  }
});
