/*
 * Public API of kit-ui/editor: what users may import.
 */
export { KitEditorComponent } from './editor.component';
export { EditorService } from './editor.service';
export type { KitEditorHosts, KitEditorEmission } from './editor.service';
export { KitEditor, ready } from './kit-editor';
export { KitCommandRegistry } from './editor-commands';
export type { KitCommand, KitCommandContext } from './editor-commands';
export { KitDefaultConvertor } from './editor-convertor';
export type { KitTextObject } from './editor-text-object';
export type { KitConvertor, KitConvertorOptions } from './editor-convertor';
export { sanitizeHtml } from './editor-sanitizer';
export type { KitSanitizeOptions } from './editor-sanitizer';
export { KIT_EDITOR_EVENT_NAMES, KIT_EDITOR_HOOK_NAMES } from './editor-events';
export type { KitEditorEvents, KitImageBlob, KitPreviewRender, KitSourceEvent } from './editor-events';
export type { KitEditorOptions, KitEditorHandler, KitEditorHandlerMap } from './editor-options';
export { KIT_EDITOR_MODES, KIT_PREVIEW_STYLES } from './editor-types';
export type { KitEditorMode, KitEditorSource, KitEditorState, KitMarkdownPosition, KitMarkdownRange, KitPreviewStyle } from './editor-types';
export type { KitEditorView } from './editor-view';
export { KitMarkdownView } from './markdown-view';
export { KitWysiwygView } from './wysiwyg-view';
export { loadQuill } from './quill-loader';
