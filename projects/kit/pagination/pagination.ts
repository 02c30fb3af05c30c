import { KitEventBus, KitEventHandler, MountedComponent, describeValue, resolveContainer, sharedApplication } from 'kit-ui/core';
import type { KitContainer } from 'kit-ui/core';
import { KIT_PAGINATION_EVENT_NAMES, KitPaginationEvents, KitPaginationHandlers, paginationHandlerPairs, refuseOnFalse } from './pagination-events';
import { KitPaginationOptions, checkPage, checkPaginationOptions } from './pagination-options';
import { KitPaginationComponent } from './pagination.component';

/** Inputs of `kit-pagination` that the plain-class options map onto one to one. */
const INPUT_OPTIONS = [
  'totalItems',
  'itemsPerPage',
  'visiblePages',
  'centerAlign',
  'firstItemClassName',
  'lastItemClassName',
  'template',
  'usageStatistics',
  'hrefTemplate',
  'hasNextPage',
  'pageSizeOptions',
  'showJumpTo',
  'showRangeLabel',
  'ariaLabel',
  'texts',
] as const satisfies readonly (keyof KitPaginationOptions)[];

/**
 * The tui-pagination-compatible class for pages without Angular code:
 * `const pagination = new Pagination('pagination', { totalItems: 500 })`.
 *
 * It hosts a `kit-pagination` component in the container, inside the page's shared kit
 * application (`await ready` first, which the kit.js bundle does for you). Everything is
 * synchronous: after the constructor the links are in the DOM, after `movePageTo(n)` page n is.
 */
export class Pagination {
  private readonly mounted: MountedComponent<KitPaginationComponent>;
  /** True while a method call changes the page: it draws synchronously itself. */
  private drawing = false;
  private readonly events = new KitEventBus<KitPaginationEvents>(KIT_PAGINATION_EVENT_NAMES, 'Pagination');

  /**
   * @param container the element, its id, a CSS selector, or a wrapped-element (jQuery) object.
   * @param options see `KitPaginationOptions`; every option is checked before anything is drawn.
   * @throws Error `The container element is invalid.`, or an Error/TypeError naming a bad option.
   */
  constructor(container: KitContainer, options: KitPaginationOptions = {}) {
    const element = resolveContainer(container);
    const checked = checkPaginationOptions(options);
    const inputs: Record<string, unknown> = {};
    for (const name of INPUT_OPTIONS) {
      if (checked[name] !== undefined) inputs[name] = checked[name];
    }
    if (checked.page !== undefined) inputs['page'] = checked.page;
    // The page's own name for the landmark wins over the default (two bars named "Pagination" are two landmarks alike).
    if (checked.ariaLabel === undefined && element.getAttribute('aria-label')) inputs['ariaLabel'] = element.getAttribute('aria-label');
    this.mounted = new MountedComponent(sharedApplication('Pagination'), KitPaginationComponent, element, inputs, 'Pagination');

    const component = this.mounted.ref.instance;
    // A throwing handler must reach the caller: RxJS would only report it asynchronously.
    component.beforeMove.subscribe((event) => {
      try {
        refuseOnFalse(this.events, event);
      } catch (error) {
        event.preventDefault();
        this.keepHandlerError(error);
      }
    });
    component.afterMove.subscribe((event) => {
      try {
        this.events.fire('afterMove', event);
      } catch (error) {
        this.keepHandlerError(error);
      }
    });
    // Clicks move the page outside any method call; draw them now rather than on the next frame.
    // (Method calls draw synchronously themselves, so they skip this.)
    component.page.subscribe(() => {
      if (!this.drawing) queueMicrotask(() => this.refresh());
    });
    // The reader's page-size choice (a method call sets the size while drawing): told once the bar
    // shows the new size and page (the component sets the size first, then the page).
    component.itemsPerPage.subscribe((itemsPerPage) => {
      if (this.drawing) return;
      queueMicrotask(() => {
        if (this.mounted.isDestroyed) return;
        this.refresh();
        try {
          this.events.fire('changeItemsPerPage', { itemsPerPage, page: component.service.page() });
        } catch (error) {
          reportError(error); // no caller to throw to (a choice in the page), as kit-pagination.js
        }
      });
    });
  }

  /** The current page. */
  getCurrentPage(): number {
    return this.component.service.page();
  }

