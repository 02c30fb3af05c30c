import { forceParsing, syntaxTreeAvailable } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { type EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';

/** The longest parse slice per idle callback, so a keystroke arriving meanwhile waits at most this long. */
const SLICE_MS = 8;

/**
 * Parsing time per document change at most (several megabytes of markdown), like CodeMirror's own
 * worker budget: a document that never finishes parsing must not keep the page busy. Counted in
 * time, not slices: on a busy page the browser's idle periods are short, and a count of slices
 * ran out (400 slices of 1 ms) before a 500 KB document was parsed.
 */
const MAX_PARSE_MS = 3000;

/** Schedules `task` when the page is idle, with the time the browser says is left (8 ms where there is no `requestIdleCallback`). */
function onIdle(task: (budget: number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => task(deadline.timeRemaining()));
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(() => task(SLICE_MS), 50);
  return () => clearTimeout(timer);
}

/**
 * Parses the whole markdown document while the page is idle, in slices of at most 8 ms, until the
 * syntax tree reaches the end.
 *
 * Why: CodeMirror's own background parser stops 100 KB past the viewport. When the cursor then
 * jumps to the end of a long document (`moveCursorToEnd`, Ctrl+End, `setMarkdown` with the cursor
 * at the end) and the user types, each keystroke's transaction parses the rest with a 20 ms budget:
 * in the bench's 200 KB typing scenario the first three or four keys took 30–40 ms to their frame
 * instead of ~12. Parsed in idle time beforehand, the tree is complete when typing starts. The
 * parse state is CodeMirror's own, so nothing is parsed twice.
 */
export const parseAhead: Extension = ViewPlugin.fromClass(
  class ParseAhead {
    private cancel: (() => void) | undefined;
    private msLeft = MAX_PARSE_MS;

    constructor(private readonly view: EditorView) {
      this.schedule();
    }

    update(update: ViewUpdate): void {
      if (!update.docChanged) return;
      this.msLeft = MAX_PARSE_MS;
      this.schedule();
    }

    destroy(): void {
      this.cancel?.();
      this.cancel = undefined;
    }

    private schedule(): void {
      if (this.cancel || this.msLeft <= 0 || syntaxTreeAvailable(this.view.state)) return;
      this.cancel = onIdle((budget) => {
        this.cancel = undefined;
        const started = performance.now();
        // CodeMirror keeps the parse state between slices; forceParsing hands the view the tree it has so far.
        forceParsing(this.view, this.view.state.doc.length, Math.max(1, Math.min(SLICE_MS, budget)));
        this.msLeft -= Math.max(1, performance.now() - started);
        this.schedule();
      });
    }
  },
);
