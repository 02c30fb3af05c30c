/*
 * Public API of kit-ui/pagination/testing: the component test harness.
 */
export * from './pagination-harness';
