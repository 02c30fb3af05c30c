import type QuillType from 'quill';
import { useWysiwygEditing } from '../editor-spec-helpers';

/*
 * WYSIWYG edits where one markdown block ends and the next begins: a row added below a table's
 * last row, text typed on the line after a thematic break, two code blocks a blank line apart.
 * Only the blocks the edit belongs to may be converted again, and each must stay one block.
 */
describe('KitEditor WYSIWYG edits at block edges', () => {
  const { load, press, type, toMarkdown, editor, quill } = useWysiwygEditing();

  /** The Quill index where `text` starts (an embed counts as one character, as in Quill). */
  function at(text: string): number {
    const content = quill()
      .getContents()
      .ops.map((op) => (typeof op.insert === 'string' ? op.insert : '\ufffc'))
      .join('');
    return content.indexOf(text);
  }

  describe('AddRow on the last row of a table', () => {
    it('gives one table of three rows when nothing is typed in the new row', () => {
      load('| H1 | H2 |\n| --- | --- |\n| a | b |\n\nAfter');
      quill().setSelection(quill().getText().indexOf('a'), 0, 'user');
      expect(editor().exec('AddRow')).toBeTrue();
      expect(quill().root.querySelectorAll('table tr').length).toBe(3);
      expect(toMarkdown()).toBe('| H1 | H2 |\n| --- | --- |\n| a | b |\n|  |  |\n\nAfter');
    });

    it('gives one table when the new row is typed in', () => {
      load('| H1 | H2 |\n| --- | --- |\n| a | b |\n\nAfter');
      quill().setSelection(quill().getText().indexOf('b'), 0, 'user');
      editor().exec('AddRow');
      type('x');
      expect(toMarkdown()).toBe('| H1 | H2 |\n| --- | --- |\n| a | b |\n|  | x |\n\nAfter');
    });

    it('leaves a second table right after it byte for byte', () => {
      const second = '|c|d|\n|-|-|\n|c2|d2|';
      load(`| a | b |\n| --- | --- |\n| a2 | b2 |\n\n${second}`);
      quill().setSelection(quill().getText().indexOf('a2'), 0, 'user');
      editor().exec('AddRow');
      expect(toMarkdown()).toBe(`| a | b |\n| --- | --- |\n| a2 | b2 |\n|  |  |\n\n${second}`);
    });

    it('keeps a table that ends the document one table', () => {
      load('text\n\n| H1 | H2 |\n| --- | --- |\n| a | b |\n');
      quill().setSelection(quill().getText().indexOf('a'), 0, 'user');
      editor().exec('AddRow');
      expect(toMarkdown()).toBe('text\n\n| H1 | H2 |\n| --- | --- |\n| a | b |\n|  |  |\n');
    });

    it('adds the row to the table when a list follows it', () => {
      load('| H1 | H2 |\n| --- | --- |\n| a | b |\n\n- item\n');
      quill().setSelection(quill().getText().indexOf('a'), 0, 'user');
      editor().exec('AddRow');
      expect(toMarkdown()).toBe('| H1 | H2 |\n| --- | --- |\n| a | b |\n|  |  |\n\n- item\n');
    });
  });

  describe('copying a code block that ends the document', () => {
    it('copies its last character too (select all, then copy, cut and paste give the document back)', () => {
      const markdown = 'para\n\n```js\nconsole.log(1);\nnext();\n```';
      load(markdown);
      const copy = (type: 'copy' | 'cut') => {
        quill().setSelection(0, quill().getLength() - 1, 'user'); // what Ctrl+A selects
        const event = new ClipboardEvent(type, { clipboardData: new DataTransfer(), bubbles: true, cancelable: true });
        quill().root.dispatchEvent(event);
        return event.clipboardData!;
      };
      expect(copy('copy').getData('text/html')).toContain('console.log(1);\nnext();\n</code></pre>');
      const cut = copy('cut');
      expect(cut.getData('text/html')).toContain('next();\n</code></pre>');
      const paste = new ClipboardEvent('paste', { clipboardData: cut, bubbles: true, cancelable: true });
      quill().root.dispatchEvent(paste);
      expect(toMarkdown()).toBe(markdown);
    });
  });

  describe('a rule or raw HTML block between blocks', () => {
    it('has a text block after it right after it, as in the preview; a last one has a line after it', () => {
      load('text\n\n***\n\nnext\n\n<div>raw</div>\n\n# head\n\n---\n');
      const lines = quill().getLines().map((line) => line.domNode.nodeName.toLowerCase() + (line.domNode.textContent ? '' : ' (empty)'));
      expect(lines).toEqual(['p', 'hr (empty)', 'p', 'div', 'h1', 'hr (empty)', 'p (empty)']);
      expect(editor().getHtml()).not.toContain('<p><br></p>');
      expect(editor().getMarkdown()).toBe('text\n\n***\n\nnext\n\n<div>raw</div>\n\n# head\n\n---\n');
    });

    it('keeps a line after it before a table, a code block or another rule, where the cursor can go to type between', () => {
      const markdown = 'p\n\n***\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n***\n\n```\ncode\n```\n\n---\n\n***\n\nend';
      load(markdown);
      const lines = quill().getLines().map((line) => line.domNode.nodeName.toLowerCase() + (line.domNode.textContent ? '' : ' (empty)'));
      expect(lines).toEqual(['p', 'hr (empty)', 'p (empty)', 'td', 'td', 'td', 'td', 'hr (empty)', 'p (empty)', 'div', 'hr (empty)', 'p (empty)', 'hr (empty)', 'p']);
      expect(editor().getMarkdown()).toBe(markdown);
      // Typing on the line between the rule and the table gives a paragraph there; the rule keeps its spelling.
      quill().setSelection(at('a') - 1, 0, 'user');
      type('between');
      expect(toMarkdown()).toBe(markdown.replace('***\n\n| a', '***\n\nbetween\n\n| a'));
    });

    it('keeps its spelling when the block after it is edited or removed', () => {
      load('text\n\n***\n\nnext\n');
      quill().setSelection(at('next'), 0, 'user');
      type('the ');
      expect(editor().getMarkdown()).toBe('text\n\n***\n\nthe next\n');
      quill().deleteText(at('the next'), 'the next'.length, 'user');
      expect(toMarkdown()).toBe('text\n\n***\n\n'); // the blank line after the rule is its block's own
    });

    it('goes with Backspace at the start of the block after it, which keeps its text', () => {
      load('text\n\n***\n\nnext\n');
      quill().setSelection(at('next'), 0, 'user');
      press('Backspace');
      expect(toMarkdown()).toBe('text\n\nnext\n');
    });
  });

  describe('typing on the line after a thematic break', () => {
    for (const rule of ['***', '___', '- - -']) {
      it(`keeps a final ${rule} as it was`, () => {
        load(`text\n\n${rule}`);
        quill().setSelection(quill().getLength() - 1, 0, 'user');
        type('after');
        expect(editor().getMarkdown()).toBe(`text\n\n${rule}\n\nafter`);
        // Deleting the text again gives the document back.
        quill().deleteText(quill().getLength() - 6, 5, 'user');
        expect(editor().getMarkdown()).toBe(`text\n\n${rule}`);
      });
    }

    it('keeps a rule with a block after it as it was (a line made before that block)', () => {
      load('text\n\n***\n\nnext\n');
      quill().setSelection(at('next'), 0, 'user');
      press('Enter');
      quill().setSelection(at('next') - 1, 0, 'user');
      type('between');
      expect(toMarkdown()).toBe('text\n\n***\n\nbetween\n\nnext\n');
    });

    it('keeps the rule when more lines are typed after it', () => {
      load('text\n\n***\n');
      quill().setSelection(quill().getLength() - 1, 0, 'user');
      type('one');
      press('Enter');
      type('two');
      expect(toMarkdown()).toBe('text\n\n***\n\none\n\ntwo\n');
    });

    it('keeps the rule when the block before it is edited too', () => {
      load('para\n\n***');
      quill().setSelection(4, 0, 'user');
      type('X');
      quill().setSelection(quill().getLength() - 1, 0, 'user');
      type('after');
      expect(toMarkdown()).toBe('paraX\n\n***\n\nafter');
    });

    it('keeps a final table byte for byte when the block before it is edited too', () => {
      load('para\n\n|a|b|\n|-|-|\n|1|2|\n');
      quill().setSelection(4, 0, 'user');
      type('X');
      // A line after the table (as a click below it adds), then typing there.
      const Delta = quill().getContents().constructor as new () => ReturnType<QuillType['getContents']>;
      quill().updateContents(new Delta().retain(quill().getLength()).insert('after\n'), 'user');
      expect(toMarkdown()).toBe('paraX\n\n|a|b|\n|-|-|\n|1|2|\n\nafter\n');
    });

    it('keeps a final raw HTML block as it was (also loaded with a line of its own)', () => {
      load('text\n\n<div align="center">x</div>\n');
      quill().setSelection(quill().getLength() - 1, 0, 'user');
      type('after');
      expect(toMarkdown()).toBe('text\n\n<div align="center">x</div>\n\nafter\n');
    });

    it('still converts a paragraph of one image when text is typed after the image', () => {
      load('text\n\n![alt](https://example.com/a.png)\n');
      quill().setSelection(quill().getLength() - 1, 0, 'user');
      type(' caption');
      expect(toMarkdown()).toBe('text\n\n![alt](https://example.com/a.png) caption\n');
    });
  });

  describe('two fenced code blocks a blank line apart', () => {
    const CASES: { title: string; markdown: string; expected: string }[] = [
      { title: 'with two languages', markdown: '```js\na\n```\n\n```py\nb\n```\n', expected: '```js\naX\n```\n\n```py\nbY\n```\n' },
      { title: 'with one language', markdown: '```js\na\n```\n\n```js\nb\n```\n', expected: '```js\naX\n```\n\n```js\nbY\n```\n' },
      { title: 'without languages', markdown: '```\na\n```\n\n```\nb\n```\n', expected: '```\naX\n```\n\n```\nbY\n```\n' },
      { title: 'the first without a language', markdown: '```\na\n```\n\n```ts\nb\n```\n', expected: '```\naX\n```\n\n```ts\nbY\n```\n' },
    ];
    for (const { title, markdown, expected } of CASES) {
      it(`stay two, each with its language, after an edit in both: ${title}`, () => {
        load(markdown);
        quill().insertText(quill().getText().indexOf('a') + 1, 'X', 'user');
        quill().insertText(quill().getText().indexOf('b') + 1, 'Y', 'user');
        expect(toMarkdown()).toBe(expected);
      });
    }

    it('stay two after Enter and typing in the first', () => {
      load('```js\na\n```\n\n```py\nb\n```\n');
      quill().setSelection(quill().getText().indexOf('a') + 1, 0, 'user');
      press('Enter');
      type('c');
      quill().insertText(quill().getText().indexOf('b') + 1, 'Y', 'user');
      expect(quill().root.querySelectorAll('.ql-code-block-container').length).toBe(2);
      expect(toMarkdown()).toBe('```js\na\nc\n```\n\n```py\nbY\n```\n');
    });

    it('a line added at the end of a code block with a paragraph after it stays in the block', () => {
      load('```js\na\n```\n\nafter\n');
      quill().setSelection(1, 0, 'user');
      press('Enter');
      type('c');
      expect(toMarkdown()).toBe('```js\na\nc\n```\n\nafter\n');
    });

    it('are drawn as two code blocks; CodeBlock with a language sets it on one', () => {
      load('```js\na\n```\n\n```py\nb\n```\n');
      const [first, second] = Array.from(quill().root.querySelectorAll('.ql-code-block-container'));
      expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
      quill().setSelection(quill().getText().indexOf('b'), 0, 'user');
      editor().exec('CodeBlock', 'ts');
      expect(toMarkdown()).toBe('```js\na\n```\n\n```ts\nb\n```\n');
    });

    describe('a line made code next to a code block by CodeBlock', () => {
      const CASES: { title: string; markdown: string; line: string; edit?: string; expected: string }[] = [
        { title: 'before it', markdown: 'para\n\n```js\ncode\n```\n', line: 'para', expected: '```\npara\n```\n\n```js\ncode\n```\n' },
        { title: 'after it', markdown: '```js\ncode\n```\n\npara\n', line: 'para', expected: '```js\ncode\n```\n\n```\npara\n```\n' },
        { title: 'before it, with an edit in it', markdown: 'para\n\n```js\ncode\n```\n', line: 'para', edit: 'code', expected: '```\npara\n```\n\n```js\ncodeX\n```\n' },
        { title: 'after it, with an edit in it', markdown: '```js\ncode\n```\n\npara\n', line: 'para', edit: 'code', expected: '```js\ncodeX\n```\n\n```\npara\n```\n' },
        { title: 'between two', markdown: '```js\na\n```\n\npara\n\n```py\nb\n```\n', line: 'para', edit: 'a', expected: '```js\naX\n```\n\n```\npara\n```\n\n```py\nb\n```\n' },
      ];
      for (const { title, markdown, line, edit, expected } of CASES) {
        it(`stays a fence of its own: ${title}`, () => {
          load(markdown);
          quill().setSelection(quill().getText().indexOf(line), 0, 'user');
          expect(editor().exec('CodeBlock')).toBeTrue();
          if (edit) quill().insertText(quill().getText().indexOf(edit) + edit.length, 'X', 'user');
          expect(toMarkdown()).toBe(expected);
        });
      }

      it('two paragraphs made code together are one fence', () => {
        load('one\n\ntwo\n\n```js\ncode\n```\n');
        quill().setSelection(0, quill().getText().indexOf('two') + 3, 'user');
        editor().exec('CodeBlock');
        expect(toMarkdown()).toBe('```\none\ntwo\n```\n\n```js\ncode\n```\n');
      });

      it('a line made code together with the code block it touches joins it', () => {
        load('para\n\n```js\ncode\n```\n');
        quill().setSelection(0, quill().getText().indexOf('code') + 2, 'user');
        editor().exec('CodeBlock', 'js');
        expect(toMarkdown()).toBe('```js\npara\ncode\n```\n');
      });
    });

    it('a line taken out of a code block keeps no key of it', () => {
      load('```js\na\n```\n');
      editor().exec('Paragraph');
      expect(quill().root.querySelector('[data-kit-code-id]')).toBeNull();
      expect(quill().getContents().ops).toEqual([{ insert: 'a\n' }]);
    });

    it('stay two after a line of the second is taken out and put back by undo', () => {
      load('```js\na\n```\n\n```py\nb\n```\n');
      quill().setSelection(quill().getText().indexOf('b'), 0, 'user');
      editor().exec('Paragraph');
      quill().history.undo();
      quill().insertText(quill().getText().indexOf('a') + 1, 'X', 'user');
      quill().insertText(quill().getText().indexOf('b') + 1, 'Y', 'user');
      expect(quill().root.querySelectorAll('.ql-code-block-container').length).toBe(2);
      expect(toMarkdown()).toBe('```js\naX\n```\n\n```py\nbY\n```\n');
    });
  });
});
