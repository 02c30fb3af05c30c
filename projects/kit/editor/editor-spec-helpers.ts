import type QuillType from 'quill';
import { KitEditor, ready } from './kit-editor';
import type { KitEditorOptions } from './editor-options';
import { wysiwygStreaming } from './wysiwyg/wysiwyg-load-queue';
import type { QuillClass } from './wysiwyg/quill-loader';
import { KitWysiwygView } from './wysiwyg/wysiwyg-view';

/**
 * Jasmine set-up shared by the editor specs: waits for kit once, and gives each test a fresh
 * container and a `KitEditor` in it, removed afterwards. Returns a getter for the current editor.
 */
export function useEditor(options: Partial<KitEditorOptions> = {}): () => KitEditor {
  let host: HTMLElement;
  let editor: KitEditor;
  beforeAll(async () => {
    await ready;
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    editor = new KitEditor({ el: host, usageStatistics: false, ...options });
  });
  afterEach(() => {
    if (KitEditor.getInstances().includes(editor)) editor.remove();
    host.remove();
  });
  return () => editor;
}

/**
 * Jasmine set-up for specs that create several editors, each with its own options: waits for kit
 * once and returns `create(options)`, which puts a `KitEditor` (no usage statistics) in a fresh
 * container, and `container()`, an empty one. Every editor still there and every container is
 * removed after each test.
 */
export function useEditorFactory(): {
  create: (options?: Partial<KitEditorOptions>) => KitEditor;
  container: () => HTMLElement;
} {
  let containers: HTMLElement[] = [];
  let editors: KitEditor[] = [];
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => {
    for (const editor of editors) if (KitEditor.getInstances().includes(editor)) editor.remove();
    for (const el of containers) el.remove();
    editors = [];
    containers = [];
  });
  const container = () => {
    const el = document.body.appendChild(document.createElement('div'));
    containers.push(el);
    return el;
  };
  const create = (options: Partial<KitEditorOptions> = {}) => {
    const editor = new KitEditor({ el: container(), usageStatistics: false, ...options } as KitEditorOptions);
    editors.push(editor);
    return editor;
  };
  return { create, container };
}

/** Resolves once `condition()` holds (polled every 10 ms), or rejects after `ms`. */
export function waitFor(condition: () => boolean, ms = 10000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) resolve();
      else if (performance.now() - started > ms) reject(new Error('timed out'));
      else setTimeout(check, 10);
    };
    check();
  });
}

/**
 * Jasmine set-up for specs that edit in WYSIWYG as a user does: `load(markdown, index)` makes an
 * editor in WYSIWYG, focused, with the cursor at `index`; `press(key)` sends a keydown to Quill's
 * keyboard module, `type(text)` types at the cursor as the browser does; `toMarkdown()` leaves
 * WYSIWYG and returns what the markdown editor got. `editor()` and `quill()` give the current ones.
 */
export function useWysiwygEditing(): {
  load: (markdown: string, index?: number) => void;
  press: (key: string) => void;
  type: (text: string) => void;
  toMarkdown: () => string;
  editor: () => KitEditor;
  quill: () => QuillType;
} {
  const { create } = useEditorFactory();
  let editor: KitEditor;
  let quill: QuillType;
  return {
    load(markdown, index = 0) {
      editor = create({ initialValue: markdown, initialEditType: 'wysiwyg' });
      quill = editor.getSquire();
      quill.focus();
      quill.setSelection(index, 0, 'user');
    },
    press: (key) => quill.root.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
    type(text) {
      document.execCommand('insertText', false, text);
      quill.update('user'); // Quill takes the DOM change in
    },
    toMarkdown() {
      editor.changeMode('markdown', true);
      return editor.getCodeMirror().state.doc.toString();
    },
    editor: () => editor,
    quill: () => quill,
  };
}

