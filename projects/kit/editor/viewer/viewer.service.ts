import { Injectable, signal } from '@angular/core';
import { Subject, filter, map } from 'rxjs';
import { KitEventBus } from 'kit-ui/core';
import { highlightCodeBlocks } from '../code-highlighter';
import { checkContent } from '../editor-options';
import { sanitizeHtml } from '../editor-sanitizer';
import { KIT_VIEWER_EVENT_NAMES, KitViewerEvents } from './viewer-events';
import type { KitViewerConvertor } from './viewer-options';
import type { MarkedExtension } from 'marked';
import type { KitMarkdownExtensionOptions } from '../convertor/editor-convertor';
import { codeBlockManager } from '../statics/code-block-manager';
import { KitMarkdownParser } from '../statics/markdown-parsers';
import type { KitLinkAttributes } from '../link-attributes';
import { type KitViewerRendering, renderViewerHtml, showViewerHtml, syncTaskItem, taskCheckboxOf } from './viewer-render';

/** An emitted viewer event, for the component's outputs. */
export interface KitViewerEmission {
  /** The event's name. */
  type: keyof KitViewerEvents;
  /** What the event carries (`KitViewerEvents[type]`). */
  payload: unknown;
}

/**
 * Owns one viewer: the markdown (a signal), the HTML shown, the event bus and hooks. Rendering is
 * synchronous: when `setMarkdown` returns, the content is in the page and the events have fired.
 */
@Injectable()
export class ViewerService {
  private readonly markdownState = signal('');
  private readonly htmlState = signal('');
  private readonly emissions = new Subject<KitViewerEmission>();
  private contents: HTMLElement | undefined;
  private destroyed = false;
  private markdownGiven = false;

  /** The markdown shown ('' while the container's own HTML is shown). */
  readonly markdown = this.markdownState.asReadonly();
  /** The sanitized HTML shown (before checkboxes were made interactive). */
  readonly html = this.htmlState.asReadonly();
  /** User handlers (`on`/`off`, the `events` and `hooks` options). */
  readonly bus = new KitEventBus<KitViewerEvents>(KIT_VIEWER_EVENT_NAMES, 'viewer');
  /** Every emitted event, for Angular outputs. */
  readonly emissions$ = this.emissions.asObservable();

  /** The DOMPurify allow-list (true) or only script removal (`useDefaultHTMLSanitizer: false`). */
  strictSanitizer = true;
  /** A custom convertor, or null for kit's highlighting parser. */
  convertor: KitViewerConvertor | null = null;
  /** This viewer's own parser, once an extension added markdown syntax; else the shared one. */
  private parser: KitMarkdownParser | undefined;
  /** The payload of `load` (the plain class sets itself). */
  owner: unknown = this;

  /** Emissions of one event type, for `outputFromObservable`. */
  on$<K extends keyof KitViewerEvents>(type: K) {
    return this.emissions.pipe(
      filter((e) => e.type === type),
      map((e) => e.payload as KitViewerEvents[K]),
    );
  }

  /** Emits an event to user handlers and Angular outputs (these also when a user handler throws; the error then reaches the caller). */
  emit<K extends keyof KitViewerEvents>(type: K, payload: KitViewerEvents[K]): void {
    try {
      this.bus.fire(type, payload);
    } finally {
      this.emissions.next({ type, payload });
    }
  }

  /** Replaces every handler of `type` with `handler`. */
  addHook(type: keyof KitViewerEvents, handler: (...args: never[]) => unknown): void {
    this.bus.off(type);
    this.bus.on(type, handler as never);
  }

  /**
   * Adds markdown syntax (a synchronous `marked` extension) to this viewer only, and renders again.
   * The hook point for extensions such as colorSyntax and table (a viewer has no WYSIWYG: the
   * options the editor's method takes change nothing here).
   */
  useMarkdownExtension(extension: MarkedExtension, _options?: KitMarkdownExtensionOptions): void {
    this.parser ??= new KitMarkdownParser(codeBlockManager);
    this.parser.marked.use(extension);
    this.render();
  }

  /** The `linkAttribute` option (checked), passed to kit's parser on every render. */
  private linkAttributes: Readonly<KitLinkAttributes> = {};

