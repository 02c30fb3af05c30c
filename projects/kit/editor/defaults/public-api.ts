/*
 * Public API of kit-ui/editor/defaults: the app-wide defaults token and the option types it holds,
 * without the editor's code, for an app's root providers (the editor's routes may be lazy).
 */
export { KIT_EDITOR_DEFAULT_OPTIONS } from './editor-defaults';
export type {
  KitDefaultToolbarItem,
  KitEditorDefaultOptions,
  KitEditorMode,
  KitExtensionEntry,
  KitLinkAttributeName,
  KitLinkAttributes,
  KitPreviewStyle,
} from './editor-defaults';
