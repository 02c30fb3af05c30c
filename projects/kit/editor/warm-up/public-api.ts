/*
 * Public API of kit-ui/editor/warm-up: the editor's warm-up for an app's own providers, without the
 * editor in the app's initial bundle.
 */
export { provideKitEditorLazyWarmUp } from './lazy-warm-up';
