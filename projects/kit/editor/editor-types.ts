import type { KitEditorMode, KitPreviewStyle } from 'kit-ui/editor/defaults';

/** The two editing modes and the preview layouts, declared with the app-wide defaults. */
export type { KitEditorMode, KitPreviewStyle } from 'kit-ui/editor/defaults';

/** Every mode name, for validation and error messages. */
export const KIT_EDITOR_MODES: readonly KitEditorMode[] = ['markdown', 'wysiwyg'];
/** Every preview style, for validation and error messages. */
export const KIT_PREVIEW_STYLES: readonly KitPreviewStyle[] = ['tab', 'vertical'];

/** Where an event came from. */
export type KitEditorSource = 'markdown' | 'wysiwyg' | 'preview';

/** The formatting at the cursor (`stateChange`). */
export interface KitEditorState {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  code: boolean;
  codeBlock: boolean;
  quote: boolean;
  list: boolean;
  task: boolean;
  source: 'markdown' | 'wysiwyg';
}

/**
 * The formatting at the cursor as kit's toolbar reads it: the `stateChange` payload plus which kind
 * of list the cursor is in, so the bullet and ordered list buttons each show their own state (the
 * payload's `list` is true in both). These two keys are never emitted.
 */
export interface KitFormatState extends KitEditorState {
  /** In an item of a bullet list (not a task). */
  bulletList: boolean;
  /** In an item of an ordered list (not a task). */
  orderedList: boolean;
}

/** A markdown-mode position (0-based line and character), as in TOAST UI Editor 1.x. */
export interface KitMarkdownPosition {
  line: number;
  ch: number;
}

/** A markdown-mode range. */
export interface KitMarkdownRange {
  start: KitMarkdownPosition;
  end: KitMarkdownPosition;
}
