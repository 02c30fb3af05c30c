import type QuillType from 'quill';
import type { KitEditor } from '../kit-editor';
import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';
import { isMacPlatform } from '../commands/platform';

/*
 * WYSIWYG keys as a writer presses them: real keydown events on Quill's editing root (with the
 * editor focused), so kit's bindings, Quill's own and the browser's default meet as they do on a
 * page. A synthetic event has no default action: a key left to the browser shows as an event that
 * is not default-prevented (for Tab, the browser would move the focus out of the text).
 */
describe('KitEditor WYSIWYG keys', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const KEY_CODES: Record<string, number> = { Tab: 9, Backspace: 8, Delete: 46, Enter: 13, Escape: 27 };

  /** Sends a keydown for `key` to Quill's root, as the browser does; returns the event. */
  function press(quill: QuillType, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
    const event = new KeyboardEvent('keydown', { key, keyCode: KEY_CODES[key] ?? 0, bubbles: true, cancelable: true, ...init });
    quill.root.dispatchEvent(event);
    return event;
  }

  /** A WYSIWYG editor with `markdown`, focused, the cursor `offset` characters after the start of `text` (its end by default). */
  function editorAt(markdown: string, text: string, offset = text.length): { editor: KitEditor; quill: QuillType } {
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    const at = quill.getText().indexOf(text);
    expect(at).withContext(`"${text}" in ${JSON.stringify(quill.getText())}`).toBeGreaterThanOrEqual(0);
    quill.setSelection(at + offset, 0, 'user'); // 'user' focuses the editor, as a click does
    return { editor, quill };
  }

  /** Quill's selection as a plain object (Quill returns an instance of its Range class). */
  function selection(quill: QuillType): { index: number; length: number } | null {
    const range = quill.getSelection();
    return range && { index: range.index, length: range.length };
  }

  describe('Tab and Shift+Tab in list items', () => {
    const OUTDENT: [string, string, string][] = [
      ['a nested bullet item', '- apple\n  - cherry', '- apple\n- cherry'],
      ['a nested ordered item', '1. one\n   1. sub', '1. one\n2. sub'],
      ['a nested task item', '- [ ] a\n  - [ ] sub', '- [ ] a\n- [ ] sub'],
    ];
    for (const [title, markdown, outdented] of OUTDENT) {
      for (const [where, offset] of [['at its end', 3], ['in its middle', 1]] as const) {
        it(`Shift+Tab ${where} of ${title} outdents it and keeps the focus in the text`, () => {
          const last = markdown.slice(markdown.lastIndexOf(' ') + 1);
          const { editor, quill } = editorAt(markdown, last, Math.min(offset, last.length));
          const event = press(quill, 'Tab', { shiftKey: true });
          expect(event.defaultPrevented).withContext('Shift+Tab kept from the browser (which moves the focus)').toBeTrue();
          expect(document.activeElement).toBe(quill.root);
          expect(editor.getMarkdown().trimEnd()).toBe(outdented);
          expect(press(quill, 'Tab').defaultPrevented).toBeTrue();
          expect(editor.getMarkdown().trimEnd()).withContext('Tab nests it again').toBe(markdown);
          expect(quill.getText()).not.toContain('\t');
        });
      }
    }

    it('Tab in the middle or at the end of an item nests it and types no tab character', () => {
      const { editor, quill } = editorAt('- apple\n- banana', 'banana', 3);
      expect(press(quill, 'Tab').defaultPrevented).toBeTrue();
      expect(editor.getMarkdown().trimEnd()).toBe('- apple\n  - banana');
      expect(selection(quill)).withContext('the cursor stays in the word').toEqual({ index: quill.getText().indexOf('banana') + 3, length: 0 });
      press(quill, 'Tab', { shiftKey: true });
      quill.setSelection(quill.getText().indexOf('banana') + 6, 0, 'user');
      press(quill, 'Tab');
      expect(editor.getMarkdown().trimEnd()).toBe('- apple\n  - banana');
      expect(quill.getText()).toBe('apple\nbanana\n');
    });

    it('Tab on a first item and Shift+Tab on a top-level item change nothing, and keep the focus (as in markdown mode)', () => {
      const { editor, quill } = editorAt('- apple\n- banana', 'apple', 2);
      const change = jasmine.createSpy('change');
      editor.on('change', change);
      expect(press(quill, 'Tab').defaultPrevented).toBeTrue();
      quill.setSelection(quill.getText().indexOf('banana') + 6, 0, 'user');
      expect(press(quill, 'Tab', { shiftKey: true }).defaultPrevented).toBeTrue();
      expect(editor.getMarkdown().trimEnd()).toBe('- apple\n- banana');
      expect(quill.getText()).toBe('apple\nbanana\n');
      expect(change).not.toHaveBeenCalled();
    });

    it('Tab on the first item of a list right after a list of another kind nests it in that list\'s last item, as drawn', () => {
      const cases: [string, string, string][] = [
        ['- a\n- b\n\n1. x\n2. y', 'x', '- a\n- b\n  1. x\n\n1. y'],
        ['1. a\n2. b\n\n- x\n- y', 'x', '1. a\n2. b\n   - x\n\n- y'],
        ['- a\n\n1. x\n\n- [ ] t', 't', '- a\n\n1. x\n   - [ ] t'],
      ];
      for (const [markdown, item, nested] of cases) {
        const { editor, quill } = editorAt(markdown, item, 0);
        press(quill, 'Tab');
        // Quill draws the item under the one before; markdown wrote it in an empty item (`1. 1. x`).
        expect(editor.getMarkdown().trimEnd()).withContext(markdown).toBe(nested);
        expect(quill.getSemanticHTML()).withContext(markdown).not.toMatch(/<li><(ul|ol)>/);
      }
    });

    it('Tab and Shift+Tab move every item a selection touches, as one undo step', () => {
      const { editor, quill } = editorAt('- a\n- b\n- c', 'b', 0);
      quill.setSelection(quill.getText().indexOf('b'), 3, 'user'); // from b into c
      press(quill, 'Tab');
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n  - b\n  - c');
      press(quill, 'Tab', { shiftKey: true });
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n- b\n- c');
      expect(selection(quill)).withContext('the selection is kept').toEqual({ index: quill.getText().indexOf('b'), length: 3 });
      quill.history.undo();
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n  - b\n  - c');
    });

    it('an item takes its nested items along, as in markdown mode (Tab, Shift+Tab and the Indent/Outdent commands)', () => {
      const { editor, quill } = editorAt('- a\n- b\n  - c\n- d', 'b');
      press(quill, 'Tab');
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n  - b\n    - c\n- d');
      press(quill, 'Tab', { shiftKey: true });
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n- b\n  - c\n- d');
      editor.exec('Indent');
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n  - b\n    - c\n- d');
      editor.exec('Outdent');
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n- b\n  - c\n- d');
    });

    it('an item takes its further paragraphs and its code blocks along; Tab in a further paragraph moves its item', () => {
      const { editor, quill } = editorAt('- a\n- b\n\n  more of b\n- c', 'more', 2);
      press(quill, 'Tab');
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n  - b\n\n    more of b\n\n- c');
      editor.setMarkdown('- a\n  - b\n\n    ```\n    code\n    ```\n- c');
      quill.setSelection(quill.getText().indexOf('b'), 0, 'user');
      press(quill, 'Tab', { shiftKey: true });
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n- b\n\n  ```\n  code\n  ```\n\n- c');
      expect(quill.getFormat(quill.getText().indexOf('code'), 0)['indent']).withContext('drawn as deep as its item').toBeUndefined();
    });

    it('items of a list in a quote stay in the quote', () => {
      const { editor, quill } = editorAt('> - a\n> - b', 'b');
      press(quill, 'Tab');
      expect(editor.getMarkdown().trimEnd()).toBe('> - a\n>   - b');
      press(quill, 'Tab', { shiftKey: true });
      expect(editor.getMarkdown().trimEnd()).toBe('> - a\n> - b');
    });

    it('Outdent of an item with nested items keeps them under it (no item two levels deeper)', () => {
      const { editor } = editorAt('- a\n  - b\n    - c', 'b');
      editor.exec('Outdent');
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n- b\n  - c');
    });

    it('Escape then Tab still leaves the key to the browser (no keyboard trap)', () => {
      const { quill } = editorAt('- apple\n- banana', 'banana', 2);
      press(quill, 'Escape');
      expect(press(quill, 'Tab').defaultPrevented).toBeFalse();
      expect(press(quill, 'Tab').defaultPrevented).withContext('only the Tab right after Escape').toBeTrue();
    });

    it('a click back into the text after Escape, or leaving it, gives Tab back to the list', () => {
      const { quill } = editorAt('- apple\n- banana', 'banana', 2);
      press(quill, 'Escape');
      quill.root.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      expect(press(quill, 'Tab').defaultPrevented).withContext('after a click').toBeTrue();
      press(quill, 'Escape');
      quill.root.dispatchEvent(new FocusEvent('blur'));
      expect(press(quill, 'Tab').defaultPrevented).withContext('after leaving').toBeTrue();
    });

    it('Tab in a table cell still moves to the next cell, Shift+Tab back', () => {
      const { editor, quill } = editorAt('| a | b |\n| - | - |\n| c | d |', 'a', 1);
      expect(press(quill, 'Tab').defaultPrevented).toBeTrue();
      expect(quill.getSelection()!.index).toBe(quill.getText().indexOf('b'));
      press(quill, 'Tab', { shiftKey: true });
      expect(quill.getSelection()!.index).toBe(quill.getText().indexOf('a') + 1);
      expect(editor.getMarkdown().trimEnd()).toBe('| a | b |\n| - | - |\n| c | d |');
    });

    it('Tab in a code block still indents as Quill does (two spaces); Shift+Tab in a paragraph is left to the browser', () => {
      const { editor, quill } = editorAt('```\ncode\n```\n\ntext', 'code', 2);
      expect(press(quill, 'Tab').defaultPrevented).toBeTrue();
      expect(quill.getText()).toContain('co  de');
      quill.setSelection(quill.getText().indexOf('text'), 0, 'user');
      expect(press(quill, 'Tab', { shiftKey: true }).defaultPrevented).toBeFalse();
      expect(editor.getMarkdown()).toContain('```\nco  de\n```');
    });
  });

  describe('Tab outside lists, tables and code', () => {
    const NBSP4 = '\u00a0'.repeat(4);
    const ENTITY4 = '&nbsp;'.repeat(4);

    for (const [kind, markdown, text, expected] of [
      ['the end of a paragraph', 'a\n\ntext', 'text', `a\n\ntext${ENTITY4}`],
      ['a quote', '> quoted', 'quoted', `> quoted${ENTITY4}`],
      ['a heading', '## head', 'head', `## head${ENTITY4}`],
    ]) {
      it(`types four non-breaking spaces at ${kind}, as TOAST UI did, and markdown keeps them`, () => {
        const { editor, quill } = editorAt(markdown, text);
        expect(press(quill, 'Tab').defaultPrevented).withContext('the focus stays').toBeTrue();
        expect(quill.getText()).toContain(text + NBSP4);
        expect(quill.getText()).not.toContain('\t');
        expect(selection(quill)).toEqual({ index: quill.getText().indexOf(text) + text.length + 4, length: 0 });
        expect(editor.getMarkdown().trimEnd()).toBe(expected);
      });
    }

    for (const [format, markdown, text, expected] of [
      ['bold', 'a **bold** b', 'bold', `a **bold${ENTITY4}** b`],
      ['italic', 'a *italic* b', 'italic', `a *italic${ENTITY4}* b`],
    ]) {
      it(`takes the ${format} format of the text at the cursor`, () => {
        const { editor, quill } = editorAt(markdown, text);
        press(quill, 'Tab');
        const spaces = quill.getContents().ops.find((op) => typeof op.insert === 'string' && op.insert.includes(NBSP4));
        expect(spaces?.attributes?.[format]).withContext(JSON.stringify(quill.getContents().ops)).toBeTrue();
        expect(spaces?.insert).toBe(`${text}${NBSP4}`); // one run: the spaces are part of the formatted text
        expect(editor.getMarkdown().trimEnd()).toBe(expected);
      });
    }

    for (const [kind, markdown, text] of [
      ['a link', 'see [docs](https://example.com) now', 'docs'],
      ['a code span', 'run `npm test` now', 'npm test'],
    ]) {
      it(`does not stretch ${kind} at the cursor over the spaces, but keeps the bold around it`, () => {
        const { editor, quill } = editorAt(`**${markdown}**`, text);
        press(quill, 'Tab');
        const spaces = quill.getContents().ops.find((op) => typeof op.insert === 'string' && op.insert.startsWith(NBSP4));
        expect(spaces?.attributes).withContext(JSON.stringify(quill.getContents().ops)).toEqual({ bold: true });
        expect(editor.getMarkdown()).toContain(`${text}${kind === 'a link' ? '](https://example.com)' : '`'}${ENTITY4}`);
      });
    }

    it('takes no format after plain text, and the line\'s formats stay the line\'s', () => {
      const { quill } = editorAt('## a **b** plain', 'plain');
      press(quill, 'Tab');
      const spaces = quill.getContents().ops.find((op) => typeof op.insert === 'string' && op.insert.includes(NBSP4));
      expect(spaces?.attributes).toBeUndefined();
    });

    it('in the middle of a line, in place of the selection, as one undo step', () => {
      const { editor, quill } = editorAt('one two', 'two', 0);
      quill.setSelection(quill.getText().indexOf('two'), 3, 'user');
      press(quill, 'Tab');
      expect(editor.getMarkdown().trimEnd()).toBe(`one ${ENTITY4}`);
      quill.history.undo();
      expect(editor.getMarkdown().trimEnd()).toBe('one two');
    });

    it('goes through changeMode both ways and stays four spaces in WYSIWYG', () => {
      const { editor, quill } = editorAt('text', 'text');
      press(quill, 'Tab');
      editor.changeMode('markdown', true);
      editor.changeMode('wysiwyg', true);
      expect(editor.getSquire().getText()).toBe(`text${NBSP4}\n`);
    });

    it('Escape then Tab still leaves the key to the browser and types nothing; Shift+Tab is the browser\'s', () => {
      const { editor, quill } = editorAt('text', 'text');
      press(quill, 'Escape');
      expect(press(quill, 'Tab').defaultPrevented).toBeFalse();
      expect(press(quill, 'Tab', { shiftKey: true }).defaultPrevented).toBeFalse();
      expect(editor.getMarkdown().trimEnd()).toBe('text');
    });

    it('types nothing in a read-only editor', () => {
      const { editor, quill } = editorAt('text', 'text');
      quill.disable();
      press(quill, 'Tab');
      expect(editor.getMarkdown().trimEnd()).toBe('text');
    });
  });

  describe('Enter, Backspace and Space in lists and after tables', () => {
    it('Enter at the start of a checked task leaves the check on the task (the new empty task above is unchecked)', () => {
      const { editor, quill } = editorAt('- [x] a', 'a', 0);
      expect(press(quill, 'Enter').defaultPrevented).toBeTrue();
      const lines = quill.getLines().map((line) => `${(line.formats() as Record<string, unknown>)['list']}:${line.domNode.textContent}`);
      expect(lines).toEqual(['unchecked:', 'checked:a']);
      expect(quill.getSelection()!.index).toBe(1);
      expect(editor.getMarkdown()).toMatch(/- \[x\] a$/);
    });

    it('Enter on an empty nested item moves it out one level, as in markdown mode', () => {
      const { editor, quill } = editorAt('- a\n  - b', 'b');
      press(quill, 'Enter'); // a new nested item
      press(quill, 'Enter'); // empty: out one level
      quill.insertText(quill.getSelection()!.index, 'c', 'user');
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n  - b\n- c');
      quill.setSelection(quill.getText().indexOf('c') + 1, 0, 'user');
      press(quill, 'Enter');
      press(quill, 'Enter'); // empty at the top level: out of the list
      quill.insertText(quill.getSelection()!.index, 'd', 'user');
      expect(editor.getMarkdown().trimEnd()).toBe('- a\n  - b\n- c\n\nd');
    });

    it('Shift+Enter breaks the line inside the paragraph (a hard break), in a list item and a quote too; not in a heading', () => {
      for (const [markdown, text, expected] of [
        ['ab', 'a', 'a  \nXb'],
        ['- ab', 'a', '- a  \n  Xb'],
        ['> ab', 'a', '> a  \n> Xb'],
      ]) {
        const { editor, quill } = editorAt(markdown, text);
        expect(press(quill, 'Enter', { shiftKey: true }).defaultPrevented).toBeTrue();
        quill.insertText(quill.getSelection()!.index, 'X', 'user');
        expect(editor.getMarkdown()).withContext(markdown).toBe(expected);
        expect(quill.getLines().length).withContext('one line').toBe(1);
      }
      // A markdown heading is one line: Shift+Enter there is Quill's Enter (a new line).
      const { quill } = editorAt('# ab', 'a');
      expect(press(quill, 'Enter', { shiftKey: true }).defaultPrevented).toBeTrue();
      expect(quill.getLines().length).toBe(2);
    });

    it('Backspace at the start of a paragraph after a table does nothing (it went into the last cell)', () => {
      const markdown = '| a | b |\n| --- | --- |\n| c | d |\n\npara';
      const { editor, quill } = editorAt(markdown, 'para', 0);
      expect(press(quill, 'Backspace').defaultPrevented).toBeTrue();
      expect(editor.getMarkdown()).toBe(markdown);
    });

    it('Space makes an ordered item of "1." only: "2020." stays text (Quill dropped the number)', () => {
      for (const [typed, list] of [['2020.', undefined], ['3.', undefined], ['1.', 'ordered'], ['-', 'bullet']] as [string, string | undefined][]) {
        const { quill } = editorAt('x', 'x');
        quill.setText(`${typed}\n`, 'user');
        quill.setSelection(typed.length, 0, 'user');
        press(quill, ' ');
        expect(quill.getFormat(0, 0)['list']).withContext(typed).toBe(list);
        if (!list) expect(quill.getText()).withContext(typed).toBe(`${typed}\n`);
      }
    });
  });

  describe('typing over a selected link', () => {
    const typeKeys = (quill: QuillType, text: string) => {
      for (const data of text) quill.root.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data, bubbles: true, cancelable: true }));
    };
    for (const [markdown, expected] of [
      ['see [docs](http://x.y) end', 'see [manual](http://x.y) end'],
      ['[docs](http://x.y)', '[manual](http://x.y)'],
      ['see **[docs](http://x.y)** end', 'see **[manual](http://x.y)** end'],
    ]) {
      it(`keeps every typed character in the link: ${markdown}`, () => {
        const { editor, quill } = editorAt(markdown, 'docs', 0);
        quill.setSelection(quill.getText().indexOf('docs'), 4, 'user');
        typeKeys(quill, 'manual');
        expect(editor.getMarkdown()).toBe(expected);
        // Moved away and back, typing at the end of the link is plain text again.
        quill.setSelection(0, 0, 'user');
        quill.setSelection(quill.getText().indexOf('manual') + 6, 0, 'user');
        const typed = new InputEvent('beforeinput', { inputType: 'insertText', data: '!', bubbles: true, cancelable: true });
        quill.root.dispatchEvent(typed);
        expect(typed.defaultPrevented).withContext('left to the browser').toBeFalse();
      });
    }
  });

  describe('Delete at the end of a line', () => {
    // [markdown, the line, after Delete, whether Backspace at the next line's start joins the same way
    // (at the start of an item or a quote line it first takes the item or quote off)]
    const cases: [string, string, string, boolean][] = [
      ['## Heading\n\nbody', 'Heading', '## Headingbody', true],
      ['aaa\n\n> bbb', 'aaa', 'aaabbb', false],
      ['para\n\n```\ncode\n```', 'para', 'paracode', true],
      ['para\n\n- item', 'para', 'paraitem', false],
      ['- one\n- two', 'one', '- onetwo', false],
      ['> q\n\nnext', 'q', '> qnext', true],
    ];
    for (const [markdown, line, expected, likeBackspace] of cases) {
      it(`joins the next line to it, keeping its kind: ${JSON.stringify(markdown)}`, () => {
        const { editor, quill } = editorAt(markdown, line);
        const at = quill.getSelection()!.index;
        expect(press(quill, 'Delete').defaultPrevented).toBeTrue();
        expect(editor.getMarkdown().trimEnd()).toBe(expected);
        expect(quill.getSelection()!.index).withContext('the cursor stays').toBe(at);
        if (!likeBackspace) return;
        // As Backspace at the start of the next line does.
        const other = editorAt(markdown, line);
        other.quill.setSelection(at + 1, 0, 'user');
        press(other.quill, 'Backspace');
        expect(other.editor.getMarkdown().trimEnd()).toBe(expected);
      });
    }

    it('leaves a table alone: a paragraph before it does not go into its first cell', () => {
      const { editor, quill } = editorAt('para\n\n| a | b |\n| --- | --- |\n| 1 | 2 |', 'para');
      expect(press(quill, 'Delete').defaultPrevented).toBeTrue();
      expect(editor.getMarkdown()).toBe('para\n\n| a | b |\n| --- | --- |\n| 1 | 2 |');
    });

    it('on an empty line, takes that line away and the next keeps its kind', () => {
      const { editor, quill } = editorAt('a\n\n## H', 'a');
      quill.insertText(quill.getSelection()!.index, '\n', 'user');
      press(quill, 'Delete');
      expect(editor.getMarkdown().trimEnd()).toBe('a\n\n## H');
    });
  });

  describe('Backspace at the start of a quote line', () => {
    it('first takes the quote off the line, then joins it to the paragraph before', () => {
      const { editor, quill } = editorAt('p\n\n> q', 'q', 0);
      expect(press(quill, 'Backspace').defaultPrevented).toBeTrue();
      expect(editor.getMarkdown().trimEnd()).toBe('p\n\nq');
      expect(quill.getSelection()!.index).toBe(quill.getText().indexOf('q'));
      press(quill, 'Backspace');
      expect(editor.getMarkdown().trimEnd()).toBe('pq');
    });

    it('on a further paragraph of a quote, makes it a paragraph after the quote', () => {
      const { editor, quill } = editorAt('> a\n>\n> b', 'b', 0);
      press(quill, 'Backspace');
      expect(editor.getMarkdown().trimEnd()).toBe('> a\n\nb');
    });

    it('on an empty quote line, and on a quote that starts the document', () => {
      const { editor, quill } = editorAt('> q', 'q', 0);
      press(quill, 'Backspace');
      expect(editor.getMarkdown().trimEnd()).toBe('q');
      editor.setMarkdown('p\n\n> q');
      quill.setSelection(quill.getText().indexOf('q') + 1, 0, 'user');
      press(quill, 'Backspace'); // the q: an empty quote line is left
      expect(quill.getFormat(quill.getSelection()!.index, 0)['blockquote']).toBeTrue();
      press(quill, 'Backspace');
      expect(quill.getFormat(quill.getSelection()!.index, 0)['blockquote']).toBeUndefined();
      expect(quill.getText()).toBe('p\n\n');
    });

    it('in the middle of a quote line, is left to the browser as before (it deletes a character)', () => {
      const { quill } = editorAt('> quote', 'quote', 2);
      expect(press(quill, 'Backspace').defaultPrevented).toBeFalse();
    });

    it('in a quote in a quote, goes one quote out per press', () => {
      const { editor, quill } = editorAt('> > deep', 'deep', 0);
      press(quill, 'Backspace');
      expect(editor.getMarkdown().trimEnd()).toBe('> deep');
      press(quill, 'Backspace');
      expect(editor.getMarkdown().trimEnd()).toBe('deep');
    });

    it('in a quote in a quote between lines of the outer quote, stays in the outer quote', () => {
      const { editor, quill } = editorAt('> outer\n>\n> > deep\n>\n> back', 'deep', 0);
      press(quill, 'Backspace');
      expect(editor.getMarkdown().trimEnd()).toMatch(/^> outer\n> ?\n> deep\n> ?\n> back$/);
    });
  });

  describe('select all, then Backspace or Delete', () => {
    const DOCUMENTS = ['## Title\n\ntext', '- a\n- b', '> q', '```js\nx\n```', '| a |\n| - |\n| b |', 'x\n\n## T'];
    for (const markdown of DOCUMENTS) {
      for (const key of ['Backspace', 'Delete']) {
        it(`${key} empties ${JSON.stringify(markdown)} to a plain paragraph with the placeholder; one undo brings it back`, () => {
          const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg', placeholder: 'Write' });
          const quill = editor.getSquire();
          const loaded = quill.getContents();
          quill.setSelection(0, quill.getLength() - 1, 'user');
          expect(press(quill, key).defaultPrevented).toBeTrue();
          expect(editor.getMarkdown()).toBe('');
          expect(quill.getContents().ops).toEqual([{ insert: '\n' }]);
          expect(quill.root.classList).withContext('placeholder shown').toContain('ql-blank');
          expect(selection(quill)).toEqual({ index: 0, length: 0 });
          quill.insertText(0, 'Fresh', 'user');
          expect(editor.getMarkdown()).toBe('Fresh');
          quill.history.undo();
          quill.history.undo();
          expect(quill.getContents()).toEqual(loaded);
        });
      }
    }

    for (const markdown of ['| a | b |\n| --- | --- |\n| 1 | 2 |\n\npara', '## Title\n\ntext', '- a\n- b']) {
      it(`text typed over all of ${JSON.stringify(markdown)} is a plain paragraph; one undo brings the document back`, () => {
        const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
        const quill = editor.getSquire();
        const loaded = quill.getContents();
        quill.setSelection(0, quill.getLength() - 1, 'user');
        const typed = new InputEvent('beforeinput', { inputType: 'insertText', data: 'N', bubbles: true, cancelable: true });
        quill.root.dispatchEvent(typed);
        expect(typed.defaultPrevented).toBeTrue();
        expect(editor.getMarkdown()).toBe('N');
        expect(selection(quill)).toEqual({ index: 1, length: 0 });
        quill.history.undo();
        expect(quill.getContents()).toEqual(loaded);
      });
    }

    it('a cut of the whole document leaves a plain paragraph too (one undo brings it back)', () => {
      const editor = create({ initialValue: '## Title\n\ntext', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      const loaded = quill.getContents();
      quill.setSelection(0, quill.getLength() - 1, 'user');
      const clipboardData = new DataTransfer();
      quill.root.dispatchEvent(new ClipboardEvent('cut', { clipboardData, bubbles: true, cancelable: true }));
      expect(clipboardData.getData('text/plain')).toContain('Title');
      expect(quill.getContents().ops).toEqual([{ insert: '\n' }]);
      expect(quill.root.classList).toContain('ql-blank');
      quill.history.undo();
      expect(quill.getContents()).toEqual(loaded);
    });

    it('a selection of part of the document is deleted as before (the first line keeps its kind)', () => {
      const { editor, quill } = editorAt('## Title\n\ntext', 'Title', 2);
      quill.setSelection(2, quill.getText().indexOf('text') + 2 - 2, 'user'); // from "Ti|tle" to "te|xt"
      press(quill, 'Backspace');
      expect(editor.getMarkdown().trimEnd()).toBe('## Tixt');
    });
  });

  it('Shift+Ctrl+P shows the code block language button at once, as the toolbar button does', async () => {
    const { editor, quill } = editorAt('Intro\n\nline', 'line');
    const button = () => editor.getUI().el.querySelector('.kit-code-language-button');
    const mac = isMacPlatform();
    const event = press(quill, 'P', { code: 'KeyP', shiftKey: true, ctrlKey: !mac, metaKey: mac });
    expect(event.defaultPrevented).toBeTrue();
    expect(quill.getFormat(quill.getSelection()!.index, 0)['code-block']).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button()).withContext('language button').not.toBeNull();
  });

  describe('Tab in a table', () => {
    it('in the last cell adds a row and goes to its first cell (one undo step back); Shift+Tab in the first cell stays', () => {
      const { editor, quill } = editorAt('| a | b |\n| --- | --- |\n| 1 | 2 |\n\n## After', '2');
      expect(press(quill, 'Tab').defaultPrevented).toBeTrue();
      quill.insertText(quill.getSelection()!.index, 'x', 'user');
      expect(editor.getMarkdown()).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |\n| x |  |\n\n## After');
      quill.setSelection(quill.getText().indexOf('a'), 0, 'user');
      press(quill, 'Tab', { shiftKey: true });
      expect(selection(quill)).toEqual({ index: quill.getText().indexOf('a'), length: 0 });
      quill.setSelection(quill.getText().indexOf('1'), 0, 'user');
      press(quill, 'Tab');
      expect(selection(quill)).withContext('elsewhere: the next cell, as before').toEqual({ index: quill.getText().indexOf('2'), length: 0 });
    });
  });
});
