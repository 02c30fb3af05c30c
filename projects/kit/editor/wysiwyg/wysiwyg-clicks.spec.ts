import type QuillType from 'quill';
import { useEditor } from '../editor-spec-helpers';

describe('WYSIWYG clicks', () => {
  const current = useEditor({ height: '300px' });
  let quill: QuillType;
  let change: jasmine.Spy;

  /** Loads `markdown` in WYSIWYG mode, unfocused, and starts counting `change`. */
  function load(markdown: string): void {
    const editor = current();
    editor.changeMode('wysiwyg', true);
    editor.setMarkdown(markdown, false);
    quill = editor.getSquire();
    quill.blur();
    change = jasmine.createSpy('change');
    editor.on('change', change);
  }

  /** A left-button mousedown on `target` at `clientY` (the first half of a click). */
  function mousedown(target: Element, clientY = 0): MouseEvent {
    const event = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0, clientY, clientX: target.getBoundingClientRect().left + 20 });
    target.dispatchEvent(event);
    return event;
  }

  /** Waits for Quill's mutation observer to turn DOM changes into `text-change`. */
  const settle = () => new Promise((resolve) => setTimeout(resolve));

  describe('on a task checkbox', () => {
    const tasks = [...Array.from({ length: 30 }, (_, i) => `para ${i}\n`), '- [ ] one', '- [ ] two', ''].join('\n');

    it('toggles the task, focuses the editor with the cursor after the item, and scrolls nothing', async () => {
      load(tasks);
      quill.root.scrollTop = quill.root.scrollHeight;
      const scrollTop = quill.root.scrollTop;
      const pageScroll = window.scrollY;
      const item = quill.root.querySelectorAll('li')[1];
      mousedown(item.querySelector('.ql-ui')!);
      await settle();
      expect(item.getAttribute('data-list')).toBe('checked');
      expect(document.activeElement).withContext('focus').toBe(quill.root);
      expect({ ...quill.getSelection() }).toEqual({ index: quill.getText().indexOf('two') + 3, length: 0 });
      expect(quill.root.scrollTop).toBe(scrollTop);
      expect(window.scrollY).toBe(pageScroll);
      expect(current().getMarkdown()).toContain('- [ ] one\n- [x] two');
    });

    it('is one change and one undo step', async () => {
      load('- [ ] one\n- [ ] two\n');
      const item = quill.root.querySelectorAll('li')[0];
      mousedown(item.querySelector('.ql-ui')!);
      await settle();
      expect(change).toHaveBeenCalledTimes(1);
      quill.history.undo();
      expect(item.getAttribute('data-list')).toBe('unchecked');
      quill.history.undo();
      expect(quill.root.querySelectorAll('li[data-list="unchecked"]').length).toBe(2);
    });

    it('is its own undo step right after typing, and typing right after it is another', async () => {
      load('Intro\n\n- [ ] task\n');
      quill.history.clear();
      quill.insertText(5, ' more', 'user');
      await settle();
      mousedown(quill.root.querySelector('li .ql-ui')!);
      await settle();
      quill.insertText(quill.getText().indexOf('task') + 4, ' done', 'user');
      await settle();
      quill.history.undo();
      expect(current().getMarkdown()).toBe('Intro more\n\n- [x] task\n');
      quill.history.undo();
      expect(current().getMarkdown()).toBe('Intro more\n\n- [ ] task\n');
      quill.history.undo();
      expect(current().getMarkdown()).toBe('Intro\n\n- [ ] task\n');
    });

    it('leaves the cursor where it is in a focused editor', async () => {
      load('- [ ] one\n- [ ] two\n');
      quill.setSelection(1, 0, 'user');
      mousedown(quill.root.querySelectorAll('li')[1].querySelector('.ql-ui')!);
      await settle();
      expect({ ...quill.getSelection() }).toEqual({ index: 1, length: 0 });
    });

    it('neither toggles nor focuses a read-only editor', async () => {
      load('- [ ] one\n');
      quill.enable(false);
      const item = quill.root.querySelector('li')!;
      mousedown(item.querySelector('.ql-ui')!);
      await settle();
      expect(item.getAttribute('data-list')).toBe('unchecked');
      expect(document.activeElement).not.toBe(quill.root);
    });
  });

  describe('below a table that ends the document', () => {
    const markdown = 'text\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n';

    /** A mousedown in the editing area, below its last element. */
    function clickBelow(): MouseEvent {
      const table = quill.root.querySelector('table')!;
      expect(quill.root.getBoundingClientRect().bottom).withContext('room below the table').toBeGreaterThan(table.getBoundingClientRect().bottom + 20);
      return mousedown(quill.root, table.getBoundingClientRect().bottom + 10);
    }

    it('puts the cursor on a new line after the table, focused', async () => {
      load(markdown);
      const event = clickBelow();
      await settle();
      expect(event.defaultPrevented).withContext('no native caret placement').toBeTrue();
      expect(document.activeElement).toBe(quill.root);
      const range = quill.getSelection()!;
      expect(range.index).toBe(quill.getLength() - 1);
      expect(quill.getFormat(range.index, 0)['table']).toBeUndefined();
      expect(quill.root.lastElementChild?.tagName).toBe('P');
    });

    it('changes no markdown and fires no change until the user types', async () => {
      load(markdown);
      clickBelow();
      await settle();
      expect(change).not.toHaveBeenCalled();
      expect(current().getMarkdown()).toBe(markdown);
      // A second click lands in the new line: no second line.
      const length = quill.getLength();
      clickBelow();
      expect(quill.getLength()).toBe(length);
      quill.insertText(quill.getSelection()!.index, 'after', 'user');
      await settle();
      expect(change).toHaveBeenCalledTimes(1);
      expect(current().getMarkdown()).toMatch(/\| 1 +\| 2 +\|\n\nafter\n?$/);
      // One undo step: the typing goes, and the empty line was never one.
      quill.history.undo();
      expect(current().getMarkdown()).not.toContain('after');
      expect(quill.history.stack.undo.length).toBe(0);
    });

    it('leaves the table byte for byte when the user types on the line after it', async () => {
      // Unpadded cells and alignment: converting the table again would pad them.
      for (const table of ['|a|b|\n|:-|--:|\n|1|2|\n', '|a|b|\n|:-|--:|\n|1|2|']) {
        load(`text\n\n${table}`);
        clickBelow();
        await settle();
        quill.insertText(quill.getSelection()!.index, 'after', 'user');
        const end = table.endsWith('\n') ? '\n' : '';
        expect(current().getMarkdown()).withContext(JSON.stringify(table)).toBe(`text\n\n|a|b|\n|:-|--:|\n|1|2|\n\nafter${end}`);
        // More typing there, then none: the table stays as it was, and then so does the document.
        quill.insertText(quill.getLength() - 1, ' more', 'user');
        expect(current().getMarkdown()).withContext(JSON.stringify(table)).toBe(`text\n\n|a|b|\n|:-|--:|\n|1|2|\n\nafter more${end}`);
        quill.deleteText(quill.getLength() - 11, 10, 'user');
        expect(current().getMarkdown()).withContext(JSON.stringify(table)).toBe(`text\n\n${table}`);
      }
    });

    it('does nothing to a table with text after it', async () => {
      load(`${markdown}\nend\n`);
      const length = quill.getLength();
      mousedown(quill.root, quill.root.querySelector('table')!.getBoundingClientRect().bottom + 10);
      await settle();
      expect(quill.getLength()).toBe(length);
    });
  });
});
