import { EditorView } from '@codemirror/view';
import { KitEditor, ready } from './kit-editor';
import { KitEditorOptions } from './editor-options';
import { loadQuill } from './wysiwyg/quill-loader';

let containers: HTMLElement[] = [];
let editors: KitEditor[] = [];

/** A container in document.body, removed after each test. */
function container(html = ''): HTMLElement {
  const el = document.body.appendChild(document.createElement('div'));
  el.innerHTML = html;
  return containers.push(el), el;
}

function create(options: Partial<KitEditorOptions> = {}): KitEditor {
  const editor = new KitEditor({ el: options.el ?? container(), ...options } as KitEditorOptions);
  return editors.push(editor), editor;
}

/** Records the events `names` as "name" or "name:payload" (string payloads). */
function record(editor: KitEditor, names: string[]): string[] {
  const log: string[] = [];
  for (const name of names) {
    editor.on(name as never, ((payload: unknown) => void log.push(typeof payload === 'string' ? `${name}:${payload}` : name)) as never);
  }
  return log;
}

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const previewOf = (el: HTMLElement) => el.querySelector<HTMLElement>('.kit-md-preview')!;
/** The preview's HTML without the block and part wrappers of the incremental renderer. */
const previewHtml = (el: HTMLElement) => {
  const preview = previewOf(el);
  const blocks = Array.from(preview.querySelectorAll<HTMLElement>('.kit-preview-block'));
  return blocks.length ? blocks.map((b) => b.innerHTML).join('') : preview.innerHTML;
};
const snapshot = (el: HTMLElement) => ({ attributes: el.getAttributeNames().map((n) => `${n}=${el.getAttribute(n)}`), html: el.innerHTML });
const cursor = (line: number, ch: number) => ({ start: { line, ch }, end: { line, ch } });

