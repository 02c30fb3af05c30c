import type { EditorView } from '@codemirror/view';
import { undo } from '@codemirror/commands';
import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { loadMarked, marked, parseMarked, runMarkdownCommand } from './markdown-spec-helpers';

/**
 * The elements of `html` as a tree of tag names (`ul[li[p hr]]`): text left out, so it shows which
 * block is in which; an item with a checkbox is `task`.
 */
function outline(html: string): string {
  const host = document.createElement('div');
  host.innerHTML = html;
  const walk = (el: Element): string => {
    const children = Array.from(el.children).filter((child) => child.tagName !== 'INPUT');
    const name = el.tagName === 'LI' && el.querySelector(':scope > input, :scope > p > input') ? 'task' : el.tagName.toLowerCase();
    return children.length ? `${name}[${children.map(walk).join(' ')}]` : name;
  };
  return Array.from(host.children, walk).join(' ');
}

// Block commands at a cursor in a list item: HR, Table and CodeBlock put their block in the item
// (indented to its content column, blank lines around it, the rest of the list one list, a lazy
// line of the item's paragraph below kept in the item), Heading in a task item and Task on a
// heading write what the preview reads as a heading or a task, and Blockquote in a nested item
// quotes inside the outer item. Each case is checked as text and as the HTML `getHtml` gives.
// Notation: «» a selected range, ‸ a cursor.
describe('Block commands in list items (markdown)', () => {
  const current = useEditor({ initialValue: '' });
  let view: EditorView;

  beforeEach(() => {
    view = (current().getCurrentModeEditor() as KitMarkdownView).view;
  });

  const run = (name: string, args: unknown[]) => runMarkdownCommand(current().getCurrentModeEditor() as KitMarkdownView, name, ...args);

  // [command, arguments, before, after, outline of the HTML after]
  const cases: [string, unknown[], string, string, string][] = [
    // HR: the cursor goes below the rule, at the item's content column.
    ['HR', [], '* a‸\n* b', '* a\n\n  ***\n  ‸\n* b', 'ul[li[p hr] li[p]]'],
    ['HR', [], '1. a‸\n2. b', '1. a\n\n   ***\n   ‸\n2. b', 'ol[li[p hr] li[p]]'],
    ['HR', [], '-   a‸', '-   a\n\n    ***\n    ‸', 'ul[li[p hr]]'],
    ['HR', [], '- [ ] a‸\n- [ ] b', '- [ ] a\n\n  ***\n  ‸\n- [ ] b', 'ul[task[p hr] task[p]]'],
    ['HR', [], '* a\n  * b‸\n* c', '* a\n  * b\n\n    ***\n    ‸\n* c', 'ul[li[p ul[li[p hr]]] li[p]]'],
    ['HR', [], '* a\n\n  b‸\n* c', '* a\n\n  b\n\n  ***\n  ‸\n* c', 'ul[li[p p hr] li[p]]'],
    ['HR', [], '> * a‸\n> * b', '> * a\n>\n>   ***\n>   ‸\n> * b', 'blockquote[ul[li[p hr] li[p]]]'],
    ['HR', [], '> * a\n>   * b‸', '> * a\n>   * b\n>\n>     ***\n>     ‸', 'blockquote[ul[li[ul[li[p hr]]]]]'],
    // An empty item: the block on the marker's line (a blank line after a bare marker ends the item).
    // `* ***` would be one rule: `___` there.
    ['HR', [], '* a\n* ‸', '* a\n* ___\n  ‸', 'ul[li li[hr]]'],
    ['HR', [], '- ‸\n- b', '- ***\n  ‸\n- b', 'ul[li[hr] li[p]]'],
    // A quote in an item (unchanged): the rule in the quote.
    ['HR', [], '* a\n\n  > b‸', '* a\n\n  > b\n  >\n  > ***\n  >‸', 'ul[li[p blockquote[p hr]]]'],
    // Table: the cursor in the first header cell.
    ['Table', [1, 1], '* a‸\n* b', '* a\n\n  | ‸    |\n  | --- |\n\n* b', 'ul[li[p table[thead[tr[th]]]] li[p]]'],
    ['Table', [1, 1], '> 1. a‸', '> 1. a\n>\n>    | ‸    |\n>    | --- |', 'blockquote[ol[li[p table[thead[tr[th]]]]]]'],
    ['Table', [1, 1], '* ‸', '* | ‸    |\n  | --- |', 'ul[li[table[thead[tr[th]]]]]'],
    // CodeBlock: the cursor inside the empty fence.
    ['CodeBlock', [], '* a‸\n* b', '* a\n\n  ```\n  ‸\n  ```\n\n* b', 'ul[li[p pre[code]] li[p]]'],
    ['CodeBlock', [], '- [ ] a\n  - [x] b‸\n- [ ] c', '- [ ] a\n  - [x] b\n\n    ```\n    ‸\n    ```\n\n- [ ] c', 'ul[task[p ul[task[p pre[code]]]] task[p]]'],
    ['CodeBlock', [], '> * a‸', '> * a\n>\n>   ```\n>   ‸\n>   ```', 'blockquote[ul[li[p pre[code]]]]'],
    ['CodeBlock', [], '1. ‸', '1. ```\n   ‸\n   ```', 'ol[li[pre[code]]]'],
    // Heading in a task item: the box goes (GFM reads `[ ] ## a` as text), the item stays in its list.
    ['Heading', [2], '* [ ] a‸', '* ## a‸', 'ul[li[h2]]'],
    ['Heading', [3], '> 1. [x] «a»\n> 2. [ ] b', '> 1. ### «a»\n> 2. [ ] b', 'blockquote[ol[li[h3] task]]'],
    ['Heading', [2], '- [ ] ## a‸', '- ## a‸', 'ul[li[h2]]'],
    ['Heading', [1], '* [ ] «a\n* [x] b»', '* # «a\n* # b»', 'ul[li[h1] li[h1]]'],
    // Task on a heading: the box takes the heading's text (GFM reads `* [ ] ## a` as the box and the
    // text "## a"), as Heading on a task item takes the box off: the last command applied wins.
    ['Task', [], '* ## a‸', '* [ ] a‸', 'ul[task]'],
    ['Task', [], '## a b ##‸', '* [ ] a b‸', 'ul[task]'],
    ['Task', [], '> * ### «a» #\n> * b', '> * [ ] «a»\n> * b', 'blockquote[ul[task li]]'],
    ['Task', [], '* «## a\n* b»', '* [ ] «a\n* [ ] b»', 'ul[task task]'],
    // Blockquote on a nested item: the quote goes at the outer item's content column, so it stays
    // in that item (at column 0 it would end the outer list), the items after it too. An ordered
    // item right below gets a blank line above it: marked reads `2. b` under a quote into the quote.
    ['Blockquote', [], '* keepA\n  1. sel‸\n  2. keepB', '* keepA\n  > 1. sel‸\n\n  2. keepB', 'ul[li[p blockquote[ol[li]] ol[li]]]'],
    ['Blockquote', [], '1. a‸\n2. b', '> 1. a‸\n\n2. b', 'blockquote[ol[li]] ol[li]'],
    ['Blockquote', [], '* a\n  b‸', '* a\n  > b‸', 'ul[li[blockquote[p]]]'],
    ['Blockquote', [], '1. a\n   * «b\n\n     c»\n2. d', '1. a\n   > * «b\n   >\n   >   c»\n\n2. d', 'ol[li[p blockquote[ul[li[p p]]]] li[p]]'],
    // Off at that column too (4 or more spaces before `>`), the line its own paragraph of the item.
    ['Blockquote', [], '1. a\n   * b\n     > c‸', '1. a\n   * b\n\n     c‸', 'ol[li[ul[li[p p]]]]'],
    ['Blockquote', [], '1. a\n   * b\n     c‸', '1. a\n   * b\n     > c‸', 'ol[li[ul[li[blockquote[p]]]]]'],
    ['Blockquote', [], '* «a\n  * b»', '> * «a\n>   * b»', 'blockquote[ul[li[ul[li]]]]'],
    // HR with a blank line below: the cursor on it, at the item's content column (as when text follows).
    ['HR', [], '* a‸\n\n* b', '* a\n\n  ***\n  ‸\n* b', 'ul[li[p hr] li[p]]'],
    ['HR', [], '> * a‸\n>\n> * b', '> * a\n>\n>   ***\n>   ‸\n> * b', 'blockquote[ul[li[p hr] li[p]]]'],
    ['HR', [], '1. a‸\n', '1. a\n\n   ***\n   ‸', 'ol[li[p hr]]'],
    // A lazy line of the item's paragraph below: it gets the item's indentation, so it stays in the item.
    ['HR', [], '* a‸\nb', '* a\n\n  ***\n  ‸\n  b', 'ul[li[p hr p]]'],
    ['Table', [1, 1], '* a‸\nb\nc', '* a\n\n  | ‸    |\n  | --- |\n\n  b\n  c', 'ul[li[p table[thead[tr[th]]] p]]'],
    ['CodeBlock', [], '1. a‸\nb', '1. a\n\n   ```\n   ‸\n   ```\n\n   b', 'ol[li[p pre[code] p]]'],
    ['HR', [], '> * a‸\n> b', '> * a\n>\n>   ***\n>   ‸\n>   b', 'blockquote[ul[li[p hr p]]]'],
    ['HR', [], '* a\n  * b‸\n  c', '* a\n  * b\n\n    ***\n    ‸\n    c', 'ul[li[ul[li[p hr p]]]]'],
    ['Heading', [2], '* a‸\nb', '* ## a‸\n  b', 'ul[li[h2]]'],
    // Paragraph in a nested item: a paragraph of the outer item (its content column kept), so the
    // items after it stay in that item (blank lines: `2.` cannot start a list under a paragraph).
    ['Paragraph', [], '* keepA\n  1. s‸el\n  2. keepB', '* keepA\n\n  s‸el\n\n  2. keepB', 'ul[li[p p ol[li]]]'],
    ['Paragraph', [], '* a\n\n  > b‸', '* a\n\n  b‸', 'ul[li[p p]]'],
    ['Paragraph', [], '1. a\n   * «## b\n   * c»\n   * d', '1. a\n\n   «b\n\n   c»\n   * d', 'ol[li[p p p ul[li]]]'],
    // Outdent takes the selected items out of their list, not the items after them: those stay
    // nested, now under the last outdented item (their list starts at 1: `2.` under a paragraph
    // would be more of its text).
    ['Outdent', [], '* keepA\n  1. s‸el\n  2. keepB', '* keepA\n1. s‸el\n   1. keepB', 'ul[li] ol[li[ol[li]]]'],
    ['Outdent', [], '* a\n  * b‸\n  * c', '* a\n* b‸\n  * c', 'ul[li li[ul[li]]]'],
    ['Outdent', [], '1. a\n   1. b‸\n   2. c\n   3. d\n2. e', '1. a\n2. b‸\n   1. c\n   2. d\n3. e', 'ol[li li[ol[li li]] li]'],
    ['Outdent', [], '* a\n  * «b\n  * c»\n  * d\n    * e', '* a\n* «b\n* c»\n  * d\n    * e', 'ul[li li li[ul[li[ul[li]]]]]'],
    ['Outdent', [], '> * a\n>   1. b‸\n>   2. c', '> * a\n> 1. b‸\n>    1. c', 'blockquote[ul[li] ol[li[ol[li]]]]'],
  ];

  for (const [name, args, before, after, html] of cases) {
    it(`${name}(${args.join(', ')}) on ${JSON.stringify(before)} gives ${JSON.stringify(after)}, rendered ${html}, one undo step`, () => {
      loadMarked(view, before);
      run(name, args);
      expect(marked(view)).toBe(after);
      expect(outline(current().getHtml())).withContext(current().getHtml()).toBe(html);
      undo(view);
      expect(view.state.doc.toString()).toBe(parseMarked(before).doc);
    });
  }
});
