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
