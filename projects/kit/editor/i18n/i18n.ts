import { signal } from '@angular/core';
import { describeValue } from 'kit-ui/core';
import { KIT_BUILT_IN_LANGUAGES, KIT_ENGLISH_CODES, KIT_ENGLISH_STRINGS, KIT_RTL_LANGUAGE_CODES, type KitBuiltInLanguage } from './langs';
import type { KitI18nKey, KitLanguageStrings } from './i18n-keys';

/** The code every lookup falls back to. */
const FALLBACK_CODE = 'en_US';

/**
 * The editor's UI strings in every language (`KitEditor.i18n`). Unlike TOAST UI Editor 1.x, the
 * language is chosen per editor (the `language` option) and a key missing from a language falls
 * back to English instead of throwing (Part C item 3). Apps add or override a language with
 * `setLanguage(codes, strings)`; editors already on screen pick the change up.
 *
 * Only English is bundled. The other built-in languages are known by code from the start (so
 * `language: 'ko'` is checked synchronously) but their strings are separate chunks, fetched by
 * `load(code)` the first time an editor or `get` asks for them; until then lookups answer in
 * English, and `version` tells editors to re-read once the strings are in.
 */
export class KitI18n {
  /** Strings per code: English, built-in languages loaded so far, and whatever the app set. */
  private readonly languages = new Map<string, Partial<Record<string, string>>>();
  /** The built-in language behind each of its codes, known before its strings are loaded. */
  private readonly builtIn = new Map<string, KitBuiltInLanguage>();
  /** A load finished or under way per built-in language, so each chunk is fetched once. */
  private readonly loads = new Map<KitBuiltInLanguage, Promise<void>>();
  /** Built-in languages whose last load failed: `get` and editors do not retry them on every render. */
  private readonly failed = new Set<KitBuiltInLanguage>();
  private code = FALLBACK_CODE;
  /** Bumped on every change (a language set or loaded), so computed UI strings re-read (a signal: editors are OnPush). */
  readonly version = signal(0);

  constructor() {
    for (const language of KIT_BUILT_IN_LANGUAGES) {
      for (const code of language.codes) this.builtIn.set(code, language);
    }
    // English is the fallback of every lookup, so it is there from the start; nothing to fetch.
    for (const code of KIT_ENGLISH_CODES) this.languages.set(code, { ...KIT_ENGLISH_STRINGS });
    const english = this.builtIn.get(FALLBACK_CODE);
    if (english) this.loads.set(english, Promise.resolve());
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
   * keys win). Keys kit does not use are kept, for extensions. Strings set for a built-in language
   * before its chunk has loaded stay: the loaded strings only fill the keys the app did not set.
   */
  setLanguage(codes: string | readonly string[], strings: Partial<KitLanguageStrings> | Record<string, string>): void {
    const list = typeof codes === 'string' ? [codes] : codes;
    if (!Array.isArray(list) || list.length === 0 || list.some((c) => typeof c !== 'string' || c === '')) {
      throw new TypeError(`i18n.setLanguage(codes) expects a code or an array of codes, got ${describeValue(codes)}.`);
    }
    if (typeof strings !== 'object' || strings === null) {
      throw new TypeError(`i18n.setLanguage(codes, strings) expects an object of strings, got ${describeValue(strings)}.`);
    }
    const notText = Object.entries(strings).find(([, text]) => typeof text !== 'string');
    if (notText) throw new TypeError(`i18n.setLanguage(codes, strings): the string for "${notText[0]}" must be text, got ${describeValue(notText[1])}.`);
    for (const code of list) this.languages.set(code, { ...this.languages.get(code), ...strings });
    this.version.update((v) => v + 1);
  }

