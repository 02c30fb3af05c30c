import { describeValue } from 'kit-ui/core';
import type { KitPaginationOptions, KitPaginationTemplates } from 'kit-ui/pagination/defaults';
import { checkTextOverrides } from './pagination-texts';

/** The option types, declared with the app-wide defaults (`kit-ui/pagination/defaults`). */
export type {
  KitButtonTemplateData,
  KitHrefTemplate,
  KitMoreType,
  KitMoveType,
  KitPageTemplateData,
  KitPaginationOptions,
  KitPaginationTemplates,
  KitTemplate,
} from 'kit-ui/pagination/defaults';

/** The name of one template slot. */
export type KitPaginationSlot = keyof KitPaginationTemplates;

/** Every template slot, in a stable order. */
export const KIT_PAGINATION_SLOTS: readonly KitPaginationSlot[] = [
  'page',
  'currentPage',
  'moveButton',
  'disabledMoveButton',
  'moreButton',
];

/** The defaults of the contract. */
export const KIT_PAGINATION_DEFAULTS = {
  totalItems: 10,
  itemsPerPage: 10,
  visiblePages: 10,
  page: 1,
  centerAlign: false,
  firstItemClassName: 'kit-first-child',
  lastItemClassName: 'kit-last-child',
  usageStatistics: true,
  hasNextPage: false,
  showJumpTo: false,
  showRangeLabel: false,
} as const;

/** The default markup, as in the contract (tui markup with `kit-` classes). */
export const KIT_PAGINATION_DEFAULT_TEMPLATES: Required<{
  [K in KitPaginationSlot]: string;
}> = {
  page: '<a href="#" class="kit-page-btn">{{page}}</a>',
  currentPage: '<strong class="kit-page-btn kit-is-selected">{{page}}</strong>',
  moveButton:
    '<a href="#" class="kit-page-btn kit-{{type}}"><span class="kit-ico-{{type}}">{{type}}</span></a>',
  disabledMoveButton:
    '<span class="kit-page-btn kit-is-disabled kit-{{type}}"><span class="kit-ico-{{type}}">{{type}}</span></span>',
  moreButton:
    '<a href="#" class="kit-page-btn kit-{{type}}-is-ellip"><span class="kit-ico-ellip">...</span></a>',
};

/**
 * Checks a count option and returns it as a number.
 * Numeric strings are accepted (HTML attributes are strings); anything else throws a TypeError
 * naming the option and the value, so a bad option never becomes a silently wrong pagination.
 */
export function checkCount(option: string, value: unknown, min: number): number {
  const number = numberOf(value);
  if (typeof number !== 'number' || !Number.isFinite(number) || !Number.isInteger(number)) {
    throw new TypeError(`Pagination option "${option}" must be a whole number, got ${describeValue(value)}.`);
  }
  if (number < min) {
    throw new RangeError(`Pagination option "${option}" must be at least ${min}, got ${describeValue(value)}.`);
  }
  // Past 2^53 whole numbers are no longer all there (n + 1 === n): page numbers could not be counted.
  if (number > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`Pagination option "${option}" must be at most ${Number.MAX_SAFE_INTEGER}, got ${describeValue(value)}.`);
  }
  return number;
}

/** A decimal numeral as written in an HTML attribute or a form field (`'25'`, `' 2.0 '`). */
const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

/**
 * `value` as a number where it is one or a decimal numeral; anything else as it is, for the caller
 * to reject. `Number()` alone also reads `'0x10'` as 16 and `'1e2'` as 100, which no attribute means.
 */
function numberOf(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
}

/**
 * The most links a bar draws. Each is an element: a million of them froze the tab for 40 s, and
 * no reader picks among more than a few dozen.
 */
export const MAX_VISIBLE_PAGES = 1000;

/** `checkCount` for `visiblePages`: at least 1, at most `MAX_VISIBLE_PAGES`. */
export function checkVisiblePages(value: unknown): number {
  const number = checkCount('visiblePages', value, 1);
  if (number > MAX_VISIBLE_PAGES) {
    throw new RangeError(`Pagination option "visiblePages" must be at most ${MAX_VISIBLE_PAGES}, got ${describeValue(value)}.`);
  }
  return number;
}

/** `checkCount` for `totalItems`, which may also be `null` (unknown total). */
export function checkTotalItems(value: unknown): number | null {
  return value === null ? null : checkCount('totalItems', value, 0);
}

/**
 * Checks a target page (`movePageTo`, `page`): any number but NaN, truncated; clamping into the
 * bar's pages happens later (so `Infinity` is the last page and `-Infinity` the first, as
 * tui-pagination clamps them). Kept within 2^53 - 1 here, where whole numbers can still be counted
 * (with an unknown total there is no last page to clamp to).
 */
