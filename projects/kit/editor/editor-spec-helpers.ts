import { KitEditor, ready } from './kit-editor';
import type { KitEditorOptions } from './editor-options';

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
