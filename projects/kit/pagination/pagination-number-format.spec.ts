import { ASCII_DIGIT_LANGUAGES, KitNumberFormat } from './pagination-number-format';
import { PlainPagination } from './pagination-plain';

/** What `Intl.NumberFormat` writes for `value` in `locale`. */
const intl = (locale: string | undefined, value: number) => new Intl.NumberFormat(locale).format(value);

/** Small, large, negative and fractional values, where a shortcut could go wrong. */
const SAMPLES = [0, 1, 7, 10, 99, 100, 999, 1000, 1234, 99999, 100000, 1234567, -1, -999, 0.5, 12.25];

describe('KitNumberFormat (numbers in the pagination texts)', () => {
  it('writes what Intl.NumberFormat writes for every integer 0–999 in each listed language and some regions', () => {
    const regions = ['', '-US', '-GB', '-DE', '-CH', '-IN', '-CA', '-BR', '-TW', '-Hant-HK', '-Latn-RS', '-Cyrl-RS'];
    for (const language of ASCII_DIGIT_LANGUAGES) {
      for (const region of regions) {
        const tag = `${language}${region}`;
        // Only tags Intl accepts (a script or region a language lacks just resolves further).
        const format = new KitNumberFormat(tag);
        const expected = new Intl.NumberFormat(tag);
        for (let value = 0; value < 1000; value++) {
          if (format.formatNumber(value) !== expected.format(value)) {
            fail(`${tag}: ${value} written ${format.formatNumber(value)}, Intl writes ${expected.format(value)}`);
            break;
          }
        }
      }
    }
  });

  it('writes what Intl.NumberFormat writes for integers from 1,000 up, grouped by hand, in each listed language and some regions', () => {
    const regions = ['', '-US', '-GB', '-DE', '-CH', '-IN', '-ES', '-PL', '-PT', '-BR', '-CA', '-FR'];
    // Every length from 4 to 15 digits, each boundary of it, and seeded random values between.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values: number[] = [];
    for (let digits = 4; digits <= 15; digits++) {
      values.push(10 ** (digits - 1), 10 ** digits - 1);
      for (let i = 0; i < 8; i++) values.push(Math.floor(10 ** (digits - 1) + random() * 9 * 10 ** (digits - 1)));
    }
    let grouped = 0;
    for (const language of ASCII_DIGIT_LANGUAGES) {
      for (const region of regions) {
        const tag = `${language}${region}`;
        const format = new KitNumberFormat(tag);
        const expected = new Intl.NumberFormat(tag);
        const wrong = values.find((value) => format.formatNumber(value) !== expected.format(value));
        if (wrong !== undefined) fail(`${tag}: ${wrong} written ${format.formatNumber(wrong)}, Intl writes ${expected.format(wrong)}`);
        if ((format as unknown as { grouping: unknown }).grouping) grouped++;
      }
    }
    // The check means something only if most locales take the shortcut (not Indian numbering, nor
    // the languages this Chromium has no number data for: 491 of 636 here).
    expect(grouped).toBeGreaterThan(ASCII_DIGIT_LANGUAGES.size * regions.length * 0.7);
    expect((new KitNumberFormat('en-IN') as unknown as { formatNumber(n: number): string }).formatNumber(1234567)).toBe('12,34,567');
  });

  it("follows Intl's fallback for a language the browser has no number data for (an ar-EG browser asked for 'be')", () => {
    const Original = Intl.NumberFormat;
    // This browser as one whose ICU lacks Belarusian and whose own locale is ar-EG (so Intl writes Arabic digits for 'be').
    const simulated = function (locale?: string | string[], options?: Intl.NumberFormatOptions) {
      return new Original(locale === 'be' ? 'ar-EG' : locale, options);
    } as unknown as typeof Intl.NumberFormat;
    simulated.supportedLocalesOf = ((locales: string | string[]) => Original.supportedLocalesOf(locales).filter((l) => l !== 'be')) as typeof Intl.NumberFormat.supportedLocalesOf;
    (Intl as { NumberFormat: typeof Intl.NumberFormat }).NumberFormat = simulated;
    try {
      const format = new KitNumberFormat('be');
      for (const value of [3, 999, 1496, 51232]) expect(format.formatNumber(value)).toBe(new Original('ar-EG').format(value));
    } finally {
      (Intl as { NumberFormat: typeof Intl.NumberFormat }).NumberFormat = Original;
    }
  });

  it('writes what Intl.NumberFormat writes for large, negative and fractional values, and in other digits', () => {
    const locales = ['en-US', 'de-DE', 'fr-FR', 'hi-IN', 'ar-EG', 'ar', 'fa', 'bn', 'mr', 'my', 'ne', 'en-US-u-nu-arab', 'de-u-nu-thai', undefined];
    for (const locale of locales) {
      const format = new KitNumberFormat(locale);
      for (const value of SAMPLES) expect(format.formatNumber(value)).withContext(`${locale} ${value}`).toBe(intl(locale, value));
    }
    // Not ASCII there: the shortcut must not have been taken.
    expect(new KitNumberFormat('ar-EG').formatNumber(7)).not.toBe('7');
    expect(new KitNumberFormat('en-US-u-nu-arab').formatNumber(7)).not.toBe('7');
  });

  it('throws what Intl.NumberFormat throws for a tag it rejects, for a small number too; takes any case; writes -0 as Intl does', () => {
    for (const tag of ['en_US', 'de_DE', 'en-', 'en--US', '']) {
      expect(() => new Intl.NumberFormat(tag)).withContext(`Intl, ${tag}`).toThrowError(RangeError);
      expect(() => new KitNumberFormat(tag).formatNumber(5)).withContext(tag).toThrowError(RangeError);
    }
    for (const tag of ['EN-us', 'De-CH', 'en-US-x-private', 'en-t-ar', 'fr-CA-u-nu-latn', 'EN-U-NU-ARAB']) {
      const format = new KitNumberFormat(tag);
      for (const value of [0, 7, 999, 1000]) expect(format.formatNumber(value)).withContext(`${tag} ${value}`).toBe(intl(tag, value));
    }
    expect(new KitNumberFormat('en').formatNumber(-0)).toBe(intl('en', -0));
  });

  it("writes the browser's default locale as Intl does, for 0–999 and beyond", () => {
    const format = new KitNumberFormat(undefined);
    for (let value = 0; value < 1000; value++) expect(format.formatNumber(value)).toBe(intl(undefined, value));
    for (const value of SAMPLES) expect(format.formatNumber(value)).toBe(intl(undefined, value));
  });

  describe('a bar', () => {
    const Original = Intl.NumberFormat;
    let made: (string | undefined)[] = [];
    let el: HTMLElement;

    beforeEach(() => {
      made = [];
      // Counts the formatters made, as they are what costs 30–100 ms on a page's first use.
      const counting = function (this: unknown, locale?: string | string[], options?: Intl.NumberFormatOptions) {
        made.push(Array.isArray(locale) ? locale.join() : locale);
        return new Original(locale, options);
      } as unknown as typeof Intl.NumberFormat;
      counting.supportedLocalesOf = Original.supportedLocalesOf;
      (Intl as { NumberFormat: typeof Intl.NumberFormat }).NumberFormat = counting;
      el = document.body.appendChild(document.createElement('div'));
    });

    afterEach(() => {
      (Intl as { NumberFormat: typeof Intl.NumberFormat }).NumberFormat = Original;
      el.remove();
    });

    it('draws its first pages of 1,000,000 items without an Intl.NumberFormat where digits are ASCII, and makes one for page 50,000', () => {
      const bar = new PlainPagination(el, { totalItems: 1_000_000, itemsPerPage: 10, visiblePages: 10, usageStatistics: false });
      expect(el.querySelector('.kit-is-selected')?.textContent).toBe('1');
      expect(el.querySelector('[aria-label="Page 2"]')).withContext('a page link named with its number').not.toBeNull();
      if (new Original().resolvedOptions().numberingSystem === 'latn') expect(made).withContext('formatters made for the first draw').toEqual([]);
      bar.movePageTo(50_000);
      // The link shows "50000" (as tui-pagination) and is named with the number as Intl writes it
      // (once: a grouped number is the same word as the bare one).
      expect(el.querySelector('.kit-is-selected')?.getAttribute('aria-label')).toBe(`Page ${new Original().format(50_000)}`);
      expect(made.length).withContext('one formatter, made for the large number').toBe(1);
      bar.destroy();
    });
  });
});
