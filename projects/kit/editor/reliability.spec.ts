import * as fc from 'fast-check';
import { undo } from '@codemirror/commands';
import type QuillType from 'quill';
import { KitEditor, ready } from './kit-editor';
import type { KitEditorOptions } from './editor-options';
import type { KitEditorMode, KitPreviewStyle } from './editor-types';
import { markdownSignature } from './markdown-signature';
import { loadQuill } from './wysiwyg/quill-loader';

/*
 * Reliability under abuse (issue 5, section 4): seeded, bounded random interleavings of typing,
 * commands, setMarkdown/setHtml, mode and preview-style switches, undo, hide/show, remove and
 * re-create on a plain `KitEditor`, plus a focused XSS fuzz. Invariants are checked after every
 * step and throw (rather than `expect`), so fast-check sees a failure and shrinks it.
 */

const SEED = 20261121;
// No endOnFailure: a failure is shrunk to a minimal sequence (it only costs time when something fails).
const SEQUENCE_RUNS = 100;
const XSS_RUNS = 100;

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Throws unless `actual` deep-equals `expected` (JSON), so fast-check shrinks the failure. */
function same(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

/** The message `call` throws, or '' when it does not throw. */
function thrown(call: () => unknown): string {
  try {
    call();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

// ---------------------------------------------------------------------------------------------
// Observers of the platform (not of kit): listeners on window/document, and errors nobody caught.
// ---------------------------------------------------------------------------------------------

/** Listeners currently bound on window, document and body (self-removing `once` ones excluded). */
const ledger = new Set<string>();
const ids = new WeakMap<object, number>();
let nextId = 0;
let originalAdd: typeof EventTarget.prototype.addEventListener | undefined;
let originalRemove: typeof EventTarget.prototype.removeEventListener | undefined;

function ledgerKey(target: EventTarget, type: string, listener: object, options: unknown): string | null {
  const name = target === window ? 'window' : target === document ? 'document' : target === document.body ? 'body' : null;
  if (!name) return null;
  if (!ids.has(listener)) ids.set(listener, nextId++);
  const capture = typeof options === 'boolean' ? options : !!(options as AddEventListenerOptions | undefined)?.capture;
  return `${name} ${type} #${ids.get(listener)} ${capture ? 'capture' : ''}`;
}

function watchListeners(): void {
  originalAdd = EventTarget.prototype.addEventListener;
  originalRemove = EventTarget.prototype.removeEventListener;
  const [add, remove] = [originalAdd, originalRemove];
  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    const once = typeof options === 'object' && !!options?.once;
    const key = listener && !once ? ledgerKey(this, type, listener, options) : null;
    if (key) {
      ledger.add(key);
      (options as AddEventListenerOptions | undefined)?.signal?.addEventListener('abort', () => ledger.delete(key));
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
    const key = listener ? ledgerKey(this, type, listener, options) : null;
    if (key) ledger.delete(key);
    return remove.call(this, type, listener, options);
  };
}

function unwatchListeners(): void {
  if (originalAdd) EventTarget.prototype.addEventListener = originalAdd;
  if (originalRemove) EventTarget.prototype.removeEventListener = originalRemove;
}

/** Errors thrown from timers, frames, events and promises while a sequence runs. */
const escaped: string[] = [];
const onError = (event: ErrorEvent) => void escaped.push(`error: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) => void escaped.push(`unhandled rejection: ${String(event.reason?.stack ?? event.reason)}`);

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const WORDS = ['alpha', 'beta', 'Gamma', 'delta', 'x', '42', 'Ünïcødé', '日本語', 'a_b', 'snake_case', 'émoji🙂', 'end.'];
const word = fc.constantFrom(...WORDS);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
/** Typed text: letters and the characters markdown cares about (never enough to spell a tag or a scheme). */
const typed = fc.string({ unit: fc.constantFrom(...'abxyz AB 019\n*_`#->|[]()!\\&~<é日'.split('')), minLength: 1, maxLength: 6 });
const url = fc.constantFrom('https://example.com/a', 'https://example.com/a?b=c&d=e', '/relative/path', '#anchor', 'mailto:me@example.com');
const imageUrl = fc.constantFrom('image.png', 'https://example.com/i.png', 'data:image/png;base64,iVBORw0KGgo=');
const language = fc.constantFrom('js', 'ts', 'python', 'c++', 'html', '');

const inline: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: words },
      fc.tuple(fc.constantFrom('**', '*', '_', '~~', '`'), words).map(([mark, text]) => `${mark}${text}${mark}`),
      fc.tuple(words, url).map(([text, href]) => `[${text}](${href})`),
      fc.tuple(words, imageUrl).map(([alt, src]) => `![${alt}](${src})`),
      fc.constantFrom('<kbd>K</kbd>', '<b>raw</b>', '<span class="x">s</span>', '<https://auto.link>', '\\*escaped\\*', '&copy; &amp;'),
      fc.constantFrom('  \n', '\\\n', '\n'), // hard breaks and a soft one
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(' ').trim() || 'text');

const table = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.constantFrom('---', ':--', ':-:', '--:'), word)
  .map(([cols, rows, align, cell]) => {
    const line = (r: number) => `| ${Array.from({ length: cols }, (_, c) => `${cell}${r}${c}`).join(' | ')} |`;
    return [line(0), `|${Array(cols).fill(align).join('|')}|`, ...Array.from({ length: rows }, (_, r) => line(r + 1))].join('\n');
  });

const block: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: inline },
  fc.tuple(fc.integer({ min: 1, max: 6 }), words).map(([level, text]) => `${'#'.repeat(level)} ${text}`),
  fc.array(fc.tuple(fc.constantFrom('- ', '* ', '1. ', '- [ ] ', '- [x] ', '  - ', '    1. '), inline), { minLength: 1, maxLength: 4 })
    .map((items) => items.map(([marker, text], i) => (i === 0 ? marker.trimStart() : marker) + text.split('\n')[0]).join('\n')),
  table,
  fc.tuple(fc.constantFrom('```', '~~~', '````'), language, fc.array(fc.constantFrom('const x = 1;', 'def f():', '    return `y`', '<b>not html</b>', ''), { maxLength: 3 }))
    .map(([fence, lang, lines]) => `${fence}${lang}\n${lines.join('\n')}\n${fence}`),
  inline.map((text) => text.split('\n').map((line) => `> ${line}`).join('\n')),
  fc.constantFrom(
    '<div class="note">\n<b>raw</b> html\n</div>',
    '<details><summary>S</summary>body</details>',
    '<!-- a comment -->',
    '<table><tr><td>html cell</td></tr></table>',
  ),
  fc.constantFrom('***', '---', '___'),
  fc.tuple(words, url).map(([label, href]) => `[ref]: ${href} "${label}"\n\nSee [ref].`),
);

