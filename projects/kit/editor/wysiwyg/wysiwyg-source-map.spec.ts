import { finishWysiwygLoad, useEditorFactory, useWysiwygEditing } from '../editor-spec-helpers';
import { longReadme } from '../long-document-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * The WYSIWYG block map finds what an edit changed with quill-delta's `diff` (fast-diff). fast-diff
 * 1.3.0 overflows the stack on text between the two halves of a surrogate pair, which a script can
 * put there through Quill's API: the markdown must still come out, whole.
 */
describe('KitEditor WYSIWYG markdown when the edit cannot be diffed', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('text put inside an emoji by script still converts, and later edits too', () => {
    const markdown = '# Title\n\n🚀 Help me\n\n- one\n- two\n';
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const inside = quill.getText().indexOf('🚀') + 1; // between the high and the low surrogate
    quill.insertText(inside, 'X', 'user');
    const back = editor.getMarkdown();
    expect(back).toContain('Help me');
    expect(back).toContain('- one\n- two');
    expect(back).toContain('X');
    quill.insertText(quill.getText().indexOf('two') + 3, '!', 'user');
    expect(editor.getMarkdown()).toContain('- two!');
  });

  it('a long document still loading in steps comes out whole', () => {
    const markdown = `🚀 start\n\n${longReadme(40_000)}\n\nthe end\n`;
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    expect(quill.getText()).withContext('still loading').not.toContain('the end');
    quill.insertText(1, 'X', 'user');
    const back = editor.getMarkdown();
    expect(back).toContain('the end');
    expect(back.length).toBeGreaterThan(markdown.length * 0.9);
  });
});

describe('KitEditor WYSIWYG block map: an item added at the end of a list', () => {
  const { load, press, type, toMarkdown, quill } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  const CASES: [string, string, string][] = [
    // The list after it (another kind, its own spelling) was converted again: `*` became `-`.
    ['1. a\n2. b\n\n* x\n* y\n', 'b', '1. a\n2. b\n3. c\n\n* x\n* y\n'],
    ['+ a\n+ b\n\n1) x\n2) y\n', 'b', '+ a\n+ b\n+ c\n\n1) x\n2) y\n'],
    ['* a\n\n> * q\n', 'a', '* a\n* c\n\n> * q\n'],
    // The edited list keeps its markers too.
    ['+ a\n+ b\n\npara\n', 'b', '+ a\n+ b\n+ c\n\npara\n'],
    ['1) a\n2) b\n', 'b', '1) a\n2) b\n3) c\n'],
    ['1. a\n1. b\n', 'b', '1. a\n1. b\n1. c\n'],
    // Two lists of one kind side by side (another bullet, another delimiter), which Quill draws as
    // one: an item added to the second stays in it, and the first keeps its bytes.
    ['* a\n* b\n\n+ x\n+ y\n', 'b', '* a\n* b\n* c\n\n+ x\n+ y\n'],
    ['* a\n* b\n\n+ x\n+ y\n', 'x', '* a\n* b\n\n+ x\n+ c\n+ y\n'],
    ['1. a\n2. b\n\n1) x\n2) y\n', 'x', '1. a\n2. b\n\n1) x\n2) c\n3) y\n'],
    // Nested items keep the source's indentation (four spaces, where the convertor writes two).
    ['- a\n    - b\n- d\n', 'b', '- a\n    - b\n    - c\n- d\n'],
    ['1. a\n    1. b\n        - x\n2. d\n', 'b', '1. a\n    1. b\n    2. c\n        - x\n2. d\n'],
    ['- a\n    - b\n\n      more of b\n- d\n', 'more of b', '- a\n    - b\n\n      more of b\n\n      c\n- d\n'],
  ];
  for (const [markdown, after, expected] of CASES) {
    it(`${JSON.stringify(markdown)}: Enter after "${after}" and typing keeps the other block's bytes`, () => {
      load(markdown);
      quill().setSelection(quill().getText().indexOf(after) + after.length, 0, 'user');
      press('Enter');
      type('c');
      expect(toMarkdown()).toBe(expected);
    });
  }
});

describe('KitEditor WYSIWYG block map: ticking a task box', () => {
  const { load, toMarkdown, quill } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  it('changes the box alone: the list keeps its markers and indentation', () => {
    load('* [ ] todo item\n* [x] done item\n    * [ ] nested task\n\nPara\n');
    const at = quill().getText().indexOf('todo');
    quill().formatLine(at, 1, 'list', 'checked', 'user'); // what a click on the box does
    expect(toMarkdown()).toBe('* [x] todo item\n* [x] done item\n    * [ ] nested task\n\nPara\n');
  });

  it('and clearing one, with text typed in another item', () => {
    load('- [x] a\n- [x] b\n');
    quill().formatLine(0, 1, 'list', 'unchecked', 'user');
    quill().insertText(quill().getText().indexOf('b') + 1, '!', 'user');
    expect(toMarkdown()).toBe('- [ ] a\n- [x] b!\n');
  });
});