  /** The items per page. */
  getItemsPerPage(): number {
    return this.component.service.itemsPerPage();
  }

  /**
   * Moves to `targetPage`, clamped into range. Fires `beforeMove` (a handler returning `false`
   * cancels) and `afterMove`; the DOM shows the page when this returns.
   * @throws TypeError when `targetPage` is not a number.
   */
  movePageTo(targetPage: number): void {
    const component = this.component;
    this.draw(() => component.movePageTo(checkPage('movePageTo(targetPage)', targetPage)));
    this.throwHandlerError();
  }

  /** Redraws at page 1, with `totalItems` when given; fires no events. */
  reset(totalItems?: number): void {
    const component = this.component;
    this.draw(() => component.reset(totalItems));
  }

  /** Sets the item count per page and redraws, keeping the page in range; fires no events. */
  setItemsPerPage(itemCount: number): void {
    const component = this.component;
    this.draw(() => component.setItemsPerPage(itemCount));
  }

  /** Sets the total item count and redraws, keeping the page in range; fires no events. */
  setTotalItems(itemCount: number): void {
    const component = this.component;
    this.draw(() => component.setTotalItems(itemCount));
  }

  /**
   * Binds a handler to `beforeMove`, `afterMove` or `itemsPerPageChange` (or handlers by name: `on({beforeMove, afterMove})`,
   * as tui-pagination). A `beforeMove` handler returning `false` cancels the move.
   */
  on<K extends keyof KitPaginationEvents>(eventName: K, handler: KitEventHandler<KitPaginationEvents[K]>): void;
  /** Binds handlers by event name: `on({beforeMove, afterMove})`. */
  on(handlers: KitPaginationHandlers): void;
  on(eventName: keyof KitPaginationEvents | KitPaginationHandlers, handler?: unknown): void {
    void this.component; // throws once destroyed
    for (const [name, each] of paginationHandlerPairs(eventName, handler)) this.events.on(name, each);
  }

  /** Binds a handler (or handlers by name) for the next event only. */
  once<K extends keyof KitPaginationEvents>(eventName: K, handler: KitEventHandler<KitPaginationEvents[K]>): void;
  /** Binds handlers by event name for the next event of each only. */
  once(handlers: KitPaginationHandlers): void;
  once(eventName: keyof KitPaginationEvents | KitPaginationHandlers, handler?: unknown): void {
    void this.component; // throws once destroyed
    for (const [name, each] of paginationHandlerPairs(eventName, handler)) this.events.once(name, each);
  }

  /** Unbinds one handler (or handlers by name), all handlers of an event, or (no arguments) all handlers. */
  off<K extends keyof KitPaginationEvents>(eventName?: K, handler?: KitEventHandler<KitPaginationEvents[K]>): void;
  /** Unbinds the handlers given by event name. */
  off(handlers: KitPaginationHandlers): void;
  off(eventName?: keyof KitPaginationEvents | KitPaginationHandlers, handler?: unknown): void {
    if (eventName === undefined) return this.events.off();
    for (const [name, each] of paginationHandlerPairs(eventName, handler)) this.events.off(name, each);
  }

  /** Removes the bar, restores the container's own children and attributes, releases listeners. */
  destroy(): void {
    this.events.off();
    this.mounted.destroy();
  }

  private get component(): KitPaginationComponent {
    if (this.mounted.isDestroyed) {
      throw new Error('This Pagination was destroyed; create a new one.');
    }
    return this.mounted.ref.instance;
  }

  private handlerError: { error: unknown } | undefined;

  private keepHandlerError(error: unknown): void {
    this.handlerError ??= { error };
    // Moves started by a click have no caller: report the error instead of losing it.
    queueMicrotask(() => {
      if (this.handlerError) {
        const { error: pending } = this.handlerError;
        this.handlerError = undefined;
        reportError(pending);
      }
    });
  }

  private throwHandlerError(): void {
    const pending = this.handlerError;
    this.handlerError = undefined;
    if (pending) throw pending.error;
  }

  /** Runs a change and draws it before returning (even when the change throws). */
  private draw(change: () => void): void {
    this.drawing = true;
    try {
      change();
    } finally {
      this.drawing = false;
      this.mounted.detectChanges();
    }
  }

  private refresh(): void {
    if (!this.mounted.isDestroyed) {
      this.mounted.detectChanges();
    }
  }
}

