import { describeValue } from 'kit-ui/core';
import { KitNumberFormat } from './pagination-number-format';
import type { KitPaginationTextOverrides } from 'kit-ui/pagination/defaults';

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

export type { KitPaginationTextOverrides } from 'kit-ui/pagination/defaults';

const TEXT_STRINGS = ['navigationLabel', 'firstPageLabel', 'previousPageLabel', 'nextPageLabel', 'lastPageLabel', 'itemsPerPageLabel', 'jumpToPageLabel'];
const TEXT_FUNCTIONS = ['pageLabel', 'moreLabel', 'pageAnnouncement', 'rangeLabel'];

/**
 * Checks the `texts` option: known names only, strings for labels, functions for the texts with
 * numbers in them, a string (or undefined) for `locale`; a bad entry throws naming it.
 */
export function checkTextOverrides(value: unknown): KitPaginationTextOverrides | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`Pagination option "texts" must be an object, got ${describeValue(value)}.`);
  }
  for (const [name, text] of Object.entries(value)) {
    const kind = TEXT_STRINGS.includes(name) ? 'string' : TEXT_FUNCTIONS.includes(name) ? 'function' : name === 'locale' ? 'locale' : null;
    if (kind === null) {
      throw new Error(`Unknown pagination text "${name}". Valid texts: ${[...TEXT_STRINGS, 'locale', ...TEXT_FUNCTIONS].join(', ')}.`);
    }
    const ok = kind === 'function' ? typeof text === 'function' : kind === 'locale' ? text === undefined || typeof text === 'string' : typeof text === 'string';
    if (!ok) {
      throw new TypeError(`Pagination text "${name}" must be ${kind === 'function' ? 'a function' : 'a string'}, got ${describeValue(text)}.`);
    }
    if (kind === 'locale' && typeof text === 'string') checkLocale(text);
  }
  return value as KitPaginationTextOverrides;
}

/** A locale Intl can format numbers in (`de`, `pt-BR`; not `de_DE`), or a RangeError naming it. */
function checkLocale(locale: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
  } catch {
    throw new RangeError(`Pagination text "locale" must be a language tag such as "de" or "pt-BR", got ${describeValue(locale)}.`);
  }
}

/**
 * `base` with `overrides` on top (the base's other texts and number formatting still apply). A
 * text function must return a string: anything else throws naming the text (a number made an
 * item's name fail deep inside the bar, and a range label showed it as is).
 */
export function withTextOverrides<T extends KitPaginationTexts>(base: T, overrides: KitPaginationTextOverrides | undefined): T {
  if (!overrides) return base;
  const texts = Object.assign(Object.create(base) as T, overrides);
  for (const name of TEXT_FUNCTIONS) {
    const text = overrides[name as keyof KitPaginationTextOverrides];
    if (typeof text !== 'function') continue;
    Object.defineProperty(texts, name, {
      value: (...args: unknown[]) => {
        const written: unknown = (text as (...args: unknown[]) => unknown).apply(texts, args);
        if (typeof written !== 'string') throw new TypeError(`Pagination text "${name}" must return a string, got ${describeValue(written)}.`);
        return written;
      },
    });
  }
  return texts;
}
