import { useEditorFactory, waitFor } from './editor-spec-helpers';
import { loadQuill, loadWysiwygEngine, overrideWysiwygImportForSpecs } from './wysiwyg/quill-loader';
import { KitViewer } from './viewer/kit-viewer';
import { KitEditor } from './kit-editor';

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

/* QA of languages, right-to-left, the viewer and themes (2026-11-27). */
describe('languages, right to left, viewer and themes (QA 2026-11-27)', () => {
  const { create, container } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('right-to-left WYSIWYG lists: markers in the right padding, not over the text (a click at the text ticked a task)', () => {
    const el = container();
    el.dir = 'rtl';
    const editor = create({ el, initialEditType: 'wysiwyg', initialValue: '- one\n- [ ] task\n  - nested\n' });
    const items = Array.from(editor.getSquire().root.querySelectorAll('li'));
    const [first, , nested] = items.map((item) => getComputedStyle(item));
    expect([first.paddingLeft, first.paddingRight]).toEqual(['0px', `${parseFloat(first.fontSize) * 1.5}px`]);
    expect(parseFloat(nested.paddingRight)).toBeCloseTo(parseFloat(nested.fontSize) * 4.5, 0);
    for (const item of items) {
      const range = document.createRange();
      range.selectNodeContents(item.lastChild!);
      const text = range.getBoundingClientRect();
      const start = item.getBoundingClientRect().right - parseFloat(getComputedStyle(item).paddingRight);
      expect(text.right).withContext(item.textContent!).toBeLessThanOrEqual(start + 0.5);
    }
  });

  it('the WYSIWYG area is named in the editor language when Quill arrives after the language (it kept "WYSIWYG editor")', async () => {
    const engine = await loadWysiwygEngine();
    let arrive!: () => void;
    overrideWysiwygImportForSpecs(() => new Promise((resolve) => (arrive = () => resolve(engine))));
    try {
      const editor = create({ language: 'de', initialEditType: 'wysiwyg' });
      await KitEditor.i18n.load('de'); // German has loaded; Quill has not
      await tick();
      const switched = new Promise((resolve) => editor.on('changeMode', resolve));
      arrive();
      await switched;
      await tick();
      expect(editor.getSquire().root.getAttribute('aria-label')).toBe('WYSIWYG-Editor');
    } finally {
      overrideWysiwygImportForSpecs(null);
      await loadQuill();
    }
  });

  it('right to left, the table size picker moves with Left and Right as drawn', async () => {
    const el = container();
    el.dir = 'rtl';
    const editor = create({ el, language: 'ar' });
    editor.getUI().el.querySelector<HTMLElement>('kit-editor-toolbar [data-name="table"]')!.click();
    await tick();
    const grid = editor.getUI().el.querySelector<HTMLElement>('.kit-table-grid')!;
    const corner = () => grid.ownerDocument.getElementById(grid.getAttribute('aria-activedescendant')!)!.getBoundingClientRect().left;
    const before = corner();
    key(grid, 'ArrowLeft');
    await tick();
    expect(corner()).withContext('ArrowLeft goes left on screen').toBeLessThan(before);
    key(grid, 'ArrowRight');
    key(grid, 'ArrowRight');
    await tick();
    expect(corner()).toBeGreaterThan(before);
  });

  it('right to left, the colour palette opens under its button, start edges aligned (right)', async () => {
    const el = container();
    el.dir = 'rtl';
    el.style.width = '900px';
    const editor = create({ el, language: 'ar', exts: ['colorSyntax'] });
    const button = editor.getUI().el.querySelector<HTMLElement>('kit-editor-toolbar [data-name="colorSyntax"]')!;
    button.click();
    await tick(60);
    const palette = Array.from(editor.getUI().el.querySelectorAll<HTMLElement>('*')).find((node) => node.querySelector?.('.kit-color-swatch') && node.offsetParent && getComputedStyle(node).position === 'absolute')!;
    expect(Math.abs(palette.getBoundingClientRect().right - button.getBoundingClientRect().right)).toBeLessThan(2);
  });

  it('the viewer names a task checkbox from the item, an image by its description (it said "Task")', () => {
    const el = container();
    const viewer = new KitViewer({ el, initialValue: '- [ ] ![Diagramm prüfen](x.png)\n- [x] plain text' });
    const boxes = Array.from(el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Diagramm prüfen', 'plain text']);
    viewer.remove();
  });

  it("the viewer takes the editor's theme option (dark); a bad one throws naming it", () => {
    const el = container();
    const viewer = new KitViewer({ el, theme: 'dark', initialValue: 'text' });
    expect(el.querySelector('.kit-viewer')?.classList.contains('kit-theme-dark') ?? el.classList.contains('kit-theme-dark')).toBeTrue();
    viewer.remove();
    expect(() => new KitViewer({ el: container(), theme: 'blue' as never })).toThrowError(/"theme" must be 'light' or 'dark', got "blue"/);
  });

  it('language codes are case-insensitive, as BCP 47 tags are (de-de, DE, zh-cn, ko-kr, AR)', () => {
    for (const code of ['de-de', 'DE', 'zh-cn', 'ko-kr', 'AR']) {
      expect(() => create({ language: code }).remove()).withContext(code).not.toThrow();
    }
    expect(() => create({ language: 'xx' })).toThrowError(/Unknown editor language "xx"/);
  });

  it('the markdown placeholder meets AA contrast (it was #888, 3.5:1)', () => {
    const editor = create({ placeholder: 'Write here' });
    const placeholder = editor.getUI().el.querySelector<HTMLElement>('.cm-placeholder')!;
    expect(getComputedStyle(placeholder).color).toBe('rgb(101, 101, 101)');
  });

  it('tells the placeholder as aria-placeholder, and draws it without text in the text area (kbqa: Chromium read it as the value)', async () => {
    const editor = create({ placeholder: 'Write here' });
    const content = editor.getCodeMirror().contentDOM;
    expect(content.getAttribute('aria-placeholder')).toBe('Write here');
    expect(content.textContent).toBe('');
    const drawn = content.querySelector('.cm-placeholder [data-kit-placeholder]')!;
    expect(getComputedStyle(drawn, '::before').content).toBe('"Write here"');
    editor.setPlaceholder('');
    expect(content.hasAttribute('aria-placeholder')).toBeFalse();
    editor.changeMode('wysiwyg', true);
    await waitFor(() => editor.isWysiwygMode());
    editor.setPlaceholder('Type');
    expect((editor.getSquire().root as HTMLElement).getAttribute('aria-placeholder')).toBe('Type');
  });
});
