import type { KitLanguageStrings } from '../i18n-keys';
import { enUS } from './en-us';

/**
 * One built-in language: its two codes and how to get its strings. Only English is bundled (every
 * lookup falls back to it, so it must be there synchronously); each other language is a dynamic
 * `import()`, i.e. its own chunk that a page downloads only when an editor uses the language.
 */
export interface KitBuiltInLanguage {
  /**
   * The two codes TOAST UI Editor 1.x used for the language (the short one and the `xx_YY` one),
   * so apps that pass `language: 'ko'` or `language: 'ko_KR'` get the same strings.
   */
  readonly codes: readonly [string, string];
  /** Fetches the strings (English: at once from the bundle; the others: their chunk). */
  readonly load: () => Promise<KitLanguageStrings>;
}

/** English's codes; `KitI18n` registers them at construction (the fallback of every lookup). */
export const KIT_ENGLISH_CODES = ['en', 'en_US'] as const;

/** English's strings, bundled: the fallback must answer before any chunk arrives. */
export const KIT_ENGLISH_STRINGS: KitLanguageStrings = enUS;

/**
 * The languages the editor ships with, English first, in TOAST UI Editor 1.x's order. The codes
 * are known synchronously (so an editor's `language` option is checked at once); the strings of
 * all but English load on demand. Each loader names its file literally so the bundler can split
 * it into its own chunk (a computed path would pull every language in).
 */
export const KIT_BUILT_IN_LANGUAGES: readonly KitBuiltInLanguage[] = [
  { codes: KIT_ENGLISH_CODES, load: () => Promise.resolve(enUS) },
  { codes: ['ko', 'ko_KR'], load: () => import('./ko-kr').then((m) => m.koKR) },
  { codes: ['zh', 'zh_CN'], load: () => import('./zh-cn').then((m) => m.zhCN) },
  { codes: ['zhtw', 'zh_TW'], load: () => import('./zh-tw').then((m) => m.zhTW) },
  { codes: ['ja', 'ja_JP'], load: () => import('./ja-jp').then((m) => m.jaJP) },
  { codes: ['nl', 'nl_NL'], load: () => import('./nl-nl').then((m) => m.nlNL) },
  { codes: ['es', 'es_ES'], load: () => import('./es-es').then((m) => m.esES) },
  { codes: ['de', 'de_DE'], load: () => import('./de-de').then((m) => m.deDE) },
  { codes: ['ru', 'ru_RU'], load: () => import('./ru-ru').then((m) => m.ruRU) },
  { codes: ['fr', 'fr_FR'], load: () => import('./fr-fr').then((m) => m.frFR) },
  { codes: ['uk', 'uk_UA'], load: () => import('./uk-ua').then((m) => m.ukUA) },
  { codes: ['tr', 'tr_TR'], load: () => import('./tr-tr').then((m) => m.trTR) },
  { codes: ['fi', 'fi_FI'], load: () => import('./fi-fi').then((m) => m.fiFI) },
  { codes: ['cs', 'cs_CZ'], load: () => import('./cs-cz').then((m) => m.csCZ) },
  { codes: ['ar', 'ar_AR'], load: () => import('./ar-ar').then((m) => m.arAR) },
  { codes: ['pl', 'pl_PL'], load: () => import('./pl-pl').then((m) => m.plPL) },
  { codes: ['gl', 'gl_ES'], load: () => import('./gl-es').then((m) => m.glES) },
  { codes: ['sv', 'sv_SE'], load: () => import('./sv-se').then((m) => m.svSE) },
  { codes: ['it', 'it_IT'], load: () => import('./it-it').then((m) => m.itIT) },
];

/** Language codes written right to left; the editor sets `dir="rtl"` when one of them is active. */
export const KIT_RTL_LANGUAGE_CODES = ['ar', 'ar_AR'] as const;
