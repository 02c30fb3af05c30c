import { Injectable, computed, signal } from '@angular/core';
import { Subject } from 'rxjs';
import { KitAfterMoveEvent, KitBeforeMoveEvent } from './pagination-events';
import { PaginationState, clampPage, computeLayout, lastPageOf } from './pagination-layout';
import { KIT_PAGINATION_DEFAULTS, checkCount, checkPage, checkTotalItems, checkVisiblePages } from './pagination-options';

/** The state options a `PaginationService` accepts in `configure`. */
export type PaginationConfig = { -readonly [K in Exclude<keyof PaginationState, 'page'>]?: PaginationState[K] };

/**
 * Owns the state of one pagination bar: the current page, the counts and the layout rules
 * (reference Part A). One instance per component; no DOM, so it is testable on its own.
 *
 * Every change goes through `apply`, which lets the view veto a state it cannot draw (a template
 * that throws): the state then stays as it was and the error reaches the caller.
 */
@Injectable()
export class PaginationService {
  private readonly state = signal<PaginationState>({
    page: KIT_PAGINATION_DEFAULTS.page,
    totalItems: KIT_PAGINATION_DEFAULTS.totalItems,
    itemsPerPage: KIT_PAGINATION_DEFAULTS.itemsPerPage,
    visiblePages: KIT_PAGINATION_DEFAULTS.visiblePages,
    centerAlign: KIT_PAGINATION_DEFAULTS.centerAlign,
    hasNextPage: KIT_PAGINATION_DEFAULTS.hasNextPage,
  });
  /** Where the disabled state comes from: a value set here, or the component's inputs and form. */
  private readonly disabledSource = signal<() => boolean>(() => false);
  private verify: (() => void) | undefined;

  private readonly beforeMoveSubject = new Subject<KitBeforeMoveEvent>();
  private readonly afterMoveSubject = new Subject<KitAfterMoveEvent>();

  /** Fires synchronously before each move; a subscriber may call `preventDefault()`. */
  readonly beforeMove$ = this.beforeMoveSubject.asObservable();
  /** Fires synchronously after each move. */
  readonly afterMove$ = this.afterMoveSubject.asObservable();

  /** The current page. */
  readonly page = computed(() => this.state().page);
  /** Total item count, or null when unknown. */
  readonly totalItems = computed(() => this.state().totalItems);
  /** Items per page. */
  readonly itemsPerPage = computed(() => this.state().itemsPerPage);
  /** Count of page links shown at once. */
  readonly visiblePages = computed(() => this.state().visiblePages);
  /** Whether the current page is kept centred. */
  readonly centerAlign = computed(() => this.state().centerAlign);
  /** With an unknown total: whether a next page exists. */
  readonly hasNextPage = computed(() => this.state().hasNextPage);
  /** Whether every button is disabled (forms `disabled`). */
  readonly disabled = computed(() => this.disabledSource()());

  /** Every derived value: last page, shown range, ellipsis targets, the items in order. */
  readonly layout = computed(() => computeLayout(this.state()));
  /** The last page (1 when there are no items). */
  readonly lastPage = computed(() => this.layout().lastPage);
  /** The buttons in drawing order. */
  readonly items = computed(() => this.layout().items);
  /** Whether first/prev can move. */
  readonly canMoveBack = computed(() => !this.disabled() && this.page() > 1);
  /** Whether next/last can move. */
  readonly canMoveForward = computed(() => !this.disabled() && this.page() < this.lastPage());
  /** 1-based indexes of the first and last item on the current page (0 and 0 when there are none). */
  readonly itemRange = computed(() => {
    const { page, itemsPerPage, totalItems } = this.state();
    const start = (page - 1) * itemsPerPage + 1;
    const end = totalItems === null ? page * itemsPerPage : Math.min(page * itemsPerPage, totalItems);
    return end < start ? { start: 0, end: 0 } : { start, end };
  });

  /**
   * Registers the view's check that a state can be drawn. It runs after each change; if it throws,
   * the change is undone and the error rethrown.
   */
  setVerifier(verify: (() => void) | undefined): void {
    this.verify = verify;
  }

  /** Changes the counts and modes without move events, clamping the current page into range. */
  configure(config: PaginationConfig): void {
    const next: { -readonly [K in keyof PaginationState]: PaginationState[K] } = { ...this.state() };
    if (config.totalItems !== undefined) next.totalItems = checkTotalItems(config.totalItems);
    if (config.itemsPerPage !== undefined) next.itemsPerPage = checkCount('itemsPerPage', config.itemsPerPage, 1);
    if (config.visiblePages !== undefined) next.visiblePages = checkVisiblePages(config.visiblePages);
    if (config.centerAlign !== undefined) next.centerAlign = !!config.centerAlign;
    if (config.hasNextPage !== undefined) next.hasNextPage = !!config.hasNextPage;
    this.apply(this.clamped(next, next.page));
  }

  /** Shows `page` (clamped) without move events: for initial values and form writes. */
  setPage(page: number): number {
    const target = checkPage('The page', page);
    this.apply(this.clamped(this.state(), target));
    return this.page();
  }

  /** Sets the total item count and redraws at once, clamping the page; no move events. */
  setTotalItems(totalItems: number | null): void {
    this.configure({ totalItems: checkTotalItems(totalItems) }); // undefined throws here: configure skips it
  }

  /** Sets the items per page and redraws at once, clamping the page; no move events. */
  setItemsPerPage(itemsPerPage: number): void {
    this.configure({ itemsPerPage: checkCount('itemsPerPage', itemsPerPage, 1) });
  }

  /** Goes back to page 1, optionally with a new total, without move events. */
  reset(totalItems?: number | null): void {
    const next: { -readonly [K in keyof PaginationState]: PaginationState[K] } = { ...this.state(), page: 1 };
    if (totalItems !== undefined) {
      next.totalItems = checkTotalItems(totalItems);
    }
    this.apply(next);
  }

  /** Disables or enables every button. */
  setDisabled(disabled: boolean): void {
    this.disabledSource.set(() => disabled);
  }

  /**
   * Takes the disabled state from `source` from now on (the component's `disabled` input or its
   * form control), so reading it here always agrees with the bar.
   */
  followDisabled(source: () => boolean): void {
    this.disabledSource.set(source);
  }

  /**
   * Moves to `target` (clamped into range): fires `beforeMove`, which may cancel, then shows the
   * page and fires `afterMove`. Fires even when the page does not change, as the original does.
   * @returns the page moved to, or null when a `beforeMove` handler cancelled.
   */
  movePageTo(target: number): number | null {
    const requested = checkPage('movePageTo(targetPage)', target);
    const page = clampPage(requested, this.lastPage());
    const before = new KitBeforeMoveEvent(page);
    this.beforeMoveSubject.next(before);
    if (before.defaultPrevented) {
      return null;
    }
    // A handler may have changed the counts (setTotalItems, reset): the page stays in their range.
    const landed = clampPage(page, this.lastPage());
    this.apply({ ...this.state(), page: landed });
    this.afterMoveSubject.next({ page: landed });
    return landed;
  }

  private clamped(state: PaginationState, page: number): PaginationState {
    return { ...state, page: clampPage(page, lastPageOf({ ...state, page })) };
  }

  private apply(next: PaginationState): void {
    const previous = this.state();
    this.state.set(next);
    try {
      this.verify?.();
    } catch (error) {
      this.state.set(previous);
      throw error;
    }
  }
}
