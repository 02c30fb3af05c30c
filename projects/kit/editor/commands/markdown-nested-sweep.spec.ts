import type { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { useEditor } from '../editor-spec-helpers';
import { KitDefaultConvertor } from '../convertor/editor-convertor';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, parseMarked, runMarkdownCommand } from './markdown-spec-helpers';

// The block commands in nested contexts, as the preview renders the result (marked + DOMPurify).
// Words starting `keep` are in blocks the command must leave alone: each keeps its place (the
// elements around it, paragraphs aside: a list may turn loose). Words starting `sel` are on the
// selected lines: the table says where each command puts them. HR, Table and CodeBlock at a cursor
// are placed by where the new `hr`, `table` or `pre` goes. Notation: «» a selected range, ‸ a cursor.

/** The rendered document. */
function render(convertor: KitDefaultConvertor, markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = convertor.toHTML(markdown);
  return host;
}

/** Where `node` is: the elements around it from the top, `p` left out, a task item as `task`. */
function pathOf(host: HTMLElement, node: Node): string {
  const names: string[] = [];
  for (let el = node.parentElement; el && el !== host; el = el.parentElement) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'p') continue;
    const box = tag === 'li' ? el.querySelector('input[type="checkbox"]') : null;
    names.unshift(box && box.closest('li') === el ? 'task' : tag);
  }
  return names.join('>');
}

/** Where each word starting with `prefix` is, by word. */
function wordPaths(host: HTMLElement, prefix: string): Record<string, string> {
  const paths: Record<string, string> = {};
  const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of node.textContent!.match(new RegExp(`\\b${prefix}\\w*`, 'g')) ?? []) paths[word] = pathOf(host, node);
  }
  return paths;
}

/** The commands, with their arguments, and what each is placed by ('word': the selected words). */
const COMMANDS: [string, unknown[], string][] = [
  ['Heading', [2], 'word'],
  ['Paragraph', [], 'word'],
  ['Blockquote', [], 'word'],
  ['UL', [], 'word'],
  ['OL', [], 'word'],
  ['Task', [], 'word'],
  ['CodeBlock', [], 'pre'],
  ['HR', [], 'hr'],
  ['Table', [2, 2], 'table'],
  ['Indent', [], 'word'],
  ['Outdent', [], 'word'],
];

// Indent leaves text that is in no list as it is (markdown has no indented paragraph).

// A line whose quote marker, list marker or task box is taken off (Blockquote, UL, Task toggled
// off, Paragraph) right below a paragraph line gets a blank line above it, so it is a paragraph of
// its own rather than that paragraph's lazy continuation (splitting the quote or list there).

/**
 * A context: its document, where each command (in COMMANDS' order) puts the selected words or the
 * new block, and (by command) the `keep` words that markdown cannot leave in place, with where they go.
 */
type Context = [name: string, doc: string, expected: string[], keptElsewhere?: Record<string, Record<string, string>>];

