import { Component, provideZonelessChangeDetection, signal, viewChild } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { whenKitReady } from 'kit-ui/core';
import { codeBlockManager } from '../statics/code-block-manager';
import { domUtils } from '../statics/dom-utils';
import { waitFor } from '../editor-spec-helpers';
import { markdownParser, markdownParserHighlight } from '../statics/markdown-parsers';
import { KitViewer, createViewerFromFactory } from './kit-viewer';
import type { KitViewerApi } from './viewer-api';
import type { KitViewerChange } from './viewer-events';
import type { KitViewerOptions } from './viewer-options';
import { KitViewerComponent } from './viewer.component';

type XssWindow = Window & { kitXss?: () => void };

let containers: HTMLElement[] = [];
let viewers: KitViewer[] = [];

/** A container in document.body, removed after each test. */
function container(html = ''): HTMLElement {
  const el = document.body.appendChild(document.createElement('div'));
  el.innerHTML = html;
  return containers.push(el), el;
}

function create(options: Partial<KitViewerOptions> = {}): KitViewer {
  const viewer = new KitViewer({ el: options.el ?? container(), ...options } as KitViewerOptions);
  return viewers.push(viewer), viewer;
}

const contentsOf = (el: HTMLElement) => el.querySelector<HTMLElement>(':scope > div.kit-editor-contents')!;
const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Arms `window.kitXss`: any payload that runs calls it. */
function armXss(): jasmine.Spy {
  const spy = jasmine.createSpy('kitXss');
  (window as XssWindow).kitXss = spy;
  return spy;
}

/** Nothing in `root` can run script: no script elements, no on* attributes, no javascript: URLs. */
function expectInert(root: HTMLElement): void {
  expect(root.querySelector('script')).toBeNull();
  const handlers = Array.from(root.querySelectorAll('*')).flatMap((e) => e.getAttributeNames().filter((n) => n.startsWith('on')));
  expect(handlers).toEqual([]);
  const urls = Array.from(root.querySelectorAll('[href], [src]')).map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? '');
  expect(urls.filter((u) => /^\s*javascript:/i.test(u))).toEqual([]);
}

const TASKS = '- [ ] write the spec\n- [x] read the brief\n   - [ ] nested item';

