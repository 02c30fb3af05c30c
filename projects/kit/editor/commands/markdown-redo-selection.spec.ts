import type { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, pressKey, runMarkdownCommand } from './markdown-spec-helpers';

// Redo (Ctrl+Y) gives back the document and the selection a command left, also when nothing moved
// the cursor between the command and Undo (Ctrl+Z): CodeMirror's history keeps a change's selection
// only once a later selection is recorded; without one, Redo put the cursor at the end of what was
// inserted. Undo after such a Redo puts the cursor back where it was before the command, as the
// first Undo did (recording the selection in the history had moved it to the end of the line).
describe('Redo of a markdown command', () => {
  const current = useEditor({ initialValue: '' });
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  // [command, arguments, before]
  const cases: [string, unknown[], string][] = [
    ['Table', [2, 2], 'a‸'],
    ['Table', [2, 1], '- a‸'],
    ['HR', [], '> a‸'],
    ['HR', [], 'abc‸ def'],
    ['Table', [2, 1], 'abc‸ def'],
    ['CodeBlock', [], 'a‸'],
    ['Bold', [], '«word»'],
    ['UL', [], 'a‸\nb'],
  ];

  for (const [name, args, before] of cases) {
    it(`${name}(${args.join(', ')}) on ${JSON.stringify(before)}: Undo then Redo restores its selection`, () => {
      loadMarked(view, before);
      runMarkdownCommand(current().getCurrentModeEditor() as KitMarkdownView, name, ...args);
      const after = marked(view);
      // Three rounds of Ctrl+Z, Ctrl+Y: each gives the same, Undo the selection before the command.
      for (let round = 0; round < 3; round++) {
        expect(pressKey(view, 'z', { ctrlKey: true })).toBeTrue();
        expect(marked(view)).withContext(`round ${round}, undone`).toBe(before);
        expect(pressKey(view, 'y', { ctrlKey: true })).withContext(`round ${round}`).toBeTrue();
        expect(marked(view)).withContext(`round ${round}`).toBe(after);
      }
    });
  }

  it('keeps Undo to one step for the command', () => {
    loadMarked(view, 'a‸');
    runMarkdownCommand(current().getCurrentModeEditor() as KitMarkdownView, 'Table', 1, 1);
    expect(undo(view)).toBeTrue();
    expect(marked(view)).toBe('a‸');
    expect(undo(view)).toBeFalse();
  });

  // Images QA (2026-11-28) saw Ctrl+Shift+Z undo: its key was "z" (a script's), which CodeMirror
  // reads as Ctrl+Z; a keyboard's is "Z". With "Z", Redo, and nothing when there is nothing to redo
  // (a guard: it passed before too).
  it('Ctrl+Shift+Z and Ctrl+Y redo, and change nothing with nothing left to redo', () => {
    loadMarked(view, 'a‸');
    view.dispatch({ changes: { from: 1, insert: ' one' }, selection: { anchor: 5 }, userEvent: 'input.type' });
    expect(pressKey(view, 'z', { ctrlKey: true, keyCode: 90 })).toBeTrue();
    expect(view.state.doc.toString()).toBe('a');
    expect(pressKey(view, 'Z', { ctrlKey: true, shiftKey: true, keyCode: 90, code: 'KeyZ' })).toBeTrue();
    expect(view.state.doc.toString()).toBe('a one');
    for (const [key, init] of [['Z', { ctrlKey: true, shiftKey: true, keyCode: 90, code: 'KeyZ' }], ['y', { ctrlKey: true, keyCode: 89 }]] as const) {
      expect(pressKey(view, key, init)).withContext(key).toBeTrue();
      expect(view.state.doc.toString()).withContext(key).toBe('a one');
    }
  });
});

