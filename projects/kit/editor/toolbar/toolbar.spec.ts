import { Component, provideZonelessChangeDetection } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import { KitEditorComponent } from '../editor.component';
import { useEditor } from '../editor-spec-helpers';
import { KitToolbarButton } from './toolbar-item';
import { KitToolbar } from './toolbar';
import { useEditorFactory } from '../editor-spec-helpers';

const MAC = /mac|iphone|ipad/i.test(navigator.platform);
const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

const DEFAULT_ITEMS = [
  'heading', 'bold', 'italic', 'strike', 'divider', 'hr', 'quote', 'divider', 'ul', 'ol', 'task', 'indent',
  'outdent', 'divider', 'table', 'image', 'link', 'divider', 'code', 'codeblock',
];

const rootOf = (editor: KitEditor) => editor.getUI().el;
const names = (editor: KitEditor) => editor.getUI().getToolbar().getItems().map((item) => item.getName());
/** The drawn toolbar entries' names, in order (buttons and dividers). */
const drawnNames = (editor: KitEditor) =>
  Array.from(rootOf(editor).querySelectorAll<HTMLElement>('kit-editor-toolbar [data-name]')).map((el) => el.dataset['name']);
const buttons = (editor: KitEditor) => Array.from(rootOf(editor).querySelectorAll<HTMLElement>('kit-editor-toolbar [data-kit-toolbar-button]'));
const button = (editor: KitEditor, name: string) => rootOf(editor).querySelector<HTMLElement>(`kit-editor-toolbar [data-kit-toolbar-button][data-name="${name}"]`)!;
/** Selects `from..to` of the markdown (characters). */
const select = (editor: KitEditor, from: number, to = from) => editor.getCodeMirror().dispatch({ selection: { anchor: from, head: to } });
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('Editor toolbar', () => {
  describe('default items', () => {
    const editor = useEditor();

    it('has the original 20 items in order, drawn as buttons and dividers', async () => {
      await tick();
      expect(names(editor())).toEqual(DEFAULT_ITEMS);
      expect(drawnNames(editor())).toEqual(DEFAULT_ITEMS);
      expect(rootOf(editor()).querySelectorAll('kit-editor-toolbar .kit-toolbar-divider[role="separator"]').length).toBe(4);
      expect(buttons(editor()).length).toBe(16);
    });

    it('is a labelled toolbar of buttons with accessible names', () => {
      const toolbar = rootOf(editor()).querySelector('kit-editor-toolbar')!;
      expect(toolbar.getAttribute('role')).toBe('toolbar');
      expect(toolbar.getAttribute('aria-label')).toBe('Editor toolbar');
      for (const el of buttons(editor())) {
        expect(el.getAttribute('aria-label')).withContext(el.dataset['name']!).toBeTruthy();
        expect(el.getAttribute('title')).withContext(el.dataset['name']!).toBe(el.getAttribute('aria-label'));
      }
      const labels = ['heading', 'italic', 'link', 'table', 'image'].map((n) => button(editor(), n).getAttribute('aria-label')!);
      expect(labels[0]).toBe('Headings');
      expect(labels[1]).toMatch(/^Italic/);
      expect(labels.slice(2)).toEqual(['Insert link', 'Insert table', 'Insert image']);
    });

    it('shows the shortcut in tooltips and accessible names (Bold (Ctrl+B) off Mac)', () => {
      const [mod, shiftMod] = MAC ? ['Meta', 'Shift+Meta'] : ['Ctrl', 'Shift+Ctrl'];
      expect(button(editor(), 'bold').getAttribute('title')).toBe(`Bold (${mod}+B)`);
      expect(button(editor(), 'bold').getAttribute('aria-label')).toBe(`Bold (${mod}+B)`);
      expect(button(editor(), 'italic').getAttribute('title')).toBe(`Italic (${mod}+I)`);
      expect(button(editor(), 'code').getAttribute('title')).toBe(`Code (${shiftMod}+C)`);
      expect(button(editor(), 'quote').getAttribute('title')).toBe('Blockquote (Alt+Q)');
      // No shortcut, no parentheses.
      expect(button(editor(), 'indent').getAttribute('title')).toBe('Indent');
    });

    it('clicking bold makes the selection bold; clicking again undoes it', () => {
      editor().setMarkdown('a x b');
      select(editor(), 2, 3);
      button(editor(), 'bold').click();
      expect(editor().getMarkdown()).toBe('a **x** b');
      button(editor(), 'bold').click();
      expect(editor().getMarkdown()).toBe('a x b');
    });

    it('clicking a button runs its command in WYSIWYG too', () => {
      editor().setMarkdown('plain');
      editor().changeMode('wysiwyg');
      editor().getSquire().setSelection(0, 5);
      button(editor(), 'italic').click();
      expect(editor().getMarkdown()).toBe('*plain*');
    });

    it('the list, quote and line buttons edit the markdown', () => {
      editor().setMarkdown('item');
      select(editor(), 2);
      button(editor(), 'ul').click();
      expect(editor().getMarkdown()).toBe('* item');
      editor().setMarkdown('said');
      select(editor(), 1);
      button(editor(), 'quote').click();
      expect(editor().getMarkdown()).toBe('> said');
    });

    it('aria-pressed follows stateChange: on inside **bold**, off outside', async () => {
      editor().setMarkdown('**bold** text');
      select(editor(), 4);
      await tick();
      expect(button(editor(), 'bold').getAttribute('aria-pressed')).toBe('true');
      expect(button(editor(), 'italic').getAttribute('aria-pressed')).toBe('false');
      select(editor(), 11);
      await tick();
      expect(button(editor(), 'bold').getAttribute('aria-pressed')).toBe('false');
      // Right after the closing ** (where the Bold button steps out to): what is typed is plain.
      select(editor(), 8);
      await tick();
      expect(button(editor(), 'bold').getAttribute('aria-pressed')).toBe('false');
      editor().setMarkdown('hello **Y** tail');
      select(editor(), 9); // after Y
      await tick();
      expect(button(editor(), 'bold').getAttribute('aria-pressed')).toBe('true');
      button(editor(), 'bold').click();
      await tick();
      expect(editor().getMarkdown()).toBe('hello **Y** tail');
      expect(button(editor(), 'bold').getAttribute('aria-pressed')).toBe('false');
      // Buttons without a state key are not toggle buttons.
      expect(button(editor(), 'hr').hasAttribute('aria-pressed')).toBe(false);
    });

    it('aria-pressed follows the format in WYSIWYG', async () => {
      editor().setMarkdown('**bold** text');
      editor().changeMode('wysiwyg');
      editor().getSquire().setSelection(2, 0, 'user');
      await tick();
      expect(button(editor(), 'bold').getAttribute('aria-pressed')).toBe('true');
      editor().getSquire().setSelection(7, 0, 'user');
      await tick();
      expect(button(editor(), 'bold').getAttribute('aria-pressed')).toBe('false');
    });

    it('the bullet and ordered list buttons each show their own list, in both modes; the payload keeps its keys', async () => {
      const payloads: object[] = [];
      editor().on('stateChange', (state) => payloads.push(state));
      editor().setMarkdown('- bullet\n\n1. ordered\n   - nested bullet\n\n- [ ] task');
      const pressed = () => ['ul', 'ol', 'task'].map((name) => button(editor(), name).getAttribute('aria-pressed'));
      select(editor(), 3); // in "bullet"
      await tick();
      expect(pressed()).toEqual(['true', 'false', 'false']);
      select(editor(), 15); // in "ordered"
      await tick();
      expect(pressed()).toEqual(['false', 'true', 'false']);
      select(editor(), 33); // in "nested bullet": the innermost list counts
      await tick();
      expect(pressed()).toEqual(['true', 'false', 'false']);
      select(editor(), editor().getMarkdown().length);
      await tick();
      expect(pressed()).toEqual(['false', 'false', 'true']);
      expect(payloads.length).toBeGreaterThan(0);
      for (const payload of payloads) expect(Object.keys(payload).sort()).toEqual(['bold', 'code', 'codeBlock', 'italic', 'list', 'quote', 'source', 'strike', 'task']);

      editor().changeMode('wysiwyg');
      const quill = editor().getSquire();
      quill.setSelection(2, 0, 'user'); // in "bullet"
      await tick();
      expect(pressed()).toEqual(['true', 'false', 'false']);
      quill.setSelection(9, 0, 'user'); // in "ordered"
      await tick();
      expect(pressed()).toEqual(['false', 'true', 'false']);
    });

    it('disables every button while the Preview tab shows; Write and a mode change enable them', async () => {
      editor().setMarkdown('x');
      select(editor(), 0, 1);
      const [write, preview] = Array.from(rootOf(editor()).querySelectorAll<HTMLElement>('.kit-editor-tab'));
      preview.click();
      await tick();
      expect(buttons(editor()).every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
      button(editor(), 'bold').click();
      expect(editor().getMarkdown()).toBe('x');
      button(editor(), 'link').click();
      await tick();
      expect(rootOf(editor()).querySelector('kit-editor-popup')).toBeNull();

      write.click();
      await tick();
      expect(buttons(editor()).some((b) => b.hasAttribute('aria-disabled'))).toBe(false);

      rootOf(editor()).querySelectorAll<HTMLElement>('.kit-editor-tab')[1].click();
      await tick();
      expect(button(editor(), 'bold').getAttribute('aria-disabled')).toBe('true');
      editor().changeMode('wysiwyg');
      await tick();
      expect(buttons(editor()).some((b) => b.hasAttribute('aria-disabled'))).toBe(false);
    });

    it('in a WYSIWYG code block the Link and Image buttons are off (a link or an image cannot go into code)', async () => {
      editor().setMarkdown('text\n\n```js\nlet code = 1;\n```');
      editor().changeMode('wysiwyg');
      const quill = editor().getSquire();
      quill.setSelection(quill.getText().indexOf('code'), 0, 'user');
      await tick();
      expect(['link', 'image', 'bold'].map((name) => button(editor(), name).getAttribute('aria-disabled'))).toEqual(['true', 'true', null]);
      button(editor(), 'link').click();
      await tick();
      expect(rootOf(editor()).querySelector('kit-editor-popup')).toBeNull();
      quill.setSelection(1, 0, 'user'); // in "text"
      await tick();
      expect(['link', 'image'].map((name) => button(editor(), name).getAttribute('aria-disabled'))).toEqual([null, null]);
      // A selection from the paragraph into the code block touches code too.
      quill.setSelection(1, quill.getText().indexOf('code') - 1, 'user');
      await tick();
      expect(['link', 'image'].map((name) => button(editor(), name).getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    });

    it("the Preview tab's disabling leaves a button the app disabled disabled, and covers items set while it shows", async () => {
      const [write, preview] = Array.from(rootOf(editor()).querySelectorAll<HTMLElement>('.kit-editor-tab'));
      preview.click();
      await tick();
      const toolbar = new KitToolbar(['bold', 'italic']);
      (toolbar.getItem(0) as KitToolbarButton).disable();
      editor().getUI().setToolbar(toolbar);
      await tick();
      expect(buttons(editor()).map((b) => b.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
      button(editor(), 'italic').click();
      expect(editor().isMarkdownMode()).toBeTrue();
      write.click();
      await tick();
      expect(buttons(editor()).map((b) => b.getAttribute('aria-disabled'))).toEqual(['true', null]);
    });

    it('is one tab stop: exactly one button has tabindex 0', async () => {
      await tick();
      const stops = buttons(editor()).filter((b) => b.getAttribute('tabindex') === '0');
      expect(stops.map((b) => b.dataset['name'])).toEqual(['heading']);
      expect(buttons(editor()).filter((b) => b.getAttribute('tabindex') === '-1').length).toBe(15);
      // Dividers are never focusable.
      expect(rootOf(editor()).querySelector('.kit-toolbar-divider')!.hasAttribute('tabindex')).toBe(false);
    });

    it('ArrowRight / ArrowLeft / Home / End move focus and the tab stop', async () => {
      const all = buttons(editor());
      all[0].focus();
      key(all[0], 'ArrowRight');
      expect(document.activeElement).toBe(all[1]);
      key(all[1], 'ArrowRight');
      expect(document.activeElement).toBe(all[2]);
      key(all[2], 'ArrowLeft');
      expect(document.activeElement).toBe(all[1]);
      await tick();
      expect(buttons(editor()).filter((b) => b.getAttribute('tabindex') === '0')).toEqual([all[1]]);
      key(all[1], 'End');
      expect(document.activeElement).toBe(all[all.length - 1]);
      expect((document.activeElement as HTMLElement).dataset['name']).toBe('codeblock');
      key(all[all.length - 1], 'Home');
      expect(document.activeElement).toBe(all[0]);
      await tick();
      expect(buttons(editor()).filter((b) => b.getAttribute('tabindex') === '0')).toEqual([all[0]]);
    });

    it('a clicked button keeps the tab stop', async () => {
      editor().setMarkdown('x');
      button(editor(), 'strike').click();
      await tick();
      expect(buttons(editor()).filter((b) => b.getAttribute('tabindex') === '0').map((b) => b.dataset['name'])).toEqual(['strike']);
    });
  });

  describe('toolbar API (getUI().getToolbar())', () => {
    const editor = useEditor();
    const toolbar = () => editor().getUI().getToolbar();

    it('getItem returns the item at an index, or undefined', () => {
      expect(toolbar().getItem(1)!.getName()).toBe('bold');
      expect(toolbar().getItem(4)!.getName()).toBe('divider');
      expect(toolbar().getItem(99)).toBeUndefined();
    });

    it('getItems returns a copy', () => {
      const items = toolbar().getItems();
      items.pop();
      expect(toolbar().getItems().length).toBe(20);
    });

    it('addItem appends a built-in, a divider or a custom button, and the toolbar draws it', async () => {
      toolbar().addItem('hr');
      toolbar().addItem('divider');
      toolbar().addItem({ type: 'button', options: { name: 'mine', text: 'M', tooltip: 'Mine' } });
      await tick();
      expect(names(editor()).slice(-3)).toEqual(['hr', 'divider', 'mine']);
      expect(drawnNames(editor()).slice(-3)).toEqual(['hr', 'divider', 'mine']);
      expect(button(editor(), 'mine').textContent!.trim()).toBe('M');
    });

    it('insertItem inserts at an index; out of range appends', async () => {
      toolbar().insertItem(0, 'link');
      toolbar().insertItem(999, 'ol');
      toolbar().insertItem(-1, 'task');
      await tick();
      expect(names(editor())[0]).toBe('link');
      expect(names(editor()).slice(-2)).toEqual(['ol', 'task']);
      expect(drawnNames(editor())[0]).toBe('link');
      expect(drawnNames(editor()).slice(-2)).toEqual(['ol', 'task']);
    });

    it('indexOfItem finds by name and by instance; -1 when absent', () => {
      const italic = toolbar().getItem(2)!;
      expect(toolbar().indexOfItem('bold')).toBe(1);
      expect(toolbar().indexOfItem(italic)).toBe(2);
      expect(toolbar().indexOfItem('nope')).toBe(-1);
      expect(toolbar().indexOfItem(new KitToolbarButton({ name: 'bold' }))).toBe(-1);
    });

    it('removeItem by index destroys and returns the item; the button disappears', async () => {
      const removed = toolbar().removeItem(0)!;
      await tick();
      expect(removed.getName()).toBe('heading');
      expect(removed.isDestroyed()).toBe(true);
      expect(names(editor())[0]).toBe('bold');
      expect(button(editor(), 'heading')).toBeNull();
    });

    it('removeItem by instance (destroy false keeps it usable) and by name', async () => {
      const bold = toolbar().getItem(1)!;
      const removed = toolbar().removeItem(bold, false);
      expect(removed).toBe(bold);
      expect(bold.isDestroyed()).toBe(false);
      const italic = toolbar().removeItem('italic');
      expect(italic!.getName()).toBe('italic');
      expect(italic!.isDestroyed()).toBe(true);
      expect(toolbar().removeItem(999)).toBeUndefined();
      expect(toolbar().removeItem('nope')).toBeUndefined();
      await tick();
      expect(button(editor(), 'bold')).toBeNull();
      expect(button(editor(), 'italic')).toBeNull();
      // A kept item can come back.
      toolbar().insertItem(0, bold);
      await tick();
      expect(drawnNames(editor())[0]).toBe('bold');
    });

    it('removeAllItems empties the toolbar', async () => {
      const first = toolbar().getItem(0)!;
      toolbar().removeAllItems();
      await tick();
      expect(toolbar().getItems()).toEqual([]);
      expect(first.isDestroyed()).toBe(true);
      expect(buttons(editor()).length).toBe(0);
      expect(rootOf(editor()).querySelectorAll('kit-editor-toolbar .kit-toolbar-divider').length).toBe(0);
    });

    it('disableAllButton sets aria-disabled and clicks do nothing; enableAllButton undoes it', async () => {
      editor().setMarkdown('x');
      select(editor(), 0, 1);
      toolbar().disableAllButton();
      await tick();
      expect(buttons(editor()).every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
      expect(buttons(editor()).every((b) => b.classList.contains('kit-is-disabled'))).toBe(true);
      button(editor(), 'bold').click();
      button(editor(), 'heading').click();
      await tick();
      expect(editor().getMarkdown()).toBe('x');
      expect(rootOf(editor()).querySelector('kit-editor-popup')).toBeNull();
      // Disabled buttons stay reachable with the keyboard (aria-disabled, not disabled).
      expect(buttons(editor()).some((b) => (b as HTMLButtonElement).disabled)).toBe(false);

      toolbar().enableAllButton();
      await tick();
      expect(buttons(editor()).some((b) => b.hasAttribute('aria-disabled'))).toBe(false);
      button(editor(), 'bold').click();
      expect(editor().getMarkdown()).toBe('**x**');
    });

    it('disableAllButton stays in force when an item is added', async () => {
      toolbar().disableAllButton();
      await tick();
      toolbar().addItem('hr');
      await tick();
      expect(button(editor(), 'bold').getAttribute('aria-disabled')).toBe('true');
    });

    it('getUI().setToolbar swaps the drawn toolbar and destroys the old one', async () => {
      const old = toolbar();
      const oldBold = old.getItem(1)!;
      const Toolbar = old.constructor as new (items: unknown[]) => typeof old;
      const next = new Toolbar(['italic', 'divider', 'link']);
      editor().getUI().setToolbar(next);
      await tick();
      expect(editor().getUI().getToolbar()).toBe(next);
      expect(drawnNames(editor())).toEqual(['italic', 'divider', 'link']);
      expect(oldBold.isDestroyed()).toBe(true);
    });
  });

  describe('toolbarItems option', () => {
    const { create, container } = useEditorFactory();

    it('takes names, dividers, {type: button}, {type: item} and Button instances, in order', async () => {
      const root = document.createElement('span');
      root.className = 'app-root-item';
      const warn = spyOn(console, 'warn');
      const legacy = new KitEditor.Button({ name: 'legacy', text: 'L', tooltip: 'Legacy', command: 'Italic' });
      const editor = create({
        toolbarItems: [
          'bold',
          'divider',
          { type: 'button', options: { name: 'save', command: 'Bold', text: 'S', tooltip: 'Save it', state: 'bold', className: 'my-save', style: 'color: red' } },
          { type: 'item', options: { name: 'custom', className: 'my-item', tagName: 'em' } },
          { type: 'item', options: { name: 'rooted', rootElement: root } },
          legacy,
        ],
      });
      await tick();
      expect(names(editor)).toEqual(['bold', 'divider', 'save', 'custom', 'rooted', 'legacy']);
      expect(drawnNames(editor)).toEqual(['bold', 'divider', 'save', 'custom', 'rooted', 'legacy']);
      const save = button(editor, 'save');
      expect(save.textContent!.trim()).toBe('S');
      expect(save.classList.contains('my-save')).toBe(true);
      expect(save.style.color).toBe('red');
      expect(save.getAttribute('aria-label')).toMatch(/^Save it/);
      expect(save.getAttribute('aria-pressed')).toBe('false');
      const root2 = editor.getUI().el;
      expect(root2.querySelector('kit-editor-toolbar [data-name="custom"] em.my-item')).not.toBeNull();
      expect(root2.querySelector('kit-editor-toolbar [data-name="rooted"]')!.firstElementChild).toBe(root);
      expect(button(editor, 'legacy').getAttribute('aria-label')).toMatch(/^Legacy/);
      expect(warn.calls.allArgs().filter((args) => /Button is deprecated/.test(String(args[0]))).length).toBeLessThanOrEqual(1);

      // The custom button runs its command; the Button instance too.
      editor.setMarkdown('x');
      select(editor, 0, 1);
      save.click();
      expect(editor.getMarkdown()).toBe('**x**');
      await tick();
      expect(button(editor, 'save').getAttribute('aria-pressed')).toBe('true');
      editor.setMarkdown('y');
      select(editor, 0, 1);
      button(editor, 'legacy').click();
      expect(editor.getMarkdown()).toBe('*y*');
    });

    it('KitEditor.Button warns at most once, however many are made', () => {
      const warn = spyOn(console, 'warn');
      const a = new KitEditor.Button({ name: 'a' });
      const b = new KitEditor.Button({ name: 'b' });
      expect([a.getName(), b.getName()]).toEqual(['a', 'b']);
      expect(a instanceof KitToolbarButton).toBe(true);
      expect(warn.calls.count()).toBeLessThanOrEqual(1);
      if (warn.calls.count()) expect(String(warn.calls.argsFor(0)[0])).toMatch(/KitEditor\.Button is deprecated/);
    });

    it('an unknown name throws an Error listing the valid names and leaves the container untouched', () => {
      const el = container();
      el.innerHTML = '<p>mine</p>';
      const count = KitEditor.getInstances().length;
      let error: unknown;
      try {
        new KitEditor({ el, toolbarItems: ['bold', 'bolt'] } as KitEditorOptions);
      } catch (e) {
        error = e;
      }
      expect(error instanceof Error).toBe(true);
      const message = (error as Error).message;
      expect(message).toContain('"bolt"');
      for (const name of ['heading', 'bold', 'italic', 'strike', 'hr', 'quote', 'ul', 'ol', 'task', 'indent', 'outdent', 'table', 'image', 'link', 'code', 'codeblock', 'divider']) {
        expect(message).withContext(name).toContain(name);
      }
      expect(el.innerHTML).toBe('<p>mine</p>');
      expect(el.getAttributeNames()).toEqual([]);
      expect(KitEditor.getInstances().length).toBe(count);
    });

    it('addItem with an unknown name throws and changes nothing', () => {
      const editor = create({});
      expect(() => editor.getUI().getToolbar().addItem('nope')).toThrowError(/Unknown toolbar item "nope"\. Valid names: heading, bold/);
      expect(names(editor)).toEqual(DEFAULT_ITEMS);
    });

    it('a custom button with `event` emits that event on click (a disabled one does not)', async () => {
      const editor = create({ toolbarItems: ['bold', { type: 'button', options: { name: 'shout', event: 'shoutClicked', text: '!' } }] });
      editor.eventManager.addEventType('shoutClicked');
      const handler = jasmine.createSpy('shoutClicked');
      editor.on('shoutClicked' as never, handler as never);
      button(editor, 'shout').click();
      expect(handler).toHaveBeenCalledTimes(1);
      editor.getUI().getToolbar().disableAllButton();
      await tick();
      button(editor, 'shout').click();
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('command wins over event', () => {
      const editor = create({ toolbarItems: [{ type: 'button', options: { name: 'both', command: 'Bold', event: 'bothClicked' } }] });
      editor.eventManager.addEventType('bothClicked');
      const handler = jasmine.createSpy('bothClicked');
      editor.on('bothClicked' as never, handler as never);
      editor.setMarkdown('x');
      select(editor, 0, 1);
      button(editor, 'both').click();
      expect(editor.getMarkdown()).toBe('**x**');
      expect(handler).not.toHaveBeenCalled();
    });

    it('an empty list gives an empty toolbar', async () => {
      const editor = create({ toolbarItems: [] });
      await tick();
      expect(names(editor)).toEqual([]);
      expect(buttons(editor).length).toBe(0);
    });
  });

  describe('kit-editor component with a template item', () => {
    @Component({
      imports: [KitEditorComponent],
      template: `<ng-template #mine let-editor><button type="button" class="app-mine" (click)="editor.insertText('!')">Mine</button></ng-template>
        <kit-editor [toolbarItems]="['bold', 'divider', mine]" />`,
    })
    class Host {}

    let fixture: ComponentFixture<Host>;

    beforeEach(async () => {
      TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
      fixture = TestBed.createComponent(Host);
      fixture.detectChanges();
      await fixture.whenStable();
    });

    afterEach(() => fixture.destroy());

    it('draws an Angular template as a toolbar item, after the built-ins', () => {
      const el: HTMLElement = fixture.nativeElement;
      const drawn = Array.from(el.querySelectorAll<HTMLElement>('kit-editor-toolbar [data-name]')).map((e) => e.dataset['name']);
      expect(drawn).toEqual(['bold', 'divider', 'template']);
      expect(el.querySelector('kit-editor-toolbar [data-name="template"] button.app-mine')!.textContent).toBe('Mine');
      expect(el.querySelector('kit-editor-toolbar')!.getAttribute('role')).toBe('toolbar');
    });

    it("gives the template the editor's instance API as $implicit", () => {
      const el: HTMLElement = fixture.nativeElement;
      el.querySelector<HTMLElement>('button.app-mine')!.click();
      expect(el.querySelector('.cm-content')!.textContent).toBe('!');
    });
  });

  describe('roving tabindex over a template item\'s controls', () => {
    @Component({
      imports: [KitEditorComponent],
      template: `<ng-template #mine>
          <button type="button" class="app-mine">Mine</button>
          <input class="app-field" aria-label="Field" value="abc">
          <span class="app-skip" tabindex="-1">not a stop</span>
          <button type="button" class="app-off" disabled>Off</button>
        </ng-template>
        <kit-editor [toolbarItems]="['bold', 'divider', mine, 'italic']" />`,
    })
    class Host {}

    let fixture: ComponentFixture<Host>;
    let root: HTMLElement;
    const q = (selector: string) => root.querySelector<HTMLElement>(`kit-editor-toolbar ${selector}`)!;
    /** The toolbar's elements with tabindex 0 (the tab stops), by data-name or class. */
    const tabStops = () =>
      Array.from(root.querySelectorAll<HTMLElement>('kit-editor-toolbar [tabindex="0"]'), (e) => e.dataset['name'] ?? e.className);

    beforeEach(async () => {
      TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
      fixture = TestBed.createComponent(Host);
      fixture.detectChanges();
      await fixture.whenStable();
      root = fixture.nativeElement;
      document.body.appendChild(root); // focus needs a connected element
    });

    afterEach(() => {
      fixture.destroy();
      root.remove();
    });

    it('keeps the toolbar one tab stop: the template\'s controls start at tabindex -1', () => {
      expect(tabStops()).toEqual(['bold']);
      expect(q('.app-mine').getAttribute('tabindex')).toBe('-1');
      expect(q('.app-field').getAttribute('tabindex')).toBe('-1');
      // The app's own tabindex="-1" and disabled controls are not stops.
      expect(q('.app-skip').getAttribute('tabindex')).toBe('-1');
      expect(q('.app-off').hasAttribute('tabindex')).toBe(false);
    });

    it('ArrowRight / ArrowLeft / End / Home reach the template\'s controls, which take the tab stop', () => {
      q('[data-name="bold"]').focus();
      key(q('[data-name="bold"]'), 'ArrowRight');
      expect(document.activeElement).toBe(q('.app-mine'));
      expect(tabStops()).toEqual(['app-mine']);
      expect(q('[data-name="bold"]').getAttribute('tabindex')).toBe('-1');
      key(q('.app-mine'), 'ArrowRight');
      expect(document.activeElement).toBe(q('.app-field'));
      // A text field keeps its own arrow keys; focus stays in it.
      key(q('.app-field'), 'ArrowRight');
      expect(document.activeElement).toBe(q('.app-field'));
      q('.app-mine').focus();
      key(q('.app-mine'), 'ArrowLeft');
      expect(document.activeElement).toBe(q('[data-name="bold"]'));
      key(q('[data-name="bold"]'), 'End');
      expect(document.activeElement).toBe(q('[data-name="italic"]'));
      expect(tabStops()).toEqual(['italic']);
      key(q('[data-name="italic"]'), 'Home');
      expect(document.activeElement).toBe(q('[data-name="bold"]'));
      expect(tabStops()).toEqual(['bold']);
    });

    it('focusing a template control (a click, a script) moves the tab stop to it', async () => {
      q('.app-mine').focus();
      expect(tabStops()).toEqual(['app-mine']);
      fixture.detectChanges(); // a render keeps it
      await fixture.whenStable();
      expect(tabStops()).toEqual(['app-mine']);
    });
  });
});
