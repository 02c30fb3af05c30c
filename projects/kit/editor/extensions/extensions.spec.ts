import { Component, provideZonelessChangeDetection, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KitEditor, ready } from '../kit-editor';
import { SpecInstances } from './extension-spec-helpers';
import type { KitEditorApi } from '../editor-api';
import type { KitEditorOptions } from '../editor-options';
import { KitEditorComponent } from '../editor.component';
import { KitToolbarButton } from '../toolbar/toolbar-item';
import { KitViewer } from '../viewer/kit-viewer';
import { KitExtension, defineExtension, extensionNames } from './extension-registry';
import { taskCounterExtension } from './task-counter';

const BUILT_INS = ['scrollSync', 'colorSyntax', 'table', 'taskCounter'];

const instances = new SpecInstances();

/** A container in document.body (with some content of its own), removed after each test. */

function editor(options: Partial<KitEditorOptions> = {}): KitEditor {
  const created = new KitEditor({ el: instances.container(), usageStatistics: false, ...options } as KitEditorOptions);
  return instances.track(created);
}

function viewer(options: Record<string, unknown> = {}): KitViewer {
  const created = new KitViewer({ el: instances.container(), ...options } as never);
  return instances.track(created);
}

const rootOf = (e: KitEditor) => e.getUI().el;
const toolbarButton = (e: KitEditor, name: string) =>
  rootOf(e).querySelector<HTMLElement>(`kit-editor-toolbar [data-kit-toolbar-button][data-name="${name}"]`);

/** A unique extension name per test (the registry is global to the page). */
let counter = 0;
const uniqueName = (base: string) => `${base}${++counter}`;

