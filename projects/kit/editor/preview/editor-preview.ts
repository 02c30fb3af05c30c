import type { TokensList } from 'marked';
import { afterYield } from '../background-task';
import { commonPrefixLength, commonSuffixLength } from './common-ends';
import { type KitHtmlBlock, hasPreparedNodes } from '../convertor/editor-convertor';
import { sanitizeHtml } from '../editor-sanitizer';
import { KitPreviewBlocks, type KitPreviewBlockLines, lineEnds } from './preview-blocks';
import { KitPreviewCodeHighlighting } from './preview-code-highlighting';
import { endsInOpenBlock, sliceMarkdown } from './preview-slices';
import { sharedCodeBlockReplacers } from '../statics/code-block-replacers';

export type { KitPreviewBlockLines } from './preview-blocks';

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

/** The most text a patch re-renders synchronously; beyond it, a full (progressive) render. */
const PATCH_LIMIT = 32 * 1024;

/**
 * Blocks parsed and sanitized together (one DOMPurify call, one inert document). 256 rather than 96:
 * 12% less main-thread time for a 1 MB document, and a batch still takes under 10 ms.
 */
const BATCH = 256;

/** Work per part when drawing a long document, in ms: about two frames, so input still gets through while larger parts finish sooner. */
const PART_BUDGET_MS = 30;

/** The link definitions lexed from some markdown (label to destination and title), comparable as a string. */
function definitionsKey(links: TokensList['links'] | undefined): string {
  return links ? JSON.stringify(Object.keys(links).sort().map((label) => [label, links[label].href, links[label].title])) : '';
}

