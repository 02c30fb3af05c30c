import type * as CodeHighlighter from '../code-highlighter';
import { backgroundTask } from '../background-task';

/** The highlighter module, loaded the first time a preview shows fenced code (shared by all previews). */
let highlighter: typeof CodeHighlighter | undefined;

/** Highlighting per task, in ms: a typical document's code is done at once, a long one's continues in background tasks. */
const BUDGET_MS = 12;

/**
 * Highlights a preview's fenced code. The highlighter (and each language) is its own chunk, loaded
 * the first time a preview shows fenced code; until then the code shows plain. Highlighting takes
 * at most BUDGET_MS per task and continues in background tasks: a long document's code (100 ms and
 * more at 1 MB) never holds up a frame or a keystroke.
 */
export class KitPreviewCodeHighlighting {
  /** Fenced code waiting to be highlighted, in order, and how far highlighting got. */
  private queue: HTMLElement[] = [];
  private index = 0;
  private cancel: (() => void) | undefined;
  /**
   * What was asked to be highlighted since the last `stop` (pruned of what left the page), looked
   * at again when the highlighter or a language arrives. Not the whole preview: the blocks of a
   * long document still being drawn have not kept their sanitized HTML yet (`keepHtml`), and
   * highlighting them put the highlighter's spans into that render's `getHTML()` (fuzz4).
   */
  private readonly requested = new Set<ParentNode>();

  /** Highlights the fenced code under `elements`, as much as fits now and the rest in background tasks. */
  highlight(elements: readonly ParentNode[]): void {
    for (const element of elements) this.requested.add(element);
    if (!highlighter) {
      void import('../code-highlighter').then((module) => {
        highlighter = module;
        this.again();
      });
      return;
    }
    for (const element of elements) this.queue.push(...highlighter.unhighlightedCode(element));
    this.continue();
  }

  /** Drops queued highlighting (the code it would touch is gone or about to be). */
  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
    this.queue = [];
    this.index = 0;
    this.requested.clear();
  }

  /** Highlights what is still plain in what was asked for and is still on the page (nothing is rendered again). */
  private again(): void {
    for (const element of this.requested) if (!(element as Node).isConnected) this.requested.delete(element);
    this.highlight([...this.requested]);
  }

  private continue(): void {
    this.cancel?.();
    this.cancel = undefined;
    const started = performance.now();
    // When a language arrives, highlight what was asked for again (only code not highlighted yet
    // is touched); nothing is rendered again.
    const again = () => this.again();
    this.index = highlighter!.highlightCodeElements(this.queue, again, () => performance.now() - started > BUDGET_MS, this.index);
    if (this.index < this.queue.length) {
      this.cancel = backgroundTask(() => this.continue());
    } else {
      this.queue = [];
      this.index = 0;
    }
  }
}
