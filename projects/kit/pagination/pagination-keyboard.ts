import type { RenderedPaginationItem } from './pagination-rendered-item';

/**
 * The bar's pointer and keyboard rules, shared by the Angular component and `PlainPagination`:
 * a modified click on a real link is left to the browser; arrows, Home and End move focus among
 * the items; Enter and Space activate an item unless it is a link or button that does so itself.
 */

/** Whether a click should open the item's real link (new tab, window, download) instead of moving. */
export function leavesClickToBrowser(rendered: RenderedPaginationItem, event: MouseEvent): boolean {
  return !!rendered.href && rendered.interactive && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
}

/** What a key on an item asks for: focus another item, activate this one, or nothing of ours. */
export type KitPaginationKeyAction = { focus: HTMLElement | undefined } | { activate: true } | null;

/** The action for `key` pressed on `element`, with `focusable` the items that take focus, in order. */
export function paginationKeyAction(key: string, element: Element, focusable: readonly HTMLElement[]): KitPaginationKeyAction {
  const index = focusable.indexOf(element as HTMLElement);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return { focus: focusable[Math.max(index - 1, 0)] };
    case 'ArrowRight':
    case 'ArrowDown':
      return { focus: focusable[Math.min(index + 1, focusable.length - 1)] };
    case 'Home':
      return { focus: focusable[0] };
    case 'End':
      return { focus: focusable[focusable.length - 1] };
    case 'Enter':
    case ' ':
    case 'Spacebar':
      // Buttons (and links with an href, for Enter) already turn the key into a click.
      return activatesNatively(element, key) ? null : { activate: true };
    default:
      return null;
  }
}

function activatesNatively(element: Element, key: string): boolean {
  if (element.tagName === 'BUTTON') return true;
  return key === 'Enter' && element.tagName === 'A' && element.hasAttribute('href');
}