export function checkPage(option: string, value: unknown): number {
  const number = numberOf(value);
  if (typeof number !== 'number' || Number.isNaN(number)) {
    throw new TypeError(`${option} must be a page number, got ${describeValue(value)}.`);
  }
  return Math.min(Math.max(Math.trunc(number), -Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
}

/** Checks the `template` option: an object whose known slots hold strings or functions. */
export function checkTemplates(value: unknown): KitPaginationTemplates {
  if (value == null) {
    return {};
  }
  if (typeof value !== 'object') {
    throw new TypeError(`Pagination option "template" must be an object, got ${describeValue(value)}.`);
  }
  for (const [slot, template] of Object.entries(value)) {
    if (!KIT_PAGINATION_SLOTS.includes(slot as KitPaginationSlot)) {
      throw new Error(
        `Unknown pagination template "${slot}". Valid templates: ${KIT_PAGINATION_SLOTS.join(', ')}.`,
      );
    }
    if (template != null && typeof template !== 'string' && typeof template !== 'function') {
      throw new TypeError(`Pagination template "${slot}" must be a string or a function, got ${describeValue(template)}.`);
    }
  }
  return value as KitPaginationTemplates;
}

/** Checks `pageSizeOptions`: whole numbers of at least 1. */
export function checkPageSizeOptions(value: unknown): readonly number[] {
  if (value == null) {
    return [];
  }
  if (!Array.isArray(value)) {
    throw new TypeError(`Pagination option "pageSizeOptions" must be an array of numbers, got ${describeValue(value)}.`);
  }
  return value.map((size) => checkCount('pageSizeOptions', size, 1));
}

/** Throws unless `value` is a string (`name` is the option's). */
function checkString(name: string, value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`Pagination option "${name}" must be a string, got ${describeValue(value)}.`);
  return value;
}

/** Throws unless `value` is true or false: the Angular inputs read attribute strings ('' and 'false'), an options object says true or false. */
function checkSwitch(name: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new TypeError(`Pagination option "${name}" must be true or false, got ${describeValue(value)}.`);
  return value;
}

/**
 * Every option the plain classes read, with its check, which returns the value to use (counts as
 * numbers: `'25'` from an attribute must not reach the arithmetic). One table for the options and
 * the app-wide defaults, so their names and rules cannot drift apart.
 */
const OPTION_CHECKS: Readonly<Record<keyof KitPaginationOptions, (value: unknown, name: string) => unknown>> = {
  totalItems: checkTotalItems,
  itemsPerPage: (value) => checkCount('itemsPerPage', value, 1),
  visiblePages: checkVisiblePages,
  page: (value) => checkPage('Pagination option "page"', value),
  centerAlign: (value, name) => checkSwitch(name, value),
  firstItemClassName: (value, name) => checkString(name, value),
  lastItemClassName: (value, name) => checkString(name, value),
  template: checkTemplates,
  usageStatistics: (value, name) => checkSwitch(name, value),
  hrefTemplate: (value) => {
    if (value != null && typeof value !== 'string' && typeof value !== 'function') {
      throw new TypeError(`Pagination option "hrefTemplate" must be a string or a function, got ${describeValue(value)}.`);
    }
    return value;
  },
  hasNextPage: (value, name) => checkSwitch(name, value),
  pageSizeOptions: checkPageSizeOptions,
  showJumpTo: (value, name) => checkSwitch(name, value),
  showRangeLabel: (value, name) => checkSwitch(name, value),
  ariaLabel: (value, name) => checkString(name, value),
  texts: checkTextOverrides,
};

/**
 * Checks the `valid` names of `given` with `OPTION_CHECKS` and returns what to use; `unknownNames`
 * decides what other names do (warn or throw).
 */
function checkOptionsTable(given: object, valid: readonly string[], unknownNames: (names: string[]) => void): KitPaginationOptions {
  const unknown = Object.keys(given).filter((name) => !valid.includes(name));
  if (unknown.length) unknownNames(unknown);
  const checked: Record<string, unknown> = { ...given };
  for (const name of valid) {
    const value = checked[name];
    if (value !== undefined) checked[name] = OPTION_CHECKS[name as keyof KitPaginationOptions](value, name);
  }
  return checked as KitPaginationOptions;
}

/**
 * Validates every option of a plain-class construction before anything is drawn, so a bad option
 * throws with no half-built DOM; returns the options to use. An option name the classes do not
 * read (`itemPerPage`) gets a warning, which tui-pagination did not give: a warning, not an error,
 * as options objects shared with other code may carry more.
 */
export function checkPaginationOptions(options: unknown): KitPaginationOptions {
  if (options == null) {
    return {};
  }
  if (typeof options !== 'object') {
    throw new TypeError(`Pagination options must be an object, got ${describeValue(options)}.`);
  }
  const valid = Object.keys(OPTION_CHECKS);
  return checkOptionsTable(options, valid, (unknown) =>
    console.warn(`kit: Pagination ignores the unknown option${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}. Known options: ${valid.join(', ')}.`),
  );
}

/**
 * The app-wide defaults (`KIT_PAGINATION_DEFAULT_OPTIONS`) checked as the options are, counts as
 * numbers; an error names the token, so the app does not look for a binding. A name that is no
 * default (`page`, a typo) throws: the token is the app's own code, unlike an options object that
 * may be shared.
 */
export function checkPaginationDefaults(given: unknown): KitPaginationOptions {
  const where = 'KIT_PAGINATION_DEFAULT_OPTIONS';
  if (given == null) return {};
  if (typeof given !== 'object') throw new TypeError(`${where} must be an object, got ${describeValue(given)}.`);
  const valid = Object.keys(OPTION_CHECKS).filter((name) => name !== 'page'); // the page is each bar's own
  try {
    return checkOptionsTable(given, valid, (unknown) => {
      throw new TypeError(`Unknown pagination default ${describeValue(unknown[0])} in ${where}. Valid names: ${valid.join(', ')}.`);
    });
  } catch (error) {
    if (error instanceof Error && !error.message.includes(where)) error.message = `${where}: ${error.message}`;
    throw error;
  }
}
