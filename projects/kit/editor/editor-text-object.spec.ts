import { useEditor } from './editor-spec-helpers';

/** A DOM Range over characters [from, to) of the first text node under `root`. */
function rangeOver(root: HTMLElement, from: number, to: number): Range {
  const node = document.createTreeWalker(root, NodeFilter.SHOW_TEXT).nextNode()!;
  const range = document.createRange();
  range.setStart(node, from);
  range.setEnd(node, to);
  return range;
}

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
    text.expandStartOffset(6);
    expect(text.getTextContent()).toBe('hello there');
  });

  it('a range that is not one of the mode throws, naming the method, the mode and the value', () => {
    const editor = current();
    expect(() => editor.getTextObject('bad' as never)).toThrowError(TypeError, /getTextObject\(range\) expects a markdown range \{start: \{line, ch\}, end: \{line, ch\}\} in markdown mode, got "bad"/);
    const text = editor.getTextObject();
    expect(() => text.setRange({ start: { line: 0 } } as never)).toThrowError(TypeError, /setRange\(range\) expects a markdown range/);
    editor.changeMode('wysiwyg', true);
    expect(() => editor.getTextObject({ start: { line: 0, ch: 0 }, end: { line: 0, ch: 1 } })).toThrowError(TypeError, /getTextObject\(range\) expects a DOM Range in wysiwyg mode/);
  });

  it('expandStartOffset() and expandEndOffset() without a count grow the span by one character each side', () => {
    const editor = current();
    editor.setMarkdown('second line');
    for (const mode of ['markdown', 'wysiwyg'] as const) {
      editor.changeMode(mode, true);
      const text = mode === 'markdown' ? editor.getTextObject({ start: { line: 0, ch: 3 }, end: { line: 0, ch: 4 } }) : editor.getTextObject();
      if (mode === 'wysiwyg') text.setRange(rangeOver(editor.getSquire().root, 3, 4));
      expect(text.getTextContent()).withContext(mode).toBe('o');
      text.expandStartOffset();
      text.expandEndOffset();
      expect(text.getTextContent()).withContext(mode).toBe('con');
      text.expandEndOffset(-5); // shrinks, never past the start
      expect(text.getTextContent()).withContext(mode).toBe('');
      text.expandEndOffset(2);
      text.replaceContent('X');
      expect(editor.getMarkdown()).withContext(mode).toBe('seXnd line');
      expect(() => text.expandStartOffset('2' as never)).toThrowError(TypeError, /expandStartOffset\(count\) expects a whole number of characters, got "2"/);
      editor.setMarkdown('second line');
    }
  });

  it('places a widget at the end of a range, below or over the line, inside the editor', () => {
    const editor = current();
    const host = editor.getCodeMirror().dom.closest('.kit-editor') as HTMLElement;
    const below = document.createElement('div');
    below.textContent = 'widget';
    editor.addWidget({ start: { line: 0, ch: 0 }, end: { line: 0, ch: 5 } }, below, 'bottom');
    const over = document.createElement('span');
    editor.addWidget({ start: { line: 0, ch: 0 }, end: { line: 0, ch: 5 } }, over, 'over');
    expect(host.contains(below)).toBeTrue();
    expect(below.style.position).toBe('absolute');
    expect(parseFloat(below.style.top)).toBeGreaterThan(parseFloat(over.style.top));
    editor.remove();
    expect(below.isConnected).toBeFalse();
  });

  it('a widget stays by its line as the content scrolls, and is hidden while the other mode is shown', async () => {
    const editor = current();
    editor.height('200px');
    editor.setMarkdown(Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n\n'), false);
    const gap = (widget: HTMLElement, line: Element) => widget.getBoundingClientRect().top - line.getBoundingClientRect().top;
    for (const mode of ['markdown', 'wysiwyg'] as const) {
      editor.changeMode(mode, true);
      const widget = document.createElement('b');
      widget.textContent = `W-${mode}`;
      const lineOf = () =>
        mode === 'markdown'
          ? Array.from(editor.getCodeMirror().contentDOM.querySelectorAll('.cm-line')).find((l) => l.textContent === 'line 3')!
          : Array.from(editor.getSquire().root.querySelectorAll('p')).find((p) => p.textContent === 'line 3')!;
      editor.scrollTop(30); // placed while scrolled: content coordinates, shifted by the scroll
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      if (mode === 'markdown') editor.addWidget({ start: { line: 6, ch: 0 }, end: { line: 6, ch: 6 } }, widget, 'over');
      else editor.addWidget(rangeOver(lineOf() as HTMLElement, 0, 6), widget, 'over');
      expect(lineOf()).withContext(`${mode}: line 3 drawn`).toBeDefined();
      const before = gap(widget, lineOf());
      expect(Math.abs(before)).withContext(mode).toBeLessThan(5);
      editor.scrollTop(90);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      expect(Math.abs(gap(widget, lineOf()) - before)).withContext(`${mode}: moved with its line`).toBeLessThan(2);
      editor.changeMode(mode === 'markdown' ? 'wysiwyg' : 'markdown', true);
      expect(widget.checkVisibility()).withContext(`${mode} widget in the other mode`).toBeFalse();
      editor.changeMode(mode, true);
      expect(widget.checkVisibility()).withContext(`${mode} widget back in its mode`).toBeTrue();
      editor.scrollTop(0);
    }
  });
});
