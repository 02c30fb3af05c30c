import { KIT_I18N_KEYS, type KitLanguageStrings } from '../i18n-keys';
import { KIT_BUILT_IN_LANGUAGES, KIT_ENGLISH_CODES, KIT_ENGLISH_STRINGS, KIT_RTL_LANGUAGE_CODES } from './index';

describe('built-in languages', () => {
  const english = KIT_BUILT_IN_LANGUAGES[0];
  const allCodes = KIT_BUILT_IN_LANGUAGES.flatMap((language) => [...language.codes]);

  it('lists English first and 19 languages with 38 codes', () => {
    expect(english.codes).toEqual(['en', 'en_US']);
    expect(KIT_BUILT_IN_LANGUAGES.length).toBe(19);
    expect(allCodes.length).toBe(38);
  });

  it('uses every code once across languages', () => {
    expect(new Set(allCodes).size).toBe(allCodes.length);
    for (const language of KIT_BUILT_IN_LANGUAGES) {
      expect(language.codes.length).withContext(language.codes.join()).toBe(2);
    }
  });

  it('registers the codes TOAST UI Editor 1.x used, in its order', () => {
    expect(KIT_BUILT_IN_LANGUAGES.map((language) => language.codes.join('/'))).toEqual([
      'en/en_US',
      'ko/ko_KR',
      'zh/zh_CN',
      'zhtw/zh_TW',
      'ja/ja_JP',
      'nl/nl_NL',
      'es/es_ES',
      'de/de_DE',
      'ru/ru_RU',
      'fr/fr_FR',
      'uk/uk_UA',
      'tr/tr_TR',
      'fi/fi_FI',
      'cs/cs_CZ',
      'ar/ar_AR',
      'pl/pl_PL',
      'gl/gl_ES',
      'sv/sv_SE',
      'it/it_IT',
    ]);
  });

  it('marks only Arabic as right to left, with codes that are registered', () => {
    expect([...KIT_RTL_LANGUAGE_CODES]).toEqual(['ar', 'ar_AR']);
    for (const code of KIT_RTL_LANGUAGE_CODES) {
      expect(allCodes).toContain(code);
    }
  });

  it('gives English its keys as its strings, bundled (its loader answers the same object)', async () => {
    expect(english.codes).toEqual(KIT_ENGLISH_CODES);
    for (const key of KIT_I18N_KEYS) {
      expect(KIT_ENGLISH_STRINGS[key]).withContext(key).toBe(key);
    }
    expect(await english.load()).toBe(KIT_ENGLISH_STRINGS);
  });

  for (const language of KIT_BUILT_IN_LANGUAGES) {
    const name = language.codes[1];

    describe(name, () => {
      // The strings as an app gets them: through the language's loader (its chunk).
      let strings: KitLanguageStrings;
      beforeAll(async () => {
        strings = await language.load();
      });

      it('has every key, in key order, and no other', () => {
        expect(Object.keys(strings)).toEqual([...KIT_I18N_KEYS]);
      });

      it('has a non-empty string without surrounding whitespace for every key', () => {
        for (const key of KIT_I18N_KEYS) {
          const value: unknown = strings[key];
          expect(typeof value)
            .withContext(key)
            .toBe('string');
          const text = value as string;
          expect(text.trim().length).withContext(key).toBeGreaterThan(0);
          expect(text).withContext(key).toBe(text.trim());
        }
      });

      if (language !== english) {
        it('translates at least 80% of the strings', () => {
          const translated = KIT_I18N_KEYS.filter((key) => strings[key] !== KIT_ENGLISH_STRINGS[key]).length;
          expect(translated / KIT_I18N_KEYS.length).toBeGreaterThanOrEqual(0.8);
        });
      }
    });
  }
});
