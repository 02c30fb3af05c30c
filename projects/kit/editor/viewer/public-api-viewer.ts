/*
 * What the viewer and the statics add to kit-ui/editor. The team re-exports this from
 * editor/public-api.ts (`export * from './viewer/public-api-viewer';`).
 */
export { KitViewer, createViewerFromFactory } from './kit-viewer';
export { KitViewerApi } from './viewer-api';
export type { KitViewerApiHost } from './viewer-api';
export { KitViewerComponent } from './viewer.component';
export { ViewerService } from './viewer.service';
export type { KitViewerEmission } from './viewer.service';
export { KIT_VIEWER_EVENT_NAMES, KIT_VIEWER_HOOK_NAMES } from './viewer-events';
export type { KitViewerEvents, KitViewerChange } from './viewer-events';
export type { KitViewerOptions, KitViewerHandlerMap, KitViewerConvertor, KitViewerConvertorClass } from './viewer-options';
export { KitCodeBlockManager, codeBlockManager } from '../statics/code-block-manager';
export type { KitCodeBlockReplacer } from '../statics/code-block-manager';
export { KitMarkdownParser, markdownParser, markdownParserHighlight } from '../statics/markdown-parsers';
export type { KitParseOptions } from '../statics/markdown-parsers';
export { domUtils } from '../statics/dom-utils';
export type { KitDomUtils, KitNodeOrName, KitSiblingDirection, KitTableDirection } from '../statics/dom-utils';
