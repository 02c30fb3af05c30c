import type { KitEventHandler, KitNamespacedEvent } from 'kit-ui/core';
import type { KitViewerEvents } from './viewer-events';
import { isViewerEventName } from './viewer-options';
import type { ViewerService } from './viewer.service';

/** What a viewer API is bound to: one rendered viewer. */
export interface KitViewerApiHost {
  /** The viewer's state. */
  readonly service: ViewerService;
  /** The element the content is rendered in (the component's host). */
  readonly element: HTMLElement;
  /** True once the viewer was removed. */
  readonly destroyed: boolean;
}

let warnedDeprecated = false;

/**
 * The TOAST UI Editor 1.x viewer's instance API over one rendered viewer. `KitViewer` (the plain
 * class) is this API plus a constructor that renders into `el` and `remove()`; in a template,
 * `KitViewerComponent.viewer` is the same object, and extensions receive it either way.
 */
export class KitViewerApi {
  private host: KitViewerApiHost | undefined;

  /** Binds the API to a rendered viewer (kit calls it; apps never need to). */
  bindHost(host: KitViewerApiHost): void {
    this.host = host;
  }

  /** The bound viewer. */
  protected boundHost(): KitViewerApiHost {
    if (!this.host) throw new Error('The viewer is not rendered yet (or runs on the server).');
    if (this.host.destroyed) throw new Error('This KitViewer was removed; create a new one.');
    return this.host;
  }

  /** The viewer's state service. */
  protected get service(): ViewerService {
    return this.boundHost().service;
  }

  /** The element the content is rendered in (for extensions). */
  getElement(): HTMLElement {
    return this.boundHost().element;
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
  on<K extends keyof KitViewerEvents>(type: KitNamespacedEvent<K>, handler: KitEventHandler<KitViewerEvents<this>[K]>): void {
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
    this.boundHost();
    return true;
  }

  /** Always false: a viewer has no markdown mode. */
  isMarkdownMode(): boolean {
    this.boundHost();
    return false;
  }

  /** Always false: a viewer has no WYSIWYG mode. */
  isWysiwygMode(): boolean {
    this.boundHost();
    return false;
  }
}