describe('KitViewer (plain class)', () => {
  beforeAll(async () => {
    await whenKitReady();
  });

  afterEach(() => {
    for (const viewer of viewers) {
      try {
        viewer.remove();
      } catch {
        // already removed by the test
      }
    }
    for (const el of containers) el.remove();
    viewers = [];
    containers = [];
    delete (window as XssWindow).kitXss;
  });

  describe('construction', () => {
    it('renders markdown synchronously in div.kit-editor-contents; previewRenderAfter and setMarkdownAfter fire before load', () => {
      const log: string[] = [];
      const push = (name: string) => (payload: unknown) => void log.push(typeof payload === 'string' ? `${name}:${payload}` : name);
      let loaded: unknown;
      const el = container();
      const viewer = create({
        el,
        initialValue: '# Hi\n\nsome *text*',
        events: { previewRenderAfter: push('previewRenderAfter'), setMarkdownAfter: push('setMarkdownAfter'), load: (v: unknown) => (loaded = v) },
      });
      const contents = contentsOf(el);
      expect(contents.classList).toContain('kit-md-preview');
      expect(contents.querySelector('h1')!.textContent).toBe('Hi');
      expect(contents.querySelector('em')!.textContent).toBe('text');
      expect(log).toEqual(['previewRenderAfter', 'setMarkdownAfter:# Hi\n\nsome *text*']);
      expect(loaded).toBe(viewer);
      expect(el.classList).toContain('kit-viewer');
    });

    it('a load handler can use the viewer it is given (its methods work during the first render)', () => {
      const el = container();
      let seen: unknown[] = [];
      create({
        el,
        initialValue: 'first',
        events: {
          load: (v: KitViewer) => {
            seen = [v.isViewer(), v.isMarkdownMode(), v.getElement() === el];
            v.setMarkdown('from *load*');
          },
        },
      });
      expect(seen).toEqual([true, false, true]);
      // remove() there cannot work yet: a clear error, and the viewer is built all the same.
      const other = container();
      let error: unknown;
      create({ el: other, initialValue: 'x', events: { load: (v: KitViewer) => { try { v.remove(); } catch (e) { error = e; } } } });
      expect(String(error)).toContain('KitViewer.remove() cannot run inside a load handler');
      expect(contentsOf(other).textContent).toContain('x');
      expect(contentsOf(el).querySelector('em')!.textContent).toBe('load');
    });

    it('passes the rendered element and HTML to previewRenderAfter', () => {
      let render: { el: HTMLElement; getHTML(): string } | undefined;
      const el = container();
      create({ el, initialValue: '**b**', events: { previewRenderAfter: (r: never) => (render = r) } });
      expect(render!.el).toBe(contentsOf(el));
      expect(render!.getHTML()).toBe('<p><strong>b</strong></p>');
    });

    it("shows the container's own HTML, sanitized, without the hook or setMarkdownAfter", () => {
      const el = container('<p>existing <b>html</b></p><script>window.kitXss()</script><p onclick="window.kitXss()">x</p>');
      const hook = jasmine.createSpy('previewBeforeHook').and.returnValue('replaced');
      const setMarkdownAfter = jasmine.createSpy('setMarkdownAfter');
      const load = jasmine.createSpy('load');
      create({ el, hooks: { previewBeforeHook: hook }, events: { setMarkdownAfter, load } });
      const contents = contentsOf(el);
      expect(contents.innerHTML).toBe('<p>existing <b>html</b></p><p>x</p>');
      expectInert(contents);
      expect(hook).not.toHaveBeenCalled();
      expect(setMarkdownAfter).not.toHaveBeenCalled();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it("never runs script from the container's own HTML", async () => {
      const el = container('<p>old</p><img src="/kit-xss-missing.png" onerror="window.kitXss && window.kitXss()">');
      // The page's own parse of the test markup fires onerror once; wait for it before arming.
      await new Promise((resolve) => el.querySelector('img')!.addEventListener('error', resolve));
      const xss = armXss();
      create({ el });
      await tick(300);
      expect(xss).not.toHaveBeenCalled();
      expect(contentsOf(el).querySelector('img')!.getAttribute('src')).toBe('/kit-xss-missing.png');
      expectInert(contentsOf(el));
    });

    it('throws on bad options and leaves the container untouched', () => {
      const el = container('<p>keep</p>');
      expect(() => new KitViewer({ el: null } as never)).toThrowError(/"el" must be an element, got null/);
      expect(() => new KitViewer({ el, initialValue: 42 } as never)).toThrowError(/initialValue.*got 42/);
      expect(() => new KitViewer({ el, events: { nope: () => 1 } } as never)).toThrowError(/Unknown viewer event "nope"\. Valid events: load, change/);
      expect(() => new KitViewer({ el, customConvertor: {} } as never)).toThrowError(/toHTML/);
      expect(el.outerHTML).toBe('<div><p>keep</p></div>');
    });
  });

  describe('script never runs', () => {
    const PAYLOAD = [
      '<img src="/kit-xss-missing.png" onerror="window.kitXss()">',
      '<script>window.kitXss()</script>',
      '<details open ontoggle="window.kitXss()"><summary>s</summary>d</details>',
      '[link](javascript:window.kitXss())',
      '<a href="javascript:window.kitXss()">raw link</a>',
      '<svg><animate onbegin="window.kitXss()" attributeName="x" dur="1s"></animate></svg>',
    ].join('\n\n');

    it('from initialValue', async () => {
      const xss = armXss();
      const el = container();
      create({ el, initialValue: PAYLOAD });
      await tick(300);
      expect(xss).not.toHaveBeenCalled();
      expect(contentsOf(el).querySelector('img')).not.toBeNull(); // the harmless part is kept
      expectInert(contentsOf(el));
    });

    it('from setMarkdown, with the default sanitizer and with useDefaultHTMLSanitizer: false', async () => {
      const xss = armXss();
      const strict = container();
      const loose = container();
      create({ el: strict, initialValue: 'x' }).setMarkdown(PAYLOAD);
      create({ el: loose, initialValue: 'x', useDefaultHTMLSanitizer: false }).setMarkdown(PAYLOAD);
      await tick(300);
      expect(xss).not.toHaveBeenCalled();
      expectInert(contentsOf(strict));
      expectInert(contentsOf(loose));
    });
  });

  describe('setMarkdown / setValue', () => {
    it('re-renders synchronously and emits previewRenderAfter, then setMarkdownAfter', () => {
      const el = container();
      const viewer = create({ el, initialValue: 'first' });
      const log: string[] = [];
      viewer.on('previewRenderAfter', () => void log.push('previewRenderAfter'));
      viewer.on('setMarkdownAfter', (markdown) => void log.push(`setMarkdownAfter:${markdown}`));
      viewer.setMarkdown('## Second\n\n| a | b |\n|---|:-:|\n| 1 | 2 |');
      expect(contentsOf(el).querySelector('h2')!.textContent).toBe('Second');
      expect(contentsOf(el).querySelectorAll('td').length).toBe(2);
      expect(log).toEqual(['previewRenderAfter', 'setMarkdownAfter:## Second\n\n| a | b |\n|---|:-:|\n| 1 | 2 |']);
    });

    it('treats null and undefined as empty, and throws on other non-strings, naming the value', () => {
      const el = container();
      const viewer = create({ el, initialValue: 'text' });
      const after = jasmine.createSpy('setMarkdownAfter');
      viewer.on('setMarkdownAfter', after);
      viewer.setMarkdown(null as never);
      expect(contentsOf(el).innerHTML).toBe('');
      viewer.setMarkdown('again');
      viewer.setMarkdown(undefined as never);
      expect(contentsOf(el).innerHTML).toBe('');
      expect(after.calls.allArgs()).toEqual([[''], ['again'], ['']]);
      expect(() => viewer.setMarkdown(42 as never)).toThrowError(TypeError, 'setMarkdown(markdown) expects a string, got 42.');
      expect(() => viewer.setMarkdown({ a: 1 } as never)).toThrowError(/got \{"a":1\}/);
    });

    it('setValue is a deprecated alias of setMarkdown that warns at most once', () => {
      const warn = spyOn(console, 'warn');
      const el = container();
      const viewer = create({ el, initialValue: 'x' });
      viewer.setValue('one');
      viewer.setValue('**two**');
      expect(contentsOf(el).innerHTML).toBe('<p><strong>two</strong></p>');
      const warnings = warn.calls.allArgs().filter(([message]) => /KitViewer\.setValue\(\) is deprecated; use setMarkdown/.test(String(message)));
      expect(warnings.length).toBeLessThanOrEqual(1); // once per page: an earlier test may have used it
      expect(warn.calls.count()).toBe(warnings.length);
    });
  });

  describe('events and hooks', () => {
    it('on() binds, off() unbinds; unknown names throw naming the valid ones; editor-only names are accepted', () => {
      const el = container();
      const viewer = create({ el, initialValue: TASKS });
      const change = jasmine.createSpy('change');
      viewer.on('change', change);
      contentsOf(el).querySelector<HTMLInputElement>('input')!.click();
      expect(change).toHaveBeenCalledTimes(1);
      viewer.off('change');
      contentsOf(el).querySelector<HTMLInputElement>('input')!.click();
      expect(change).toHaveBeenCalledTimes(1);
      expect(() => viewer.on('chnage' as never, () => 1)).toThrowError(/Unknown viewer event "chnage"\. Valid events: load, change, previewRenderAfter/);
      expect(() => viewer.on('focus' as never, () => 1)).not.toThrow(); // an editor event a viewer never emits
      expect(() => viewer.on('load', 'nope' as never)).toThrowError(/must be a function/);
    });

    it('previewBeforeHook: a returned string replaces the HTML and is sanitized again; undefined keeps it; null blanks it', () => {
      const el = container();
      let answer: unknown = 'to be <b>replaced</b><img src="/kit-xss-missing.png" onerror="window.kitXss()">';
      const hook = jasmine.createSpy('previewBeforeHook').and.callFake(() => answer);
      const viewer = create({ el, initialValue: 'original', hooks: { previewBeforeHook: hook } });
      expect(hook).toHaveBeenCalledOnceWith('<p>original</p>');
      expect(contentsOf(el).innerHTML).toBe('to be <b>replaced</b><img src="/kit-xss-missing.png">');
      answer = undefined;
      viewer.setMarkdown('kept');
      expect(contentsOf(el).innerHTML).toBe('<p>kept</p>');
      answer = null;
      viewer.setMarkdown('blank');
      expect(contentsOf(el).innerHTML).toBe('');
    });

    it('previewBeforeHook runs once at construction, extensions included (it may submit the preview)', () => {
      const el = container();
      const hook = jasmine.createSpy('previewBeforeHook').and.returnValue(undefined);
      create({ el, initialValue: 'a {color:#ff0000}red{color}', exts: ['table', { name: 'colorSyntax', useCustomSyntax: true }], hooks: { previewBeforeHook: hook } });
      expect(hook).toHaveBeenCalledTimes(1);
      expect(hook.calls.argsFor(0)[0]).toContain('<span style="color:#ff0000">red</span>');
      expect(contentsOf(el).innerHTML).toContain('<span style="color:#ff0000">red</span>');
    });

    it('addHook replaces every earlier handler of the type', () => {
      const el = container();
      const viewer = create({ el, initialValue: 'a' });
      const first = jasmine.createSpy('first').and.returnValue('first');
      viewer.addHook('previewBeforeHook', first);
      viewer.addHook('previewBeforeHook', (html: string) => `second ${html}`);
      viewer.setMarkdown('b');
      expect(first).not.toHaveBeenCalled();
      expect(contentsOf(el).innerHTML).toBe('second <p>b</p>');
    });

    it('isViewer() is true; isMarkdownMode() and isWysiwygMode() are false', () => {
      const viewer = create({ initialValue: 'a' });
      expect([viewer.isViewer(), viewer.isMarkdownMode(), viewer.isWysiwygMode()]).toEqual([true, false, false]);
    });
  });

  describe('task checkboxes', () => {
    const boxes = (el: HTMLElement) => Array.from(contentsOf(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));

    it('are enabled, focusable controls named after their item', () => {
      const el = container();
      create({ el, initialValue: TASKS });
      const [first, second, nested] = boxes(el);
      expect(boxes(el).map((b) => [b.disabled, b.checked, b.getAttribute('aria-label')])).toEqual([
        [false, false, 'write the spec'],
        [false, true, 'read the brief'],
        [false, false, 'nested item'],
      ]);
      expect(second.closest('li')!.className).toBe('task-list-item checked');
      first.focus();
      expect(document.activeElement).toBe(first);
      expect(nested.tabIndex).toBe(0);
    });

    it('toggle on click and emit change {source: "viewer", data: MouseEvent}', () => {
      const el = container();
      const viewer = create({ el, initialValue: TASKS });
      const changes: KitViewerChange[] = [];
      viewer.on('change', (event) => void changes.push(event));
      const [first, second] = boxes(el);
      first.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      second.click();
      expect([first.checked, second.checked]).toEqual([true, false]);
      expect(first.closest('li')!.classList.contains('checked')).toBeTrue();
      expect(second.closest('li')!.classList.contains('checked')).toBeFalse();
      expect(first.hasAttribute('checked')).toBeTrue();
      expect(changes.map((c) => [c.source, c.data instanceof MouseEvent, c.data.target])).toEqual([
        ['viewer', true, first],
        ['viewer', true, second],
      ]);
    });

    it('toggle with Space and Enter and emit change with the KeyboardEvent', () => {
      const el = container();
      const viewer = create({ el, initialValue: TASKS });
      const changes: KitViewerChange[] = [];
      viewer.on('change', (event) => void changes.push(event));
      const [first] = boxes(el);
      first.focus();
      const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
      first.dispatchEvent(space);
      first.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true }));
      expect(first.checked).toBeTrue();
      expect(space.defaultPrevented).toBeTrue();
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      first.dispatchEvent(enter);
      expect(first.checked).toBeFalse();
      expect(first.closest('li')!.classList.contains('checked')).toBeFalse();
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
      expect(changes.map((c) => [c.source, c.data])).toEqual([
        ['viewer', space],
        ['viewer', enter],
      ]);
    });

    it('items saved by TOAST UI Editor (li.task-list-item, no input) get a working checkbox', () => {
      const el = container('<ul><li class="task-list-item checked" data-te-task="">done</li><li class="task-list-item" data-te-task="">todo</li></ul>');
      const viewer = create({ el });
      const change = jasmine.createSpy('change');
      viewer.on('change', change);
      const [done, todo] = boxes(el);
      expect([done.checked, todo.checked, todo.getAttribute('aria-label')]).toEqual([true, false, 'todo']);
      todo.click();
      expect(todo.closest('li')!.classList.contains('checked')).toBeTrue();
      expect(change).toHaveBeenCalledTimes(1);
    });
  });

  describe('code blocks', () => {
    afterEach(() => codeBlockManager.removeReplacer('kit-viewer-test'));

    it('are highlighted (once their language has loaded)', async () => {
      const el = container();
      create({ el, initialValue: '```javascript\nconst answer = 42; // yes\n```' });
      await waitFor(() => !!contentsOf(el).querySelector('pre code .tok-keyword'));
      const code = contentsOf(el).querySelector('pre code')!;
      expect(code.querySelector('.tok-keyword')!.textContent).toBe('const');
      expect(code.textContent).toBe('const answer = 42; // yes\n');
    });

    it('use the code block replacers, sanitized', () => {
      codeBlockManager.setReplacer('kit-viewer-test', (code) => `<span class="drawn">${code.trim()}</span><img src="/x.png" onerror="window.kitXss()">`);
      const el = container();
      create({ el, initialValue: '```kit-viewer-test\n1,2,3\n```\n\nafter' });
      const drawn = contentsOf(el).querySelector('.kit-code-block-replaced')!;
      expect(drawn.innerHTML).toBe('<span class="drawn">1,2,3</span><img src="/x.png">');
      expect(contentsOf(el).querySelector('p')!.textContent).toBe('after');
    });
  });

  describe('sanitizer and convertor options', () => {
    it('useDefaultHTMLSanitizer: false keeps trusted markup (iframe) but never script', () => {
      const md = '<iframe src="https://example.com/embed"></iframe>\n\n<script>window.kitXss()</script>';
      const strict = container();
      const loose = container();
      create({ el: strict, initialValue: md });
      create({ el: loose, initialValue: md, useDefaultHTMLSanitizer: false });
      expect(contentsOf(strict).querySelector('iframe')).toBeNull();
      expect(contentsOf(loose).querySelector('iframe')!.getAttribute('src')).toBe('https://example.com/embed');
      expect(contentsOf(loose).querySelector('script')).toBeNull();
    });

    it('customConvertor: toHTMLWithCodeHighlight is preferred over toHTML, a class is instantiated, output is sanitized', () => {
      const object = {
        toHTML: () => '<p>plain</p>',
        toHTMLWithCodeHighlight: (md: string) => `<p>rich ${md}</p><img src="/x.png" onerror="window.kitXss()">`,
      };
      class Legacy {
        toHTML(md: string) {
          return `<p>toHTML ${md}</p>`;
        }
      }
      const a = container();
      const b = container();
      create({ el: a, initialValue: 'one', customConvertor: object });
      create({ el: b, initialValue: 'two', customConvertor: Legacy as never });
      expect(contentsOf(a).innerHTML).toBe('<p>rich one</p><img src="/x.png">');
      expect(contentsOf(b).innerHTML).toBe('<p>toHTML two</p>');
    });

    it('customConvertor: a class is made with the viewer\'s event manager (1.x: `new X(eventManager)`)', () => {
      let removed = 0;
      class Legacy {
        constructor(eventManager?: { listen(name: string, handler: () => void): void }) {
          eventManager?.listen('removeEditor', () => removed++);
        }
        toHTML(md: string) {
          return `<p>${md}</p>`;
        }
      }
      const el = container();
      const viewer = create({ el, initialValue: 'one', customConvertor: Legacy as never });
      expect(contentsOf(el).innerHTML).toBe('<p>one</p>');
      viewer.remove();
      expect(removed).withContext("the convertor's handler is bound on the viewer's own events").toBe(1);
    });
  });

  describe('remove()', () => {
    it('emits removeEditor, restores the container exactly, releases the listeners, and later calls throw', () => {
      const el = container('<p id="own">own <b>content</b></p>');
      el.id = 'viewer-host';
      el.className = 'app-box';
      el.setAttribute('style', 'color: red; height: 40px;');
      el.setAttribute('data-x', '1');
      const ownChild = el.firstChild;
      const before = { attributes: el.getAttributeNames().map((n) => `${n}=${el.getAttribute(n)}`), html: el.innerHTML };
      const removeEditor = jasmine.createSpy('removeEditor');
      const change = jasmine.createSpy('change');
      const viewer = new KitViewer({ el, initialValue: TASKS, events: { removeEditor, change } });
      expect(el.classList).toContain('kit-viewer');
      const box = contentsOf(el).querySelector<HTMLInputElement>('input')!;
      viewer.remove();
      expect(removeEditor).toHaveBeenCalledTimes(1);
      expect({ attributes: el.getAttributeNames().map((n) => `${n}=${el.getAttribute(n)}`), html: el.innerHTML }).toEqual(before);
      expect(el.firstChild).toBe(ownChild); // the very same nodes, with anything bound to them
      expect(el.isConnected).toBeTrue();
      box.click();
      expect(change).not.toHaveBeenCalled();
      expect(() => viewer.setMarkdown('x')).toThrowError('This KitViewer was removed; create a new one.');
      expect(() => viewer.on('load', () => 1)).toThrowError(/removed/);
      expect(() => viewer.isViewer()).toThrowError(/removed/);
      expect(() => viewer.remove()).toThrowError(/removed/);
      // The container can host a new viewer.
      const again = create({ el, initialValue: 'again' });
      expect(contentsOf(el).textContent).toBe('again');
      expect(again.isViewer()).toBeTrue();
    });
  });

  describe('statics and factory', () => {
    it('exposes the statics of the original viewer', () => {
      expect(KitViewer.isViewer).toBeTrue();
      expect(KitViewer.codeBlockManager).toBe(codeBlockManager);
      expect(KitViewer.markdownParser).toBe(markdownParser);
      expect(KitViewer.markdownParserHighlight).toBe(markdownParserHighlight);
      expect(KitViewer.domUtils).toBe(domUtils);
      expect([KitViewer.i18n, KitViewer.Button, KitViewer.WwCodeBlockManager, KitViewer.WwTableManager, KitViewer.WwTableSelectionManager]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
    });

    it('createViewerFromFactory takes editor options and ignores the editor-only ones', () => {
      const el = container();
      const load = jasmine.createSpy('load');
      const options = { el, initialValue: '# F', height: '500px', previewStyle: 'vertical', language: 'ko_KR', viewer: true, events: { load, focus: () => 1 } };
      const viewer = createViewerFromFactory(options as KitViewerOptions);
      viewers.push(viewer);
      expect(viewer).toBeInstanceOf(KitViewer);
      expect(contentsOf(el).querySelector('h1')!.textContent).toBe('F');
      expect(load).toHaveBeenCalledOnceWith(viewer);
      expect(el.style.height).toBe('');
    });
  });
});

