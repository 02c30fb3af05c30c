import type QuillType from 'quill';
import { useEditor } from '../editor-spec-helpers';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { WwCodeBlockManager } from './ww-code-block-manager';
import { WwTableManager } from './ww-table-manager';
import { WwTableSelectionManager } from './ww-table-selection-manager';
import { WYSIWYG_COMMANDS } from './wysiwyg-commands';

describe('WYSIWYG commands', () => {
  const current = useEditor();
  let editor: ReturnType<typeof current>;
  let quill: QuillType;
  let change: jasmine.Spy;

  /**
   * Loads `markdown` in WYSIWYG mode, selects `length` characters from `where` (an index, or where
   * that text starts) and starts counting `change`.
   */
  function load(markdown: string, where: number | string = 0, length = 0): void {
    editor = current();
    editor.changeMode('wysiwyg', true);
    editor.setMarkdown(markdown, false);
    quill = editor.getSquire();
    quill.setSelection(typeof where === 'string' ? at(where) : where, length, 'silent');
    change = jasmine.createSpy('change');
    editor.on('change', change);
  }

  function view(): KitWysiwygView {
    return editor.getCurrentModeEditor() as KitWysiwygView;
  }

  /** Runs a command straight from WYSIWYG_COMMANDS (the registry wires them up separately). */
  function run(name: string, ...args: unknown[]): unknown {
    const command = WYSIWYG_COMMANDS.find((c) => c.name === name);
    if (!command) throw new Error(`no command ${name}`);
    return command.exec(view(), ...args);
  }

  /** The Quill index where `text` starts (an embed counts as one character, as in Quill). */
  function at(text: string): number {
    const content = quill
      .getContents()
      .ops.map((op) => (typeof op.insert === 'string' ? op.insert : '\ufffc'))
      .join('');
    const index = content.indexOf(text);
    if (index < 0) throw new Error(`"${text}" not in the document`);
    return index;
  }

  /** The block formats of the line holding `text`. */
  function lineFormats(text: string): Record<string, unknown> {
    return quill.getFormat(at(text), 0);
  }

  /** The rendered table as rows of cell texts. */
  function tableCells(): string[][] {
    return Array.from(quill.root.querySelectorAll('table tr')).map((tr) => Array.from(tr.children).map((td) => td.textContent ?? ''));
  }

  describe('the command list', () => {
    it('has every TOAST UI WYSIWYG command with its default shortcut', () => {
      const keys = Object.fromEntries(WYSIWYG_COMMANDS.map((c) => [c.name, c.keyMap ?? null]));
      expect(keys).toEqual({
        Bold: ['CTRL+B', 'META+B'],
        Italic: ['CTRL+I', 'META+I'],
        Strike: ['CTRL+S', 'META+S'],
        Code: ['SHIFT+CTRL+C', 'SHIFT+META+C'],
        CodeBlock: ['SHIFT+CTRL+P', 'SHIFT+META+P'],
        HR: ['CTRL+L', 'META+L'],
        Blockquote: ['ALT+Q', 'ALT+Q'],
        UL: ['CTRL+U', 'META+U'],
        OL: ['CTRL+O', 'META+O'],
        Task: ['ALT+T', 'ALT+T'],
        Heading: null,
        Paragraph: null,
        AddLink: null,
        AddImage: null,
        Indent: null,
        Outdent: null,
        Table: null,
        AddRow: null,
        AddCol: null,
        RemoveRow: null,
        RemoveCol: null,
        RemoveTable: null,
        AlignCol: null,
        MarkdownToFormatting: null,
      });
    });
  });

  describe('inline formats', () => {
    it('toggles bold, italic, strike and code on the selection, one change each', () => {
      load('hello world', 0, 5);
      run('Bold');
      expect(quill.getFormat(0, 5)['bold']).toBeTrue();
      expect(editor.getMarkdown()).toBe('**hello** world');
      expect(change).toHaveBeenCalledTimes(1);
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 0, length: 5 }));
      run('Bold');
      expect(quill.getFormat(0, 5)['bold']).toBeUndefined();
      expect(editor.getMarkdown()).toBe('hello world');
      quill.setSelection(6, 5, 'silent');
      run('Italic');
      run('Strike');
      expect(quill.getFormat(6, 5)).toEqual(jasmine.objectContaining({ italic: true, strike: true }));
      expect(editor.getMarkdown()).toBe('hello *~~world~~*');
      quill.setSelection(0, 5, 'silent');
      run('Code');
      expect(quill.root.querySelector('code')?.textContent).toBe('hello');
      expect(editor.getMarkdown()).toBe('`hello` *~~world~~*');
      expect(change).toHaveBeenCalledTimes(5);
      expect(change).toHaveBeenCalledWith({ source: 'wysiwyg' });
    });

    it('turns a format on across a partly formatted selection', () => {
      load('**hello** world', 0, 11);
      run('Bold');
      expect(quill.getFormat(0, 11)['bold']).toBeTrue();
      expect(editor.getMarkdown()).toBe('**hello world**');
    });

    it('at a collapsed cursor, formats what is typed next (no change until then)', () => {
      load('hello world', 6);
      run('Bold');
      expect(change).not.toHaveBeenCalled();
      expect(quill.getFormat()['bold']).toBeTrue();
      document.execCommand('insertText', false, 'big ');
      quill.update('user');
      expect(quill.getContents().ops).toEqual([{ insert: 'hello ' }, { insert: 'big ', attributes: { bold: true } }, { insert: 'world\n' }]);
      expect(editor.getMarkdown()).toBe('hello **big** world');
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('leaves code blocks alone (they hold plain text)', () => {
      load('```\ncode\n```', 1, 2);
      expect(run('Bold')).toBeFalse();
      expect(editor.getMarkdown()).toBe('```\ncode\n```');
      expect(change).not.toHaveBeenCalled();
    });
  });

  describe('lists', () => {
    it('UL turns the selected lines into a bullet list and back', () => {
      load('one\n\ntwo\n\nthree', 1, 5); // "one" to "two"
      run('UL');
      expect(lineFormats('one')['list']).toBe('bullet');
      expect(lineFormats('two')['list']).toBe('bullet');
      expect(lineFormats('three')['list']).toBeUndefined();
      expect(quill.root.querySelectorAll('li[data-list=bullet]').length).toBe(2);
      // One tight list: changed neighbouring blocks are re-serialised together.
      expect(editor.getMarkdown()).toBe('- one\n- two\n\nthree');
      expect(editor.getHtml().match(/<li>/g)?.length).toBe(2);
      expect(editor.getHtml().match(/<ul>/g)?.length).toBe(1);
      expect(change).toHaveBeenCalledTimes(1);
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 1, length: 5 }));
      run('UL');
      expect(lineFormats('one')['list']).toBeUndefined();
      expect(editor.getMarkdown()).toBe('one\n\ntwo\n\nthree');
    });

    it('OL numbers the lines, and switching kind keeps the nesting', () => {
      load('- one\n  - two', 'two');
      run('OL');
      expect(lineFormats('two')).toEqual(jasmine.objectContaining({ list: 'ordered', indent: 1 }));
      expect(lineFormats('one')['list']).toBe('bullet');
      expect(editor.getMarkdown()).toBe('- one\n  1. two');
      quill.setSelection(0, 0, 'silent');
      run('OL');
      expect(editor.getMarkdown()).toBe('1. one\n   1. two');
    });

    it('Task makes unchecked task items, keeps checked ones, and toggles off', () => {
      load('one\n\n- [x] done', 0, 6);
      run('Task');
      expect(lineFormats('one')['list']).toBe('unchecked');
      expect(lineFormats('done')['list']).toBe('checked');
      expect(quill.root.querySelector('li[data-list=unchecked]')?.textContent).toBe('one');
      expect(editor.getMarkdown()).toBe('- [ ] one\n\n- [x] done'); // one loose task list
      run('Task');
      expect(lineFormats('one')['list']).toBeUndefined();
      expect(lineFormats('done')['list']).toBeUndefined();
    });

    it("a list command on an item's further paragraph makes it an item nested in that item, as markdown mode does", () => {
      for (const [command, expected] of [
        ['OL', '- a\n  1. more\n\n- b'],
        ['Task', '- a\n  - [ ] more\n\n- b'],
        ['UL', '- a\n  - more\n\n- b'],
      ] as const) {
        load('- a\n\n  more\n- b', 'more');
        run(command);
        expect(lineFormats('more')['kit-continue']).withContext(command).toBeUndefined();
        expect(quill.root.querySelector(`li[data-list]:not([data-kit-continue])`)).not.toBeNull();
        expect(editor.getMarkdown()).withContext(command).toBe(expected);
      }
    });

    it("a list command on a quote's paragraph makes a list in that quote", () => {
      load('> q1\n>\n> more\n\npara', 'more');
      run('UL');
      expect(editor.getMarkdown()).toBe('> q1\n>\n> - more\n\npara');
      load('> q1\n>\n> more\n>\n> q3\n\npara', 'more');
      run('OL');
      expect(editor.getMarkdown()).toBe('> q1\n>\n> 1. more\n>\n> q3\n\npara');
      expect(lineFormats('q1')['kit-quote']).toBe('1');
      expect(lineFormats('para')['kit-quote']).toBeUndefined();
    });

    it('a list command on a quote that ends the document (it hung the page: the walk below the quote never ended)', () => {
      for (const [markdown, target, expected] of [
        ['Intro\n\n> quoted line', 'quoted', 'Intro\n\n> - quoted line'],
        ['> q1\n>\n> q2', 'q2', '> q1\n>\n> - q2'],
        ['> q1\n>\n> q2', 'q1', '> - q1\n>\n> q2'],
        ['> q', 'q', '> - q'],
        // Two quotes a blank line apart stay two.
        ['para\n\n> one\n\n> two', 'two', 'para\n\n> one\n\n> - two'],
        ['para\n\n> one\n\n> two\n\ntail', 'one', 'para\n\n> - one\n\n> two\n\ntail'],
      ]) {
        load(markdown, target);
        run('UL');
        expect(editor.getMarkdown()).withContext(markdown).toBe(expected);
      }
    });

    it('Indent nests list items under the one before, Outdent brings them back', () => {
      load('- one\n- two\n- three', 'two', 6);
      run('Indent');
      expect(lineFormats('two')['indent']).toBe(1);
      expect(lineFormats('three')['indent']).toBe(1);
      expect(quill.root.querySelectorAll('li.ql-indent-1').length).toBe(2);
      expect(editor.getMarkdown()).toBe('- one\n  - two\n  - three');
      expect(change).toHaveBeenCalledTimes(1);
      quill.setSelection(at('three'), 0, 'silent');
      run('Indent');
      expect(editor.getMarkdown()).toBe('- one\n  - two\n    - three');
      run('Outdent');
      run('Outdent');
      expect(lineFormats('three')['indent']).toBeUndefined();
      expect(editor.getMarkdown()).toBe('- one\n  - two\n- three');
    });

    it('Indent never nests the first item or a paragraph (markdown has no such nesting)', () => {
      load('- one\n\npara', 0);
      expect(run('Indent')).toBeFalse();
      quill.setSelection(at('para'), 0, 'silent');
      expect(run('Indent')).toBeFalse();
      expect(run('Outdent')).toBeFalse();
      expect(change).not.toHaveBeenCalled();
      expect(editor.getMarkdown()).toBe('- one\n\npara');
    });
  });

  describe('block formats', () => {
    it('Blockquote toggles a quote on the selected lines', () => {
      load('one\n\ntwo', 0, 5);
      run('Blockquote');
      expect(quill.root.querySelectorAll('blockquote').length).toBe(2);
      // Quill quotes line by line (one <blockquote> each).
      expect(editor.getMarkdown()).toBe('> one\n\n> two');
      run('Blockquote');
      expect(quill.root.querySelector('blockquote')).toBeNull();
      expect(editor.getMarkdown()).toBe('one\n\ntwo');
      expect(change).toHaveBeenCalledTimes(2);
    });

    it('Heading sets the level of the selected lines', () => {
      load('title\n\n- item', 1);
      run('Heading', 2);
      expect(quill.root.querySelector('h2')?.textContent).toBe('title');
      expect(editor.getMarkdown()).toBe('## title\n\n- item');
      run('Heading', 6);
      expect(lineFormats('title')['header']).toBe(6);
      quill.setSelection(at('item'), 0, 'silent');
      run('Heading', 1);
      // On a list item the item stays, the heading its first block (wysiwyg-blocks-in-items.spec.ts).
      expect(lineFormats('item')).toEqual({ header: 1, 'kit-in-item': '1' });
      expect(editor.getMarkdown()).toBe('###### title\n\n- # item');
      expect(change).toHaveBeenCalledTimes(3);
    });

    it('Paragraph clears headings, lists, quotes and code', () => {
      load('# a\n\n- b\n\n> c\n\n```\nd\n```', 0, 0);
      quill.setSelection(0, quill.getLength(), 'silent');
      run('Paragraph');
      expect(quill.getContents().ops).toEqual([{ insert: 'a\nb\nc\nd\n' }]);
      expect(editor.getMarkdown()).toBe('a\n\nb\n\nc\n\nd');
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('CodeBlock turns the lines into one fenced block with a language, and back', () => {
      load('- let a;\n- let b;\n\nafter', 0, 8);
      run('CodeBlock', 'ts');
      expect(quill.root.querySelectorAll('.ql-code-block-container').length).toBe(1);
      expect(lineFormats('let a')['code-block']).toBe('ts');
      expect(lineFormats('let b')['code-block']).toBe('ts');
      expect(quill.root.querySelector('li')).toBeNull();
      expect(editor.getMarkdown()).toBe('```ts\nlet a;\nlet b;\n```\n\nafter');
      expect(change).toHaveBeenCalledTimes(1);
      quill.setSelection(at('let b'), 0, 'silent');
      run('CodeBlock', 'js');
      expect(lineFormats('let a')['code-block']).toBe('js');
      expect(editor.getMarkdown()).toBe('```js\nlet a;\nlet b;\n```\n\nafter');
      run('CodeBlock');
      expect(quill.root.querySelector('.ql-code-block')).toBeNull();
      expect(editor.getMarkdown()).toBe('let a;\n\nlet b;\n\nafter');
      expect(change).toHaveBeenCalledTimes(3);
    });

    it('CodeBlock over two paragraphs writes one fence', () => {
      load('let a;\n\nlet b;', 0, 8);
      run('CodeBlock', 'ts');
      expect(quill.root.querySelectorAll('.ql-code-block-container').length).toBe(1);
      expect(editor.getMarkdown()).toBe('```ts\nlet a;\nlet b;\n```');
    });

    it('CodeBlock without a language makes a plain fence, and drops inline formatting', () => {
      load('**x** = 1', 0);
      run('CodeBlock');
      // (The lines it makes code are one code block of their own: they get a key, see wysiwyg-code-blocks.ts.)
      expect(quill.getContents().ops).toEqual([{ insert: 'x = 1' }, { insert: '\n', attributes: { 'code-block': true, 'kit-code-id': jasmine.stringMatching(/^kc[0-9a-z]+$/) } }]);
      expect(editor.getMarkdown()).toBe('```\nx = 1\n```');
    });

    it('HR inserts a divider after the current line and moves the cursor below it', () => {
      load('one\n\ntwo', 1);
      run('HR');
      expect(quill.getContents().ops).toEqual([{ insert: 'one\n' }, { insert: { divider: true } }, { insert: 'two\n' }]);
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 5, length: 0 }));
      expect(editor.getMarkdown()).toBe('one\n\n---\n\ntwo');
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('HR on the last line adds a line to type on; an empty line stays below the divider', () => {
      load('one', 3);
      run('HR');
      expect(quill.root.querySelectorAll('hr').length).toBe(1);
      expect(quill.getContents().ops).toEqual([{ insert: 'one\n' }, { insert: { divider: true } }, { insert: '\n' }]);
      expect(quill.getSelection()?.index).toBe(5);
      run('HR'); // on the empty line: the divider takes its place
      expect(quill.getContents().ops).toEqual([{ insert: 'one\n' }, { insert: { divider: true } }, { insert: { divider: true } }, { insert: '\n' }]);
      expect(quill.getSelection()?.index).toBe(6);
      expect(editor.getMarkdown()).toBe('one\n\n---\n\n---');
    });

    it('HR in a list item or a quote goes into it, as in markdown mode (it split the list or the quote in two)', () => {
      const cases: [string, string, string][] = [
        ['- a\n- b\n\nafter', 'a', '- a\n\n  ---\n- b\n\nafter'],
        ['1. a\n   - n\n2. b', 'n', '1. a\n   - n\n\n     ---\n2. b'],
        ['> q\n>\n> r\n\nafter', 'q', '> q\n>\n> ---\n>\n> r\n\nafter'],
        ['> - x\n> - y', 'x', '> - x\n>\n>   ---\n> - y'],
        // At the end of the list or the quote too (a rule there was written after them).
        ['- one\n- two', 'two', '- one\n- two\n\n  ---'],
        ['- one\n- two\n\nafter', 'two', '- one\n- two\n\n  ---\n\nafter'],
        ['> - qa\n> - qb', 'qb', '> - qa\n> - qb\n>\n>   ---'],
        ['> q\n>\n> ```\n> code\n> ```', 'code', '> q\n>\n> ```\n> code\n> ```\n>\n> ---'],
      ];
      for (const [markdown, word, expected] of cases) {
        load(markdown, word);
        quill.setSelection(at(word) + word.length, 0, 'silent'); // at the end of the word's line
        run('HR');
        expect(editor.getMarkdown()).withContext(markdown).toBe(expected);
      }
    });

    it('HR in a table or a code block goes after the whole block', () => {
      load('| a | b |\n| --- | --- |\n\n```\ncode\n```', 'a');
      run('HR');
      expect(quill.root.children[1].tagName).toBe('HR');
      expect(tableCells()).toEqual([['a', 'b']]);
      quill.setSelection(at('code'), 0, 'silent');
      run('HR');
      expect(Array.from(quill.root.children).map((node) => node.tagName)).toEqual(['TABLE', 'HR', 'DIV', 'HR', 'P']);
      expect(editor.getMarkdown()).toBe('| a | b |\n| --- | --- |\n\n---\n\n```\ncode\n```\n\n---');
    });

    it('block formats leave table cells alone', () => {
      load('| a | b |\n| --- | --- |', 'a');
      for (const name of ['UL', 'OL', 'Task', 'Blockquote', 'Paragraph', 'CodeBlock']) {
        expect(run(name)).withContext(name).toBeFalse();
      }
      expect(run('Heading', 1)).toBeFalse();
      expect(tableCells()).toEqual([['a', 'b']]);
      expect(change).not.toHaveBeenCalled();
    });

    it('a block command that changes nothing emits no change (Paragraph on a paragraph, Heading 2 on one)', () => {
      load('alpha beta\n\n## head', 'beta');
      run('Paragraph');
      quill.setSelection(at('head'), 0, 'silent');
      run('Heading', 2);
      expect(change).not.toHaveBeenCalled();
      expect(editor.getMarkdown()).toBe('alpha beta\n\n## head');
      run('Heading', 3);
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('a command right after typing is an undo step of its own (Quill joins changes less than a second apart)', () => {
      load('Intro important', 'important');
      quill.history.clear();
      quill.insertText(quill.getLength() - 1, ' more', 'user');
      quill.setSelection(at('important'), 'important'.length, 'silent');
      editor.exec('Italic'); // through the command manager, as the toolbar, shortcuts and popups run it
      quill.history.undo();
      expect(editor.getMarkdown()).toBe('Intro important more');
      quill.history.undo();
      expect(editor.getMarkdown()).toBe('Intro important');
    });

    it('one command is one undo step', () => {
      load('one\n\ntwo', 0, 5);
      run('UL');
      quill.history.cutoff(); // Quill groups edits within a second into one undo step
      run('Heading', 2);
      expect(lineFormats('one')['header']).toBe(2);
      quill.history.undo();
      expect(lineFormats('one')['list']).toBe('bullet');
      quill.history.undo();
      expect(editor.getMarkdown()).toBe('one\n\ntwo');
    });

    it('keeps a loaded *** divider as written when the edit is elsewhere', () => {
      load('one\n\n***\n\ntwo', 'two', 3);
      run('Bold');
      expect(editor.getMarkdown()).toBe('one\n\n***\n\n**two**');
    });
  });

  describe('links and images', () => {
    it('AddLink makes the selection a link and puts the cursor after it', () => {
      load('see docs', 4, 4);
      run('AddLink', { linkText: 'ignored', url: 'https://example.com/' });
      expect(quill.getFormat(4, 4)['link']).toBe('https://example.com/');
      expect(quill.root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/');
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 8, length: 0 }));
      expect(editor.getMarkdown()).toBe('see [docs](https://example.com/)');
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('AddLink at a cursor inserts the link text (or the url)', () => {
      load('see .', 4);
      run('AddLink', { linkText: 'docs', url: 'https://example.com/' });
      expect(quill.getFormat(4, 4)['link']).toBe('https://example.com/');
      expect(quill.getSelection()?.index).toBe(8);
      run('AddLink', { url: 'https://kit.dev/' });
      expect(quill.getSelection()?.index).toBe(8 + 'https://kit.dev/'.length);
      expect(editor.getMarkdown()).toBe('see [docs](https://example.com/)[https://kit.dev/](https://kit.dev/).');
      expect(change).toHaveBeenCalledTimes(2);
    });

    it('AddLink and AddImage refuse URLs the sanitizer removes, naming them, and insert nothing (as in markdown mode)', () => {
      load('x', 0, 1);
      expect(() => run('AddLink', { url: 'javascript:alert(1)' })).toThrowError(/AddLink: the url "javascript:alert\(1\)" is one the sanitizer removes/);
      expect(() => run('AddImage', { imageUrl: 'data:text/html,hi', altText: 'chart' })).toThrowError(/AddImage: the imageUrl "data:text\/html,hi"/);
      expect(quill.root.querySelector('a, img')).toBeNull();
      expect(editor.getMarkdown()).toBe('x');
      run('AddImage', { imageUrl: 'data:image/png;base64,iVBORw0KGgo=', altText: 'dot' });
      expect(editor.getMarkdown()).toBe('![dot](data:image/png;base64,iVBORw0KGgo=)');
    });

    it('AddImage inserts an image with alt text in place of the selection', () => {
      load('a picture here', 2, 7);
      run('AddImage', { imageUrl: 'https://example.com/cat.png', altText: 'a cat' });
      const image = quill.root.querySelector('img')!;
      expect(image.getAttribute('src')).toBe('https://example.com/cat.png');
      expect(image.getAttribute('alt')).toBe('a cat');
      expect(quill.getContents().ops[1]).toEqual({ insert: { image: 'https://example.com/cat.png' }, attributes: { alt: 'a cat' } });
      expect(quill.getSelection()?.index).toBe(3);
      expect(editor.getMarkdown()).toBe('a ![a cat](https://example.com/cat.png) here');
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('AddImage over a selection running into a code block changes nothing (it made the paragraph code and dropped the image)', () => {
      const markdown = 'para text\n\n```js\nlet x = 1;\n```\n\nend';
      load(markdown, 'text');
      quill.setSelection(at('text'), at('let') + 3 - at('text'), 'user');
      expect(run('AddImage', { imageUrl: 'http://x/c.png', altText: 'A chart' })).toBeFalse();
      expect(editor.getMarkdown()).toBe(markdown);
    });
  });

  describe('tables', () => {
    const TABLE = '| a | b | c |\n| :-: | --- | --: |\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n\nafter';

    it('Table inserts a table after the current line, filled row by row, cursor in the header', () => {
      load('before', 2);
      run('Table', 2, 3, ['h1', 'h2', 'a', 'b', 'c']);
      expect(tableCells()).toEqual([['h1', 'h2'], ['a', 'b'], ['c', '']]);
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: at('h1'), length: 0 }));
      expect(new WwTableManager(view()).getTableInfo()).toEqual(jasmine.objectContaining({ rows: 3, cols: 2, row: 0, col: 0 }));
      expect(editor.getMarkdown()).toBe('before\n\n| h1 | h2 |\n| --- | --- |\n| a | b |\n| c |  |');
      expect(change).toHaveBeenCalledTimes(1);
      // A paragraph follows the table, to type after it.
      expect(quill.getText().endsWith('\n\n')).toBeTrue();
    });

    it('Table in a list item goes into the item, as in markdown mode', () => {
      load('- item one\n- item two\n\nafter', 'item two');
      run('Table', 2, 2);
      expect(editor.getMarkdown()).toBe('- item one\n- item two\n\n  |  |  |\n  | --- | --- |\n  |  |  |\n\nafter');
      load('- a\n  - nested\n- b', 'nested');
      run('Table', 1, 2);
      expect(editor.getMarkdown()).toMatch(/^- a\n  - nested\n\n    \|  \|\n    \| --- \|\n    \|  \|\n\n?- b$/);
    });

    it('Table in a quote of paragraphs goes into the quote, as in markdown mode; one undo takes it all back', () => {
      load('> one\n>\n> two\n\n> other\n\nafter', 'one');
      run('Table', 2, 2);
      expect(editor.getMarkdown()).toBe('> one\n>\n> |  |  |\n> | --- | --- |\n> |  |  |\n>\n> two\n\n> other\n\nafter');
      quill.history.undo();
      expect(editor.getMarkdown()).toBe('> one\n>\n> two\n\n> other\n\nafter');
      load('> one\n>\n> two', 'two');
      run('Table', 1, 2);
      expect(editor.getMarkdown()).toBe('> one\n>\n> two\n>\n> |  |\n> | --- |\n> |  |');
      // After a quoted code block with a block after the quote: still one quote.
      load('> ```js\n> let c = 1;\n> ```\n\npara', 'let c = 1;');
      quill.setSelection(at('let c = 1;') + 10, 0, 'silent');
      run('Table', 1, 1);
      expect(editor.getMarkdown()).toBe('> ```js\n> let c = 1;\n> ```\n>\n> |  |\n> | --- |\n\npara');
      // After a table of the quote: the line between the tables is the quote's too (one quote).
      load('> intro\n>\n> | a | b |\n> | --- | --- |\n> | 1 | 2 |\n>\n> outro', '1');
      run('Table', 1, 1);
      expect(editor.getMarkdown()).toBe('> intro\n>\n> | a | b |\n> | --- | --- |\n> | 1 | 2 |\n>\n> |  |\n> | --- |\n>\n> outro');
    });

    it('Table on an empty line takes its place; rows of one id each', () => {
      load('one', 0);
      quill.insertText(3, '\n', 'silent');
      quill.setSelection(4, 0, 'silent');
      run('Table', 2, 2);
      const ids = Array.from(quill.root.querySelectorAll('td')).map((td) => td.getAttribute('data-row'));
      expect(ids[0]).toBe(ids[1]);
      expect(ids[2]).toBe(ids[3]);
      expect(ids[0]).not.toBe(ids[2]);
      expect(quill.root.children[0].tagName).toBe('P');
      expect(quill.root.children[1].tagName).toBe('TABLE');
      expect(quill.root.children.length).toBe(3);
    });

    it('Table inside a table goes after it, with a line between (Quill would merge them)', () => {
      load(TABLE, '5');
      run('Table', 2, 1, ['n1', 'n2']);
      expect(quill.root.querySelectorAll('table').length).toBe(2);
      expect(editor.getMarkdown()).toMatch(/\| 4 +\| 5 +\| 6 +\|\n\n\| n1 \| n2 \|\n\| --- \| --- \|\n\nafter$/);
    });

    it('a 1×1 table stays a table in markdown', () => {
      load('before', 0);
      run('Table', 1, 1, ['only']);
      expect(editor.getMarkdown()).toBe('before\n\n| only |\n| ---- |');
    });

    it('an edited 1×1 table keeps its alignment and escapes a pipe', () => {
      load('| one |\n| :---: |\n\nafter', 'one');
      quill.insertText(quill.getText().indexOf('one') + 3, ' | two', 'user');
      // The delimiter row stays as written (edit locality); the typed pipe is escaped.
      expect(editor.getMarkdown()).toBe('| one \\| two |\n| :---: |\n\nafter');
    });

    it('loads markdown tables in the form the table module edits', () => {
      load(TABLE, '2');
      const info = new WwTableManager(view()).getTableInfo()!;
      expect(info).toEqual(jasmine.objectContaining({ rows: 3, cols: 3, row: 1, col: 1 }));
      expect(info.alignments).toEqual(['center', null, 'right']);
      const [table, row, cell] = (quill.getModule('table') as { getTable(): unknown[] }).getTable();
      expect(table).toBeTruthy();
      expect((cell as { cellOffset(): number }).cellOffset()).toBe(1);
      expect((row as { rowOffset(): number }).rowOffset()).toBe(1);
    });

    it('AddRow adds a row below, aligned like its columns, cursor in it', () => {
      load(TABLE, '2');
      run('AddRow');
      expect(tableCells()).toEqual([['a', 'b', 'c'], ['1', '2', '3'], ['', '', ''], ['4', '5', '6']]);
      const cells = quill.root.querySelectorAll('tr')[2].children;
      expect(cells[0].className).toBe('ql-align-center');
      expect(cells[2].className).toBe('ql-align-right');
      expect(new WwTableManager(view()).getTableInfo()).toEqual(jasmine.objectContaining({ row: 2, col: 1 }));
      expect(change).toHaveBeenCalledTimes(1);
      document.execCommand('insertText', false, 'x');
      quill.update('user');
      expect(editor.getMarkdown()).toBe('| a | b | c |\n| :---: | --- | ---: |\n| 1 | 2 | 3 |\n|  | x |  |\n| 4 | 5 | 6 |\n\nafter');
    });

    it('AddCol adds a column right of the cursor, cursor in it', () => {
      load(TABLE, 'b');
      run('AddCol');
      expect(tableCells()).toEqual([['a', 'b', '', 'c'], ['1', '2', '', '3'], ['4', '5', '', '6']]);
      expect(new WwTableManager(view()).getTableInfo()).toEqual(jasmine.objectContaining({ row: 0, col: 2, cols: 4 }));
      expect(change).toHaveBeenCalledTimes(1);
      expect(editor.getMarkdown()).toBe('| a | b |  | c |\n| :---: | --- | --- | ---: |\n| 1 | 2 |  | 3 |\n| 4 | 5 |  | 6 |\n\nafter');
    });

    it('RemoveRow removes the row, cursor to the next row in the same column', () => {
      load(TABLE, '2');
      run('RemoveRow');
      expect(tableCells()).toEqual([['a', 'b', 'c'], ['4', '5', '6']]);
      expect(quill.getSelection()?.index).toBe(at('5'));
      expect(editor.getMarkdown()).toBe('| a | b | c |\n| :---: | --- | ---: |\n| 4 | 5 | 6 |\n\nafter');
      run('RemoveRow'); // the last row: the cursor goes up
      expect(tableCells()).toEqual([['a', 'b', 'c']]);
      expect(quill.getSelection()?.index).toBe(at('b'));
      expect(change).toHaveBeenCalledTimes(2);
    });

    it('RemoveCol removes the column, cursor to the next column in the same row', () => {
      load(TABLE, '5');
      run('RemoveCol');
      expect(tableCells()).toEqual([['a', 'c'], ['1', '3'], ['4', '6']]);
      expect(quill.getSelection()?.index).toBe(at('6'));
      expect(editor.getMarkdown()).toBe('| a | c |\n| :---: | ---: |\n| 1 | 3 |\n| 4 | 6 |\n\nafter');
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('RemoveRow and RemoveCol act on every row or column the selection covers', () => {
      load(TABLE, '1');
      quill.setSelection(at('2'), at('5') - at('2') + 1, 'silent');
      expect(new WwTableSelectionManager(view()).getSelectedCells()).toEqual([{ row: 1, col: 1 }, { row: 2, col: 1 }]);
      run('RemoveCol');
      expect(tableCells()).toEqual([['a', 'c'], ['1', '3'], ['4', '6']]);
      quill.setSelection(at('1'), at('6') - at('1') + 1, 'silent');
      run('RemoveRow');
      expect(tableCells()).toEqual([['a', 'c']]);
      expect(editor.getMarkdown()).toBe('| a | c |\n| :---: | ---: |\n\nafter');
      expect(change).toHaveBeenCalledTimes(2);
    });

    it('removing every row or column removes the table', () => {
      load(TABLE, 'a');
      quill.setSelection(at('a'), at('6') - at('a') + 1, 'silent');
      run('RemoveRow');
      expect(quill.root.querySelector('table')).toBeNull();
      expect(editor.getMarkdown()).toBe('after');
    });

    it('RemoveTable removes the table, cursor where it was', () => {
      load('before\n\n' + TABLE, '5');
      run('RemoveTable');
      expect(quill.root.querySelector('table')).toBeNull();
      expect(quill.getSelection()?.index).toBe(at('after'));
      expect(editor.getMarkdown()).toBe('before\n\nafter');
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('AlignCol aligns every cell of the column', () => {
      load(TABLE, 'b');
      run('AlignCol', 'center');
      expect(Array.from(quill.root.querySelectorAll('tr')).map((tr) => tr.children[1].className)).toEqual(['ql-align-center', 'ql-align-center', 'ql-align-center']);
      expect(editor.getMarkdown()).toBe('| a | b | c |\n| :---: | :---: | ---: |\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n\nafter');
      run('AlignCol', 'right');
      expect(new WwTableManager(view()).getTableInfo()!.alignments).toEqual(['center', 'right', 'right']);
      quill.setSelection(at('a'), 0, 'silent');
      run('AlignCol', 'left');
      expect(new WwTableManager(view()).getTableInfo()!.alignments).toEqual(['left', 'right', 'right']);
      expect(editor.getMarkdown()).toBe('| a | b | c |\n| :--- | ---: | ---: |\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n\nafter');
      expect(change).toHaveBeenCalledTimes(3);
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 0, length: 0 }));
    });

    it('AlignCol("left") writes an explicit :--- column', () => {
      load(TABLE, 'b');
      run('AlignCol', 'left');
      expect(editor.getMarkdown()).toContain('| :---: | :--- | ---: |');
    });

    it('two tables in a row stay two tables in WYSIWYG', () => {
      load('| a | b |\n| --- | --- |\n\n| c | d |\n| --- | --- |', 'c');
      expect(quill.root.querySelectorAll('table').length).toBe(2);
      expect(new WwTableManager(view()).getTableInfo()).toEqual(jasmine.objectContaining({ rows: 1, row: 0 }));
    });

    it('two tables in a row stay two after AddRow at the end of the first, a rebuild from the Delta, and undo', () => {
      const markdown = '| a | b |\n| --- | --- |\n| a2 | b2 |\n\n| c | d |\n| --- | --- |\n| c2 | d2 |';
      load(markdown, 'a2');
      run('AddRow');
      expect(quill.root.querySelectorAll('table').length).toBe(2);
      expect(quill.root.querySelectorAll('table')[0].rows.length).toBe(3);
      quill.setContents(quill.getContents(), 'silent');
      expect(quill.root.querySelectorAll('table').length).toBe(2);
      expect(quill.root.querySelectorAll('table')[0].rows.length).toBe(3);
      (quill.getModule('history') as { undo(): void }).undo();
      expect(quill.root.querySelectorAll('table').length).toBe(2);
      expect(editor.getMarkdown()).toBe(markdown);
    });

    it('typing in the second of two adjacent tables edits only that table in markdown', () => {
      load('| a | b |\n| --- | --- |\n\n| c | d |\n| --- | --- |', 'd');
      quill.insertText(quill.getText().indexOf('d') + 1, 'x', 'user');
      expect(quill.root.querySelectorAll('table').length).toBe(2);
      expect(editor.getMarkdown()).toBe('| a | b |\n| --- | --- |\n\n| c | dx |\n| --- | --- |');
    });

    it('an edited code block keeps its indentation whatever the page styles (no innerText)', () => {
      load('```js\nif (x) {\n    y();\n}\n```', 0);
      quill.root.style.whiteSpace = 'normal'; // as a page without kit's or Quill's CSS would have it
      quill.insertText(quill.getText().indexOf('y'), 'z', 'user');
      expect(editor.getMarkdown()).toBe('```js\nif (x) {\n    zy();\n}\n```');
    });

    it('table commands do nothing outside a table', () => {
      load('para\n\n' + TABLE, 1);
      for (const name of ['AddRow', 'AddCol', 'RemoveRow', 'RemoveCol', 'RemoveTable']) {
        expect(run(name)).withContext(name).toBeFalse();
      }
      expect(run('AlignCol', 'center')).toBeFalse();
      expect(change).not.toHaveBeenCalled();
      expect(editor.getMarkdown()).toBe('para\n\n' + TABLE);
    });
  });

  describe('MarkdownToFormatting', () => {
    it('turns the selected markdown text into formatting', () => {
      load('say \\*\\*hi\\*\\*', 0);
      quill.setText('say **hi**\n', 'silent');
      quill.setSelection(4, 6, 'silent');
      expect(run('MarkdownToFormatting')).toBeTrue();
      expect(quill.getContents().ops).toEqual([{ insert: 'say ' }, { insert: 'hi', attributes: { bold: true } }, { insert: '\n' }]);
      expect(change).toHaveBeenCalledTimes(1);
    });
  });

  describe('every command', () => {
    /** Each command with a document and selection where it changes something. */
    const CASES: [string, string, string, unknown[]][] = [
      ['Bold', 'hello', 'hello', []],
      ['Italic', 'hello', 'hello', []],
      ['Strike', 'hello', 'hello', []],
      ['Code', 'hello', 'hello', []],
      ['CodeBlock', 'hello', 'hello', ['ts']],
      ['HR', 'hello', 'hello', []],
      ['Blockquote', 'hello', 'hello', []],
      ['UL', 'hello', 'hello', []],
      ['OL', 'hello', 'hello', []],
      ['Task', 'hello', 'hello', []],
      ['Heading', 'hello', 'hello', [3]],
      ['Paragraph', '# hello', 'hello', []],
      ['AddLink', 'hello', 'hello', [{ url: 'https://x.dev/' }]],
      ['AddImage', 'hello', 'hello', [{ imageUrl: 'https://x.dev/a.png', altText: 'a' }]],
      ['Indent', '- a\n- hello', 'hello', []],
      ['Outdent', '- a\n  - hello', 'hello', []],
      ['Table', 'hello', 'hello', [2, 2]],
      ['AddRow', '| hello |\n| --- |', 'hello', []],
      ['AddCol', '| hello |\n| --- |', 'hello', []],
      ['RemoveRow', '| a |\n| --- |\n| hello |', 'hello', []],
      ['RemoveCol', '| a | hello |\n| --- | --- |', 'hello', []],
      ['RemoveTable', '| hello |\n| --- |', 'hello', []],
      ['AlignCol', '| hello |\n| --- |', 'hello', ['right']],
      ['MarkdownToFormatting', '`**hello**`', '**hello**', []],
    ];

    it('covers the whole list', () => {
      expect(CASES.map(([name]) => name).sort()).toEqual(WYSIWYG_COMMANDS.map((c) => c.name).sort());
    });

    for (const [name, markdown, selected, args] of CASES) {
      it(`${name} is one user change, and changes the markdown`, () => {
        load(markdown);
        if (name === 'MarkdownToFormatting') quill.setText('**hello**\n', 'silent');
        quill.setSelection(at(selected), selected.length, 'silent');
        const before = editor.getMarkdown();
        const sources: string[] = [];
        const record = (_delta: unknown, _old: unknown, source: string) => sources.push(source);
        quill.on('text-change', record);
        run(name, ...args);
        quill.off('text-change', record);
        expect(sources).toEqual(['user']);
        expect(change).toHaveBeenCalledOnceWith({ source: 'wysiwyg' });
        expect(editor.getMarkdown()).not.toBe(before);
      });

      it(`${name} does nothing when read-only`, () => {
        load(markdown);
        if (name === 'MarkdownToFormatting') quill.setText('**hello**\n', 'silent');
        quill.setSelection(at(selected), selected.length, 'silent');
        const contents = JSON.stringify(quill.getContents());
        quill.disable();
        expect(run(name, ...args)).toBeFalse();
        expect(JSON.stringify(quill.getContents())).toBe(contents);
        expect(change).not.toHaveBeenCalled();
      });
    }
  });

  describe('bad arguments', () => {
    beforeEach(() => load('| a |\n| --- |', 0));

    it('throw an error naming the value, changing nothing', () => {
      expect(() => run('Heading', 7)).toThrowError('Heading needs a level from 1 to 6, got 7.');
      expect(() => run('Heading', '2')).toThrowError('Heading needs a level from 1 to 6, got "2".');
      expect(() => run('Heading')).toThrowError('Heading needs a level from 1 to 6, got undefined.');
      expect(() => run('AddLink', { linkText: 'x' })).toThrowError('AddLink needs url to be a non-empty string, got undefined.');
      expect(() => run('AddLink', 'https://x.dev')).toThrowError('AddLink needs an options object, got "https://x.dev".');
      expect(() => run('AddImage', { imageUrl: ' ' })).toThrowError('AddImage needs imageUrl to be a non-empty string, got " ".');
      expect(() => run('AddImage', { imageUrl: 'a.png', altText: 3 })).toThrowError('AddImage needs altText to be a string, got 3.');
      expect(() => run('AlignCol', 'middle')).toThrowError('AlignCol needs "left", "center" or "right", got "middle".');
      expect(() => run('Table', 0, 2)).toThrowError('Table needs cols to be a whole number from 1, got 0.');
      expect(() => run('Table', 2, 1.5)).toThrowError('Table needs rows to be a whole number from 1, got 1.5.');
      expect(() => run('Table', 2, 2, 'a,b')).toThrowError('Table needs data to be an array of cell texts, got "a,b".');
      expect(() => run('Table', 2, 2, [{}])).toThrowError('Table needs each cell text to be a string, got {}.');
      expect(() => run('CodeBlock', 'not a language')).toThrowError('CodeBlock needs a language such as "ts" or "c++", got "not a language".');
      expect(change).not.toHaveBeenCalled();
      expect(editor.getMarkdown()).toBe('| a |\n| --- |');
    });

    it('throw even when read-only (a bad call is a bug either way)', () => {
      quill.disable();
      expect(() => run('Heading', 0)).toThrowError(/got 0/);
      expect(() => run('AlignCol', null)).toThrowError(/got null/);
    });
  });

  describe('WwTableManager', () => {
    it('reads the table at a range, or null outside one', () => {
      load('para\n\n| a | b |\n| --- | :-: |\n| 1 | 2 |', 0);
      const tables = new WwTableManager(view());
      expect(tables.isInTable()).toBeFalse();
      expect(tables.getTableInfo()).toBeNull();
      expect(tables.isInTable({ index: at('2'), length: 0 })).toBeTrue();
      expect(tables.getTableInfo({ index: at('2'), length: 0 })).toEqual({
        rows: 2, cols: 2, row: 1, col: 1, alignments: [null, 'center'], index: 5, length: 8,
      });
    });

    it('creates, grows, shrinks and removes a table', () => {
      load('x', 1);
      const tables = new WwTableManager(view());
      expect(tables.createTable(2, 2, [['h1', 'h2'], ['a', 'b']])).toBeTrue();
      expect(tables.addRow()).toBeTrue();
      expect(tables.addCol()).toBeTrue();
      // The row went below the header (where the cursor was), the column right of the first.
      expect(tableCells()).toEqual([['h1', '', 'h2'], ['', '', ''], ['a', '', 'b']]);
      expect(tables.removeCol()).toBeTrue();
      expect(tables.removeRow()).toBeTrue();
      expect(tableCells()).toEqual([['h1', 'h2'], ['a', 'b']]);
      expect(tables.removeTable()).toBeTrue();
      expect(quill.root.querySelector('table')).toBeNull();
      expect(editor.getMarkdown()).toBe('x');
      expect(change).toHaveBeenCalledTimes(6);
    });
  });

  describe('WwTableSelectionManager', () => {
    const TABLE = '| a | b | c |\n| --- | --- | --- |\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |';

    it('gives the cell at a collapsed cursor, nothing outside a table', () => {
      load('para\n\n' + TABLE, 0);
      const cells = new WwTableSelectionManager(view());
      expect(cells.getSelectedCells()).toEqual([]);
      expect(cells.getSelectedArea()).toBeNull();
      quill.setSelection(at('2'), 0, 'silent');
      expect(cells.getSelectedCells()).toEqual([{ row: 1, col: 1 }]);
      expect(cells.hasMultipleCells()).toBeFalse();
    });

    it('covers the rectangle between the first and last selected cells', () => {
      load(TABLE, 0);
      const cells = new WwTableSelectionManager(view());
      // From "c" (row 0, col 2) to "4" (row 2, col 0): all three columns of the three rows.
      quill.setSelection(at('c'), at('4') - at('c') + 1, 'silent');
      expect(cells.getSelectedArea()).toEqual({ top: 0, bottom: 2, left: 0, right: 2 });
      expect(cells.getSelectedCells().length).toBe(9);
      // A selection ending right after a cell's newline does not take in the next cell.
      quill.setSelection(at('1'), 2, 'silent');
      expect(cells.getSelectedCells()).toEqual([{ row: 1, col: 0 }]);
    });

    it('selectCells selects from one cell to another', () => {
      load('para\n\n' + TABLE, '1');
      const cells = new WwTableSelectionManager(view());
      expect(cells.selectCells({ row: 1, col: 1 }, { row: 2, col: 2 })).toBeTrue();
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: at('2'), length: at('6') + 1 - at('2') }));
      expect(cells.getSelectedCells()).toEqual([{ row: 1, col: 1 }, { row: 1, col: 2 }, { row: 2, col: 1 }, { row: 2, col: 2 }]);
      expect(() => cells.selectCells({ row: 3, col: 0 })).toThrowError('selectCells: start {"row":3,"col":0} is not a cell of this 3×3 table.');
      quill.setSelection(0, 0, 'silent');
      expect(cells.selectCells({ row: 0, col: 0 })).toBeFalse();
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 0, length: 0 }));
    });
  });

  describe('WwCodeBlockManager', () => {
    it('reads the code block and language at a range', () => {
      load('para\n\n```ts\nlet a;\nlet b;\n```', 0);
      const code = new WwCodeBlockManager(view());
      expect(code.isInCodeBlock()).toBeFalse();
      expect(code.getLanguage()).toBeNull();
      expect(code.getCodeText()).toBeNull();
      const inside = { index: at('let b'), length: 0 };
      expect(code.isInCodeBlock(inside)).toBeTrue();
      expect(code.getLanguage(inside)).toBe('ts');
      expect(code.getCodeText(inside)).toBe('let a;\nlet b;');
    });

    it('sets the language of the whole block, or removes it', () => {
      load('```ts\nlet a;\nlet b;\n```', 0);
      const code = new WwCodeBlockManager(view());
      expect(code.setLanguage('c++')).toBeTrue();
      expect(Array.from(quill.root.querySelectorAll('.ql-code-block')).map((n) => n.getAttribute('data-language'))).toEqual(['c++', 'c++']);
      expect(editor.getMarkdown()).toBe('```c++\nlet a;\nlet b;\n```');
      quill.history.cutoff(); // Quill groups edits within a second into one undo step
      expect(code.setLanguage(null)).toBeTrue();
      expect(code.getLanguage()).toBeNull();
      expect(editor.getMarkdown()).toBe('```\nlet a;\nlet b;\n```');
      expect(() => code.setLanguage('<script>')).toThrowError('setLanguage needs a language such as "ts" or "c++", got "<script>".');
      expect(change).toHaveBeenCalledTimes(2);
      quill.history.undo(); // removing the language is one undo step
      expect(code.getLanguage()).toBe('c++');
    });

    it('converts lines to a code block and back; leaves table cells alone', () => {
      load('- a\n- b\n\n| t | u |\n| --- | --- |', 0);
      quill.setSelection(0, quill.getLength(), 'silent');
      const code = new WwCodeBlockManager(view());
      expect(code.convertToCodeBlock('py')).toBeTrue();
      expect(code.getCodeText({ index: 0, length: 0 })).toBe('a\nb');
      expect(tableCells()).toEqual([['t', 'u']]);
      expect(editor.getMarkdown()).toBe('```py\na\nb\n```\n\n| t | u |\n| --- | --- |');
      expect(code.removeCodeBlock()).toBeTrue();
      expect(quill.getText(0, 4)).toBe('a\nb\n');
      expect(quill.getFormat(0, 4)['code-block']).toBeUndefined();
      expect(editor.getMarkdown()).toBe('a\n\nb\n\n| t | u |\n| --- | --- |');
      expect(change).toHaveBeenCalledTimes(2);
    });
  });

});
