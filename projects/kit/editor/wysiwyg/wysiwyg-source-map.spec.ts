import { useEditorFactory } from '../editor-spec-helpers';
import { longReadme } from '../long-document-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * The WYSIWYG block map finds what an edit changed with quill-delta's `diff` (fast-diff). fast-diff
 * 1.3.0 overflows the stack on text between the two halves of a surrogate pair, which a script can
 * put there through Quill's API: the markdown must still come out, whole.
 */
describe('KitEditor WYSIWYG markdown when the edit cannot be diffed', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('text put inside an emoji by script still converts, and later edits too', () => {
    const markdown = '# Title\n\n🚀 Help me\n\n- one\n- two\n';
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const inside = quill.getText().indexOf('🚀') + 1; // between the high and the low surrogate
    quill.insertText(inside, 'X', 'user');
    const back = editor.getMarkdown();
    expect(back).toContain('Help me');
    expect(back).toContain('- one\n- two');
    expect(back).toContain('X');
    quill.insertText(quill.getText().indexOf('two') + 3, '!', 'user');
    expect(editor.getMarkdown()).toContain('- two!');
  });

  it('a long document still loading in steps comes out whole', () => {
    const markdown = `🚀 start\n\n${longReadme(40_000)}\n\nthe end\n`;
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    expect(quill.getText()).withContext('still loading').not.toContain('the end');
    quill.insertText(1, 'X', 'user');
    const back = editor.getMarkdown();
    expect(back).toContain('the end');
    expect(back.length).toBeGreaterThan(markdown.length * 0.9);
  });
});
