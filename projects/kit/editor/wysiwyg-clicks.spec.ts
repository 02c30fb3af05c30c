import type QuillType from 'quill';
import { useEditor } from './editor-spec-helpers';

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
});
