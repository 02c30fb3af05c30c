import type { TokensList } from 'marked';
import type * as CodeHighlighter from './code-highlighter';
import type { KitHtmlBlock } from './editor-convertor';
import { sanitizeHtml } from './editor-sanitizer';
import { sharedCodeBlockReplacers } from './statics/code-block-replacers';

let highlighter: typeof CodeHighlighter | undefined;

/** What the preview needs from the editor. */
export interface KitPreviewSource {
  /** The markdown to show. */
  markdown(): string;
  /** Markdown to sanitized HTML. */
  toHTML(markdown: string): string;
  /**
   * Optional: markdown to sanitized HTML per top-level block (enables incremental rendering); the
   * array carries the document's link definitions as `links`.
   */
  renderBlocks?(markdown: string, links?: TokensList['links']): (KitHtmlBlock[] & { links?: TokensList['links'] }) | null;
  /** Optional: parses and sanitizes several blocks at once (before their `html` is read). */
  prepareBlocks?(blocks: readonly KitHtmlBlock[]): void;
  /** Whether `previewBeforeHook` handlers exist (they need the whole HTML: no incremental render). */
  hasBeforeRenderHook(): boolean;
  /** Runs `previewBeforeHook` handlers; returns a replacement, or undefined to keep `html`. */
  beforeRender(html: string): string | undefined;
  /** Called after each render. */
  afterRender(): void;
  /** Whether hook output must pass the strict allow-list. */
  strictSanitizer(): boolean;
}

/** A drawn preview block and the markdown lines it shows. */
export interface KitPreviewBlockLines {
  /** The block's element in the preview. */
  element: HTMLElement;
  /** Its first markdown line, 0-based. */
  line: number;
  /** How many lines it spans (at least 1). */
  lines: number;
}

/** One rendered top-level block: its source, its HTML and the element that shows it. */
interface RenderedBlock {
  raw: string;
  html: string;
  element: HTMLElement;
}

/** The most text a patch re-renders synchronously; beyond it, a full (progressive) render. */
const PATCH_LIMIT = 32 * 1024;

/** Blocks parsed and sanitized together (one DOMPurify call). */
const BATCH = 96;

/** Work per part when drawing a long document, in ms: about two frames, so input still gets through while larger parts finish sooner. */
const PART_BUDGET_MS = 30;

/**
 * Runs `task` in a new task, letting input and rendering in between. A message channel, because
 * nested timeouts are clamped to 4 ms each, which would stretch a long document's drawing.
 */
function afterYield(task: () => void): { cancel(): void } {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  } else {
    setTimeout(run);
  }
  return { cancel: () => (cancelled = true) };
}

/** A link definition line: changing one may change links anywhere, so it forces a full render. */
const DEFINITION = /^ {0,3}\[[^\]]+\]:/m;

/**
 * The markdown preview. It renders after a debounce and only while visible, so typing never
 * waits for markdown parsing; and it renders incrementally: only the blocks around an edit are
 * parsed, sanitized and replaced, and blocks off screen skip layout (`content-visibility`).
 * A `previewBeforeHook` needs the whole HTML, so with one the preview renders whole.
 */
export class KitPreview {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private rendered: string | undefined;
  private html = '';
  private blocks: RenderedBlock[] = [];
  private lineMap: KitPreviewBlockLines[] | undefined;
  private links: TokensList['links'] = {};
  /** Blocks of a long document still to be drawn, a part per task so the page stays responsive. */
  private backlog: KitHtmlBlock[] = [];
  private backlogTimer: { cancel(): void } | undefined;

  constructor(
    readonly element: HTMLElement,
    private readonly source: KitPreviewSource,
    private readonly delay: () => number,
    private readonly visible: () => boolean,
  ) {}

