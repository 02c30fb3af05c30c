import type { KitLanguageStrings } from '../i18n-keys';
import { arAR } from './ar-ar';
import { csCZ } from './cs-cz';
import { deDE } from './de-de';
import { enUS } from './en-us';
import { esES } from './es-es';
import { fiFI } from './fi-fi';
import { frFR } from './fr-fr';
import { glES } from './gl-es';
import { itIT } from './it-it';
import { jaJP } from './ja-jp';
import { koKR } from './ko-kr';
import { nlNL } from './nl-nl';
import { plPL } from './pl-pl';
import { ruRU } from './ru-ru';
import { svSE } from './sv-se';
import { trTR } from './tr-tr';
import { ukUA } from './uk-ua';
import { zhCN } from './zh-cn';
import { zhTW } from './zh-tw';

/**
 * The languages the editor ships with, English first. Each is registered under the two codes
 * TOAST UI Editor 1.x used for it (the short one and the `xx_YY` one), so apps that pass
 * `language: 'ko'` or `language: 'ko_KR'` get the same strings.
 */
export const KIT_BUILT_IN_LANGUAGES: readonly {
  codes: readonly string[];
  strings: KitLanguageStrings;
}[] = [
  { codes: ['en', 'en_US'], strings: enUS },
  { codes: ['ko', 'ko_KR'], strings: koKR },
  { codes: ['zh', 'zh_CN'], strings: zhCN },
  { codes: ['zhtw', 'zh_TW'], strings: zhTW },
  { codes: ['ja', 'ja_JP'], strings: jaJP },
  { codes: ['nl', 'nl_NL'], strings: nlNL },
  { codes: ['es', 'es_ES'], strings: esES },
  { codes: ['de', 'de_DE'], strings: deDE },
  { codes: ['ru', 'ru_RU'], strings: ruRU },
  { codes: ['fr', 'fr_FR'], strings: frFR },
  { codes: ['uk', 'uk_UA'], strings: ukUA },
  { codes: ['tr', 'tr_TR'], strings: trTR },
  { codes: ['fi', 'fi_FI'], strings: fiFI },
  { codes: ['cs', 'cs_CZ'], strings: csCZ },
  { codes: ['ar', 'ar_AR'], strings: arAR },
  { codes: ['pl', 'pl_PL'], strings: plPL },
  { codes: ['gl', 'gl_ES'], strings: glES },
  { codes: ['sv', 'sv_SE'], strings: svSE },
  { codes: ['it', 'it_IT'], strings: itIT },
];

/** Language codes written right to left; the editor sets `dir="rtl"` when one of them is active. */
export const KIT_RTL_LANGUAGE_CODES = ['ar', 'ar_AR'] as const;
