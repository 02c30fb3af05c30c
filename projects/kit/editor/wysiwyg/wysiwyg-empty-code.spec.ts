import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * A code block whose text was deleted in WYSIWYG still shows there, empty, with its language; the
 * markdown had no block at all (turndown counts an empty `<pre>` as blank), so the next switch of
 * modes took it away (QA, fuzz, 2026-11-27). It is an empty fence now.
 */
describe('WYSIWYG: an emptied code block', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const CASES: [title: string, markdown: string, code: string, expected: string][] = [
    ['with a language', 'Intro.\n\n```sh\necho\n```\n\nOutro.\n', 'echo', 'Intro.\n\n```sh\n```\n\nOutro.\n'],
    ['without a language', 'Intro.\n\n```\necho\n```\n\nOutro.\n', 'echo', 'Intro.\n\n```\n```\n\nOutro.\n'],
    ['in a list item', '- a\n\n  ```js\n  x\n  ```\n- b\n', 'x', '- a\n\n  ```js\n  ```\n- b\n'],
    // verify9: a quote holding only the code block went with it.
    ['alone in a quote', 'para\n\n> ```sh\n> q1\n> ```\n\nafter\n', 'q1', 'para\n\n> ```sh\n> ```\n\nafter\n'],
    ['alone in a quote in a list item', '- item\n\n  > ```sh\n  > q1\n  > ```\n', 'q1', '- item\n\n  > ```sh\n  > ```\n'],
  ];
  for (const [title, markdown, code, expected] of CASES) {
    it(`${title} stays, as an empty fence: ${JSON.stringify(expected)}`, () => {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.deleteText(quill.getText().indexOf(code), code.length, 'user');
      expect(editor.getMarkdown()).toBe(expected);
      // Back in WYSIWYG it is the same empty code block.
      editor.changeMode('markdown', true);
      editor.changeMode('wysiwyg', true);
      expect(editor.getSquire().root.querySelectorAll('.ql-code-block').length).toBe(1);
    });
  }

  it('an empty <pre> in HTML given to setHtml is an empty fence too', () => {
    const editor = create({ initialEditType: 'markdown' });
    editor.setHtml('<p>a</p><pre><code class="language-py"></code></pre><p>b</p>');
    expect(editor.getMarkdown().trim()).toBe('a\n\n```py\n```\n\nb');
  });
});