  /** The HTML shown (after hooks). Joined on demand, so an incremental render stays cheap. */
  getHTML(): string {
    return this.blocks.length ? this.blocks.map((b) => b.html).join('\n') : this.html;
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
    // A long document still being drawn is incomplete: start over rather than patch it.
    const drawing = this.backlog.length > 0;
    this.cancelBacklog();
    const previous = this.rendered;
    this.rendered = markdown;
    if (this.source.renderBlocks && !this.source.hasBeforeRenderHook()) {
      const patched = previous !== undefined && this.blocks.length && !drawing ? this.patch(previous, markdown) : null;
      if (patched) {
        this.finish(patched);
        return;
      }
      const blocks = this.source.renderBlocks(markdown);
      if (blocks) {
        this.links = blocks.links ?? {};
        const first = this.firstPart(blocks);
        this.backlog = blocks.slice(first.length);
        const drawn = this.replaceBlocks(0, this.blocks.length, first);
        if (this.backlog.length) this.drawBacklog(drawn);
        else this.finish(drawn);
        return;
      }
    }
    this.renderWhole(markdown);
  }

  /** Forgets what was rendered, so the next render happens even for the same markdown. */
  invalidate(): void {
    this.cancelBacklog();
    this.rendered = undefined;
    this.blocks = [];
    this.lineMap = undefined;
  }

  /** Whether a render is scheduled. */
  get pending(): boolean {
    return this.timer !== undefined;
  }

  /** Cancels the pending render. */
  destroy(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.cancelBacklog();
  }

  /** The blocks to draw at once: as many as fit in a frame's worth of work (at least one batch). */
  private firstPart(blocks: KitHtmlBlock[]): KitHtmlBlock[] {
    const started = performance.now();
    let count = 0;
    while (count < blocks.length && (count === 0 || performance.now() - started < PART_BUDGET_MS)) {
      const batch = blocks.slice(count, count + BATCH);
      this.source.prepareBlocks?.(batch); // one sanitizer pass for the batch
      for (const block of batch) void block.html; // parse and sanitize what the batch left
      count += batch.length;
    }
    return blocks.slice(0, count);
  }

  /** Appends the next part of the backlog in a later task, until it is empty; then reports the render. */
  private drawBacklog(drawnSoFar: HTMLElement[]): void {
    this.backlogTimer = afterYield(() => {
      const part = this.firstPart(this.backlog);
      this.backlog = this.backlog.slice(part.length);
      const drawn = [...drawnSoFar, ...this.replaceBlocks(this.blocks.length, this.blocks.length, part)];
      if (this.backlog.length) this.drawBacklog(drawn);
      else {
        this.backlogTimer = undefined;
        this.finish(drawn);
      }
    });
  }

  private cancelBacklog(): void {
    this.backlogTimer?.cancel();
    this.backlogTimer = undefined;
    this.backlog = [];
  }

  private renderWhole(markdown: string): void {
    this.blocks = [];
    this.lineMap = undefined;
    let html = this.source.toHTML(markdown);
    const replaced = this.source.beforeRender(html);
    if (replaced !== undefined) {
      // A hook may return anything; it is shown only after the same sanitizer.
      html = sanitizeHtml(String(replaced ?? ''), { strict: this.source.strictSanitizer() });
    }
    this.html = html;
    this.element.innerHTML = html; // already clean: sanitized in DOMPurify's inert document
    this.finish([this.element]);
  }

