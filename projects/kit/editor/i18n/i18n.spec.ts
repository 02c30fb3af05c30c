import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import { KitI18n } from './i18n';
import { KIT_BUILT_IN_LANGUAGES } from './langs';
import { useEditorFactory } from '../editor-spec-helpers';

/** The built-in language table entry behind `code`, to spy on its chunk loader. */
const builtIn = (code: string) => KIT_BUILT_IN_LANGUAGES.find((language) => language.codes.includes(code))!;

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `check` holds (a language chunk arrives in a few ms, but CI machines are slow). */
const until = async (check: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await tick(10);
};

const rootOf = (editor: KitEditor) => editor.getUI().el;
const button = (editor: KitEditor, name: string) => rootOf(editor).querySelector<HTMLElement>(`kit-editor-toolbar [data-name="${name}"]`)!;
const texts = (root: HTMLElement, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector)).map((e) => e.textContent!.trim());
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('Editor i18n', () => {
  const { create, container } = useEditorFactory();

  it("language 'de' shows German labels: tabs, mode switch, toolbar, tooltips", async () => {
    await KitEditor.i18n.load('de'); // German is a chunk fetched on demand
    const editor = create({ language: 'de' });
    await tick();
    const root = rootOf(editor);
    expect(texts(root, '.kit-editor-tab')).toEqual(['Bearbeiten', 'Vorschau']);
    expect(texts(root, '.kit-mode-button')).toEqual(['Markdown', 'WYSIWYG']);
    expect(root.querySelector('.kit-mode-switch')!.getAttribute('aria-label')).toBe('Bearbeitungsmodus');
    expect(root.querySelector('kit-editor-toolbar')!.getAttribute('aria-label')).toBe('Editor-Symbolleiste');
    expect(button(editor, 'bold').getAttribute('title')).toMatch(/^Fett( \(.+\))?$/);
    expect(button(editor, 'bold').getAttribute('aria-label')).toMatch(/^Fett/);
    expect(button(editor, 'heading').getAttribute('title')).toBe('Überschriften');
    expect(button(editor, 'link').getAttribute('aria-label')).toBe('Link einfügen');
    expect(button(editor, 'indent').getAttribute('title')).toBe('Einzug vergrößern');
    // In tab style the preview is the Preview tab's panel, named by the tab.
    const panel = root.querySelector('.kit-md-preview')!;
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent!.trim()).toBe('Vorschau');
  });

  it("language 'de' names the editing areas in German", async () => {
    await KitEditor.i18n.load('de'); // German is a chunk fetched on demand
    const editor = create({ language: 'de' });
    await tick();
    expect(editor.getCodeMirror().contentDOM.getAttribute('aria-label')).toBe('Markdown-Editor');
    editor.changeMode('wysiwyg');
    await tick();
    expect(editor.getSquire().root.getAttribute('aria-label')).toBe('WYSIWYG-Editor');
  });

  it("language 'de' also translates popups", async () => {
    await KitEditor.i18n.load('de'); // German is a chunk fetched on demand
    const editor = create({ language: 'de' });
    button(editor, 'link').click();
    await tick();
    const popup = rootOf(editor).querySelector<HTMLElement>('kit-editor-popup')!;
    expect(popup.getAttribute('aria-label')).toBe('Link einfügen');
    expect(texts(popup, 'label')).toEqual(['URL', 'Linktext']);
    expect(texts(popup, 'button.kit-popup-ok, button.kit-popup-cancel')).toEqual(['OK', 'Abbrechen']);
    expect(popup.querySelector('.kit-popup-close')!.getAttribute('aria-label')).toBe('Schließen');
    button(editor, 'heading').click();
    await tick();
    const menu = rootOf(editor).querySelector<HTMLElement>('kit-editor-popup')!;
    expect(texts(menu, '[role="menuitem"]')).toEqual([
      'Überschrift 1', 'Überschrift 2', 'Überschrift 3', 'Überschrift 4', 'Überschrift 5', 'Überschrift 6', 'Absatz',
    ]);
  });

  it('the long code de_DE works the same as de', async () => {
    await KitEditor.i18n.load('de_DE');
    const editor = create({ language: 'de_DE' });
    expect(button(editor, 'heading').getAttribute('title')).toBe('Überschriften');
  });

  it("language 'ar' sets dir=rtl (and the arrow keys follow the reading direction), even before its strings load", async () => {
    const editor = create({ language: 'ar' });
    await tick();
    const root = rootOf(editor);
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(getComputedStyle(root.querySelector('kit-editor-toolbar')!).direction).toBe('rtl');
    const all = Array.from(root.querySelectorAll<HTMLElement>('kit-editor-toolbar [data-kit-toolbar-button]'));
    all[0].focus();
    key(all[0], 'ArrowLeft');
    expect(document.activeElement).toBe(all[1]);
    // The text areas keep the page's direction (the text need not be in the UI's language).
    for (const area of Array.from(root.querySelectorAll('.kit-md-editor, .kit-md-preview, .kit-ww-editor'))) {
      expect(getComputedStyle(area).direction).withContext(area.className).toBe('ltr');
    }
    const section = document.body.appendChild(document.createElement('section'));
    section.setAttribute('dir', 'rtl');
    try {
      const inRtl = new KitEditor({ el: section.appendChild(document.createElement('div')), usageStatistics: false });
      await tick();
      expect(getComputedStyle(rootOf(inRtl).querySelector('.kit-md-editor')!).direction).toBe('rtl');
      inRtl.remove();
    } finally {
      section.remove();
    }
    // English stays left to right.
    const english = create();
    expect(rootOf(english).hasAttribute('dir')).toBe(false);
  });

  it("the text areas follow a later change of the page's dir and lang; removed, the editor stops following", async () => {
    const section = document.body.appendChild(document.createElement('section'));
    try {
      const editor = new KitEditor({ el: section.appendChild(document.createElement('div')), language: 'ar', usageStatistics: false });
      await tick();
      const area = rootOf(editor).querySelector('.kit-md-editor')!;
      expect(area.getAttribute('dir')).toBe('ltr');
      section.setAttribute('dir', 'rtl');
      section.setAttribute('lang', 'he');
      await tick();
      expect(area.getAttribute('dir')).toBe('rtl');
      expect(area.getAttribute('lang')).toBe('he');
      expect(getComputedStyle(area).direction).toBe('rtl');
      section.removeAttribute('dir');
      await tick();
      expect(area.getAttribute('dir')).toBe('ltr');
      editor.remove();
      section.setAttribute('dir', 'rtl'); // no editor left to follow it: nothing throws
      await tick();
    } finally {
      section.remove();
    }
  });

  it("a plain page's container keeps its own dir and lang for the text (and its dir for an English UI); an empty dir inherits", async () => {
    const section = document.body.appendChild(document.createElement('section'));
    try {
      const el = section.appendChild(document.createElement('div'));
      el.setAttribute('dir', 'rtl');
      el.setAttribute('lang', 'ar');
      const editor = new KitEditor({ el, usageStatistics: false });
      await tick();
      const area = rootOf(editor).querySelector('.kit-md-editor')!;
      expect([area.getAttribute('dir'), area.getAttribute('lang')]).toEqual(['rtl', 'ar']);
      expect(el.getAttribute('dir')).toBe('rtl');
      editor.remove();
      expect([el.getAttribute('dir'), el.getAttribute('lang')]).toEqual(['rtl', 'ar']);
      section.setAttribute('dir', 'rtl');
      const inner = section.appendChild(document.createElement('div'));
      inner.setAttribute('dir', '');
      const nested = new KitEditor({ el: inner.appendChild(document.createElement('div')), usageStatistics: false });
      await tick();
      expect(rootOf(nested).querySelector('.kit-md-editor')!.getAttribute('dir')).toBe('rtl');
      nested.remove();
    } finally {
      section.remove();
    }
  });

  it('names the UI language in lang (de-DE for de_DE); the text areas keep the page language', async () => {
    const page = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'fr');
    try {
      await KitEditor.i18n.load('de_DE');
      const editor = create({ language: 'de_DE', previewStyle: 'vertical' });
      await tick();
      const root = rootOf(editor);
      expect(root.getAttribute('lang')).toBe('de-DE');
      for (const area of Array.from(root.querySelectorAll('.kit-md-editor, .kit-md-preview, .kit-ww-editor'))) {
        expect(area.getAttribute('lang')).withContext(area.className).toBe('fr');
      }
      expect(rootOf(create()).getAttribute('lang')).toBe('en-US');
      // A short code names the language by its long one: `zhtw` is no language tag.
      expect(rootOf(create({ language: 'zhtw' })).getAttribute('lang')).toBe('zh-TW');
      // Inside a part of the page in another language, the text areas have that one.
      const section = document.body.appendChild(document.createElement('section'));
      section.setAttribute('lang', 'it');
      const inside = new KitEditor({ el: section.appendChild(document.createElement('div')), usageStatistics: false });
      await tick();
      expect(rootOf(inside).querySelector('.kit-md-editor')!.getAttribute('lang')).toBe('it');
      inside.remove();
      section.remove();
    } finally {
      if (page === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', page);
    }
  });

  it("takes codes written with a hyphen, as TOAST UI 2 and 3 write them ('de-DE', 'ar-AR' for the direction too)", async () => {
    await KitEditor.i18n.load('de_DE');
    const editor = create({ language: 'de-DE' } as KitEditorOptions);
    await tick();
    expect(texts(rootOf(editor), '.kit-editor-tab')).toEqual(['Bearbeiten', 'Vorschau']);
    expect(KitEditor.i18n.checkCode('zh-TW')).toBe('zh_TW');
    expect(KitEditor.i18n.checkCode('en')).toBe('en');
    await KitEditor.i18n.load('ar');
    const arabic = create({ language: 'ar-AR' } as KitEditorOptions);
    await tick();
    expect(rootOf(arabic).getAttribute('dir')).toBe('rtl');
    expect(() => KitEditor.i18n.checkCode('xx-YY')).toThrowError(/Unknown editor language "xx-YY"/);
  });

  it('an unknown language throws listing the available codes, leaving the container untouched', () => {
    const el = container();
    el.innerHTML = '<p>mine</p>';
    const count = KitEditor.getInstances().length;
    expect(() => new KitEditor({ el, language: 'xx_YY' } as KitEditorOptions)).toThrowError(
      /Unknown editor language "xx_YY"\. Available languages: .*\ben_US\b.*/,
    );
    try {
      new KitEditor({ el, language: 'klingon' } as KitEditorOptions);
    } catch (e) {
      const message = (e as Error).message;
      for (const code of ['en', 'en_US', 'ko', 'ko_KR', 'zh', 'zh_CN', 'zhtw', 'zh_TW', 'ja', 'nl', 'es', 'de', 'ru', 'fr', 'uk', 'tr', 'fi', 'cs', 'ar', 'pl', 'gl', 'sv', 'it_IT']) {
        expect(message).withContext(code).toMatch(new RegExp(`\\b${code}\\b`));
      }
    }
    expect(el.innerHTML).toBe('<p>mine</p>');
    expect(KitEditor.getInstances().length).toBe(count);
  });

  it('two editors on one page keep their own languages; the shared code does not change', async () => {
    await Promise.all([KitEditor.i18n.load('de'), KitEditor.i18n.load('ko')]);
    const before = KitEditor.i18n.getCode();
    const german = create({ language: 'de' });
    const korean = create({ language: 'ko' });
    const english = create();
    expect(texts(rootOf(german), '.kit-editor-tab')).toEqual(['Bearbeiten', 'Vorschau']);
    expect(texts(rootOf(korean), '.kit-editor-tab')).toEqual(['편집하기', '미리보기']);
    expect(texts(rootOf(english), '.kit-editor-tab')).toEqual(['Write', 'Preview']);
    expect(button(german, 'bold').getAttribute('title')).toMatch(/^Fett/);
    expect(button(korean, 'bold').getAttribute('title')).toMatch(/^굵게/);
    expect(button(english, 'bold').getAttribute('title')).toMatch(/^Bold/);
    expect(KitEditor.i18n.getCode()).toBe(before);
  });

  describe('KitEditor.i18n.setLanguage', () => {
    afterEach(() => {
      KitEditor.i18n.setLanguage('de', { Bold: 'Fett' });
    });

    it('overrides a key and updates an editor already on screen', async () => {
      await KitEditor.i18n.load('de');
      const editor = create({ language: 'de' });
      const other = create({ language: 'de_DE' });
      expect(button(editor, 'bold').getAttribute('title')).toMatch(/^Fett/);
      KitEditor.i18n.setLanguage('de', { Bold: 'Dick' });
      await tick();
      expect(button(editor, 'bold').getAttribute('title')).toMatch(/^Dick/);
      expect(button(editor, 'bold').getAttribute('aria-label')).toMatch(/^Dick/);
      // Other keys are merged, not replaced.
      expect(button(editor, 'italic').getAttribute('title')).toMatch(/^Kursiv/);
      // Only the code given changes.
      expect(button(other, 'bold').getAttribute('title')).toMatch(/^Fett/);
    });

    it('adds a language; a key it lacks falls back to English (no throw)', async () => {
      KitEditor.i18n.setLanguage(['xq', 'xq_TEST'], { Bold: 'Boldq', Write: 'Writeq' });
      const editor = create({ language: 'xq_TEST' });
      await tick();
      expect(button(editor, 'bold').getAttribute('title')).toMatch(/^Boldq/);
      expect(button(editor, 'italic').getAttribute('title')).toMatch(/^Italic/);
      expect(texts(rootOf(editor), '.kit-editor-tab')).toEqual(['Writeq', 'Preview']);
      expect(KitEditor.i18n.get('Italic', 'xq')).toBe('Italic');
      expect(KitEditor.i18n.get('Bold', 'xq')).toBe('Boldq');
    });

    it('rejects bad arguments', () => {
      expect(() => KitEditor.i18n.setLanguage([], { Bold: 'x' })).toThrowError(TypeError, /code or an array of codes/);
      expect(() => KitEditor.i18n.setLanguage('de', null as never)).toThrowError(TypeError, /object of strings/);
    });
  });

  describe('KitI18n.get', () => {
    it('returns the text in the given code, else the current code, else English, else the key itself', async () => {
      const i18n = new KitI18n();
      await Promise.all([i18n.load('de'), i18n.load('ko')]);
      expect(i18n.getCode()).toBe('en_US');
      expect(i18n.get('Bold')).toBe('Bold');
      expect(i18n.get('Bold', 'de')).toBe('Fett');
      expect(i18n.get('Bold', 'no_SUCH')).toBe('Bold');
      expect(i18n.get('Not a key at all')).toBe('Not a key at all');
      expect(i18n.get('Not a key at all', 'de')).toBe('Not a key at all');
      i18n.setCode('ko');
      expect(i18n.get('Bold')).toBe('굵게');
      i18n.setLanguage('ko', { Bold: '' });
      expect(i18n.get('Bold')).toBe('Bold'); // an empty text falls back too
    });

    it('KitEditor.i18n is one shared instance, also on every editor', () => {
      const editor = create();
      expect(KitEditor.i18n).toBe(KitEditor.i18n);
      expect(editor.i18n).toBe(KitEditor.i18n);
      expect(KitEditor.i18n.hasLanguage('zh_TW')).toBe(true);
      expect(KitEditor.i18n.getCodes().length).toBeGreaterThanOrEqual(38);
    });

    it('ships the original 19 languages under both codes', async () => {
      const i18n = new KitI18n();
      const pairs = [
        ['en', 'en_US'], ['ko', 'ko_KR'], ['zh', 'zh_CN'], ['zhtw', 'zh_TW'], ['ja', 'ja_JP'], ['nl', 'nl_NL'], ['es', 'es_ES'],
        ['de', 'de_DE'], ['ru', 'ru_RU'], ['fr', 'fr_FR'], ['uk', 'uk_UA'], ['tr', 'tr_TR'], ['fi', 'fi_FI'], ['cs', 'cs_CZ'],
        ['ar', 'ar_AR'], ['pl', 'pl_PL'], ['gl', 'gl_ES'], ['sv', 'sv_SE'], ['it', 'it_IT'],
      ];
      for (const [short, long] of pairs) {
        expect(i18n.hasLanguage(short)).withContext(short).toBe(true);
        expect(i18n.hasLanguage(long)).withContext(long).toBe(true);
      }
      // Loading by either code registers both.
      await Promise.all(pairs.map(([short, long], i) => i18n.load(i % 2 ? short : long)));
      for (const [short, long] of pairs) {
        expect(i18n.get('Write', short)).withContext(short).toBe(i18n.get('Write', long));
        if (short !== 'en') expect(i18n.get('Write', short)).withContext(short).not.toBe('Write');
      }
    });
  });

  describe('languages loaded on demand', () => {
    it('getCodes, hasLanguage and checkCode know all 38 built-in codes before any is loaded', () => {
      const loaders = KIT_BUILT_IN_LANGUAGES.map((language) => spyOn(language, 'load').and.callThrough());
      const i18n = new KitI18n();
      const codes = KIT_BUILT_IN_LANGUAGES.flatMap((language) => [...language.codes]);
      expect(codes.length).toBe(38);
      expect(i18n.getCodes()).toEqual(codes);
      for (const code of codes) {
        expect(i18n.hasLanguage(code)).withContext(code).toBe(true);
        expect(i18n.checkCode(code)).withContext(code).toBe(code);
      }
      expect(() => i18n.checkCode('xx_YY')).toThrowError(/^Unknown editor language "xx_YY"\. Available languages: en, en_US, ko, ko_KR, .*, it, it_IT\.$/);
      for (const loader of loaders) expect(loader).not.toHaveBeenCalled();
    });

    it('an editor shows English until its language arrives, then re-renders: tabs, mode switch, toolbar, editing area, open popup', async () => {
      // Swedish is held back until `arrive()`; no other spec loads it into the shared instance.
      const swedish = builtIn('sv');
      const realLoad = swedish.load;
      let arrive!: () => void;
      const loader = spyOn(swedish, 'load').and.callFake(() => new Promise((resolve) => (arrive = () => resolve(realLoad()))));
      const editor = create({ language: 'sv' });
      expect(loader).toHaveBeenCalledTimes(1); // started when the editor was created, not on first use
      const root = rootOf(editor);
      expect(editor.getLanguage()).toBe('sv');
      button(editor, 'link').click();
      await tick();
      expect(texts(root, '.kit-editor-tab')).toEqual(['Write', 'Preview']);
      expect(root.querySelector('.kit-mode-switch')!.getAttribute('aria-label')).toBe('Editing mode');
      expect(root.querySelector('kit-editor-toolbar')!.getAttribute('aria-label')).toBe('Editor toolbar');
      expect(button(editor, 'bold').getAttribute('title')).toMatch(/^Bold/);
      expect(editor.getCodeMirror().contentDOM.getAttribute('aria-label')).toBe('Markdown editor');
      const popup = root.querySelector<HTMLElement>('kit-editor-popup')!;
      expect(texts(popup, 'label')).toEqual(['URL', 'Link text']);

      arrive();
      await KitEditor.i18n.load('sv');
      await tick();
      expect(texts(root, '.kit-editor-tab')).toEqual(['Skriv', 'Förhandsgranska']);
      expect(root.querySelector('.kit-mode-switch')!.getAttribute('aria-label')).toBe('Redigeringsläge');
      expect(root.querySelector('kit-editor-toolbar')!.getAttribute('aria-label')).toBe('Redigerarens verktygsfält');
      expect(button(editor, 'bold').getAttribute('title')).toMatch(/^Fetstil/);
      expect(button(editor, 'link').getAttribute('aria-label')).toBe('Infoga länk');
      expect(editor.getCodeMirror().contentDOM.getAttribute('aria-label')).toBe('Markdown-redigerare');
      expect(popup.getAttribute('aria-label')).toBe('Infoga länk');
      expect(texts(popup, 'label')).toEqual(['URL', 'Länktext']);
      expect(texts(popup, 'button.kit-popup-cancel')).toEqual(['Avbryt']);
      expect(popup.querySelector('.kit-popup-close')!.getAttribute('aria-label')).toBe('Stäng');
      expect(loader).toHaveBeenCalledTimes(1);
    });

    it('a language whose chunk fails to load logs the code and stays English; the editor keeps working', async () => {
      // Galician: no other spec loads it into the shared instance.
      const loader = spyOn(builtIn('gl'), 'load').and.callFake(() => Promise.reject(new Error('offline')));
      const error = spyOn(console, 'error');
      const editor = create({ language: 'gl' });
      const logged = () => error.calls.allArgs().filter((args) => String(args[0]).includes('"gl"'));
      await until(() => logged().length > 0);
      await tick();
      expect(logged().length).toBe(1);
      expect(texts(rootOf(editor), '.kit-editor-tab')).toEqual(['Write', 'Preview']);
      expect(button(editor, 'bold').getAttribute('title')).toMatch(/^Bold/);
      editor.setMarkdown('# still works');
      expect(editor.getMarkdown()).toBe('# still works');
      // Renders keep asking for the strings, but a broken chunk is not refetched on every lookup.
      expect(loader).toHaveBeenCalledTimes(1);
    });

    it('get() for a built-in language not loaded yet answers English and starts the load', async () => {
      const i18n = new KitI18n();
      const version = i18n.version();
      expect(i18n.get('Bold', 'ko')).toBe('Bold');
      await until(() => i18n.get('Bold', 'ko') !== 'Bold');
      expect(i18n.get('Bold', 'ko')).toBe('굵게');
      expect(i18n.get('Bold', 'ko_KR')).toBe('굵게');
      expect(i18n.version()).toBeGreaterThan(version);
    });

    it('load() fetches a language once, under both codes, and resolves at once for English and app languages', async () => {
      const japanese = spyOn(builtIn('ja'), 'load').and.callThrough();
      const english = spyOn(builtIn('en'), 'load').and.callThrough();
      const i18n = new KitI18n();
      await Promise.all([i18n.load('ja'), i18n.load('ja_JP'), i18n.load('ja')]);
      await i18n.load('ja_JP');
      expect(japanese).toHaveBeenCalledTimes(1);
      expect(i18n.get('Write', 'ja')).toBe('編集');
      expect(i18n.get('Write', 'ja_JP')).toBe('編集');
      await i18n.load('en');
      await i18n.load('en_US');
      expect(english).not.toHaveBeenCalled();
      i18n.setLanguage(['xq', 'xq_TEST'], { Bold: 'Boldq' });
      await expectAsync(i18n.load('xq_TEST')).toBeResolved();
    });

    it('load() of an unknown code rejects with the unknown-language error', async () => {
      const i18n = new KitI18n();
      await expectAsync(i18n.load('xx_YY')).toBeRejectedWithError(Error, /^Unknown editor language "xx_YY"\. Available languages: en, en_US, ko, ko_KR, .*\bit_IT\.$/);
      await expectAsync(i18n.load(42 as never)).toBeRejectedWithError(Error, /^Unknown editor language 42\./);
    });

    it('strings an app set before a language loads win over the loaded ones (merged, not replaced)', async () => {
      const i18n = new KitI18n();
      i18n.setLanguage('fi', { Bold: 'Paksu' });
      expect(i18n.get('Bold', 'fi')).toBe('Paksu');
      expect(i18n.get('Italic', 'fi')).toBe('Italic'); // not loaded yet: English
      await i18n.load('fi');
      expect(i18n.get('Bold', 'fi')).toBe('Paksu');
      expect(i18n.get('Italic', 'fi')).toBe('Kursivointi');
      expect(i18n.get('Bold', 'fi_FI')).toBe('Lihavointi'); // the override was for 'fi' only
      i18n.setLanguage('fi', { Bold: 'Lihava' });
      expect(i18n.get('Bold', 'fi')).toBe('Lihava'); // and later app strings still win
    });

    it('a failed load() rejects naming the code and keeps English; get() does not retry it, a later load() does', async () => {
      const loader = spyOn(builtIn('cs'), 'load').and.callFake(() => Promise.reject(new Error('offline')));
      const i18n = new KitI18n();
      const failure = await i18n.load('cs_CZ').then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(failure?.message).toMatch(/^Could not load the editor language "cs_CZ"/);
      expect((failure?.cause as Error).message).toBe('offline');
      expect(i18n.get('Bold', 'cs')).toBe('Bold');
      await tick(0);
      expect(loader).toHaveBeenCalledTimes(1);
      loader.and.callThrough();
      await i18n.load('cs');
      expect(loader).toHaveBeenCalledTimes(2);
      expect(i18n.get('Write', 'cs')).toBe('Psaní');
    });
  });
});
