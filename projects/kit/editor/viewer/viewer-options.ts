import { describeValue } from 'kit-ui/core';
import type { KitConvertor } from '../convertor/editor-convertor';
import type { KitEventManager } from '../editor-event-manager';
import { KitLinkAttributes, checkLinkAttribute } from '../link-attributes';
import { KIT_EDITOR_EVENT_NAMES } from '../editor-events';
import type { KitEditorHandler } from '../editor-options';
import { KIT_EDITOR_OPTION_NAMES, checkContent } from '../editor-options';
import { warnUnknownOptions } from '../unknown-options';
import { KIT_VIEWER_EVENT_NAMES, KitViewerEvents } from './viewer-events';

/** `{eventName: handler}`, or an array of such objects (as the editor's `events`/`hooks`). */
export type KitViewerHandlerMap =
  | Partial<Record<keyof KitViewerEvents, KitEditorHandler>>
  | Partial<Record<keyof KitViewerEvents, KitEditorHandler>>[];

/**
 * A convertor for the viewer: `toHTML`, or preferably `toHTMLWithCodeHighlight` (the original's
 * misspelt `toHTMLWithCodeHightlight` is accepted too). Its output is sanitized again.
 */
export type KitViewerConvertor = Pick<KitConvertor, 'toHTML' | 'setLinkAttribute'> & {
  toHTMLWithCodeHighlight?(markdown: string): string;
  toHTMLWithCodeHightlight?(markdown: string): string;
};

/**
 * Options of `new KitViewer(options)` (reference Part B §11). Editor-only options (height,
 * language, toolbar...) may be passed, as `KitEditor.factory({viewer: true, ...})` does, and are
 * ignored.
 */
export interface KitViewerOptions {
  /** The container element (required). */
  el: HTMLElement;
  /** Markdown to show. Without it (or with ''), the container's own HTML is shown, sanitized. */
  initialValue?: string;
  /** Event handlers, `{load: fn, change: fn, ...}`. Editor events a viewer never emits are accepted and never fire. */
  events?: KitViewerHandlerMap;
  /** Hook handlers, `{previewBeforeHook: fn}`. */
  hooks?: KitViewerHandlerMap;
  /** The default HTML allow-list (true, default); false keeps only the removal of script. */
  useDefaultHTMLSanitizer?: boolean;
  /** A convertor object, or a class instantiated with no arguments, replacing kit's markdown rendering. */
  customConvertor?: KitViewerConvertor | KitViewerConvertorClass | null;
  /** Extensions (accepted; the viewer runs none yet). */
  exts?: (string | { name: string; [option: string]: unknown })[];
  /** Languages listed for code blocks (only relevant to extensions). */
  codeBlockLanguages?: string[];
  /**
   * Attributes added to every markdown link shown, e.g. `{target: '_blank', rel: 'noopener noreferrer'}`:
   * only `rel`, `target`, `hreflang` and `type` (anything else throws, naming it). A link whose
   * target opens a new page always gets `rel="noopener noreferrer"`; raw HTML links are left alone.
   * The original's viewer ignored this option.
   */
  linkAttribute?: KitLinkAttributes | null;
  /** `'light'` (default) or `'dark'`: the same themes as the editor's (`kit-theme-dark`). */
  theme?: 'light' | 'dark' | null;
}

/**
 * Whether the viewer emits `name`. Editor event names it never emits give false (binding them is
 * harmless, as in the original, where every editor event could be bound on a viewer).
 * @throws Error naming `name` and the viewer's events when it is no editor event at all.
 */
