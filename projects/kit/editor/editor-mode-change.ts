import type { KitEditorContext } from './editor-context';
import { checkMode } from './editor-options';
import type { KitEditorMode } from './editor-types';
import type { KitEditorWysiwyg } from './editor-wysiwyg';
import { loadQuill, loadedQuill } from './wysiwyg/quill-loader';
import type { KitWysiwygWaitingView } from './wysiwyg/wysiwyg-waiting-view';

/** What a mode change works on in its editor. */
type KitModeChangeHost = Pick<KitEditorContext, 'state' | 'markdownView' | 'render' | 'emit' | 'preview' | 'emitStateChange' | 'focus'>;

/**
 * Switches one editor between markdown and WYSIWYG by converting the content, never losing it:
 * unchanged WYSIWYG content gives back the exact markdown it was made from. WYSIWYG mode may come
 * on before Quill has loaded; its view then attaches when Quill arrives.
 */
export class KitModeChange {
  /**
   * WYSIWYG mode is on but Quill is still loading: the markdown view keeps the document (so
   * getMarkdown, setMarkdown and getHtml work) until the WYSIWYG view attaches.
   */
  private wysiwygPending = false;
  /** What the API's focus, cursor and scroll calls asked of the WYSIWYG view while it waits for Quill. */
  private waiting: KitWysiwygWaitingView | undefined;
  /**
   * Counts the waits for Quill: only the last one's callbacks act on arrival. A switch back to
   * markdown and again to WYSIWYG before Quill arrives makes two waits on the one import, and the
   * first one's stand-in, `isWithoutFocus` and focus at start are stale by then.
   */
  private waits = 0;
  private destroyed = false;
  /**
   * The content was replaced in WYSIWYG (setMarkdown, setHtml, reset): the markdown view holds what
   * was there before, and its undo history leads back into it, so the switch back sets it anew even
   * when the text happens to be the same (kept, the editor's document stayed the replaced one).
   */
  private replacedInWysiwyg = false;

  /** Notes that the content was replaced while WYSIWYG holds it (see `replacedInWysiwyg`). */
  contentReplaced(): void {
    if (this.editor.state.mode() === 'wysiwyg' && !this.wysiwygPending) this.replacedInWysiwyg = true;
  }

  /** Ends the Angular pending task of a switch that waits for Quill. */
  private pendingDone: (() => void) | undefined;

  constructor(
    private readonly editor: KitModeChangeHost,
    /** The WYSIWYG side, loaded on the way in and read on the way out. */
    private readonly wysiwyg: KitEditorWysiwyg,
    /** Angular's pending work, which waiting for Quill is part of. */
    private readonly pendingTasks?: { add(): () => void },
  ) {}

  /** Whether WYSIWYG mode is on but waits for Quill: the markdown view still holds the document. */
  get waitingForQuill(): boolean {
    return this.wysiwygPending;
  }

  /** The stand-in for the WYSIWYG view while it waits for Quill (see `KitWysiwygWaitingView`). */
  get waitingView(): KitWysiwygWaitingView | undefined {
    return this.wysiwygPending ? this.waiting : undefined;
  }

  /**
   * Sets the editor's first mode while it is built, as the original's constructor (reference §5):
   * handlers given in `events` see `changeModeBefore` with no mode before it, then `changeMode`.
   */
  startIn(mode: KitEditorMode): void {
    if (mode === this.editor.state.mode()) {
      this.editor.emit('changeModeBefore', undefined);
      this.editor.emit('changeMode', mode);
      return;
    }
    this.changeMode(mode, true, true);
  }

