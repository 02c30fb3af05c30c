/*
 * Public API of kit-ui/editor: what users may import.
 */
export { KitEditorComponent } from './editor.component';
export { EditorService } from './editor.service';
export { KitErrorStateMatcher } from './editor-error-state';
export type { KitSubmittableForm } from './editor-error-state';
export type { KitEditorHosts, KitEditorEmission } from './editor.service';
export { KitEditor, provideKitEditorWarmUp, ready, warmUpKitEditor } from './kit-editor';
export type { KitCommandContext } from './editor-commands';
export { CommandManager } from './commands/command-manager';
export type { KitCommandBase, KitCommandManagerOptions } from './commands/command-manager';
export { KitCommand, KIT_COMMAND_TYPE } from './commands/command';
export type { KitCommandContextOf, KitCommandProps, KitCommandTypeName, KitKeyMap } from './commands/command';
export { KitI18n, kitI18n } from './i18n/i18n';
export { KIT_I18N_KEYS } from './i18n/i18n-keys';
export type { KitI18nKey, KitLanguageStrings } from './i18n/i18n-keys';
export { KitToolbar } from './toolbar/toolbar';
export { KitToolbarItem, KitToolbarButton, KitToolbarDivider } from './toolbar/toolbar-item';
export type { KitToolbarButtonOptions, KitToolbarGenericOptions, KitToolbarItemKind, KitToolbarPopup } from './toolbar/toolbar-item';
export { KIT_DEFAULT_TOOLBAR_ITEMS, KIT_TOOLBAR_ITEM_NAMES } from './toolbar/toolbar-items';
export type { KitToolbarItemInput } from './toolbar/toolbar-items';
export { KitEditorUI } from './ui/editor-ui';
export { KitModeSwitch } from './ui/mode-switch';
export { EditorUiState } from './ui/editor-ui-state';
export { KitLayerPopup } from './popups/layer-popup';
export type { KitLayerPopupOptions } from './popups/layer-popup';
export type { KitPopupKind } from './popups/popup-types';
export { KitDefaultConvertor } from './convertor/editor-convertor';
export type { KitTextObject } from './editor-text-object';
export type { KitConvertor, KitConvertorOptions, KitHtmlBlock, KitMarkdownExtensionOptions } from './convertor/editor-convertor';
export { sanitizeHtml } from './editor-sanitizer';
export type { KitSanitizeOptions } from './editor-sanitizer';
export { KIT_EDITOR_EVENT_NAMES, KIT_EDITOR_HOOK_NAMES } from './editor-events';
export type { KitEditorEvents, KitImageBlob, KitPreviewRender, KitSourceEvent } from './editor-events';
export type { KitEditorOptions, KitEditorHandler, KitEditorHandlerMap } from './editor-options';
export { KIT_EDITOR_DEFAULT_OPTIONS } from 'kit-ui/editor/defaults';
export type { KitDefaultToolbarItem, KitEditorDefaultOptions } from 'kit-ui/editor/defaults';
export { KIT_LINK_ATTRIBUTE_NAMES } from './link-attributes';
export type { KitLinkAttributeName, KitLinkAttributes } from './link-attributes';
export { KIT_EDITOR_MODES, KIT_PREVIEW_STYLES } from './editor-types';
export type { KitEditorMode, KitEditorSource, KitEditorState, KitFormatState, KitMarkdownPosition, KitMarkdownRange, KitPreviewStyle } from './editor-types';
export type { KitEditorView } from './editor-view';
export { KitMarkdownView } from './markdown/markdown-view';
import type { KitWysiwygView as WysiwygViewClass } from './wysiwyg/wysiwyg-view';
/**
 * The WYSIWYG mode's view (what `getCurrentModeEditor()` returns in WYSIWYG mode), a type only: its
 * class loads with Quill, after the editor, so it cannot be imported as a value (`instanceof`); ask
 * `isWysiwygMode()` instead. An alias, so the bundled typings cannot offer it as a value.
 */
export type KitWysiwygView = WysiwygViewClass;
export { loadQuill } from './wysiwyg/quill-loader';
export type { QuillClass } from './wysiwyg/quill-loader';
export { KitEditorApi } from './editor-api';
export type { KitEditorApiHost } from './editor-api';
export type { KitEventManager } from './editor-event-manager';
export { defineExtension, extensionNames } from './extensions/extension-registry';
export type { KitExtension, KitExtensionEntry } from './extensions/extension-registry';
export type { KitColorSyntaxOptions } from './extensions/color-syntax';
export type { KitTaskCounter } from './extensions/task-counter';
export { applyMergedCells } from './extensions/table';
export type { KitPreviewBlockLines } from './preview/editor-preview';
export * from './viewer/public-api-viewer';
