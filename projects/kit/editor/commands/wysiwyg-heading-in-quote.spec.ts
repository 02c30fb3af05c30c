import { useEditorFactory, wysiwygLines } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * Heading on a paragraph of a quote in WYSIWYG keeps it in the quote, as markdown mode does
 * (verify12, 2026-11-27: Quill's header replaced the quote format, so the heading left the quote).
 */
describe('WYSIWYG Heading in a quote', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const CASES: [string, string, string][] = [
    ['> one\n> two\n\n> solo\n', 'solo', '> one\n> two\n\n> ## solo\n'],
    ['> solo\n', 'solo', '> ## solo\n'],
    ['> a\n>\n> b\n', 'b', '> a\n>\n> ## b\n'],
  ];
  for (const [markdown, at, expected] of CASES) {
    it(`Heading 2 on "${at}" of ${JSON.stringify(markdown)} gives what markdown mode gives`, () => {
      const inMarkdown = create({ initialValue: markdown });
      const view = inMarkdown.getCodeMirror();
      view.dispatch({ selection: { anchor: markdown.indexOf(at) + 1 } });
      inMarkdown.exec('Heading', 2);
      expect(inMarkdown.getMarkdown()).withContext('markdown mode').toBe(expected);

      const editor = create({ initialValue: markdown });
      editor.changeMode('wysiwyg', true);
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf(at) + 1, 0, 'user');
      editor.exec('Heading', 2);
      expect(editor.getMarkdown()).withContext('WYSIWYG').toBe(expected);
      const drawn = create({ initialValue: expected, initialEditType: 'wysiwyg' }).getSquire();
      const lines = (q: typeof quill) => wysiwygLines(q, (name) => name !== 'kit-quote-id');
      expect(lines(quill)).withContext('drawn as a fresh load of that markdown').toEqual(lines(drawn));
    });
  }
});