  /**
   * Re-renders only the blocks an edit touched (one more on each side, since an edit can join or
   * split blocks). Returns false when it cannot tell, and the caller renders everything.
   */
  private patch(before: string, after: string): HTMLElement[] | null {
    let start = 0;
    const shortest = Math.min(before.length, after.length);
    while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start++;
    let endBefore = before.length;
    let endAfter = after.length;
    while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
      endBefore--;
      endAfter--;
    }
    if (DEFINITION.test(before.slice(start, endBefore)) || DEFINITION.test(after.slice(start, endAfter))) {
      return null;
    }
    // Blocks [first, last] cover the changed range of `before`, widened by one block each way.
    let offset = 0;
    let first = -1;
    let last = -1;
    let firstOffset = 0;
    let lastEnd = 0;
    for (let i = 0; i < this.blocks.length; i++) {
      const end = offset + this.blocks[i].raw.length;
      if (first < 0 && end >= start) {
        first = Math.max(0, i - 1);
        firstOffset = first === i ? offset : offset - this.blocks[first].raw.length;
      }
      if (end >= endBefore) {
        last = Math.min(this.blocks.length - 1, i + 1);
        lastEnd = last === i ? end : end + this.blocks[last].raw.length;
        break;
      }
      offset = end;
    }
    if (first < 0 || last < 0) return null;
    const slice = after.slice(firstOffset, lastEnd + (endAfter - endBefore));
    // A large change (a paste, setMarkdown) is drawn progressively by a full render instead.
    if (slice.length > PATCH_LIMIT) return null;
    const blocks = this.source.renderBlocks!(slice, this.links);
    return blocks ? this.replaceBlocks(first, last + 1, blocks) : null;
  }

  /** Replaces rendered blocks [from, to) with `blocks`, touching only their elements; returns the new elements. */
  private replaceBlocks(from: number, to: number, blocks: KitHtmlBlock[]): HTMLElement[] {
    const document = this.element.ownerDocument;
    if (from === 0 && to >= this.blocks.length) this.element.replaceChildren();
    const anchor = this.blocks[to]?.element ?? null;
    for (const old of this.blocks.slice(from, to)) old.element.remove();
    const fresh = blocks.map(({ raw, html }) => {
      const element = document.createElement('div');
      element.className = 'kit-preview-block';
      element.innerHTML = html; // sanitized by the convertor in DOMPurify's inert document
      return { raw, html, element };
    });
    const fragment = document.createDocumentFragment();
    fragment.append(...fresh.map((b) => b.element));
    this.element.insertBefore(fragment, anchor);
    this.blocks.splice(from, to - from, ...fresh);
    this.lineMap = undefined;
    return fresh.map((b) => b.element);
  }

  /**
   * The drawn blocks with the markdown lines each was made from (0-based start line, line count),
   * for scroll sync. When the whole document is not one list of blocks (a custom convertor, a
   * `previewBeforeHook`), it is empty.
   */
  blockLines(): readonly KitPreviewBlockLines[] {
    if (!this.lineMap) {
      let line = 0;
      this.lineMap = this.blocks.map(({ raw, element }) => {
        let lines = 0;
        for (let i = raw.indexOf('\n'); i >= 0; i = raw.indexOf('\n', i + 1)) lines++;
        const entry = { element, line, lines: Math.max(lines, 1) };
        line += lines;
        return entry;
      });
    }
    return this.lineMap;
  }

  /** Highlights what was just drawn and reports the render. */
  private finish(drawn: HTMLElement[]): void {
    // Code-block replacers (charts, diagrams) draw in the preview only, never in getHtml().
    sharedCodeBlockReplacers.replaceIn(drawn, this.source.strictSanitizer());
    const code = drawn.filter((element) => element.innerHTML.includes('class="language-'));
    if (code.length) this.highlight(code);
    this.source.afterRender();
  }

  /**
   * Highlights fenced code. The highlighter (and each language) is its own chunk, loaded the first
   * time a preview shows fenced code; until then the code shows plain.
   */
  private highlight(elements: readonly ParentNode[]): void {
    // When a language or the highlighter itself arrives, highlight what is on screen now (only
    // code not highlighted yet is touched); nothing is rendered again.
    const again = () => this.highlight([this.element]);
    if (highlighter) {
      for (const element of elements) highlighter.highlightCodeBlocks(element, again);
    } else {
      void import('./code-highlighter').then((module) => {
        highlighter = module;
        again();
      });
    }
  }
}