describe('KitEditor WYSIWYG block map: edits undone', () => {
  const { load, press, type, toMarkdown, quill, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  for (const markdown of ['* a\n* b\n', '1) a\n2) b\n\n* x\n* y\n', '-   a\n-   b\n']) {
    it(`give back the source's bytes: ${JSON.stringify(markdown)}`, () => {
      load(markdown);
      quill().setSelection(quill().getText().indexOf('b') + 1, 0, 'user');
      press('Enter');
      type('c');
      expect(editor().getMarkdown()).not.toBe(markdown); // read between the edit and its undo, as a form does
      quill().history.undo();
      expect(toMarkdown()).toBe(markdown);
    });
  }

  it('a table row added from the table menu and undone', () => {
    const markdown = '| Name | Left |\n| ---- | :--- |\n| foo  | a    |\n';
    load(markdown);
    quill().setSelection(quill().getText().indexOf('foo') + 1, 0, 'user');
    editor().exec('AddRow');
    expect(editor().getMarkdown()).not.toBe(markdown);
    quill().history.undo();
    expect(toMarkdown()).toBe(markdown);
  });
});

describe('KitEditor WYSIWYG block map: undo back to content read before', () => {
  const { load, quill, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  it('gives back the markdown it had (titles, setext, fences, numbering), with the markdown read after every edit', () => {
    const markdown = 'See [docs](http://d "Docs title") now\n\nand ![pic](http://i/x.png "Img title") here\n\nSetext\n======\n\n~~~\ncode\n~~~\n\n1. a\n1. b\n\nlast\n';
    load(markdown);
    const q = quill();
    // Each edit is its own undo step, and the markdown is read after each (as a form binding does).
    const step = (edit: () => void) => {
      q.history.cutoff();
      edit();
      q.history.cutoff();
      return editor().getMarkdown();
    };
    // Quill's index of `text` (an embed, the image, counts as one place; getText() leaves it out).
    const at = (text: string) => q.getContents().ops.map((op) => (typeof op.insert === 'string' ? op.insert : '\ufffc')).join('').indexOf(text);
    const typed = step(() => q.insertText(at('last') + 4, '!', 'user'));
    expect(typed).toBe(markdown.replace('last', 'last!'));
    step(() => q.deleteText(at('docs'), 4, 'user'));
    step(() => q.deleteText(0, q.getLength() - 1, 'user')); // select all, Delete
    q.history.undo();
    q.history.undo();
    expect(editor().getMarkdown()).toBe(typed);
    q.history.redo();
    expect(editor().getMarkdown()).not.toContain('[docs]');
    q.history.undo();
    q.history.undo();
    expect(editor().getMarkdown()).toBe(markdown);
  });

  it('gives back a block as loaded when an undo brings it back, also when the state before was never read', () => {
    const markdown = 'See [docs](http://d "Docs title") now\n\nIntro line\n\nlast\n';
    load(markdown);
    const q = quill();
    const at = (text: string) => q.getText().indexOf(text);
    q.history.cutoff();
    q.insertText(at('last') + 4, '!', 'user'); // never read
    q.history.cutoff();
    q.deleteText(at('docs'), 4, 'user');
    q.history.cutoff();
    expect(editor().getMarkdown()).toBe('See now\n\nIntro line\n\nlast!\n'); // read once, here
    q.history.undo();
    expect(editor().getMarkdown()).toBe('See [docs](http://d "Docs title") now\n\nIntro line\n\nlast!\n');
  });
});

describe('KitEditor WYSIWYG block map: a long run of blocks deleted', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  // Each deleted block's place was looked up with Quill's `getLine`, which walks the lines from the
  // top: after Delete over a third of a 300 KB document, getMarkdown() took 1.1 s.
  it('the blocks around it keep their bytes, and the lines are listed once, not looked up per block', async () => {
    const blocks = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? `* bullet ${i}\n* more ${i}` : i % 3 === 1 ? `para ${i}` : `1) ordered ${i}`));
    const editor = create({ initialValue: blocks.join('\n\n') + '\n', initialEditType: 'wysiwyg' });
    await finishWysiwygLoad(editor);
    const quill = editor.getSquire();
    const text = quill.getText();
    const from = text.indexOf('para 49');
    quill.deleteText(from, text.indexOf('para 250') - from, 'user');
    const getLine = spyOn(quill, 'getLine').and.callThrough();
    expect(editor.getMarkdown()).toBe([...blocks.slice(0, 49), ...blocks.slice(250)].join('\n\n') + '\n');
    expect(getLine.calls.count()).toBeLessThan(20);
  });
});
