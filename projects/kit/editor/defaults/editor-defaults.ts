import { InjectionToken } from '@angular/core';

/** The editor's two modes. */
export type KitEditorMode = 'markdown' | 'wysiwyg';

/** The markdown-mode preview layouts: Write/Preview tabs, or side by side. */
export type KitPreviewStyle = 'tab' | 'vertical';

/** An `exts` entry: a name, or `{name, ...options}`. */
export type KitExtensionEntry = string | { name: string; [option: string]: unknown };

/** One of the attributes `linkAttribute` may set. */
export type KitLinkAttributeName = 'rel' | 'target' | 'hreflang' | 'type';

/**
 * The `linkAttribute` option: attributes added to every markdown link rendered to HTML, e.g.
 * `{target: '_blank', rel: 'noopener noreferrer'}`. A link with a `target` that opens a new
 * browsing context always gets `rel="noopener noreferrer"` as well.
 */
export type KitLinkAttributes = Partial<Record<KitLinkAttributeName, string>>;

/**
 * A `toolbarItems` entry an app-wide default can hold: a built-in item's name (`'bold'`,
 * `'divider'`), or `{ type: 'button', options }` / `{ type: 'item', options }` with the options
 * `kit-ui/editor` types as `KitToolbarButtonOptions` and `KitToolbarGenericOptions`. Item
 * instances, elements and Angular templates belong to one editor: give them to its input.
 */
export type KitDefaultToolbarItem = string | { type: 'button' | 'item'; options?: object };

/** App-wide defaults for every `kit-editor`; its inputs (and the plain class's options) still win. */
export interface KitEditorDefaultOptions {
  /** Height (`'300px'`, `'auto'`; numbers are px). */
  height?: string | number;
  /** Minimum height. */
  minHeight?: string | number;
  /** `'tab'` or `'vertical'`. */
  previewStyle?: KitPreviewStyle;
  /** `'markdown'` or `'wysiwyg'`. */
  initialEditType?: KitEditorMode;
  /** UI language code (`'de'`, `'ko_KR'`, ...). */
  language?: string;
  /** `'light'` or `'dark'`. */
  theme?: 'light' | 'dark';
  /** Toolbar items: names and `{type, options}` entries, as the `toolbarItems` input takes them. */
  toolbarItems?: readonly KitDefaultToolbarItem[];
  /** Hides the Markdown/WYSIWYG switch. */
  hideModeSwitch?: boolean;
  /** Whether shortcuts run commands. */
  useCommandShortcut?: boolean;
  /** The default HTML allow-list; false keeps only the removal of script. */
  useDefaultHTMLSanitizer?: boolean;
  /** Consent to usage reporting. */
  usageStatistics?: boolean;
  /** Placeholder of the editing areas. */
  placeholder?: string;
  /** Preview render delay, ms. */
  previewDelayTime?: number;
  /** Attributes of every markdown link of the preview and `getHtml()`. */
  linkAttribute?: Readonly<KitLinkAttributes>;
  /** Extensions every editor runs. */
  exts?: readonly KitExtensionEntry[];
  /** Languages offered for code blocks. */
  codeBlockLanguages?: string[];
}

/**
 * Injection token for app-wide editor defaults, e.g.
 * `{ provide: KIT_EDITOR_DEFAULT_OPTIONS, useValue: { language: 'de', previewStyle: 'vertical' } }`.
 * It lives apart from the editor (`kit-ui/editor/defaults`) so that an app's root providers can
 * name it without putting the editor's code in the app's initial bundle; `kit-ui/editor` exports
 * the same token.
 */
export const KIT_EDITOR_DEFAULT_OPTIONS = new InjectionToken<KitEditorDefaultOptions>('KIT_EDITOR_DEFAULT_OPTIONS');
