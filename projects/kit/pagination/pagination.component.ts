import {
  ApplicationRef,
  ChangeDetectionStrategy,
  ChangeDetectorRef,
  NgZone,
  Component,
  DOCUMENT,
  ElementRef,
  ErrorHandler,
  Injector,
  OnChanges,
  OnInit,
  PLATFORM_ID,
  SimpleChanges,
  ViewEncapsulation,
  DestroyRef,
  HostAttributeToken,
  booleanAttribute,
  computed,
  effect,
  forwardRef,
  inject,
  input,
  model,
  output,
  signal,
  untracked,
} from '@angular/core';
import { isPlatformBrowser } from '@angular/common';
import { ControlValueAccessor, NG_VALUE_ACCESSOR } from '@angular/forms';
import { KitCheckWindow, releaseReplayListenersOnDestroy, reportUsage } from 'kit-ui/core';
import { KIT_PAGINATION_DEFAULT_OPTIONS } from './pagination-default-options';
import type { KitAfterMoveEvent, KitBeforeMoveEvent } from './pagination-events';
import { KitPaginationIntl } from './pagination-intl';
import { KitPaginationTextOverrides, checkTextOverrides, withTextOverrides } from './pagination-texts';
import { PaginationMarkup } from './pagination-markup';
import {
  KIT_PAGINATION_DEFAULTS,
  KitHrefTemplate,
  KitPaginationTemplates,
  KitTemplate,
  checkPage,
  checkPageSizeOptions,
  checkPaginationDefaults,
  checkTemplates,
  checkTotalItems,
  checkVisiblePages,
} from './pagination-options';
import { RenderedPaginationItem, checkStringTemplates, classNames, renderItems } from './pagination-rendered-item';
import { PaginationConfig, PaginationService } from './pagination.service';
import { PaginationTemplateRegistry } from './pagination-template-registry';
import { PaginationDrawing, StampedItem } from './pagination-drawing';
import { PaginationParts } from './pagination-parts';
import { hrefOf } from './pagination-prototypes';
import { KitPaginationInteraction } from './pagination-interaction';
import { announce } from './pagination-announcer';
import { PageSizeRun } from './pagination-layout';

/**
 * A pagination bar: page links, first/prev/next/last and ellipsis buttons (tui-pagination
 * markup with `kit-` classes). A thin view over `PaginationService`, which owns the state.
 * Joins Angular forms: `[formControl]`, `formControlName`, `[(ngModel)]` and `[formField]`
 * bind the current page.
 */
@Component({
  selector: 'kit-pagination',
  // Items and optional parts are drawn with the DOM (PaginationDrawing, PaginationParts).
  template: '',
  styleUrl: './pagination.component.css',
  // The item markup comes from string templates at run time, so emulated encapsulation could not
  // reach it; every rule is scoped under .kit-pagination instead.
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [
    PaginationService,
    PaginationTemplateRegistry,
    { provide: NG_VALUE_ACCESSOR, useExisting: forwardRef(() => KitPaginationComponent), multi: true },
  ],
  host: {
    class: 'kit-pagination',
    // Items are created from markup strings outside Angular's view tree, which hydration cannot
    // match; the server HTML is shown as is and the bar re-renders identical markup on boot.
    ngSkipHydration: 'true',
    role: 'navigation',
    '[attr.aria-label]': 'ariaLabel() ?? intlState().navigationLabel',
    '[attr.aria-disabled]': 'isDisabled() || null',
    '(click)': 'interaction.onClick($event)',
    '(auxclick)': 'interaction.onAuxClick($event)',
    '(keydown)': 'interaction.onKeydown($event)',
    '(focusin)': 'interaction.onFocusIn($event)',
    '(focusout)': 'onFocusOut($event)',
  },
})
export class KitPaginationComponent implements OnChanges, OnInit, ControlValueAccessor {
  private readonly defaults = { ...KIT_PAGINATION_DEFAULTS, ...checkPaginationDefaults(inject(KIT_PAGINATION_DEFAULT_OPTIONS, { optional: true })) };
  /** The state of this bar (current page, counts, layout), for reading from code. */
  readonly service = inject(PaginationService);
  private readonly prototypes = inject(PaginationMarkup).prototypes;
  private readonly intl = inject(KitPaginationIntl);
  private readonly document = inject(DOCUMENT);
  private readonly hostElement: HTMLElement = inject(ElementRef).nativeElement;
  private readonly injector = inject(Injector);
  private readonly changeDetector = inject(ChangeDetectorRef);
  private readonly zone = inject(NgZone);