describe('KitEditor (plain class)', () => {
  let Quill: Awaited<ReturnType<typeof loadQuill>>;

  beforeAll(async () => {
    await ready;
    Quill = await loadQuill();
  });

  afterEach(() => {
    for (const editor of editors) if (KitEditor.getInstances().includes(editor)) editor.remove();
    for (const el of containers) el.remove();
    editors = [];
    containers = [];
  });

  describe('construction', () => {
    it('is synchronous: the CodeMirror DOM exists, load has fired and getters answer', () => {
      const load = jasmine.createSpy('load');
      const el = container();
      const editor = create({ el, initialValue: '# Hi', events: { load } });
      expect(el.querySelector('.cm-editor .cm-content')!.textContent).toBe('# Hi');
      expect(load).toHaveBeenCalledOnceWith(editor);
      expect([editor.getMarkdown(), KitEditor.getInstances().includes(editor), el.classList.contains('kit-editor')]).toEqual(['# Hi', true, true]);
    });

    it('binds the events option (object or array) before anything is built, and fires no change', async () => {
      const log: string[] = [];
      const push = (name: string) => (payload: unknown) => void log.push(typeof payload === 'string' ? `${name}:${payload}` : name);
      const change = jasmine.createSpy('change');
      create({
        initialValue: 'hello',
        events: [
          { changePreviewStyle: push('changePreviewStyle'), setMarkdownAfter: push('setMarkdownAfter') },
          { load: push('load'), change, changeModeBefore: push('changeModeBefore'), changeMode: push('changeMode') },
        ],
      });
      // The original's order (reference §5): preview style, the first mode (none before it), content, load.
      expect(log).toEqual(['changePreviewStyle:tab', 'changeModeBefore', 'changeMode:markdown', 'setMarkdownAfter:hello', 'load']);
      // Starting in WYSIWYG, too, there was no mode before the first.
      const before = jasmine.createSpy('changeModeBefore');
      create({ initialValue: 'x', initialEditType: 'wysiwyg', events: { changeModeBefore: before } });
      expect(before).toHaveBeenCalledOnceWith(undefined);
      create({ initialValue: 'rich', initialEditType: 'wysiwyg', events: { change } });
      await tick(50);
      expect(change).not.toHaveBeenCalled();
    });

    it('uses the container HTML as content when there is no initialValue, converted to markdown', () => {
      expect(create({ el: container('<p>existing <b>html</b></p>') }).getMarkdown()).toBe('existing **html**');
      expect(create({ el: container('<p>ignored</p>'), initialValue: 'given' }).getMarkdown()).toBe('given');
    });

    it('throws for a missing or invalid el and bad options, leaving no DOM behind', () => {
      const el = container('<p>mine</p>');
      const before = snapshot(el);
      const [count, rendered] = [KitEditor.getInstances().length, document.querySelectorAll('.kit-editor').length];
      const bad: [unknown, RegExp][] = [
        [undefined, /options must be an object/], [{}, /"el" must be an element/],
        [{ el: 'some-id' }, /"el" must be an element, got "some-id"/], [{ el: document.createTextNode('t') }, /"el" must be an element/],
        // Checks shared with methods (changeMode, changePreviewStyle...) name the option too when an option fails.
        [{ el, initialEditType: 'rich' }, /^Editor option "initialEditType": Unknown editor mode "rich"\. Valid modes: markdown, wysiwyg\.$/],
        [{ el, previewStyle: 'horizontal' }, /^Editor option "previewStyle": Unknown preview style "horizontal"\. Valid styles: tab, vertical\.$/],
        [{ el, language: 'en-GB' }, /^Editor option "language": Unknown editor language "en-GB"\. Available languages: en, en_US, /],
        [{ el, exts: ['chart'] }, /^Editor option "exts": Unknown extension "chart"\. Defined extensions: /],
        [{ el, toolbarItems: ['bold', 'bolt'] }, /^Editor option "toolbarItems": Unknown toolbar item "bolt"\. Valid names: heading, /],
        [{ el, theme: 'blue' }, /^Editor option "theme": Unknown editor theme "blue"\. Valid themes: light, dark\.$/],
        [{ el, events: { nope: () => {} } }, /Unknown editor event "nope".*Valid names: load, change, stateChange/],
        [{ el, hooks: { load: () => {} } }, /Unknown editor hook "load".*Valid names: previewBeforeHook, addImageBlobHook/],
        [{ el, initialValue: 5 }, /expects a string, got 5/],
        [{ el, placeholder: 5 }, /option "placeholder" must be a string, got 5/],
        [{ el, usageStatistics: 'no' }, /option "usageStatistics" must be true or false, got "no"/],
        [{ el, hideModeSwitch: 1 }, /option "hideModeSwitch" must be true or false, got 1/],
        [{ el, codeBlockLanguages: 'js' }, /option "codeBlockLanguages" must be an array of language names, got "js"/],
        [{ el, height: 'abc' }, /option "height" must be a CSS size such as "300px", got "abc"/],
        [{ el, minHeight: '12 parsecs' }, /option "minHeight" must be a CSS size .*got "12 parsecs"/],
        [{ el, customConvertor: {} }, /option "customConvertor" must have toHTML\(markdown\) and toMarkdown\(html\) methods, got \{\}/],
      ];
      for (const [options, message] of bad) {
        expect(() => new KitEditor(options as KitEditorOptions)).withContext(String(message)).toThrowError(message);
        expect(snapshot(el)).toEqual(before);
      }
      expect([KitEditor.getInstances().length, document.querySelectorAll('.kit-editor').length]).toEqual([count, rendered]);
    });
  });

  describe('events', () => {
    it('on() binds, off() removes only the handlers the user added; unknown names throw', () => {
      const el = container();
      const fromOption = jasmine.createSpy('fromOption');
      const editor = create({ el, events: { change: fromOption } });
      const a = jasmine.createSpy('a');
      editor.on('change', a);
      editor.insertText('1');
      expect([fromOption.calls.count(), a.calls.count()]).toEqual([1, 1]);
      expect(a.calls.mostRecent().args).toEqual([{ source: 'markdown' }]);
      editor.off('change');
      editor.off('changeMode');
      editor.insertText('2');
      expect([fromOption.calls.count(), a.calls.count()]).toEqual([1, 1]);
      // The editor's own wiring survives: modes still switch and the view follows.
      editor.changeMode('wysiwyg', true);
      expect([el.getAttribute('data-mode'), editor.getMarkdown()]).toEqual(['wysiwyg', '12']);
      // Unknown names and non-functions are rejected, naming the valid events.
      const unknown = /Unknown editor event "chnage"\. Valid events: load, change, .*previewBeforeHook/;
      expect(() => editor.on('chnage' as never, () => {})).toThrowError(Error, unknown);
      expect(() => editor.off('chnage' as never)).toThrowError(/Unknown editor event "chnage"/);
      expect(() => editor.on('change', 'fn' as never)).toThrowError(TypeError, /must be a function/);
    });

    it('a customConvertor is used, and what it makes is sanitized before the preview, WYSIWYG and getHtml()', async () => {
      const w = window as unknown as Record<string, unknown>;
      const naive = {
        toHTML: (markdown: string) => `<p>${markdown}</p>`, // lets raw HTML through, as a careless converter would
        toMarkdown: (html: string) => html.replace(/<[^>]+>/g, ''),
      };
      try {
        const el = container();
        const editor = create({ el, customConvertor: naive, previewStyle: 'vertical', initialValue: 'hi <img src="x-missing.png" onerror="window.__kitCustomPwned = 1">' });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(editor.getHtml()).toBe('<p>hi <img src="x-missing.png"></p>');
        editor.changeMode('wysiwyg', true);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(el.querySelector('[onerror]')).toBeNull();
        expect(w['__kitCustomPwned']).toBeUndefined();
      } finally {
        delete w['__kitCustomPwned'];
      }
    });

    it("namespaced handlers ('change.mine') are removed by off('change.mine') or off('.mine'), leaving the rest", () => {
      const editor = create({});
      const [plain, mine, mineFocus] = [jasmine.createSpy('plain'), jasmine.createSpy('mine'), jasmine.createSpy('mineFocus')];
      editor.on('change', plain);
      editor.on('change.mine', mine);
      editor.on('focus.mine', mineFocus);
      editor.insertText('1');
      expect([plain.calls.count(), mine.calls.count()]).toEqual([1, 1]);
      expect(mine.calls.mostRecent().args).toEqual([{ source: 'markdown' }]);
      editor.off('.mine');
      editor.insertText('2');
      editor.focus();
      expect([plain.calls.count(), mine.calls.count(), mineFocus.calls.count()]).toEqual([2, 1, 0]);
      editor.on('change.mine', mine);
      editor.off('change.mine');
      editor.insertText('3');
      expect([plain.calls.count(), mine.calls.count()]).toEqual([3, 1]);
      expect(() => editor.on('chnage.mine' as never, () => {})).toThrowError(/Unknown editor event "chnage"/);
    });
  });

  describe('content', () => {
    it('setMarkdown replaces the content in both modes, fires setMarkdownAfter, never change, and places the cursor', async () => {
      const editor = create({ initialValue: 'old' });
      const log = record(editor, ['change', 'setMarkdownAfter']);
      editor.setMarkdown('# A\n\ntext');
      expect([editor.getMarkdown(), editor.getRange()]).toEqual(['# A\n\ntext', cursor(2, 4)]);
      editor.setMarkdown('abc', false);
      expect(editor.getRange()).toEqual(cursor(0, 0));
      editor.changeMode('wysiwyg', true);
      editor.setMarkdown('para\n\n# h\n');
      await tick();
      expect([editor.getMarkdown(), editor.getSquire().root.querySelector('h1')!.textContent]).toEqual(['para\n\n# h\n', 'h']);
      expect(log).toEqual(['setMarkdownAfter:# A\n\ntext', 'setMarkdownAfter:abc', 'setMarkdownAfter:para\n\n# h\n']);
    });

    it('treats null/undefined as empty and rejects other non-strings with a TypeError', () => {
      const editor = create({ initialValue: 'x' });
      editor.setMarkdown(null as never);
      const afterNull = editor.getMarkdown();
      editor.setMarkdown('y');
      editor.setMarkdown(undefined as never);
      expect([afterNull, editor.getMarkdown()]).toEqual(['', '']);
      for (const bad of [42, {}, ['a'], true]) {
        expect(() => editor.setMarkdown(bad as never)).toThrowError(TypeError, /setMarkdown\(markdown\) expects a string/);
        expect(() => editor.setHtml(bad as never)).toThrowError(TypeError, /setHtml\(html\) expects a string/);
      }
      expect(() => editor.insertText(1 as never)).toThrowError(TypeError);
    });

    it('getHtml renders GFM: aligned tables, task lists, strikethrough', () => {
      const editor = create({ initialValue: '| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n\n- [ ] todo\n- [x] done\n\n~~gone~~\n' });
      const doc = new DOMParser().parseFromString(editor.getHtml(), 'text/html');
      expect(Array.from(doc.querySelectorAll('th'), (th) => th.getAttribute('align'))).toEqual(['left', 'center', 'right']);
      expect(Array.from(doc.querySelectorAll('td'), (td) => td.getAttribute('align'))).toEqual(['left', 'center', 'right']);
      expect(Array.from(doc.querySelectorAll<HTMLInputElement>('li input[type=checkbox]'), (b) => b.checked)).toEqual([false, true]);
      expect(doc.querySelector('del')!.textContent).toBe('gone');
      editor.setMarkdown('');
      expect(editor.getHtml()).toBe('');
    });

    it('getHtml is sanitized and has no side effects', () => {
      const editor = create({ initialValue: '<img src=x onerror="alert(1)">\n\n[a](javascript:alert(1)) <b onclick="x()">b</b>' });
      expect(editor.getHtml()).not.toMatch(/onerror|onclick|javascript:/i);
      expect(editor.getHtml()).toContain('<img src="x">');
      editor.changeMode('wysiwyg', true);
      editor.getSquire().insertText(0, 'Z', 'user');
      const cm = editor.getCodeMirror().state.doc.toString();
      const log = record(editor, ['change', 'setMarkdownAfter', 'changeMode', 'stateChange']);
      expect(editor.getHtml()).toBe(editor.getHtml());
      expect([editor.getHtml().includes('Z'), editor.getCodeMirror().state.doc.toString() === cm, log]).toEqual([true, true, []]);
    });

    it('setHtml sanitizes first, then converts to markdown in markdown mode', () => {
      const editor = create();
      const log = record(editor, ['change', 'setMarkdownAfter']);
      editor.setHtml('<h2>t</h2><p>x <b>y</b><script>alert(1)</script><img src="a.png" onerror="alert(1)"></p>');
      expect(editor.getMarkdown()).toBe('## t\n\nx **y**![](a.png)');
      editor.setHtml('<a href="javascript:alert(1)">link</a>');
      expect(editor.getMarkdown()).not.toContain('javascript');
      expect(log).toEqual(['setMarkdownAfter:## t\n\nx **y**![](a.png)', `setMarkdownAfter:${editor.getMarkdown()}`]);
    });
  });

  // The lossless round trip (markdown -> WYSIWYG -> markdown, and edits keeping untouched blocks) is in
  // kit-editor-roundtrip.spec.ts.
  describe('modes', () => {
    it('changeMode switches both ways (changeModeBefore, then changeMode); the same mode emits nothing', () => {
      const el = container();
      const editor = create({ el, initialValue: '**b**' });
      const log = record(editor, ['changeModeBefore', 'changeMode']);
      editor.changeMode('wysiwyg');
      expect([editor.isWysiwygMode(), editor.isMarkdownMode()]).toEqual([true, false]);
      const hidden = (selector: string) => el.querySelector<HTMLElement>(selector)!.hidden;
      expect(editor.getSquire().root.innerHTML).toBe('<p><strong>b</strong></p>');
      expect([hidden('.kit-ww-editor'), hidden('.kit-md-editor')]).toEqual([false, true]);
      editor.changeMode('markdown');
      expect([editor.isWysiwygMode(), editor.isMarkdownMode(), editor.isViewer(), KitEditor.isViewer]).toEqual([false, true, false, false]);
      expect(log).toEqual(['changeModeBefore:markdown', 'changeMode:wysiwyg', 'changeModeBefore:wysiwyg', 'changeMode:markdown']);
      // The current mode again: nothing happens. Unknown values throw, naming the valid ones.
      const quiet = record(editor, ['changeModeBefore', 'changeMode', 'changePreviewStyle', 'stateChange']);
      editor.changeMode('markdown');
      expect(() => editor.changeMode('rich' as never)).toThrowError(Error, 'Unknown editor mode "rich". Valid modes: markdown, wysiwyg.');
      expect(() => editor.changePreviewStyle('horizontal' as never)).toThrowError(
        Error, 'Unknown preview style "horizontal". Valid styles: tab, vertical.');
      expect(quiet).toEqual([]);
      expect([editor.isMarkdownMode(), editor.getCurrentPreviewStyle()]).toEqual([true, 'tab']);
    });

    it('changePreviewStyle switches tab/vertical, emits changePreviewStyle and updates the layout', () => {
      const el = container();
      const editor = create({ el });
      const log = record(editor, ['changePreviewStyle']);
      expect([editor.getCurrentPreviewStyle(), previewOf(el).hidden, !!el.querySelector('.kit-editor-tabs')]).toEqual(['tab', true, true]);
      editor.changePreviewStyle('vertical');
      expect([editor.getCurrentPreviewStyle(), previewOf(el).hidden, !!el.querySelector('.kit-editor-tabs')]).toEqual(['vertical', false, false]);
      expect(el.querySelector('.kit-editor-main')!.classList).toContain('kit-editor-vertical');
      editor.changePreviewStyle('tab');
      expect(log).toEqual(['changePreviewStyle:vertical', 'changePreviewStyle:tab']);
    });

    it('the Write/Preview tabs follow the ARIA tabs pattern: each controls its tabpanel; arrows, Home and End', () => {
      const el = container();
      create({ el });
      const [write, preview] = Array.from(el.querySelectorAll<HTMLElement>('.kit-editor-tab'));
      for (const tab of [write, preview]) {
        const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
        expect(panel.getAttribute('role')).withContext(tab.textContent!).toBe('tabpanel');
        expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      }
      write.focus();
      write.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
      expect([document.activeElement, preview.getAttribute('aria-selected')]).toEqual([preview, 'true']);
      preview.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
      expect([document.activeElement, write.getAttribute('aria-selected')]).toEqual([write, 'true']);
      // Two editors: ids stay unique.
      const other = container();
      create({ el: other });
      expect(other.querySelector('.kit-editor-tab')!.id).not.toBe(write.id);
    });
  });

  describe('preview', () => {
    it('renders after the debounce and emits previewRenderAfter; in tab style only on the Preview tab', async () => {
      const el = container();
      const after = jasmine.createSpy('previewRenderAfter');
      const editor = create({ el, previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'start', events: { previewRenderAfter: after } });
      expect(previewHtml(el)).toBe('<p>start</p>');
      editor.setMarkdown('# Hello');
      await tick();
      const last = after.calls.mostRecent().args[0];
      expect([previewOf(el).querySelector('h1')!.textContent, last.el === previewOf(el), last.getHTML()]).toEqual(['Hello', true, '<h1>Hello</h1>']);
      // Tab style renders only when the Preview tab opens.
      editor.changePreviewStyle('tab');
      editor.setMarkdown('*hi*');
      await tick();
      expect([previewOf(el).hidden, previewHtml(el)]).toEqual([true, '<h1>Hello</h1>']);
      Array.from(el.querySelectorAll<HTMLElement>('.kit-editor-tab')).find((b) => b.textContent === 'Preview')!.click();
      expect([previewOf(el).hidden, previewHtml(el)]).toEqual([false, '<p><em>hi</em></p>']);
    });

    it('lets previewBeforeHook (option or addHook) replace the HTML, sanitized', async () => {
      const el = container();
      const seen: string[] = [];
      const trap = window as unknown as { __hook: number };
      const editor = create({
        el, previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'replace',
        hooks: { previewBeforeHook: (html: string) => (seen.push(html), `to be ${html}d`) },
      });
      expect([seen, previewOf(el).textContent]).toEqual([['<p>replace</p>'], 'to be replaced']);
      trap.__hook = 0;
      editor.addHook('previewBeforeHook', () => '<img src=x onerror="window.__hook++"><b>ok</b>');
      editor.setMarkdown('again');
      await tick(80);
      // Sanitized, and addHook replaced the first handler.
      const preview = previewOf(el);
      expect([preview.querySelector('b')!.textContent, preview.querySelector('img')!.hasAttribute('onerror')]).toEqual(['ok', false]);
      expect([trap.__hook, seen.length]).toEqual([0, 1]);
      editor.removeHook('previewBeforeHook');
      editor.setMarkdown('plain');
      await tick();
      expect(previewHtml(el)).toBe('<p>plain</p>');
    });
  });

  describe('editing, selection and cursor', () => {
    it('insertText replaces the selection and fires change exactly once (markdown)', () => {
      const editor = create({ initialValue: 'ab' });
      const log = record(editor, ['change']);
      editor.moveCursorToEnd();
      editor.insertText('c');
      expect([editor.getMarkdown(), log.length]).toEqual(['abc', 1]);
      editor.getCodeMirror().dispatch({ selection: { anchor: 0, head: 2 } });
      editor.insertText('Z');
      expect([editor.getMarkdown(), log.length]).toEqual(['Zc', 2]);
    });

    // Regression guard: KitWysiwygView.insertText() always calls quill.deleteText(index, 0, 'user'); Quill emits a no-op
    // text-change for it, so inserting at a collapsed selection fires `change` twice.
    it('insertText fires change exactly once (WYSIWYG)', () => {
      const editor = create({ initialValue: 'ab\n', initialEditType: 'wysiwyg' });
      const change = jasmine.createSpy('change');
      editor.on('change', change);
      editor.moveCursorToEnd();
      editor.insertText('c');
      expect([change.calls.allArgs(), editor.getMarkdown()]).toEqual([[[{ source: 'wysiwyg' }]], 'abc\n']);
    });

    it('moveCursorToEnd and setMarkdown with the cursor at the end show the end in WYSIWYG, as in markdown mode', () => {
      const long = Array.from({ length: 80 }, (_, i) => `paragraph ${i}`).join('\n\n');
      const editor = create({ initialValue: long, initialEditType: 'wysiwyg', height: '300px' });
      const root = editor.getSquire().root;
      const atEnd = () => root.scrollTop + root.clientHeight >= root.scrollHeight - 2;
      editor.focus();
      editor.moveCursorToStart();
      expect(root.scrollTop).toBe(0);
      editor.moveCursorToEnd();
      expect(atEnd()).withContext(`scrollTop ${root.scrollTop} of ${root.scrollHeight - root.clientHeight}`).toBeTrue();
      editor.moveCursorToStart();
      editor.setMarkdown(`${long}\n\nappended`, true);
      expect(atEnd()).withContext('after setMarkdown').toBeTrue();
    });

    it('answers getSelectedText and getRange ({line, ch}, start <= end) in markdown mode', () => {
      const editor = create({ initialValue: 'hello\nworld' });
      editor.getCodeMirror().dispatch({ selection: { anchor: 8, head: 3 } });
      expect(editor.getSelectedText()).toBe('lo\nwo');
      const range = editor.getRange();
      expect([range, editor.getRange() === range]).toEqual([{ start: { line: 0, ch: 3 }, end: { line: 1, ch: 2 } }, false]);
      editor.moveCursorToStart();
      expect([editor.getRange(), editor.getSelectedText()]).toEqual([cursor(0, 0), '']);
      editor.moveCursorToEnd();
      expect(editor.getRange()).toEqual(cursor(1, 5));
    });

    it('answers getSelectedText and getRange (a DOM Range) in WYSIWYG mode', () => {
      const editor = create({ initialValue: 'hello world', initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.setSelection(0, 5);
      expect(editor.getSelectedText()).toBe('hello');
      const range = editor.getRange() as Range;
      expect([range instanceof Range, range.toString()]).toEqual([true, 'hello']);
      editor.moveCursorToEnd();
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 11, length: 0 }));
      editor.moveCursorToStart();
      expect(quill.getSelection()).toEqual(jasmine.objectContaining({ index: 0, length: 0 }));
    });

    it('keeps answering the selection once the page selection is elsewhere, in both modes, as insertText sees it', () => {
      for (const mode of ['markdown', 'wysiwyg'] as const) {
        const editor = create({ initialValue: 'alpha beta gamma', initialEditType: mode });
        if (mode === 'markdown') editor.getCodeMirror().dispatch({ selection: { anchor: 5, head: 10 } });
        else editor.getSquire().setSelection(5, 5, 'user');
        editor.focus();
        const outside = document.body.appendChild(document.createElement('p'));
        outside.textContent = 'elsewhere';
        document.getSelection()!.selectAllChildren(outside);
        (document.activeElement as HTMLElement | null)?.blur();
        expect(editor.getSelectedText()).withContext(mode).toBe(' beta');
        if (mode === 'wysiwyg') expect((editor.getRange() as Range).toString()).toBe(' beta');
        editor.insertText('INS');
        expect(editor.getMarkdown()).withContext(mode).toBe('alphaINS gamma');
        outside.remove();
      }
    });

    it('exposes the engines (getCodeMirror() an EditorView, getSquire() the Quill instance); setPlaceholder reaches both', () => {
      const el = container();
      const editor = create({ el, initialValue: 'doc', placeholder: 'first' });
      const [cm, quill] = [editor.getCodeMirror(), editor.getSquire()];
      expect([cm instanceof EditorView, cm.state.doc.toString(), quill instanceof Quill, el.contains(quill.root)]).toEqual([true, 'doc', true, true]);
      expect(editor.getCurrentModeEditor().mode).toBe('markdown');
      editor.setMarkdown('');
      expect(cm.dom.querySelector('.cm-placeholder [data-kit-placeholder]')!.getAttribute('data-kit-placeholder')).toBe('first');
      editor.setPlaceholder('Write here');
      expect(cm.dom.querySelector('.cm-placeholder [data-kit-placeholder]')!.getAttribute('data-kit-placeholder')).toBe('Write here');
      editor.changeMode('wysiwyg');
      expect([quill.root.getAttribute('data-placeholder'), editor.getCurrentModeEditor().mode]).toEqual(['Write here', 'wysiwyg']);
    });

    it('scrollTop accepts 0 and always returns a number, in both modes', () => {
      const editor = create({ height: '150px', initialValue: Array.from({ length: 200 }, (_, i) => `line ${i}`).join('\n\n') });
      expect(editor.scrollTop(60)).toBeGreaterThan(0);
      expect([editor.scrollTop(0), typeof editor.scrollTop()]).toEqual([0, 'number']);
      editor.changeMode('wysiwyg', true);
      expect([editor.scrollTop(0), typeof editor.scrollTop(40)]).toEqual([0, 'number']);
      expect(() => editor.scrollTop('10' as never)).toThrowError(TypeError);
    });

    it('focus with the caret at the end of a WYSIWYG document shows the end whole; a selection that reaches it keeps its place', () => {
      const markdown = Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n\n');
      const editor = create({ height: '200px', initialValue: markdown, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      const root = quill.root;
      editor.moveCursorToEnd();
      editor.focus();
      expect(root.scrollTop + root.clientHeight).withContext('at the bottom').toBeCloseTo(root.scrollHeight, 0);
      const last = root.lastElementChild!.getBoundingClientRect();
      expect(last.bottom).withContext('the last line is not cut off').toBeLessThanOrEqual(root.getBoundingClientRect().bottom);
      editor.blur();
      quill.setSelection(0, quill.getLength() - 1, 'silent'); // select all
      editor.scrollTop(0);
      editor.focus();
      expect(root.scrollTop + root.clientHeight).withContext('not sent to the bottom').toBeLessThan(root.scrollHeight - 20);
      expect(editor.getMarkdown()).toBe(markdown);
    });
  });

  describe('size and visibility', () => {
    it('height() reads and sets the height; auto lets the editor grow', () => {
      const el = container();
      const editor = create({ el });
      expect([editor.height(), el.style.height]).toEqual(['300px', '300px']);
      expect([editor.height('500px'), el.style.height, el.style.minHeight, editor.minHeight()]).toEqual(['500px', '500px', '500px', '500px']);
      expect([editor.height('auto'), editor.height(), el.style.height]).toEqual(['auto', 'auto', '']);
      expect(el.classList).toContain('kit-editor-auto-height');
      expect([editor.minHeight('250px'), el.style.minHeight]).toEqual(['250px', '250px']);
      expect(() => editor.height('' as never)).toThrowError(TypeError);
      // A string the browser would not take is refused, and the editor keeps its height.
      expect(() => editor.height('12 parsecs')).toThrowError(TypeError, /"height" must be a CSS size .*got "12 parsecs"/);
      expect(() => editor.minHeight('abc')).toThrowError(TypeError, /"minHeight" must be a CSS size .*got "abc"/);
      expect([editor.height(), editor.minHeight(), el.style.minHeight]).toEqual(['auto', '250px', '250px']);
      expect([editor.height('calc(100vh - 10px)'), editor.height('50%'), editor.minHeight('10em')]).toEqual(['calc(100vh - 10px)', '50%', '10em']);
    });

    // Regression guard: height(400) stores the raw number, so it returns 400, not '400px' (reference Part B §7).
    it('height(number) returns the px string and keeps minHeight() as given', () => {
      const el = container();
      const editor = create({ el });
      expect([editor.height(400), editor.height(), el.style.height, editor.minHeight()]).toEqual(['400px', '400px', '400px', 400]);
    });

    // Regression guard: the constructor keeps minHeight() at '200px' although the height option also set the min-height.
    it('minHeight() after construction agrees with the height option (non-auto heights set it)', () => {
      const el = container();
      expect([create({ el, height: '400px' }).minHeight(), el.style.minHeight]).toEqual(['400px', '400px']);
    });

    it('hide() and show() emit events and toggle kit-editor-hidden', () => {
      const el = container();
      const editor = create({ el });
      const payloads: unknown[] = [];
      editor.on('hide', (e) => void payloads.push(e));
      editor.on('show', (e) => void payloads.push(e));
      editor.hide();
      expect([el.classList.contains('kit-editor-hidden'), el.offsetHeight, payloads]).toEqual([true, 0, [editor]]);
      editor.show();
      expect([el.classList.contains('kit-editor-hidden'), el.offsetHeight > 0, payloads]).toEqual([false, true, [editor, editor]]);
    });
  });

  describe('lifecycle', () => {
    it('reset() empties both modes without events', () => {
      const editor = create({ initialValue: '# x' });
      const log = record(editor, ['change', 'setMarkdownAfter', 'changeMode']);
      editor.reset();
      expect(editor.getMarkdown()).toBe('');
      editor.changeMode('wysiwyg', true);
      editor.setMarkdown('y');
      editor.reset();
      expect([editor.getSquire().getText(), editor.getMarkdown()]).toEqual(['\n', '']);
      expect(log).toEqual(['changeMode:wysiwyg', 'setMarkdownAfter:y']);
    });

    it('getValue/setValue still work and warn once about the deprecation', () => {
      const warn = spyOn(console, 'warn');
      const editor = create();
      editor.setValue('one');
      const first = editor.getValue();
      editor.setValue('two');
      expect([first, editor.getValue(), warn.calls.count()]).toEqual(['one', 'two', 1]);
      expect(warn.calls.first().args[0]).toMatch(/deprecated/);
    });

    it('a second editor on a container that holds one is refused, naming remove() (the editor has no destroy())', () => {
      const el = container('');
      const first = new KitEditor({ el, usageStatistics: false });
      expect(() => new KitEditor({ el, usageStatistics: false })).toThrowError(/KitEditor: the container already holds a kit KitEditor; call remove\(\) on it first/);
      first.remove();
      new KitEditor({ el, usageStatistics: false }).remove();
    });

    it('remove() emits removeEditor, restores the container, leaves the instance list and later calls throw', () => {
      const el = container('<p class="mine">keep me</p>');
      el.id = 'box';
      el.setAttribute('style', 'color: red;');
      const child = el.firstElementChild;
      const before = snapshot(el);
      const removeEditor = jasmine.createSpy('removeEditor');
      const editor = create({ el, initialValue: 'x', height: 'auto', events: { removeEditor } });
      expect(removeEditor).not.toHaveBeenCalled();
      expect(snapshot(el)).not.toEqual(before);
      editor.remove();
      expect([removeEditor.calls.count(), snapshot(el), el.firstElementChild === child, el.isConnected]).toEqual([1, before, true, true]);
      expect(KitEditor.getInstances()).not.toContain(editor);
      expect(() => editor.getMarkdown()).toThrowError(/removed/);
      expect(() => editor.setMarkdown('y')).toThrowError(/removed/);
      expect(() => editor.on('change', () => {})).toThrowError(/removed/);
      expect(create({ el, initialValue: 'again' }).getMarkdown()).toBe('again');
    });

    it('keeps two editors on one page independent', () => {
      const [a, b] = [create({ initialValue: 'A' }), create({ initialValue: 'B' })];
      const [logA, logB] = [record(a, ['change']), record(b, ['change'])];
      a.insertText('1');
      a.changeMode('wysiwyg', true);
      b.setMarkdown('B2');
      expect([a.getMarkdown(), b.getMarkdown(), a.isWysiwygMode(), b.isWysiwygMode()]).toEqual(['1A', 'B2', true, false]);
      expect([logA.length, logB.length]).toEqual([1, 0]);
      expect(KitEditor.getInstances().slice(-2)).toEqual([a, b]);
      a.remove();
      expect([b.getMarkdown(), KitEditor.getInstances().includes(b)]).toEqual(['B2', true]);
    });
  });
});