const markdownDoc = fc.array(block, { minLength: 0, maxLength: 5 }).chain((blocks) =>
  fc.constantFrom('\n\n', '\n').map((glue) => blocks.join(glue)),
);

const htmlDoc = fc
  .array(
    fc.constantFrom(
      '<h2>Title</h2>',
      '<p>x <b>bold</b> <i>it</i> <s>gone</s> <code>c</code></p>',
      '<ul><li>a</li><li>b<ul><li>nested</li></ul></li></ul>',
      '<ol start="3"><li>three</li></ol>',
      '<ul><li><input type="checkbox" checked disabled> done</li></ul>',
      '<table><thead><tr><th align="center">h</th><th>i</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      '<pre><code class="language-js">const x = 1;</code></pre>',
      '<blockquote><p>quoted</p></blockquote>',
      '<p><a href="https://example.com">link</a> <img src="i.png" alt="alt"></p>',
      '<hr>',
      '<p>line<br>break</p>',
      'bare text',
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(''));

type Command = { name: string; args: unknown[] };
const WYSIWYG_ONLY = new Set(['AddRow', 'AddCol', 'RemoveRow', 'RemoveCol', 'RemoveTable', 'AlignCol']);

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Bold', 'Italic', 'Strike', 'Code', 'HR', 'Blockquote', 'UL', 'OL', 'Task', 'Paragraph', 'Indent', 'Outdent').map((name) => ({ name, args: [] })) },
  fc.integer({ min: 1, max: 6 }).map((level) => ({ name: 'Heading', args: [level] })),
  fc.option(fc.constantFrom('js', 'python', 'c++', 'ts'), { nil: undefined }).map((lang) => ({ name: 'CodeBlock', args: lang ? [lang] : [] })),
  fc.record({ url, linkText: fc.option(words, { nil: undefined }) }).map((data) => ({ name: 'AddLink', args: [data] })),
  fc.record({ imageUrl, altText: fc.option(words, { nil: undefined }) }).map((data) => ({ name: 'AddImage', args: [data] })),
  fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.option(fc.array(word, { maxLength: 6 }), { nil: undefined }))
    .map(([cols, rows, data]) => ({ name: 'Table', args: data ? [cols, rows, data] : [cols, rows] })),
  { weight: 3, arbitrary: fc.constantFrom('AddRow', 'AddCol', 'RemoveRow', 'RemoveCol', 'RemoveTable').map((name) => ({ name, args: [] })) },
  fc.constantFrom('left', 'center', 'right').map((align) => ({ name: 'AlignCol', args: [align] })),
);