export function isViewerEventName(name: unknown): name is keyof KitViewerEvents {
  // 'type.namespace' is judged by its type; '.namespace' (off() on every type) always applies.
  if (typeof name === 'string' && name.includes('.')) {
    return name.startsWith('.') || isViewerEventName(name.slice(0, name.indexOf('.')));
  }
  if ((KIT_VIEWER_EVENT_NAMES as readonly unknown[]).includes(name)) return true;
  if ((KIT_EDITOR_EVENT_NAMES as readonly unknown[]).includes(name)) return false;
  throw new Error(`Unknown viewer event ${describeValue(name)}. Valid events: ${KIT_VIEWER_EVENT_NAMES.join(', ')}.`);
}

/** Flattens the `events`/`hooks` option, checks every name and handler, and drops editor-only names. */
export function viewerHandlerEntries(option: 'events' | 'hooks', value: unknown): [keyof KitViewerEvents, KitEditorHandler][] {
  if (value == null) return [];
  const entries: [keyof KitViewerEvents, KitEditorHandler][] = [];
  for (const map of Array.isArray(value) ? value : [value]) {
    if (typeof map !== 'object' || map === null) {
      throw new TypeError(`Viewer option "${option}" must be an object of handlers, got ${describeValue(map)}.`);
    }
    for (const [name, handler] of Object.entries(map)) {
      if (typeof handler !== 'function') {
        throw new TypeError(`The "${option}.${name}" handler must be a function, got ${describeValue(handler)}.`);
      }
      if (isViewerEventName(name)) entries.push([name, handler as KitEditorHandler]);
    }
  }
  return entries;
}

/** Checks the options before anything is built, so bad input leaves the container untouched. */
export function checkViewerOptions(options: unknown): KitViewerOptions {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`KitViewer options must be an object with an "el" element, got ${describeValue(options)}.`);
  }
  const o = options as KitViewerOptions;
  if (!o.el || (o.el as Node).nodeType !== 1) {
    throw new Error(`KitViewer option "el" must be an element, got ${describeValue(o.el)}.`);
  }
  // The editor's options are accepted too (KitEditor.factory passes them on): only names neither knows warn.
  warnUnknownOptions('KitViewer', o, KIT_EDITOR_OPTION_NAMES);
  if (o.initialValue !== undefined) checkContent('KitViewer option "initialValue"', o.initialValue);
  viewerHandlerEntries('events', o.events);
  viewerHandlerEntries('hooks', o.hooks);
  checkLinkAttribute(o.linkAttribute, 'Viewer');
  if (o.theme !== undefined) checkViewerTheme(o.theme);
  // A class is instantiated (and checked) by the viewer itself, once.
  if (typeof o.customConvertor !== 'function') checkConvertor(o.customConvertor);
  return o;
}

/** A custom convertor class: the viewer makes one with its event manager, as TOAST UI 1.x's `new X(eventManager)`. */
export type KitViewerConvertorClass = new (eventManager?: KitEventManager) => KitViewerConvertor;

/**
 * Checks a custom convertor (an object, or a class made with `eventManager`) and returns it as an
 * instance, or null.
 */
export function checkConvertor(value: unknown, eventManager?: KitEventManager): KitViewerConvertor | null {
  if (value == null) return null;
  const convertor = typeof value === 'function' ? new (value as KitViewerConvertorClass)(eventManager) : value;
  const c = convertor as Partial<KitViewerConvertor>;
  if (typeof c !== 'object' || (typeof c.toHTML !== 'function' && typeof c.toHTMLWithCodeHighlight !== 'function' && typeof c.toHTMLWithCodeHightlight !== 'function')) {
    throw new TypeError(`The "customConvertor" must have a toHTML(markdown) method, got ${describeValue(value)}.`);
  }
  return convertor as KitViewerConvertor;
}

/** Checks the viewer's `theme`: 'light' or 'dark' (null or undefined: 'light'), or an error naming it. */
export function checkViewerTheme(theme: unknown): 'light' | 'dark' {
  if (theme == null) return 'light';
  if (theme !== 'light' && theme !== 'dark') throw new Error(`KitViewer option "theme" must be 'light' or 'dark', got ${describeValue(theme)}.`);
  return theme;
}
