/**
 * Anything a plain-page user may pass as a container: an element, an element id, a CSS selector,
 * or a wrapped-element object from a DOM helper library (jQuery and look-alikes).
 */
export type KitContainer = string | Element | KitWrappedElement;

/** A wrapped-element object (jQuery-like): indexable, its first entry is the element. */
export interface KitWrappedElement {
  /** jQuery's version string, which marks a jQuery object. */
  readonly jquery?: string;
  /** How many elements it holds (a container wants one). */
  readonly length: number;
  readonly [index: number]: unknown;
}

/** The message the original components throw for an unusable container; kept word for word. */
export const INVALID_CONTAINER_MESSAGE = 'The container element is invalid.';

function isElement(value: unknown): value is HTMLElement {
  // nodeType rather than instanceof, so elements from another frame are accepted too.
  return typeof value === 'object' && value !== null && (value as Node).nodeType === 1;
}

/**
 * Resolves a container argument to an element, the way tui components do: a string is an element
 * id first, then a CSS selector; a wrapped-element object gives its first element.
 * @throws Error `The container element is invalid.` when nothing usable is found.
 */
export function resolveContainer(container: unknown, doc: Document = document): HTMLElement {
  let found: unknown = container;
  if (typeof container === 'string') {
    found = container ? doc.getElementById(container) : null;
    if (!found && container) {
      try {
        found = doc.querySelector(container);
      } catch {
        found = null; // an id like "1st" is not a valid selector; it is simply not found
      }
    }
  } else if (
    typeof container === 'object' &&
    container !== null &&
    !isElement(container) &&
    typeof (container as KitWrappedElement).length === 'number'
  ) {
    found = (container as KitWrappedElement)[0];
  }
  if (!isElement(found)) {
    throw new Error(INVALID_CONTAINER_MESSAGE);
  }
  return found;
}
