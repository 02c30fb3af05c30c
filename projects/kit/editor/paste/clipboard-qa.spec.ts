import type { KitEditor } from '../kit-editor';
import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';
import { tableRowsOf } from './clipboard-table';
import { clipboard, pasteHtmlToWysiwyg, pasteInto, pasteToWysiwyg } from './paste-spec-helpers';

/* Clipboard QA, 2026-11-27: copies between kit editors, a paste over a whole table, tab-indented text. */
describe('Clipboard QA fixes', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const TABLE = '| A | B | C |\n| :-- | --: | :-: |\n| 1 | 2 | 3 |\n';
  /** What a copy of the whole WYSIWYG content of an editor on `markdown` puts on the clipboard as HTML (Quill's copy). */
  const wysiwygCopy = (markdown: string) => {
    const quill = create({ initialValue: markdown, initialEditType: 'wysiwyg' }).getSquire();
    return (quill as unknown as { getSemanticHTML(index: number, length: number): string }).getSemanticHTML(0, quill.getLength());
  };

  it('a table copied in WYSIWYG keeps its column alignment pasted into another WYSIWYG editor (Quill copies it as classes)', () => {
    const html = wysiwygCopy(TABLE);
    const editor = create({ initialValue: 'x\n', initialEditType: 'wysiwyg' });
    editor.getSquire().setSelection(1, 0, 'user');
    pasteHtmlToWysiwyg(editor, html);
    expect(editor.getMarkdown()).toBe('x\n\n| A | B | C |\n| :--- | ---: | :---: |\n| 1 | 2 | 3 |\n');
  });

  it('... and into markdown mode', () => {
    const html = wysiwygCopy(TABLE);
    const editor = create({ initialValue: 'x\n', initialEditType: 'markdown' });
    editor.getCodeMirror().dispatch({ selection: { anchor: 1 } });
    pasteInto(editor.getCodeMirror().contentDOM, clipboard({ 'text/html': html, 'text/plain': 'A\tB\tC\n1\t2\t3' }));
    expect(editor.getMarkdown()).toBe('x\n\n| A   | B   | C   |\n| :-- | --: | :-: |\n| 1   | 2   | 3   |\n');
  });

  for (const [title, data] of [
    ['two lines of text', { 'text/plain': 'hello\nworld' }],
    ['one line of text', { 'text/plain': 'hello' }],
    ['HTML', { 'text/html': '<p>hello <b>world</b></p>', 'text/plain': 'hello world' }],
  ] as const) {
    it(`${title} pasted over a whole table (the whole document selected) replaces it, as typing does`, () => {
      const editor = create({ initialValue: '| A | B |\n| --- | --- |\n| 1 | 2 |\n', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.focus();
      quill.setSelection(0, quill.getLength() - 1, 'user');
      pasteToWysiwyg(editor, data);
      const markdown = editor.getMarkdown();
      expect(markdown).not.toContain('|');
      expect(markdown).toMatch(/^hello\s+(\*\*)?world(\*\*)?\n?$|^hello\n?$/);
    });
  }

  it('tab-indented lines are not a spreadsheet range: code and JSON keep their text and quotes', () => {
    const transfer = (text: string) => clipboard({ 'text/plain': text });
    expect(tableRowsOf(transfer('\tx := 1\n\ty := 2\n\treturn x + y'))).toBeNull();
    expect(tableRowsOf(transfer('\t"name": "kit",\n\t"version": "1.0"'))).toBeNull();
    expect(tableRowsOf(transfer('"name": "kit",\tx\n"a": 1\ty'))).withContext('text after a closing quote').toBeNull();
    // A spreadsheet range still is one (guard).
    expect(tableRowsOf(transfer('a\t"b ""q"""\n1\t2'))).toEqual([['a', 'b "q"'], ['1', '2']]);
  });

  it('tabs between words of one pasted line stay tabs in the markdown, as in markdown mode (they became spaces)', () => {
    const editor = create({ initialValue: 'X\n', initialEditType: 'wysiwyg' });
    editor.getSquire().focus();
    editor.getSquire().setSelection(1, 0, 'user');
    pasteToWysiwyg(editor, { 'text/plain': 'col1\tcol2\t col3' });
    expect(editor.getMarkdown()).toBe('Xcol1\tcol2\t col3\n');
    // Markdown and back: the same markdown (WYSIWYG then draws the tabs as spaces, as the preview does).
    editor.changeMode('markdown', true);
    editor.changeMode('wysiwyg', true);
    expect(editor.getMarkdown()).toBe('Xcol1\tcol2\t col3\n');
  });

  it('... pasted in markdown mode, the JSON lines go in as typed', () => {
    const text = '\t"name": "kit",\n\t"version": "1.0"';
    const editor = create({ initialValue: 'para\n\n', initialEditType: 'markdown' });
    const view = editor.getCodeMirror();
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    pasteInto(view.contentDOM, clipboard({ 'text/plain': text }));
    expect(editor.getMarkdown()).toBe('para\n\n' + text);
  });
});

describe('A whole paragraph cut and pasted in WYSIWYG (QA, authoring from scratch, 2026-11-27)', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** Cuts Quill's lines `from`..`to` (text indexes) through Quill's own cut, pastes at `at` after it. */
  const cutAndPaste = (editor: KitEditor, from: number, length: number, at: (text: string) => number) => {
    const quill = editor.getSquire();
    quill.setSelection(from, length, 'user');
    const data = clipboard();
    (quill.getModule('clipboard') as unknown as { onCaptureCopy(e: ClipboardEvent, cut: boolean): void }).onCaptureCopy(new ClipboardEvent('cut', { clipboardData: data, cancelable: true }), true);
    quill.setSelection(at(quill.getText()), 0, 'user');
    pasteToWysiwyg(editor, { 'text/html': data.getData('text/html'), 'text/plain': data.getData('text/plain') });
    return editor.getMarkdown();
  };

  it('a paragraph with its line break, pasted at the start of another, stays a paragraph of its own', () => {
    const editor = create({ initialValue: 'First point.\n\nSecond point.\n\nThird point.\n', initialEditType: 'wysiwyg' });
    const text = editor.getSquire().getText();
    const markdown = cutAndPaste(editor, text.indexOf('Second'), 'Second point.\n'.length, () => 0);
    expect(markdown).toBe('Second point.\n\nFirst point.\n\nThird point.\n');
  });

  it('part of a line pasted stays in the line it lands in (guard)', () => {
    const editor = create({ initialValue: 'First point.\n\nSecond point.\n', initialEditType: 'wysiwyg' });
    const text = editor.getSquire().getText();
    const markdown = cutAndPaste(editor, text.indexOf('Second'), 'Second '.length, () => 0);
    expect(markdown).toBe('Second First point.\n\npoint.\n');
  });
});

