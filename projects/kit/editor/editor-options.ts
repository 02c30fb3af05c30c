import { KIT_CLOSE_ALL_POPUPS_EVENT, KIT_POPUP_EVENTS } from './ui/popup-events';
import { warnUnknownOptions } from './unknown-options';
import { numberAttribute } from '@angular/core';
import type { KitEventManager } from './editor-event-manager';
import { describeValue } from 'kit-ui/core';
import { kitI18n } from './i18n/i18n';
import { createToolbarItem } from './toolbar/toolbar-items';
import { checkExtensions } from './extensions/extension-registry';
import { KitColorSyntaxOptions, checkColorSyntaxOptions } from './extensions/color-syntax';
import type { KitConvertor } from './convertor/editor-convertor';
import { KitLinkAttributes, checkLinkAttribute } from './link-attributes';
import { KIT_EDITOR_EVENT_NAMES, KIT_EDITOR_HOOK_NAMES, KitEditorEvents } from './editor-events';
import { KIT_EDITOR_MODES, KIT_PREVIEW_STYLES, KitEditorMode, KitPreviewStyle } from './editor-types';

/** A handler of the `events`/`hooks` options or `on()`. */
export type KitEditorHandler = (...args: never[]) => unknown;

/** `{eventName: handler}`, or an array of such objects (the contract's typing). */
export type KitEditorHandlerMap =
  | Partial<Record<keyof KitEditorEvents, KitEditorHandler>>
  | Partial<Record<keyof KitEditorEvents, KitEditorHandler>>[];

/** Options of `new KitEditor(options)` (the contract's table). */
export interface KitEditorOptions {
  /** The container element (required). */
  el: HTMLElement;
  /** Height style value, border-box (`'300px'`, `'100%'`, `'auto'`; a number means px). */
  height?: string | number;
  /** Minimum height in px (default `'200px'`). */
  minHeight?: string | number;
  /** Initial markdown. */
  initialValue?: string;
  /** `'tab'` (default) or `'vertical'`. */
  previewStyle?: KitPreviewStyle;
  /** `'markdown'` (default) or `'wysiwyg'`. */
  initialEditType?: KitEditorMode;
  /** Event handlers, `{change: fn, ...}`. */
  events?: KitEditorHandlerMap;
  /** Hook handlers, `{previewBeforeHook: fn, addImageBlobHook: fn}`. */
  hooks?: KitEditorHandlerMap;
  /** UI language (default `'en_US'`). */
  language?: string;
  /** Whether keyboard shortcuts run commands (default true). */
  useCommandShortcut?: boolean;
  /** The default HTML allow-list (true, default); false keeps only the removal of script. */
  useDefaultHTMLSanitizer?: boolean;
  /** Languages listed for code blocks. */
  codeBlockLanguages?: string[];
  /** Consent to usage reporting; kit itself never sends anything. */
  usageStatistics?: boolean;
  /** Toolbar items: built-in names in order, `'divider'`, `{type: 'button', options}`, `{type: 'item', options}` or item instances. */
  toolbarItems?: unknown[];
  /** Hides the mode switch. */
  hideModeSwitch?: boolean;
  /** Extensions. */
  exts?: (string | { name: string; [option: string]: unknown })[];
  /** A convertor object, or a class (instantiated with the editor's event manager, as TOAST UI 1.x did), replacing the default. */
  customConvertor?: KitConvertor | (new (eventManager?: KitEventManager) => KitConvertor) | null;
  /** `'light'` (default) or `'dark'`. */
  theme?: 'light' | 'dark';
  /** Placeholder text of the editing areas. */
  placeholder?: string;
  /** Delay between a change and the preview render, in ms (default 100). */
  previewDelayTime?: number;
  /**
   * Attributes added to every markdown link of the preview and `getHtml()`, e.g.
   * `{target: '_blank', rel: 'noopener noreferrer'}`: only `rel`, `target`, `hreflang` and `type`
   * (anything else throws, naming it; the original dropped unknown keys silently and allowed
   * `contenteditable`, which kit's sanitizer always removes). A link whose target opens a new page
   * always gets `rel="noopener noreferrer"`. Raw HTML links are left alone, as in the original.
   * Per editor (the original's setting leaked to every editor of the page).
   */
  linkAttribute?: KitLinkAttributes | null;
  /**
   * Settings of the colorSyntax extension (`{preset, useCustomSyntax}`), where TOAST UI 1.x read
   * them; the same settings in its `exts` entry win.
   */
  colorSyntax?: KitColorSyntaxOptions;
}

/**
 * Every option name of `KitEditorOptions` (the compiler checks the list is complete), and `viewer`,
 * which `KitEditor.factory` reads.
 */
