import { useEditorFactory, useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/* An ordered list from 0 (fuzz2, 2026-11-27): the convertor counted it from 1 (`start="0"` read as missing). */
describe('Ordered lists that start at 0', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('HTML with <ol start="0"> converts to a list from 0, in both modes', () => {
    for (const mode of ['markdown', 'wysiwyg'] as const) {
      const editor = create({ initialEditType: mode });
      editor.setHtml('<ol start="0"><li>zero</li><li>one</li></ol>');
      expect(editor.getMarkdown().trim()).withContext(mode).toBe('0. zero\n1. one');
    }
  });

  describe('in WYSIWYG', () => {
    const { load, type, editor, quill } = useWysiwygEditing();
    it('typing over a selection from one item into the next keeps the list from 0', () => {
      load('0. zero\n1. one\n', 1);
      quill().setSelection(1, 'ero\no'.length, 'user');
      type('X');
      expect(editor().getMarkdown()).toBe('0. zXne\n');
    });
  });
});
