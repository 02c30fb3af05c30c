import { KitMoreType, KitMoveType } from './pagination-options';

/** The inputs of the page-link layout; plain data, so the rules can be tested without a DOM. */
export interface PaginationState {
  /** Current page, already clamped to `1 .. lastPage`. */
  readonly page: number;
  /** Total item count, or `null` when unknown (cursor-style paging). */
  readonly totalItems: number | null;
  /** Items on one page, at least 1. */
  readonly itemsPerPage: number;
  /** How many page links show at once, at least 1. */
  readonly visiblePages: number;
  /** Whether the current page's link stays in the middle of the links shown (else they move a block at a time). */
  readonly centerAlign: boolean;
  /** With an unknown total: whether the page after the current one exists. */
  readonly hasNextPage: boolean;
}

/** Whether an item carries the end classes (`firstItemClassName` / `lastItemClassName`). */
export interface PaginationEdges {
  /** The first item drawn: it gets `firstItemClassName`. */
  readonly isFirst: boolean;
  /** The last item drawn: it gets `lastItemClassName`. */
  readonly isLast: boolean;
}

const NO_EDGE: PaginationEdges = { isFirst: false, isLast: false };

/** One button of the bar, in drawing order. `page` is where activating it moves. */
export type PaginationItem =
  | { readonly kind: 'move'; readonly key: string; readonly type: KitMoveType; readonly page: number; readonly enabled: boolean; readonly edge: PaginationEdges }
  | { readonly kind: 'more'; readonly key: string; readonly type: KitMoreType; readonly page: number; readonly edge: PaginationEdges }
  | { readonly kind: 'page'; readonly key: string; readonly page: number; readonly current: boolean; readonly edge: PaginationEdges };

/** The derived view of a pagination state. */
export interface PaginationLayout {
  /** The last page (1 when there are no items). */
  readonly lastPage: number;
  /** The first page link shown. */
  readonly left: number;
  /** The last page link shown. */
  readonly right: number;
  /** Target of the "prev more" button, or null when it is not shown. */
  readonly prevMore: number | null;
  /** Target of the "next more" button, or null when it is not shown. */
  readonly nextMore: number | null;
  /** Every button of the bar, in drawing order. */
  readonly items: readonly PaginationItem[];
}

/** last page = ceil(total / perPage), at least 1; with an unknown total, the last page known to exist. */
export function lastPageOf(state: Omit<PaginationState, 'page'> & { page: number }): number {
  if (state.totalItems === null) {
    return Math.max(1, state.page) + (state.hasNextPage ? 1 : 0);
  }
  return Math.max(1, Math.ceil(state.totalItems / state.itemsPerPage));
}

/** Clamps a page into `1 .. lastPage`. */
export function clampPage(page: number, lastPage: number): number {
  return Math.min(Math.max(Math.trunc(page), 1), lastPage);
}

/**
 * Keeps the reader's place over a run of page-size choices: the page holding the first item shown
 * when the run began. A keyboard user arrowing through a closed `<select>` chooses every size on the
 * way (Chromium fires `change` on each key), and paging from the first item of each step drifted:
 * 25 → 50 → 25 → 10 from item 76 ended on item 51. A choice made anywhere else starts a new run.
 */
export class PageSizeRun {
  private last?: { item: number; page: number; size: number };

  /** The page for `size` after a choice made at `page` of `oldSize` items. */
  pageFor(page: number, oldSize: number, size: number): number {
    const run = this.last;
    const item = run && run.page === page && run.size === oldSize ? run.item : (page - 1) * oldSize + 1;
    const next = Math.floor((item - 1) / size) + 1;
    this.last = { item, page: next, size };
    return next;
  }
}

/**
 * The block index of tui-pagination: the block number in block mode; in centred mode the left
 * edge of the window, clamped (max first, then min, as the original does).
 */
function pageIndex(page: number, lastPage: number, visible: number, centred: boolean): number {
  if (centred) {
    const index = Math.max(page - Math.floor(visible / 2), 1);
    return Math.min(index, lastPage - visible + 1);
  }
  return Math.ceil(page / visible);
}

/** Computes every derived value and the items in drawing order (reference Part A). */
export function computeLayout(state: PaginationState): PaginationLayout {
  const { page, visiblePages: visible, centerAlign: centred } = state;
  const lastPage = lastPageOf(state);
  const index = pageIndex(page, lastPage, visible, centred);
  const lastIndex = pageIndex(lastPage, lastPage, visible, centred);

  let left: number;
  let right: number;
  if (centred) {
    left = Math.max(page - Math.floor(visible / 2), 1);
    right = left + visible - 1;
    if (right > lastPage) {
      left = Math.max(lastPage - visible + 1, 1);
      right = lastPage;
    }
  } else {
    left = (index - 1) * visible + 1;
    right = Math.min(index * visible, lastPage);
  }

  const prevMore = index > 1 ? (centred ? index - 1 : (index - 1) * visible) : null;
  const nextMore = index < lastIndex ? (centred ? index + visible : index * visible + 1) : null;

  const items: PaginationItem[] = [];
  const move = (type: KitMoveType, target: number, enabled: boolean) =>
    items.push({ kind: 'move', key: type, type, page: target, enabled, edge: NO_EDGE });

  move('first', 1, page > 1);
  move('prev', page - 1, page > 1);
  if (prevMore !== null) {
    items.push({ kind: 'more', key: 'more-prev', type: 'prev', page: prevMore, edge: { isFirst: true, isLast: false } });
  }
  // Counted, not `p <= right`: a bound check that cannot fail to end.
  for (let i = 0, count = right - left + 1; i < count; i++) {
    const p = left + i;
    const isFirst = p === left && prevMore === null;
    const isLast = p === right && nextMore === null;
    const edge = isFirst || isLast ? { isFirst, isLast } : NO_EDGE;
    items.push({ kind: 'page', key: `page-${p}`, page: p, current: p === page, edge });
  }
  if (nextMore !== null) {
    items.push({ kind: 'more', key: 'more-next', type: 'next', page: nextMore, edge: { isFirst: false, isLast: true } });
  }
  move('next', page + 1, page < lastPage);
  if (state.totalItems !== null) {
    // With an unknown total there is no last page to jump to.
    move('last', lastPage, page < lastPage);
  }
  return { lastPage, left, right, prevMore, nextMore, items };
}
