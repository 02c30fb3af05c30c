import type { KitEventBus } from 'kit-ui/core';
/** Payload of `beforeMove`: the page about to be shown. Call `preventDefault()` to refuse the move. */
export class KitBeforeMoveEvent {
  private cancelled = false;

  constructor(
    /** The page moved to (already clamped into range). */
    readonly page: number,
  ) {}

  /** True once a handler has refused the move. */
  get defaultPrevented(): boolean {
    return this.cancelled;
  }

  /** Refuses the move: nothing is redrawn and `afterMove` does not fire. */
  preventDefault(): void {
    this.cancelled = true;
  }
}

/**
 * Fires `beforeMove` with `event`, refusing the move as soon as a handler returns `false`: the
 * handlers after it see `defaultPrevented` (they ran told the move would happen, and might start
 * loading that page).
 */
export function refuseOnFalse(events: KitEventBus<KitPaginationEvents>, event: KitBeforeMoveEvent): void {
  events.invoke('beforeMove', (handler) => {
    if (handler(event) === false) event.preventDefault();
  });
}

/** Payload of `afterMove`: the page now shown. */
export interface KitAfterMoveEvent {
  /** The page moved to. */
  readonly page: number;
}

/** Payload of `changeItemsPerPage`: the page size the reader chose, and the page now shown. */
export interface KitItemsPerPageChangeEvent {
  /** The items per page chosen in the page-size selector. */
  readonly itemsPerPage: number;
  /** The page now shown: the one holding the first item shown before the choice. */
  readonly page: number;
}

/** Event map of the plain `Pagination` class (`on`/`off`/`once`). */
export interface KitPaginationEvents {
  /** Before a move; a handler returning `false` cancels it. */
  beforeMove: KitBeforeMoveEvent;
  /** After a move. */
  afterMove: KitAfterMoveEvent;
  /**
   * After the reader chose a page size in the `pageSizeOptions` selector (kit's own event, as the
   * selector is): the bar shows the new size and page. Not fired by `setItemsPerPage()`, and the
   * page change it brings fires no move events. (Named apart from `<kit-pagination>`'s
   * `itemsPerPageChange` output, the two-way binding's number, which `setItemsPerPage()` sets too.)
   */
  changeItemsPerPage: KitItemsPerPageChangeEvent;
}

/** Event names accepted by `Pagination.on`. */
export const KIT_PAGINATION_EVENT_NAMES: readonly (keyof KitPaginationEvents)[] = ['beforeMove', 'afterMove', 'changeItemsPerPage'];

/** Handlers by event name, as tui-pagination's `on({beforeMove, afterMove})` takes them. */
export type KitPaginationHandlers = { [K in keyof KitPaginationEvents]?: (event: KitPaginationEvents[K]) => unknown };

/**
 * The [name, handler] pairs of an `on`/`once`/`off` call: one name and handler, or (the object
 * form of tui-code-snippet's events) handlers by name.
 */
export function paginationHandlerPairs(nameOrHandlers: unknown, handler: unknown): [keyof KitPaginationEvents, never][] {
  if (typeof nameOrHandlers === 'object' && nameOrHandlers !== null) return Object.entries(nameOrHandlers) as [keyof KitPaginationEvents, never][];
  return [[nameOrHandlers as keyof KitPaginationEvents, handler as never]];
}
