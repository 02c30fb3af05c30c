/**
 * Languages whose numbers are written with the ASCII digits 0–9 by default (CLDR's default
 * numbering system is `latn`; a spec checks each against `Intl.NumberFormat`). In these, an
 * integer from 0 to 999 formats as `String(value)`: grouping starts at 1,000 everywhere.
 */
export const ASCII_DIGIT_LANGUAGES: ReadonlySet<string> = new Set([
  'en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'nn', 'no', 'fi', 'et', 'lv', 'lt',
  'pl', 'cs', 'sk', 'sl', 'hr', 'sr', 'bs', 'hu', 'ro', 'bg', 'ru', 'uk', 'be', 'el', 'tr', 'ka',
  'hy', 'he', 'id', 'ms', 'vi', 'th', 'ja', 'zh', 'ko', 'hi', 'ca', 'eu', 'gl', 'ga', 'cy', 'is',
  'sq', 'mk', 'sw', 'fil', 'af',
]);

/**
 * Formats numbers for one locale (`undefined`: the browser's), creating the `Intl.NumberFormat`
 * only for a number that needs it.
 *
 * Why: the first `Intl.NumberFormat` on a page loads ICU's number data, 30–100 ms in Chromium on
 * a 2-core machine, and a bar's first draw formats only small page numbers (1–10 and the
 * ellipsis target). Where those are plain ASCII digits, the first bar on a page now draws without
 * it. A page number of 1,000 or more is grouped by hand where the locale groups by threes (checked
 * against `Intl.NumberFormat` once per locale: formatting was the costliest script of a move in a
 * long list); a negative or fractional value, a locale outside the list above, one with a Unicode
 * extension (`-u-nu-arab`) or another grouping still goes through `Intl.NumberFormat`.
 */
export class KitNumberFormat {
  private format: Intl.NumberFormat | undefined;
  private asciiDigits: boolean | undefined;

  constructor(readonly locale: string | undefined) {}

  /**
   * How this locale groups the digits of integers, where it writes them as `groupDigits` does:
   * its separator and the least number of digits it groups (4, or 5 where 1234 stays whole, as in
   * Spanish); null where it does otherwise (Indian numbering's `12,34,567`).
   */
  private grouping: { separator: string; from: number } | null | undefined;

  /** `value` as `Intl.NumberFormat(locale)` formats it. */
  formatNumber(value: number): string {
    // Not -0: Intl writes it "-0".
    if (Number.isInteger(value) && (value > 0 || Object.is(value, 0)) && value < 1e15 && this.writesAsciiDigits()) {
      if (value < 1000) return String(value);
      // Page numbers of a long list: Intl's format is the costliest part of moving to a page.
      const grouping = this.groupingOf();
      if (grouping) return groupDigits(String(value), grouping.separator, grouping.from);
    }
    this.format ??= new Intl.NumberFormat(this.locale);
    return this.format.format(value);
  }

  private groupingOf(): { separator: string; from: number } | null {
    if (this.grouping === undefined) {
      this.format ??= new Intl.NumberFormat(this.locale);
      const format = this.format;
      const separator = format.formatToParts(1234567).find((part) => part.type === 'group')?.value;
      const from = format.format(1234) === '1234' ? 5 : 4;
      const probes = [1234, 12345, 123456, 1234567, 123456789012345];
      this.grouping = separator !== undefined && probes.every((n) => format.format(n) === groupDigits(String(n), separator, from)) ? { separator, from } : null;
    }
    return this.grouping;
  }

  private writesAsciiDigits(): boolean {
    if (this.asciiDigits === undefined) {
      // The browser's locale as Intl resolves it: PluralRules carries no number data, so it is cheap to make.
      // A given tag in canonical form, which also throws Intl's RangeError for one Intl rejects
      // ('en_US'), at the first number as before rather than at the first number of 1,000 or more.
      const tag = this.locale === undefined ? new Intl.PluralRules().resolvedOptions().locale : Intl.getCanonicalLocales(this.locale)[0];
      const language = tag.split('-')[0];
      // A language this browser has no number data for is formatted in the browser's locale by
      // Intl (Arabic digits on an ar-EG browser asked for 'be'), so not by the shortcut either.
      this.asciiDigits =
        !tag.includes('-u-') && ASCII_DIGIT_LANGUAGES.has(language) && (this.locale === undefined || Intl.NumberFormat.supportedLocalesOf(tag).length > 0);
    }
    return this.asciiDigits;
  }
}

/** `digits` in groups of three from the right, joined by `separator`, when there are at least `from` of them. */
function groupDigits(digits: string, separator: string, from: number): string {
  if (digits.length < from) return digits;
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += separator + digits.slice(i, i + 3);
  return text;
}