interface CreateOptions {
  initialValue: string | undefined;
  initialEditType: KitEditorMode;
  previewStyle: KitPreviewStyle;
  previewDelayTime: number;
  height: string | number | undefined;
}

const createOptions: fc.Arbitrary<CreateOptions> = fc.record({
  initialValue: fc.option(markdownDoc, { nil: undefined }),
  initialEditType: fc.constantFrom<KitEditorMode>('markdown', 'markdown', 'wysiwyg'),
  previewStyle: fc.constantFrom<KitPreviewStyle>('tab', 'vertical'),
  previewDelayTime: fc.constantFrom(0, 10, 100),
  height: fc.constantFrom(undefined, 'auto', 250),
});

type Action =
  | { k: 'type'; text: string }
  | { k: 'input'; text: string; at: number }
  | { k: 'select'; from: number; to: number }
  | { k: 'exec'; command: Command }
  | { k: 'intoTable' }
  | { k: 'setMarkdown'; markdown: string; cursorToEnd: boolean }
  | { k: 'setHtml'; html: string }
  | { k: 'mode'; to: KitEditorMode; withoutFocus: boolean }
  | { k: 'previewStyle'; style: KitPreviewStyle }
  | { k: 'undo' }
  | { k: 'reset' }
  | { k: 'hide' }
  | { k: 'show' }
  | { k: 'wait'; ms: number }
  | { k: 'remove'; options: CreateOptions }
  | { k: 'bounce'; pause: 'none' | 'hide' | 'select' | 'previewStyle' | 'wait'; withoutFocus: boolean };

const fraction = fc.double({ min: 0, max: 1, noNaN: true });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ k: fc.constant('type' as const), text: typed }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('input' as const), text: typed, at: fraction }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('select' as const), from: fraction, to: fraction }) },
  { weight: 6, arbitrary: fc.record({ k: fc.constant('exec' as const), command }) },
  { weight: 1, arbitrary: fc.constant({ k: 'intoTable' as const }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('setMarkdown' as const), markdown: markdownDoc, cursorToEnd: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('setHtml' as const), html: htmlDoc }) },
  { weight: 7, arbitrary: fc.record({ k: fc.constant('mode' as const), to: fc.constantFrom<KitEditorMode>('markdown', 'wysiwyg'), withoutFocus: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('previewStyle' as const), style: fc.constantFrom<KitPreviewStyle>('tab', 'vertical') }) },
  { weight: 2, arbitrary: fc.constant({ k: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'reset' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'hide' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'show' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('wait' as const), ms: fc.constantFrom(0, 15) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('remove' as const), options: createOptions }) },
  // A round trip through WYSIWYG with nothing edited there (only non-edits in between).
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('bounce' as const),
      pause: fc.constantFrom('none', 'hide', 'select', 'previewStyle', 'wait') as fc.Arbitrary<'none' | 'hide' | 'select' | 'previewStyle' | 'wait'>,
      withoutFocus: fc.boolean(),
    }),
  },
);

