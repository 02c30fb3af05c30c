/*
 * The pagination-only browser bundle for pages without Angular code:
 * `import './kit-browser/kit-pagination.js'` then `new kit.Pagination(el, options)`. It carries
 * Angular's core and the pagination bar only (no editor, CodeMirror or Quill), so a page that
 * only needs the bar loads a fraction of kit.js. It starts the shared kit application before
 * anything else runs (top-level await), then defines `window.kit.Pagination`.
 */
import { ready, setKitUsageReporter } from 'kit-ui/core';
import { Pagination } from 'kit-ui/pagination';

await ready;

/** What `window.kit` gets from this bundle. */
const kit = { Pagination, ready, setKitUsageReporter };

declare global {
  interface Window {
    /** kit's plain classes, defined by kit.js or kit-pagination.js. */
    kit: typeof kit & Record<string, unknown>;
  }
}

window.kit = Object.assign(window.kit ?? {}, kit);
window.dispatchEvent(new Event('kit:ready'));

export { Pagination, ready, setKitUsageReporter };
