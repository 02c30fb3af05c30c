import type { ComponentRef } from '@angular/core';
import { KitEventHandler, KitNamespacedEvent, MountedComponent, sharedApplication } from 'kit-ui/core';
import { codeBlockManager } from '../statics/code-block-manager';
import { KitExtension, checkExtensions, defineExtension, runExtensions } from '../extensions/extension-registry';
import { domUtils } from '../statics/dom-utils';
import { markdownParser, markdownParserHighlight } from '../statics/markdown-parsers';
import type { KitViewerEvents } from './viewer-events';
import { KitViewerOptions, checkViewerOptions, isViewerEventName, viewerHandlerEntries } from './viewer-options';
import { KitViewerComponent } from './viewer.component';
import type { ViewerService } from './viewer.service';

let warnedDeprecated = false;

/**
 * The TOAST UI Editor 1.x-compatible viewer for pages without Angular code:
 * `const viewer = new KitViewer({ el, initialValue: '# Hi' })` (or
 * `KitEditor.factory({ el, viewer: true, ... })`). It hosts a `kit-viewer` in `el` inside the
 * page's shared kit application (`await ready` first; kit.js does it). Everything is synchronous:
 * when the constructor returns, the content is rendered and `load` has fired.
 *
 * Differences from the original, on purpose: the container's own HTML (shown when there is no
 * `initialValue`) is sanitized; task checkboxes are real, focusable, labelled controls that also
 * toggle with Space and Enter; `remove()` puts the container back as it was.
 */
export class KitViewer {
  /** Always true for the viewer. */
  static readonly isViewer = true;
  /** The page's code block manager (replacers apply to every preview and viewer). */
  static readonly codeBlockManager = codeBlockManager;
  /** kit's plain markdown parser (sanitized HTML, as `getHtml()`). */
  static readonly markdownParser = markdownParser;
  /** kit's markdown parser with code-block replacers and highlighting (what the viewer shows). */
  static readonly markdownParserHighlight = markdownParserHighlight;
  /** DOM helpers for extensions. */
  static readonly domUtils = domUtils;
  /** The viewer has no UI strings (null, as in the original). */
  static readonly i18n = null;
  /** The viewer has no toolbar (null, as in the original). */
  static readonly Button = null;
  /** The viewer has no WYSIWYG editor (null, as in the original). */
  static readonly WwCodeBlockManager = null;
  /** The viewer has no WYSIWYG editor (null, as in the original). */
  static readonly WwTableManager = null;
  /** The viewer has no WYSIWYG editor (null, as in the original). */
  static readonly WwTableSelectionManager = null;

  private readonly mounted: MountedComponent<KitViewerComponent>;
  /** The component while the first render runs (`load` handlers), before `mounted` is assigned. */
  private firstRender?: ComponentRef<KitViewerComponent>;

  /**
   * @throws Error naming the bad option and value; the container is left untouched then.
   */
  constructor(options: KitViewerOptions) {
    const checked = checkViewerOptions(options);
    const el = checked.el;
    // Without an initial value the container's own HTML is shown (sanitized); read it before the
    // mount moves the container's nodes aside (they come back on remove()).
    const capturedHtml = checked.initialValue ? '' : el.innerHTML.trim();
    const inputs: Record<string, unknown> = {
      initialValue: checked.initialValue,
      useDefaultHTMLSanitizer: checked.useDefaultHTMLSanitizer,
      customConvertor: checked.customConvertor,
      exts: checked.exts,
      linkAttribute: checked.linkAttribute,
    };
    checkExtensions(checked.exts); // before anything is drawn
    this.mounted = new MountedComponent(sharedApplication('KitViewer'), KitViewerComponent, el, inputs, 'KitViewer', (ref) => {
      this.firstRender = ref;
      const service = ref.instance.service;
      service.owner = this;
      ref.instance.setFallbackHtml(capturedHtml);
      // Bound before the first render, so handlers see setMarkdownAfter and load.
      for (const [name, handler] of viewerHandlerEntries('events', checked.events)) service.bus.on(name, handler as never);
      for (const [name, handler] of viewerHandlerEntries('hooks', checked.hooks)) service.addHook(name, handler);
    });
    this.firstRender = undefined;
    // Extensions get the rendered viewer (the original ran them before `load`; kit's render is synchronous, so
    // extensions apply to what is already drawn and to every later render).
    this.service.holdingRenders(() => runExtensions(this, checked.exts)); // one render for all of them
  }