/** What the container holds before an editor is built in it. */
interface ContainerSetup {
  html: string;
  attributes: Record<string, string>;
}
const containerSetup = fc.constantFrom<ContainerSetup>(
  { html: '', attributes: {} },
  { html: '<p class="mine">keep <b>me</b></p>', attributes: { id: 'box', style: 'color: red;', 'data-user': 'yes' } },
  { html: 'plain text', attributes: { class: 'user-box' } },
);

// ---------------------------------------------------------------------------------------------
// The sequence runner
// ---------------------------------------------------------------------------------------------

const snapshot = (el: HTMLElement) => ({ attributes: el.getAttributeNames().map((n) => `${n}=${el.getAttribute(n)}`), html: el.innerHTML });
const UNSAFE_HTML = /<script|\son[a-z]+\s*=|javascript:/i;

/** Elements of the document outside `el` (popups, announcers, stray nodes a removed editor left). */
/** Every editor the specs built, so a failed spec still removes them. */
const created: KitEditor[] = [];

const elementsOutside = (el: HTMLElement) => document.querySelectorAll('*').length - el.querySelectorAll('*').length;

class Sequence {
  editor: KitEditor | null = null;
  mode: KitEditorMode = 'markdown';
  hidden = false;
  /** The markdown when markdown mode was left, while nothing has been edited in WYSIWYG since. */
  roundTrip: string | null = null;
  private before = { container: snapshot(document.body), editors: 0, listeners: 0, elements: 0 };

  constructor(
    readonly el: HTMLElement,
    private readonly Quill: Awaited<ReturnType<typeof loadQuill>>,
  ) {}

  create(options: CreateOptions): void {
    this.before = {
      container: snapshot(this.el),
      editors: document.querySelectorAll('.kit-editor').length,
      listeners: ledger.size,
      elements: elementsOutside(this.el),
    };
    const { initialValue, height, ...rest } = options;
    const given: KitEditorOptions = { el: this.el, usageStatistics: false, ...rest };
    if (initialValue !== undefined) given.initialValue = initialValue;
    if (height !== undefined) given.height = height;
    this.editor = new KitEditor(given);
    created.push(this.editor);
    this.mode = options.initialEditType;
    this.hidden = false;
    this.roundTrip = null;
    same(document.querySelectorAll('.kit-editor').length, this.before.editors + 1, 'one more .kit-editor after construction');
  }

  /** Removes the editor and checks that nothing of it is left. */
  remove(): void {
    const editor = this.editor!;
    editor.remove();
    this.editor = null;
    same(snapshot(this.el), this.before.container, 'container after remove() (innerHTML, attributes)');
    same(document.querySelectorAll('.kit-editor').length, this.before.editors, '.kit-editor count after remove()');
    same(KitEditor.getInstances().includes(editor), false, 'removed editor in getInstances()');
    same(elementsOutside(this.el), this.before.elements, 'elements outside the container after remove()');
    const leaked = ledger.size - this.before.listeners;
    if (leaked) throw new Error(`${leaked} window/document listener(s) outlive remove(): ${[...ledger].slice(-leaked).join(', ')}`);
    for (const [name, call] of [
      ['getMarkdown', () => editor.getMarkdown()],
      ['setMarkdown', () => editor.setMarkdown('x')],
      ['changeMode', () => editor.changeMode('wysiwyg')],
      ['exec', () => editor.exec('Bold')],
      ['insertText', () => editor.insertText('x')],
      ['on', () => editor.on('change', () => {})],
    ] as const) {
      if (!/removed/.test(thrown(call))) throw new Error(`${name}() on a removed editor must throw, got "${thrown(call)}"`);
    }
  }

  private get quill(): QuillType {
    return this.editor!.getSquire();
  }

  private edited(): void {
    if (this.mode === 'wysiwyg') this.roundTrip = null;
  }

