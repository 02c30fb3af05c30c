import { type KitHtmlBlock, takePreparedNodes } from '../convertor/editor-convertor';

/** A drawn preview block and the markdown lines it shows. */
export interface KitPreviewBlockLines {
  /** The block's element in the preview. */
  element: HTMLElement;
  /** Its first markdown line, 0-based. */
  line: number;
  /** How many lines it spans (at least 1). */
  lines: number;
}

/** One rendered top-level block: its source, the element that shows it and its HTML. */
export class RenderedBlock {
  constructor(
    readonly raw: string,
    readonly element: HTMLElement,
    private kept?: string,
  ) {}

  /**
   * The block's sanitized HTML. A block drawn from the sanitizer's nodes reads it from its element
   * when asked (serialising every block of a long document up front would cost tens of ms), so a
   * block whose drawing is changed later (highlighted code, code-block replacers) keeps it first.
   */
  get html(): string {
    return this.kept ?? this.element.innerHTML;
  }

  /** Keeps the HTML as drawn now, before something decorates the element. */
  keepHtml(): void {
    this.kept ??= this.element.innerHTML;
  }
}

/**
 * Blocks per part element (`kit-preview-part`). Parts, not blocks, skip layout off screen
 * (`content-visibility: auto`): Chromium watches every such element with an intersection observer
 * and lays each out as a child of the preview on every frame, which cost about 20 ms of
 * intersection work and 35 ms of layout per keystroke at 2,500 blocks (200 KB) when blocks did it.
 */
const PART_BLOCKS = 64;

/**
 * Height of the stand-in for undrawn blocks above the first drawn slice, px per markdown line:
 * roughly what a line of prose, lists and code takes in the preview. Only a starting estimate;
 * the reader's position is kept by scroll anchoring and scroll sync while the blocks arrive.
 */
const STAND_IN_LINE_PX = 24;

/**
 * How many parts stay laid out for scroll sync. Older ones go back to skipping layout (with the
 * height they had, which `contain-intrinsic-block-size: auto` remembers), or scrolling through a
 * long document with sync on would end with every part laid out on every frame again.
 */
const MEASURED_PARTS = 8;