export const KIT_EDITOR_OPTION_NAMES: readonly string[] = Object.keys({
  el: 1, height: 1, minHeight: 1, initialValue: 1, previewStyle: 1, initialEditType: 1, events: 1, hooks: 1, language: 1,
  useCommandShortcut: 1, useDefaultHTMLSanitizer: 1, codeBlockLanguages: 1, usageStatistics: 1, toolbarItems: 1,
  hideModeSwitch: 1, exts: 1, customConvertor: 1, theme: 1, placeholder: 1, previewDelayTime: 1, linkAttribute: 1, colorSyntax: 1, viewer: 1,
} satisfies Record<keyof KitEditorOptions | 'viewer', 1>);

/** Checks a mode name, naming the valid ones. */
export function checkMode(mode: unknown): KitEditorMode {
  if (!KIT_EDITOR_MODES.includes(mode as KitEditorMode)) {
    throw new Error(`Unknown editor mode ${describeValue(mode)}. Valid modes: ${KIT_EDITOR_MODES.join(', ')}.`);
  }
  return mode as KitEditorMode;
}

/** Checks a preview style, naming the valid ones. */
export function checkPreviewStyle(style: unknown): KitPreviewStyle {
  if (!KIT_PREVIEW_STYLES.includes(style as KitPreviewStyle)) {
    throw new Error(`Unknown preview style ${describeValue(style)}. Valid styles: ${KIT_PREVIEW_STYLES.join(', ')}.`);
  }
  return style as KitPreviewStyle;
}

/** Checks the `theme` option: `'light'` or `'dark'`. */
export function checkTheme(theme: unknown): 'light' | 'dark' {
  if (theme === undefined || theme === null) return 'light';
  if (theme !== 'light' && theme !== 'dark') throw new Error(`Unknown editor theme ${describeValue(theme)}. Valid themes: light, dark.`);
  return theme;
}

/** Checks content for setMarkdown/setHtml: strings pass, null/undefined mean empty. */
export function checkContent(method: string, value: unknown): string {
  if (value == null) return '';
  if (typeof value !== 'string') {
    throw new TypeError(`${method} expects a string, got ${describeValue(value)}.`);
  }
  return value;
}

/**
 * A length limit of the component (`maxLength`): a number, or a numeric string as a plain attribute
 * gives it (`maxLength="20"`, as on a native input). Null, undefined and an empty attribute mean no
 * limit: undefined, as Angular's signal forms bind "no limit" to a control's `maxLength`.
 */
export function toOptionalLength(input: string, value: unknown): number | undefined {
  if (value == null || value === '') return undefined;
  const length = numberAttribute(value, NaN);
  if (Number.isNaN(length)) throw new TypeError(`kit-editor's ${input} expects a number, got ${describeValue(value)}.`);
  return length;
}

/**
 * Turns a height option into a CSS value: numbers are px; a string must be a size the browser
 * accepts for that property (so `height()` never reports a value the element does not have).
 */
export function toCssSize(option: 'height' | 'minHeight', value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value === 'string' && value.trim() !== '') {
    const css = value.trim();
    const property = option === 'height' ? 'height' : 'min-height';
    // Without CSS (a server), any non-empty string is kept: the browser checks it when it renders.
    if (typeof CSS === 'undefined' || !CSS.supports || CSS.supports(property, css)) return css;
  }
  throw new TypeError(`Editor option "${option}" must be a CSS size such as "300px", got ${describeValue(value)}.`);
}

/** Checks a custom convertor: a class, or an object with `toHTML(markdown)` and `toMarkdown(html)`. */
function checkEditorConvertor(value: unknown): void {
  if (value == null || typeof value === 'function') return; // a class is checked when it is instantiated
  const c = value as Partial<KitConvertor>;
  if (typeof c !== 'object' || typeof c.toHTML !== 'function' || typeof c.toMarkdown !== 'function') {
    throw new TypeError(`Editor option "customConvertor" must have toHTML(markdown) and toMarkdown(html) methods, got ${describeValue(value)}.`);
  }
}