  async run(action: Action): Promise<void> {
    const editor = this.editor!;
    switch (action.k) {
      case 'type':
        editor.insertText(action.text);
        this.edited();
        break;
      case 'input':
        if (this.mode === 'markdown') {
          const view = editor.getCodeMirror();
          const at = Math.min(Math.floor(action.at * (view.state.doc.length + 1)), view.state.doc.length);
          view.dispatch({ changes: { from: at, insert: action.text }, selection: { anchor: at + action.text.length }, userEvent: 'input.type' });
        } else {
          const quill = this.quill;
          quill.insertText(Math.min(Math.floor(action.at * quill.getLength()), quill.getLength() - 1), action.text, 'user');
        }
        this.edited();
        break;
      case 'select':
        if (this.mode === 'markdown') {
          const view = editor.getCodeMirror();
          const length = view.state.doc.length;
          view.dispatch({ selection: { anchor: Math.floor(action.from * length), head: Math.floor(action.to * length) } });
        } else {
          const quill = this.quill;
          const [from, to] = [action.from, action.to].map((f) => Math.floor(f * (quill.getLength() - 1))).sort((a, b) => a - b);
          quill.setSelection(from, to - from);
        }
        break;
      case 'exec':
        if (this.mode === 'markdown' && WYSIWYG_ONLY.has(action.command.name)) break;
        editor.exec(action.command.name, ...action.command.args);
        this.edited();
        break;
      case 'intoTable':
        if (this.mode === 'wysiwyg') {
          const cell = this.quill.root.querySelector('td, th');
          const blot = cell && this.Quill.find(cell.firstChild ?? cell, true);
          if (blot && !(blot instanceof this.Quill)) this.quill.setSelection(this.quill.getIndex(blot as never), 0);
        }
        break;
      case 'setMarkdown':
        editor.setMarkdown(action.markdown, action.cursorToEnd);
        this.edited();
        same(editor.getMarkdown(), action.markdown, 'getMarkdown() after setMarkdown()');
        break;
      case 'setHtml':
        editor.setHtml(action.html);
        this.edited();
        break;
      case 'mode':
        this.changeMode(action.to, action.withoutFocus);
        break;
      case 'previewStyle':
        editor.changePreviewStyle(action.style);
        same(editor.getCurrentPreviewStyle(), action.style, 'getCurrentPreviewStyle()');
        break;
      case 'undo':
        if (this.mode === 'markdown') undo(editor.getCodeMirror());
        else this.quill.history.undo();
        this.edited();
        break;
      case 'reset':
        editor.reset();
        this.edited();
        same(editor.getMarkdown(), '', 'getMarkdown() after reset()');
        break;
      case 'hide':
        editor.hide();
        this.hidden = true;
        break;
      case 'show':
        editor.show();
        this.hidden = false;
        break;
      case 'wait':
        await tick(action.ms);
        break;
      case 'remove':
        this.remove();
        this.create(action.options);
        break;
      case 'bounce':
        if (this.mode === 'wysiwyg') this.changeMode('markdown', action.withoutFocus);
        this.changeMode('wysiwyg', action.withoutFocus);
        if (action.pause === 'hide') {
          editor.hide();
          editor.show();
          this.hidden = false;
        }
        if (action.pause === 'select') this.quill.setSelection(0, Math.max(0, this.quill.getLength() - 1));
        if (action.pause === 'previewStyle') editor.changePreviewStyle(editor.getCurrentPreviewStyle() === 'tab' ? 'vertical' : 'tab');
        if (action.pause === 'wait') await tick(15);
        if (this.roundTrip === null) throw new Error('a bounce must start a round trip');
        this.changeMode('markdown', action.withoutFocus);
        break;
    }
    this.check();
  }

