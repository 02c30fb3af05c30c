import { undo } from '@codemirror/commands';
import type QuillType from 'quill';
import { useEditorFactory } from './editor-spec-helpers';
import type { KitEditor } from './kit-editor';

/*
 * KitEditor: lossless mode switching (part of the plain-class specs, kept apart from kit-editor.spec.ts
 * for size). Markdown -> WYSIWYG -> markdown gives back the exact text when nothing was edited, and
 * after a WYSIWYG edit every block the edit did not touch keeps its exact original text.
 */

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Documents whose exact text a careless converter would change. */
const TRICKY = {
  table: '| Left | Center | Right |\n|:-----|:------:|------:|\n| a | b | c |\n| `x|y` | **B** | 3 |\n',
  tasks: '- [ ] todo\n- [x] done\n  - [ ] nested task\n',
  nested: '* one\n    * two\n        * three\n* four\n\n3) third\n4) fourth\n',
  fence: '~~~~python title="x"\ndef f():\n    return `1`\n~~~~\n\n```js\nconst x = 1;\n```\n',
  html: '<div class="note" style="color:red">\n<b>raw</b> html\n</div>\n\n<!-- a comment -->\n<details><summary>S</summary>body</details>\n',
  breaks: 'line one  \nline two\\\nline three\nsoft\n',
  refs: 'See [the docs][ref], [Ref] and ![logo][img].\n\n[ref]: http://example.com  "Title"\n[img]: <logo.png>\n',
  emphasis: '*star* _under_ __strong__ **bold** ***both*** ~strike~ ~~strike2~~\n',
  misc: 'Setext\n======\n\n\n\n+ plus list\n\n\\*not em\\* &copy; &amp; <https://auto.link> trailing   \n\n***\n\nno newline at end',
};
const EDITED_DOC = [
  '# Title\n', TRICKY.table, TRICKY.tasks, 'Middle paragraph.\n', TRICKY.fence, TRICKY.html, TRICKY.refs, TRICKY.emphasis,
].join('\n');
/** Whitespace (cell padding, marker spacing) and delimiter dash counts may change in an edited block; structure may not. */
const structure = (md: string) => md.replace(/\s+/g, '').replace(/-+/g, '-');

/** Types `text` at `at` (a Quill index, or a function of the current text) as the user. */
const typeAt = (at: number | ((text: string) => number), text = 'X') => (q: QuillType) =>
  q.insertText(typeof at === 'number' ? at : at(q.getText()), text, 'user');
const middle = (text: string) => text.indexOf('Middle');

/** Deletes the line break before the line that starts with `text` (Backspace at its start), then types `typed` there. */
const joinBefore = (text: string, typed = '') => (q: QuillType) => {
  const at = q.getText().indexOf(text);
  q.deleteText(at - 1, 1, 'user');
  if (typed) q.insertText(at - 1, typed, 'user');
};

/** Enter at the end of the line that ends with `text` (the new line takes that line's formats, as Quill's Enter does), then types `typed`. */
const enterAfter = (text: string, typed: string) => (q: QuillType) => {
  const at = q.getText().indexOf(text) + text.length;
  q.insertText(at, '\n', q.getFormat(at, 0), 'user');
  q.insertText(at + 1, typed, 'user');
};

