import { signal } from '@angular/core';
import { describe } from 'kit-ui/core';
import { KIT_BUILT_IN_LANGUAGES, KIT_RTL_LANGUAGE_CODES } from './langs';
import type { KitI18nKey, KitLanguageStrings } from './i18n-keys';

/** The code every lookup falls back to. */
const FALLBACK_CODE = 'en_US';

/**
 * The editor's UI strings in every language (`KitEditor.i18n`). Unlike TOAST UI Editor 1.x, the
 * language is chosen per editor (the `language` option) and a key missing from a language falls
 * back to English instead of throwing (Part C item 3). Apps add or override a language with
 * `setLanguage(codes, strings)`; editors already on screen pick the change up.
 */
export class KitI18n {
  private readonly languages = new Map<string, Partial<Record<string, string>>>();
  private code = FALLBACK_CODE;
  /** Bumped on every change, so computed UI strings re-read (a signal: editors are OnPush). */
  readonly version = signal(0);

  constructor() {
    for (const { codes, strings } of KIT_BUILT_IN_LANGUAGES) this.setLanguage(codes, strings);
  }

  /** Sets the code `get` uses when given none (TOAST UI compatibility; editors use their own). */
  setCode(code: string): void {
    this.code = code;
  }

  /** The code `get` uses when given none. */
  getCode(): string {
    return this.code;
  }

  /**
   * Adds a language under one or several codes, or merges `strings` into an existing one (later
   * keys win). Keys kit does not use are kept, for extensions.
   */
  setLanguage(codes: string | readonly string[], strings: Partial<KitLanguageStrings> | Record<string, string>): void {
    const list = typeof codes === 'string' ? [codes] : codes;
    if (!Array.isArray(list) || list.length === 0 || list.some((c) => typeof c !== 'string' || c === '')) {
      throw new TypeError(`i18n.setLanguage(codes) expects a code or an array of codes, got ${describe(codes)}.`);
    }
    if (typeof strings !== 'object' || strings === null) {
      throw new TypeError(`i18n.setLanguage(codes, strings) expects an object of strings, got ${describe(strings)}.`);
    }
    for (const code of list) this.languages.set(code, { ...this.languages.get(code), ...strings });
    this.version.update((v) => v + 1);
  }

  /** Whether a language is registered under `code`. */
  hasLanguage(code: string): boolean {
    return this.languages.has(code);
  }

  /** Every registered language code. */
  getCodes(): string[] {
    return [...this.languages.keys()];
  }

  /**
   * The text of `key` in `code` (default: `setCode`'s code). A language or key that is missing
   * falls back to English; a key English lacks too comes back as itself.
   */
  get(key: KitI18nKey | string, code: string = this.code): string {
    return this.languages.get(code)?.[key] || this.languages.get(FALLBACK_CODE)?.[key] || key;
  }

  /**
   * Checks a language code for an editor's `language` option.
   * @throws Error naming the unknown code and the available ones.
   */
  checkCode(code: unknown): string {
    if (typeof code !== 'string' || !this.languages.has(code)) {
      throw new Error(`Unknown editor language ${describe(code)}. Available languages: ${this.getCodes().join(', ')}.`);
    }
    return code;
  }

  /** Whether `code` is written right to left. */
  isRtl(code: string): boolean {
    return (KIT_RTL_LANGUAGE_CODES as readonly string[]).includes(code);
  }
}

/** The shared i18n instance (`KitEditor.i18n`). Created on first use, so importing stays cheap. */
let shared: KitI18n | undefined;

/** The page's shared `KitI18n`. */
export function kitI18n(): KitI18n {
  return (shared ??= new KitI18n());
}
