/*
 * The browser bundle for pages without Angular code: `<script type="module" src="kit.js">`.
 * It starts the shared kit application and loads Quill before anything else runs (top-level
 * await), so the plain classes can be constructed synchronously, then defines `window.kit` and
 * exports the same.
 */
import { setKitUsageReporter } from 'kit-ui/core';
import { KitEditor, KitViewer, ready } from 'kit-ui/editor';
import { Pagination } from 'kit-ui/pagination';

await ready;

/** What `window.kit` holds. */
const kit = { Pagination, KitEditor, KitViewer, ready, setKitUsageReporter };

declare global {
  interface Window {
    /** kit's plain classes, defined by kit.js. */
    kit: typeof kit;
  }
}

window.kit = Object.assign(window.kit ?? {}, kit);
// For classic scripts, which cannot import: `addEventListener('kit:ready', () => new kit.Pagination(...))`.
window.dispatchEvent(new Event('kit:ready'));

export { KitEditor, KitViewer, Pagination, ready, setKitUsageReporter };
