import { RenderedPaginationItem } from './pagination-rendered-item';

/**
 * What an item outlet needs from its bar; an abstract class so the outlet does not import the
 * component that imports it.
 */
export abstract class PaginationItemHost {
  /** Records that `element` now draws `rendered` (for clicks, keys and focus). */
  abstract registerItem(element: Element, rendered: RenderedPaginationItem): void;
  /** Forgets an element that was removed. */
  abstract unregisterItem(element: Element): void;
  /** The focused item was replaced by an element that cannot take focus: focus something sensible. */
  abstract itemFocusLost(key?: string): void;
}
