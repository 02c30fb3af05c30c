import { KitEditor } from './kit-editor';
import { loadQuill } from './wysiwyg/quill-loader';
import { useEditorFactory, waitFor } from './editor-spec-helpers';
import { clipboard, pasteHtmlToWysiwyg, pasteInto } from './paste/paste-spec-helpers';
import { ALL_PAYLOADS, HTML_PAYLOADS, RUN, armTrip, dangers, disarmTrip, documentIntact, htmlDangers, settle, tripped } from './security-spec-helpers';

/*
 * Security audit, content paths: every payload of the catalogue (security-spec-helpers.ts) through
 * setMarkdown, loading into WYSIWYG, mode switches, setHtml, insertText and pasted HTML, in both
 * modes and with both sanitizer settings. Each case proves the payload's harmless word arrived,
 * then that nothing dangerous is in the page or in getHtml(), and that nothing ran.
 */

const SANITIZERS = [
  { label: 'default sanitizer', useDefaultHTMLSanitizer: true, relaxed: false },
  { label: 'useDefaultHTMLSanitizer: false', useDefaultHTMLSanitizer: false, relaxed: true },
];

describe('Security audit: editor content paths', () => {
  const { create, container } = useEditorFactory();
  /** Each editor's container, to find its preview. */
  const hosts = new Map<KitEditor, HTMLElement>();

  beforeAll(async () => {
    await loadQuill();
  });
  beforeEach(() => armTrip());
  afterEach(() => disarmTrip());

  afterEach(() => hosts.clear());

  for (const { label, useDefaultHTMLSanitizer, relaxed } of SANITIZERS) {
    describe(`(${label})`, () => {
      const make = (options: Record<string, unknown> = {}) => {
        const el = container();
        const editor = create({ el, previewStyle: 'vertical', previewDelayTime: 0, useDefaultHTMLSanitizer, ...options });
        hosts.set(editor, el);
        return editor;
      };
      const preview = (editor: KitEditor) => hosts.get(editor)!.querySelector<HTMLElement>('.kit-md-preview')!;

      it('markdown mode: setMarkdown of every payload reaches the preview and getHtml() clean', async () => {
        const editor = make();
        for (const p of ALL_PAYLOADS) {
          editor.setMarkdown(p.text);
          await waitFor(() => preview(editor).innerHTML.includes(p.safe), 3000).catch(() => undefined);
          expect(preview(editor).innerHTML).withContext(p.name).toContain(p.safe);
          expect(dangers(preview(editor), relaxed)).withContext(p.name).toEqual([]);
          const html = editor.getHtml();
          expect(html).withContext(p.name).toContain(p.safe);
          expect(htmlDangers(html, relaxed)).withContext(p.name).toEqual([]);
        }
        await settle();
        expect(tripped()).toBe(0);
        expect(documentIntact()).toBe(true);
      });

      it('WYSIWYG: setMarkdown of every payload loads into Quill clean, and getHtml() is clean', async () => {
        const editor = make({ initialEditType: 'wysiwyg' });
        const root = editor.getSquire().root;
        for (const p of ALL_PAYLOADS) {
          editor.setMarkdown(p.text);
          editor.getService().finishWysiwygLoading();
          // An image alt or a link text is the harmless part; Quill shows both in its markup.
          expect(root.innerHTML).withContext(p.name).toContain(p.safe);
          expect(dangers(root, relaxed)).withContext(p.name).toEqual([]);
          expect(htmlDangers(editor.getHtml(), relaxed)).withContext(p.name).toEqual([]);
        }
        await settle();
        expect(tripped()).toBe(0);
        expect(documentIntact()).toBe(true);
      });

      it('the whole catalogue survives markdown -> WYSIWYG -> markdown without anything dangerous on the way', async () => {
        const markdown = ALL_PAYLOADS.map((p) => p.text).join('\n\n');
        const editor = make({ initialValue: markdown });
        const check = (where: string, root: ParentNode, text: string) => {
          expect(text).withContext(where).toContain(ALL_PAYLOADS[0].safe);
          expect(text).withContext(where).toContain(ALL_PAYLOADS.at(-1)!.safe);
          expect(dangers(root, relaxed)).withContext(where).toEqual([]);
        };
        await waitFor(() => preview(editor).innerHTML.includes(ALL_PAYLOADS.at(-1)!.safe), 3000).catch(() => undefined);
        check('preview', preview(editor), preview(editor).innerHTML);
        editor.changeMode('wysiwyg', true);
        editor.getService().finishWysiwygLoading();
        check('WYSIWYG', editor.getSquire().root, editor.getSquire().root.innerHTML);
        expect(htmlDangers(editor.getHtml(), relaxed)).withContext('getHtml() in WYSIWYG').toEqual([]);
        editor.changeMode('markdown', true);
        expect(editor.getMarkdown()).toBe(markdown); // untouched: byte for byte, so the payloads really went both ways
        await settle();
        check('preview after the round trip', preview(editor), preview(editor).innerHTML);
        expect(tripped()).toBe(0);
      });

      it('setHtml of every HTML payload, in markdown mode and in WYSIWYG', async () => {
        const editor = make();
        for (const p of HTML_PAYLOADS) {
          editor.changeMode('markdown', true);
          editor.setHtml(p.text);
          expect(editor.getMarkdown()).withContext(`${p.name} (markdown)`).toContain(p.safe);
          expect(editor.getMarkdown()).withContext(`${p.name} (markdown)`).not.toMatch(/onerror|onload|ontoggle|onbegin|<script|javascript:|srcdoc/i);
          await waitFor(() => preview(editor).innerHTML.includes(p.safe), 3000).catch(() => undefined);
          expect(dangers(preview(editor), relaxed)).withContext(`${p.name} (preview)`).toEqual([]);
          editor.changeMode('wysiwyg', true);
          editor.setHtml(p.text);
          expect(editor.getSquire().root.innerHTML).withContext(`${p.name} (WYSIWYG)`).toContain(p.safe);
          expect(dangers(editor.getSquire().root, relaxed)).withContext(`${p.name} (WYSIWYG)`).toEqual([]);
          expect(htmlDangers(editor.getHtml(), relaxed)).withContext(`${p.name} (getHtml)`).toEqual([]);
        }
        await settle();
        expect(tripped()).toBe(0);
        expect(documentIntact()).toBe(true);
      });

      it('pasted HTML (clipboardData text/html) of every payload, into WYSIWYG and into markdown', async () => {
        const editor = make({ initialEditType: 'wysiwyg' });
        const quill = editor.getSquire();
        for (const p of HTML_PAYLOADS) {
          editor.setMarkdown('');
          quill.focus();
          quill.setSelection(0, 0, 'user');
          pasteHtmlToWysiwyg(editor, p.text);
          expect(quill.root.innerHTML).withContext(`${p.name} (WYSIWYG)`).toContain(p.safe);
          expect(dangers(quill.root, relaxed)).withContext(`${p.name} (WYSIWYG)`).toEqual([]);
        }
        editor.changeMode('markdown', true);
        for (const p of HTML_PAYLOADS) {
          editor.setMarkdown('');
          editor.focus();
          // A copy of a page's source: the markup is its text too.
          pasteInto(editor.getCodeMirror().contentDOM, clipboard({ 'text/html': p.text, 'text/plain': p.text }));
          await waitFor(() => preview(editor).innerHTML.includes(p.safe), 3000).catch(() => undefined);
          expect(preview(editor).innerHTML).withContext(`${p.name} (markdown)`).toContain(p.safe);
          expect(dangers(preview(editor), relaxed)).withContext(`${p.name} (markdown)`).toEqual([]);
        }
        await settle();
        expect(tripped()).toBe(0);
      });

      it('insertText of every payload: text in WYSIWYG, sanitized markdown in the preview', async () => {
        const editor = make({ initialEditType: 'wysiwyg' });
        for (const p of ALL_PAYLOADS) {
          editor.setMarkdown('');
          editor.insertText(p.text);
          expect(editor.getSquire().getText()).withContext(`${p.name} (WYSIWYG)`).toContain(p.safe);
          expect(dangers(editor.getSquire().root, relaxed)).withContext(`${p.name} (WYSIWYG)`).toEqual([]);
        }
        editor.changeMode('markdown', true);
        for (const p of ALL_PAYLOADS) {
          editor.setMarkdown('');
          editor.insertText(p.text);
          await waitFor(() => preview(editor).innerHTML.includes(p.safe), 3000).catch(() => undefined);
          expect(preview(editor).innerHTML).withContext(`${p.name} (markdown)`).toContain(p.safe);
          expect(dangers(preview(editor), relaxed)).withContext(`${p.name} (markdown)`).toEqual([]);
        }
        await settle();
        expect(tripped()).toBe(0);
      });
    });
  }

  it('the trip works: the same payload parsed by the page itself runs (the checks above can fail)', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = `<img src="/kit-sec-missing-trip.png" onerror="${RUN}">`; // a live-document parse, as kit must never do
    await settle();
    expect(tripped()).toBe(1);
    expect(dangers(holder)).toEqual(['IMG onerror']);
  });
});
