import type { KitEditorMode, KitEditorSource, KitEditorState, KitPreviewStyle } from './editor-types';

/** Payload of the view events (keydown, keyup, scroll, paste): where they happened and the DOM event. */
export interface KitSourceEvent<E = Event> {
  /** The view the event came from. */
  source: KitEditorSource;
  /** The DOM event (always there: `$event.data.key` type-checks without a `?.`). */
  data: E;
}

/** What a preview handler receives after a render. */
export interface KitPreviewRender {
  /** The preview element. */
  readonly el: HTMLElement;
  /** The HTML now shown. */
  getHTML(): string;
}

/**
 * Every editor event and its payload (reference Part B §5 with Part C fixes). `load`, `hide`,
 * `show` and `afterAddedCommand` carry the editor; the others carry plain data.
 */
export interface KitEditorEvents<Editor = unknown> {
  /** The editor is drawn and ready (before the constructor returns); carries the editor. */
  load: Editor;
  /** Content changed by the user, a command or a paste; never by setMarkdown/setHtml/reset. */
  change: { source: 'markdown' | 'wysiwyg' };
  /** The formatting at the cursor changed (the toolbar's active buttons follow it). */
  stateChange: KitEditorState;
  /** The text of the given mode got the focus. */
  focus: { source: 'markdown' | 'wysiwyg' };
  /** The text of the given mode lost the focus. */
  blur: { source: 'markdown' | 'wysiwyg' };
  /** A mode change is about to convert the content: carries the mode being left. */
  changeModeBefore: KitEditorMode | undefined;
  /** The mode changed: carries the new mode. */
  changeMode: KitEditorMode;
  /** The preview style changed: carries the new style. */
  changePreviewStyle: KitPreviewStyle;
  /** The Preview tab was selected (`tab` preview style), by the user or `selectPreviewTab`. */
  changePreviewTabPreview: undefined;
  /** The Write tab was selected (`tab` preview style), by the user or `selectPreviewTab`. */
  changePreviewTabWrite: undefined;
  /** The preview (or viewer) drew new HTML. */
  previewRenderAfter: KitPreviewRender;
  /** `setMarkdown` (or `setHtml` in markdown mode) replaced the content, and once before `load`: carries the markdown. */
  setMarkdownAfter: string;
  /** `hide()` hid the editor; carries the editor. */
  hide: Editor;
  /** `show()` showed the editor again; carries the editor. */
  show: Editor;
  /** `remove()` is taking the editor out of the page. */
  removeEditor: undefined;
  /** A key went down in the text of a mode. */
  keydown: KitSourceEvent<KeyboardEvent>;
  /** A key came up in the text of a mode. */
  keyup: KitSourceEvent<KeyboardEvent>;
  /** The text of a mode (or the preview) scrolled. */
  scroll: KitSourceEvent<Event>;
  /** Something was pasted into the text of a mode: the DOM paste event. */
  paste: KitSourceEvent<ClipboardEvent>;
  /** A right-click (or the context-menu key) in a WYSIWYG table: kit opens the table menu. */
  openPopupTableUtils: MouseEvent;
  /** A command was added to the editor's command manager; carries the editor. */
  afterAddedCommand: Editor;
  /** Hook: receives the preview HTML; a non-undefined return replaces it. */
  previewBeforeHook: string;
  /** Hook: an image to upload; call `callback(url, altText?)` to insert it. */
  addImageBlobHook: KitImageBlob;
}

/** Arguments of the image-blob hook, packed for the bus. */
export interface KitImageBlob {
  /** The image file (dropped, pasted or chosen in the image popup). */
  blob: Blob;
  /** Inserts the image once it has an address: `callback(url, altText?)`. */
  callback: (url: string, altText?: string) => void;
  /** How the image came: dropped, pasted, or the image popup's file tab. */
  source: 'drop' | 'paste' | 'ui';
}

/** Every event name `on()` accepts. */
export const KIT_EDITOR_EVENT_NAMES = [
  'load',
  'change',
  'stateChange',
  'focus',
  'blur',
  'changeModeBefore',
  'changeMode',
  'changePreviewStyle',
  'changePreviewTabPreview',
  'changePreviewTabWrite',
  'previewRenderAfter',
  'setMarkdownAfter',
  'hide',
  'show',
  'removeEditor',
  'keydown',
  'keyup',
  'scroll',
  'paste',
  'openPopupTableUtils',
  'afterAddedCommand',
  'previewBeforeHook',
  'addImageBlobHook',
] as const satisfies readonly (keyof KitEditorEvents)[];

/** Hook names (`addHook`/`removeHook` and the `hooks` option). */
export const KIT_EDITOR_HOOK_NAMES = ['previewBeforeHook', 'addImageBlobHook'] as const;
