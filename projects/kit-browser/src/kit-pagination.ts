/*
 * The pagination-only browser bundle for pages without Angular code:
 * `import './kit-browser/kit-pagination.js'` then `new kit.Pagination(el, options)`.
 * Its `Pagination` is `PlainPagination`: the same markup, API and behaviour as kit.js's class,
 * drawn with the DOM directly, so the bundle carries no Angular application, only Angular's HTML
 * and URL sanitizers. It is ready when imported; `kit:ready` fires for classic scripts.
 */
import { setKitUsageReporter } from 'kit-ui/core';
import { PlainPagination as Pagination } from 'kit-ui/pagination';

/** Resolves at once: this bundle needs no application (kit.js's `ready` starts one). */
const ready: PromiseLike<void> = Promise.resolve();

/** What `window.kit` gets from this bundle. */
const kit = { Pagination, ready, setKitUsageReporter };

declare global {
  interface Window {
    /** kit's plain classes, defined by kit.js or kit-pagination.js. */
    kit: typeof kit & Record<string, unknown>;
  }
}

// kit.js, when also on the page, keeps its `ready` (the editor needs its application).
const existing = window.kit as Partial<Window['kit']> | undefined;
window.kit = Object.assign(existing ?? {}, { Pagination, setKitUsageReporter }, existing?.ready ? {} : { ready }) as Window['kit'];
window.dispatchEvent(new Event('kit:ready'));

export { Pagination, ready, setKitUsageReporter };
