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
  /** The cursor is in bold text. */
  bold: boolean;
  /** The cursor is in italic text. */
  italic: boolean;
  /** The cursor is in struck-through text. */
  strike: boolean;
  /** The cursor is in a code span. */
  code: boolean;
  /** The cursor is in a code block. */
  codeBlock: boolean;
  /** The cursor is in a block quote. */
  quote: boolean;
  /** The cursor is in a list item (bullet or ordered, not a task). */
  list: boolean;
  /** The cursor is in a task item. */
  task: boolean;
  /** The mode whose cursor this describes. */
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
  /** The line, from 0. */
  line: number;
  /** The character in the line (UTF-16 code units), from 0. */
  ch: number;
}

/** A markdown-mode range. */
export interface KitMarkdownRange {
  /** Where the range starts (the earlier end of the selection). */
  start: KitMarkdownPosition;
  /** Where the range ends (the later end; equal to `start` for a cursor). */
  end: KitMarkdownPosition;
}
