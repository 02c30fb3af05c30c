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
  load: Editor;
  /** Content changed by the user, a command or a paste; never by setMarkdown/setHtml/reset. */
  change: { source: 'markdown' | 'wysiwyg' };
  stateChange: KitEditorState;
  focus: { source: 'markdown' | 'wysiwyg' };
  blur: { source: 'markdown' | 'wysiwyg' };
  changeModeBefore: KitEditorMode | undefined;
  changeMode: KitEditorMode;
  changePreviewStyle: KitPreviewStyle;
  /** The Preview tab was selected (`tab` preview style), by the user or `selectPreviewTab`. */
  changePreviewTabPreview: undefined;
  /** The Write tab was selected (`tab` preview style), by the user or `selectPreviewTab`. */
  changePreviewTabWrite: undefined;
  previewRenderAfter: KitPreviewRender;
  setMarkdownAfter: string;
  hide: Editor;
  show: Editor;
  removeEditor: undefined;
  keydown: KitSourceEvent<KeyboardEvent>;
  keyup: KitSourceEvent<KeyboardEvent>;
  scroll: KitSourceEvent<Event>;
  paste: KitSourceEvent<ClipboardEvent>;
  /** A right-click (or the context-menu key) in a WYSIWYG table: kit opens the table menu. */
  openPopupTableUtils: MouseEvent;
  afterAddedCommand: Editor;
  /** Hook: receives the preview HTML; a non-undefined return replaces it. */
  previewBeforeHook: string;
  /** Hook: an image to upload; call `callback(url, altText?)` to insert it. */
  addImageBlobHook: KitImageBlob;
}

/** Arguments of the image-blob hook, packed for the bus. */
export interface KitImageBlob {
  blob: Blob;
  callback: (url: string, altText?: string) => void;
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
