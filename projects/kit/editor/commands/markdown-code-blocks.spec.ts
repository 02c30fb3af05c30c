import type { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, runMarkdownCommand } from './markdown-spec-helpers';

// CodeBlock in quotes, and taking code out of its block next to text: the cases of
// markdown-commands.spec.ts in the same notation («» a selected range, ‸ a cursor).
describe('CodeBlock (markdown)', () => {
  const current = useEditor({ initialValue: '' });
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const load = (text: string) => loadMarked(view, text);
  const run = (...args: unknown[]) => runMarkdownCommand(current().getCurrentModeEditor() as KitMarkdownView, 'CodeBlock', ...args);

  // [arguments, before, after]
  const cases: [unknown[], string, string][] = [
    // In a quote the fence keeps the quote markers: the code is in the quote, the quote stays one.
    [[], '> «a\n> b»', '> ```\n> «a\n> b»\n> ```'],
    [['js'], '> > «a»', '> > ```js\n> > «a»\n> > ```'],
    [[], '> x\n> «a\n> b»\n> y', '> x\n> ```\n> «a\n> b»\n> ```\n> y'],
    [[], '> * item\n>   «code»', '> * item\n>   ```\n>   «code»\n>   ```'],
    // `b` continues the inner quote's paragraph lazily: it is in that quote, and gets its markers.
    [[], '> > «a\n> b»', '> > ```\n> > «a\n> > b»\n> > ```'],
    [[], '> > «a\n> b»\n>\n> c', '> > ```\n> > «a\n> > b»\n> > ```\n>\n> c'],
    [[], '> «a\n\nb»', '```\n> «a\n\nb»\n```'],
    [[], '> «```\n> x\n> ```»', '> ````\n> «```\n> x\n> ```»\n> ````'],
    [[], '> a‸', '> a\n>\n> ```\n> ‸\n> ```'],
    [['py'], '> a‸\n> b', '> a\n>\n> ```py\n> ‸\n> ```\n>\n> b'],
    [[], '> ‸', '> ```\n> ‸\n> ```'],
    [[], '> a\n>‸', '> a\n>\n> ```\n> ‸\n> ```'],
    [[], '> > a‸', '> > a\n> >\n> > ```\n> > ‸\n> > ```'],
    // ... and toggles off there.
    [[], '> > ```\n> > x‸\n> > ```', '> > x‸'],
    [[], '> ```\n> a\n> b‸\n> ```\n>\n> c', '> a\n> b‸\n>\n> c'],
    // Code taken out of its block next to text stays a block of its own (a paragraph of its own).
    [[], '```\nx‸\n```\nmore', 'x‸\n\nmore'],
    [[], 'para\n```\nx‸\n```', 'para\n\nx‸'],
    [[], 'para\n```\nx‸\n```\nmore', 'para\n\nx‸\n\nmore'],
    [[], 'para\n```\n‸```\nmore', 'para\n‸\nmore'],
    [[], '> ```\n> x‸\n> ```\n> more', '> x‸\n>\n> more'],
    [[], '> ```\n> x‸\n> ```\nmore', '> x‸\n>\nmore'],
    [[], '> q\n```\nx‸\n```', '> q\n\nx‸'],
    [[], '```\nx‸\n```\n2. b', 'x‸\n\n2. b'],
    [[], '```\nx‸\n```\nHead\n===', 'x‸\n\nHead\n==='],
    [[], '| a |\n| - |\n```\nx‸\n```', '| a |\n| - |\n\nx‸'],
    [[], 'para\n\n    co‸de\nmore', 'para\n\nco‸de\n\nmore'],
    [[], '> x\n>\n>     co‸de\n> more', '> x\n>\n> co‸de\n>\n> more'],
    // Blocks that end a paragraph need no blank line, and a list stays tight.
    [[], '```\nx‸\n```\n# h', 'x‸\n# h'],
    [[], '```\nx‸\n```\n* b', 'x‸\n* b'],
    [[], '```\nx‸\n```\n1. b', 'x‸\n1. b'],
    [[], '# h\n```\nx‸\n```', '# h\nx‸'],
    [[], '* a\n\n  ```\n  x‸\n  ```\n* b', '* a\n\n  x‸\n* b'],
    [[], '```\na\n```\n```\nx‸\n```', '```\na\n```\nx‸'],
    // Text from outside a list merged into a fence in a list item goes into the item, in the fence.
    [[], '* item\n  ```\n  co«de\n  ```\n\nmore»', '* item\n  ```\n  co«de\n\n  more»\n  ```'],
    [[], '* item\n  ```\n  co«de\n  ```\n\nmore\n```\nx»\n```', '* item\n  ```\n  co«de\n\n  more\n  x»\n  ```'],
    [[], '* item\n\n      co«de\n\nmore»', '* item\n\n  ```\n  co«de\n\n  more»\n  ```'],
    [[], '«intro\n\n* item\n  ```\n  co»de\n  ```', '```\n«intro\n\n* item\n  co»de\n  ```'],
    // ... in a quote too: the merged lines keep (or get) the quote markers, so the fence stays in the item, in the quote.
    [[], '> * item\n>   ```\n>   co«de\n>   ```\n>\n> more»', '> * item\n>   ```\n>   co«de\n>\n>   more»\n>   ```'],
    [[], '> * item\n>   ```\n>   co«de\n>   ```\n\nmore»', '> * item\n>   ```\n>   co«de\n>\n>   more»\n>   ```'],
    [[], '> * item\n>\n>       co«de\n>\n> more»', '> * item\n>\n>   ```\n>   co«de\n>\n>   more»\n>   ```'],
    [[], '> > * item\n> >   ```\n> >   co«de\n> >   ```\n>\n> > x\n> more»', '> > * item\n> >   ```\n> >   co«de\n> >\n> >   x\n> >   more»\n> >   ```'],
    [[], '> ```\n> co«de\n> ```\n\nmore»', '> ```\n> co«de\n>\n> more»\n> ```'],
  ];

  for (const [args, before, after] of cases) {
    it(`(${args.map((a) => JSON.stringify(a)).join(', ')}) on ${JSON.stringify(before)} gives ${JSON.stringify(after)}, one undo step`, () => {
      load(before);
      run(...args);
      expect(marked(view)).toBe(after);
      expect(undo(view)).toBeTrue();
      expect(marked(view)).toBe(before);
    });
  }
});
