/*
 * The browser bundle for pages without Angular code: `<script type="module" src="kit.js">`.
 * It starts the shared kit application before anything else runs (top-level await), so the
 * plain classes can be constructed synchronously, then defines `window.kit` and exports the same.
 */
import { ready, setKitUsageReporter } from 'kit-ui/core';
import { Pagination } from 'kit-ui/pagination';

await ready;

/** What `window.kit` holds. */
const kit = { Pagination, ready, setKitUsageReporter };

declare global {
  interface Window {
    /** kit's plain classes, defined by kit.js. */
    kit: typeof kit;
  }
}

window.kit = Object.assign(window.kit ?? {}, kit);

export { Pagination, ready, setKitUsageReporter };
