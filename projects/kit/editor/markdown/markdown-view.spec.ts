import { loadQuill } from '../wysiwyg/quill-loader';
import { undo, undoDepth } from '@codemirror/commands';
import { syntaxTree, syntaxTreeAvailable } from '@codemirror/language';
import { useEditor, useEditorFactory, waitFor } from '../editor-spec-helpers';

describe('markdown view', () => {
  const current = useEditor({ initialValue: '# Code\n\n```js\nconst answer = "42";\n```\n' });

  it('highlights fenced code in its own language once that language has loaded', async () => {
    const view = current().getCodeMirror();
    const string = () => view.dom.querySelector('.kit-code-string');
    const started = performance.now();
    while (!string() && performance.now() - started < 10000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Only a JavaScript parse marks "42" as a string: markdown alone sees plain code text.
    expect(string()?.textContent).toBe('"42"');
    expect(view.dom.querySelector('.kit-code-keyword')?.textContent).toBe('const');
  });
});

describe('markdown view syntax', () => {
  const factory = useEditorFactory();

  it('reads what the preview reads: GFM, without subscript, superscript or emoji markup', () => {
    const editor = factory.create({ initialValue: '~~gone~~ H~2~O x^2^ :smile: | a |\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n' });
    const names = new Set<string>();
    syntaxTree(editor.getCodeMirror().state).iterate({ enter: (node) => void names.add(node.name) });
    for (const gfm of ['Strikethrough', 'Table', 'Task']) expect(names).withContext(gfm).toContain(gfm);
    for (const extra of ['Subscript', 'Superscript', 'Emoji']) expect(names).withContext(extra).not.toContain(extra);
    // The preview shows those as text too.
    expect(editor.getHtml()).toContain('x^2^ :smile:');
  });
});

describe('markdown view undo history', () => {
  const factory = useEditorFactory();

  it('setMarkdown, setHtml and reset start a new history: undo never brings back the document they replaced', () => {
    const editor = factory.create({ initialValue: 'Note A: my first note' });
    const view = editor.getCodeMirror();
    view.dispatch({ changes: { from: view.state.doc.length, insert: '!' }, userEvent: 'input.type' });
    expect(undoDepth(view.state)).toBe(1);
    for (const replace of [
      () => editor.setMarkdown('Note B'),
      () => editor.setHtml('<p>Note C</p>'),
      () => editor.reset(),
    ]) {
      replace();
      const replaced = editor.getMarkdown();
      expect(undoDepth(view.state)).toBe(0);
      expect(undo(view)).toBeFalse();
      expect(editor.getMarkdown()).toBe(replaced);
      // Edits after it are undone as usual.
      view.dispatch({ changes: { from: 0, insert: 'x' }, userEvent: 'input.type' });
      expect(undo(view)).toBeTrue();
      expect(editor.getMarkdown()).toBe(replaced);
    }
  });
});

describe('markdown view, long document', () => {
  // ~250 KB: more than CodeMirror's own background parse covers (100 KB past the viewport).
  const long = Array.from({ length: 6000 }, (_, i) => `## Section ${i}\n\nSome *text* in block ${i}.\n`).join('\n');
  const factory = useEditorFactory();

  it('parses the whole document while the page is idle, not in the first keystrokes at its end', async () => {
    const view = factory.create({ initialValue: long, height: '300px' }).getCodeMirror();
    expect(syntaxTreeAvailable(view.state)).toBeFalse(); // the constructor parses the first screen only
    // Idle time only: on a loaded machine (CI, other editors of the suite still parsing) it comes slowly.
    await waitFor(() => syntaxTreeAvailable(view.state), 30000);
    expect(syntaxTree(view.state).length).toBe(view.state.doc.length);
    // After a long insertion at the start, the rest is parsed again in idle time.
    view.dispatch({ changes: { from: 0, insert: long } });
    await waitFor(() => syntaxTreeAvailable(view.state), 30000);
    expect(syntaxTree(view.state).length).toBe(view.state.doc.length);
  }, 70000);

  it('contains the CodeMirror editor when its height is a length, so a keystroke lays out the editor alone', () => {
    const fixed = factory.create({ initialValue: 'text', height: '300px' }).getCodeMirror();
    const auto = factory.create({ initialValue: 'text', height: 'auto' }).getCodeMirror();
    const percent = factory.create({ initialValue: 'text', height: '100%' }).getCodeMirror();
    expect(getComputedStyle(fixed.dom).contain).toBe('strict');
    // With auto height (and a percentage in a parent without a height) the editor's height comes
    // from its content, which size containment would ignore.
    expect(getComputedStyle(auto.dom).contain).toBe('none');
    expect(getComputedStyle(percent.dom).contain).toBe('none');
    expect(percent.dom.getBoundingClientRect().height).toBeGreaterThan(0);
  });
});

describe('markdown view Escape', () => {
  const factory = useEditorFactory();
  const KEY_CODES: Record<string, number> = { Tab: 9, Escape: 27 };

  /** Sends a keydown for `key` to CodeMirror's content, as the browser does; returns the event. */
  function press(editor: ReturnType<typeof factory.create>, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
    const event = new KeyboardEvent('keydown', { key, keyCode: KEY_CODES[key] ?? 0, bubbles: true, cancelable: true, ...init });
    editor.getCodeMirror().contentDOM.dispatchEvent(event);
    return event;
  }

  it('keeps the selection and leaves the next Shift+Tab to the browser (to the toolbar, selection kept)', () => {
    const editor = factory.create({ initialValue: 'hello world' });
    const view = editor.getCodeMirror();
    view.focus();
    view.dispatch({ selection: { anchor: 6, head: 11 } });
    press(editor, 'Escape');
    const { from, to } = view.state.selection.main;
    expect([from, to]).withContext('the selection stays').toEqual([6, 11]);
    const back = press(editor, 'Tab', { shiftKey: true });
    expect(back.defaultPrevented).withContext('Shift+Tab is left to the browser').toBeFalse();
    expect(editor.getMarkdown()).toBe('hello world');
  });

  it('with only a cursor leaves Escape to the page (a host dialog closes), and the next Tab still leaves the text', () => {
    const editor = factory.create({ initialValue: 'hello world' });
    const view = editor.getCodeMirror();
    view.focus();
    view.dispatch({ selection: { anchor: 3 } });
    const escape = press(editor, 'Escape');
    expect(escape.defaultPrevented).withContext('Escape with nothing selected is not taken').toBeFalse();
    const tab = press(editor, 'Tab');
    expect(tab.defaultPrevented).withContext('Tab is left to the browser').toBeFalse();
    expect(editor.getMarkdown()).toBe('hello world');
  });
});

describe('markdown view line endings', () => {
  const factory = useEditorFactory();

  it('setMarkdown takes CRLF and CR line endings (read as LF), the cursor at the end', () => {
    const editor = factory.create({ initialValue: '' });
    for (const markdown of ['# a\r\n\r\nb\r\nc\r\n', 'a\rb']) {
      editor.setMarkdown(markdown); // threw a CodeMirror RangeError: the cursor went past the end
      const lf = markdown.replace(/\r\n?/g, '\n');
      expect(editor.getMarkdown()).toBe(lf);
      expect(editor.getCodeMirror().state.selection.main.head).toBe(lf.length);
    }
  });

  it('reads CRLF and CR as LF in WYSIWYG too: setMarkdown and the initial value', async () => {
    await loadQuill();
    const editor = factory.create({ initialValue: 'x\r\ny', initialEditType: 'wysiwyg' });
    expect(editor.getMarkdown()).toBe('x\ny');
    const emitted: string[] = [];
    editor.addHook('setMarkdownAfter', (markdown: string) => void emitted.push(markdown));
    editor.setMarkdown('a\r\nb\rc');
    expect(editor.getMarkdown()).toBe('a\nb\nc');
    editor.setMarkdown('# t\r\n\r\np', false); // (setValue is setMarkdown; calling it here would spend its one deprecation warning)
    expect(editor.getMarkdown()).toBe('# t\n\np');
    expect(emitted).toEqual(['a\nb\nc', '# t\n\np']);
    editor.changeMode('markdown');
    expect(editor.getMarkdown()).toBe('# t\n\np');
  });
});

describe('KitMarkdownView special characters', () => {
  const current = useEditor({ initialValue: 'ZWSP[\u200b] RLO[\u202e]abc[\u202c] NUL[\u0000]' });

  // Power-user QA (2026-11-27): invisible and direction characters were hidden, and U+202E drew "abc" as "cba".
  it('draws invisible and direction characters as marks, the text unchanged', () => {
    const marks = current().getCodeMirror().contentDOM.querySelectorAll('.cm-specialChar');
    expect(marks.length).withContext('zero-width space, U+202E, NUL (at least)').toBeGreaterThanOrEqual(3);
    expect(current().getMarkdown()).toBe('ZWSP[\u200b] RLO[\u202e]abc[\u202c] NUL[\u0000]');
  });
});

