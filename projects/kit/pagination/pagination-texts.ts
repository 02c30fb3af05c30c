import { KitNumberFormat } from './pagination-number-format';

/**
 * Every text the pagination bar shows or announces, in English: the base of `KitPaginationIntl`,
 * without Angular's DI or RxJS (the plain-page bundle uses it as is).
 */
export class KitPaginationTexts {
  /** Accessible name of the navigation landmark. */
  navigationLabel = 'Pagination';
  /** Name of the first-page button. */
  firstPageLabel = 'First page';
  /** Name of the previous-page button. */
  previousPageLabel = 'Previous page';
  /** Name of the next-page button. */
  nextPageLabel = 'Next page';
  /** Name of the last-page button. */
  lastPageLabel = 'Last page';
  /** Label of the optional page-size selector. */
  itemsPerPageLabel = 'Items per page';
  /** Label of the optional jump-to-page input. */
  jumpToPageLabel = 'Go to page';
  /** Locale used to format numbers (`undefined`: the browser's). */
  locale: string | undefined = undefined;

  /** Name of a page link. */
  pageLabel(page: number): string {
    return `Page ${this.formatNumber(page)}`;
  }

  /** Name of an ellipsis button, which jumps to `page`. */
  moreLabel(type: 'prev' | 'next', page: number): string {
    return `${type === 'prev' ? 'Previous' : 'Next'} pages, go to page ${this.formatNumber(page)}`;
  }

  /** What the live region announces after a move. */
  pageAnnouncement(page: number, lastPage: number | null): string {
    return lastPage === null
      ? `Page ${this.formatNumber(page)}`
      : `Page ${this.formatNumber(page)} of ${this.formatNumber(lastPage)}`;
  }

  /** The optional range label, e.g. "21–30 of 1,234"; `total` is null when unknown. */
  rangeLabel(start: number, end: number, total: number | null): string {
    const range = `${this.formatNumber(start)}–${this.formatNumber(end)}`;
    return total === null ? range : `${range} of ${this.formatNumber(total)}`;
  }

  /** Formats a number in `locale`. */
  formatNumber(value: number): string {
    // One formatter per locale: toLocaleString builds a new Intl.NumberFormat on every call.
    if (!this.numberFormat || this.numberFormat.locale !== this.locale) this.numberFormat = new KitNumberFormat(this.locale);
    return this.numberFormat.formatNumber(value);
  }

  private numberFormat: KitNumberFormat | undefined;
}
