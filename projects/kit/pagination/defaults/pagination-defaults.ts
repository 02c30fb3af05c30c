import { InjectionToken } from '@angular/core';

/** Data given to a `page`/`currentPage` template function. */
export interface KitPageTemplateData {
  /** The page number. */
  readonly page: number;
}

/** Data given to a `moveButton`/`disabledMoveButton`/`moreButton` template function. */
export interface KitButtonTemplateData {
  /** `first`, `prev`, `next` or `last` for move buttons; `prev` or `next` for more buttons. */
  readonly type: KitMoveType | KitMoreType;
}

/** A markup string with `{{page}}`/`{{type}}` placeholders, or a function returning markup. */
export type KitTemplate<D> = string | ((data: D) => string);

/** The five markup templates of the original, each optional. */
export interface KitPaginationTemplates {
  /** A page link; placeholder `{{page}}`. */
  page?: KitTemplate<KitPageTemplateData>;
  /** The current page; placeholder `{{page}}`. */
  currentPage?: KitTemplate<KitPageTemplateData>;
  /** An enabled first/prev/next/last button; placeholder `{{type}}`. */
  moveButton?: KitTemplate<KitButtonTemplateData>;
  /** A disabled first/prev/next/last button; placeholder `{{type}}`. */
  disabledMoveButton?: KitTemplate<KitButtonTemplateData>;
  /** The ellipsis button before or after the page links; placeholder `{{type}}` (`prev`/`next`). */
  moreButton?: KitTemplate<KitButtonTemplateData>;
}

/** Move button types. */
export type KitMoveType = 'first' | 'prev' | 'next' | 'last';
/** More (ellipsis) button types. */
export type KitMoreType = 'prev' | 'next';

/** Builds a page URL for real links (`hrefTemplate`); a string may hold `{{page}}`. */
export type KitHrefTemplate = string | ((page: number) => string);

/** The options of `new Pagination(container, options)`, all optional. */
export interface KitPaginationOptions {
  /** Total item count (default 10). `null` means unknown: see `hasNextPage`. */
  totalItems?: number | null;
  /** Item count per page (default 10). */
  itemsPerPage?: number;
  /** Count of page links shown at once (default 10). */
  visiblePages?: number;
  /** Page shown after the first draw (default 1). */
  page?: number;
  /** Keep the current page in the centre of the page links (default false). */
  centerAlign?: boolean;
  /** Class of the first item (default `kit-first-child`). */
  firstItemClassName?: string;
  /** Class of the last item (default `kit-last-child`). */
  lastItemClassName?: string;
  /** Markup templates; missing slots use the defaults. */
  template?: KitPaginationTemplates;
  /**
   * Consent to usage reporting (default true). kit sends nothing itself: only a reporter the
   * application registered is called, once, with the hostname. `false` never calls it.
   */
  usageStatistics?: boolean;
  /** Makes page and move buttons real links (`<a href>`), while a plain click still moves in place. */
  hrefTemplate?: KitHrefTemplate | null;
  /** With `totalItems: null` (cursor-style APIs): whether a page after the current one exists. */
  hasNextPage?: boolean;
  /** Page sizes offered in an optional selector; empty (default) shows no selector. */
  pageSizeOptions?: readonly number[];
  /** Shows an optional "go to page" input (default false). */
  showJumpTo?: boolean;
  /** Shows an optional range label such as "21–30 of 1,234" (default false). */
  showRangeLabel?: boolean;
  /**
   * Accessible name of the navigation landmark (default: the container's own `aria-label`, else
   * the intl service's).
   */
  ariaLabel?: string;
  /**
   * The bar's texts in the page's language, over the English defaults (for a plain page, which has
   * no `KitPaginationIntl` provider; in Angular over that service's texts):
   * `{ firstPageLabel: 'Erste Seite', pageLabel: (page) => \`Seite ${page}\`, locale: 'de' }`.
   */
  texts?: KitPaginationTextOverrides;
}

/** The texts a bar's `texts` option may replace: the labels, the locale and the text functions. */
export interface KitPaginationTextOverrides {
  /** Accessible name of the navigation landmark. */
  navigationLabel?: string;
  /** Name of the first-page button. */
  firstPageLabel?: string;
  /** Name of the previous-page button. */
  previousPageLabel?: string;
  /** Name of the next-page button. */
  nextPageLabel?: string;
  /** Name of the last-page button. */
  lastPageLabel?: string;
  /** Label of the optional page-size selector. */
  itemsPerPageLabel?: string;
  /** Label of the optional jump-to-page input. */
  jumpToPageLabel?: string;
  /** Locale used to format numbers (`undefined`: the browser's). */
  locale?: string | undefined;
  /** Name of a page link. */
  pageLabel?(page: number): string;
  /** Name of an ellipsis button, which jumps to `page`. */
  moreLabel?(type: 'prev' | 'next', page: number): string;
  /** What the live region announces after a move; `lastPage` is null when unknown. */
  pageAnnouncement?(page: number, lastPage: number | null): string;
  /** The optional range label, e.g. "21–30 of 1,234"; `total` is null when unknown. */
  rangeLabel?(start: number, end: number, total: number | null): string;
}

/** App-wide defaults for every `kit-pagination`; inputs and constructor options still win. */
export type KitPaginationDefaultOptions = Omit<KitPaginationOptions, 'page'>;

/**
 * Injection token for app-wide pagination defaults, e.g.
 * `{ provide: KIT_PAGINATION_DEFAULT_OPTIONS, useValue: { visiblePages: 5, centerAlign: true } }`.
 * It lives apart from the bar (`kit-ui/pagination/defaults`) so that an app's root providers can
 * name it without putting the bar's code in the app's initial bundle; `kit-ui/pagination` exports
 * the same token.
 */
export const KIT_PAGINATION_DEFAULT_OPTIONS = new InjectionToken<KitPaginationDefaultOptions>('KIT_PAGINATION_DEFAULT_OPTIONS');