/** WYSIWYG edits and the markdown they must give. */
const WYSIWYG_EDITS: { title: string; doc: string; edit: (q: QuillType) => void; expected: string; loose?: true }[] = [
  // Regression guard: a joined block kept its own range, so the join never reached the markdown.
  { title: 'Backspace at the start of a paragraph joins it to the one before', doc: 'one\n\ntwo\n\nthree', edit: joinBefore('two'),
    expected: 'onetwo\n\nthree' },
  { title: 'text typed at a join goes where it shows', doc: 'para one\n\npara two', edit: joinBefore('para two', ' more'),
    expected: 'para one morepara two' },
  // (Deleting the line break keeps the second line's format, as Quill draws it: Backspace itself keeps the first's.)
  { title: 'a paragraph joined to a heading', doc: '# head\n\npara\n', edit: joinBefore('para'), expected: 'headpara\n' },
  { title: 'a paragraph joined to the list item after it', doc: 'para\n\n- item a\n- item b\n', edit: joinBefore('item a'),
    expected: '- paraitem a\n- item b\n' },
  // Regression guard: Quill's link and image formats keep no title, so an edited block lost them.
  { title: 'an edited paragraph keeps its link and image titles', doc: 'see [link](http://a.com "Link title") and ![alt](http://a/b.png \'Img "title"\') here',
    edit: (q) => typeAt(q.getLength() - 1, 'Z')(q), expected: 'see [link](http://a.com "Link title") and ![alt](http://a/b.png \'Img "title"\') hereZ' },
  // A reference link's title is in its definition, in another block: the edited paragraph kept neither the title nor the reference.
  { title: 'an edited paragraph keeps its reference links whose definitions have titles', doc: 'See [the docs][d], [d] and ![img][i].\n\n[d]: https://example.com "Docs home"\n[i]: https://example.com/i.png \'Pic\'',
    edit: (q) => q.insertText(q.getContents().ops.map((op) => (typeof op.insert === 'string' ? op.insert : '\ufffc')).join('').indexOf('.') + 1, '!', 'user'), expected: 'See [the docs][d], [d] and ![img][i].!\n\n[d]: https://example.com "Docs home"\n[i]: https://example.com/i.png \'Pic\'' },
  // Quill writes bullets and tasks as lists of their own: an edit made the list loose (a blank line between them).
  { title: 'a bullet list with a task in it stays one tight list', doc: '- a\n- [ ] b', edit: typeAt(1, 'X'), expected: '- aX\n- [ ] b' },
  { title: 'a loose list of a task and a bullet stays loose', doc: '- [ ] a\n\n- b', edit: typeAt(1, 'X'), expected: '- [ ] aX\n\n- b' },
  { title: 'a task item of two paragraphs stays one item', doc: '- [ ] a\n\n  para in task\n- [ ] b', edit: typeAt(1, 'X'), expected: '- [ ] aX\n\n  para in task\n\n- [ ] b' },
  { title: 'a checked task with a further paragraph stays one item', doc: '- [x] a\n\n  para', edit: typeAt(1, 'X'), expected: '- [x] aX\n\n  para' },
  { title: 'a task list with a bullet in it stays one tight list', doc: '- [x] a\n- [ ] b\n- c', edit: typeAt(1, 'X'), expected: '- [x] aX\n- [ ] b\n- c' },
  // Regression guard: the new item landed at the start of the block after the list, which converted alone as a second list.
  { title: 'an item added at the end of an ordered list before a paragraph', doc: '1. one\n2. two\n\npara', edit: enterAfter('two', 'new'),
    expected: '1. one\n2. two\n3. new\n\npara' },
  { title: 'an item added at the end of a bullet list before a heading', doc: '- a\n- b\n\n# Head\n', edit: enterAfter('b', 'new'),
    expected: '- a\n- b\n- new\n\n# Head\n' },
  { title: 'a task added at the end of a task list', doc: '- [ ] a\n- [x] b\n\npara\n', edit: enterAfter('b', 'new'),
    expected: '- [ ] a\n- [x] b\n- [x] new\n\npara\n' },
  { title: 'a selection across two paragraphs deleted', doc: 'one\n\ntwo\n\nthree', edit: (q) => q.deleteText(2, 4, 'user'),
    expected: 'ono\n\nthree' },
  { title: 'an edited code fence keeps fence and language', doc: '```js\nconst x = 1;\n```\n', edit: typeAt(0),
    expected: '```js\nXconst x = 1;\n```', loose: true },
  { title: 'an edited task list keeps its checkboxes', doc: '- [ ] todo\n- [x] done\n', edit: typeAt(0),
    expected: '- [ ] Xtodo\n- [x] done\n' },
  // Regression guard: the task-item clipboard matcher (wysiwyg-formats.ts) overwrites nested items' list state with the parent's.
  { title: 'a nested task keeps its own state', doc: TRICKY.tasks, edit: typeAt(0),
    expected: '- [ ] Xtodo\n- [x] done\n  - [ ] nested task\n' },
  // Regression guard: markdownFromWysiwyg() stores its new snapshot without the block map: the 2nd edit re-serialises everything.
  { title: 'untouched blocks stay exact across several edits', doc: EDITED_DOC,
    edit: (q) => { typeAt(0)(q); const at = middle(q.getText()); typeAt(at + 1, 'Y')(q); typeAt(at + 2, 'Z')(q); },
    expected: EDITED_DOC.replace('# Title', '# XTitle').replace('Middle', 'MYZiddle') },
  // Regression guard: reserializeChangedBlocks() moves a block's start past text typed at that start (transformPosition without
  // priority), so the text joins the block before, which (here a task list) is re-serialised.
  { title: 'text typed at the start of a block belongs to that block', doc: EDITED_DOC, edit: typeAt(middle, 'Y'),
    expected: EDITED_DOC.replace('Middle', 'YMiddle') },
  // Regression guard: reserializeChangedBlocks() appends '\n\n' when the edited block's raw text ends without a newline.
  { title: 'an edited last block gains no blank lines', doc: 'first\n\nlast', edit: (q) => typeAt(q.getLength() - 1, '!')(q),
    expected: 'first\n\nlast!' },
  // Lines added after the last block are a block of their own unless markdown would read them as part of it.
  { title: 'a paragraph added after a final paragraph leaves it as it was', doc: '_a_ b\n', edit: enterAfter('b', 'new'),
    expected: '_a_ b\n\nnew\n' },
  { title: 'an item added at the end of a final list joins the list, in its markers', doc: '* a\n* b\n', edit: enterAfter('b', 'c'),
    expected: '* a\n* b\n* c\n' },
  { title: 'a line added at the end of a final code block stays in it (and its fence stays as written)', doc: '~~~js\nx\n~~~\n', edit: enterAfter('x', 'y'),
    expected: '~~~js\nx\ny\n~~~\n' },
  // A fence that runs to the end of the document takes in whatever follows it: it is converted again (closed).
  { title: 'a paragraph added after an unclosed final fence stays out of the code', doc: '```\nx', edit: (q) => {
    const at = q.getText().indexOf('x') + 1;
    q.insertText(at, '\nafter', q.getFormat(at, 0), 'user');
    q.formatLine(at + 1, 1, 'code-block', false, 'user');
  }, expected: '```\nx\n```\n\nafter' },
  { title: 'a row added at the end of a final table stays in it', doc: '|a|b|\n|-|-|\n|1|2|\n', edit: (q) => {
    q.setSelection(q.getText().indexOf('2'), 0, 'user');
    (q.getModule('table') as { insertRowBelow(): void }).insertRowBelow();
    q.insertText(q.getText().indexOf('2') + 2, 'x', 'user');
  }, expected: '| a | b |\n| --- | --- |\n| 1 | 2 |\n| x |  |\n', loose: true },
  // Regression guard: marked writes <del>, Quill's strike format only reads <s>/<strike>: the strike is dropped on load.
  { title: 'an edited paragraph keeps ~~strike~~', doc: '~~gone~~ text\n', edit: typeAt(0),
    expected: '~~Xgone~~ text', loose: true },
  // Regression guard: Quill's table has no header row and writes alignment as classes: an edited table loses both.
  { title: 'an edited table keeps header and alignment', doc: '| a | b |\n|:-:|--:|\n| 1 | 2 |\n', edit: typeAt(0),
    expected: '| Xa | b |\n| :-: | --: |\n| 1 | 2 |', loose: true },
];

