import { undo } from '@codemirror/commands';
import type { EditorView } from '@codemirror/view';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, pressKey } from './markdown-spec-helpers';

/** Markdown mode numbers an ordered list again when items are deleted, moved or pasted, as Enter and Tab do. */
describe('ordered lists in markdown mode after items are deleted, moved or pasted', () => {
  const current = useEditor({ initialValue: '' });
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const press = (key: string) => pressKey(view, key);

  /** Loads `doc`, selects the first `text` in it and presses Backspace. */
  function deleteText(doc: string, text: string): void {
    loadMarked(view, doc);
    const from = doc.indexOf(text);
    view.dispatch({ selection: { anchor: from, head: from + text.length } });
    press('Backspace');
  }

  it('numbers the items below a deleted item one lower', () => {
    deleteText('1. a\n2. b\n3. c\n4. d', '2. b\n');
    expect(view.state.doc.toString()).toBe('1. a\n2. c\n3. d');
  });

  it('keeps the list\'s first number and its delimiter', () => {
    deleteText('5) a\n6) b\n7) c', '6) b\n');
    expect(view.state.doc.toString()).toBe('5) a\n6) c');
  });

  it('renumbers after several items deleted at once', () => {
    deleteText('1. a\n2. b\n3. c\n4. d\n5. e', '2. b\n3. c\n');
    expect(view.state.doc.toString()).toBe('1. a\n2. d\n3. e');
  });

  it('keeps the list\'s first number when its first item goes, so a list after a paragraph stays a list', () => {
    deleteText('1. a\n2. b\n3. c', '1. a\n');
    expect(view.state.doc.toString()).toBe('1. b\n2. c');
    deleteText('5. a\n6. b\n7. c', '5. a\n');
    expect(view.state.doc.toString()).toBe('5. b\n6. c');
    // `2. edit` cannot interrupt a paragraph: left as 2, the list would have become the paragraph's text.
    deleteText('Steps:\n1. open\n2. edit\n3. save', '1. open\n');
    expect(view.state.doc.toString()).toBe('Steps:\n1. edit\n2. save');
    deleteText('1. open\n2. edit\n3. save', '1. ');
    expect(view.state.doc.toString()).withContext('the first marker taken off').toBe('open\n1. edit\n2. save');
  });

  it('renumbers when a marker\'s delimiter is deleted (Ctrl+Backspace after it deletes `. `), not when its digits are edited', () => {
    deleteText('1. a\n2. b\n3. c\n4. d', '. b');
    expect(view.state.doc.toString()).toBe('1. a\n2\n2. c\n3. d');
    deleteText('1. a\n2. b\n3. c', '2');
    expect(view.state.doc.toString()).withContext('a number being retyped').toBe('1. a\n. b\n3. c');
  });

  it('leaves a number that a joined line carries into the text above as text', () => {
    deleteText('1. a\n2. b\n3. c', '\n');
    expect(view.state.doc.toString()).toBe('1. a2. b\n2. c');
  });

  it('leaves the numbers of pasted items numbered alike as pasted', () => {
    loadMarked(view, '1. a\n2. b\n3. c');
    const from = view.state.doc.toString().indexOf('2. b');
    view.dispatch({ changes: { from, to: from + 4, insert: '9. q\n9. r' }, userEvent: 'input.paste' });
    expect(view.state.doc.toString()).toBe('1. a\n9. q\n9. r\n3. c');
  });

  it('renumbers a nested list without touching the list around it', () => {
    deleteText('1. a\n   1. x\n   2. y\n   3. z\n2. b', '   2. y\n');
    expect(view.state.doc.toString()).toBe('1. a\n   1. x\n   2. z\n2. b');
  });

  it('leaves a list numbered 1. throughout as it is', () => {
    deleteText('1. a\n1. b\n1. c', '1. b\n');
    expect(view.state.doc.toString()).toBe('1. a\n1. c');
  });

  it('renumbers in the same undo step as the deletion, and the cursor stays where the deletion left it', () => {
    deleteText('1. a\n2. b\n3. c', '2. b\n');
    expect(marked(view)).toBe('1. a\n‸2. c');
    undo(view);
    expect(view.state.doc.toString()).toBe('1. a\n2. b\n3. c');
  });

  it('renumbers when an item\'s marker is deleted, which joins it to the item above', () => {
    deleteText('1. a\n2. b\n3. c', '2. ');
    expect(view.state.doc.toString()).toBe('1. a\nb\n2. c');
  });

  it('leaves lists the deletion does not reach as they are written', () => {
    deleteText('1. a\n3. b\n\nsome text here\n\n1. c\n5. d', 'text ');
    expect(view.state.doc.toString()).toBe('1. a\n3. b\n\nsome here\n\n1. c\n5. d');
  });

  it('renumbers a list whose item is moved with Alt+Up or Alt+Down, in one undo step', () => {
    loadMarked(view, '1. ‸a\n2. b\n3. c');
    pressKey(view, 'ArrowDown', { altKey: true });
    expect(marked(view)).toBe('1. b\n2. ‸a\n3. c');
    pressKey(view, 'ArrowDown', { altKey: true });
    expect(marked(view)).toBe('1. b\n2. c\n3. ‸a');
    pressKey(view, 'ArrowUp', { altKey: true });
    pressKey(view, 'ArrowUp', { altKey: true });
    expect(marked(view)).toBe('1. ‸a\n2. b\n3. c');
    loadMarked(view, '4) a\n5) b\n6) ‸c');
    pressKey(view, 'ArrowUp', { altKey: true });
    expect(marked(view)).withContext('first number and delimiter kept').toBe('4) a\n5) ‸c\n6) b');
    undo(view);
    expect(view.state.doc.toString()).toBe('4) a\n5) b\n6) c');
  });

  it('renumbers a list whose item is dragged to another place in it', () => {
    loadMarked(view, '1. a\n2. b\n3. c\n');
    // What CodeMirror dispatches for a line dragged within the editor: one change, deleted and put in.
    view.dispatch({ changes: [{ from: 0, to: 5 }, { from: 15, insert: '1. a\n' }], userEvent: 'move.drop' });
    expect(view.state.doc.toString()).toBe('1. b\n2. c\n3. a\n');
  });

  it('renumbers a list after a paragraph when an item is moved to its top (verify32: it became the paragraph\'s text)', () => {
    loadMarked(view, 'Intro:\n1. a\n2. ‸b\n3. c');
    pressKey(view, 'ArrowUp', { altKey: true });
    expect(marked(view)).toBe('Intro:\n1. ‸b\n2. a\n3. c');
    loadMarked(view, 'Intro:\n1. ‸a\n2. b\n3. c');
    pressKey(view, 'ArrowDown', { altKey: true });
    expect(marked(view)).toBe('Intro:\n1. b\n2. ‸a\n3. c');
  });

  it('renumbers a nested list whose item is moved, not the list around it', () => {
    loadMarked(view, '1. a\n   1. x\n   2. ‸y\n2. b');
    pressKey(view, 'ArrowUp', { altKey: true });
    expect(marked(view)).toBe('1. a\n   1. ‸y\n   2. x\n2. b');
  });

  it('renumbers an item cut and pasted back elsewhere in its list', () => {
    deleteText('1. a\n2. b\n3. c', '2. b\n');
    expect(view.state.doc.toString()).toBe('1. a\n2. c');
    view.dispatch({ changes: { from: 0, insert: '2. b\n' }, userEvent: 'input.paste' });
    expect(view.state.doc.toString()).toBe('1. b\n2. a\n3. c');
    loadMarked(view, '1. a\n2. b\n‸');
    view.dispatch({ changes: { from: view.state.doc.length, insert: '5. c\n6. d' }, userEvent: 'input.paste' });
    expect(view.state.doc.toString()).withContext('rising items pasted at the end').toBe('1. a\n2. b\n3. c\n4. d');
  });

  it('renumbers two lists joined into one, as the preview counts them', () => {
    deleteText('1. a\n2. b\n\nnote\n\n1. c\n2. d', 'note\n\n');
    expect(view.state.doc.toString()).toBe('1. a\n2. b\n\n3. c\n4. d');
  });

  it('leaves lists that were not numbered rising, and pasted lists apart from a list, as written', () => {
    loadMarked(view, '1. ‸a\n1. b\n1. c');
    pressKey(view, 'ArrowDown', { altKey: true });
    expect(view.state.doc.toString()).toBe('1. b\n1. a\n1. c');
    loadMarked(view, '1. a\n2. b\n\ntext\n‸');
    view.dispatch({ changes: { from: view.state.doc.length, insert: '\n3. x\n7. y' }, userEvent: 'input.paste' });
    expect(view.state.doc.toString()).toBe('1. a\n2. b\n\ntext\n\n3. x\n7. y');
  });
});
