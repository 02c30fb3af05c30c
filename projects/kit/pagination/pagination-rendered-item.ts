import { TemplateRef } from '@angular/core';
import { PaginationItem } from './pagination-layout';
import { KitPaginationSlot } from './pagination-options';
import { KitPaginationTemplateContext } from './pagination-template.directive';

/** Everything needed to draw one item: what to clone or stamp, and what kit adds to it. */
export interface RenderedPaginationItem {
  readonly item: PaginationItem;
  readonly slot: KitPaginationSlot;
  /** Parsed, sanitized markup to clone (string and function templates). */
  readonly prototype: Element | null;
  /** An Angular template to stamp instead. */
  readonly template: TemplateRef<KitPaginationTemplateContext> | null;
  readonly context: KitPaginationTemplateContext;
  /** Whether activating it moves (enabled, not the current page, not disabled by a form). */
  readonly interactive: boolean;
  /** Accessible name. */
  readonly label: string;
  /** Real link target (`hrefTemplate`), or null. */
  readonly href: string | null;
  /** End classes (`firstItemClassName`/`lastItemClassName`). */
  readonly classes: readonly string[];
}

/** True when two renderings would produce the same element, so the DOM can be left alone. */
export function sameRendering(a: RenderedPaginationItem | undefined, b: RenderedPaginationItem): boolean {
  return (
    !!a &&
    a.prototype === b.prototype &&
    a.template === b.template &&
    a.context.page === b.context.page &&
    a.context.type === b.context.type &&
    a.interactive === b.interactive &&
    a.label === b.label &&
    a.href === b.href &&
    a.item.kind === b.item.kind &&
    (a.item.kind !== 'page' || b.item.kind !== 'page' || a.item.current === b.item.current) &&
    a.classes.join(' ') === b.classes.join(' ')
  );
}

const NATIVE_CONTROLS = new Set(['A', 'BUTTON']);

/**
 * Adds what kit owns to an item element: end classes, ARIA (name, current page, disabled),
 * and the real-link `href`. The markup itself is the user's.
 */
export function decorateItem(element: Element, rendered: RenderedPaginationItem): void {
  const { item, interactive } = rendered;
  if (rendered.classes.length) {
    element.classList.add(...rendered.classes);
  }
  element.setAttribute('aria-label', rendered.label);
  // A stable hook for tests and harnesses that does not depend on the (user's) markup or language.
  element.setAttribute('data-kit-item', item.kind === 'page' ? 'page' : item.kind === 'more' ? `more-${item.type}` : item.type);
  if (item.kind === 'page' && item.current) {
    element.setAttribute('aria-current', 'page');
  }
  const isNative = NATIVE_CONTROLS.has(element.tagName);
  if (!isNative && !element.hasAttribute('role')) {
    element.setAttribute('role', 'link');
  }
  if (!interactive && !(item.kind === 'page' && item.current)) {
    element.setAttribute('aria-disabled', 'true');
    if (element.tagName === 'A') {
      element.removeAttribute('href'); // an anchor without href is not focusable and not a link
    } else if (element.tagName === 'BUTTON') {
      (element as HTMLButtonElement).disabled = true;
    }
    return;
  }
  if (element.tagName === 'A' && rendered.href !== null && interactive) {
    element.setAttribute('href', rendered.href);
  }
}
