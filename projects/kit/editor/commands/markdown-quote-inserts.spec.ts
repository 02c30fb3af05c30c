import type { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, parseMarked, runMarkdownCommand } from './markdown-spec-helpers';

// HR and Table at a cursor inside a quote: the block goes in the quote (every line, and the blank
// lines around it, keep the quote markers), as CodeBlock does. Notation: ‸ a cursor.
describe('HR and Table in a quote (markdown)', () => {
  const current = useEditor({ initialValue: '' });
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const load = (text: string) => loadMarked(view, text);
  const run = (name: string, ...args: unknown[]) => runMarkdownCommand(current().getCurrentModeEditor() as KitMarkdownView, name, ...args);

  // [command, arguments, before, after]
  const cases: [string, unknown[], string, string][] = [
    ['HR', [], '> a‸', '> a\n>\n> ***\n>‸'],
    ['HR', [], '> a‸\n> b', '> a\n>\n> ***\n>‸\n> b'],
    ['HR', [], '> a‸\n>\n> b', '> a\n>\n> ***\n>‸\n> b'],
    ['HR', [], '> > a‸', '> > a\n> >\n> > ***\n> >‸'],
    ['HR', [], '> ‸', '> ***\n>‸'],
    ['Table', [1, 1], '> a‸', '> a\n>\n> | ‸    |\n> | --- |'],
    ['Table', [2, 1], '> > a‸\n> > b', '> > a\n> >\n> > | ‸    |     |\n> > | --- | --- |\n> >\n> > b'],
    // Outside quotes nothing changes.
    ['HR', [], 'a‸', 'a\n\n***\n‸'],
    ['Table', [1, 1], 'a‸', 'a\n\n| ‸    |\n| --- |'],
  ];

  for (const [name, args, before, after] of cases) {
    it(`${name}(${args.join(', ')}) on ${JSON.stringify(before)} gives ${JSON.stringify(after)}, one undo step`, () => {
      load(before);
      run(name, ...args);
      expect(marked(view)).toBe(after);
      undo(view);
      expect(view.state.doc.toString()).toBe(parseMarked(before).doc);
    });
  }
});
