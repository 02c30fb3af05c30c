import { ɵ_sanitizeHtml as sanitizeHtml, ɵ_sanitizeUrl as sanitizeUrl } from '@angular/core';
import {
  ContainerLease,
  KitEventBus,
  KitEventHandler,
  reportUsage,
  resolveContainer,
} from 'kit-ui/core';
import type { KitContainer } from 'kit-ui/core';
import { KIT_PAGINATION_EVENT_NAMES, KitBeforeMoveEvent, KitPaginationEvents, KitPaginationHandlers, paginationHandlerPairs, refuseOnFalse } from './pagination-events';
import { KitPaginationTexts, withTextOverrides } from './pagination-texts';
import { PageSizeRun, PaginationLayout, PaginationState, clampPage, computeLayout, lastPageOf } from './pagination-layout';
import { PaginationPrototypes, hrefOf } from './pagination-prototypes';
import {
  KIT_PAGINATION_DEFAULTS,
  KitHrefTemplate,
  KitPaginationOptions,
  KitPaginationTemplates,
  checkCount,
  checkPage,
  checkPaginationOptions,
  checkTotalItems,
} from './pagination-options';
import { RenderSettings, RenderedPaginationItem, checkStringTemplates, classNames, renderItems } from './pagination-rendered-item';
import { PaginationDrawing } from './pagination-drawing';
import { PaginationParts, PaginationPartsState } from './pagination-parts';
import { KitPaginationInteraction } from './pagination-interaction';
import { announce } from './pagination-announcer';

type MutableState = { -readonly [K in keyof PaginationState]: PaginationState[K] };

/** Prototypes per document, shared by every bar of a page (like the root `PaginationMarkup`). */
const prototypesByDocument = new WeakMap<Document, PaginationPrototypes>();

function prototypesOf(doc: Document): PaginationPrototypes {
  let prototypes = prototypesByDocument.get(doc);
  if (!prototypes) {
    prototypes = new PaginationPrototypes(doc, (markup) => String(sanitizeHtml(doc, markup)), sanitizeUrl);
    prototypesByDocument.set(doc, prototypes);
  }
  return prototypes;
}

/**
 * The tui-pagination-compatible class, drawn with the DOM directly, without an Angular
 * application: what `kit-pagination.js` defines as `window.kit.Pagination` for plain pages.
 *
 * It draws the same markup as `kit-pagination` (the same templates, sanitizer, classes, ARIA,
 * roving focus, keyboard, optional parts and live announcements; `pagination-plain.spec.ts`
 * compares the two) and has the same API and errors as `Pagination`. What it does not read is
 * Angular DI (`configureKitApplication`, `KIT_PAGINATION_DEFAULT_OPTIONS`, `KitPaginationIntl`
 * providers): texts are English unless the `texts` option gives them. Construction needs no `await ready`.
 */
export class PlainPagination {
  private readonly lease: ContainerLease;
  private readonly host: HTMLElement;
  private readonly doc: Document;
  private readonly events = new KitEventBus<KitPaginationEvents>(KIT_PAGINATION_EVENT_NAMES, 'Pagination');
  private readonly intl: KitPaginationTexts;
  private readonly settings: RenderSettings;
  private readonly prototypes: PaginationPrototypes;
  private state: PaginationState;
  private layout: PaginationLayout;
  /** The drawn items. */
  private readonly items: PaginationDrawing;
  /** Clicks, keys and the roving tab stop over the drawn items. */
  private readonly interaction: KitPaginationInteraction;
  /** The optional parts after the items (range label, size selector, jump input). */
  private readonly parts: PaginationParts;
  private readonly options: KitPaginationOptions;
  private readonly listeners: [string, EventListener][] = [];
  /** The run of page-size choices the reader is in (their place is kept across it). */
  private readonly sizeRun = new PageSizeRun();
  private destroyed = false;