@Component({
  imports: [KitViewerComponent],
  template: `<kit-viewer [initialValue]="markdown()" [useDefaultHTMLSanitizer]="strict()"
    (viewerLoad)="events.push('load')" (setMarkdownAfter)="events.push('setMarkdownAfter:' + $event)"
    (previewRenderAfter)="events.push('previewRenderAfter')" (contentChange)="events.push('change:' + $event.source)" />`,
})
class ViewerHost {
  markdown = signal('# One\n\n- [ ] task');
  strict = signal(true);
  events: string[] = [];
}

@Component({
  imports: [KitViewerComponent],
  template: `<kit-viewer [initialValue]="'a {color:#ff0000}red{color}\\n\\n- [x] done\\n- [ ] open'" [exts]="exts" />`,
})
class ViewerWithExtensionsHost {
  readonly viewer = viewChild.required(KitViewerComponent);
  exts = [{ name: 'colorSyntax', useCustomSyntax: true }, 'taskCounter', 'recorder'];
}

describe('kit-viewer component', () => {
  beforeEach(() => TestBed.configureTestingModule({ providers: [provideZonelessChangeDetection()] }));

  it('renders its initialValue, re-renders when an input changes, and emits its outputs', async () => {
    const fixture = TestBed.createComponent(ViewerHost);
    fixture.detectChanges();
    await fixture.whenStable();
    const host = fixture.nativeElement as HTMLElement;
    const contents = () => host.querySelector<HTMLElement>('kit-viewer.kit-viewer > .kit-editor-contents')!;
    expect(contents().querySelector('h1')!.textContent).toBe('One');
    expect(fixture.componentInstance.events).toEqual(['previewRenderAfter', 'setMarkdownAfter:# One\n\n- [ ] task', 'load']);

    fixture.componentInstance.markdown.set('## Two <iframe src="https://example.com/e"></iframe>');
    fixture.detectChanges();
    await fixture.whenStable();
    // With the default sanitizer the tag is text (GFM's tag filter), not an element.
    expect(contents().querySelector('h2')!.textContent).toBe('Two <iframe src="https://example.com/e"></iframe>');
    expect(contents().querySelector('iframe')).toBeNull();

    fixture.componentInstance.strict.set(false); // re-renders the same markdown with the other sanitizer
    fixture.detectChanges();
    await fixture.whenStable();
    expect(contents().querySelector('iframe')).not.toBeNull();

    fixture.componentInstance.markdown.set('- [ ] task');
    fixture.detectChanges();
    await fixture.whenStable();
    contents().querySelector<HTMLInputElement>('input')!.click();
    expect(fixture.componentInstance.events.slice(-1)).toEqual(['change:viewer']);
    fixture.destroy();
  });

  it('runs its exts before the first render, on the same viewer API a plain KitViewer has', async () => {
    const seen: { instance: unknown; renderedBefore: boolean }[] = [];
    KitViewer.defineExtension('recorder', (instance: unknown) => {
      const api = instance as KitViewerApi;
      seen.push({ instance, renderedBefore: !!api.getElement().querySelector('p') });
      api.on('previewRenderAfter', () => seen.push({ instance: 'render', renderedBefore: true }));
    });
    const fixture = TestBed.createComponent(ViewerWithExtensionsHost);
    fixture.detectChanges();
    await fixture.whenStable();
    const component = fixture.componentInstance.viewer();
    const host = fixture.nativeElement as HTMLElement;
    // colorSyntax's custom syntax is rendered; taskCounter counts the checkboxes shown.
    expect(host.querySelector('span[style="color:#ff0000"]')!.textContent).toBe('red');
    const counted = component.viewer as KitViewerApi & { getTaskCount(): number; getCheckedTaskCount(): number };
    expect([counted.getTaskCount(), counted.getCheckedTaskCount()]).toEqual([2, 1]);
    // The recorder ran once, before anything was drawn, and saw the first render through on().
    expect(seen).toEqual([{ instance: component.viewer, renderedBefore: false }, { instance: 'render', renderedBefore: true }]);
    expect(component.viewer.isViewer()).toBeTrue();
    component.viewer.setMarkdown('# Later');
    expect(host.querySelector('h1')!.textContent).toBe('Later');
    fixture.destroy();
    expect(() => component.viewer.setMarkdown('x')).toThrowError(/removed/);
  });

  it('names an unknown extension in its exts input', () => {
    const fixture = TestBed.createComponent(ViewerWithExtensionsHost);
    fixture.componentInstance.exts = ['no-such-extension'];
    expect(() => fixture.detectChanges()).toThrowError(/Unknown extension "no-such-extension"/);
  });
});