  /** Total item count; `null` for an unknown total (cursor-style APIs, see `hasNextPage`). */
  readonly totalItems = input<number | null, number | string | null>(this.defaults.totalItems, { transform: checkTotalItems });
  /** Item count per page; two-way bindable, the page-size selector writes it. */
  readonly itemsPerPage = model<number>(this.defaults.itemsPerPage);
  /** Count of page links shown at once. */
  readonly visiblePages = input<number, number | string>(this.defaults.visiblePages, { transform: checkVisiblePages });
  /** The current page; two-way bindable. Writing it moves without move events. */
  readonly page = model<number>(KIT_PAGINATION_DEFAULTS.page);
  /** Keep the current page in the centre of the page links. */
  readonly centerAlign = input(this.defaults.centerAlign, { transform: booleanAttribute });
  /** Class of the first item. */
  readonly firstItemClassName = input<string>(this.defaults.firstItemClassName);
  /** Class of the last item. */
  readonly lastItemClassName = input<string>(this.defaults.lastItemClassName);
  /** Markup templates (strings with `{{page}}`/`{{type}}`, or functions); missing slots use defaults. */
  readonly template = input<KitPaginationTemplates, KitPaginationTemplates | null | undefined>(this.defaults.template ?? {}, { transform: checkTemplates });
  /** Consent to usage reporting; only an app-registered reporter is ever called. */
  readonly usageStatistics = input(this.defaults.usageStatistics, { transform: booleanAttribute });
  /** Makes items real links: a string with `{{page}}` or a function of the page. */
  readonly hrefTemplate = input<KitHrefTemplate | null>(this.defaults.hrefTemplate ?? null);
  /** With `totalItems` null: whether a page after the current one exists. */
  readonly hasNextPage = input(this.defaults.hasNextPage, { transform: booleanAttribute });
  /** Page sizes for the optional selector; empty shows none. */
  readonly pageSizeOptions = input<readonly number[], readonly (number | string)[] | null | undefined>(this.defaults.pageSizeOptions ?? [], {
    transform: checkPageSizeOptions,
  });
  /** Shows the optional "go to page" input. */
  readonly showJumpTo = input(this.defaults.showJumpTo, { transform: booleanAttribute });
  /** Shows the optional range label ("21–30 of 1,234"). */
  readonly showRangeLabel = input(this.defaults.showRangeLabel, { transform: booleanAttribute });
  /**
   * Accessible name of the navigation landmark. A static `aria-label` on the element is its
   * initial value (`<kit-pagination aria-label="Search results">`), as on a native element.
   */
  readonly ariaLabel = input<string | undefined>(inject(new HostAttributeToken('aria-label'), { optional: true }) ?? this.defaults.ariaLabel);
  /**
   * This bar's texts over the `KitPaginationIntl` service's (`{ pageLabel: (page) => \`Seite ${page}\` }`);
   * a bad entry throws naming it.
   */
  readonly texts = input<KitPaginationTextOverrides | undefined, KitPaginationTextOverrides | null | undefined>(this.defaults.texts, { transform: checkTextOverrides });
  /** Disables every button. */
  readonly disabled = input(false, { transform: booleanAttribute });

  /** Fires before a move; call `preventDefault()` on the event to refuse it. */
  readonly beforeMove = output<KitBeforeMoveEvent>();
  /** Fires after a move with `{page}`. */
  readonly afterMove = output<KitAfterMoveEvent>();

  private readonly slotTemplates = inject(PaginationTemplateRegistry).templates;
  private readonly disabledByForm = signal(false);
  private destroyed = false;
  /** Open while Angular checks the bar: `ngOnChanges` applies changed inputs (see `tellPage`). */
  private readonly check = new KitCheckWindow();
  private readonly intlVersion = signal(0);
  /** The intl texts, as a signal so a change of language redraws. */
  protected readonly intlState = computed(() => (this.intlVersion(), withTextOverrides(this.intl, this.texts())), { equal: () => false });
  /** Whether the whole bar is disabled (input or form). */
  protected readonly isDisabled = computed(() => this.disabled() || this.disabledByForm());