  /** Defines (or replaces) an extension for every editor and viewer of the page. */
  static defineExtension(name: string, extension: KitExtension): void {
    defineExtension(name, extension);
  }

  /** The element the content is rendered in (for extensions). */
  getElement(): HTMLElement {
    this.checkAlive();
    return this.ref.location.nativeElement as HTMLElement;
  }

  /** The viewer's state service (markdown, parser, hooks): for extensions and advanced use. */
  getService(): ViewerService {
    return this.service;
  }

  // ---- events and hooks ----

  /**
   * Binds a handler to `type` or `'type.namespace'`. Editor events a viewer never emits (`focus`...)
   * are accepted and never fire.
   * @throws Error naming an unknown event and the valid ones.
   */
  on<K extends keyof KitViewerEvents>(type: KitNamespacedEvent<K>, handler: KitEventHandler<KitViewerEvents<KitViewer>[K]>): void {
    const service = this.service;
    if (isViewerEventName(type)) service.bus.on(type as never, handler as never);
  }

  /** Unbinds the handlers you added for `type`, `'type.namespace'` or `'.namespace'`. */
  off(type: KitNamespacedEvent<keyof KitViewerEvents> | `.${string}`): void {
    const service = this.service;
    if (isViewerEventName(type)) service.bus.off(type as never);
  }

  /** Replaces every handler of `type` with `handler` (e.g. `previewBeforeHook`). */
  addHook(type: keyof KitViewerEvents, handler: (...args: never[]) => unknown): void {
    const service = this.service;
    if (isViewerEventName(type)) service.addHook(type, handler);
  }

  // ---- content ----

  /**
   * Shows `markdown` (null/undefined mean ''), synchronously; emits `previewRenderAfter` and
   * `setMarkdownAfter`.
   * @throws TypeError naming the value when it is not a string.
   */
  setMarkdown(markdown: string): void {
    this.service.setMarkdown(markdown);
  }

  /** @deprecated Use `setMarkdown()`. */
  setValue(markdown: string): void {
    if (!warnedDeprecated) {
      warnedDeprecated = true;
      console.warn('KitViewer.setValue() is deprecated; use setMarkdown().');
    }
    this.setMarkdown(markdown);
  }

  // ---- kind ----

  /** Always true. */
  isViewer(): boolean {
    this.checkAlive();
    return true;
  }

  /** Always false: a viewer has no markdown mode. */
  isMarkdownMode(): boolean {
    this.checkAlive();
    return false;
  }

  /** Always false: a viewer has no WYSIWYG mode. */
  isWysiwygMode(): boolean {
    this.checkAlive();
    return false;
  }

  /**
   * Removes the viewer: emits `removeEditor`, releases every listener and puts the container back
   * as it was (children, attributes, inline styles). Later calls throw.
   */
  remove(): void {
    const service = this.service;
    if (!this.mounted) {
      // A `load` handler runs while the constructor is still building the viewer.
      throw new Error('KitViewer.remove() cannot run inside a load handler (the constructor has not finished); call it after the constructor returns.');
    }
    this.mounted.destroy(); // runs ngOnDestroy: removeEditor, then the service lets go
    service.bus.off();
  }

  private get service(): ViewerService {
    this.checkAlive();
    return this.ref.instance.service;
  }

  private get ref(): ComponentRef<KitViewerComponent> {
    return this.mounted?.ref ?? this.firstRender!;
  }

  private checkAlive(): void {
    // `mounted` is undefined while the first render runs: a `load` handler may use the viewer.
    if (this.mounted?.isDestroyed) {
      throw new Error('This KitViewer was removed; create a new one.');
    }
  }
}

/**
 * Creates a viewer for `KitEditor.factory({viewer: true, ...})`: the editor's options are passed
 * as they are; the ones a viewer has no use for (height, toolbar...) are ignored.
 */
export function createViewerFromFactory(options: KitViewerOptions): KitViewer {
  return new KitViewer(options);
}
