/*
 * Public API of kit-ui/editor/testing: the component test harness.
 */
export * from './editor-harness';
