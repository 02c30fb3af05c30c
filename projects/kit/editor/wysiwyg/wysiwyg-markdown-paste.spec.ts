import { useEditor } from '../editor-spec-helpers';
import { looksLikeMarkdown } from './wysiwyg-markdown-paste';

describe('WYSIWYG markdown paste (kit\'s quill-markdown-toolbar)', () => {
  const current = useEditor({ initialValue: 'start', initialEditType: 'wysiwyg' });
  let editor: ReturnType<typeof current>;
  beforeEach(() => (editor = current()));

  function paste(text: string, html?: string): ClipboardEvent {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    if (html) data.setData('text/html', html);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    editor.getSquire().root.dispatchEvent(event);
    return event;
  }

  it('tells markdown from plain prose', () => {
    expect(looksLikeMarkdown('# Title')).toBeTrue();
    expect(looksLikeMarkdown('- one\n- two')).toBeTrue();
    expect(looksLikeMarkdown('some **bold** words')).toBeTrue();
    expect(looksLikeMarkdown('see [docs](https://x.dev)')).toBeTrue();
    expect(looksLikeMarkdown('Just a sentence. Nothing else.')).toBeFalse();
  });

  it('takes an image or a link with a title, or an image without alt text, for markdown (images QA: they stayed text)', () => {
    for (const text of ['![md alt](img.png "T")', 'look ![](img.png) here', "[docs](https://x.dev 'Docs')", '![a](<img one.png>)']) {
      expect(looksLikeMarkdown(text)).withContext(text).toBeTrue();
    }
    expect(looksLikeMarkdown('brackets [like this] (and this)')).toBeFalse();
    editor.moveCursorToEnd();
    paste('![md alt](img.png "T")');
    expect(editor.getSquire().root.querySelector('img')?.getAttribute('src')).toBe('img.png');
    expect(editor.getMarkdown()).toContain('![md alt](img.png');
  });

  it('takes file names with double underscores for what they are (clipboard QA: src/__init__.py got a bold "init")', () => {
    expect(looksLikeMarkdown('see src/__init__.py and my_file_name.txt')).toBeFalse();
    expect(looksLikeMarkdown('call obj.__dict__ or C:\\pkg\\__main__.py')).toBeFalse();
    expect(looksLikeMarkdown('a __strong__ word')).toBeTrue();
    expect(looksLikeMarkdown('(__strong__)')).toBeTrue();
  });

  it('takes lines all indented as code for a code block (verify9: each became a paragraph, indentation lost)', () => {
    expect(looksLikeMarkdown('\tif (a) {\n\t\treturn "b";\n\t}')).toBeTrue();
    expect(looksLikeMarkdown('    a = 1\n\n    b = 2')).toBeTrue();
    expect(looksLikeMarkdown('\tone line')).toBeFalse(); // one indented line may be prose
    expect(looksLikeMarkdown('para\n\tindented after it')).toBeFalse();
    editor.moveCursorToEnd();
    const event = paste('\tif (a) {\n\t\treturn "b";\n\t}');
    expect(event.defaultPrevented).toBeTrue();
    expect(editor.getSquire().root.querySelector('.ql-code-block-container')?.textContent).toBe('if (a) {\treturn "b";}');
    expect(editor.getMarkdown()).toBe('start\n\n```\nif (a) {\n\treturn "b";\n}\n```');
  });

  it('pastes into a code block as its text, markdown or indented code alike', () => {
    editor.setMarkdown('```\ncode\n```');
    const quill = editor.getSquire();
    quill.setSelection(4, 0, 'user');
    paste('\n\tA\n\tB');
    paste('\n- c\n- d');
    expect(editor.getMarkdown()).toBe('```\ncode\n\tA\n\tB\n- c\n- d\n```');
  });

  // verify11: Quill's paste gave the new lines the code format only: they left the item or the quote.
  for (const [where, markdown, written] of [
    ['a list item', '- item\n\n  ```\n  foo();\n  ```', '- item\n\n  ```\n  foo();x\n  y\n  ```'],
    ['a quote', '> ```\n> foo();\n> ```', '> ```\n> foo();x\n> y\n> ```'],
    ['an ordered item with one after it', '1. item\n\n   ```\n   foo();\n   ```\n\n2. next', '1. item\n\n   ```\n   foo();x\n   y\n   ```\n\n2. next'],
  ]) {
    it(`lines pasted into a code block in ${where} stay in it`, () => {
      editor.setMarkdown(markdown);
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf('foo();') + 6, 0, 'user');
      const event = paste('x\ny');
      expect(event.defaultPrevented).toBeTrue();
      expect(editor.getMarkdown()).toBe(written);
    });
  }

  it('turns pasted markdown text into formatting, as one change', () => {
    const change = jasmine.createSpy('change');
    editor.on('change', change);
    editor.moveCursorToEnd();
    const event = paste('\n\n## Notes\n\n- [x] done\n- plain **bold**\n\n```js\nx = 1\n```\n');
    expect(event.defaultPrevented).toBeTrue();
    expect(change).toHaveBeenCalledTimes(1);
    const root = editor.getSquire().root;
    expect(root.querySelector('h2')?.textContent).toBe('Notes');
    expect(root.querySelector('li[data-list="checked"]')?.textContent).toContain('done');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelector('.ql-code-block')?.getAttribute('data-language')).toBe('js');
    expect(editor.getMarkdown()).toContain('## Notes');
    expect(editor.getMarkdown()).toContain('```js\nx = 1\n```');
  });

  it('leaves plain prose and HTML pastes to Quill', () => {
    editor.moveCursorToEnd();
    paste(' Just words.');
    paste('**x**', '<p>x</p>');
    const root = editor.getSquire().root;
    expect(root.textContent).toContain('start Just words.');
    expect(root.querySelector('strong')).toBeNull(); // the HTML was used, not the markdown text
  });

  it('MarkdownToFormatting over a selection with an image in it converts the text around the image and keeps the image', () => {
    const quill = editor.getSquire();
    quill.setContents([{ insert: 'a **b** ' }, { insert: { image: 'https://x.dev/a.png' } }, { insert: ' **c** d\n' }] as never, 'silent');
    quill.setSelection(0, quill.getLength() - 1);
    expect(editor.exec('MarkdownToFormatting')).toBeTrue();
    expect(quill.root.querySelector('strong')?.textContent).toBe('b');
    expect(quill.root.querySelectorAll('strong')[1]?.textContent).toBe('c');
    expect(quill.root.querySelectorAll('img').length).withContext('the image stays').toBe(1);
    expect(editor.getMarkdown()).toBe('a **b** ![](https://x.dev/a.png) **c** d');
    expect(quill.getSelection()!.index).withContext('the caret after the converted text').toBe(quill.getLength() - 1);
  });

  it('converts selected markdown text with the MarkdownToFormatting command', () => {
    editor.setMarkdown('a **b** c');
    const quill = editor.getSquire();
    quill.setText('a **b** c\n', 'silent');
    quill.setSelection(0, 9);
    expect(editor.exec('MarkdownToFormatting')).toBeTrue();
    expect(quill.root.querySelector('strong')?.textContent).toBe('b');
    quill.setSelection(0, 0);
    expect(editor.exec('MarkdownToFormatting')).toBeFalse();
  });
});
