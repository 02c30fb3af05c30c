import type { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { useEditor } from '../editor-spec-helpers';
import { KitDefaultConvertor } from '../convertor/editor-convertor';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, parseMarked, runMarkdownCommand } from './markdown-spec-helpers';

/** The text of the outermost quotes of `markdown` as the preview renders it, without white space (blocks add their own). */
function quotedText(convertor: KitDefaultConvertor, markdown: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = convertor.toHTML(markdown);
  return Array.from(host.querySelectorAll('blockquote:not(blockquote blockquote)'), (quote) => quote.textContent!.replace(/\s+/g, ''));
}

// A line that continues a quote paragraph lazily (no `>`) stays in the quote when a block command
// ends that paragraph: it gets the markers it left out. Notation: «» a selected range, ‸ a cursor.
describe('Block commands next to lazy quote lines (markdown)', () => {
  const current = useEditor({ initialValue: '' });
  const convertor = new KitDefaultConvertor();
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const run = (name: string, ...args: unknown[]) => runMarkdownCommand(current().getCurrentModeEditor() as KitMarkdownView, name, ...args);

  // [command, arguments, before, after]
  const cases: [string, unknown[], string, string][] = [
    ['CodeBlock', [], '> a\n> «b»\nc', '> a\n> ```\n> «b»\n> ```\n> c'],
    ['CodeBlock', [], '> a\n> «b»\nc\nd', '> a\n> ```\n> «b»\n> ```\n> c\n> d'],
    ['CodeBlock', [], '> a\n> b‸\nc', '> a\n> b\n>\n> ```\n> ‸\n> ```\n>\n> c'],
    ['CodeBlock', [], '> «a\nb»\nc', '> ```\n> «a\n> b»\n> ```\n> c'],
    ['CodeBlock', [], '> > «a»\n> b', '> > ```\n> > «a»\n> > ```\n> > b'],
    ['CodeBlock', [], '> * x\n>   «y»\nz', '> * x\n>   ```\n>   «y»\n>   ```\n>   z'],
    ['CodeBlock', [], '* a\n  > «q»\n  r', '* a\n  > ```\n  > «q»\n  > ```\n  > r'],
    // Not lazy: a line after a blank one, or below the quote's paragraph.
    ['CodeBlock', [], '> «a»\n\nc', '> ```\n> «a»\n> ```\n\nc'],
  ];

  for (const [name, args, before, after] of cases) {
    it(`${name}(${args.join(', ')}) on ${JSON.stringify(before)} gives ${JSON.stringify(after)}, the quote's text kept, one undo step`, () => {
      loadMarked(view, before);
      run(name, ...args);
      expect(marked(view)).toBe(after);
      expect(quotedText(convertor, view.state.doc.toString())).toEqual(quotedText(convertor, parseMarked(before).doc));
      undo(view);
      expect(view.state.doc.toString()).toBe(parseMarked(before).doc);
    });
  }
});
