import type { KitEditorView } from '../editor-view';

/** The calls of a mode's view that the API's focus, cursor, selection and scroll methods make. */
export type KitViewControls = Pick<
  KitEditorView,
  'focus' | 'blur' | 'getSelectedText' | 'insertText' | 'moveCursorToStart' | 'moveCursorToEnd' | 'getRange' | 'scrollTop'
>;

/** The error of a call that needs the WYSIWYG view before Quill has loaded. */
export function quillNotLoadedError(): Error {
  return new Error(
    'The WYSIWYG view needs Quill, which has not loaded yet: wait for the `changeMode` event, or ' +
      '`await loadQuill()` from kit-ui/editor (`kit.loadQuill()` on plain pages).',
  );
}

/**
 * Stands in for the WYSIWYG view while WYSIWYG mode is on but Quill is still loading (an editor
 * made with `initialEditType: 'wysiwyg'` on a page that has not fetched Quill yet, or a switch
 * made before it arrived). The calls a page makes right after creating an editor answer as they
 * would on a new, empty-handed view, and what they ask for happens when the view attaches:
 * `focus()` (unless `blur()` came after it, or the user has focused something else meanwhile),
 * `moveCursorToStart/End()` and `scrollTop(n)` (applied last, so a scroll asked for after a cursor
 * move is where the view ends up, as on a loaded view). There is no selection yet: `getSelectedText()`
 * is '' and `getRange()` a collapsed Range at the start of the editing area. `insertText` edits
 * content the view does not hold yet, so it still throws the "needs Quill" error.
 */
export class KitWysiwygWaitingView implements KitViewControls {
  /** Whether `focus()` was called (and not taken back by `blur()`) while waiting. */
  focusRequested = false;
  /** Where the cursor was sent while waiting, if anywhere. */
  cursor: 'start' | 'end' | undefined;
  /** The scroll top asked for while waiting, if any. */
  scroll: number | undefined;

  constructor(
    /** The element the WYSIWYG view will render into. */
    private readonly element: HTMLElement,
  ) {}

  focus(): void {
    this.focusRequested = true;
  }

  blur(): void {
    this.focusRequested = false;
  }

  getSelectedText(): string {
    return '';
  }

  insertText(): void {
    throw quillNotLoadedError();
  }

  // A cursor move scrolls to the cursor, so it undoes a scrollTop(n) that came before it.
  moveCursorToStart(): void {
    this.cursor = 'start';
    this.scroll = undefined;
  }

  moveCursorToEnd(): void {
    this.cursor = 'end';
    this.scroll = undefined;
  }

  getRange(): Range {
    const range = this.element.ownerDocument.createRange();
    range.setStart(this.element, 0);
    range.collapse(true);
    return range;
  }

  scrollTop(value?: number): number {
    if (value !== undefined) this.scroll = Math.max(0, value);
    return this.scroll ?? 0;
  }
}
