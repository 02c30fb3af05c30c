/*
 * Public API of kit-ui/core: what the components share (the application behind the plain
 * classes, container lookup, the event bus, usage-statistics consent, the window of Angular's check, zone.js apps' zones).
 */
export * from './check-window';
export * from './container';
export * from './container-lease';
export * from './event-bus';
export * from './event-replay-release';
export * from './mounted-component';
export * from './shared-application';
export * from './usage-statistics';
export * from './zones';
