import { type RenderedPaginationItem, controlOf } from './pagination-rendered-item';

/**
 * How a bar's items answer the pointer and the keyboard, shared by the Angular component and
 * `PlainPagination` (each only owns how items are drawn):
 * - a modified click on a real link is left to the browser, any other click activates the item;
 * - the bar is one tab stop (roving tabindex): the focused item, else the current page, else the
 *   first enabled item; arrows, Home and End move among the items;
 * - Enter and Space activate an item, unless it is a link or button that does so itself;
 * - after a redraw replaced the focused item, focus goes to the item showing the same thing.
 */
export class KitPaginationInteraction {
  constructor(
    /** The bar element; items are its direct children. */
    private readonly host: Element,
    /** The rendered item an element draws, if it is an item. */
    private readonly renderedOf: (element: Element) => RenderedPaginationItem | undefined,
    /** Runs a click or key on an item (a move, with `beforeMove`). */
    private readonly activate: (rendered: RenderedPaginationItem) => void,
  ) {}

  /** The item element (a direct child of the bar) that holds `target`. */
  itemElementOf(target: EventTarget | null): Element | undefined {
    let node = target as Node | null;
    while (node && node.parentNode !== this.host) {
      node = node.parentNode;
    }
    return node && this.renderedOf(node as Element) ? (node as Element) : undefined;
  }

  /** The controls (`controlOf`) of the items that take focus, in DOM order: enabled buttons and the current page. */
  focusableItems(): HTMLElement[] {
    return Array.from(this.host.children)
      .filter((el) => {
        const rendered = this.renderedOf(el);
        return !!rendered && (rendered.interactive || this.isCurrent(el));
      })
      .map(controlOf) as HTMLElement[];
  }

  /**
   * Gives the tab stop to `focused` (an item's control, see `controlOf`), else the focused item,
   * else the current page, else the first item.
   */
  syncTabStops(focused?: Element): void {
    if (this.host.classList.contains('kit-pagination-disabled')) {
      // A disabled bar has no tab stop, as a disabled native control (its current page included).
      for (const element of this.focusableItems()) element.tabIndex = -1;
      return;
    }
    const focusable = this.focusableItems();
    const active = this.host.ownerDocument.activeElement;
    const stop =
      focused ??
      focusable.find((el) => el === active || el.contains(active)) ??
      focusable.find((el) => this.isCurrent(el)) ??
      focusable[0];
    for (const element of focusable) {
      const tabIndex = element === stop ? 0 : -1;
      if (element.tabIndex !== tabIndex || !element.hasAttribute('tabindex')) {
        element.tabIndex = tabIndex;
      }
    }
  }

  /** After a redraw replaced the focused item: focuses the item with `key`, else the current page. */
  restoreFocus(key: string | undefined): void {
    const focusable = this.focusableItems();
    (focusable.find((el) => this.renderedOfControl(el)?.item.key === key) ?? focusable.find((el) => this.isCurrent(el)))?.focus();
  }

  /** A click on the bar. */
  onClick(event: MouseEvent): void {
    const element = this.itemElementOf(event.target);
    if (!element) {
      return;
    }
    const rendered = this.renderedOf(element)!;
    if (rendered.href && rendered.interactive && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      return; // let the browser open the real link in a new tab or window
    }
    event.preventDefault();
    this.activate(rendered);
  }

  /**
   * A middle click on the bar: on an item without a real link (its `href="#"`, as tui-pagination
   * draws it), nothing, where the browser would open this page again in a new tab.
   */
  onAuxClick(event: MouseEvent): void {
    const element = this.itemElementOf(event.target);
    if (element && !this.renderedOf(element)!.href) event.preventDefault();
  }

  /** A key on the bar. */
  onKeydown(event: KeyboardEvent): void {
    const element = this.itemElementOf(event.target);
    if (!element) {
      return;
    }
    const focusable = this.focusableItems();
    const control = controlOf(element);
    const index = focusable.indexOf(control as HTMLElement);
    let next: HTMLElement | undefined;
    // Left and Right follow what is drawn: in a right-to-left bar the next page is on the left.
    const key = isRightToLeft(element) ? ({ ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' } as Record<string, string>)[event.key] ?? event.key : event.key;
    switch (key) {
      case 'ArrowLeft':
      case 'ArrowUp':
        next = focusable[Math.max(index - 1, 0)];
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        next = focusable[Math.min(index + 1, focusable.length - 1)];
        break;
      case 'Home':
        next = focusable[0];
        break;
      case 'End':
        next = focusable[focusable.length - 1];
        break;
      case 'Enter':
      case ' ':
      case 'Spacebar':
        // Buttons (and links with an href, for Enter) already turn the key into a click.
        if (activatesNatively(control, event.key)) return;
        event.preventDefault(); // no page scroll on Space
        this.activate(this.renderedOf(element)!);
        return;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  }

  /** A focus entering the bar makes that item the tab stop. */
  onFocusIn(event: FocusEvent): void {
    const element = this.itemElementOf(event.target);
    if (element) {
      this.syncTabStops(controlOf(element));
    }
  }

  /** Whether `element` (an item or its control) draws the current page. */
  private isCurrent(element: Element): boolean {
    const item = this.renderedOfControl(element)?.item;
    return item?.kind === 'page' && item.current;
  }

  /** The rendered item of an item element or of its control. */
  private renderedOfControl(element: Element): RenderedPaginationItem | undefined {
    const item = this.itemElementOf(element);
    return item && this.renderedOf(item);
  }
}

function activatesNatively(element: Element, key: string): boolean {
  if (element.tagName === 'BUTTON') return true;
  return key === 'Enter' && element.tagName === 'A' && element.hasAttribute('href');
}

/** Whether `element` is laid out right to left (read when a key is pressed: `dir` may change at any time). */
function isRightToLeft(element: Element): boolean {
  return element.ownerDocument.defaultView?.getComputedStyle(element).direction === 'rtl';
}
