import { useEditor } from './editor-spec-helpers';

describe('KitEditor getTextObject and addWidget', () => {
  const current = useEditor({ initialValue: 'hello world' });

  it('reads and rewrites a markdown span (the reference example)', () => {
    const editor = current();
    const text = editor.getTextObject({ start: { line: 0, ch: 0 }, end: { line: 0, ch: 5 } });
    expect(text.getTextContent()).toBe('hello');
    text.replaceContent('HEY');
    expect(editor.getMarkdown()).toBe('HEY world');
    text.expandEndOffset(1);
    expect(text.getTextContent()).toBe('HEY ');
    text.setRange({ start: { line: 0, ch: 4 }, end: { line: 0, ch: 9 } });
    expect(text.peekStartBeforeOffset(4)).toBe('HEY ');
    text.deleteContent();
    expect(editor.getMarkdown()).toBe('HEY ');
  });

  it('works on Quill indexes in WYSIWYG, from a DOM Range', () => {
    const editor = current();
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    quill.setSelection(6, 5);
    const text = editor.getTextObject();
    expect(text.getTextContent()).toBe('world');
    text.replaceContent('there');
    expect(editor.getMarkdown()).toBe('hello there');
    text.expandStartOffset(-6);
    expect(text.getTextContent()).toBe('hello there');
  });

  it('places a widget at the end of a range, below or over the line, inside the editor', () => {
    const editor = current();
    const host = editor.getCodeMirror().dom.closest('.kit-editor') as HTMLElement;
    const below = document.createElement('div');
    below.textContent = 'widget';
    editor.addWidget({ start: { line: 0, ch: 0 }, end: { line: 0, ch: 5 } }, below, 'bottom');
    const over = document.createElement('span');
    editor.addWidget({ start: { line: 0, ch: 0 }, end: { line: 0, ch: 5 } }, over, 'over');
    expect(below.parentElement).toBe(host);
    expect(below.style.position).toBe('absolute');
    expect(parseFloat(below.style.top)).toBeGreaterThan(parseFloat(over.style.top));
    editor.remove();
    expect(below.isConnected).toBeFalse();
  });
});