describe('The whole last line cut and pasted in WYSIWYG (verify10, 2026-11-27)', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** Cuts the text of the last line as a triple click selects it (no line break after it), pastes at 0. */
  const moveLastLineToStart = (markdown: string, word: string) => {
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const at = quill.getText().indexOf(word);
    quill.setSelection(at, quill.getLength() - 1 - at, 'user');
    const data = clipboard();
    quill.root.dispatchEvent(new ClipboardEvent('cut', { clipboardData: data, bubbles: true, cancelable: true }));
    const afterCut = editor.getMarkdown();
    quill.setSelection(0, 0, 'user');
    pasteToWysiwyg(editor, { 'text/html': data.getData('text/html'), 'text/plain': data.getData('text/plain') });
    return { afterCut, markdown: editor.getMarkdown(), editor };
  };

  it('a paragraph: the cut leaves no empty paragraph, the paste a paragraph of its own', () => {
    const { afterCut, markdown } = moveLastLineToStart('First.\n\nSecond.\n\nThird.\n', 'Third');
    expect(afterCut).toBe('First.\n\nSecond.\n');
    expect(markdown).toBe('Third.\n\nFirst.\n\nSecond.\n');
  });

  it('a heading stays a heading, and the line before it keeps its own kind', () => {
    const { afterCut, markdown } = moveLastLineToStart('First.\n\n## Head\n', 'Head');
    expect(afterCut).toBe('First.\n');
    expect(markdown).toBe('## Head\n\nFirst.\n');
  });

  it('the only line: the document is one empty paragraph after the cut', () => {
    const { afterCut, editor } = moveLastLineToStart('## Only\n', 'Only');
    expect(afterCut).toBe('');
    expect(editor.getSquire().getLines().length).toBe(1);
  });

  it('undo takes the cut back in one step', () => {
    const editor = create({ initialValue: 'First.\n\n## Head\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const at = quill.getText().indexOf('Head');
    quill.setSelection(at, 4, 'user');
    quill.root.dispatchEvent(new ClipboardEvent('cut', { clipboardData: clipboard(), bubbles: true, cancelable: true }));
    quill.history.undo();
    expect(editor.getMarkdown()).toBe('First.\n\n## Head\n');
  });

  it('part of the last line is cut as Quill cuts it (guard)', () => {
    const editor = create({ initialValue: 'First.\n\nSecond line\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('line'), 4, 'user');
    const data = clipboard();
    quill.root.dispatchEvent(new ClipboardEvent('cut', { clipboardData: data, bubbles: true, cancelable: true }));
    expect(data.getData('text/plain')).toBe('line');
    expect(editor.getMarkdown()).toBe('First.\n\nSecond\n');
  });
});