  private readonly firstClasses = computed(() => classNames(this.firstItemClassName()));
  private readonly lastClasses = computed(() => classNames(this.lastItemClassName()));
  private readonly customTemplates = computed(() => new Map(this.slotTemplates().map((t) => [t.slot(), t.templateRef])));
  private readonly prototypeOf = (slot: string, template: KitTemplate<object>, data: object) =>
    this.prototypes.of(slot, template, data);

  /**
   * The templates, each string template checked when it is given (not when its item is first drawn):
   * a computed of its own, so a page move does not check them again.
   */
  private readonly checkedTemplates = computed(() => {
    const templates = this.template();
    checkStringTemplates(templates, this.prototypeOf);
    return templates;
  });

  /** The items to draw; reading it validates templates (a throwing template throws here). */
  protected readonly view = computed<RenderedPaginationItem[]>(() => {
    const hrefTemplate = this.hrefTemplate();
    return renderItems(this.service.items(), {
      intl: this.intlState(),
      templates: this.checkedTemplates(),
      custom: this.customTemplates(),
      hrefOf: hrefTemplate === null ? null : (page) => hrefOf(hrefTemplate, page),
      disabled: this.isDisabled(),
      firstClasses: this.firstClasses(),
      lastClasses: this.lastClasses(),
      prototypeOf: this.prototypeOf,
    });
  });

  /** The items as DOM: drawn here rather than by a `@for` of item directives, which is less code in the app. */
  private readonly drawing: PaginationDrawing = new PaginationDrawing(this.hostElement, this.prototypes, () => this.interaction, (rendered) => this.stamp(rendered));
  /** Clicks, keys and the roving tab stop over the drawn items. */
  protected readonly interaction: KitPaginationInteraction = new KitPaginationInteraction(
    this.hostElement,
    (el) => this.drawing.renderedOf.get(el),
    (rendered) => this.activate(rendered),
  );
  /** The optional parts after the items. */
  private readonly parts = new PaginationParts(this.hostElement, {
    setItemsPerPage: (size) => this.guard(() => this.chooseItemsPerPage(size)),
    jumpTo: (page) => this.guard(() => this.movePageTo(page)),
  });
  private readonly errorHandler = inject(ErrorHandler);
  private readonly appRef = inject(ApplicationRef);
  private initialized = false;
  private pendingValue: number | undefined;
  /**
   * A page the app asked for (the `page` input or a form value), or was on, while `totalItems` is 0
   * (a total still loading). It is shown when a later input change brings items, rather than
   * being clamped to 1 and written back to `[(page)]` for good.
   */
  private heldPage: number | undefined;
  /** The run of page-size choices the reader is in (their place is kept across it). */
  private readonly sizeRun = new PageSizeRun();
  private onChange: (page: number) => void = () => {};
  private onTouched: () => void = () => {};
  /** True while the items are redrawn: a focused item replaced then is a focusout that stays in the bar. */
  private redrawing = false;