/** How many line ends `text` holds. */
export function lineEnds(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * The preview's drawn blocks, in document order, and their elements: blocks sit in parts of 64,
 * and while a long document is drawn from the middle, a stand-in holds the place (and the
 * markdown lines) of the blocks above that are not drawn yet.
 */
export class KitPreviewBlocks {
  private blocks: RenderedBlock[] = [];
  private lineMap: KitPreviewBlockLines[] | undefined;
  /** The stand-in for undrawn blocks above; its index in `blocks` is `standInIndex`. */
  private standIn: HTMLElement | undefined;
  private standInIndex = 0;
  private standInFrame = 0;
  /** Parts laid out for scroll sync, the most recently measured last. */
  private measured: HTMLElement[] = [];

  constructor(private readonly element: HTMLElement) {}

  /** The drawn blocks (and the stand-in, while there is one), in order. */
  get list(): readonly RenderedBlock[] {
    return this.blocks;
  }

  /** Forgets the blocks (their elements go with the next render, which replaces everything). */
  clear(): void {
    this.blocks = [];
    this.lineMap = undefined;
    this.standIn = undefined;
    this.measured = [];
  }

  /** Replaces blocks [from, to) with `blocks`, touching only their elements; returns the new elements. */
  replace(from: number, to: number, blocks: readonly KitHtmlBlock[]): HTMLElement[] {
    const document = this.element.ownerDocument;
    const whole = from === 0 && to >= this.blocks.length;
    if (whole) {
      this.element.replaceChildren();
      this.standIn = undefined;
      this.measured = [];
    }
    const anchor = whole ? null : this.blocks[to]?.element ?? null;
    if (!whole) {
      for (const old of this.blocks.slice(from, to)) {
        const part = old.element.parentElement;
        old.element.remove();
        // An emptied part goes too, unless the new blocks go into it.
        if (part && part !== this.element && !part.firstChild && part !== anchor?.parentElement) part.remove();
      }
    }
    const fresh = blocks.map((block) => this.createBlock(block));
    const elements = fresh.map((b) => b.element);
    if (anchor?.parentElement) {
      // A patch: into the anchor's part, split when it has grown to twice its size.
      const part = anchor.parentElement;
      const fragment = document.createDocumentFragment();
      fragment.append(...elements);
      part.insertBefore(fragment, anchor);
      if (part !== this.element && part.childElementCount > 2 * PART_BLOCKS) this.splitPart(part);
    } else {
      this.appendToParts(elements);
    }
    this.blocks.splice(from, to - from, ...fresh);
    this.lineMap = undefined;
    return elements;
  }

  /** Appends blocks at the end. */
  append(blocks: readonly KitHtmlBlock[]): HTMLElement[] {
    return this.replace(this.blocks.length, this.blocks.length, blocks);
  }

  /** Puts a stand-in for `raw` (markdown not drawn yet) before every drawn block. */
  addStandIn(raw: string): void {
    const element = this.element.ownerDocument.createElement('div');
    element.className = 'kit-preview-pending';
    element.setAttribute('aria-hidden', 'true');
    this.standIn = element;
    this.standInIndex = 0;
    this.element.prepend(element);
    this.blocks.unshift(new RenderedBlock(raw, element, ''));
    this.resizeStandIn();
  }

  /**
   * Draws blocks just above the stand-in, which keeps `rest` (the markdown still missing above);
   * with no rest it goes. Returns the new elements.
   */
  drawAboveStandIn(blocks: readonly KitHtmlBlock[], rest: string): HTMLElement[] {
    const standIn = this.standIn!;
    const fresh = blocks.map((block) => this.createBlock(block));
    const elements = fresh.map((b) => b.element);
    const fragment = this.element.ownerDocument.createDocumentFragment();
    for (let i = 0; i < elements.length; i += PART_BLOCKS) fragment.append(this.createPart(elements.slice(i, i + PART_BLOCKS)));
    standIn.before(fragment);
    this.blocks.splice(this.standInIndex, 0, ...fresh);
    this.standInIndex += fresh.length;
    if (rest) {
      this.blocks[this.standInIndex] = new RenderedBlock(rest, standIn, '');
      this.resizeStandIn();
    } else {
      this.removeStandIn();
    }
    this.lineMap = undefined;
    return elements;
  }

  /**
   * Whether blocks above the drawn ones are still missing, until the frame after the last
   * arrives. Meanwhile the preview's scroll position moves by itself (scroll anchoring keeps the
   * reader's place as blocks arrive above).
   */
  get drawingAbove(): boolean {
    return this.standIn !== undefined || this.standInFrame !== 0;
  }

  /**
   * Lays out the part holding `element` (or that part itself) for real from now on. Parts off
   * screen skip layout (`content-visibility: auto`) and take an estimated height, so the blocks of
   * a skipped part report positions that may lie outside it. Only the last few parts measured:
   * laying out every part made each frame of a long document's progressive render cost layout and
   * pre-paint over the whole preview (1 MB with scroll sync: 13 s instead of 3 s).
   */
  reveal(element: HTMLElement): void {
    const part = element.classList.contains('kit-preview-part') ? element : element.parentElement;
    if (!part || part === this.element || !part.classList.contains('kit-preview-part')) return;
    const at = this.measured.indexOf(part);
    if (at >= 0) this.measured.splice(at, 1);
    this.measured.push(part);
    part.classList.add('kit-preview-measured');
    while (this.measured.length > MEASURED_PARTS) this.measured.shift()!.classList.remove('kit-preview-measured');
  }

  /** The blocks with the markdown lines each was made from (0-based start line, line count). */
  lines(): readonly KitPreviewBlockLines[] {
    if (!this.lineMap) {
      let line = 0;
      this.lineMap = this.blocks.map(({ raw, element }) => {
        const lines = lineEnds(raw);
        const entry = { element, line, lines: Math.max(lines, 1) };
        line += lines;
        return entry;
      });
    }
    return this.lineMap;
  }

  /** Cancels the frame it waits for. */
  destroy(): void {
    cancelAnimationFrame(this.standInFrame);
  }

  private resizeStandIn(): void {
    const raw = this.blocks[this.standInIndex].raw;
    this.standIn!.style.height = `${Math.max(lineEnds(raw), 1) * STAND_IN_LINE_PX}px`;
    this.lineMap = undefined;
  }

  private removeStandIn(): void {
    if (!this.standIn) return;
    if (this.blocks[this.standInIndex]?.element === this.standIn) this.blocks.splice(this.standInIndex, 1);
    this.standIn.remove();
    this.standIn = undefined;
    // The scroll event of the last anchoring adjustment comes with the next frame.
    cancelAnimationFrame(this.standInFrame);
    this.standInFrame = requestAnimationFrame(() => (this.standInFrame = 0));
  }

  /** The element that shows `block`. */
  private createBlock(block: KitHtmlBlock): RenderedBlock {
    const element = this.element.ownerDocument.createElement('div');
    element.className = 'kit-preview-block';
    // Sanitized by the convertor in DOMPurify's inert document; the nodes save a serialisation and a parse.
    const nodes = takePreparedNodes(block);
    if (nodes) {
      element.append(...nodes);
      return new RenderedBlock(block.raw, element);
    }
    const html = block.html;
    element.innerHTML = html;
    return new RenderedBlock(block.raw, element, html);
  }

  /** Appends block elements at the end: the last part is filled up, then new parts are added. */
  private appendToParts(elements: HTMLElement[]): void {
    let index = 0;
    const last = this.element.lastElementChild as HTMLElement | null;
    const fragment = this.element.ownerDocument.createDocumentFragment();
    if (last?.classList.contains('kit-preview-part') && last.childElementCount < PART_BLOCKS) {
      const room = PART_BLOCKS - last.childElementCount;
      last.append(...elements.slice(0, room));
      index = room;
    }
    for (; index < elements.length; index += PART_BLOCKS) fragment.append(this.createPart(elements.slice(index, index + PART_BLOCKS)));
    this.element.append(fragment);
  }

  private createPart(elements: HTMLElement[]): HTMLElement {
    const part = this.element.ownerDocument.createElement('div');
    part.className = 'kit-preview-part';
    part.append(...elements);
    return part;
  }

  /** Splits a part that patches made too large into parts of PART_BLOCKS blocks. */
  private splitPart(part: HTMLElement): void {
    const children = Array.from(part.children) as HTMLElement[];
    const fragment = this.element.ownerDocument.createDocumentFragment();
    for (let i = PART_BLOCKS; i < children.length; i += PART_BLOCKS) fragment.append(this.createPart(children.slice(i, i + PART_BLOCKS)));
    part.after(fragment);
  }
}
