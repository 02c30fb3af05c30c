import { signal } from '@angular/core';
import type { KitEditorState, KitFormatState } from './editor-types';

/** The format at the cursor before any view reported one. */
const NO_FORMAT: KitFormatState = {
  bold: false, italic: false, strike: false, code: false, codeBlock: false, quote: false, list: false, task: false, source: 'markdown',
  bulletList: false, orderedList: false,
};

/**
 * Follows the format at the cursor: keeps it as a signal for the toolbar and emits `stateChange`
 * when the event's payload changes.
 */
export class KitStateChangeEmitter {
  private readonly current = signal<KitFormatState>(NO_FORMAT);
  /** The last emitted payload, serialised, to emit only on a change. */
  private lastState = '';
  /** The format at the cursor (the last `stateChange` payload, plus the kind of list). */
  readonly formatState = this.current.asReadonly();

  constructor(
    /** The current mode's view, if it has been made. */
    private readonly view: () => { formatState(): KitFormatState } | undefined,
    /** Emits the `stateChange` event. */
    private readonly emit: (payload: KitEditorState) => void,
  ) {}

  /** Reads the format at the cursor of the current view; `force` shows and emits it even when unchanged. */
  update(force = false): void {
    const view = this.view();
    if (!view) return;
    const state = view.formatState();
    const { bulletList, orderedList, ...payload } = state;
    const key = JSON.stringify(payload);
    const shown = this.current();
    // From a bullet list to an ordered one the payload stays the same: the toolbar still changes.
    if (force || key !== this.lastState || bulletList !== shown.bulletList || orderedList !== shown.orderedList) this.current.set(state);
    if (!force && key === this.lastState) return;
    this.lastState = key;
    this.emit(payload satisfies KitEditorState);
  }
}