  /**
   * Loads the strings of a built-in language (its own chunk) and registers them under both its
   * codes, then bumps `version` so editors showing it re-render. Each language is fetched once;
   * calls while it loads share the same promise. Resolves at once for English, for a language
   * already loaded and for codes the app registered with `setLanguage`. Keys the app set for the
   * language earlier keep the app's text.
   *
   * Editors call this themselves (and `get` starts it), so apps only need it to wait for the
   * strings, e.g. before reading `get(key, code)` or to fetch a language ahead of time.
   * @returns a promise that rejects for an unknown code (the same message as an unknown
   * `language` option), or when the chunk cannot be fetched (the language stays English; a later
   * `load` tries again).
   */
  load(code: string): Promise<void> {
    const language = typeof code === 'string' ? this.builtIn.get(code) : undefined;
    if (!language) {
      return this.languages.has(code) ? Promise.resolve() : Promise.reject(this.unknownCode(code));
    }
    let pending = this.loads.get(language);
    if (!pending) {
      pending = language.load().then(
        (strings) => {
          this.failed.delete(language);
          // The app's earlier overrides win over the built-in text (merge under, not over).
          for (const c of language.codes) this.languages.set(c, { ...strings, ...this.languages.get(c) });
          this.version.update((v) => v + 1);
        },
        (error: unknown) => {
          // Forget the attempt so an explicit `load` can retry (a network blip, an app update).
          this.loads.delete(language);
          this.failed.add(language);
          throw new Error(`Could not load the editor language "${code}"; its texts stay in English.`, { cause: error });
        },
      );
      this.loads.set(language, pending);
    }
    return pending;
  }

  /**
   * Starts `load(code)` without waiting, for callers that render now and re-render on `version`
   * (editors, `get`). A failure is logged with `console.error` naming the code and the language
   * stays English: a missing translation must never break an editor. Does nothing for codes that
   * are not built in, already loaded or loading, or whose load already failed (so a render loop
   * does not refetch a broken chunk; call `load` to retry).
   */
  preload(code: string): void {
    const language = this.builtIn.get(code);
    if (!language || this.loads.has(language) || this.failed.has(language)) return;
    this.load(code).catch((error: unknown) => console.error(`kit editor: could not load the UI language "${code}"; showing English.`, error));
  }

  /** Whether `code` is a built-in language (loaded yet or not) or one registered with `setLanguage`. */
  hasLanguage(code: string): boolean {
    return this.builtIn.has(code) || this.languages.has(code);
  }

  /** Every language code: the built-in ones (loaded yet or not), then those the app added. */
  getCodes(): string[] {
    return [...new Set([...this.builtIn.keys(), ...this.languages.keys()])];
  }

  /**
   * The text of `key` in `code` (default: `setCode`'s code). A language or key that is missing
   * falls back to English; a key English lacks too comes back as itself. A built-in language not
   * loaded yet answers English and starts loading, so a later call (or a re-render on `version`)
   * gets the translation.
   */
  get(key: KitI18nKey | string, code: string = this.code): string {
    this.preload(code);
    return this.languages.get(code)?.[key] || this.languages.get(FALLBACK_CODE)?.[key] || key;
  }

  /**
   * Checks a language code for an editor's `language` option and returns the code to use. Built-in
   * codes pass before their strings are loaded, so the option is checked synchronously. A code
   * written with a hyphen, as TOAST UI Editor 2 and 3 and BCP 47 write them (`de-DE`), is the
   * registered one with an underscore (`de_DE`) when only that exists.
   * @throws Error naming the unknown code and the available ones.
   */
  checkCode(code: unknown): string {
    if (typeof code === 'string' && this.hasLanguage(code)) return code;
    const underscored = typeof code === 'string' ? code.replace('-', '_') : '';
    if (underscored !== code && this.hasLanguage(underscored)) return underscored;
    // Language tags are case-insensitive (BCP 47: `DE`, `de-de`, `zh-cn` from navigator.language or
    // a server): the registered code that differs only in case.
    const folded = underscored.toLowerCase();
    const same = folded ? this.getCodes().find((known) => known.toLowerCase() === folded) : undefined;
    if (same) return same;
    throw this.unknownCode(code);
  }

  /** Whether `code` is written right to left. */
  isRtl(code: string): boolean {
    return (KIT_RTL_LANGUAGE_CODES as readonly string[]).includes(code);
  }

  /** The error for a code that is neither built in nor registered, listing the available ones. */
  private unknownCode(code: unknown): Error {
    return new Error(`Unknown editor language ${describeValue(code)}. Available languages: ${this.getCodes().join(', ')}.`);
  }
}

/** The shared i18n instance (`KitEditor.i18n`). Created on first use, so importing stays cheap. */
let shared: KitI18n | undefined;

/** The page's shared `KitI18n`. */
export function kitI18n(): KitI18n {
  return (shared ??= new KitI18n());
}
