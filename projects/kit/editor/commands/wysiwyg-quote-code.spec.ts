import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * Blockquote on a line of a WYSIWYG code block (QA, fuzz, 2026-11-27): Quill's quote is a line
 * format, so that line left the code block (`> npm one`) and the block was split in two. The whole
 * code block goes into the quote now, as markdown mode quotes the whole fence.
 */
describe('WYSIWYG Blockquote on a code block', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const SOURCE = 'Intro.\n\n```bash\nnpm one\nnpm two\n```\n\nOutro.\n';
  const QUOTED = 'Intro.\n\n> ```bash\n> npm one\n> npm two\n> ```\n\nOutro.\n';

  it('quotes the whole code block, its language kept; again, takes it out; one undo each', () => {
    const editor = create({ initialValue: SOURCE, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('one'), 0, 'user');
    expect(editor.exec('Blockquote')).toBeTrue();
    expect(editor.getMarkdown()).toBe(QUOTED);
    expect(quill.root.querySelectorAll('.ql-code-block-container').length).toBe(1);
    editor.exec('Blockquote');
    expect(editor.getMarkdown()).toBe(SOURCE);
    (quill.getModule('history') as { undo(): void }).undo();
    expect(editor.getMarkdown()).toBe(QUOTED);
  });

  it('typing in the quoted code goes on in it; markdown mode and back keep it', () => {
    const editor = create({ initialValue: SOURCE, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('two') + 3, 0, 'user');
    editor.exec('Blockquote');
    editor.insertText('!');
    expect(editor.getMarkdown()).toBe(QUOTED.replace('two', 'two!'));
    editor.changeMode('markdown', true);
    editor.changeMode('wysiwyg', true);
    expect(editor.getMarkdown()).toBe(QUOTED.replace('two', 'two!'));
  });

  it('a code block of a list item goes into a quote in the item', () => {
    const editor = create({ initialValue: '- a\n\n  ```\n  x\n  ```\n- b\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('x'), 0, 'user');
    editor.exec('Blockquote');
    // (The blank line before b changes nothing: the list is loose already, a blank line before the code.)
    expect(editor.getMarkdown()).toBe('- a\n\n  > ```\n  > x\n  > ```\n\n- b\n');
  });

  it('a code block of a tight list item goes into a quote without making the list loose (verify9)', () => {
    const editor = create({ initialValue: '- a\n  ```\n  x1\n  ```\n- b\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('x1'), 0, 'user');
    editor.exec('Blockquote');
    expect(editor.getMarkdown()).toBe('- a\n  > ```\n  > x1\n  > ```\n- b\n');
    expect(new DOMParser().parseFromString(editor.getHtml(), 'text/html').body.querySelector('li > p')).toBeNull();
  });

  it('two code blocks in the selection both go into one quote', () => {
    const editor = create({ initialValue: '```\na\n```\n\n```\nb\n```\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(0, quill.getLength() - 1, 'user');
    editor.exec('Blockquote');
    expect(editor.getMarkdown()).toBe('> ```\n> a\n> ```\n>\n> ```\n> b\n> ```\n');
  });
});
