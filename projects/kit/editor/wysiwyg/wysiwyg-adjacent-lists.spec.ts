import { useEditorFactory, useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Lists of one kind right after each other (`* a` then `+ b`, `1.` then `1)`: two lists to
 * markdown). Quill keeps adjacent items in one container: WYSIWYG drew them as one list (numbered
 * on, no space between), and an edit that rewrote them, or Enter at the start of the second, wrote
 * them as one list. Their items now say which list they are in (`data-kit-list`).
 */
describe('WYSIWYG lists of one kind side by side', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** An editor in WYSIWYG on `markdown`, with the cursor `offset` characters into the first `text`. */
  const at = (markdown: string, text: string, offset = text.length) => {
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf(text) + offset, 0, 'user');
    return { editor, quill };
  };
  const undo = (quill: unknown) => ((quill as { getModule(name: string): { undo(): void } }).getModule('history')).undo();

  it('come back byte for byte from WYSIWYG, bullets, numbers, in a quote, nested', () => {
    for (const markdown of ['* a\n* b\n\n+ c\n+ d\n', '1. a\n2. b\n\n1) c\n2) d\n', '- a\n\n* b\n\n- c\n', '> * a\n>\n> + b\n', '- top\n  * a\n\n  + b\n']) {
      const editor = create({ initialValue: markdown });
      editor.changeMode('wysiwyg', true);
      editor.changeMode('markdown', true);
      expect(editor.getMarkdown()).withContext(markdown).toBe(markdown);
    }
  });

  it('are drawn apart: the second list starts after the space between blocks; the items of one list have none', () => {
    const { editor } = at('* a\n* b\n\n+ c\n+ d\n', 'a');
    const [a, b, c, d] = Array.from(editor.getSquire().root.querySelectorAll('li'), (item) => item.getBoundingClientRect());
    expect(b.top - a.bottom).toBeLessThan(1);
    expect(d.top - c.bottom).toBeLessThan(1);
    expect(c.top - b.bottom).toBeGreaterThan(8);
  });

  it('typing in the second list of a pair nested in an item keeps the two lists (they were written as one)', () => {
    const { editor } = at('- top\n  * a\n\n  + b\n', 'b');
    editor.insertText('X');
    expect(editor.getMarkdown()).toBe('- top\n  * a\n\n  + bX\n');
  });

  it('the same in a quote', () => {
    const { editor } = at('> * a\n>\n> + b\n', 'b');
    editor.insertText('X');
    expect(editor.getMarkdown()).toBe('> * a\n>\n> + bX\n');
  });

  describe('with keys', () => {
    const { load, press, type, quill, editor } = useWysiwygEditing();

    it('Enter at the start of the second list\'s first item makes an item of the second list', () => {
      load('* a\n* b\n\n+ c\n+ d\n', 4);
      press('Enter');
      expect(editor().getMarkdown()).toBe('* a\n* b\n\n+\n+ c\n+ d\n');
      quill().setSelection(4, 0, 'user');
      type('X');
      expect(editor().getMarkdown()).toBe('* a\n* b\n\n+ X\n+ c\n+ d\n');
    });

    it('an item added at the end of the second list joins it; one at the end of the first, the first', () => {
      load('1. a\n2. b\n\n1) c\n2) d\n', 7);
      press('Enter');
      type('e');
      expect(editor().getMarkdown()).toBe('1. a\n2. b\n\n1) c\n2) d\n3) e\n');
      quill().setSelection(3, 0, 'user');
      press('Enter');
      type('f');
      expect(editor().getMarkdown()).toBe('1. a\n2. b\n3. f\n\n1) c\n2) d\n3) e\n');
    });

    // verify9 (2026-11-27): the list commands over both lists, and Tab on the second's first item.
    it('OL or UL over a selection of both lists keeps them two', () => {
      load('* a\n* b\n\n+ c\n+ d\n', 0);
      quill().setSelection(0, quill().getLength() - 1, 'user');
      editor().exec('OL');
      expect(editor().getMarkdown()).toBe('1. a\n2. b\n\n1) c\n2) d\n');
      load('1. a\n2. b\n\n1) c\n2) d\n', 0);
      quill().setSelection(0, quill().getLength() - 1, 'user');
      editor().exec('UL');
      expect(editor().getMarkdown()).toBe('- a\n- b\n\n* c\n* d\n');
    });

    it('the second list made the same kind as the first stays a list of its own', () => {
      load('1. a\n2. b\n\n- c\n- d\n', 5);
      quill().setSelection(4, 3, 'user');
      editor().exec('OL');
      expect(editor().getMarkdown()).toBe('1. a\n2. b\n\n1) c\n2) d\n');
      load('- a\n- b\n\n1. c\n2. d\n', 5);
      quill().setSelection(4, 3, 'user');
      editor().exec('UL');
      expect(editor().getMarkdown()).toBe('- a\n- b\n\n* c\n* d\n');
    });

    it('Tab on the first item of the second list nests it under the first list\'s last item, as drawn', () => {
      load('1. a\n2. b\n\n1) c\n2) d\n', 4);
      press('Tab');
      expect(editor().getMarkdown()).toBe('1. a\n2. b\n   1. c\n\n1) d\n');
      load('- a\n- b\n\n* c\n* d\n', 4);
      press('Tab');
      expect(editor().getMarkdown()).toBe('- a\n- b\n  - c\n\n* d\n');
    });

    it('an item the toolbar makes (no list of its own) joins the list it is in', () => {
      load('1. a\n2. b\n\n1) c\n2) d\n', 3);
      editor().exec('OL'); // b out of the list ...
      expect(editor().getMarkdown()).toBe('1. a\n\nb\n\n1) c\n2) d\n');
      editor().exec('OL'); // ... and in again
      expect(editor().getMarkdown()).toBe('1. a\n2. b\n\n1) c\n2) d\n');
    });
  });

  // QA (fuzz, 2026-11-27): an edit in each of the two lists wrote them as one.
  it('an edit in each of two lists side by side keeps them two, bullets and numbers', () => {
    const bullets = at('- a\n- c\n\n* star\n* another\n\nAfter.\n', 'c', 0);
    bullets.editor.insertText('Z');
    bullets.quill.setSelection(bullets.quill.getText().indexOf('another') + 3, 0, 'user');
    bullets.editor.insertText('X');
    expect(bullets.editor.getMarkdown()).toBe('- a\n- Zc\n\n* star\n* anoXther\n\nAfter.\n');
    const numbers = at('1. a\n2. b\n\n1) c\n2) d\n', 'b');
    numbers.editor.insertText('X');
    numbers.quill.setSelection(numbers.quill.getText().indexOf('d') + 1, 0, 'user');
    numbers.editor.insertText('Y');
    expect(numbers.editor.getMarkdown()).toBe('1. a\n2. bX\n\n1) c\n2) dY\n');
  });

  it('an item moved out of a nested list with Shift+Tab stays in the list it joins (no list starts after it)', () => {
    const { editor, quill } = at('* a\n\n+ b\n  + n\n+ c\n', 'n');
    quill.format('indent', '-1', 'user');
    editor.insertText('X');
    expect(editor.getMarkdown()).toBe('* a\n\n+ b\n+ nX\n+ c\n');
  });

  it('one undo takes an edit back to the source', () => {
    const markdown = '- top\n  * a\n\n  + b\n';
    const { editor, quill } = at(markdown, 'b');
    quill.history.cutoff();
    editor.insertText('X');
    undo(quill);
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('HTML with two lists side by side becomes two lists (setHtml, both modes)', () => {
    for (const mode of ['markdown', 'wysiwyg'] as const) {
      const editor = create({ initialEditType: mode });
      editor.setHtml('<ul><li>a</li></ul><ul><li>b</li></ul><ol><li>c</li></ol><ol start="4"><li>d</li></ol>');
      expect(editor.getMarkdown().trimEnd()).withContext(mode).toBe('- a\n\n* b\n\n1. c\n\n4) d');
      const html = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
      expect(Array.from(html.children, (child) => child.nodeName)).withContext(mode).toEqual(['UL', 'UL', 'OL', 'OL']);
    }
  });
});
