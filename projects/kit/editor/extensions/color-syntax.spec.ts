import { undo } from '@codemirror/commands';
import { KitEditor, ready } from '../kit-editor';
import { SpecInstances, waitFor } from './extension-spec-helpers';
import type { KitEditorOptions } from '../editor-options';
import { KitViewer } from '../viewer/kit-viewer';
import { KIT_BUILT_IN_LANGUAGES } from '../i18n/langs';

const instances = new SpecInstances();


function create(options: Partial<KitEditorOptions> = {}): KitEditor {
  const editor = new KitEditor({ el: instances.container(), usageStatistics: false, previewDelayTime: 0, previewStyle: 'vertical', exts: ['colorSyntax'], ...options } as KitEditorOptions);
  return instances.track(editor);
}


const RED = 'rgb(255, 0, 0)';
const rootOf = (e: KitEditor) => e.getUI().el;
const previewOf = (e: KitEditor) => rootOf(e).querySelector<HTMLElement>('.kit-md-preview')!;
const colorButton = (e: KitEditor) => rootOf(e).querySelector<HTMLElement>('kit-editor-toolbar [data-kit-toolbar-button][data-name="colorSyntax"]')!;
const popupOf = (e: KitEditor) => rootOf(e).ownerDocument.querySelector<HTMLElement>('.kit-color-popup');
const swatches = (e: KitEditor) => Array.from(popupOf(e)!.querySelectorAll<HTMLElement>('.kit-color-swatch'));
/** The element around the first occurrence of `text` under `root`. */
function elementWithText(root: HTMLElement, text: string): HTMLElement | null {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent!.includes(text)) return node.parentElement;
  return null;
}
const colorOf = (root: HTMLElement, text: string) => {
  const el = elementWithText(root, text);
  return el ? getComputedStyle(el).color : null;
};
/** Selects `text` in the markdown editor. */
function selectMarkdown(e: KitEditor, text: string): void {
  const view = e.getCodeMirror();
  const from = view.state.doc.toString().indexOf(text);
  view.dispatch({ selection: { anchor: from, head: from + text.length } });
}
/** Selects `text` in the WYSIWYG editor. */
function selectWysiwyg(e: KitEditor, text: string): void {
  const quill = e.getSquire();
  quill.setSelection(quill.getText().indexOf(text), text.length, 'user');
}
/** A user's click: mousedown, mouseup, click. */
function click(el: HTMLElement): void {
  el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true }));
  el.click();
}