  private changeMode(to: KitEditorMode, withoutFocus: boolean): void {
    const editor = this.editor!;
    const before = editor.getMarkdown();
    const from = this.mode;
    editor.changeMode(to, withoutFocus);
    this.mode = to;
    if (from === to) return;
    const after = editor.getMarkdown();
    if (to === 'wysiwyg') {
      same(after, before, 'markdown right after changeMode("wysiwyg")');
      this.roundTrip = before;
      return;
    }
    same(editor.getCodeMirror().state.doc.toString(), after, 'CodeMirror text after changeMode("markdown")');
    same(after, before, 'markdown across changeMode("markdown") (the WYSIWYG markdown)');
    if (this.roundTrip !== null) {
      same(markdownSignature(after), markdownSignature(this.roundTrip), 'structural signature after an unedited WYSIWYG round trip');
      same(after, this.roundTrip, 'markdown after an unedited WYSIWYG round trip (byte for byte)');
    }
    this.roundTrip = null;
  }

  check(): void {
    const editor = this.editor!;
    same([editor.isMarkdownMode(), editor.isWysiwygMode()], [this.mode === 'markdown', this.mode === 'wysiwyg'], 'mode');
    same(this.el.classList.contains('kit-editor-hidden'), this.hidden, 'kit-editor-hidden class');
    const html = editor.getHtml();
    const unsafe = UNSAFE_HTML.exec(html);
    if (unsafe) throw new Error(`getHtml() contains "${unsafe[0]}": ${html}`);
  }
}

// ---------------------------------------------------------------------------------------------
// XSS fuzz material
// ---------------------------------------------------------------------------------------------

const trap = window as unknown as { __xss: number };
const RUN = 'window.__xss++';

/** Fragments that bump window.__xss if anything in them ever runs. */
const DANGEROUS = [
  `<img src=x onerror="${RUN}">`,
  `<IMG SRC=x OnErRoR=${RUN}>`,
  `<svg onload="${RUN}"></svg>`,
  `<svg/onload=${RUN}>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text y="20">svg</text></a></svg>`,
  `<iframe src="javascript:parent.${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">m</maction></math>`,
  `<math href="javascript:${RUN}">math link</math>`,
  `<details open ontoggle="${RUN}">d</details>`,
  `<input autofocus onfocus="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<body onload="${RUN}">`,
  `<script>${RUN}</script>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<a href="javascript:${RUN}">plain</a>`,
  `<a href="JaVaScRiPt:${RUN}">case</a>`,
  `<a href="jav&#x09;ascript:${RUN}">tab entity</a>`,
  `<a href="java\tscript:${RUN}">tab</a>`,
  `<a href="\u0001javascript:${RUN}">control</a>`,
  `<a href=" &#14; javascript:${RUN}">leading control</a>`,
  `<a href="&#106;avascript&colon;${RUN}">entities</a>`,
  `<a href="data:text/html,<script>parent.${RUN}</script>">data</a>`,
  `[md](javascript:${RUN})`,
  `[md](JaVaScRiPt:${RUN})`,
  `[md](<javascript:${RUN}>)`,
  `[md](&#106;avascript:${RUN})`,
  `[md](java&#x09;script:${RUN})`,
  `![md](javascript:${RUN})`,
  `![md](x" onerror="${RUN})`,
  `<javascript:${RUN}>`,
  `[md][evil]\n\n[evil]: javascript:${RUN}`,
];

/** Where a fragment goes in the markdown: inline, in blocks, in a table, in raw HTML, in code (inert). */
const CONTEXTS: ((f: string) => string)[] = [
  (f) => f,
  (f) => `before ${f} after`,
  (f) => `# ${f}`,
  (f) => `- ${f}\n- [ ] ${f}`,
  (f) => `> ${f}`,
  (f) => `| ${f.replace(/\n/g, ' ')} | b |\n|---|---|\n| c | ${f.replace(/\n/g, ' ')} |`,
  (f) => `[${f}](https://example.com)`,
  (f) => `<div>\n${f}\n</div>`,
  (f) => `<div>\n\n${f}\n\n</div>`,
  (f) => '```html\n' + f + '\n```',
  (f) => '`' + f + '`',
  (f) => `**${f}**  \nnext`,
];

const xssDoc = fc
  .array(fc.tuple(fc.nat(CONTEXTS.length - 1), fc.constantFrom(...DANGEROUS)), { minLength: 1, maxLength: 5, size: 'max' })
  .map((parts) => parts.map(([context, fragment]) => CONTEXTS[context](fragment)).join('\n\n'));

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'data'];