  constructor() {
    releaseReplayListenersOnDestroy();
    // Seed the state with the defaults; bound inputs override them in ngOnChanges.
    this.service.configure({
      totalItems: this.defaults.totalItems,
      itemsPerPage: this.defaults.itemsPerPage,
      visiblePages: this.defaults.visiblePages,
      centerAlign: this.defaults.centerAlign,
      hasNextPage: this.defaults.hasNextPage,
    });
    this.service.setVerifier(() => this.view());
    this.service.followDisabled(this.isDisabled);
    const destroyRef = inject(DestroyRef);
    // Subscribed and forwarded by hand rather than with the RxJS interop (outputFromObservable,
    // takeUntilDestroyed), whose operators would add about 1.2 KB gzip to the app.
    const subscriptions = [
      // Internal bookkeeping runs before any user handler of afterMove (subscription order).
      this.service.afterMove$.subscribe(({ page }) => {
        this.heldPage = undefined;
        this.page.set(page);
        this.onChange(page);
        // A throwing text function (the `texts` input) is reported, and the bar still draws the page
        // it moved to: left to the effect, the bar showed the old page while the state had moved.
        try {
          this.announce(page);
        } catch (error) {
          reportError(error);
        }
        // Drawn now, not at the next change detection: afterMove handlers (and code right after a
        // click) see the page they are told about. The effect below then finds nothing to change.
        // A template that throws is left to that effect, which reports it through Angular's
        // ErrorHandler as before (thrown here, RxJS would rethrow it on a timer).
        try {
          untracked(() => this.draw(this.view()));
        } catch {
          // reported by the effect's draw
        }
      }),
      this.service.beforeMove$.subscribe((event) => this.beforeMove.emit(event)),
      this.service.afterMove$.subscribe((event) => this.afterMove.emit(event)),
      this.intl.changes.subscribe(() => this.intlVersion.update((v) => v + 1)),
    ];
    destroyRef.onDestroy(() => subscriptions.forEach((s) => s.unsubscribe()));
    // Runs in the change detection of the bar's parent, before the bar's own template.
    effect(() => {
      const rendered = this.view();
      untracked(() => this.draw(rendered));
    });
    effect(() => {
      const intl = this.intlState();
      const { start, end } = this.service.itemRange();
      const totalItems = this.service.totalItems();
      this.parts.update({
        range: this.showRangeLabel() ? intl.rangeLabel(start, end, totalItems) : null,
        sizes: this.pageSizeOptions(),
        itemsPerPage: this.service.itemsPerPage(),
        sizeLabel: intl.itemsPerPageLabel,
        jump: this.showJumpTo(),
        jumpLabel: intl.jumpToPageLabel,
        page: this.service.page(),
        lastPage: totalItems === null ? null : this.service.lastPage(),
        disabled: this.isDisabled(),
      });
    });
    destroyRef.onDestroy(() => {
      this.destroyed = true;
      this.drawing.clear();
    });
    // In the browser only (a server render is no use), and never for a bar destroyed at once.
    // (A microtask, not afterNextRender: that would add Angular's render hooks to a small bar's bytes.)
    const isBrowser = isPlatformBrowser(inject(PLATFORM_ID));
    queueMicrotask(() => isBrowser && !this.destroyed && reportUsage(this.injector, this.usageStatistics(), 'Pagination'));
  }

  ngOnChanges(changes: SimpleChanges): void {
    const config: PaginationConfig = {};
    if (changes['totalItems']) config.totalItems = this.totalItems();
    if (changes['itemsPerPage']) config.itemsPerPage = this.itemsPerPage();
    if (changes['visiblePages']) config.visiblePages = this.visiblePages();
    if (changes['centerAlign']) config.centerAlign = this.centerAlign();
    if (changes['hasNextPage']) config.hasNextPage = this.hasNextPage();
    if (Object.keys(config).length) {
      this.service.configure(config);
    }
    this.check.run(() => {
      if (changes['page']) {
        this.showPage(this.page());
      } else if (this.heldPage !== undefined || this.service.totalItems() === 0) {
        this.showPage(this.heldPage ?? this.page());
      } else if (this.page() !== this.service.page()) {
        this.tellPage(this.service.page()); // counts shrank and clamped the page
      }
    });
  }

  /**
   * Sets the two-way `page` to `page`. While Angular checks the bar (its inputs changed: a page past
   * the counts was clamped), a microtask later: `pageChange` then changed the parent's `[(page)]`
   * field during the parent's check (NG0100 in development, a stale parent until its next check).
   */
  private tellPage(page: number): void {
    if (!this.check.active) {
      this.page.set(page);
      return;
    }
    queueMicrotask(() => {
      // Unless the page moved on meanwhile (a later input or a click), and the bar is still there.
      if (!this.destroyed && this.service.page() === page && this.page() !== page) this.page.set(page);
    });
  }

  ngOnInit(): void {
    this.initialized = true;
    if (this.pendingValue !== undefined) {
      const page = this.pendingValue;
      this.pendingValue = undefined;
      this.check.run(() => this.showPage(page)); // during the parent's check, as ngOnChanges
    }
  }

  /** Moves to `target` with `beforeMove`/`afterMove`, as a click would. */
  movePageTo(target: number): void {
    this.service.movePageTo(target);
  }

  /** Sets the total item count; redraws at once and clamps the page without move events. */
  setTotalItems(totalItems: number | null): void {
    this.heldPage = undefined;
    this.service.setTotalItems(totalItems);
    this.page.set(this.service.page());
  }

  /** Sets the items per page; redraws at once and clamps the page without move events. */
  setItemsPerPage(itemsPerPage: number): void {
    this.heldPage = undefined;
    this.service.setItemsPerPage(itemsPerPage);
    this.itemsPerPage.set(this.service.itemsPerPage());
    this.page.set(this.service.page());
  }

