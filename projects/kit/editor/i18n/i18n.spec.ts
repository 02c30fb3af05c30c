import { KitEditor, ready } from '../kit-editor';
import type { KitEditorOptions } from '../editor-options';
import { KitI18n } from './i18n';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

const rootOf = (editor: KitEditor) => editor.getUI().el;
const button = (editor: KitEditor, name: string) => rootOf(editor).querySelector<HTMLElement>(`kit-editor-toolbar [data-name="${name}"]`)!;
const texts = (root: HTMLElement, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector)).map((e) => e.textContent!.trim());
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('Editor i18n', () => {
  let containers: HTMLElement[] = [];
  let editors: KitEditor[] = [];
  const create = (options: Partial<KitEditorOptions> = {}) => {
    const el = document.body.appendChild(document.createElement('div'));
    containers.push(el);
    const editor = new KitEditor({ el, usageStatistics: false, ...options } as KitEditorOptions);
    editors.push(editor);
    return editor;
  };

  beforeAll(async () => {
    await ready;
  });
  afterEach(() => {
    for (const editor of editors) if (KitEditor.getInstances().includes(editor)) editor.remove();
    for (const el of containers) el.remove();
    editors = [];
    containers = [];
  });

  it("language 'de' shows German labels: tabs, mode switch, toolbar, tooltips", async () => {
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
    expect(root.querySelector('.kit-md-preview')!.getAttribute('aria-label')).toBe('Vorschau');
  });

  it("language 'de' names the editing areas in German", async () => {
    const editor = create({ language: 'de' });
    await tick();
    expect(editor.getCodeMirror().contentDOM.getAttribute('aria-label')).toBe('Markdown-Editor');
    editor.changeMode('wysiwyg');
    await tick();
    expect(editor.getSquire().root.getAttribute('aria-label')).toBe('WYSIWYG-Editor');
  });

  it("language 'de' also translates popups", async () => {
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

  it('the long code de_DE works the same as de', () => {
    const editor = create({ language: 'de_DE' });
    expect(button(editor, 'heading').getAttribute('title')).toBe('Überschriften');
  });

  it("language 'ar' sets dir=rtl (and the arrow keys follow the reading direction)", async () => {
    const editor = create({ language: 'ar' });
    await tick();
    const root = rootOf(editor);
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(getComputedStyle(root.querySelector('kit-editor-toolbar')!).direction).toBe('rtl');
    const all = Array.from(root.querySelectorAll<HTMLElement>('kit-editor-toolbar [data-kit-toolbar-button]'));
    all[0].focus();
    key(all[0], 'ArrowLeft');
    expect(document.activeElement).toBe(all[1]);
    // English stays left to right.
    const english = create();
    expect(rootOf(english).hasAttribute('dir')).toBe(false);
  });

  it('an unknown language throws listing the available codes, leaving the container untouched', () => {
    const el = document.body.appendChild(document.createElement('div'));
    containers.push(el);
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

  it('two editors on one page keep their own languages; the shared code does not change', () => {
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
    it('returns the text in the given code, else the current code, else English, else the key itself', () => {
      const i18n = new KitI18n();
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

    it('ships the original 19 languages under both codes', () => {
      const i18n = new KitI18n();
      const pairs = [
        ['en', 'en_US'], ['ko', 'ko_KR'], ['zh', 'zh_CN'], ['zhtw', 'zh_TW'], ['ja', 'ja_JP'], ['nl', 'nl_NL'], ['es', 'es_ES'],
        ['de', 'de_DE'], ['ru', 'ru_RU'], ['fr', 'fr_FR'], ['uk', 'uk_UA'], ['tr', 'tr_TR'], ['fi', 'fi_FI'], ['cs', 'cs_CZ'],
        ['ar', 'ar_AR'], ['pl', 'pl_PL'], ['gl', 'gl_ES'], ['sv', 'sv_SE'], ['it', 'it_IT'],
      ];
      for (const [short, long] of pairs) {
        expect(i18n.hasLanguage(short)).withContext(short).toBe(true);
        expect(i18n.get('Write', short)).withContext(short).toBe(i18n.get('Write', long));
      }
    });
  });
});
