import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * Markdown decodes entities in image descriptions and link titles: what reads as one there (a
 * description typed as `&amp;`, `&copy;` as letters) must be written with its `&` as `&amp;`, or
 * it came back as `&` / `©` after a WYSIWYG edit (markdown mode's AddImage already wrote it so).
 */
describe('WYSIWYG alt texts and titles that read as entities', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('AddImage in WYSIWYG with the description "&amp; &copy;" writes them so they read back as typed', () => {
    const editor = create({ initialEditType: 'wysiwyg' });
    editor.exec('AddImage', { imageUrl: 'i.png', altText: 'a &amp; b &copy; c' });
    expect(editor.getMarkdown()).toBe('![a &amp;amp; b &amp;copy; c](i.png)');
    editor.changeMode('markdown', true);
    editor.changeMode('wysiwyg', true);
    expect(editor.getSquire().root.querySelector('img')!.getAttribute('alt')).toBe('a &amp; b &copy; c');
  });

  it('an edited block keeps such descriptions and titles (markdown → WYSIWYG → edit → markdown)', () => {
    const markdown = 'x ![&amp;amp; 2\\*3 &amp;copy;](i.png "&amp;lt;t&amp;gt;") and [l](u "&amp;copy;") y\n';
    const editor = create({ initialValue: markdown });
    editor.changeMode('wysiwyg', true);
    expect(editor.getSquire().root.querySelector('img')!.getAttribute('alt')).toBe('&amp; 2*3 &copy;');
    editor.getSquire().insertText(0, 'Z', 'user');
    editor.changeMode('markdown', true);
    expect(editor.getMarkdown()).toBe(`Z${markdown}`);
  });

  it('setHtml writes an alt text holding entity-like text with &amp; (and plain & alone)', () => {
    const editor = create({});
    editor.setHtml('<p><img src="i.png" alt="&amp;amp; &amp;copy; R&amp;D"></p>');
    expect(editor.getMarkdown()).toBe('![&amp;amp; &amp;copy; R&D](i.png)');
    expect(editor.getHtml()).toContain('alt="&amp;amp; &amp;copy; R&amp;D"');
  });
});