  /**
   * The page-size selector's choice: the new page is the one that holds the first item shown
   * before (as MatPaginator does), so the reader keeps their place. The user changed the page, so
   * a bound form gets it (as `[(page)]` does), without move events.
   */
  private chooseItemsPerPage(size: number): void {
    const before = this.service.page();
    const page = this.sizeRun.pageFor(before, this.service.itemsPerPage(), size);
    // Not setItemsPerPage(): its clamped page would reach [(page)] first, then this one.
    this.heldPage = undefined;
    this.service.setItemsPerPage(size);
    this.itemsPerPage.set(this.service.itemsPerPage());
    this.showPage(page);
    if (this.service.page() !== before) this.onChange(this.service.page());
    // The page and the page count changed without a move: said as a move's are.
    this.announce(this.service.page());
  }

  /**
   * Says `page` in the live region. Its pause runs outside Angular's zone (an app with zone.js
   * would check itself once more after each move for a text Angular does not draw).
   */
  private announce(page: number): void {
    const text = this.intlState().pageAnnouncement(page, this.service.totalItems() === null ? null : this.service.lastPage());
    this.zone.runOutsideAngular(() => announce(this.document, text));
  }

  /** Back to page 1 (optionally with a new total), without move events. */
  reset(totalItems?: number | null): void {
    this.heldPage = undefined;
    this.service.reset(totalItems);
    this.page.set(this.service.page());
  }

  // ControlValueAccessor: a written value shows a page without events and without dirtying.
  /** @docs-private */
  writeValue(value: unknown): void {
    const page = value == null ? 1 : checkPage('The form value of kit-pagination', value);
    if (!this.initialized) {
      this.pendingValue = page; // the counts are not known before the first ngOnChanges
      return;
    }
    this.showPage(page);
  }
  /** @docs-private */
  registerOnChange(fn: (page: number) => void): void {
    this.onChange = (page) => {
      fn(page);
      // The bar's own DOM listeners, not Angular's, bring the user's choice: without this a zoneless
      // host (refreshed only where signals changed) would keep showing the form's previous value.
      this.changeDetector.markForCheck();
    };
  }
  /** @docs-private */
  registerOnTouched(fn: () => void): void {
    this.onTouched = fn;
  }
  /** @docs-private */
  setDisabledState(disabled: boolean): void {
    this.disabledByForm.set(disabled);
  }

  protected onFocusOut(event: FocusEvent): void {
    // Chrome fires focusout (relatedTarget null) when a redraw removes the focused item; the
    // drawing puts focus back on the bar at once, so focus never left it.
    if (this.redrawing) return;
    if (!this.hostElement.contains(event.relatedTarget as Node | null)) {
      this.onTouched();
    }
  }

  /** Runs a change from a DOM listener of our own, reporting an error as Angular's listeners do. */
  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.errorHandler.handleError(error);
    }
  }

  private showPage(page: number): void {
    const shown = this.service.setPage(page);
    this.heldPage = shown < page && this.service.totalItems() === 0 ? page : undefined;
    if (this.heldPage === undefined && shown !== this.page()) {
      this.tellPage(shown);
    }
  }

  private draw(rendered: readonly RenderedPaginationItem[]): void {
    const host = this.hostElement;
    // Set here rather than with a [class.…] host binding: class bindings bring Angular's styling
    // code (about 1.9 KB gzip) into the app for one class.
    host.classList.toggle('kit-pagination-disabled', this.isDisabled());
    this.redrawing = true;
    try {
      this.drawing.draw(rendered, this.parts.first);
    } finally {
      this.redrawing = false;
    }
  }

  /** An item from an `ng-template` slot: a view of the user's template, checked with the app. */
  private stamp(rendered: RenderedPaginationItem): StampedItem {
    const view = rendered.template!.createEmbeddedView({ ...rendered.context });
    view.detectChanges();
    const element = view.rootNodes.find((node: Node) => node.nodeType === 1) as Element | undefined;
    if (!element) {
      view.destroy();
      throw new Error(`Pagination template "${rendered.slot}" (ng-template) rendered no element.`);
    }
    this.appRef.attachView(view);
    return { nodes: view.rootNodes, element, destroy: () => view.destroy() };
  }

  private activate(rendered: RenderedPaginationItem): void {
    if (rendered.interactive) {
      this.movePageTo(rendered.item.page);
    }
  }
}