/** From this length on, a full render lexes the document a slice at a time, one slice per task. */
const SLICE_FROM = 96 * 1024;
/** About how much markdown one slice holds (the first is smaller, so the first frame comes soon). */
const SLICE_SIZE = 64 * 1024;
const FIRST_SLICE_SIZE = 16 * 1024;

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
  private readonly blocks: KitPreviewBlocks;
  private links: TokensList['links'] = {};
  /** Blocks of a long document still to be drawn, a part per task so the page stays responsive. */
  private backlog: KitHtmlBlock[] = [];
  /** Where the backlog's undrawn blocks start (an index, so drawing a part never copies the rest). */
  private backlogIndex = 0;
  /** Markdown slices of a long document not lexed yet, one per task after the backlog is drawn. */
  private slices: string[] = [];
  private backlogTimer: { cancel(): void } | undefined;
  /**
   * Slices before the one a long document was drawn from (the reader's place), drawn after the
   * rest, above a stand-in that holds their lines.
   */
  private headSlices: string[] = [];
  /** Whether the backlog holds blocks of a head slice, to be drawn above the stand-in. */
  private drawingHead = false;
  private readonly highlighting: KitPreviewCodeHighlighting;

  /**
   * The markdown line (0-based) the reader is looking at, or undefined for the top. A long
   * document is drawn from the slice that holds it, so what is in view shows first; scroll sync
   * sets it to the editor's top line.
   */
  focusLine: (() => number | undefined) | undefined;

  /** Called after each part drawn while blocks above it are still missing, so a follower can line up again. */
  partDrawn: (() => void) | undefined;

  constructor(
    readonly element: HTMLElement,
    private readonly source: KitPreviewSource,
    private readonly delay: () => number,
    private readonly visible: () => boolean,
  ) {
    this.highlighting = new KitPreviewCodeHighlighting();
    this.blocks = new KitPreviewBlocks(element);
  }

  /** The HTML shown (after hooks). Joined on demand, so an incremental render stays cheap. */
  getHTML(): string {
    const blocks = this.blocks.list;
    return blocks.length ? blocks.map((b) => b.html).join('\n') : this.html;
  }

  /** Schedules a render after the debounce delay, or `delay` ms (restarting it). */
  schedule(delay = this.delay()): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.renderNow(), delay);
  }

  /** Renders at once if visible and stale (e.g. when the Preview tab opens). */
  renderNow(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.visible()) return;
    const markdown = this.source.markdown();
    if (markdown === this.rendered) return;
    // A long document still being drawn is incomplete: start over rather than patch it.
    const drawing = this.backlogTimer !== undefined;
    this.cancelBacklog();
    const previous = this.rendered;
    this.rendered = markdown;
    if (this.source.renderBlocks && !this.source.hasBeforeRenderHook()) {
      const patched = previous !== undefined && this.blocks.list.length && !drawing ? this.patch(previous, markdown) : null;
      if (patched) {
        this.finish(patched);
        return;
      }
      if (this.drawAll(markdown, true)) return;
    }
    this.renderWhole(markdown);
  }

  /**
   * A full render as blocks: the first part now, the rest a part per task. A long document is
   * also lexed a slice per task (`sliced`), so no single task lexes megabytes. Returns false
   * when the convertor cannot split the markdown into blocks.
   */
  private drawAll(markdown: string, sliced: boolean): boolean {
    const slices = sliced && markdown.length >= SLICE_FROM ? sliceMarkdown(markdown, SLICE_SIZE, FIRST_SLICE_SIZE) : [markdown];
    const start = this.sliceInView(slices);
    const blocks = this.source.renderBlocks!(slices[start]);
    // A slice the lexer cannot take alone: the document lexed whole, from the top.
    if (!blocks) return start > 0 ? this.drawAll(markdown, false) : false;
    this.links = blocks.links ?? {};
    this.slices = slices.slice(start + 1);
    this.headSlices = slices.slice(0, start);
    const first = this.firstPart(blocks, 0);
    this.backlog = blocks;
    this.backlogIndex = first.length;
    this.highlighting.stop();
    const drawn = this.blocks.replace(0, this.blocks.list.length, first);
    if (this.headSlices.length) {
      this.blocks.addStandIn(this.headSlices.join(''));
      this.partDrawn?.();
    }
    if (this.backlogIndex < this.backlog.length || this.slices.length || this.headSlices.length) this.drawBacklog(drawn);
    else this.finish(drawn);
    return true;
  }

  /** The index of the slice holding `focusLine()` (0 without one). */
  private sliceInView(slices: readonly string[]): number {
    const focus = slices.length > 1 ? this.focusLine?.() : undefined;
    if (focus === undefined || !(focus > 0)) return 0;
    let line = 0;
    for (let i = 0; i < slices.length; i++) {
      line += lineEnds(slices[i]);
      if (line > focus) return i;
    }
    return slices.length - 1;
  }

  /**
   * Whether blocks above the drawn ones are still missing (a long document drawn from the
   * reader's place), until the frame after the last arrives.
   */
  get drawingAbove(): boolean {
    return this.blocks.drawingAbove;
  }

  /** Forgets what was rendered, so the next render happens even for the same markdown. */
  invalidate(): void {
    this.cancelBacklog();
    this.rendered = undefined;
    this.blocks.clear();
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
    this.highlighting.stop();
    this.blocks.destroy();
  }

  /** The blocks from `from` to draw at once: as many as fit in a frame's worth of work (at least one batch). */
  private firstPart(blocks: KitHtmlBlock[], from: number, started = performance.now()): KitHtmlBlock[] {
    let count = from;
    while (count < blocks.length && (count === from || performance.now() - started < PART_BUDGET_MS)) {
      const batch = blocks.slice(count, count + BATCH);
      this.source.prepareBlocks?.(batch); // one sanitizer pass for the batch
      for (const block of batch) if (!hasPreparedNodes(block)) void block.html; // parse and sanitize what the batch left
      count += batch.length;
    }
    return blocks.slice(from, count);
  }

  /**
   * Appends the next part of the backlog in a later task (lexing the next slice when the backlog
   * is drawn), until both are empty; then reports the render.
   */
  private drawBacklog(drawn: HTMLElement[]): void {
    this.backlogTimer = afterYield(() => {
      const started = performance.now();
      if (this.backlogIndex >= this.backlog.length && (this.slices.length || this.headSlices.length)) {
        // After the slices from the reader's place to the end, the ones above it.
        this.drawingHead = !this.slices.length;
        const blocks = this.source.renderBlocks!((this.drawingHead ? this.headSlices : this.slices).shift()!, this.links);
        if (!blocks) {
          // The lexer normalised something in this slice: start over with the document lexed whole.
          const markdown = this.rendered ?? this.source.markdown();
          this.cancelBacklog();
          if (!this.drawAll(markdown, false)) this.renderWhole(markdown);
          return;
        }
        this.backlog = blocks;
        this.backlogIndex = 0;
      }
      const part = this.firstPart(this.backlog, this.backlogIndex, started);
      this.backlogIndex += part.length;
      const elements = this.drawingHead ? this.blocks.drawAboveStandIn(part, this.undrawnHead()) : this.blocks.append(part);
      for (const element of elements) drawn.push(element);
      if (this.blocks.drawingAbove) this.partDrawn?.();
      if (this.backlogIndex < this.backlog.length || this.slices.length || this.headSlices.length) this.drawBacklog(drawn);
      else {
        this.backlogTimer = undefined;
        this.backlog = [];
        this.drawingHead = false;
        this.finish(drawn);
      }
    });
  }

  private cancelBacklog(): void {
    this.backlogTimer?.cancel();
    this.backlogTimer = undefined;
    this.backlog = [];
    this.backlogIndex = 0;
    this.slices = [];
    this.headSlices = [];
    this.drawingHead = false;
  }

  /** The markdown above the drawn blocks not drawn yet: the rest of the backlog, then the head slices. */
  private undrawnHead(): string {
    let rest = '';
    for (let i = this.backlogIndex; i < this.backlog.length; i++) rest += this.backlog[i].raw;
    return rest + this.headSlices.join('');
  }

  private renderWhole(markdown: string): void {
    this.blocks.clear();
    let html = this.source.toHTML(markdown);
    const replaced = this.source.beforeRender(html);
    if (replaced !== undefined) {
      // A hook may return anything; it is shown only after the same sanitizer.
      html = sanitizeHtml(String(replaced ?? ''), { strict: this.source.strictSanitizer() });
    }
    this.html = html;
    this.highlighting.stop();
    this.element.innerHTML = html; // already clean: sanitized in DOMPurify's inert document
    this.finish([this.element]);
  }

  /**
   * Re-renders only the blocks an edit touched (one more on each side, since an edit can join or
   * split blocks, and more after while the last one re-lexed comes out different: an indented
   * paragraph joins the list before it, and then the list after it joins too). Returns null when
   * it cannot tell, and the caller renders everything.
   */
  private patch(before: string, after: string): HTMLElement[] | null {
    const start = commonPrefixLength(before, after);
    const suffix = commonSuffixLength(before, after, start);
    const endBefore = before.length - suffix;
    const endAfter = after.length - suffix;
    const blocks = this.blocks.list;
    // The blocks holding the first and the last changed character (an insertion between two blocks
    // is in the second: it may join it to the first), widened by one block each way.
    const ends: number[] = [];
    for (let i = 0, offset = 0; i < blocks.length; i++) ends.push((offset += blocks[i].raw.length));
    const holding = (at: number) => {
      const i = ends.findIndex((end) => end > at);
      return i < 0 ? blocks.length - 1 : i;
    };
    if (!blocks.length) return null;
    const first = Math.max(0, holding(start) - 1);
    let last = Math.min(blocks.length - 1, holding(Math.max(start, endBefore - 1)) + 1);
    const firstOffset = first ? ends[first - 1] : 0;
    for (let widened = 0; ; widened++) {
      const slice = after.slice(firstOffset, ends[last] + (endAfter - endBefore));
      // A large change (a paste, setMarkdown) is drawn progressively by a full render instead.
      if (slice.length > PATCH_LIMIT) return null;
      // Two changes reach beyond these blocks, and then the whole document is drawn again: a fence
      // or HTML block opened with no end (it takes in the rest of the document) and link definitions
      // that differ (a link anywhere may use them). Definitions as lexed, not their lines: an edit
      // beside a definition changes it too (a paragraph line above takes it in, a title or
      // destination on the next line, a label over two lines, `<div>` above it).
      if (endsInOpenBlock(slice)) return null;
      const fresh = this.source.renderBlocks!(slice, this.links);
      if (!fresh) return null;
      const old = before.slice(firstOffset, ends[last]);
      if ((old.includes(']:') || slice.includes(']:')) && definitionsKey(this.source.renderBlocks!(old)?.links) !== definitionsKey(fresh.links)) return null;
      // The block after the edit came out as it was: the blocks after it read as before.
      if (last + 1 < blocks.length && fresh.at(-1)?.raw !== blocks[last].raw) {
        if (widened === 4) return null;
        last++;
        continue;
      }
      // One sanitizer pass for the edited blocks: DOMPurify makes a document per call, which cost
      // more than cleaning these few blocks (~2 ms per key at 200 KB for three separate calls).
      this.source.prepareBlocks?.(fresh);
      if (first === 0 && last + 1 >= blocks.length) this.highlighting.stop(); // every element goes
      return this.blocks.replace(first, last + 1, fresh);
    }
  }

  /** Lays out the part holding `element` for real from now on (see `KitPreviewBlocks.reveal`). */
  reveal(element: HTMLElement): void {
    this.blocks.reveal(element);
  }

  /**
   * The drawn blocks with the markdown lines each was made from (0-based start line, line count),
   * for scroll sync. When the whole document is not one list of blocks (a custom convertor, a
   * `previewBeforeHook`), it is empty.
   */
  blockLines(): readonly KitPreviewBlockLines[] {
    return this.blocks.lines();
  }

  /** Highlights what was just drawn and reports the render. */
  private finish(drawn: HTMLElement[]): void {
    const withCode = drawn.filter((element) => element.querySelector('pre > code'));
    if (withCode.length && this.blocks.list.length) {
      // What follows changes these blocks' elements; their HTML stays what was sanitized.
      const decorated = new Set(withCode);
      for (const block of this.blocks.list) if (decorated.has(block.element)) block.keepHtml();
    }
    // Code-block replacers (charts, diagrams) draw in the preview only, never in getHtml().
    sharedCodeBlockReplacers.replaceIn(withCode, this.source.strictSanitizer());
    const code = withCode.filter((element) => element.querySelector('pre > code[class*="language-"]'));
    if (code.length) this.highlighting.highlight(code);
    this.source.afterRender();
  }
}