/** Handlers and script URLs on any element under `root` (Karma's own `<script>`s are not looked at). */
function violations(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (el.tagName === 'SCRIPT' && !el.closest('.kit-editor')) continue; // Karma's own scripts
    // useDefaultHTMLSanitizer: false allows iframes (documented); their src and srcdoc are still checked below.
    const forbidden = el.closest('[data-relaxed]') ? /^(SCRIPT|OBJECT|EMBED|BASE)$/ : /^(SCRIPT|IFRAME|OBJECT|EMBED|FRAME|BASE)$/;
    if (el.closest('.kit-editor') && forbidden.test(el.tagName)) found.push(`<${el.tagName.toLowerCase()}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on') || attr === 'srcdoc') found.push(`${el.tagName} ${attr}`);
      if (!URL_ATTRIBUTES.includes(attr)) continue;
      const target = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      const image = el.tagName === 'IMG' && attr === 'src' && target.startsWith('data:image/');
      if (/^(javascript|vbscript|livescript):/.test(target) || (target.startsWith('data:') && !image)) found.push(`${el.tagName} ${attr}=${value}`);
    }
  }
  return found;
}

function clean(where: string, root: ParentNode): void {
  const found = violations(root);
  if (found.length) throw new Error(`${where}: ${found.join('; ')}`);
  if (trap.__xss) throw new Error(`${where}: a payload ran (window.__xss = ${trap.__xss})`);
}

/** getHtml() parsed inertly: no handler, no script URL, no <script>. */
function cleanHtml(where: string, html: string): void {
  if (/<script/i.test(html)) throw new Error(`${where}: getHtml() contains <script: ${html}`);
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const found = violations(body).concat(Array.from(body.querySelectorAll('script, object, embed, base'), (el) => `<${el.tagName.toLowerCase()}>`));
  if (found.length) throw new Error(`${where}: getHtml() has ${found.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------

describe('KitEditor reliability (seeded random sequences)', () => {
  let Quill: Awaited<ReturnType<typeof loadQuill>>;
  const containers: HTMLElement[] = [];

  const container = (setup: ContainerSetup = { html: '', attributes: {} }) => {
    const el = document.body.appendChild(document.createElement('div'));
    el.innerHTML = setup.html;
    for (const [name, value] of Object.entries(setup.attributes)) el.setAttribute(name, value);
    containers.push(el);
    return el;
  };

  beforeAll(async () => {
    await ready;
    Quill = await loadQuill();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    watchListeners();
    // Warm up: one-time global set-up (Quill's, Angular's, the highlighter's) is not a leak.
    const warm = new KitEditor({ el: container(), usageStatistics: false, initialValue: '# warm\n\n```js\nx\n```', previewStyle: 'vertical' });
    warm.insertText('x');
    warm.changeMode('wysiwyg');
    warm.insertText('y');
    warm.changeMode('markdown');
    await tick(150);
    warm.remove();
  }, 20000);

  afterAll(() => {
    unwatchListeners();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  afterEach(() => {
    for (const editor of created.splice(0)) if (KitEditor.getInstances().includes(editor)) editor.remove();
    for (const el of containers.splice(0)) el.remove();
  });

  it('survives random interleavings of edits, commands, content, modes, undo, hide/show and remove/re-create', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(containerSetup, createOptions, fc.array(action, { minLength: 5, maxLength: 30, size: 'max' }), async (setup, options, actions) => {
        escaped.length = 0;
        const el = container(setup);
        const sequence = new Sequence(el, Quill);
        try {
          sequence.create(options);
          sequence.check();
          for (const [i, step] of actions.entries()) {
            try {
              await sequence.run(step);
            } catch (error) {
              throw new Error(`step #${i} ${JSON.stringify(step)}: ${(error as Error).message}`, { cause: error });
            }
            if (escaped.length) throw new Error(`step #${i} ${JSON.stringify(step)}: ${escaped.join('; ')}`);
          }
          await tick(); // debounced renders after the last step
          sequence.remove();
          await frame();
          if (escaped.length) throw new Error(`after the sequence: ${escaped.join('; ')}`);
        } finally {
          if (sequence.editor && KitEditor.getInstances().includes(sequence.editor)) sequence.editor.remove();
        }
        runs++;
      }),
      { seed: SEED, numRuns: SEQUENCE_RUNS },
    );
    expect(runs).toBe(SEQUENCE_RUNS);
  }, 60000);

  // A regression found by the sequence property (seed 20261121): an edit that emptied the WYSIWYG
  // document left the source map without block ranges, and the next edit made getMarkdown() throw.
  it('keeps working after a WYSIWYG edit empties the document (a shrunk counterexample, fixed)', async () => {
    const el = container();
    const sequence = new Sequence(el, Quill);
    sequence.create({ initialValue: undefined, initialEditType: 'markdown', previewStyle: 'tab', previewDelayTime: 0, height: undefined });
    const steps: Action[] = [
      { k: 'remove', options: { initialValue: undefined, initialEditType: 'wysiwyg', previewStyle: 'tab', previewDelayTime: 0, height: undefined } },
      { k: 'setMarkdown', markdown: '```js\n\n```', cursorToEnd: false },
      { k: 'show' },
      { k: 'exec', command: { name: 'CodeBlock', args: [] } },
      { k: 'type', text: 'a' },
    ];
    for (const step of steps) await sequence.run(step);
    const editor = sequence.editor!;
    expect(editor.getMarkdown()).toBe('a');
    editor.changeMode('markdown');
    expect(editor.getCodeMirror().state.doc.toString()).toBe('a');
    // The smallest form.
    editor.changeMode('wysiwyg');
    editor.setMarkdown('x');
    editor.getSquire().deleteText(0, 1, 'user');
    expect(editor.getMarkdown()).toBe('');
    editor.insertText('a');
    expect(() => editor.getMarkdown()).not.toThrow();
    sequence.remove();
  });

  it('never runs or keeps a dangerous fragment: setMarkdown + preview, getHtml, setHtml, changeMode (XSS fuzz)', async () => {
    trap.__xss = 0;
    const editors = [false, true].map(
      (relaxed) =>
        new KitEditor({
          el: container({ html: '', attributes: relaxed ? { 'data-relaxed': '' } : {} }),
          usageStatistics: false,
          previewStyle: 'vertical',
          previewDelayTime: 0,
          useDefaultHTMLSanitizer: !relaxed,
        }),
    );
    created.push(...editors);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(xssDoc, fc.nat(1), async (markdown, which) => {
        const editor = editors[which];
        const root = document.body;
        if (editor.isWysiwygMode()) editor.changeMode('markdown', true);
        editor.setMarkdown(markdown);
        await tick(); // the preview renders
        clean('preview after setMarkdown', root);
        const html = editor.getHtml();
        cleanHtml('markdown mode', html);
        editor.setHtml(`${html}<p>after</p>${markdown}`);
        await tick();
        clean('preview after setHtml', root);
        cleanHtml('after setHtml', editor.getHtml());
        editor.setMarkdown(markdown);
        editor.changeMode('wysiwyg', true);
        clean('WYSIWYG after changeMode', root);
        cleanHtml('WYSIWYG', editor.getHtml());
        same(editor.getMarkdown(), markdown, 'unedited markdown in WYSIWYG');
        editor.setHtml(markdown);
        clean('WYSIWYG after setHtml', root);
        editor.setMarkdown(markdown);
        clean('WYSIWYG after setMarkdown', root);
        editor.changeMode('markdown', true);
        await tick();
        clean('preview after changeMode("markdown")', root);
        same(editor.getMarkdown(), markdown, 'markdown after the round trip');
        runs++;
      }),
      { seed: SEED, numRuns: XSS_RUNS },
    );
    await frame();
    await tick(150); // image errors, toggles and loads have fired by now
    expect(trap.__xss).withContext('window.__xss').toBe(0);
    expect(violations(document.body)).toEqual([]);
    expect(runs).toBe(XSS_RUNS);
  }, 60000);
});
