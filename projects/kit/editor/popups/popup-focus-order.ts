import { FOCUSABLE_SELECTOR } from '../ui/focusable';

// Where Tab and Shift+Tab go at the edges of a non-modal popup. Kit's popups (and the colorSyntax
// palette) sit at the end of the editor's DOM, not after the button that opened them, so the
// browser's own order would take Shift+Tab from the popup's first control to the mode switch and
// Tab past its last control out of the editor. As the WAI-ARIA APG disclosure pattern (content
// right after its button in the tab order), the popup takes the opener's place instead: Shift+Tab
// from its first control goes back to the opener, Tab past its last control to what follows the
// opener. No trap (a non-modal dialog); the popup closes as focus leaves it.

/** Whether `el` takes part in sequential focus navigation (Tab) as things are now. */
function tabbable(el: HTMLElement): boolean {
  // Chromium reports tabIndex -1 for an editing host without a tabindex (Quill's area), which Tab does visit.
  const editingHost = el.isContentEditable && !el.hasAttribute('tabindex') && !el.parentElement?.isContentEditable;
  if ((el.tabIndex < 0 && !editingHost) || (el as HTMLButtonElement).disabled || el.closest('[hidden], [inert]')) return false;
  return el.getClientRects().length > 0;
}

/** The elements Tab visits inside `root` (`root` included), in document order (positive tabindex is not used in the editor). */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  const all = [root, ...Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR))];
  return all.filter((el) => el.matches(FOCUSABLE_SELECTOR) && tabbable(el));
}

/**
 * The opener to go back to: `anchor` itself when Tab visits it, else its tab stop (a toolbar's
 * current button: a popup opened by an event is anchored to a button that need not be it), else null.
 */
function openerStop(anchor: HTMLElement | null | undefined): HTMLElement | null {
  if (!anchor?.isConnected) return null;
  const toolbar = anchor.closest<HTMLElement>('[role="toolbar"]');
  return tabbablesIn(anchor)[0] ?? (toolbar ? tabbablesIn(toolbar)[0] : undefined) ?? null;
}

/** What Tab visits after `anchor` (and what is inside it), outside `popup`, in the whole document. */
function stopAfter(anchor: HTMLElement, popup: HTMLElement): HTMLElement | null {
  const doc = anchor.ownerDocument;
  for (const el of tabbablesIn(doc.body)) {
    if (popup.contains(el) || anchor.contains(el)) continue;
    if (anchor.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) return el;
  }
  return null;
}

/** What a popup's Tab handling needs. */
export interface PopupTabOrder {
  /** The popup's element. */
  readonly popup: HTMLElement;
  /** The control that opened it (a toolbar button, or the toolbar), if any. */
  readonly anchor: HTMLElement | null | undefined;
  /** Closes the popup, leaving the focus where it is. */
  close(): void;
  /** Where focus goes when there is no opener to go by (the editing area). */
  fallback(): void;
}

/**
 * Handles Tab on a popup's keydown: Shift+Tab on its first control focuses the opener (or runs
 * `fallback`), Tab on its last control focuses what follows the opener (or runs `fallback`); in
 * both cases the popup closes. Other keys, and Tab between the popup's own controls, are left alone.
 */
export function keepPopupInTabOrder(event: KeyboardEvent, order: PopupTabOrder): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const stops = tabbablesIn(order.popup);
  const at = stops.indexOf(event.target as HTMLElement);
  if (at < 0 || at !== (event.shiftKey ? 0 : stops.length - 1)) return;
  const opener = openerStop(order.anchor);
  const target = opener && (event.shiftKey ? opener : stopAfter(order.anchor!, order.popup));
  event.preventDefault();
  // Focus first, so the popup's focus-leaving handling sees where focus went; then close.
  if (target) target.focus();
  else order.fallback();
  order.close();
}
