import type QuillType from 'quill';
import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/** The key codes Quill's keyboard module matches on. */
const KEY_CODES: Record<string, number> = { Home: 36, ArrowLeft: 37 };

/** A keydown on the editing area (`shortKey`: Ctrl, or Cmd on a Mac); returns it, to read defaultPrevented. */
function key(quill: QuillType, name: string, { shortKey = false, shiftKey = false } = {}): KeyboardEvent {
  const mac = /mac|iphone|ipad/i.test(navigator.platform);
  const event = new KeyboardEvent('keydown', { key: name, keyCode: KEY_CODES[name], ctrlKey: shortKey && !mac, metaKey: shortKey && mac, shiftKey, bubbles: true, cancelable: true });
  quill.root.dispatchEvent(event);
  return event;
}

describe('KitEditor WYSIWYG: keys at the start of the document', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('Ctrl+Home before a table that starts the document goes into its first cell', () => {
    const editor = create({ initialValue: '| a | b |\n| --- | --- |\n| 1 | 2 |\n\nafter', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(quill.getText().indexOf('after'), 0, 'user');
    key(quill, 'Home', { shortKey: true });
    expect(quill.getSelection()!.index).toBe(0);
    quill.insertText(0, 'Q', 'user');
    expect(editor.getMarkdown()).toBe('| Qa | b |\n| --- | --- |\n| 1 | 2 |\n\nafter');
  });

  it('Ctrl+Home when raw HTML blocks start the document goes to the first line after them (Chromium left the caret where it was)', () => {
    const editor = create({ initialValue: '<div>raw html</div>\n\npara one\n\npara two\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(quill.getText().indexOf('two') + 3, 0, 'user');
    const event = key(quill, 'Home', { shortKey: true });
    expect(event.defaultPrevented).toBeTrue();
    expect(quill.getSelection()!.index).toBe(1); // the raw HTML block is one embed
    quill.insertText(1, 'Q', 'user');
    expect(editor.getMarkdown()).toBe('<div>raw html</div>\n\nQpara one\n\npara two\n');
  });

  // verify11: Left went before the raw HTML block, where Chromium takes no typing (it was lost), and
  // Ctrl+Shift+Home selected nothing.
  it('Left at the first place after raw HTML blocks that start the document stays; Ctrl+Shift+Home selects from there', () => {
    for (const markdown of ['<div>raw html</div>\n\npara one', '<div>raw html</div>\n\n| a | b |\n| --- | --- |\n| 1 | 2 |']) {
      const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.focus();
      quill.setSelection(1, 0, 'user');
      const left = key(quill, 'ArrowLeft');
      expect(left.defaultPrevented).withContext(markdown).toBeTrue();
      expect(quill.getSelection()!.index).withContext(markdown).toBe(1);
    }
    const editor = create({ initialValue: '<div>raw html</div>\n\npara one', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(quill.getLength() - 1, 0, 'user');
    key(quill, 'Home', { shortKey: true, shiftKey: true });
    expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 1, length: 'para one'.length }));
  });

  it('Ctrl+Home before a list that starts the document puts the caret in its first item\'s text (verify9: Chromium sometimes left it before the marker)', () => {
    const editor = create({ initialValue: '* one\n* two\n\n+ three', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(quill.getText().indexOf('three') + 5, 0, 'user');
    const event = key(quill, 'Home', { shortKey: true });
    expect(event.defaultPrevented).toBeTrue();
    expect(quill.getSelection()!.index).toBe(0);
    const native = document.getSelection()!;
    expect(native.anchorNode?.nodeType).toBe(Node.TEXT_NODE);
    expect(native.anchorNode?.textContent).toBe('one');
  });
});