describe('colorSyntax extension', () => {
  beforeAll(async () => {
    await ready;
  });

  afterEach(() => instances.cleanup());

  describe("markdown: exec('color', value)", () => {
    it('wraps the selection in a colour span, keeps it selected, and the preview shows it red', async () => {
      const editor = create({ initialValue: 'hello world' });
      const change = jasmine.createSpy('change');
      editor.on('change', change);
      selectMarkdown(editor, 'world');
      editor.exec('color', '#ff0000');
      expect(editor.getMarkdown()).toBe('hello <span style="color:#ff0000">world</span>');
      expect(editor.getSelectedText()).toBe('world');
      expect(change).toHaveBeenCalledTimes(1);
      await waitFor(() => colorOf(previewOf(editor), 'world') === RED);
      expect(colorOf(previewOf(editor), 'hello')).not.toBe(RED);
      expect(previewOf(editor).textContent).not.toContain('<span');
    });

    it('over block markup or several blocks colours each line\'s text, keeping headings, items, quotes and paragraphs', () => {
      const editor = create({ initialValue: '# Title\n\n- item one\n\n> quoted\n\npara one\n\npara two' });
      editor.getCodeMirror().dispatch({ selection: { anchor: 0, head: editor.getCodeMirror().state.doc.length } });
      editor.exec('color', '#ff0000');
      const span = (text: string) => `<span style="color:#ff0000">${text}</span>`;
      expect(editor.getMarkdown()).toBe(`# ${span('Title')}\n\n- ${span('item one')}\n\n> ${span('quoted')}\n\n${span('para one')}\n\n${span('para two')}`);
      const html = editor.getHtml();
      expect(html).toContain('<h1>');
      expect(html).toContain('<li>');
      expect(html).toContain('<blockquote>');
      undo(editor.getCodeMirror());
      expect(editor.getMarkdown()).toBe('# Title\n\n- item one\n\n> quoted\n\npara one\n\npara two');
    });

    it('a selection that starts or ends inside bold, a link or code takes the whole of it (the span nests properly)', () => {
      const cases: [string, string, string][] = [
        ['a **bold** b', 'old** b', 'a <span style="color:#ff0000">**bold** b</span>'],
        ['a [link](u) b', 'a [li', '<span style="color:#ff0000">a [link](u)</span> b'],
        ['x `co de` y', 'de` y', 'x <span style="color:#ff0000">`co de` y</span>'],
        ['a **bold** b', 'ol', 'a **b<span style="color:#ff0000">ol</span>d** b'],
      ];
      for (const [markdown, selected, expected] of cases) {
        const editor = create({ initialValue: markdown });
        selectMarkdown(editor, selected);
        editor.exec('color', '#ff0000');
        expect(editor.getMarkdown()).withContext(markdown).toBe(expected);
        editor.remove();
      }
    });

    it('is one undo step', () => {
      const editor = create({ initialValue: 'hello world' });
      selectMarkdown(editor, 'hello');
      editor.exec('color', '#00ff00');
      expect(editor.getMarkdown()).toBe('<span style="color:#00ff00">hello</span> world');
      undo(editor.getCodeMirror());
      expect(editor.getMarkdown()).toBe('hello world');
    });

    it('a command after it is undone on its own, then the colour (undo kept working)', () => {
      const editor = create({ initialValue: 'hello world' });
      selectMarkdown(editor, 'world');
      editor.exec('color', '#ee2323');
      editor.exec('Bold');
      expect(editor.getMarkdown()).toBe('hello <span style="color:#ee2323">**world**</span>');
      undo(editor.getCodeMirror());
      expect(editor.getMarkdown()).toBe('hello <span style="color:#ee2323">world</span>');
      undo(editor.getCodeMirror());
      expect(editor.getMarkdown()).toBe('hello world');
    });

    it('with useCustomSyntax writes {color:#ff0000}…{color}', () => {
      const editor = create({ initialValue: 'hello world', exts: [{ name: 'colorSyntax', useCustomSyntax: true }] });
      selectMarkdown(editor, 'world');
      editor.exec('color', '#ff0000');
      expect(editor.getMarkdown()).toBe('hello {color:#ff0000}world{color}');
      expect(editor.getSelectedText()).toBe('world');
    });

    it("reads TOAST UI 1.x's colorSyntax option ({preset, useCustomSyntax}); the exts entry's own settings win", () => {
      const editor = create({ initialValue: 'hello world', colorSyntax: { preset: ['#ff0000', '#00ff00'], useCustomSyntax: true } });
      selectMarkdown(editor, 'world');
      editor.exec('color', '#ff0000');
      expect(editor.getMarkdown()).toBe('hello {color:#ff0000}world{color}');
      click(colorButton(editor));
      expect(swatches(editor).map((swatch) => swatch.getAttribute('aria-label') ?? swatch.title)).toEqual(['#ff0000', '#00ff00']);
      const entryWins = create({ initialValue: 'hello world', colorSyntax: { useCustomSyntax: true }, exts: [{ name: 'colorSyntax', useCustomSyntax: false }] });
      selectMarkdown(entryWins, 'world');
      entryWins.exec('color', '#ff0000');
      expect(entryWins.getMarkdown()).toBe('hello <span style="color:#ff0000">world</span>');
    });

    it('bad settings throw at construction, naming the setting and the value, and leave the container as it was', () => {
      const el = instances.container();
      el.innerHTML = '<p>own</p>';
      const make = (options: Partial<KitEditorOptions>) => () => new KitEditor({ el, usageStatistics: false, exts: ['colorSyntax'], ...options } as KitEditorOptions);
      expect(make({ colorSyntax: { preset: ['notacolor', '#00ff00'] } })).toThrowError(/colorSyntax"\.preset must be an array of colours written in hex, rgb\(\) or as a CSS colour name; "notacolor" is not one/);
      expect(make({ exts: [{ name: 'colorSyntax', preset: 'red' }] } as never)).toThrowError(/colorSyntax extension\.preset must be an array of colours .*; "red"/);
      expect(make({ exts: [{ name: 'colorSyntax', presets: ['red'] }] } as never)).toThrowError(/has no option "presets"/);
      expect(make({ colorSyntax: { preset: ['hsl(0 100% 50%)'] } })).toThrowError(/"hsl\(0 100% 50%\)" is not one/);
      expect(make({ colorSyntax: { useCustomSyntax: 'yes' } } as never)).toThrowError(/useCustomSyntax must be true or false, got "yes"/);
      expect(el.innerHTML).toBe('<p>own</p>');
    });

    it('writes rgb(255, 0, 0) as #ff0000 and upper-case hex in lower case', () => {
      const editor = create({ initialValue: 'one two' });
      selectMarkdown(editor, 'one');
      editor.exec('color', 'rgb(255, 0, 0)');
      selectMarkdown(editor, 'two');
      editor.exec('color', '#00AAFF');
      expect(editor.getMarkdown()).toBe('<span style="color:#ff0000">one</span> <span style="color:#00aaff">two</span>');
    });

    it('a falsy colour does nothing (no change, no event)', () => {
      const editor = create({ initialValue: 'hello world' });
      const change = jasmine.createSpy('change');
      editor.on('change', change);
      selectMarkdown(editor, 'world');
      for (const value of ['', null, undefined, 0, false]) editor.exec('color', value);
      editor.exec('color');
      expect(editor.getMarkdown()).toBe('hello world');
      expect(change).not.toHaveBeenCalled();
    });

    it('a value that is not a colour throws, naming it, and changes nothing', () => {
      const editor = create({ initialValue: 'hello world' });
      selectMarkdown(editor, 'world');
      expect(() => editor.exec('color', 'red; background: url(x)')).toThrowError(/CSS colou?r.*red; background/);
      expect(() => editor.exec('color', '"><img src=x onerror=alert(1)>')).toThrowError(/CSS colou?r/);
      expect(() => editor.exec('color', 42)).toThrowError(/42/);
      expect(() => editor.exec('color', { color: 'red' })).toThrowError(/CSS colou?r/);
      expect(editor.getMarkdown()).toBe('hello world');
    });

    it('a word that is no CSS colour name throws too', () => {
      const editor = create({ initialValue: 'hello world' });
      selectMarkdown(editor, 'world');
      expect(() => editor.exec('color', 'banana')).toThrowError(/banana/);
      expect(editor.getMarkdown()).toBe('hello world');
    });

    // Extensions QA (2026-11-28): the alpha was dropped, half-transparent red written as red.
    it('a colour with an alpha keeps it (#rrggbbaa), in both modes and through a mode switch', () => {
      const editor = create({ initialValue: 'hello world' });
      selectMarkdown(editor, 'world');
      editor.exec('color', 'rgba(255, 0, 0, 0.5)');
      expect(editor.getMarkdown()).toBe('hello <span style="color:#ff000080">world</span>');
      editor.changeMode('wysiwyg');
      expect(colorOf(editor.getSquire().root, 'world')).toBe('rgba(255, 0, 0, 0.5)');
      selectWysiwyg(editor, 'hello');
      editor.exec('color', 'rgba(0, 0, 255, 25%)');
      expect(editor.getMarkdown()).toBe('<span style="color:#0000ff40">hello</span> <span style="color:#ff000080">world</span>');
      selectWysiwyg(editor, 'world');
      editor.exec('color', 'rgba(0, 128, 0, 1)');
      expect(editor.getMarkdown()).toBe('<span style="color:#0000ff40">hello</span> <span style="color:#008000">world</span>');
    });

    it('a named CSS colour is accepted', () => {
      const editor = create({ initialValue: 'hello world' });
      selectMarkdown(editor, 'world');
      editor.exec('color', 'RebeccaPurple');
      expect(editor.getMarkdown()).toBe('hello <span style="color:rebeccapurple">world</span>');
    });

    it('does nothing while the editor is read-only', () => {
      const editor = create({ initialValue: 'hello world' });
      editor.getService().setReadOnly(true);
      selectMarkdown(editor, 'world');
      editor.exec('color', '#ff0000');
      expect(editor.getMarkdown()).toBe('hello world');
    });

    it('with useCustomSyntax the preview shows the text coloured, without the markers', async () => {
      const editor = create({ initialValue: 'hello {color:#ff0000}world{color}', exts: [{ name: 'colorSyntax', useCustomSyntax: true }] });
      await waitFor(() => previewOf(editor).textContent!.includes('world'));
      expect(previewOf(editor).textContent!.trim()).toBe('hello world');
      expect(colorOf(previewOf(editor), 'world')).toBe(RED);
    });
  });

  describe("WYSIWYG: exec('color', value)", () => {
    it('colours the Quill selection (format color), shown red', () => {
      const editor = create({ initialValue: 'hello world', initialEditType: 'wysiwyg' });
      const change = jasmine.createSpy('change');
      editor.on('change', change);
      selectWysiwyg(editor, 'world');
      editor.exec('color', 'rgb(255, 0, 0)');
      const quill = editor.getSquire();
      expect(quill.getFormat(6, 5)['color']).toBe('#ff0000');
      expect(quill.getFormat(0, 5)['color']).toBeUndefined();
      expect(colorOf(quill.root, 'world')).toBe(RED);
      expect(change).toHaveBeenCalledTimes(1);
    });

    it('a falsy colour does nothing; a bad one throws', () => {
      const editor = create({ initialValue: 'hello world', initialEditType: 'wysiwyg' });
      selectWysiwyg(editor, 'world');
      editor.exec('color', '');
      expect(() => editor.exec('color', 'nope!')).toThrowError(/CSS colou?r/);
      expect(editor.getSquire().getFormat(6, 5)['color']).toBeUndefined();
    });

    it('a colour span written in markdown shows coloured in WYSIWYG', () => {
      const editor = create({ initialValue: 'hello <span style="color:#ff0000">world</span>' });
      editor.changeMode('wysiwyg');
      expect(editor.getSquire().getText()).toBe('hello world\n');
      expect(colorOf(editor.getSquire().root, 'world')).toBe(RED);
      expect(colorOf(editor.getSquire().root, 'hello')).not.toBe(RED);
    });

    it('text coloured in WYSIWYG comes back to markdown as a colour span', () => {
      const editor = create({ initialValue: 'hello world', initialEditType: 'wysiwyg' });
      selectWysiwyg(editor, 'world');
      editor.exec('color', '#ff0000');
      expect(editor.getMarkdown()).toBe('hello <span style="color:#ff0000">world</span>');
      editor.changeMode('markdown');
      expect(editor.getMarkdown()).toBe('hello <span style="color:#ff0000">world</span>');
    });

    it('bold, italic, struck, code or linked text coloured in WYSIWYG keeps its colour after an edit', () => {
      for (const [inner, expected] of [
        ['**world**', '<span style="color:#ee2323">**world**</span>'],
        ['*world*', '<span style="color:#ee2323">*world*</span>'],
        ['~~world~~', '<span style="color:#ee2323">~~world~~</span>'],
        ['`world`', '<span style="color:#ee2323">`world`</span>'],
        ['[world](https://x.y)', '<span style="color:#ee2323">[world](https://x.y)</span>'],
        ['**wor**ld', '<span style="color:#ee2323">**wor**ld</span>'],
      ]) {
        const editor = create({ initialValue: `hello <span style="color:#ee2323">${inner}</span> end`, initialEditType: 'wysiwyg' });
        const quill = editor.getSquire();
        quill.insertText(quill.getLength() - 1, '!', 'user');
        expect(editor.getMarkdown()).withContext(inner).toBe(`hello ${expected} end!`);
        editor.remove();
      }
      // Coloured from the toolbar after being made bold.
      const editor = create({ initialValue: 'hello **world**', initialEditType: 'wysiwyg' });
      selectWysiwyg(editor, 'world');
      editor.exec('color', '#ff0000');
      expect(editor.getMarkdown()).toBe('hello <span style="color:#ff0000">**world**</span>');
    });

    it('with useCustomSyntax, WYSIWYG colour round-trips as {color:…}…{color}', () => {
      const editor = create({ initialValue: 'hello {color:#ff0000}world{color}', exts: [{ name: 'colorSyntax', useCustomSyntax: true }] });
      editor.changeMode('wysiwyg');
      expect(editor.getSquire().getText()).toBe('hello world\n');
      expect(colorOf(editor.getSquire().root, 'world')).toBe(RED);
      editor.changeMode('markdown');
      expect(editor.getMarkdown()).toBe('hello {color:#ff0000}world{color}');
    });
  });

  describe('colour spans through both modes', () => {
    it('markdown inside a colour span keeps its formatting in WYSIWYG and comes back unchanged', () => {
      const source = 'a <span style="color:#ff0000">**bold** and *em*</span> b';
      const editor = create({ initialValue: source });
      editor.changeMode('wysiwyg');
      const quill = editor.getSquire();
      expect(quill.getText()).toBe('a bold and em b\n');
      expect(quill.getFormat(2, 4)).toEqual(jasmine.objectContaining({ bold: true, color: '#ff0000' }));
      expect(quill.getFormat(11, 2)).toEqual(jasmine.objectContaining({ italic: true, color: '#ff0000' }));
      editor.changeMode('markdown');
      expect(editor.getMarkdown()).toBe(source);
    });

    it('an edited paragraph writes its colour span back (rgb and spacing normalised)', () => {
      const editor = create({ initialValue: 'x <span style="color: rgb(255, 0, 0);">red</span>' });
      editor.changeMode('wysiwyg');
      const quill = editor.getSquire();
      quill.insertText(0, 'new ', 'user');
      expect(editor.getMarkdown()).toBe('new x <span style="color:#ff0000">red</span>');
    });

    it('a span with anything but a plain colour stays raw HTML, and a bad colour is not applied', async () => {
      const editor = create({ initialValue: 'a <span style="color:red;background:url(x)">b</span> <span style="color:expression(alert(1))">c</span>' });
      editor.changeMode('wysiwyg');
      const quill = editor.getSquire();
      expect(quill.getFormat(quill.getText().indexOf('b'), 1)['color']).toBeUndefined();
      expect(quill.getFormat(quill.getText().indexOf('c'), 1)['color']).toBeUndefined();
      editor.changeMode('markdown');
      // The markdown is the user's text and is kept verbatim; only the colour was refused.
      expect(editor.getMarkdown()).toBe('a <span style="color:red;background:url(x)">b</span> <span style="color:expression(alert(1))">c</span>');
    });

    it('useCustomSyntax with initialEditType wysiwyg shows coloured text at once', () => {
      const editor = create({ initialValue: '{color:#ff0000}red{color} text', initialEditType: 'wysiwyg', exts: [{ name: 'colorSyntax', useCustomSyntax: true }] });
      const quill = editor.getSquire();
      expect(quill.getText()).toBe('red text\n');
      expect(colorOf(quill.root, 'red')).toBe(RED);
    });

    it('without useCustomSyntax, {color:…} is plain text', () => {
      const editor = create({ initialValue: '{color:#ff0000}red{color}' });
      expect(editor.getHtml()).toBe('<p>{color:#ff0000}red{color}</p>');
    });

    it('nested colours keep their nesting', () => {
      const editor = create({ initialValue: '<span style="color:#ff0000">a <span style="color:#0000ff">b</span> c</span>' });
      expect(editor.getHtml()).toBe('<p><span style="color:#ff0000">a <span style="color:#0000ff">b</span> c</span></p>');
      editor.changeMode('wysiwyg');
      const quill = editor.getSquire();
      expect(quill.getFormat(0, 1)['color']).toBe('#ff0000');
      expect(quill.getFormat(2, 1)['color']).toBe('#0000ff');
      expect(quill.getFormat(4, 1)['color']).toBe('#ff0000');
    });
  });

  describe('the Text color toolbar button and popup', () => {
    it('is the 4th toolbar item, a labelled button', () => {
      const editor = create({ initialValue: 'x' });
      expect(editor.getUI().getToolbar().getItems()[3].getName()).toBe('colorSyntax');
      const drawn = Array.from(rootOf(editor).querySelectorAll<HTMLElement>('kit-editor-toolbar [data-name]')).map((el) => el.dataset['name']);
      expect(drawn.slice(0, 5)).toEqual(['heading', 'bold', 'italic', 'colorSyntax', 'strike']);
      expect(colorButton(editor).getAttribute('aria-label')).toBe('Text color');
      expect(popupOf(editor)!.hidden).toBeTrue();
    });

    it('opens a palette popup (default 12 colours plus a custom one); clicking again closes it', () => {
      const editor = create({ initialValue: 'x' });
      click(colorButton(editor));
      const popup = popupOf(editor)!;
      expect(popup.hidden).toBeFalse();
      expect(popup.getAttribute('role')).toBe('dialog');
      expect(popup.textContent).toContain('Text color');
      expect(swatches(editor).length).toBe(12);
      expect(popup.querySelector('input[type="color"]')).not.toBeNull();
      click(colorButton(editor));
      expect(popup.hidden).toBeTrue();
    });

    it('a swatch colours the markdown selection and closes the popup', async () => {
      const editor = create({ initialValue: 'hello world' });
      selectMarkdown(editor, 'world');
      click(colorButton(editor));
      const red = swatches(editor).find((s) => s.dataset['color'] === '#ee2323')!;
      expect(red.getAttribute('aria-label')).toBe('#ee2323');
      click(red);
      expect(editor.getMarkdown()).toBe('hello <span style="color:#ee2323">world</span>');
      expect(popupOf(editor)!.hidden).toBeTrue();
      await waitFor(() => colorOf(previewOf(editor), 'world') === 'rgb(238, 35, 35)');
    });

    it('a swatch colours the WYSIWYG selection', () => {
      const editor = create({ initialValue: 'hello world', initialEditType: 'wysiwyg' });
      selectWysiwyg(editor, 'world');
      click(colorButton(editor));
      click(swatches(editor).find((s) => s.dataset['color'] === '#006dd7')!);
      expect(editor.getSquire().getFormat(6, 5)['color']).toBe('#006dd7');
      expect(colorOf(editor.getSquire().root, 'world')).toBe('rgb(0, 109, 215)');
      expect(editor.getSquire().getFormat(0, 5)['color']).toBeUndefined();
    });

    it('the custom colour input applies its colour', () => {
      const editor = create({ initialValue: 'hello world' });
      selectMarkdown(editor, 'hello');
      click(colorButton(editor));
      const input = popupOf(editor)!.querySelector<HTMLInputElement>('input[type="color"]')!;
      input.value = '#00ff00';
      input.dispatchEvent(new Event('change', { bubbles: true }));
      expect(editor.getMarkdown()).toBe('<span style="color:#00ff00">hello</span> world');
    });

    it('the preset option sets the palette', () => {
      const editor = create({ initialValue: 'hello world', exts: [{ name: 'colorSyntax', preset: ['#123456', 'rgb(1, 2, 3)'] }] });
      click(colorButton(editor));
      expect(swatches(editor).map((s) => s.dataset['color'])).toEqual(['#123456', 'rgb(1, 2, 3)']);
      selectMarkdown(editor, 'world');
      click(swatches(editor)[1]);
      expect(editor.getMarkdown()).toBe('hello <span style="color:#010203">world</span>');
    });

    it('Escape closes the popup', () => {
      const editor = create({ initialValue: 'x' });
      click(colorButton(editor));
      const popup = popupOf(editor)!;
      popup.querySelector('.kit-color-swatch')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(popup.hidden).toBeTrue();
    });

    it('Escape and the close button give the focus back to the editor, its selection kept', () => {
      for (const mode of ['markdown', 'wysiwyg'] as const) {
        const editor = create({ initialValue: 'hello world', initialEditType: mode });
        if (mode === 'markdown') selectMarkdown(editor, 'world');
        else selectWysiwyg(editor, 'world');
        click(colorButton(editor));
        const popup = popupOf(editor)!;
        swatches(editor)[0].focus();
        swatches(editor)[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        expect(editor.getUI().el.querySelector(mode === 'markdown' ? '.cm-content' : '.ql-editor')!.contains(document.activeElement)).withContext(`${mode}: Escape`).toBeTrue();
        expect(editor.getSelectedText()).withContext(mode).toBe('world');
        click(colorButton(editor));
        popup.querySelector<HTMLElement>('.kit-popup-close')!.focus();
        popup.querySelector<HTMLElement>('.kit-popup-close')!.click();
        expect(popup.hidden).toBeTrue();
        expect(editor.getUI().el.querySelector(mode === 'markdown' ? '.cm-content' : '.ql-editor')!.contains(document.activeElement)).withContext(`${mode}: close button`).toBeTrue();
        instances.cleanup();
      }
    });

    it('the button says it opens a dialog, and whether it shows (aria-haspopup, aria-expanded)', async () => {
      const editor = create({ initialValue: 'x' });
      const button = colorButton(editor);
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      click(button);
      await waitFor(() => button.getAttribute('aria-expanded') === 'true');
      expect(button.getAttribute('aria-expanded')).toBe('true');
      popupOf(editor)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await waitFor(() => button.getAttribute('aria-expanded') === 'false');
      expect(button.getAttribute('aria-expanded')).toBe('false');
    });

    it('closes when another toolbar popup opens', () => {
      const editor = create({ initialValue: 'x' });
      click(colorButton(editor));
      click(rootOf(editor).querySelector<HTMLElement>('kit-editor-toolbar [data-name="link"]')!);
      expect(popupOf(editor)!.hidden).toBeTrue();
    });

    it('closes when the user goes back to the editor', () => {
      const editor = create({ initialValue: 'x' });
      click(colorButton(editor));
      expect(popupOf(editor)!.hidden).toBeFalse();
      editor.focus();
      expect(popupOf(editor)!.hidden).toBeTrue();
    });

    it('is removed with the editor, which gives its container back', () => {
      const el = instances.container();
      el.innerHTML = '<p>before</p>';
      const before = el.outerHTML;
      const editor = new KitEditor({ el, usageStatistics: false, exts: ['colorSyntax'] });
      click(colorButton(editor));
      const popup = popupOf(editor)!;
      expect(popup.isConnected).toBeTrue();
      editor.remove();
      expect(popup.isConnected).toBeFalse();
      expect(document.querySelector('.kit-color-popup')).toBeNull();
      expect(el.outerHTML).toBe(before);
    });
  });

  describe('labels in the editor language', () => {
    const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
    /** The popup's title, the palette's accessible name, the custom colour label and the close button's label. */
    const labels = (e: KitEditor) => {
      const popup = popupOf(e)!;
      return [
        popup.querySelector('.kit-popup-title')!.textContent,
        popup.querySelector('.kit-color-palette')!.getAttribute('aria-label'),
        popup.querySelector('.kit-color-custom')!.textContent!.trim(),
        popup.querySelector('.kit-popup-close')!.getAttribute('aria-label'),
      ];
    };

    it('English while the language chunk is held back, then the language, also in the open popup', async () => {
      // Ukrainian is held back until `arrive()`; no other spec loads it into the shared instance.
      const ukrainian = KIT_BUILT_IN_LANGUAGES.find((language) => language.codes.includes('uk'))!;
      const realLoad = ukrainian.load;
      let arrive!: () => void;
      const loader = spyOn(ukrainian, 'load').and.callFake(() => new Promise((resolve) => (arrive = () => resolve(realLoad()))));
      const editor = create({ initialValue: 'x', language: 'uk' });
      expect(loader).toHaveBeenCalledTimes(1);
      click(colorButton(editor));
      await tick();
      expect(labels(editor)).toEqual(['Text color', 'Text color', 'Custom color', 'Close']);

      arrive();
      await waitFor(() => labels(editor)[0] !== 'Text color');
      expect(labels(editor)).toEqual(['Колір тексту', 'Колір тексту', 'Власний колір', 'Закрити']);
      expect(colorButton(editor).getAttribute('aria-label')).toBe('Колір тексту');
      expect(popupOf(editor)!.hidden).toBeFalse();
    });

    it("language 'de' shows German once the language has loaded, without the app awaiting it first", async () => {
      const editor = create({ initialValue: 'x', language: 'de' });
      await KitEditor.i18n.load('de');
      await waitFor(() => labels(editor)[0] === 'Textfarbe');
      expect(labels(editor)).toEqual(['Textfarbe', 'Textfarbe', 'Benutzerdefinierte Farbe', 'Schließen']);
    });

    it("follows an app's setLanguage after the editor was made; a removed editor's popup no longer does", async () => {
      // A code of this spec's own: the shared instance keeps it, no other spec uses it.
      KitEditor.i18n.setLanguage('xq_COLOR', {});
      const editor = create({ initialValue: 'x', language: 'xq_COLOR' });
      expect(labels(editor)).toEqual(['Text color', 'Text color', 'Custom color', 'Close']);
      KitEditor.i18n.setLanguage('xq_COLOR', { 'Text color': 'Farbe X', 'Custom color': 'Eigene X', Close: 'Zu X' });
      await waitFor(() => labels(editor)[0] === 'Farbe X');
      expect(labels(editor)).toEqual(['Farbe X', 'Farbe X', 'Eigene X', 'Zu X']);

      const popup = popupOf(editor)!;
      editor.remove();
      // A change after the removal must not write to (or throw on) the removed popup.
      KitEditor.i18n.setLanguage('xq_COLOR', { 'Text color': 'Farbe Y', Close: 'Zu Y' });
      await tick();
      expect(popup.querySelector('.kit-popup-title')!.textContent).toBe('Farbe X');
      expect(popup.querySelector('.kit-popup-close')!.getAttribute('aria-label')).toBe('Zu X');
    });
  });

  describe('in a viewer', () => {
    it('colour spans written by the editor show coloured', () => {
      const el = instances.container();
      instances.track(new KitViewer({ el, initialValue: 'hello <span style="color:#ff0000">world</span>', exts: ['colorSyntax'] } as never));
      expect(colorOf(el, 'world')).toBe(RED);
    });

    it('the custom syntax shows coloured text without its markers', () => {
      const el = instances.container();
      instances.track(new KitViewer({ el, initialValue: 'hello {color:#ff0000}world{color}', exts: [{ name: 'colorSyntax', useCustomSyntax: true }] } as never));
      expect(el.textContent!.trim()).toBe('hello world');
      expect(colorOf(el, 'world')).toBe(RED);
    });
  });
});
