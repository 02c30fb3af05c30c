/*
 * Public API of kit-ui: the components' entry points and kit-ui/core's share for apps. Apps that
 * need only one component import `kit-ui/pagination` (or `kit-ui/editor`) to keep the other out of
 * the bundle.
 */
// kit-ui/core's share for apps; the rest of it is the components' plumbing (exported there only
// because secondary entry points import each other through their public names).
export { configureKitApplication, KitEventBus, KIT_USAGE_REPORTER, resolveContainer, setKitUsageReporter } from 'kit-ui/core';
export type { KitContainer, KitEventHandler, KitNamespacedEvent, KitUsageReporter, KitWrappedElement } from 'kit-ui/core';
export * from 'kit-ui/pagination';
export * from 'kit-ui/editor';
// Three entry points export a `ready`; the editor's waits for everything (the app and Quill).
export { ready } from 'kit-ui/editor';