describe('KitEditor (plain class): lossless mode switching', () => {
  const { create } = useEditorFactory();

  it('round-trips markdown -> WYSIWYG -> markdown byte for byte when nothing was edited', async () => {
    const editor = create();
    for (const [name, doc] of [...Object.entries(TRICKY), ['all', Object.values(TRICKY).join('\n\n')]]) {
      editor.setMarkdown(doc);
      editor.changeMode('wysiwyg');
      await tick(10);
      expect(editor.getMarkdown()).withContext(`${name} in WYSIWYG`).toBe(doc);
      editor.changeMode('markdown');
      expect([editor.getMarkdown(), editor.getCodeMirror().state.doc.toString()]).withContext(name).toEqual([doc, doc]);
    }
  });

  it('after setMarkdown, setHtml or reset in WYSIWYG, the switch back gives the markdown view, getMarkdown and the preview the same text and a fresh undo history', () => {
    for (const replace of [(e: KitEditor) => e.setMarkdown('hello'), (e: KitEditor) => e.setHtml('<p>hello</p>'), (e: KitEditor) => (e.reset(), e.getSquire().insertText(0, 'hello', 'user'))]) {
      const editor = create({ initialValue: 'hello', initialEditType: 'wysiwyg', previewStyle: 'vertical' });
      const quill = () => editor.getSquire();
      quill().insertText(5, 'X', 'user');
      editor.changeMode('markdown', true); // the markdown view holds helloX now
      editor.changeMode('wysiwyg', true);
      replace(editor);
      quill().insertText(5, 'X', 'user'); // helloX again: the same text the markdown view holds
      editor.changeMode('markdown', true);
      expect([editor.getMarkdown(), editor.getCodeMirror().state.doc.toString()]).toEqual(['helloX', 'helloX']);
      expect(editor.getHtml()).toBe('<p>helloX</p>');
      // Undo cannot lead back into the content from before the replacement.
      expect(undo(editor.getCodeMirror())).toBeFalse();
      editor.remove();
    }
  });

  it('keeps the exact text of every block a WYSIWYG edit did not touch', () => {
    const editor = create({ initialValue: EDITED_DOC });
    editor.changeMode('wysiwyg');
    editor.getSquire().insertText(0, 'X', 'user');
    const expected = EDITED_DOC.replace('# Title', '# XTitle');
    expect(editor.getMarkdown()).toBe(expected);
    editor.changeMode('markdown', true);
    expect(editor.getCodeMirror().state.doc.toString()).toBe(expected);
  });

  it('keeps link definitions when the block that holds them is edited in WYSIWYG', () => {
    const doc = '[npm]: https://example.com/npm.svg\n[npm-url]: https://example.com/npm "Title"\n\n[![npm][npm]][npm-url]\n\n# Title\n';
    const editor = create({ initialValue: doc });
    editor.changeMode('wysiwyg');
    editor.moveCursorToStart();
    editor.insertText('Edited ');
    editor.changeMode('markdown', true);
    const markdown = editor.getMarkdown();
    expect(markdown).toContain('[npm]: https://example.com/npm.svg');
    expect(markdown).toContain('[npm-url]: https://example.com/npm "Title"');
    expect(markdown).toContain('Edited');
    const html = editor.getHtml();
    expect(html).toContain('<a href="https://example.com/npm" title="Title"><img src="https://example.com/npm.svg" alt="npm"></a>');
  });

  for (const { title, doc, edit, expected, loose } of WYSIWYG_EDITS) {
    it(`keeps markdown through a WYSIWYG edit: ${title}`, () => {
      const editor = create({ initialValue: doc, initialEditType: 'wysiwyg' });
      edit(editor.getSquire());
      expect((loose ? structure : String)(editor.getMarkdown())).toBe((loose ? structure : String)(expected));
    });
  }
});