const CONTEXTS: Context[] = [
  [
    'a quote',
    '> keepA\n>\n> s‸el\n>\n> keepB\n\nkeepC',
    ['blockquote>h2', '', '', 'blockquote>ul>li', 'blockquote>ol>li', 'blockquote>ul>task', 'blockquote>pre', 'blockquote>hr', 'blockquote>table', 'blockquote', 'blockquote'],
  ],
  [
    'a quote in a list item',
    '* keepA\n\n  > s‸el\n\n* keepB',
    ['ul>li>blockquote>h2', 'ul>li', 'ul>li', 'ul>li>blockquote>ul>li', 'ul>li>blockquote>ol>li', 'ul>li>blockquote>ul>task', 'ul>li>blockquote>pre', 'ul>li>blockquote>hr', 'ul>li>blockquote>table', 'ul>li>blockquote', 'ul>li>blockquote'],
  ],
  [
    'a list item in a quote',
    '> * keepA\n> * s‸el\n> * keepB\n\nkeepC',
    // Paragraph and UL (off) split the list under keepA's item: see the note above.
    ['blockquote>ul>li>h2', '', 'ul>li', 'blockquote', 'blockquote>ol>li', 'blockquote>ul>task', 'blockquote>ul>li>pre', 'blockquote>ul>li>hr', 'blockquote>ul>li>table', 'blockquote>ul>li>ul>li', 'blockquote>ul>li'],
  ],
  [
    'a lazy quote line',
    '> keepA\ns‸el\n\nkeepB',
    // Paragraph and Blockquote (off) take `sel` out of the quote: see the note above.
    ['blockquote>h2', '', '', 'blockquote>ul>li', 'blockquote>ol>li', 'blockquote>ul>task', 'blockquote>pre', 'blockquote>hr', 'blockquote>table', 'blockquote', 'blockquote'],
  ],
  [
    'a task item',
    '* [ ] keepA\n* [ ] s‸el\n* [x] keepB',
    // GFM has no heading in a task item (`* [ ] ## sel` is the box and text): Heading takes the box
    // off. Paragraph and Task (off) split the list under keepA's item: see the note above.
    ['ul>li>h2', '', 'blockquote>ul>task', 'ul>li', 'ol>li', '', 'ul>task>pre', 'ul>task>hr', 'ul>task>table', 'ul>task>ul>task', 'ul>task'],
  ],
  [
    'a nested ordered item',
    '* keepA\n  1. s‸el\n  2. keepB',
    // Outdent takes `sel` out of keepA's item, keeping its kind (a list of its own after keepA's,
    // as WYSIWYG's Outdent does): keepB, below it, cannot stay in keepA's item. It stays a nested
    // item, now of sel's (`1. sel` / `   1. keepB`), rather than following sel out.
    ['ul>li>ol>li>h2', 'ul>li', 'ul>li>blockquote>ol>li', 'ul>li>ul>li', 'ul>li', 'ul>li>ol>task', 'ul>li>ol>li>pre', 'ul>li>ol>li>hr', 'ul>li>ol>li>table', 'ul>li>ol>li', 'ol>li'],
    { Outdent: { keepB: 'ol>li>ol>li' } },
  ],
  ['the first line', 's‸el\n\nkeepA', ['h2', '', 'blockquote', 'ul>li', 'ol>li', 'ul>task', 'pre', 'hr', 'table', '', '']],
  ['the last line', 'keepA\n\ns‸el', ['h2', '', 'blockquote', 'ul>li', 'ol>li', 'ul>task', 'pre', 'hr', 'table', '', '']],
  [
    'a selection over two quotes',
    '> keepA\n>\n> s«el1\n\n> se»l2\n>\n> keepB\n\nkeepC',
    ['blockquote>h2', '', '', 'blockquote>ul>li', 'blockquote>ol>li', 'blockquote>ul>task', 'pre', 'blockquote>hr', 'blockquote>table', 'blockquote', 'blockquote'],
  ],
];

/** What each command writes in an empty document ('' where it does nothing). */
const IN_EMPTY = ['## ', '', '> ', '* ', '1. ', '* [ ] ', '```\n\n```', '***\n', '| ', '', ''];

describe('Block commands in nested contexts (markdown)', () => {
  const current = useEditor({ initialValue: '' });
  const convertor = new KitDefaultConvertor();
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const run = (name: string, args: unknown[]) => runMarkdownCommand(current().getCurrentModeEditor() as KitMarkdownView, name, ...args);

  for (const [context, doc, expected, keptElsewhere] of CONTEXTS) {
    COMMANDS.forEach(([name, args, placedBy], i) => {
      it(`${name} in ${context} (${JSON.stringify(doc)}) puts ${placedBy === 'word' ? 'the selected text' : `the ${placedBy}`} in "${expected[i]}", the other blocks kept`, () => {
        loadMarked(view, doc);
        const before = render(convertor, parseMarked(doc).doc);
        run(name, args);
        const after = render(convertor, view.state.doc.toString());
        const markdown = view.state.doc.toString();
        expect(wordPaths(after, 'keep')).withContext(markdown).toEqual({ ...wordPaths(before, 'keep'), ...keptElsewhere?.[name] });
        if (placedBy === 'word') {
          const selected = Object.keys(wordPaths(before, 'sel'));
          expect(wordPaths(after, 'sel')).withContext(markdown).toEqual(Object.fromEntries(selected.map((word) => [word, expected[i]])));
        } else {
          const made = Array.from(after.querySelectorAll(placedBy), (el) => pathOf(after, el.firstChild ?? el.appendChild(document.createTextNode(''))));
          expect(made).withContext(markdown).toEqual([`${expected[i]}`]);
        }
        undo(view);
        expect(view.state.doc.toString()).toBe(parseMarked(doc).doc);
      });
    });
  }

  COMMANDS.forEach(([name, args], i) => {
    it(`${name} in an empty document ${IN_EMPTY[i] ? `writes ${JSON.stringify(IN_EMPTY[i])}` : 'does nothing'}`, () => {
      loadMarked(view, '‸');
      run(name, args);
      const markdown = view.state.doc.toString();
      if (name === 'Table') expect(markdown.startsWith(IN_EMPTY[i])).withContext(markdown).toBeTrue();
      else expect(markdown).toBe(IN_EMPTY[i]);
    });
  });
});
