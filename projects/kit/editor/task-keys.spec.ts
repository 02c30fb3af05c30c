import { useEditorFactory } from './editor-spec-helpers';
import { loadQuill } from './wysiwyg/quill-loader';
import { isMacPlatform } from './commands/platform';

/*
 * Ctrl+Enter (Cmd+Enter on a Mac) ticks or clears a task's box from the keyboard, in both modes:
 * in WYSIWYG the box took only the pointer (WCAG 2.1.1).
 */
describe('Task boxes from the keyboard', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });
  const modifier = (): KeyboardEventInit => (isMacPlatform() ? { metaKey: true } : { ctrlKey: true });
  const press = (target: Element) => {
    const event = new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true, cancelable: true, ...modifier() });
    target.dispatchEvent(event);
    return event;
  };

  it('WYSIWYG: Ctrl+Enter in a task ticks it, again clears it; elsewhere it does nothing', () => {
    const editor = create({ initialValue: '- [ ] buy milk\n- [x] call Bob\n\ntext', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getText().indexOf('milk'), 0, 'user');
    expect(press(quill.root).defaultPrevented).toBeTrue();
    expect(editor.getMarkdown()).toBe('- [x] buy milk\n- [x] call Bob\n\ntext');
    quill.setSelection(quill.getText().indexOf('Bob'), 0, 'user');
    press(quill.root);
    expect(editor.getMarkdown()).toBe('- [x] buy milk\n- [ ] call Bob\n\ntext');
    quill.setSelection(quill.getText().indexOf('text'), 0, 'user');
    press(quill.root);
    expect(editor.getMarkdown()).toBe('- [x] buy milk\n- [ ] call Bob\n\ntext');
  });

  it('WYSIWYG: over a selection of tasks, each one toggles (one undo step)', () => {
    const editor = create({ initialValue: '- [ ] a1\n- [ ] a2\n- [x] a3\n\npara', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(1, quill.getText().indexOf('para') - 1, 'user');
    press(quill.root);
    expect(editor.getMarkdown()).toBe('- [x] a1\n- [x] a2\n- [ ] a3\n\npara');
    quill.history.undo();
    expect(editor.getMarkdown()).toBe('- [ ] a1\n- [ ] a2\n- [x] a3\n\npara');
  });

  it('markdown mode: the same on the task lines of the selection, in quotes and ordered lists too', () => {
    const editor = create({ initialValue: '- [ ] a\n> 1. [x] b\n- c' });
    const view = editor.getCodeMirror();
    view.focus();
    view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } });
    expect(press(view.contentDOM).defaultPrevented).toBeTrue();
    expect(editor.getMarkdown()).toBe('- [x] a\n> 1. [ ] b\n- c');
    // Not a task line: CodeMirror's own Mod-Enter (a new line below) as before.
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    press(view.contentDOM);
    expect(editor.getMarkdown()).toBe('- [x] a\n> 1. [ ] b\n- c\n');
  });
});
