import {
  AfterViewChecked,
  ChangeDetectionStrategy,
  Component,
  DOCUMENT,
  ElementRef,
  Injector,
  OnChanges,
  OnInit,
  SecurityContext,
  SimpleChanges,
  ViewEncapsulation,
  booleanAttribute,
  computed,
  contentChildren,
  forwardRef,
  inject,
  input,
  model,
  signal,
} from '@angular/core';
import { outputFromObservable, takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { ControlValueAccessor, NG_VALUE_ACCESSOR } from '@angular/forms';
import { DomSanitizer } from '@angular/platform-browser';
import { LiveAnnouncer } from '@angular/cdk/a11y';
import { reportUsage } from 'kit-ui/core';
import { KIT_PAGINATION_DEFAULT_OPTIONS } from './pagination-default-options';
import { KitPaginationIntl } from './pagination-intl';
import { PaginationItemHost } from './pagination-item-host';
import { KitPaginationItemOutlet } from './pagination-item-outlet.directive';
import { PaginationMarkup } from './pagination-markup';
import {
  KIT_PAGINATION_DEFAULTS,
  KitHrefTemplate,
  KitPaginationTemplates,
  KitTemplate,
  checkCount,
  checkPage,
  checkPageSizeOptions,
  checkTemplates,
  checkTotalItems,
} from './pagination-options';
import { RenderedPaginationItem, classNames, renderItems } from './pagination-rendered-item';
import { PaginationConfig, PaginationService } from './pagination.service';
import { KitPaginationTemplate } from './pagination-template.directive';
import { KitPaginationInteraction } from './pagination-interaction';

/**
 * A pagination bar: page links, first/prev/next/last and ellipsis buttons (tui-pagination
 * markup with `kit-` classes). A thin view over `PaginationService`, which owns the state.
 * Joins Angular forms: `[formControl]`, `formControlName`, `[(ngModel)]` and `[formField]`
 * bind the current page.
 */
@Component({
  selector: 'kit-pagination',
  templateUrl: './pagination.component.html',
  styleUrl: './pagination.component.css',
  // The item markup comes from string templates at run time, so emulated encapsulation could not
  // reach it; every rule is scoped under .kit-pagination instead.
  encapsulation: ViewEncapsulation.None,
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [KitPaginationItemOutlet],
  providers: [
    PaginationService,
    { provide: PaginationItemHost, useExisting: forwardRef(() => KitPaginationComponent) },
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
    '[class.kit-pagination-disabled]': 'isDisabled()',
    '(click)': 'interaction.onClick($event)',
    '(keydown)': 'interaction.onKeydown($event)',
    '(focusin)': 'interaction.onFocusIn($event)',
    '(focusout)': 'onFocusOut($event)',
  },
})
export class KitPaginationComponent implements OnChanges, OnInit, AfterViewChecked, ControlValueAccessor, PaginationItemHost {
  private readonly defaults = { ...KIT_PAGINATION_DEFAULTS, ...inject(KIT_PAGINATION_DEFAULT_OPTIONS, { optional: true }) };
  /** The state of this bar (current page, counts, layout), for reading from code. */
  readonly service = inject(PaginationService);
  private readonly markup = inject(PaginationMarkup);
  private readonly sanitizer = inject(DomSanitizer);
  private readonly announcer = inject(LiveAnnouncer);
  private readonly intl = inject(KitPaginationIntl);
  private readonly document = inject(DOCUMENT);
  private readonly hostElement: HTMLElement = inject(ElementRef).nativeElement;
  private readonly injector = inject(Injector);

  /** Total item count; `null` for an unknown total (cursor-style APIs, see `hasNextPage`). */
  readonly totalItems = input<number | null, unknown>(this.defaults.totalItems, { transform: checkTotalItems });
  /** Item count per page; two-way bindable, the page-size selector writes it. */
  readonly itemsPerPage = model<number>(this.defaults.itemsPerPage);
  /** Count of page links shown at once. */
  readonly visiblePages = input<number, unknown>(this.defaults.visiblePages, {
    transform: (v: unknown) => checkCount('visiblePages', v, 1),
  });
  /** The current page; two-way bindable. Writing it moves without move events. */
  readonly page = model<number>(KIT_PAGINATION_DEFAULTS.page);
  /** Keep the current page in the centre of the page links. */
  readonly centerAlign = input(this.defaults.centerAlign, { transform: booleanAttribute });
  /** Class of the first item. */
  readonly firstItemClassName = input<string>(this.defaults.firstItemClassName);
  /** Class of the last item. */
  readonly lastItemClassName = input<string>(this.defaults.lastItemClassName);
  /** Markup templates (strings with `{{page}}`/`{{type}}`, or functions); missing slots use defaults. */
  readonly template = input<KitPaginationTemplates, unknown>(this.defaults.template ?? {}, { transform: checkTemplates });
  /** Consent to usage reporting; only an app-registered reporter is ever called. */
  readonly usageStatistics = input(this.defaults.usageStatistics, { transform: booleanAttribute });
  /** Makes items real links: a string with `{{page}}` or a function of the page. */
  readonly hrefTemplate = input<KitHrefTemplate | null>(this.defaults.hrefTemplate ?? null);
  /** With `totalItems` null: whether a page after the current one exists. */
  readonly hasNextPage = input(this.defaults.hasNextPage, { transform: booleanAttribute });
  /** Page sizes for the optional selector; empty shows none. */
  readonly pageSizeOptions = input<readonly number[], unknown>(this.defaults.pageSizeOptions ?? [], {
    transform: checkPageSizeOptions,
  });
  /** Shows the optional "go to page" input. */
  readonly showJumpTo = input(this.defaults.showJumpTo, { transform: booleanAttribute });
  /** Shows the optional range label ("21–30 of 1,234"). */
  readonly showRangeLabel = input(this.defaults.showRangeLabel, { transform: booleanAttribute });
  /** Accessible name of the navigation landmark. */
  readonly ariaLabel = input<string | undefined>(this.defaults.ariaLabel);
  /** Disables every button. */
  readonly disabled = input(false, { transform: booleanAttribute });

  /** Fires before a move; call `preventDefault()` on the event to refuse it. */
  readonly beforeMove = outputFromObservable(this.service.beforeMove$);
  /** Fires after a move with `{page}`. */
  readonly afterMove = outputFromObservable(this.service.afterMove$);

  private readonly slotTemplates = contentChildren(KitPaginationTemplate);
  private readonly disabledByForm = signal(false);
  private readonly intlVersion = signal(0);
  /** The intl texts, as a signal so a change of language redraws. */
  protected readonly intlState = computed(() => (this.intlVersion(), this.intl), { equal: () => false });
  /** Whether the whole bar is disabled (input or form). */
  protected readonly isDisabled = computed(() => this.disabled() || this.disabledByForm());
  protected readonly rangeLabel = computed(() => {
    const { start, end } = this.service.itemRange();
    return this.intlState().rangeLabel(start, end, this.service.totalItems());
  });

  private readonly firstClasses = computed(() => classNames(this.firstItemClassName()));
  private readonly lastClasses = computed(() => classNames(this.lastItemClassName()));
  private readonly customTemplates = computed(() => new Map(this.slotTemplates().map((t) => [t.slot(), t.templateRef])));
  private readonly prototypeOf = (slot: string, template: KitTemplate<object>, data: object) =>
    this.markup.prototypeOf(slot, template, data);

  /** The items to draw; reading it validates templates (a throwing template throws here). */
  protected readonly view = computed<RenderedPaginationItem[]>(() => {
    const hrefTemplate = this.hrefTemplate();
    return renderItems(this.service.items(), {
      intl: this.intlState(),
      templates: this.template(),
      custom: this.customTemplates(),
      hrefOf: hrefTemplate === null ? null : (page) => this.hrefOf(hrefTemplate, page),
      disabled: this.isDisabled(),
      firstClasses: this.firstClasses(),
      lastClasses: this.lastClasses(),
      prototypeOf: this.prototypeOf,
    });
  });

  private readonly items = new Map<Element, RenderedPaginationItem>();
  /** Clicks, keys and the roving tab stop over the drawn items. */
  protected readonly interaction = new KitPaginationInteraction(this.hostElement, (el) => this.items.get(el), (rendered) => this.activate(rendered));
  private focusLost = false;
  private lostKey: string | undefined;
  private initialized = false;
  private pendingValue: number | undefined;
  private onChange: (page: number) => void = () => {};
  private onTouched: () => void = () => {};

  constructor() {
    // Seed the state with the defaults; bound inputs override them in ngOnChanges.
    this.service.configure({
      totalItems: checkTotalItems(this.defaults.totalItems),
      itemsPerPage: this.defaults.itemsPerPage,
      visiblePages: this.defaults.visiblePages,
      centerAlign: this.defaults.centerAlign,
      hasNextPage: this.defaults.hasNextPage,
    });
    this.service.setVerifier(() => this.view());
    // Internal bookkeeping runs before any user handler of afterMove (subscription order).
    this.service.afterMove$.pipe(takeUntilDestroyed()).subscribe(({ page }) => {
      this.page.set(page);
      this.onChange(page);
      this.announcer.announce(
        this.intl.pageAnnouncement(page, this.service.totalItems() === null ? null : this.service.lastPage()),
        'polite',
      );
    });
    this.intl.changes.pipe(takeUntilDestroyed()).subscribe(() => this.intlVersion.update((v) => v + 1));
    queueMicrotask(() => reportUsage(this.injector, this.usageStatistics(), 'Pagination'));
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
    if (changes['page']) {
      this.showPage(this.page());
    } else if (this.page() !== this.service.page()) {
      this.page.set(this.service.page()); // counts shrank and clamped the page
    }
  }

  ngOnInit(): void {
    this.initialized = true;
    if (this.pendingValue !== undefined) {
      const page = this.pendingValue;
      this.pendingValue = undefined;
      this.showPage(page);
    }
  }

  ngAfterViewChecked(): void {
    this.interaction.syncTabStops();
    if (this.focusLost) {
      this.focusLost = false;
      const lost = this.lostKey;
      this.lostKey = undefined;
      this.interaction.restoreFocus(lost);
    }
  }

  /** Moves to `target` with `beforeMove`/`afterMove`, as a click would. */
  movePageTo(target: number): void {
    this.service.movePageTo(target);
  }

  /** Sets the total item count; redraws at once and clamps the page without move events. */
  setTotalItems(totalItems: number | null): void {
    this.service.setTotalItems(totalItems);
    this.page.set(this.service.page());
  }

  /** Sets the items per page; redraws at once and clamps the page without move events. */
  setItemsPerPage(itemsPerPage: number): void {
    this.service.setItemsPerPage(itemsPerPage);
    this.itemsPerPage.set(this.service.itemsPerPage());
    this.page.set(this.service.page());
  }

  /** Back to page 1 (optionally with a new total), without move events. */
  reset(totalItems?: number | null): void {
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
    this.onChange = fn;
  }
  /** @docs-private */
  registerOnTouched(fn: () => void): void {
    this.onTouched = fn;
  }
  /** @docs-private */
  setDisabledState(disabled: boolean): void {
    this.disabledByForm.set(disabled);
  }

  /** @docs-private */
  registerItem(element: Element, rendered: RenderedPaginationItem): void {
    this.items.set(element, rendered);
  }
  /** @docs-private */
  unregisterItem(element: Element): void {
    this.items.delete(element);
  }
  /** @docs-private */
  itemFocusLost(key?: string): void {
    this.focusLost = true;
    this.lostKey = key;
  }

  protected onFocusOut(event: FocusEvent): void {
    if (!this.hostElement.contains(event.relatedTarget as Node | null)) {
      this.onTouched();
    }
  }

  protected changePageSize(event: Event): void {
    const size = Number((event.target as HTMLSelectElement).value);
    this.setItemsPerPage(size);
  }

  protected jumpTo(input: HTMLInputElement): void {
    if (input.value.trim() === '' || !Number.isFinite(Number(input.value))) {
      return;
    }
    this.movePageTo(Number(input.value));
    input.value = '';
  }

  private showPage(page: number): void {
    const shown = this.service.setPage(page);
    if (shown !== this.page()) {
      this.page.set(shown);
    }
  }

  private activate(rendered: RenderedPaginationItem): void {
    if (rendered.interactive) {
      this.movePageTo(rendered.item.page);
    }
  }


  private hrefOf(template: KitHrefTemplate, page: number): string {
    const url = typeof template === 'function' ? template(page) : template.replace(/{{\s*page\s*}}/g, String(page));
    return this.sanitizer.sanitize(SecurityContext.URL, url) ?? '';
  }
}
