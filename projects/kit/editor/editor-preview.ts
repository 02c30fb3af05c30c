import type * as CodeHighlighter from './code-highlighter';
import { sanitizeHtml } from './editor-sanitizer';

let highlighter: typeof CodeHighlighter | undefined;

/** What the preview needs from the editor. */
export interface KitPreviewSource {
  /** The markdown to show. */
  markdown(): string;
  /** Markdown to sanitized HTML. */
  toHTML(markdown: string): string;
  /** Runs `previewBeforeHook` handlers; returns a replacement, or undefined to keep `html`. */
  beforeRender(html: string): string | undefined;
  /** Called after each render. */
  afterRender(html: string): void;
  /** Whether hook output must pass the strict allow-list. */
  strictSanitizer(): boolean;
}

/**
 * The markdown preview: renders after a debounce, so typing never waits for markdown parsing,
 * and only while it is visible (a hidden Preview tab costs nothing until it is opened).
 */
export class KitPreview {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private rendered: string | undefined;
  private html = '';

  constructor(
    readonly element: HTMLElement,
    private readonly source: KitPreviewSource,
    private readonly delay: () => number,
    private readonly visible: () => boolean,
  ) {}

  /** The HTML shown (after hooks). */
  getHTML(): string {
    return this.html;
  }

  /** Schedules a render after the debounce delay (restarting it). */
  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.renderNow(), this.delay());
  }

  /** Renders at once if visible and stale (e.g. when the Preview tab opens). */
  renderNow(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.visible()) return;
    const markdown = this.source.markdown();
    if (markdown === this.rendered) return;
    this.rendered = markdown;
    let html = this.source.toHTML(markdown);
    const replaced = this.source.beforeRender(html);
    if (replaced !== undefined) {
      // A hook may return anything; it is shown only after the same sanitizer.
      html = sanitizeHtml(String(replaced ?? ''), { strict: this.source.strictSanitizer() });
    }
    this.html = html;
    this.element.innerHTML = html; // already clean: sanitized in DOMPurify's inert document
    if (html.includes('class="language-')) this.highlight();
    this.source.afterRender(html);
  }

  /**
   * Highlights fenced code. The highlighter (and each language) is its own chunk, loaded the first
   * time a preview shows fenced code; until then the code shows plain.
   */
  private highlight(): void {
    const redraw = () => {
      this.invalidate(); // a language or the highlighter arrived: draw again with it
      this.renderNow();
    };
    if (highlighter) {
      highlighter.highlightCodeBlocks(this.element, redraw);
    } else {
      void import('./code-highlighter').then((module) => {
        highlighter = module;
        redraw();
      });
    }
  }

  /** Forgets what was rendered, so the next render happens even for the same markdown. */
  invalidate(): void {
    this.rendered = undefined;
  }

  /** Whether a render is scheduled. */
  get pending(): boolean {
    return this.timer !== undefined;
  }

  /** Cancels the pending render. */
  destroy(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
