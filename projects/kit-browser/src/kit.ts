/*
 * The browser bundle for pages without Angular code: `<script type="module" src="kit.js">`.
 * It starts the shared kit application before anything else runs (top-level await), so the plain
 * classes can be constructed synchronously, then defines `window.kit` and exports the same. It
 * does not wait for Quill (WYSIWYG): editors fetch it when the page is idle or WYSIWYG is asked
 * for. `await kit.ready` (or `kit.loadQuill()`) also waits for Quill.
 */
import { setKitUsageReporter, whenKitReady } from 'kit-ui/core';
import { KitEditor, KitViewer, loadQuill, ready, warmUpKitEditor } from 'kit-ui/editor';
import { Pagination } from 'kit-ui/pagination';

await whenKitReady();
warmUpKitEditor(); // the first editor created after the page settles starts warm

/** What `window.kit` holds. */
const kit = { Pagination, KitEditor, KitViewer, ready, loadQuill, setKitUsageReporter };

declare global {
  interface Window {
    /** kit's plain classes, defined by kit.js. */
    kit: typeof kit;
  }
}

window.kit = Object.assign(window.kit ?? {}, kit);
// For classic scripts, which cannot import: `addEventListener('kit:ready', () => new kit.Pagination(...))`.
window.dispatchEvent(new Event('kit:ready'));

export { KitEditor, KitViewer, Pagination, loadQuill, ready, setKitUsageReporter };
