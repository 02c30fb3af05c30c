import { undo } from '@codemirror/commands';
import type { EditorView } from '@codemirror/view';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, pressKey } from './markdown-spec-helpers';

/** Backspace in markdown mode takes an emoji as one character, also with its modifier or keycap. */
describe('Backspace after an emoji in markdown mode', () => {
  const current = useEditor({ initialValue: '' });
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const press = (key: string) => pressKey(view, key);

  const cases: [string, string, string][] = [
    ['a skin-tone modifier', 'x👍🏽‸y', 'x‸y'],
    ['a keycap', 'x1️⃣‸', 'x‸'],
    ['a family joined by zero-width joiners', 'x👨‍👩‍👧‸', 'x‸'],
    ['a flag', 'x🇩🇪‸', 'x‸'],
    ['a subdivision flag (a pictograph and tag characters)', 'x\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}‸', 'x‸'],
    ['a pictograph with its emoji variation selector', 'x❤️‸', 'x‸'],
    ['an emoji of a line after the first', 'a\n🧑🏿‍🚀‸', 'a\n‸'],
  ];
  for (const [what, before, after] of cases) {
    it(`deletes ${what} whole`, () => {
      loadMarked(view, before);
      press('Backspace');
      expect(marked(view)).toBe(after);
    });
  }

  it('deletes just the combining accent of a letter, as CodeMirror does, so an accent can be retyped', () => {
    loadMarked(view, 'cafe\u0301‸');
    press('Backspace');
    expect(marked(view)).toBe('cafe‸');
  });

  it('deletes an emoji at each of several cursors, as one undo step', () => {
    loadMarked(view, '👍🏽‸ a\n👍🏿‸ b');
    press('Backspace');
    expect(marked(view)).toBe('‸ a\n‸ b');
    undo(view);
    expect(view.state.doc.toString()).toBe('👍🏽 a\n👍🏿 b');
  });

  it('leaves a selection to CodeMirror, which deletes just the selection', () => {
    loadMarked(view, 'x👍🏽y');
    view.dispatch({ selection: { anchor: 1, head: view.state.doc.length - 1 } });
    press('Backspace');
    expect(view.state.doc.toString()).toBe('xy');
  });
});