/**
 * Goes to WYSIWYG, types `typed` after the first `after` (as the user would: a 'user' change), back
 * to markdown, and returns the markdown. Embeds (an HTML block, a rule) count as one place each,
 * as in Quill's document, though `getText()` leaves them out.
 */
export function editInWysiwygAfter(editor: KitEditor, after: string, typed: string): string {
  editor.changeMode('wysiwyg', true);
  const quill = editor.getSquire();
  const text = quill.getContents().ops.map((op) => (typeof op.insert === 'string' ? op.insert : '\u{fffc}')).join('');
  const at = text.indexOf(after);
  expect(at).withContext(`"${after}" in ${JSON.stringify(text)}`).toBeGreaterThanOrEqual(0);
  quill.insertText(at + after.length, typed, 'user');
  editor.changeMode('markdown', true);
  return editor.getMarkdown();
}

/**
 * Jasmine set-up: long documents load into WYSIWYG in small steps (300 characters at once, then
 * steps of the 500-character minimum: stepMs 0 makes step boundaries independent of timing), so
 * ordinary test documents stream in many of them. The defaults come back after each test.
 */
export function useSmallLoadSteps(): void {
  const saved = { ...wysiwygStreaming };
  beforeEach(() => Object.assign(wysiwygStreaming, { firstChars: 300, stepChars: 200, stepMs: 0, minStepChars: 200, maxStepChars: 500 }));
  afterEach(() => Object.assign(wysiwygStreaming, saved));
}

/** Resolves once `editor`'s document is wholly in WYSIWYG (each step is a task of its own), and expects that it is. */
export async function finishWysiwygLoad(editor: KitEditor): Promise<void> {
  for (let i = 0; i < 5000 && editor.getService().isWysiwygLoading(); i++) await new Promise((resolve) => setTimeout(resolve));
  expect(editor.getService().isWysiwygLoading()).withContext('the load finished').toBeFalse();
}

/**
 * Records the inert hosts (the warm-up's off-screen editor) added to `document.body` until
 * `stop()`: the restored container may be put back, so hosts are kept in a set.
 */
export function watchWarmUpHosts(): { hosts: Set<HTMLElement>; stop(): void } {
  const hosts = new Set<HTMLElement>();
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of Array.from(record.addedNodes)) if (node instanceof HTMLElement && node.inert) hosts.add(node);
  });
  observer.observe(document.body, { childList: true });
  return { hosts, stop: () => observer.disconnect() };
}

/**
 * Each line of `quill` as its text and the block formats that `keep` accepts (sorted by name): to
 * compare WYSIWYG as an edit left it with a fresh load of the markdown it wrote.
 */
export function wysiwygLines(quill: QuillType, keep: (name: string) => boolean): string[] {
  return quill.getLines().map((line) => {
    const formats = Object.entries(line.formats() as Record<string, unknown>)
      .filter(([name]) => keep(name))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `${quill.getText(quill.getIndex(line), line.length() - 1)} ${JSON.stringify(formats)}`;
  });
}

/**
 * Serialised Quill content without the keys kit numbers from page-wide counters (tables, quotes,
 * code blocks, lists): two conversions or two editors of the same content differ only there.
 */
export function withoutKitKeys(serialised: string): string {
  return serialised.replace(/"kt[0-9a-z]+-/g, '"kt-').replace(/\bk[qcl][0-9a-z]+\b/g, 'k');
}

/**
 * A WYSIWYG view alone in `host`, with no editor around it (its events go nowhere): for specs that
 * convert through Quill directly.
 */
export function bareWysiwygView(Quill: QuillClass, host: HTMLElement): KitWysiwygView {
  const noop = () => {};
  return new KitWysiwygView(Quill, host, {
    change: noop, focus: noop, blur: noop, keydown: noop, keyup: noop, scroll: noop, paste: noop, selectionChange: noop, shortcut: () => false, image: () => false, tableContextMenu: () => false, command: noop,
  });
}
