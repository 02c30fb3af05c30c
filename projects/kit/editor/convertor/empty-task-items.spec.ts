import { syntaxTree } from '@codemirror/language';
import { useEditorFactory } from '../editor-spec-helpers';
import { markdownParser } from '../statics/markdown-parsers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * An empty task item (`- [ ]`, what Enter at a task's start leaves in WYSIWYG) drew the text "[ ]"
 * in the preview and getHtml(), and a switch to markdown and back turned WYSIWYG's empty box into
 * that text (fuzz2, 2026-11-27).
 */
describe('empty task items', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** The checkboxes of `html`'s items: checked or not, and their item's text. */
  const boxes = (html: string) =>
    Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('li')).map((item) => {
      const box = item.querySelector<HTMLInputElement>(':scope > input[type=checkbox], :scope > p > input[type=checkbox]');
      return box ? (box.checked ? 'x' : ' ') + (item.firstChild === box || item.firstElementChild?.firstChild === box ? '' : '?') : 'text:' + item.textContent!.trim();
    });

  it('getHtml() draws `[ ]` / `[x]` alone in an item as an empty task, in tight and loose lists', () => {
    const editor = create({ initialValue: '- [ ]\n- [x] \n- [ ] a\n\n1. [X]\n\n2. b\n' });
    expect(boxes(editor.getHtml())).toEqual([' ', 'x', ' ', 'x', 'text:b']);
  });

  it('a box with text right after it, or other text, is no task, as GFM reads it', () => {
    const editor = create({ initialValue: '- [ ]x\n- [y]\n- [ ] [ ]\n' });
    expect(boxes(editor.getHtml())).toEqual(['text:[ ]x', 'text:[y]', ' ']);
  });

  it('an empty task with a nested list is a task that holds the list', () => {
    const html = create({ initialValue: '- [ ]\n  - sub\n' }).getHtml();
    const item = new DOMParser().parseFromString(html, 'text/html').querySelector('li')!;
    expect(item.querySelector(':scope > input[type=checkbox]')).not.toBeNull();
    expect(item.querySelector(':scope > ul > li')?.textContent).toBe('sub');
  });

  it('the preview\'s checkbox is named (a task with no text is called "Task")', () => {
    const editor = create({ initialValue: '- [ ]\n- [ ] a\n' });
    const html = editor.getHtml();
    const labels = Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('input')).map((box) => box.getAttribute('aria-label'));
    expect(labels).toEqual(['Task', 'a']);
  });

  it('the static parser (markdownParser, the viewer) reads it too', () => {
    expect(boxes(markdownParser.parse('- [ ]\n- [x]\n'))).toEqual([' ', 'x']);
  });

  it('Enter at a task\'s start in WYSIWYG leaves an empty task that stays a task through markdown mode and back', () => {
    const editor = create({ initialValue: '- [ ] one\n- [x] two\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(0, '\n', quill.getFormat(0, 1), 'user');
    const listsOf = () => quill.getLines().map((line) => line.formats()['list']);
    expect(listsOf()).toEqual(['unchecked', 'unchecked', 'checked']);
    const written = editor.getMarkdown();
    editor.changeMode('markdown', true);
    expect(editor.getMarkdown()).toBe(written);
    expect(boxes(editor.getHtml())).toEqual([' ', ' ', 'x']);
    editor.changeMode('wysiwyg', true);
    expect(listsOf()).toEqual(['unchecked', 'unchecked', 'checked']);
    expect(editor.getMarkdown()).toBe(written);
  });

  // verify10: WYSIWYG has no line for an item without text of its own: the box was lost on the first edit.
  it('an empty task with a nested list keeps its line in WYSIWYG (as the text "[ ]") and its box through an edit', () => {
    const editor = create({ initialValue: '- [ ]\n  - [ ] sub\n- [x] next\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    expect(quill.getText()).toBe('[ ]\nsub\nnext\n');
    quill.insertText(quill.getText().indexOf('sub') + 3, 'X', 'user');
    expect(editor.getMarkdown()).toBe('- [ ]\n  - [ ] subX\n- [x] next\n');
    expect(boxes(editor.getHtml())).toEqual([' ', ' ', 'x']);
  });

  it('a document of empty tasks loads into WYSIWYG as task lines', () => {
    const editor = create({ initialValue: '- [ ]\n- [x]\n', initialEditType: 'wysiwyg' });
    expect(editor.getSquire().getLines().map((line) => line.formats()['list'])).toEqual(['unchecked', 'checked']);
    expect(editor.getMarkdown()).toBe('- [ ]\n- [x]\n');
  });

  // author QA: `- [ ] ` (trailing space) before other items, `- [ ]` at the end.
  it('an empty task is written "- [ ]" wherever it is, without a trailing space', () => {
    const editor = create({ initialValue: '- [ ] one\n- [x] two\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(0, '\n', quill.getFormat(0, 1), 'user');
    quill.insertText(quill.getLength() - 1, '\n', quill.getFormat(quill.getLength() - 2, 1), 'user');
    expect(editor.getMarkdown()).toBe('- [ ]\n- [ ] one\n- [x] two\n- [x]\n');
  });

  it("the markdown editor reads the box alone as a task: coloured as a box, and the Task button's state on", async () => {
    const editor = create({ initialValue: '- [ ]\n- [x]\n- [x]y\n' });
    const view = editor.getCodeMirror();
    const tasks: string[] = [];
    syntaxTree(view.state).iterate({ enter: (node) => void (node.name === 'Task' && tasks.push(view.state.sliceDoc(node.from, node.to))) });
    expect(tasks).toEqual(['[ ]', '[x]']);
    let task: boolean | undefined;
    editor.on('stateChange', (state: { task?: boolean }) => (task = state.task));
    editor.focus();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    view.dispatch({ selection: { anchor: view.state.doc.line(2).to } });
    await settle();
    expect(task).toBeTrue();
    view.dispatch({ selection: { anchor: view.state.doc.line(3).to } });
    await settle();
    expect(task).toBeFalse();
  });

  // verify10: a list of empty items was blank to turndown, and written as nothing.
  for (const [command, markdown, list] of [
    ['Task', '- [ ]', 'unchecked'],
    ['UL', '-', 'bullet'],
    ['OL', '1.', 'ordered'],
  ] as const) {
    it(`${command} on an empty document is written ${JSON.stringify(markdown)} and stays through markdown mode`, () => {
      const editor = create({ initialValue: '', initialEditType: 'wysiwyg' });
      editor.getSquire().setSelection(0, 0, 'user');
      editor.exec(command);
      expect(editor.getMarkdown()).toBe(markdown);
      editor.changeMode('markdown', true);
      editor.changeMode('wysiwyg', true);
      expect(editor.getSquire().getLines().map((line) => line.formats()['list'])).toEqual([list]);
    });
  }
});