/** Flattens the `events`/`hooks` option and checks every name. */
export function handlerEntries(option: 'events' | 'hooks', value: unknown): [keyof KitEditorEvents, KitEditorHandler][] {
  if (value == null) return [];
  const maps = Array.isArray(value) ? value : [value];
  // TOAST UI 1.x's popup events may be bound with on(), so here too.
  const valid: readonly string[] = option === 'hooks' ? KIT_EDITOR_HOOK_NAMES : [...KIT_EDITOR_EVENT_NAMES, ...Object.keys(KIT_POPUP_EVENTS), KIT_CLOSE_ALL_POPUPS_EVENT];
  const entries: [keyof KitEditorEvents, KitEditorHandler][] = [];
  for (const map of maps) {
    if (typeof map !== 'object' || map === null) {
      throw new TypeError(`Editor option "${option}" must be an object of handlers, got ${describeValue(map)}.`);
    }
    for (const [name, handler] of Object.entries(map)) {
      if (!valid.includes(name)) {
        throw new Error(`Unknown editor ${option === 'hooks' ? 'hook' : 'event'} ${describeValue(name)} in "${option}". Valid names: ${valid.join(', ')}.`);
      }
      if (typeof handler !== 'function') {
        throw new TypeError(`The "${option}.${name}" handler must be a function, got ${describeValue(handler)}.`);
      }
      entries.push([name as keyof KitEditorEvents, handler as KitEditorHandler]);
    }
  }
  return entries;
}

/**
 * Runs the check of option `name`, so that its error names the option as well as the value
 * (`Editor option "previewStyle": Unknown preview style "horizontal". Valid styles: ...`): the
 * checks are shared with methods such as `changePreviewStyle`, whose errors name no option.
 */
function inOption(name: string, check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof Error && !error.message.includes(`"${name}"`)) error.message = `Editor option "${name}": ${error.message}`;
    throw error;
  }
}

/** Checks every option before anything is built, so bad input leaves no half-built DOM. */
export function checkEditorOptions(options: unknown): KitEditorOptions {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`KitEditor options must be an object with an "el" element, got ${describeValue(options)}.`);
  }
  const o = options as KitEditorOptions;
  if (!o.el || (o.el as Node).nodeType !== 1) {
    throw new Error(`KitEditor option "el" must be an element, got ${describeValue(o.el)}.`);
  }
  warnUnknownOptions('KitEditor', o, KIT_EDITOR_OPTION_NAMES);
  if (o.initialEditType !== undefined) inOption('initialEditType', () => checkMode(o.initialEditType!));
  if (o.previewStyle !== undefined) inOption('previewStyle', () => checkPreviewStyle(o.previewStyle!));
  if (o.height !== undefined) toCssSize('height', o.height);
  if (o.minHeight !== undefined) toCssSize('minHeight', o.minHeight);
  if (o.initialValue !== undefined) checkContent('KitEditor option "initialValue"', o.initialValue);
  if (o.placeholder != null && typeof o.placeholder !== 'string') {
    throw new TypeError(`Editor option "placeholder" must be a string, got ${describeValue(o.placeholder)}.`);
  }
  checkEditorConvertor(o.customConvertor);
  // A string such as 'no' is truthy: taken as given it would send usage statistics the page turned off.
  for (const name of ['useCommandShortcut', 'useDefaultHTMLSanitizer', 'usageStatistics', 'hideModeSwitch'] as const) {
    if (o[name] !== undefined && typeof o[name] !== 'boolean') {
      throw new TypeError(`Editor option "${name}" must be true or false, got ${describeValue(o[name])}.`);
    }
  }
  if (o.codeBlockLanguages != null && !(Array.isArray(o.codeBlockLanguages) && o.codeBlockLanguages.every((l) => typeof l === 'string'))) {
    throw new TypeError(`Editor option "codeBlockLanguages" must be an array of language names, got ${describeValue(o.codeBlockLanguages)}.`);
  }
  handlerEntries('events', o.events);
  handlerEntries('hooks', o.hooks);
  if (o.theme !== undefined) inOption('theme', () => checkTheme(o.theme!));
  inOption('exts', () => checkExtensions(o.exts));
  checkColorSyntaxOptions(o.colorSyntax, 'Editor option "colorSyntax"');
  // Every built-in code is known before its strings load (they load once the editor exists).
  if (o.language !== undefined) inOption('language', () => kitI18n().checkCode(o.language!));
  if (o.toolbarItems !== undefined && o.toolbarItems !== null) {
    if (!Array.isArray(o.toolbarItems)) throw new TypeError(`Editor option "toolbarItems" must be an array, got ${describeValue(o.toolbarItems)}.`);
    // Throws for an unknown name, listing the valid ones.
    inOption('toolbarItems', () => o.toolbarItems!.forEach((item) => createToolbarItem(item)));
  }
  checkLinkAttribute(o.linkAttribute);
  if (o.previewDelayTime !== undefined && !(typeof o.previewDelayTime === 'number' && o.previewDelayTime >= 0)) {
    throw new TypeError(`Editor option "previewDelayTime" must be a number of ms, got ${describeValue(o.previewDelayTime)}.`);
  }
  return o;
}
