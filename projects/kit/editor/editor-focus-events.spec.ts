import type { KitEditor } from './kit-editor';
import { useEditorFactory } from './editor-spec-helpers';
import { loadQuill } from './wysiwyg/quill-loader';

/** `focus`, `blur` and the undo keys, in both modes. */
describe('KitEditor focus and blur events, undo keys', () => {
  const { create } = useEditorFactory();
  let outside: HTMLInputElement;
  beforeAll(async () => {
    await loadQuill();
  });
  beforeEach(() => {
    outside = document.body.appendChild(document.createElement('input'));
  });
  afterEach(() => outside.remove());

  const record = (editor: KitEditor) => {
    const events: string[] = [];
    editor.on('focus', ({ source }) => events.push(`focus:${source}`));
    editor.on('blur', ({ source }) => events.push(`blur:${source}`));
    return events;
  };

  it('never takes the focus by itself: built in WYSIWYG, setMarkdown, setHtml, changeMode(_, true), moveCursorToEnd', async () => {
    outside.focus();
    const editor = create({ initialValue: '# Title\n\ntext', initialEditType: 'wysiwyg' });
    const events = record(editor);
    editor.setMarkdown('other');
    editor.setHtml('<p>html</p>');
    editor.moveCursorToEnd();
    editor.changeMode('markdown', true);
    editor.changeMode('wysiwyg', true);
    editor.moveCursorToStart();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(outside);
    expect(events).toEqual([]);
    // The cursor is where it was put once the editor is focused.
    editor.focus();
    expect(editor.getSquire().getSelection()?.index).toBe(0);
  });

  for (const mode of ['markdown', 'wysiwyg'] as const) {
    it(`${mode}: one focus when the editing area gets focus, one blur when it loses it, never a blur alone`, async () => {
      // CodeMirror reports focus changes a moment later (it waits for the DOM to settle).
      const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
      const editor = create({ initialValue: 'one\n\ntwo', initialEditType: mode });
      const events = record(editor);
      const area = mode === 'markdown' ? editor.getCodeMirror().contentDOM : editor.getSquire().root;
      area.focus();
      await settle();
      expect(events).toEqual([`focus:${mode}`]);
      if (mode === 'wysiwyg') editor.getSquire().setSelection(5, 0, 'user'); // moving inside is no new focus
      else editor.getCodeMirror().dispatch({ selection: { anchor: 5 } });
      await settle();
      outside.focus();
      await settle();
      expect(events).toEqual([`focus:${mode}`, `blur:${mode}`]);
      editor.focus();
      await settle();
      outside.focus();
      await settle();
      expect(events).toEqual([`focus:${mode}`, `blur:${mode}`, `focus:${mode}`, `blur:${mode}`]);
    });
  }

  it('a mode switch while focused reports blur from the mode left, then focus from the new one, both ways', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    const editor = create({ initialValue: 'one\n\ntwo', initialEditType: 'markdown' });
    const events = record(editor);
    editor.getCodeMirror().contentDOM.focus();
    await settle();
    // As the mode button does: its mousedown keeps the focus in the text.
    editor.changeMode('wysiwyg');
    await settle();
    editor.changeMode('markdown');
    await settle();
    outside.focus();
    await settle();
    expect(events).toEqual(['focus:markdown', 'blur:markdown', 'focus:wysiwyg', 'blur:wysiwyg', 'focus:markdown', 'blur:markdown']);
  });

  it('two editors: the one losing the focus reports blur before the other reports focus, in every pairing of modes', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (const [modeA, modeB] of [['markdown', 'markdown'], ['markdown', 'wysiwyg'], ['wysiwyg', 'markdown']] as const) {
      const events: string[] = [];
      const [a, b] = [modeA, modeB].map((mode, i) => {
        const editor = create({ initialValue: 'text', initialEditType: mode });
        const name = i ? 'b' : 'a';
        editor.on('focus', () => events.push(`${name}:focus`));
        editor.on('blur', () => events.push(`${name}:blur`));
        return editor;
      });
      const area = (editor: KitEditor) => (editor.isMarkdownMode() ? editor.getCodeMirror().contentDOM : editor.getSquire().root);
      area(a).focus();
      await settle();
      area(b).focus();
      await settle();
      outside.focus();
      await settle();
      expect(events).withContext(`${modeA} then ${modeB}`).toEqual(['a:focus', 'a:blur', 'b:focus', 'b:blur']);
      a.remove();
      b.remove();
    }
  });

  it('WYSIWYG: Ctrl+Y redoes, as in markdown mode', () => {
    const editor = create({ initialValue: 'start', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(5, ' abc', 'user');
    quill.history.undo();
    expect(editor.getMarkdown()).toBe('start');
    quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(editor.getMarkdown()).toBe('start abc');
  });
});
