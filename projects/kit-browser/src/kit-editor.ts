/*
 * The editor-only browser bundle for pages without Angular code:
 * `import './kit-browser/kit-editor.js'` then `new kit.KitEditor({ el, ... })`.
 * The same `KitEditor`, `KitViewer`, `ready` and `loadQuill` as kit.js, without the pagination
 * bar, so an editor page does not download it. Like kit.js it starts the shared application
 * before it defines `window.kit` (top-level await), and fires `kit:ready` for classic scripts.
 */
import { setKitUsageReporter, whenKitReady } from 'kit-ui/core';
import { KitEditor, KitViewer, loadQuill, ready, warmUpKitEditor } from 'kit-ui/editor';

await whenKitReady();
warmUpKitEditor(); // the first editor created after the page settles starts warm

/** What `window.kit` gets from this bundle. */
const kit = { KitEditor, KitViewer, ready, loadQuill, setKitUsageReporter };

declare global {
  interface Window {
    /** kit's plain classes, defined by kit.js, kit-editor.js or kit-pagination.js. */
    kit: typeof kit & Record<string, unknown>;
  }
}

window.kit = Object.assign(window.kit ?? {}, kit);
window.dispatchEvent(new Event('kit:ready'));

export { KitEditor, KitViewer, loadQuill, ready, setKitUsageReporter };
