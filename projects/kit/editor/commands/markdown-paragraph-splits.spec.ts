import type { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { useEditor } from '../editor-spec-helpers';
import { KitDefaultConvertor } from '../convertor/editor-convertor';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, parseMarked, runMarkdownCommand } from './markdown-spec-helpers';

/**
 * The text of each paragraph and table cell of `markdown` as the preview renders it, with the
 * elements around it (a line that joins a table shows as a cell).
 */
function paragraphs(convertor: KitDefaultConvertor, markdown: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = convertor.toHTML(markdown);
  return Array.from(host.querySelectorAll('p, th, td'), (p) => {
    const path: string[] = [];
    for (let el = p.parentElement; el && el !== host; el = el.parentElement) path.unshift(el.tagName.toLowerCase());
    return `${[...path, p.tagName.toLowerCase()].join('>')}: ${p.textContent!.trim()}`;
  });
}

// A block marker taken off a line right below a paragraph line, a table row or an HTML block makes
// that line a paragraph of its own (a blank line, in the line's quote and item, goes between), not
// that paragraph's continuation, a further table row or more of the HTML. Notation: «» a selected range, ‸ a cursor.
/** The header cell of the tables in the cases. */
const TH_A = 'table>thead>tr>th: a';

describe('Block markers taken off under a paragraph, a table or HTML (markdown)', () => {
  const current = useEditor({ initialValue: '' });
  const convertor = new KitDefaultConvertor();
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const run = (name: string) => runMarkdownCommand(current().getCurrentModeEditor() as KitMarkdownView, name);

  // [command, before, after, the paragraphs after]
  const cases: [string, string, string, string[]][] = [
    ['UL', 'a\n- b‸', 'a\n\nb‸', ['p: a', 'p: b']],
    ['OL', 'a\n1. «b»', 'a\n\n«b»', ['p: a', 'p: b']],
    ['Task', 'a\n* [ ] ‸b', 'a\n\n‸b', ['p: a', 'p: b']],
    ['Blockquote', 'a\n> b‸', 'a\n\nb‸', ['p: a', 'p: b']],
    // In a quote: a blank quote line.
    ['UL', '> a\n> * b‸', '> a\n>\n> b‸', ['blockquote>p: a', 'blockquote>p: b']],
    ['Blockquote', '> > a\n> > b‸', '> > a\n>\n> b‸', ['blockquote>blockquote>p: a', 'blockquote>p: b']],
    // In a list item: the blank line keeps the item.
    ['UL', '* a\n  * b‸', '* a\n\n  b‸', ['ul>li>p: a', 'ul>li>p: b']],
    // In a quote in a list item.
    ['UL', '* x\n\n  > a\n  > * b‸', '* x\n\n  > a\n  >\n  > b‸', ['ul>li>p: x', 'ul>li>blockquote>p: a', 'ul>li>blockquote>p: b']],
    // Paragraph on a heading under a paragraph (and the paragraph below it stays its own).
    ['Paragraph', 'a\n# b‸', 'a\n\nb‸', ['p: a', 'p: b']],
    ['Paragraph', 'a\n# b‸\nc', 'a\n\nb‸\n\nc', ['p: a', 'p: b', 'p: c']],
    // A lazy quote line taken out of the quote.
    ['Blockquote', '> a\nb‸', '> a\n\nb‸', ['blockquote>p: a', 'p: b']],
    // A multi-line selection: each item its own paragraph, the selection on the same text.
    ['UL', 'a\n- «b\n- c»', 'a\n\n«b\n\nc»', ['p: a', 'p: b', 'p: c']],
    ['Blockquote', 'a\n> «b\n> c»\n\nd', 'a\n\n«b\nc»\n\nd', ['p: a', 'p: b\nc', 'p: d']],
    // Unchanged: a paragraph's lines unquoted together stay one paragraph; a blank line or a
    // heading above.
    ['Blockquote', '> «a\n> b»', '«a\nb»', ['p: a\nb']],
    ['UL', 'a\n\n- b‸', 'a\n\nb‸', ['p: a', 'p: b']],
    ['UL', '# a\n- b‸', '# a\nb‸', ['p: b']],
    // Under a table: the line would be a further row.
    ['UL', '| a |\n| --- |\n- b‸', '| a |\n| --- |\n\nb‸', [TH_A, 'p: b']],
    ['OL', '| a |\n| --- |\n1. b‸', '| a |\n| --- |\n\nb‸', [TH_A, 'p: b']],
    ['Task', '| a |\n| --- |\n| c |\n- [ ] b‸', '| a |\n| --- |\n| c |\n\nb‸', [TH_A, 'table>tbody>tr>td: c', 'p: b']],
    ['Blockquote', '| a |\n| --- |\n> b‸', '| a |\n| --- |\n\nb‸', [TH_A, 'p: b']],
    ['Paragraph', '| a |\n| --- |\n# b‸', '| a |\n| --- |\n\nb‸', [TH_A, 'p: b']],
    ['UL', '> | a |\n> | --- |\n> - b‸', '> | a |\n> | --- |\n>\n> b‸', [`blockquote>${TH_A}`, 'blockquote>p: b']],
    ['UL', '* x\n\n  | a |\n  | --- |\n  * b‸', '* x\n\n  | a |\n  | --- |\n\n  b‸', ['ul>li>p: x', `ul>li>${TH_A}`, 'ul>li>p: b']],
    // Under an HTML block that only a blank line ends: the line would be more of its HTML.
    ['UL', '<div>a</div>\n- b‸', '<div>a</div>\n\nb‸', ['p: b']],
    ['Paragraph', '<div>a</div>\n# b‸', '<div>a</div>\n\nb‸', ['p: b']],
    ['Blockquote', '> <div>a</div>\n> > b‸', '> <div>a</div>\n>\n> b‸', ['blockquote>p: b']],
    ['UL', '* x\n\n  <div>a</div>\n  * b‸', '* x\n\n  <div>a</div>\n\n  b‸', ['ul>li>p: x', 'ul>li>p: b']],
    // Paragraph keeps the line in its item (at the item's content column), after a blank line:
    // else it would be more of the HTML or a further row. (The preview writes `b` as the tight
    // item's bare text, after the HTML or the table: no `p`.)
    ['Paragraph', '* <div>a</div>\n  # b‸', '* <div>a</div>\n\n  b‸', []],
    ['Paragraph', '* | a |\n  | --- |\n  # b‸', '* | a |\n  | --- |\n\n  b‸', [`ul>li>${TH_A}`]],
    // An HTML block that ended on its own line (a comment, `</pre>`) takes nothing in: unchanged.
    ['UL', '<!-- c -->\n- b‸', '<!-- c -->\nb‸', ['p: b']],
    ['UL', '<pre>\nx\n</pre>\n- b‸', '<pre>\nx\n</pre>\nb‸', ['p: b']],
  ];

  for (const [name, before, after, rendered] of cases) {
    it(`${name} on ${JSON.stringify(before)} gives ${JSON.stringify(after)}, one undo step`, () => {
      loadMarked(view, before);
      run(name);
      expect(marked(view)).toBe(after);
      expect(paragraphs(convertor, view.state.doc.toString())).toEqual(rendered);
      undo(view);
      expect(view.state.doc.toString()).toBe(parseMarked(before).doc);
    });
  }
});
