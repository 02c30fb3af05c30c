import { backgroundTask } from '../background-task';
import type { KitHtmlBlock } from '../convertor/editor-convertor';
import { KitLoadStepSizer } from './wysiwyg-load-steps';
import { wysiwygStreaming } from './wysiwyg-streaming-settings';

export { wysiwygStreaming } from './wysiwyg-streaming-settings';

/** Where blocks go: before the loaded ones or after them. */
export type KitLoadSide = 'before' | 'after';

/**
 * The blocks of a long document that are not in the WYSIWYG view yet, and the background tasks
 * that hand them over a step at a time: after the loaded blocks first (the reader reads on), then
 * before them. Each step is its own task of about `wysiwygStreaming.stepMs` (see
 * `KitLoadStepSizer`), so typing stays responsive while a document streams in.
 */
export class KitWysiwygLoadQueue {
  private cancelStep: (() => void) | undefined;
  private readonly sizer = new KitLoadStepSizer();

  constructor(
    /** Blocks before the loaded ones (a load that put the cursor at the end), in document order. */
    private readonly before: KitHtmlBlock[],
    /** Blocks after the loaded ones, in document order. */
    private readonly after: KitHtmlBlock[],
    /** Puts blocks into the view on one side of the loaded ones. */
    private readonly add: (side: KitLoadSide, blocks: readonly KitHtmlBlock[]) => void,
    /** Called once the last block has been added. */
    private readonly done: () => void,
  ) {}

  /** The first screen to load at once, `[from, to)` of `blocks`: from the start, or from the end. */
  static firstScreen(blocks: readonly KitHtmlBlock[], fromEnd: boolean): [number, number] {
    const count = countChars(blocks, wysiwygStreaming.firstChars, fromEnd ? 'last' : 'first');
    return fromEnd ? [blocks.length - count, blocks.length] : [0, count];
  }

  /** Whether blocks are still to come. */
  get isEmpty(): boolean {
    return !this.before.length && !this.after.length;
  }

  /** The markdown of the blocks still to come before, and after, the loaded ones. */
  remainingMarkdown(): { before: string; after: string } {
    return { before: this.before.map((b) => b.raw).join(''), after: this.after.map((b) => b.raw).join('') };
  }

  /**
   * Starts the steps, each its own background task: the first screen's frame, the user's input and
   * the page's own tasks go first.
   */
  start(): void {
    this.cancelStep = backgroundTask(() => {
      this.cancelStep = undefined;
      const started = performance.now();
      const chars = this.step(this.sizer.next());
      this.sizer.record(chars, performance.now() - started);
      this.next();
    });
  }

  /** Adds small steps now while `hasRoom()` (the view is not full yet), up to `firstMaxChars`. */
  fill(hasRoom: () => boolean): void {
    let chars = 0;
    while (!this.isEmpty && chars < wysiwygStreaming.firstMaxChars && hasRoom()) chars += this.step(wysiwygStreaming.fillChars);
    if (this.isEmpty) this.finish();
  }

  /** Adds every block still to come now. */
  finish(): void {
    this.stop();
    if (this.after.length) this.add('after', this.after.splice(0));
    if (this.before.length) this.add('before', this.before.splice(0));
    this.done();
  }

  /** Stops without adding more. */
  stop(): void {
    this.cancelStep?.();
    this.cancelStep = undefined;
  }

  private next(): void {
    if (this.isEmpty) this.done();
    else this.start();
  }

  /** Adds about `chars` characters of markdown next to the loaded blocks; returns how many it added. */
  private step(chars: number): number {
    const side: KitLoadSide = this.after.length ? 'after' : 'before';
    const source = side === 'after' ? this.after : this.before;
    const count = countChars(source, chars, side === 'after' ? 'first' : 'last');
    const blocks = side === 'after' ? source.splice(0, count) : source.splice(source.length - count);
    this.add(side, blocks);
    return blocks.reduce((sum, b) => sum + b.raw.length, 0);
  }
}

/** How many blocks at one end of `blocks` make about `chars` characters of markdown; at least one. */
function countChars(blocks: readonly KitHtmlBlock[], chars: number, end: 'first' | 'last'): number {
  let count = 0;
  let total = 0;
  while (count < blocks.length && (count === 0 || total < chars)) {
    total += blocks[end === 'first' ? count : blocks.length - 1 - count].raw.length;
    count++;
  }
  return count;
}
