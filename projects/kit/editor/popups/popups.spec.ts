import { EditorSelection } from '@codemirror/state';
import { tabbablesIn } from './popup-focus-order';
import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import { useEditor } from '../editor-spec-helpers';
import { EditorUiState } from '../ui/editor-ui-state';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` is true (polling), up to `ms`. */
async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await tick(20);
}

const rootOf = (editor: KitEditor) => editor.getUI().el;
const button = (editor: KitEditor, name: string) => rootOf(editor).querySelector<HTMLElement>(`kit-editor-toolbar [data-name="${name}"]`)!;
const popupOf = (editor: KitEditor) => rootOf(editor).querySelector<HTMLElement>('kit-editor-popup');
const select = (editor: KitEditor, from: number, to = from) => editor.getCodeMirror().dispatch({ selection: { anchor: from, head: to } });
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
/** Types into an input as a user would (value, then the input event). */
function fill(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
/** The input labelled `label` inside `scope`. */
function field(scope: HTMLElement, label: string): HTMLInputElement {
  const labelEl = Array.from(scope.querySelectorAll('label')).find((l) => l.textContent!.trim() === label);
  if (!labelEl) throw new Error(`No field labelled "${label}"`);
  return scope.querySelector<HTMLInputElement>(`#${labelEl.htmlFor}`)!;
}
const ok = (popup: HTMLElement) => popup.querySelector<HTMLButtonElement>('.kit-popup-ok')!;
/** Whether the focus is in the current mode's editing area. */
const editorHasFocus = (editor: KitEditor) =>
  editor.isMarkdownMode() ? editor.getCodeMirror().hasFocus : editor.getSquire().root.contains(document.activeElement);

async function open(editor: KitEditor, name: string): Promise<HTMLElement> {
  button(editor, name).click();
  await tick();
  const popup = popupOf(editor);
  if (!popup) throw new Error(`The ${name} popup did not open`);
  return popup;
}

