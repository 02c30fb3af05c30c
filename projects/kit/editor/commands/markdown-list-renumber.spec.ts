import { undo } from '@codemirror/commands';
import type { EditorView } from '@codemirror/view';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, pressKey } from './markdown-spec-helpers';

/** Markdown mode numbers an ordered list again when items are deleted from it, as Enter and Tab do. */
describe('ordered lists in markdown mode after items are deleted', () => {
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

  it('leaves the numbers of pasted items as pasted', () => {
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
});
