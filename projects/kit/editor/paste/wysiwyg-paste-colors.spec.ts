import type { KitEditorOptions } from '../editor-options';
import { useEditorFactory } from '../editor-spec-helpers';
import { pasteHtmlToWysiwyg as paste, pasteToWysiwyg } from './paste-spec-helpers';

/**
 * What Chromium puts on the clipboard when text is copied from a page: each copied element, or a
 * span around a partly selected line, carries the text's whole computed style, the page's text
 * colour included. (Copied from a real Chromium copy; the markup of each case below is too.)
 */
const FONT =
  'font-family: sans-serif; font-size: medium; font-style: normal; font-variant-ligatures: normal; font-variant-caps: normal; ' +
  'font-weight: 400; letter-spacing: normal; orphans: 2; text-align: start; text-indent: 0px; text-transform: none; widows: 2; ' +
  'word-spacing: 0px; -webkit-text-stroke-width: 0px; white-space: normal; text-decoration-thickness: initial; ' +
  'text-decoration-style: initial; text-decoration-color: initial;';
const GREY = 'color: rgb(51, 51, 51);';
const SPAN = 'display: inline !important; float: none;';

/** A page's article (text colour #333), selected whole: headings, paragraphs and lists carry the colour. */
const ARTICLE =
  `<h2 style="${GREY} ${FONT}">Release notes</h2>` +
  `<p style="${GREY} ${FONT}">We fixed <b>three</b> bugs and <a href="https://example.com/">one typo</a>.</p>` +
  `<ul style="${GREY} ${FONT}"><li>first</li><li>second</li></ul>`;

/** One paragraph of that page selected whole: a span per run of text, a red span among them. */
const PARAGRAPH =
  `<span style="${GREY} ${FONT} ${SPAN}">We fixed </span><b style="${GREY} ${FONT}">three</b>` +
  `<span style="${GREY} ${FONT} ${SPAN}"> bugs and </span><span style="${FONT} color: rgb(238, 0, 0);">red words</span>` +
  `<span style="${GREY} ${FONT} ${SPAN}">.</span>`;

/** kit's own preview copied: the preview's text colour (#222) on each block, a quote's (#656565). */
const PREVIEW =
  `<div class="kit-preview-block" style="color: rgb(34, 34, 34); ${FONT}"><h1 style="font-size: 1.8em;">Title</h1></div>` +
  `<div class="kit-preview-block" style="color: rgb(34, 34, 34); ${FONT}"><p style="margin-top: 0px;">Para with ` +
  `<span style="color: rgb(238, 35, 35);">red</span> and <strong>bold</strong>.</p></div>` +
  `<div class="kit-preview-block" style="color: rgb(34, 34, 34); ${FONT}"><blockquote style="margin: 0px; color: rgb(101, 101, 101);">` +
  `<p>quoted</p></blockquote></div>` +
  `<div class="kit-preview-block" style="color: rgb(34, 34, 34); ${FONT}"><ul><li>item</li></ul></div>`;