  /** Switches modes by converting the content; the same mode does nothing. */
  changeMode(mode: unknown, isWithoutFocus = false, initial = false): void {
    const { editor, wysiwyg } = this;
    const { state } = editor;
    const next = checkMode(mode);
    const previous = state.mode();
    if (next === previous) return;
    editor.emit('changeModeBefore', initial ? undefined : previous); // `initial`: from startIn
    if (next === 'wysiwyg' && !loadedQuill()) {
      // Quill is not there yet: the mode changes now, its view attaches (and `changeMode` fires) on arrival.
      this.wysiwygPending = true;
      const wait = ++this.waits;
      const current = () => wait === this.waits && this.wysiwygPending && !this.destroyed;
      const waiting = (this.waiting = wysiwyg.waitingView());
      this.blurLeftView(previous);
      state.mode.set(next);
      editor.render();
      // Quill can take seconds to arrive (a slow network): if the user has put focus somewhere else
      // meanwhile, the end of the switch leaves it there.
      const focusedAtStart = document.activeElement;
      const focusStayed = () => document.activeElement === focusedAtStart || document.activeElement === document.body;
      const mayFocus = () => (!isWithoutFocus || !!waiting?.focusRequested) && focusStayed();
      // Released when the switch ends, or when the editor goes first (a hung chunk request must not
      // keep the app unstable after the editor is gone).
      const done = (this.pendingDone = this.pendingTasks?.add());
      void loadQuill().then(
        () => {
          if (!current()) return;
          this.wysiwygPending = false;
          this.waiting = undefined;
          // Where focus(), moveCursorTo*() and scrollTop() sent the view while it waited.
          wysiwyg.load(state.doc().toString(), waiting?.cursor ? waiting.cursor === 'end' : !isWithoutFocus);
          editor.render();
          wysiwyg.fillView();
          if (waiting?.scroll !== undefined) wysiwyg.view().scrollTop(waiting.scroll);
          editor.emit('changeMode', next);
          editor.emitStateChange(true);
          if (mayFocus()) {
            editor.focus();
            // Again once focused: Quill moves a focused caret when the rest of a long document streams in above it.
            if (waiting?.cursor === 'end') wysiwyg.view().moveCursorToEnd();
            else if (waiting?.cursor === 'start') wysiwyg.view().moveCursorToStart();
            // Placing the cursor scrolls; a scrollTop(n) asked for while waiting came after any cursor move.
            if (waiting?.scroll !== undefined) wysiwyg.view().scrollTop(waiting.scroll);
          }
        },
        (error: unknown) => {
          if (!current()) return;
          // Quill did not load (offline, a blocked chunk): back to markdown, which holds the document.
          // `changeMode` closes the `changeModeBefore` that went out, with the mode the editor is
          // in, so listeners waiting for the end of the switch (and the mode switch) agree with it.
          this.wysiwygPending = false;
          this.waiting = undefined;
          state.mode.set(previous);
          editor.render();
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`kit: changeMode('wysiwyg') failed: Quill (the WYSIWYG editor) did not load (${reason}); the editor stays in ${previous} mode.`, error);
          editor.emit('changeMode', previous);
          editor.emitStateChange(true);
          if (mayFocus()) editor.focus();
        },
      ).finally(() => done?.()); // after the view attached (or the switch was undone)
      return;
    }
    this.blurLeftView(previous);
    if (next === 'wysiwyg') {
      wysiwyg.load(state.doc().toString(), !isWithoutFocus);
    } else if (this.wysiwygPending) {
      this.wysiwygPending = false; // back before Quill arrived: the markdown view still holds the document
      this.waiting = undefined;
    } else {
      const markdown = wysiwyg.markdown();
      // The WYSIWYG view is stale from here (the next switch loads it again): stop a load still streaming in.
      wysiwyg.forget();
      const markdownView = editor.markdownView();
      // Unchanged in WYSIWYG: the markdown view already holds it (and its undo history) — keep it.
      if (this.replacedInWysiwyg || markdown !== markdownView.getContent()) markdownView.setContent(markdown, !isWithoutFocus);
      else if (!isWithoutFocus) markdownView.moveCursorToEnd();
    }
    this.replacedInWysiwyg = false;
    state.mode.set(next);
    // Markdown mode opens on Write (as the original): left on Preview, the text could not take focus and the toolbar stayed off.
    if (next === 'markdown') state.previewTab.set('write');
    editor.render();
    if (next === 'wysiwyg') wysiwyg.fillView(); // on screen now: the first frame shows a full view
    editor.emit('changeMode', next);
    editor.preview()?.renderNow();
    editor.emitStateChange(true);
    if (!isWithoutFocus) editor.focus();
  }

  /**
   * The view being left had the focus: it reports its `blur` now, before the other view takes the
   * focus (and reports `focus`). Once the mode has changed, the left view is silent, so a switch from
   * markdown (whose text keeps the focus while the mode button is clicked) fired focus twice.
   */
  private blurLeftView(previous: KitEditorMode): void {
    const { state } = this.editor;
    if (!state.focused()) return;
    state.focused.set(false);
    this.editor.emit('blur', { source: previous });
  }

  /** Ignores Quill's arrival from now on: the editor is removed. */
  destroy(): void {
    this.destroyed = true;
    this.pendingDone?.(); // Angular's remove function may be called more than once
  }
}
