import type { KitEditorMode, KitMarkdownRange } from './editor-types';

/**
 * What the editor needs from a mode's view. The markdown view (CodeMirror 6) and the WYSIWYG view
 * (Quill 2) implement it, so the service can switch between them by converting content, never by
 * rewriting either view.
 */
export interface KitEditorView {
  /** Which mode this view edits. */
  readonly mode: KitEditorMode;
  /** The element the view renders into. */
  readonly element: HTMLElement;
  /** Replaces the content without a `change` event; `cursorToEnd` puts the cursor at the end. */
  setContent(content: string, cursorToEnd: boolean): void;
  /** The content in the view's own format (markdown, or sanitized HTML). */
  getContent(): string;
  /** Focuses the editing area. */
  focus(): void;
  /** Removes focus from the editing area. */
  blur(): void;
  /** Whether the editing area has focus. */
  hasFocus(): boolean;
  /** The selected text, or ''. */
  getSelectedText(): string;
  /** Replaces the selection with plain text. */
  insertText(text: string): void;
  /** Cursor to the start or the end, without changing focus. */
  moveCursorToStart(): void;
  /** Cursor to the end, without changing focus. */
  moveCursorToEnd(): void;
  /** Markdown: line/ch positions; WYSIWYG: a DOM Range. */
  getRange(): KitMarkdownRange | Range;
  /** Scrolls when `value` is a number; returns the current scroll top. */
  scrollTop(value?: number): number;
  /** Shows `text` while the content is empty. */
  setPlaceholder(text: string): void;
  /** Read-only (forms `disabled`). */
  setReadOnly(readOnly: boolean): void;
  /** Releases every listener and DOM node. */
  destroy(): void;
}

/** Callbacks a view reports through; the service turns them into editor events. */
export interface KitEditorViewEvents {
  /** The user (typing, a command, a paste) changed the content. */
  change(): void;
  /** The view's text got the focus. */
  focus(): void;
  /** The view's text lost the focus. */
  blur(): void;
  /** A key went down in the view's text. */
  keydown(event: KeyboardEvent): void;
  /** A key came up in the view's text. */
  keyup(event: KeyboardEvent): void;
  /** The view scrolled. */
  scroll(event: Event): void;
  /** Something was pasted into the view's text (before the view handles it). */
  paste(event: ClipboardEvent): void;
  /** The cursor moved or the format under it may have changed. */
  selectionChange(): void;
  /** A key went down: runs the command whose shortcut matches; true when one ran (stop the key). */
  shortcut(event: KeyboardEvent): boolean;
  /** An image was pasted or dropped: hands it to the image hook; true when taken (stop the event). */
  image(blob: Blob, source: 'drop' | 'paste'): boolean;
  /** A context menu was asked for inside a table (WYSIWYG); true when kit shows its own (stop the event). */
  tableContextMenu(event: MouseEvent): boolean;
  /** Runs one of the editor's commands for this mode by name (an extension's replacement, if any), as `exec` does. */
  command(name: string): void;
}