describe('WYSIWYG paste: which text colours are kept', () => {
  const { create } = useEditorFactory();

  /** A WYSIWYG editor (with the colorSyntax extension unless `exts` says otherwise), empty, focused. */
  const editorWith = (options: Partial<KitEditorOptions> = {}) => {
    const editor = create({ initialEditType: 'wysiwyg', exts: ['colorSyntax'], ...options });
    editor.getSquire().setSelection(0, 0, 'user');
    return editor;
  };

  describe('with the colorSyntax extension', () => {
    it("a page's text colour on headings, paragraphs and list items is not content", () => {
      const editor = editorWith();
      paste(editor, ARTICLE);
      expect(editor.getMarkdown()).toBe('## Release notes\n\nWe fixed **three** bugs and [one typo](https://example.com/).\n\n- first\n- second');
    });

    it("part of a line (a span carrying the page's whole text style) comes without its colour", () => {
      const editor = editorWith();
      paste(editor, `<span style="${GREY} ${FONT} ${SPAN}">fixed</span>`);
      expect(editor.getMarkdown()).toBe('fixed');
    });

    it('a span coloured apart from the text around it keeps its colour; the text around it does not', () => {
      const editor = editorWith();
      paste(editor, PARAGRAPH);
      expect(editor.getMarkdown()).toBe('We fixed **three** bugs and <span style="color:#ee0000">red words</span>.');
    });

    it("kit's preview copied: its text colours (#222222, #656565) go, a coloured span stays", () => {
      const editor = editorWith();
      paste(editor, PREVIEW);
      expect(editor.getMarkdown()).toBe('# Title\n\nPara with <span style="color:#ee2323">red</span> and **bold**.\n\n> quoted\n\n- item');
    });

    it('coloured text copied from an editor (a span with only its colour) keeps it, alone or in a line', () => {
      const editor = editorWith();
      paste(editor, '<span style="color: rgb(238, 35, 35);">red</span>');
      expect(editor.getMarkdown()).toBe('<span style="color:#ee2323">red</span>');
      editor.setMarkdown('');
      paste(editor, '<p>Para with <span style="color: rgb(238, 35, 35);">red</span>.</p>');
      expect(editor.getMarkdown()).toBe('Para with <span style="color:#ee2323">red</span>.');
    });

    it('a span coloured as the element around it adds nothing', () => {
      const editor = editorWith();
      paste(editor, '<p style="color: rgb(0, 0, 255);">blue <span style="color: rgb(0, 0, 255);">too</span> <span style="color: rgb(0, 128, 0);">green</span></p>');
      expect(editor.getMarkdown()).toBe('blue too <span style="color:#008000">green</span>');
    });

    it("a document's text colour written on every run (as office apps do) goes; other colours stay", () => {
      const editor = editorWith();
      const run = (color: string, text: string) => `<span style="font-size: 11pt; font-family: Arial; color: ${color};">${text}</span>`;
      paste(editor, `<p>${run('#000000', 'Plain text, ')}${run('#ff0000', 'red')}${run('#000000', ' and plain again.')}</p>`);
      expect(editor.getMarkdown()).toBe('Plain text, <span style="color:#ff0000">red</span> and plain again.');
    });

    it('with useCustomSyntax, a kept colour is written {color:…}…{color}', () => {
      const editor = editorWith({ exts: [{ name: 'colorSyntax', useCustomSyntax: true }] });
      paste(editor, PARAGRAPH);
      expect(editor.getMarkdown()).toBe('We fixed **three** bugs and {color:#ee0000}red words{color}.');
    });

    it('in a table cell too', () => {
      const editor = editorWith({ initialValue: '| a | b |\n| --- | --- |\n| c | d |' });
      const quill = editor.getSquire();
      quill.setSelection(quill.getText().indexOf('c') + 1, 0, 'user');
      paste(editor, `<span style="${GREY} ${FONT} ${SPAN}">grey</span> <span style="color: rgb(238, 35, 35);">red</span>`);
      expect(editor.getMarkdown()).toMatch(/^\| cgrey <span style="color:#ee2323">red<\/span> \| d +\|$/m);
    });
  });

  describe('without it (no way to colour text in this editor)', () => {
    it('pasted HTML brings no colour at all', () => {
      const editor = editorWith({ exts: [] });
      paste(editor, PARAGRAPH);
      expect(editor.getMarkdown()).toBe('We fixed **three** bugs and red words.');
      editor.setMarkdown('');
      paste(editor, '<p>Para with <span style="color: rgb(238, 35, 35);">red</span>.</p>');
      expect(editor.getMarkdown()).toBe('Para with red.');
    });

    it("kit's preview copied pastes as plain formatting", () => {
      const editor = editorWith({ exts: [] });
      paste(editor, PREVIEW);
      expect(editor.getMarkdown()).toBe('# Title\n\nPara with red and **bold**.\n\n> quoted\n\n- item');
    });
  });

  it('markdown typed as text keeps its colour spans: only pasted HTML is judged', () => {
    const editor = editorWith({ exts: [] });
    pasteToWysiwyg(editor, { 'text/plain': 'A <span style="color:#333333">grey</span> **word**' });
    expect(editor.getMarkdown()).toBe('A <span style="color:#333333">grey</span> **word**');
  });
});