describe('Editor popups', () => {
  describe('built-in popups', () => {
    const editor = useEditor();

    const cases: [string, string, string][] = [
      ['link', 'Insert link', 'link'],
      ['image', 'Insert image', 'image'],
      ['table', 'Insert table', 'table'],
      ['heading', 'Headings', 'heading'],
    ];
    for (const [name, title, kind] of cases) {
      it(`${name}: opens from its button as a labelled dialog with focus; Escape closes it and focus returns to the editor`, async () => {
        const trigger = button(editor(), name);
        expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
        expect(trigger.getAttribute('aria-expanded')).toBe('false');
        const popup = await open(editor(), name);
        expect(popup.getAttribute('role')).toBe('dialog');
        expect(popup.getAttribute('aria-label')).toBe(title);
        expect(popup.dataset['kind']).toBe(kind);
        expect(popup.querySelector('.kit-popup-title')!.textContent).toBe(title);
        expect(popup.contains(document.activeElement)).withContext('focus inside the popup').toBe(true);
        expect(button(editor(), name).getAttribute('aria-expanded')).toBe('true');

        key(document.activeElement!, 'Escape');
        await tick();
        expect(popupOf(editor())).toBeNull();
        expect(editorHasFocus(editor())).toBe(true);
        expect(button(editor(), name).getAttribute('aria-expanded')).toBe('false');
      });
    }

    it('clicking the button again closes its popup', async () => {
      await open(editor(), 'heading');
      button(editor(), 'heading').click();
      await tick();
      expect(popupOf(editor())).toBeNull();
    });

    it('the close button closes the popup and returns focus', async () => {
      const popup = await open(editor(), 'link');
      const close = popup.querySelector<HTMLElement>('.kit-popup-close')!;
      expect(close.getAttribute('aria-label')).toBe('Close');
      close.click();
      await tick();
      expect(popupOf(editor())).toBeNull();
      expect(editorHasFocus(editor())).toBe(true);
    });

    it('focus tabbing out of the popup closes it (as a click outside), leaving focus where it went', async () => {
      const after = document.body.appendChild(document.createElement('button'));
      try {
        const popup = await open(editor(), 'link');
        const inside = popup.querySelector<HTMLElement>('.kit-popup-close')!;
        inside.focus(); // moving within the popup keeps it open
        await tick();
        expect(popupOf(editor())).not.toBeNull();
        after.focus(); // Tab past its last control
        await tick();
        expect(popupOf(editor())).toBeNull();
        expect(button(editor(), 'link').getAttribute('aria-expanded')).toBe('false');
        expect(document.activeElement).toBe(after);
      } finally {
        after.remove();
      }
    });

    it('only one popup is open at a time', async () => {
      await open(editor(), 'link');
      await open(editor(), 'image');
      expect(rootOf(editor()).querySelectorAll('kit-editor-popup').length).toBe(1);
      expect(popupOf(editor())!.dataset['kind']).toBe('image');
      await open(editor(), 'table');
      expect(rootOf(editor()).querySelectorAll('kit-editor-popup').length).toBe(1);
      expect(popupOf(editor())!.dataset['kind']).toBe('table');
      expect(button(editor(), 'image').getAttribute('aria-expanded')).toBe('false');
    });

    it('a mode change closes the popup', async () => {
      await open(editor(), 'link');
      editor().changeMode('wysiwyg');
      await tick();
      expect(popupOf(editor())).toBeNull();
    });

    describe('link', () => {
      it('prefills the link text from the selection, trimmed', async () => {
        editor().setMarkdown('see  here  now');
        select(editor(), 4, 10);
        const popup = await open(editor(), 'link');
        expect(field(popup, 'Link text').value).toBe('here');
        expect(field(popup, 'URL').value).toBe('');
        expect(document.activeElement).toBe(field(popup, 'URL'));
      });

      it('keeps the spaces typed in the URL, one key at a time, in both popups (a url field dropped them)', async () => {
        for (const [name, label, expected] of [
          ['link', 'URL', '[doc](docs/my%20file.pdf)'],
          ['image', 'Image URL', '![doc](docs/my%20file.pdf)'],
        ]) {
          editor().setMarkdown('');
          const popup = await open(editor(), name);
          if (name === 'image') popup.querySelector<HTMLElement>('[role=tab]:not([aria-selected=true])')?.click();
          await tick();
          const url = field(popup, label);
          for (const char of 'docs/my file.pdf') {
            fill(url, url.value + char);
            await tick(0); // the bound value is written back between keys
          }
          expect(url.value).withContext(name).toBe('docs/my file.pdf');
          fill(field(popup, name === 'link' ? 'Link text' : 'Description'), 'doc');
          ok(popup).click();
          await tick();
          expect(editor().getMarkdown()).withContext(name).toBe(expected);
        }
      });

      // Power-user QA (2026-11-27): the field showed "para onepara two" and the link written kept
      // the line breaks, `[para one\n\npara two](u)`, brackets as text in two paragraphs.
      it('gives a selection over several lines as one line, and writes the link the field shows', async () => {
        editor().setMarkdown('para one\n\npara two');
        select(editor(), 0, 18);
        const popup = await open(editor(), 'link');
        expect(field(popup, 'Link text').value).toBe('para one para two');
        fill(field(popup, 'URL'), 'http://x.test');
        ok(popup).click();
        await tick();
        expect(editor().getMarkdown()).toBe('[para one para two](http://x.test)');
        expect(editor().getHtml()).toBe('<p><a href="http://x.test">para one para two</a></p>');
      });

      // verify13: in WYSIWYG the blocks' text ran together in the field (`onepara two`).
      it('gives a WYSIWYG selection over several blocks as one line, a space between blocks', async () => {
        editor().setMarkdown('para one\n\npara two');
        editor().changeMode('wysiwyg');
        const quill = editor().getSquire();
        quill.setSelection(5, 12, 'user');
        const popup = await open(editor(), 'link');
        expect(field(popup, 'Link text').value).toBe('one para two');
        editor().changeMode('markdown');
      });

      // Several ranges (Ctrl+click): the field showed them joined, "one two", and the link written
      // at each range replaced both texts with it.
      it('links several markdown ranges each with its own text, unless the text field is changed', async () => {
        for (const [text, expected] of [
          [null, 'see [one](http://x.test) and [two](http://x.test)'],
          ['both', 'see [both](http://x.test) and [both](http://x.test)'],
        ] as const) {
          editor().setMarkdown('see one and two');
          editor().getCodeMirror().dispatch({ selection: EditorSelection.create([EditorSelection.range(4, 7), EditorSelection.range(12, 15)]) });
          const popup = await open(editor(), 'link');
          expect(field(popup, 'Link text').value).withContext('the main range').toBe('one');
          if (text) fill(field(popup, 'Link text'), text);
          fill(field(popup, 'URL'), 'http://x.test');
          ok(popup).click();
          await tick();
          expect(editor().getMarkdown()).toBe(expected);
        }
      });

      // verify14: with the main range empty the field was empty and required.
      it('shows the first range with text when the main range of several is empty', async () => {
        editor().setMarkdown('see one and ');
        editor().getCodeMirror().dispatch({ selection: EditorSelection.create([EditorSelection.range(4, 7), EditorSelection.cursor(12)], 1) });
        const popup = await open(editor(), 'link');
        expect(field(popup, 'Link text').value).toBe('one');
        fill(field(popup, 'URL'), 'http://x.test');
        ok(popup).click();
        await tick();
        expect(editor().getMarkdown()).toBe('see [one](http://x.test) and [http://x.test](http://x.test)');
      });

      it('prefills the URL too when the selection looks like one', async () => {
        editor().setMarkdown('go https://example.com');
        select(editor(), 3, 22);
        const popup = await open(editor(), 'link');
        expect(field(popup, 'URL').value).toBe('https://example.com');
        expect(field(popup, 'Link text').value).toBe('https://example.com');
      });

      it('says both fields are required before the first try (aria-required)', async () => {
        const popup = await open(editor(), 'link');
        expect(field(popup, 'URL').getAttribute('aria-required')).toBe('true');
        expect(field(popup, 'Link text').getAttribute('aria-required')).toBe('true');
      });

      it('stays inside a narrow editor (320 CSS px, as at 400% zoom), whichever button opens it', async () => {
        const root = editor().getCodeMirror().dom.closest<HTMLElement>('.kit-editor')!;
        // 230 px: narrower than the popups' minimum width (220 px) is wide at 90 %.
        for (const width of ['300px', '230px']) {
          root.parentElement!.style.width = width;
          await tick();
          for (const name of ['link', 'image', 'table', 'heading']) {
            const popup = await open(editor(), name);
            await tick();
            const [box, frame] = [popup.getBoundingClientRect(), root.getBoundingClientRect()];
            expect(box.left).withContext(`${name} at ${width}`).toBeGreaterThanOrEqual(frame.left - 0.5);
            expect(box.right).withContext(`${name} at ${width}`).toBeLessThanOrEqual(frame.right + 0.5);
            document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); // a click outside closes it
            await tick();
          }
        }
        // Narrower than the popup (180 px), at the page's right: the popup stays on the page.
        root.parentElement!.style.width = '180px';
        root.parentElement!.style.marginLeft = `${document.documentElement.clientWidth - 190}px`;
        await tick();
        const popup = await open(editor(), 'image');
        await tick();
        expect(popup.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth + 0.5);
        expect(popup.getBoundingClientRect().left).toBeGreaterThanOrEqual(-0.5);
        document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
        await tick();
        root.parentElement!.style.marginLeft = '';
        root.parentElement!.style.width = '';
      });

      it('names a URL it refuses (javascript:, data:text/html) for what it is, not as a missing one', async () => {
        editor().setMarkdown('abc');
        select(editor(), 3);
        const popup = await open(editor(), 'link');
        const url = field(popup, 'URL');
        fill(url, ' JaVaScRiPt:alert(1)');
        fill(field(popup, 'Link text'), 'T');
        ok(popup).click();
        await tick();
        expect(url.getAttribute('aria-invalid')).toBe('true');
        expect(document.getElementById(url.getAttribute('aria-describedby')!)!.textContent!.trim()).toBe('This kind of URL is not allowed.');
        expect(editor().getMarkdown()).toBe('abc');
      });

      it('requires both fields: aria-invalid and a message on each missing one; nothing inserted', async () => {
        editor().setMarkdown('abc');
        select(editor(), 3);
        const popup = await open(editor(), 'link');
        ok(popup).click();
        await tick();
        const url = field(popup, 'URL');
        const text = field(popup, 'Link text');
        expect(url.getAttribute('aria-invalid')).toBe('true');
        expect(text.getAttribute('aria-invalid')).toBe('true');
        expect(document.getElementById(url.getAttribute('aria-describedby')!)!.textContent!.trim()).toBe('Enter a URL.');
        expect(document.getElementById(text.getAttribute('aria-describedby')!)!.textContent).toBe('Enter the link text.');
        // The messages are alerts too: Enter in a field that has the focus already moves nothing.
        expect(Array.from(popup.querySelectorAll('[role="alert"]')).map((alert) => alert.textContent!.trim())).toEqual(['Enter a URL.', 'Enter the link text.']);
        // The focus goes to the first field to fill, whose description (the message) is read with it.
        expect(document.activeElement).toBe(url);
        expect(popupOf(editor())).not.toBeNull();
        expect(editor().getMarkdown()).toBe('abc');

        fill(url, 'https://example.com');
        ok(popup).click();
        await tick();
        expect(url.hasAttribute('aria-invalid')).toBe(false);
        expect(url.hasAttribute('aria-describedby')).toBe(false);
        expect(text.getAttribute('aria-invalid')).toBe('true');
        expect(document.activeElement).toBe(text);
        expect(editor().getMarkdown()).toBe('abc');

        fill(text, '   ');
        ok(popup).click();
        await tick();
        expect(text.getAttribute('aria-invalid')).toBe('true');
        expect(editor().getMarkdown()).toBe('abc');
      });

      it('OK inserts [text](url) over the selection in markdown mode, closes and refocuses', async () => {
        editor().setMarkdown('see here');
        select(editor(), 4, 8);
        const popup = await open(editor(), 'link');
        fill(field(popup, 'URL'), 'https://example.com');
        ok(popup).click();
        await tick();
        expect(editor().getMarkdown()).toBe('see [here](https://example.com)');
        expect(popupOf(editor())).toBeNull();
        expect(editorHasFocus(editor())).toBe(true);
      });

      it('OK inserts the link in WYSIWYG mode', async () => {
        editor().setMarkdown('see here');
        editor().changeMode('wysiwyg');
        editor().getSquire().setSelection(4, 4);
        const popup = await open(editor(), 'link');
        expect(field(popup, 'Link text').value).toBe('here');
        fill(field(popup, 'URL'), 'https://example.com');
        ok(popup).click();
        await tick();
        expect(editor().getMarkdown()).toBe('see [here](https://example.com)');
        expect(popupOf(editor())).toBeNull();
      });

      it('Cancel closes without inserting', async () => {
        editor().setMarkdown('x');
        const popup = await open(editor(), 'link');
        fill(field(popup, 'URL'), 'https://example.com');
        fill(field(popup, 'Link text'), 'y');
        popup.querySelector<HTMLElement>('.kit-popup-cancel')!.click();
        await tick();
        expect(popupOf(editor())).toBeNull();
        expect(editor().getMarkdown()).toBe('x');
      });
    });

    describe('image', () => {
      it('has File and URL tabs (a tablist with roving selection)', async () => {
        const popup = await open(editor(), 'image');
        const tabs = Array.from(popup.querySelectorAll<HTMLElement>('[role="tab"]'));
        expect(tabs.map((t) => t.textContent!.trim())).toEqual(['File', 'URL']);
        expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
        expect(document.activeElement).toBe(field(popup, 'Select image file'));
        key(tabs[0], 'ArrowRight');
        await tick();
        expect(document.activeElement).toBe(tabs[1]);
        expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
        expect(field(popup, 'Image URL').inputMode).toBe('url');
      });

      it('URL tab inserts ![alt](url) in markdown mode', async () => {
        editor().setMarkdown('pic: ');
        editor().moveCursorToEnd();
        const popup = await open(editor(), 'image');
        popup.querySelectorAll<HTMLElement>('[role="tab"]')[1].click();
        await tick();
        fill(field(popup, 'Image URL'), 'https://example.com/cat.png');
        fill(field(popup, 'Description'), 'a cat');
        ok(popup).click();
        await tick();
        expect(editor().getMarkdown()).toBe('pic: ![a cat](https://example.com/cat.png)');
        expect(popupOf(editor())).toBeNull();
      });

      it('URL tab inserts the image in WYSIWYG mode', async () => {
        editor().changeMode('wysiwyg');
        const popup = await open(editor(), 'image');
        popup.querySelectorAll<HTMLElement>('[role="tab"]')[1].click();
        await tick();
        fill(field(popup, 'Image URL'), 'https://example.com/cat.png');
        fill(field(popup, 'Description'), 'a cat');
        ok(popup).click();
        await tick();
        expect(editor().getMarkdown()).toBe('![a cat](https://example.com/cat.png)');
      });

      it('OK with neither a file nor a URL shows an alert and inserts nothing', async () => {
        const popup = await open(editor(), 'image');
        ok(popup).click();
        await tick();
        const alert = popup.querySelector('[role="alert"]')!;
        expect(alert.textContent).toBe('Choose an image file or enter an image URL.');
        // The field to fill is invalid and described by the message, as in the link popup.
        const file = popup.querySelector<HTMLInputElement>('input[type="file"]')!;
        expect(file.getAttribute('aria-invalid')).toBe('true');
        expect(file.getAttribute('aria-describedby')).toBe(alert.id);
        expect(popupOf(editor())).not.toBeNull();
        expect(editor().getMarkdown()).toBe('');
      });

      for (const mode of ['markdown', 'wysiwyg'] as const) {
        it(`File tab hands the file to addImageBlobHook with source 'ui' and the description as alt (${mode})`, async () => {
          editor().changeMode(mode);
          const hook = jasmine.createSpy('addImageBlobHook').and.callFake((_blob: Blob, callback: (url: string) => void) =>
            callback('https://cdn.example.com/up.png'),
          );
          editor().addHook('addImageBlobHook', hook);
          const popup = await open(editor(), 'image');
          const file = new File([new Uint8Array([137, 80, 78, 71])], 'up.png', { type: 'image/png' });
          const input = field(popup, 'Select image file');
          const dt = new DataTransfer();
          dt.items.add(file);
          input.files = dt.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
          fill(field(popup, 'Description'), 'my upload');
          ok(popup).click();
          await tick();
          expect(hook).toHaveBeenCalledTimes(1);
          const [blob, callback, source] = hook.calls.argsFor(0);
          expect((blob as File).name).toBe('up.png');
          expect(typeof callback).toBe('function');
          expect(source).toBe('ui');
          expect(editor().getMarkdown()).toBe('![my upload](https://cdn.example.com/up.png)');
          expect(popupOf(editor())).toBeNull();
        });
      }

      it('File tab with the default hook embeds a data: URL; without a description the alt is "image"', async () => {
        const popup = await open(editor(), 'image');
        const input = field(popup, 'Select image file');
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'named.png', { type: 'image/png' }));
        input.files = dt.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
        ok(popup).click();
        await until(() => editor().getMarkdown() !== '');
        expect(editor().getMarkdown()).toMatch(/^!\[image\]\(data:image\/png;base64,[A-Za-z0-9+/=]+\)$/);
      });

      it('with the default hook the File tab offers raster images only, and an SVG chosen anyway keeps the popup open with its message', async () => {
        const popup = await open(editor(), 'image');
        const input = field(popup, 'Select image file');
        expect(input.getAttribute('accept')).toBe('image/png,image/gif,image/jpeg,image/webp,image/avif,image/bmp');
        const dt = new DataTransfer();
        dt.items.add(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
        input.files = dt.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
        ok(popup).click();
        await tick();
        expect(popupOf(editor())).not.toBeNull();
        expect(popup.querySelector('[role="alert"]')!.textContent).toContain('Choose an image file');
        expect(editor().getMarkdown()).toBe('');
      });

      it('with an upload hook the File tab offers any image', async () => {
        editor().addHook('addImageBlobHook', (() => undefined) as never);
        const popup = await open(editor(), 'image');
        expect(field(popup, 'Select image file').getAttribute('accept')).toBe('image/*');
      });
    });

    describe('table', () => {
      it('the grid starts at 2 × 2; arrow keys resize it (shown, and said as the active cell) and Enter inserts a table of that size', async () => {
        const popup = await open(editor(), 'table');
        const grid = popup.querySelector<HTMLElement>('.kit-table-grid')!;
        expect(document.activeElement).toBe(grid);
        expect(grid.getAttribute('aria-label')).toBe('Table size');
        const size = popup.querySelector<HTMLElement>('.kit-table-size')!;
        expect(size.textContent).toBe('Columns: 2 × Rows: 2');
        key(grid, 'ArrowRight');
        key(grid, 'ArrowRight');
        key(grid, 'ArrowDown');
        key(grid, 'ArrowLeft');
        await tick();
        expect(size.textContent).toBe('Columns: 3 × Rows: 3');
        expect(document.getElementById(grid.getAttribute('aria-activedescendant')!)!.getAttribute('aria-label')).toBe('Columns: 3 × Rows: 3');
        expect(grid.querySelectorAll('.kit-is-selected').length).toBe(9);
        key(grid, 'Enter');
        await tick();
        expect(popupOf(editor())).toBeNull();
        const lines = editor().getMarkdown().trim().split('\n');
        expect(lines.length).withContext(editor().getMarkdown()).toBe(4); // header, separator, 2 rows
        expect(lines[1]).toBe('| --- | --- | --- |');
        for (const line of lines) expect(line.split('|').length).withContext(line).toBe(5);
      });

      it('the grid never goes below 1 × 1', async () => {
        const popup = await open(editor(), 'table');
        const grid = popup.querySelector<HTMLElement>('.kit-table-grid')!;
        for (let i = 0; i < 4; i++) {
          key(grid, 'ArrowLeft');
          key(grid, 'ArrowUp');
        }
        await tick();
        expect(popup.querySelector('.kit-table-size')!.textContent).toBe('Columns: 1 × Rows: 1');
      });

      it('clicking a cell inserts a table in WYSIWYG', async () => {
        editor().changeMode('wysiwyg');
        const popup = await open(editor(), 'table');
        const cell = popup.querySelectorAll<HTMLElement>('.kit-table-grid-row')[1].querySelectorAll<HTMLElement>('.kit-table-grid-cell')[1];
        cell.dispatchEvent(new PointerEvent('pointermove', { movementX: 3, movementY: 2 }));
        cell.click();
        await tick();
        expect(editor().getHtml()).toContain('<table');
        const lines = editor().getMarkdown().trim().split('\n');
        expect(lines.length).withContext(editor().getMarkdown()).toBe(3);
        expect(lines[1]).toMatch(/^\|\s*-+\s*\|\s*-+\s*\|$/);
      });
    });

    describe('heading', () => {
      it('is a menu of Heading 1–6 and Paragraph; ArrowDown + Enter applies Heading 2', async () => {
        editor().setMarkdown('x');
        select(editor(), 1);
        const popup = await open(editor(), 'heading');
        const menu = popup.querySelector<HTMLElement>('[role="menu"]')!;
        const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
        expect(items.map((i) => i.textContent!.trim())).toEqual([
          'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5', 'Heading 6', 'Paragraph',
        ]);
        expect(document.activeElement).toBe(items[0]);
        key(items[0], 'ArrowDown');
        expect(document.activeElement).toBe(items[1]);
        expect(items.filter((i) => i.getAttribute('tabindex') === '0')).toEqual([items[1]]);
        // Enter on a focused button activates it (a synthetic keydown does not, so click as the browser would).
        key(items[1], 'Enter');
        (document.activeElement as HTMLElement).click();
        await tick();
        expect(editor().getMarkdown()).toBe('## x');
        expect(popupOf(editor())).toBeNull();
        expect(editorHasFocus(editor())).toBe(true);
      });

      it('End then Paragraph turns a heading back into a paragraph', async () => {
        editor().setMarkdown('### x');
        select(editor(), 5);
        const popup = await open(editor(), 'heading');
        const items = Array.from(popup.querySelectorAll<HTMLElement>('[role="menuitem"]'));
        key(items[0], 'End');
        expect(document.activeElement).toBe(items[6]);
        (document.activeElement as HTMLElement).click();
        await tick();
        expect(editor().getMarkdown()).toBe('x');
      });

      it('applies a heading in WYSIWYG', async () => {
        editor().setMarkdown('x');
        editor().changeMode('wysiwyg');
        editor().getSquire().setSelection(1, 0);
        const popup = await open(editor(), 'heading');
        popup.querySelectorAll<HTMLElement>('[role="menuitem"]')[2].click();
        await tick();
        expect(editor().getMarkdown()).toBe('### x');
      });
    });
  });

  describe('code-block language picker (WYSIWYG)', () => {
    let el: HTMLElement;
    let editor: KitEditor;
    const uiState = (e: KitEditor) => (e as unknown as { mounted: { ref: { injector: { get<T>(t: unknown): T } } } }).mounted.ref.injector.get<EditorUiState>(EditorUiState);

    beforeAll(async () => {
      await ready;
    });
    afterEach(() => {
      if (KitEditor.getInstances().includes(editor)) editor.remove();
      el.remove();
    });
    const create = (options: Partial<KitEditorOptions> = {}) => {
      el = document.body.appendChild(document.createElement('div'));
      editor = new KitEditor({ el, usageStatistics: false, initialEditType: 'wysiwyg', initialValue: '```\nprint(1)\n```', ...options } as KitEditorOptions);
      return editor;
    };

    it('lists codeBlockLanguages, filters as you type, and Enter sets the fence language', async () => {
      create({ codeBlockLanguages: ['javascript', 'python', 'rust'] });
      await tick();
      editor.getSquire().setSelection(2, 0);
      uiState(editor).openPopup('codeBlockLanguage');
      await tick();
      const popup = popupOf(editor)!;
      expect(popup.getAttribute('role')).toBe('dialog');
      expect(popup.getAttribute('aria-label')).toBe('Choose language');
      const input = popup.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      expect(document.activeElement).toBe(input);
      const options = () => Array.from(popup.querySelectorAll<HTMLElement>('[role="option"]')).map((o) => o.textContent!.trim());
      expect(options()).toEqual(['javascript', 'python', 'rust']);
      fill(input, 'py');
      await tick();
      expect(options()).toEqual(['python']);
      expect(input.getAttribute('aria-activedescendant')).toBe(popup.querySelector('[role="option"]')!.id);
      key(input, 'Enter');
      await tick();
      expect(popupOf(editor)).toBeNull();
      expect(editor.getMarkdown()).toBe('```python\nprint(1)\n```');
    });

    it('ArrowDown picks the next language', async () => {
      create({ codeBlockLanguages: ['javascript', 'python', 'rust'] });
      await tick();
      editor.getSquire().setSelection(2, 0);
      uiState(editor).openPopup('codeBlockLanguage');
      await tick();
      const input = popupOf(editor)!.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      key(input, 'ArrowDown');
      key(input, 'ArrowDown');
      await tick();
      expect(popupOf(editor)!.querySelector('[aria-selected="true"]')!.textContent!.trim()).toBe('rust');
      key(input, 'Enter');
      await tick();
      expect(editor.getMarkdown()).toBe('```rust\nprint(1)\n```');
    });

    // The button sat over the block's top-right corner, on the first line: a long first line ran
    // under it and could not be read or clicked there.
    it('the language button covers none of the code: long first lines, with and without a language, in a narrow editor', async () => {
      for (const fence of ['```', '```typescript']) {
        create({ initialValue: `${fence}\n${'x'.repeat(300)}\nnext\n\`\`\``, codeBlockLanguages: ['typescript'] });
        el.style.width = '360px';
        await tick();
        editor.getSquire().setSelection(2, 0);
        await until(() => !!rootOf(editor).querySelector('.kit-code-language-button'));
        const button = rootOf(editor).querySelector<HTMLElement>('.kit-code-language-button')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(rootOf(editor).querySelector('.ql-code-block')!);
        const overlapping = Array.from(range.getClientRects()).filter(
          (line) => line.right > button.left && line.left < button.right && line.bottom > button.top && line.top < button.bottom,
        );
        expect(overlapping.length).withContext(`${fence}: button ${button.top}–${button.bottom}, first line at ${range.getClientRects()[0]?.top}`).toBe(0);
        editor.remove();
        el.remove();
      }
    });

    it('the language button comes right after the text in the tab order, before the mode switch', async () => {
      create({ codeBlockLanguages: ['python'] });
      await tick();
      editor.getSquire().setSelection(2, 0);
      await until(() => !!rootOf(editor).querySelector('.kit-code-language-button'));
      const languageButton = rootOf(editor).querySelector('.kit-code-language-button')!;
      const modeSwitch = rootOf(editor).querySelector('.kit-mode-switch')!;
      const text = rootOf(editor).querySelector('.ql-editor')!;
      expect(text.compareDocumentPosition(languageButton) & Node.DOCUMENT_POSITION_FOLLOWING).withContext('after the text').toBeTruthy();
      expect(languageButton.compareDocumentPosition(modeSwitch) & Node.DOCUMENT_POSITION_FOLLOWING).withContext('before the mode switch').toBeTruthy();
    });

    it('opened from its button, Tab past the popup goes on to the mode switch (the button stays while it is open)', async () => {
      create({ codeBlockLanguages: ['python'] });
      await tick();
      editor.getSquire().focus();
      editor.getSquire().setSelection(2, 0, 'user');
      await until(() => !!rootOf(editor).querySelector('.kit-code-language-button'));
      rootOf(editor).querySelector<HTMLElement>('.kit-code-language-button')!.click();
      await until(() => !!popupOf(editor));
      await tick();
      expect(rootOf(editor).querySelector('.kit-code-language-button')).withContext('the button stays while its popup is open').not.toBeNull();
      const stops = tabbablesIn(popupOf(editor)!);
      const last = stops.at(-1)!;
      last.focus();
      last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
      expect(document.activeElement?.classList).toContain('kit-mode-button');
    });

    it('opens with the current language selected, so typing replaces it', async () => {
      create({ initialValue: '```ts\nprint(1)\n```', codeBlockLanguages: ['python', 'ts'] });
      await tick();
      editor.getSquire().setSelection(2, 0);
      uiState(editor).openPopup('codeBlockLanguage');
      await tick();
      const input = popupOf(editor)!.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      expect(input.value).toBe('ts');
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, 2]);
    });

    it('by default offers the highlighter languages (python among them); Escape closes it', async () => {
      create();
      await tick();
      editor.getSquire().setSelection(2, 0);
      uiState(editor).openPopup('codeBlockLanguage');
      const popup = popupOf(editor) ?? (await tick(), popupOf(editor)!);
      await until(() => popup.querySelectorAll('[role="option"]').length > 0);
      const options = Array.from(popup.querySelectorAll<HTMLElement>('[role="option"]')).map((o) => o.textContent!.trim());
      expect(options.length).toBeGreaterThan(5);
      const input = popup.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      fill(input, 'python');
      await tick();
      expect(Array.from(popup.querySelectorAll('[role="option"]')).map((o) => o.textContent!.trim())).toContain('python');
      key(input, 'Escape');
      await tick();
      expect(popupOf(editor)).toBeNull();
      expect(editorHasFocus(editor)).toBe(true);
      expect(editor.getMarkdown()).toBe('```\nprint(1)\n```');
    });
  });

  describe('getUI().createPopup', () => {
    const editor = useEditor();
    afterEach(() => delete (window as unknown as Record<string, unknown>)['__kitPopupPwned']);

    it('starts hidden; show/hide/isShow with shown/hidden events', () => {
      const popup = editor().getUI().createPopup({ title: 'Hello', content: '<p>Body <b>text</b></p>' });
      expect(popup.isShow()).toBe(false);
      expect(popup.el.hidden).toBe(true);
      expect(rootOf(editor()).contains(popup.el)).toBe(true);
      expect(popup.el.getAttribute('role')).toBe('dialog');
      expect(document.getElementById(popup.el.getAttribute('aria-labelledby')!)!.textContent).toBe('Hello');
      expect(popup.el.querySelector('.kit-popup-body')!.innerHTML).toBe('<p>Body <b>text</b></p>');

      const shown = jasmine.createSpy('shown');
      const hidden = jasmine.createSpy('hidden');
      popup.on('shown', shown);
      popup.on('hidden', hidden);
      popup.show();
      expect(popup.isShow()).toBe(true);
      expect(popup.el.hidden).toBe(false);
      expect(shown).toHaveBeenCalledOnceWith(popup);
      popup.show();
      expect(shown).toHaveBeenCalledTimes(1);
      popup.hide();
      expect(popup.isShow()).toBe(false);
      expect(hidden).toHaveBeenCalledOnceWith(popup);
    });

    it('show() focuses the first control; Escape and the close button hide it', () => {
      const popup = editor().getUI().createPopup({ title: 'T', content: '<input class="first"><button>b</button>' });
      popup.show();
      expect(document.activeElement).toBe(popup.el.querySelector('input.first'));
      key(popup.el.querySelector('input.first')!, 'Escape');
      expect(popup.isShow()).toBe(false);
      popup.show();
      const close = popup.el.querySelector<HTMLElement>('.kit-popup-close')!;
      expect(close.getAttribute('aria-label')).toBe('Close');
      close.click();
      expect(popup.isShow()).toBe(false);
    });

    it('setContent sanitizes HTML: <img onerror> loses its handler and nothing runs', async () => {
      const popup = editor().getUI().createPopup({ title: 'T' });
      popup.setContent('<img src="x-nonexistent.png" onerror="window.__kitPopupPwned = 1"><b>ok</b><script>window.__kitPopupPwned = 2</script>');
      popup.show();
      await tick(200);
      const body = popup.el.querySelector('.kit-popup-body')!;
      expect(body.querySelector('img')!.hasAttribute('onerror')).toBe(false);
      expect(body.querySelector('script')).toBeNull();
      expect(body.querySelector('b')!.textContent).toBe('ok');
      expect((window as unknown as Record<string, unknown>)['__kitPopupPwned']).toBeUndefined();
    });

    it('content given at creation is sanitized too', async () => {
      const popup = editor().getUI().createPopup({ title: 'T', content: '<img src="x-nonexistent.png" onerror="window.__kitPopupPwned = 3">' });
      popup.show();
      await tick(200);
      expect(popup.el.querySelector('img')!.hasAttribute('onerror')).toBe(false);
      expect((window as unknown as Record<string, unknown>)['__kitPopupPwned']).toBeUndefined();
    });

    it('setContent takes an element; setTitle changes the title and the accessible name', () => {
      const popup = editor().getUI().createPopup({ title: 'Old' });
      const mine = document.createElement('section');
      mine.textContent = 'mine';
      popup.setContent(mine);
      expect(popup.el.querySelector('.kit-popup-body')!.firstElementChild).toBe(mine);
      popup.setTitle('New');
      expect(popup.getTitleElement().textContent).toBe('New');
      expect(document.getElementById(popup.el.getAttribute('aria-labelledby')!)!.textContent).toBe('New');
    });

    it('textContent is shown as text, not HTML', () => {
      const popup = editor().getUI().createPopup({ title: 'T', textContent: '<b>not bold</b>' });
      const body = popup.el.querySelector('.kit-popup-body')!;
      expect(body.textContent).toBe('<b>not bold</b>');
      expect(body.querySelector('b')).toBeNull();
    });

    it('remove() takes it out; later calls throw', () => {
      const popup = editor().getUI().createPopup({ title: 'T', content: 'x' });
      popup.show();
      popup.remove();
      expect(popup.el.isConnected).toBe(false);
      expect(popup.isShow()).toBe(false);
      expect(() => popup.show()).toThrowError(/removed/);
    });

    it('is removed with the editor', () => {
      const popup = editor().getUI().createPopup({ title: 'T', content: 'x' });
      popup.show();
      editor().remove();
      expect(popup.el.isConnected).toBe(false);
    });

    it('goes to `target` when given, and is still removed with the editor', () => {
      const target = document.body.appendChild(document.createElement('div'));
      try {
        const popup = editor().getUI().createPopup({ title: 'T', content: 'x', target });
        expect(popup.el.parentElement).toBe(target);
        editor().remove();
        expect(target.children.length).toBe(0);
      } finally {
        target.remove();
      }
    });
  });
});