describe('Editor extensions: registry and the exts option', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => instances.cleanup());

  describe('defineExtension', () => {
    it('ships scrollSync, colorSyntax, table and taskCounter', () => {
      expect(extensionNames()).toEqual(jasmine.arrayContaining(BUILT_INS));
    });

    it('rejects a name that is not a non-empty string, naming the value', () => {
      const ext: KitExtension = () => undefined;
      expect(() => KitEditor.defineExtension('', ext)).toThrowError(TypeError, /non-empty string/);
      expect(() => KitEditor.defineExtension(42 as never, ext)).toThrowError(TypeError, /42/);
      expect(() => KitEditor.defineExtension(undefined as never, ext)).toThrowError(TypeError, /undefined/);
    });

    it('rejects an extension that is not a function, and defines nothing then', () => {
      const name = uniqueName('notAFunction');
      expect(() => KitEditor.defineExtension(name, 'hello' as never)).toThrowError(TypeError, new RegExp(`"${name}".*function`));
      expect(() => KitEditor.defineExtension(name, { name } as never)).toThrowError(TypeError, /function/);
      expect(extensionNames()).not.toContain(name);
      expect(() => editor({ exts: [name] })).toThrowError(new RegExp(`Unknown extension "${name}"`));
    });

    it('defines for editors and viewers alike (one registry), and redefining replaces', () => {
      const name = uniqueName('shared');
      const first = jasmine.createSpy('first');
      const second = jasmine.createSpy('second');
      KitViewer.defineExtension(name, first);
      const e = editor({ exts: [name] });
      expect(first).toHaveBeenCalledOnceWith(e);
      KitEditor.defineExtension(name, second);
      const v = viewer({ initialValue: 'x', exts: [name] });
      expect(second).toHaveBeenCalledOnceWith(v);
      expect(first).toHaveBeenCalledTimes(1);
    });

    it('can replace a built-in extension (and the built-in can be put back)', () => {
      const mine = jasmine.createSpy('my taskCounter').and.callFake((instance: KitEditorApi & { getTaskCount?: () => number }) => {
        instance.getTaskCount = () => 42;
      });
      KitEditor.defineExtension('taskCounter', mine);
      try {
        const e = editor({ initialValue: '- [ ] one', exts: ['taskCounter'] }) as KitEditor & { getTaskCount(): number; getCheckedTaskCount?: () => number };
        expect(mine).toHaveBeenCalledTimes(1);
        expect(e.getTaskCount()).toBe(42);
        expect(e.getCheckedTaskCount).toBeUndefined();
      } finally {
        KitEditor.defineExtension('taskCounter', taskCounterExtension);
      }
      const restored = editor({ initialValue: '- [ ] one', exts: ['taskCounter'] }) as KitEditor & { getTaskCount(): number };
      expect(restored.getTaskCount()).toBe(1);
    });
  });

  describe('exts', () => {
    it('a name: the extension gets only the editor', () => {
      const name = uniqueName('byName');
      const ext = jasmine.createSpy('ext');
      KitEditor.defineExtension(name, ext);
      const e = editor({ exts: [name] });
      expect(ext).toHaveBeenCalledTimes(1);
      expect(ext.calls.argsFor(0).length).toBe(1);
      expect(ext.calls.argsFor(0)[0]).toBe(e);
    });

    it('{name, ...options}: the extension gets the editor and the whole object, name included', () => {
      const name = uniqueName('withOptions');
      const ext = jasmine.createSpy('ext');
      KitEditor.defineExtension(name, ext);
      const entry = { name, palette: ['#fff'], size: 3 };
      const e = editor({ exts: [entry] });
      expect(ext).toHaveBeenCalledTimes(1);
      const [instance, options] = ext.calls.argsFor(0);
      expect(instance).toBe(e);
      expect(options).toEqual({ name, palette: ['#fff'], size: 3 });
    });

    it('runs the extensions in the order of exts, once per entry', () => {
      const calls: string[] = [];
      const a = uniqueName('a');
      const b = uniqueName('b');
      KitEditor.defineExtension(a, (_i, options) => calls.push(`a${options ? ':' + options['n'] : ''}`));
      KitEditor.defineExtension(b, () => calls.push('b'));
      editor({ exts: [b, { name: a, n: 1 }, a] });
      expect(calls).toEqual(['b', 'a:1', 'a']);
    });

    // Extensions QA (2026-11-28): listed twice, scroll sync drew two toggles that disagreed.
    it("kit's own extension listed twice throws, naming it (an app's may be listed once per entry, above)", () => {
      const el = instances.container();
      expect(() => instances.track(new KitEditor({ el, usageStatistics: false, exts: ['colorSyntax', 'scrollSync', { name: 'scrollSync' }] }))).toThrowError(/"exts" names kit's extension "scrollSync" twice/);
      expect(el.childElementCount).toBe(0);
    });

    it('an error thrown by an extension says which extension threw it, and is still the error it threw', () => {
      const name = uniqueName('boom');
      const original = new RangeError('kaboom inside');
      KitEditor.defineExtension(name, () => {
        throw original;
      });
      const el = instances.container();
      let error: Error | undefined;
      try {
        instances.track(new KitEditor({ el, usageStatistics: false, exts: [name] }));
      } catch (e) {
        error = e as Error;
      }
      expect(error).toBe(original);
      expect(error!.message).toBe(`Extension "${name}" failed: kaboom inside`);
      expect(el.childElementCount).toBe(0);
      const viewerName = uniqueName('boomViewer');
      KitEditor.defineExtension(viewerName, () => {
        throw new RangeError('kaboom there');
      });
      expect(() => instances.track(new KitViewer({ el: instances.container(), initialValue: 'x', exts: [viewerName] } as never))).toThrowError(RangeError, new RegExp(`^Extension "${viewerName}" failed: kaboom there$`));
    });

    it('an editor without exts runs no extension (no built-in is on by default)', () => {
      const e = editor({ initialValue: 'x' }) as KitEditor & { getTaskCount?: unknown };
      expect(e.getTaskCount).toBeUndefined();
      expect(toolbarButton(e, 'colorSyntax')).toBeNull();
      expect(toolbarButton(e, 'scrollSync')).toBeNull();
    });

    it('an unknown name throws, naming it and the defined ones, and leaves the container untouched', () => {
      const el = instances.container('<p class="mine">keep <b>me</b></p>');
      el.setAttribute('data-x', '1');
      el.style.color = 'red';
      const before = el.outerHTML;
      const instancesBefore = KitEditor.getInstances().length;
      let error: Error | undefined;
      try {
        instances.track(new KitEditor({ el, usageStatistics: false, exts: ['scrollSync', 'nope'] }));
      } catch (e) {
        error = e as Error;
      }
      expect(error).toBeDefined();
      expect(error!.message).toContain('"nope"');
      for (const name of BUILT_INS) expect(error!.message).toContain(name);
      expect(el.outerHTML).toBe(before);
      expect(el.querySelector('kit-editor, .kit-editor')).toBeNull();
      expect(KitEditor.getInstances().length).toBe(instancesBefore);
    });

    it('an unknown {name} throws too; an entry without a name is a TypeError', () => {
      expect(() => editor({ exts: [{ name: 'alsoNope' }] })).toThrowError(/Unknown extension "alsoNope"/);
      expect(() => editor({ exts: [{ preset: [] }] as never })).toThrowError(TypeError, /name/);
      expect(() => editor({ exts: [42] as never })).toThrowError(TypeError, /42/);
      expect(() => editor({ exts: 'taskCounter' as never })).toThrowError(TypeError, /array/);
    });

    it("TOAST UI's chart, uml and mark (in 1.x code's exts) throw saying what to use instead", () => {
      expect(() => editor({ exts: ['chart'] })).toThrowError(/Unknown extension "chart"\..*codeBlockManager\.setReplacer\('chart'/);
      expect(() => editor({ exts: ['scrollSync', 'uml'] })).toThrowError(/Unknown extension "uml"\..*codeBlockManager\.setReplacer\('uml'/);
      expect(() => editor({ exts: ['mark'] })).toThrowError(/Unknown extension "mark"\..*mark extension is not built in/);
    });

    it('a viewer with an unknown name throws and leaves its container untouched', () => {
      const el = instances.container('<p>original</p>');
      const before = el.outerHTML;
      expect(() => instances.track(new KitViewer({ el, initialValue: '# hi', exts: ['nope'] } as never))).toThrowError(/Unknown extension "nope".*taskCounter/);
      expect(el.outerHTML).toBe(before);
    });
  });

  describe('what an extension can do', () => {
    const name = uniqueName('hello');
    beforeAll(() => {
      KitEditor.defineExtension(name, (instance: KitEditorApi) => {
        const greeting = 'Hello';
        instance.commandManager.addCommand('markdown', { name: 'sayHello', exec: () => instance.insertText(greeting) });
        instance.commandManager.addCommand('wysiwyg', { name: 'sayHello', exec: () => instance.insertText(greeting) });
        instance.getUI().getToolbar().addItem(new KitToolbarButton({ name: 'hello', text: 'Hi!', tooltip: 'Say hello', command: 'sayHello' }));
        instance.eventManager.addEventType('helloShown');
        instance.on('change', () => instance.eventManager.emit('helloShown', instance.getMarkdown()));
      });
    });

    it('adds a command, a toolbar button running it and an event handler', async () => {
      const e = editor({ initialValue: 'x', exts: [name] });
      const shown = jasmine.createSpy('helloShown');
      e.on('helloShown' as never, shown);
      const button = toolbarButton(e, 'hello')!;
      expect(button).not.toBeNull();
      expect(button.textContent!.trim()).toBe('Hi!');
      expect(button.getAttribute('aria-label')).toBe('Say hello');
      e.moveCursorToEnd();
      button.click();
      expect(e.getMarkdown()).toBe('xHello');
      expect(shown).toHaveBeenCalledWith('xHello');
      e.exec('sayHello');
      expect(e.getMarkdown()).toBe('xHelloHello');
    });

    it('its command works in WYSIWYG too', async () => {
      const e = editor({ initialValue: 'x', exts: [name], initialEditType: 'wysiwyg' });
      expect(e.isWysiwygMode()).toBeTrue();
      e.moveCursorToEnd();
      e.exec('sayHello');
      expect(e.getSquire().getText()).toBe('xHello\n');
    });

    it('runs before load: a load handler already sees its command and toolbar item', () => {
      const seen: string[] = [];
      const e = editor({
        initialValue: 'x',
        exts: [name],
        events: {
          load: (loaded: KitEditorApi) => {
            seen.push(loaded.getUI().getToolbar().indexOfItem('hello') >= 0 ? 'toolbar' : 'no toolbar');
            loaded.moveCursorToEnd();
            loaded.exec('sayHello');
            seen.push(loaded.getMarkdown());
          },
        } as never,
      });
      expect(seen).toEqual(['toolbar', 'xHello']);
      expect(e.getMarkdown()).toBe('xHello');
      expect(toolbarButton(e, 'hello')).not.toBeNull();
    });

    it('runs after the initial content is set (it can read it)', () => {
      const read = uniqueName('reader');
      let content = '';
      KitEditor.defineExtension(read, (instance: KitEditorApi) => (content = instance.getMarkdown()));
      editor({ initialValue: '# Title', exts: [read] });
      expect(content).toBe('# Title');
    });

    it('a viewer gets itself before its first render (isViewer(), getElement(), on())', () => {
      const seen = uniqueName('seen');
      let html: string | undefined;
      let isViewer: boolean | undefined;
      let drawn = '';
      KitViewer.defineExtension(seen, (instance: KitViewer) => {
        isViewer = instance.isViewer();
        html = instance.getElement().textContent!;
        instance.on('previewRenderAfter', () => (drawn = instance.getElement().innerHTML));
      });
      const created = viewer({ initialValue: '# Title', exts: [seen] });
      expect(isViewer).toBeTrue();
      expect(html).toBe('');
      expect(drawn).toContain('Title</h1>');
      expect(created.getElement().querySelector('h1')!.textContent).toBe('Title');
    });

    it('built-ins meant only for editors do nothing in a viewer (no error, no toolbar)', () => {
      const v = viewer({ initialValue: '# x', exts: ['scrollSync', 'colorSyntax'] });
      expect(v.getElement().querySelector('h1')!.textContent).toBe('x');
      expect(v.getElement().querySelector('[data-kit-toolbar-button]')).toBeNull();
    });
  });

  describe('the kit-editor exts input (Angular)', () => {
    const name = uniqueName('angularExt');
    const received: unknown[] = [];
    beforeAll(() => {
      KitEditor.defineExtension(name, (instance: KitEditorApi, options?: Record<string, unknown>) => {
        received.push(instance, options);
        instance.commandManager.addCommand('markdown', { name: 'shout', exec: () => instance.insertText(String(options?.['word'] ?? '!')) });
      });
    });

    @Component({
      imports: [KitEditorComponent],
      template: `<kit-editor #ed [exts]="exts" initialValue="x" (editorLoad)="onLoad(ed)" />`,
    })
    class Host {
      readonly exts = [{ name, word: 'HEY' }];
      readonly loaded = signal('');
      onLoad(component: KitEditorComponent): void {
        component.editor.moveCursorToEnd();
        component.editor.exec('shout'); // the extension ran before load
        this.loaded.set(component.editor.getMarkdown());
      }
    }

    it('runs the extensions with the component editor API and the whole entry, before editorLoad', async () => {
      received.length = 0; // only this test's editor
      TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
      const fixture = TestBed.createComponent(Host);
      fixture.detectChanges();
      await fixture.whenStable();
      const component = fixture.debugElement.children[0].componentInstance as KitEditorComponent;
      expect(received.length).toBe(2);
      expect(received[0]).toBe(component.editor);
      expect(received[1]).toEqual({ name, word: 'HEY' });
      expect(fixture.componentInstance.loaded()).toBe('xHEY');
      expect((fixture.nativeElement as HTMLElement).querySelector('.cm-content')!.textContent).toBe('xHEY');
      fixture.destroy();
    });

    @Component({
      imports: [KitEditorComponent],
      template: `<kit-editor #ed [exts]="exts" initialValue="x" (editorLoad)="loaded.set($event)" (editorHide)="hidden.set($event)" />`,
    })
    class PayloadHost {
      static readonly markdownAtLoad = signal('');
      readonly exts = ['specLoadPayload'];
      readonly loaded = signal<KitEditorApi | null>(null);
      readonly hidden = signal<KitEditorApi | null>(null);
    }

    it("(editorLoad), (editorHide) and an extension's on('load') get the component's editor API", async () => {
      defineExtension('specLoadPayload', (editor) => (editor as KitEditorApi).on('load', (loaded: KitEditorApi) => PayloadHost.markdownAtLoad.set(loaded.getMarkdown())));
      TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
      const fixture = TestBed.createComponent(PayloadHost);
      fixture.detectChanges();
      await fixture.whenStable();
      const component = fixture.debugElement.children[0].componentInstance as KitEditorComponent;
      expect(fixture.componentInstance.loaded()).toBe(component.editor);
      expect(PayloadHost.markdownAtLoad()).toBe('x');
      component.editor.hide();
      expect(fixture.componentInstance.hidden()).toBe(component.editor);
      fixture.destroy();
    });

    @Component({
      imports: [KitEditorComponent],
      template: `<kit-editor [exts]="['noSuchExtension']" />`,
    })
    class BadHost {}

    it('an unknown name in the input throws, naming the defined ones', async () => {
      TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
      expect(() => {
        const fixture = TestBed.createComponent(BadHost);
        fixture.detectChanges();
      }).toThrowError(/Unknown extension "noSuchExtension".*colorSyntax/);
      await new Promise((resolve) => setTimeout(resolve)); // let the editor's queued work run before TestBed tears down
    });

    it('a kit-editor created and destroyed in the same task raises no error afterwards', async () => {
      TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] });
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error);
      window.addEventListener('error', onError);
      const fixture = TestBed.createComponent(Host);
      fixture.detectChanges();
      fixture.destroy();
      TestBed.resetTestingModule();
      await new Promise((resolve) => setTimeout(resolve));
      window.removeEventListener('error', onError);
      expect(errors).toEqual([]);
    });
  });
});