  /**
   * @param container the element, its id, a CSS selector, or a wrapped-element (jQuery) object.
   * @param options see `KitPaginationOptions`; every option is checked before anything is drawn.
   * @throws Error `The container element is invalid.`, or an Error/TypeError naming a bad option.
   */
  constructor(container: KitContainer, options: KitPaginationOptions = {}) {
    const element = resolveContainer(container);
    const o = checkPaginationOptions(options);
    const defaults = KIT_PAGINATION_DEFAULTS;
    const state: MutableState = {
      page: 1,
      totalItems: o.totalItems === undefined ? defaults.totalItems : o.totalItems,
      itemsPerPage: o.itemsPerPage ?? defaults.itemsPerPage,
      visiblePages: o.visiblePages ?? defaults.visiblePages,
      centerAlign: !!(o.centerAlign ?? defaults.centerAlign),
      hasNextPage: !!(o.hasNextPage ?? defaults.hasNextPage),
    };
    this.intl = withTextOverrides(new KitPaginationTexts(), o.texts);
    this.doc = element.ownerDocument;
    const hrefTemplate: KitHrefTemplate | null = o.hrefTemplate ?? null;
    const prototypes = (this.prototypes = prototypesOf(this.doc));
    this.settings = {
      intl: this.intl,
      templates: { ...(o.template as KitPaginationTemplates | undefined) },
      hrefOf: hrefTemplate === null ? null : (page) => hrefOf(hrefTemplate, page),
      disabled: false,
      firstClasses: classNames(o.firstItemClassName ?? defaults.firstItemClassName),
      lastClasses: classNames(o.lastItemClassName ?? defaults.lastItemClassName),
      prototypeOf: (slot, template, data) => prototypes.of(slot, template, data),
    };
    this.state = clamped(state, o.page ?? 1);
    this.layout = computeLayout(this.state);
    this.options = o;
    // Everything that can throw (templates, text functions) runs before the container is touched.
    checkStringTemplates(this.settings.templates, this.settings.prototypeOf);
    const rendered = renderItems(this.layout.items, this.settings);
    const partsState = this.partsOf(this.state, this.layout);

    // The page's own name for the landmark wins over the default (two bars named "Pagination" are two landmarks alike).
    const ownLabel = element.getAttribute('aria-label');
    this.lease = new ContainerLease(element, 'Pagination');
    const host = (this.host = element);
    host.classList.add('kit-pagination');
    host.setAttribute('role', 'navigation');
    host.setAttribute('aria-label', o.ariaLabel ?? (ownLabel || this.intl.navigationLabel));

    this.parts = new PaginationParts(host, {
      setItemsPerPage: (size) => this.guard(() => this.chooseItemsPerPage(size)),
      jumpTo: (page) => this.guard(() => this.movePageTo(page)),
    });

    this.items = new PaginationDrawing(host, prototypes, () => this.interaction);
    const interaction = (this.interaction = new KitPaginationInteraction(host, (el) => this.items.renderedOf.get(el), (item) => this.activate(item)));
    this.listen('click', (event) => interaction.onClick(event as MouseEvent));
    this.listen('auxclick', (event) => interaction.onAuxClick(event as MouseEvent));
    this.listen('keydown', (event) => interaction.onKeydown(event as KeyboardEvent));
    this.listen('focusin', (event) => interaction.onFocusIn(event as FocusEvent));
    this.draw(rendered, partsState);
    const consent = o.usageStatistics ?? defaults.usageStatistics;
    // Not for a bar destroyed at once (a page that only measured or probed it).
    queueMicrotask(() => this.destroyed || reportUsage(null, consent, 'Pagination'));
  }

  /** The current page. */
  getCurrentPage(): number {
    this.check();
    return this.state.page;
  }

  /**
   * Moves to `targetPage`, clamped into range. Fires `beforeMove` (a handler returning `false`
   * cancels) and `afterMove`; the DOM shows the page when this returns.
   * @throws TypeError when `targetPage` is not a number.
   */
  movePageTo(targetPage: number): void {
    this.check();
    const page = clampPage(checkPage('movePageTo(targetPage)', targetPage), this.layout.lastPage);
    const before = new KitBeforeMoveEvent(page);
    let handlerError: { error: unknown } | undefined;
    try {
      refuseOnFalse(this.events, before);
    } catch (error) {
      before.preventDefault(); // a throwing handler refuses the move, and its error reaches the caller
      handlerError = { error };
    }
    // A handler may have destroyed the bar: nothing is drawn into the restored container then.
    if (!before.defaultPrevented && !this.destroyed) {
      // A handler may have changed the counts (setTotalItems, reset): the page stays in their range.
      const landed = clampPage(page, this.layout.lastPage);
      // Texts and templates run before anything changes: a throwing one throws here, before
      // afterMove, and leaves the page and the DOM as they were.
      const announcement = this.announcementOf(landed);
      this.apply({ ...this.state, page: landed });
      announce(this.doc, announcement);
      try {
        this.events.fire('afterMove', { page: landed });
      } catch (error) {
        handlerError = { error };
      }
    }
    if (handlerError) throw handlerError.error;
  }

  /** Redraws at page 1, with `totalItems` when given; fires no events. */
  reset(totalItems?: number | null): void {
    this.check();
    const next: MutableState = { ...this.state, page: 1 };
    if (totalItems !== undefined) next.totalItems = checkTotalItems(totalItems);
    this.apply(next);
  }

  /** Sets the item count per page and redraws, keeping the page in range; fires no events. */
  setItemsPerPage(itemCount: number): void {
    this.check();
    const itemsPerPage = checkCount('itemsPerPage', itemCount, 1);
    this.apply(clamped({ ...this.state, itemsPerPage }, this.state.page));
  }

  /** The items per page. */
  getItemsPerPage(): number {
    this.check();
    return this.state.itemsPerPage;
  }