  /**
   * Sets the attributes of every markdown link shown (`linkAttribute`); takes effect at the next
   * render. They go with each parse, so the shared parser keeps none (the original's setting
   * leaked to every viewer and editor). A custom convertor gets them only if some are given and it
   * has `setLinkAttribute`, as the original's editor did.
   */
  setLinkAttributes(attributes: Readonly<KitLinkAttributes>): void {
    this.linkAttributes = attributes;
    if (Object.keys(attributes).length) this.convertor?.setLinkAttribute?.(attributes);
  }

  /** Gives the service the element to render into (once, in the browser). */
  attach(contents: HTMLElement): void {
    this.contents = contents;
  }

  /** Whether the viewer has its element (false on the server and before the first render). */
  get attached(): boolean {
    return !!this.contents;
  }

  /**
   * Shows `markdown` (null/undefined mean ''): renders, emits `previewRenderAfter`, then
   * `setMarkdownAfter`.
   * @throws TypeError naming the value when it is not a string.
   */
  setMarkdown(markdown: unknown): void {
    const text = checkContent('setMarkdown(markdown)', markdown);
    this.markdownState.set(text);
    this.markdownGiven = true;
    this.render();
    this.emit('setMarkdownAfter', text);
  }

  /** Whether markdown is shown (false while the container's own HTML is). */
  get showsMarkdown(): boolean {
    return this.markdownGiven;
  }

  /** Renders the current markdown again (the sanitizer or convertor changed). */
  render(): void {
    const contents = this.contents;
    if (!contents) return;
    const rendering = renderViewerHtml(this.markdownState(), {
      convertor: this.convertor,
      parser: this.parser,
      strict: this.strictSanitizer,
      linkAttributes: this.linkAttributes,
      beforeRender: (h) => this.runPreviewHook(h),
    });
    this.show(contents, rendering);
    this.emit('previewRenderAfter', { el: contents, getHTML: () => rendering.html });
  }

  /**
   * Shows HTML that did not come from markdown (the container's own HTML): sanitized, without the
   * hook or events, as the original showed it (but clean, Part C item 6).
   */
  showHtml(html: string): void {
    if (!this.contents) return;
    this.show(this.contents, { html: sanitizeHtml(html, { strict: this.strictSanitizer }).trim(), blocks: null });
  }

  /**
   * A click or key press in the content: toggling a task checkbox emits `change`. Space and Enter
   * toggle a focused checkbox here (not through the browser's own handling), so both keys work
   * the same everywhere.
   */
  handleEvent(event: MouseEvent | KeyboardEvent): void {
    if (!this.contents) return;
    const box = taskCheckboxOf(event.target, this.contents);
    if (!box) return;
    if (event.type === 'keydown' || event.type === 'keyup') {
      const key = (event as KeyboardEvent).key;
      if (key !== ' ' && key !== 'Enter') return;
      event.preventDefault(); // no page scroll, no second toggle from the browser on keyup
      if (event.type === 'keyup') return;
      box.checked = !box.checked;
    }
    syncTaskItem(box); // a click has already toggled the native checkbox
    this.emit('change', { source: 'viewer', data: event });
  }

  /** Stops pending work (lazy highlighting) and completes the outputs. */
  destroy(): void {
    this.destroyed = true;
    this.contents = undefined;
    this.emissions.complete();
  }

  private show(contents: HTMLElement, rendering: KitViewerRendering): void {
    this.htmlState.set(rendering.html);
    showViewerHtml(contents, rendering, this.strictSanitizer);
    this.highlight(contents);
  }

  /** Highlights code whose language was not loaded when it was rendered, once it loads. */
  private highlight(contents: HTMLElement): void {
    highlightCodeBlocks(contents, () => {
      if (!this.destroyed && this.contents === contents) this.highlight(contents);
    });
  }

  private runPreviewHook(html: string): unknown {
    const results = this.bus.invoke('previewBeforeHook', (handler) => handler(html));
    this.emissions.next({ type: 'previewBeforeHook', payload: html });
    return results.length ? results[results.length - 1] : undefined;
  }
}
