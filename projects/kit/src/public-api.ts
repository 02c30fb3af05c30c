/*
 * Public API of kit-ui: everything from the secondary entry points. Apps that need only one
 * component import `kit-ui/pagination` (or `kit-ui/editor`) to keep the other out of the bundle.
 */
export * from 'kit-ui/core';
export * from 'kit-ui/pagination';
export * from 'kit-ui/editor';
// Three entry points export a `ready`; the editor's waits for everything (the app and Quill).
export { ready } from 'kit-ui/editor';