  /**
   * The page-size selector's choice: shows the page holding the first item shown before, then
   * tells the page (`changeItemsPerPage`), whose list must follow.
   */
  /** What the live region says of `page` ("Page 4 of 50"; no last page for an unknown total). */
  private announcementOf(page: number): string {
    return this.intl.pageAnnouncement(page, this.state.totalItems === null ? null : this.layout.lastPage);
  }

  private chooseItemsPerPage(size: number): void {
    this.check();
    const itemsPerPage = checkCount('itemsPerPage', size, 1);
    this.apply(clamped({ ...this.state, itemsPerPage }, this.sizeRun.pageFor(this.state.page, this.state.itemsPerPage, itemsPerPage)));
    // The page and the page count changed without a move: said as a move's are.
    announce(this.doc, this.announcementOf(this.state.page));
    this.events.fire('changeItemsPerPage', { itemsPerPage, page: this.state.page });
  }

  /** Sets the total item count and redraws, keeping the page in range; fires no events. */
  setTotalItems(itemCount: number | null): void {
    this.check();
    const totalItems = checkTotalItems(itemCount);
    this.apply(clamped({ ...this.state, totalItems }, this.state.page));
  }

  /**
   * Binds a handler to `beforeMove`, `afterMove` or `itemsPerPageChange` (or handlers by name: `on({beforeMove, afterMove})`,
   * as tui-pagination). A `beforeMove` handler returning `false` cancels the move.
   */
  on<K extends keyof KitPaginationEvents>(eventName: K, handler: KitEventHandler<KitPaginationEvents[K]>): void;
  /** Binds handlers by event name: `on({beforeMove, afterMove})`. */
  on(handlers: KitPaginationHandlers): void;
  on(eventName: keyof KitPaginationEvents | KitPaginationHandlers, handler?: unknown): void {
    this.check();
    for (const [name, each] of paginationHandlerPairs(eventName, handler)) this.events.on(name, each);
  }

  /** Binds a handler (or handlers by name) for the next event only. */
  once<K extends keyof KitPaginationEvents>(eventName: K, handler: KitEventHandler<KitPaginationEvents[K]>): void;
  /** Binds handlers by event name for the next event of each only. */
  once(handlers: KitPaginationHandlers): void;
  once(eventName: keyof KitPaginationEvents | KitPaginationHandlers, handler?: unknown): void {
    this.check();
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
    if (this.destroyed) return;
    this.destroyed = true;
    for (const [type, listener] of this.listeners) this.host.removeEventListener(type, listener);
    this.items.clear();
    this.lease.release();
  }

  private check(): void {
    if (this.destroyed) {
      throw new Error('This Pagination was destroyed; create a new one.');
    }
  }

  private listen(type: string, listener: EventListener): void {
    this.listeners.push([type, listener]);
    this.host.addEventListener(type, listener);
  }

  /** Runs a user action (click, key, control) and reports an error instead of throwing it. */
  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      reportError(error);
    }
  }

  /**
   * Shows `next`: renders its items and texts first, so a throwing template or text function
   * leaves state and DOM as they were.
   */
  private apply(next: PaginationState): void {
    const layout = computeLayout(next);
    const rendered = renderItems(layout.items, this.settings);
    const parts = this.partsOf(next, layout);
    this.state = next;
    this.layout = layout;
    this.draw(rendered, parts);
  }

  /** What the optional parts show for `state` (their text functions run here). */
  private partsOf(state: PaginationState, layout: PaginationLayout): PaginationPartsState {
    const { page, itemsPerPage, totalItems } = state;
    const o = this.options;
    const start = (page - 1) * itemsPerPage + 1;
    const end = totalItems === null ? page * itemsPerPage : Math.min(page * itemsPerPage, totalItems);
    return {
      range: o.showRangeLabel ? (end < start ? this.intl.rangeLabel(0, 0, totalItems) : this.intl.rangeLabel(start, end, totalItems)) : null,
      sizes: o.pageSizeOptions ?? [],
      itemsPerPage,
      sizeLabel: this.intl.itemsPerPageLabel,
      jump: !!o.showJumpTo,
      jumpLabel: this.intl.jumpToPageLabel,
      page,
      lastPage: totalItems === null ? null : layout.lastPage,
      disabled: false,
    };
  }

  /** Updates the DOM to `rendered` and `parts`: items whose rendering is unchanged keep their element. */
  private draw(rendered: RenderedPaginationItem[], parts: PaginationPartsState): void {
    this.parts.update(parts);
    this.items.draw(rendered, this.parts.first);
  }

  private activate(rendered: RenderedPaginationItem): void {
    if (rendered.interactive) {
      this.guard(() => this.movePageTo(rendered.item.page));
    }
  }

}

function clamped(state: PaginationState, page: number): PaginationState {
  return { ...state, page: clampPage(page, lastPageOf({ ...state, page })) };
}
