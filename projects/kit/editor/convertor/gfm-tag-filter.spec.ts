import { useEditorFactory, waitFor } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';
import { markdownParser, markdownParserHighlight } from '../statics/markdown-parsers';
import { KitViewer } from '../viewer/kit-viewer';
import { filterDisallowedTags } from './gfm-tag-filter';

/*
 * GFM's tag filter: prose that mentions `<script>`, `<style>`, `<textarea>`... must not take the
 * rest of the document with it (the browser reads what follows such a tag as its text).
 */
describe('GFM tag filter', () => {
  const { create, container } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const PROSE = 'Never put secrets in a <script> tag.\n\n## Next section\n\nMore text.';

  it('escapes the `<` of the nine disallowed tags, opening and closing, in any case; other tags stay', () => {
    expect(filterDisallowedTags('<SCRIPT src=x></script><style>a{}</style><textarea/><TITLE>')).toBe(
      '&lt;SCRIPT src=x>&lt;/script>&lt;style>a{}&lt;/style>&lt;textarea/>&lt;TITLE>',
    );
    expect(filterDisallowedTags('<xmp><iframe><noembed><noframes><plaintext>')).toBe('&lt;xmp>&lt;iframe>&lt;noembed>&lt;noframes>&lt;plaintext>');
    expect(filterDisallowedTags('<div><scripts><styled><b>x</b></div>')).toBe('<div><scripts><styled><b>x</b></div>');
    // With the sanitizer off, iframes are the trusted markup kept on purpose (embedded videos).
    expect(filterDisallowedTags('<iframe src="v"></iframe><script>', true)).toBe('<iframe src="v"></iframe>&lt;script>');
  });

  it('with the sanitizer off, closes an iframe written self-closed or left open, and makes a broken iframe tag text', () => {
    expect(filterDisallowedTags('<iframe src="https://v/u"/>', true)).toBe('<iframe src="https://v/u"></iframe>');
    expect(filterDisallowedTags('<IFRAME src=x>', true)).toBe('<IFRAME src=x></iframe>');
    expect(filterDisallowedTags('<iframe title="a > b" src="x"/>', true)).toBe('<iframe title="a > b" src="x"></iframe>');
    // Closed later in the same piece: left as written (its text is the frame's).
    expect(filterDisallowedTags('<iframe src="x">\nfallback\n</iframe >\n<iframe src="y"/>', true)).toBe('<iframe src="x">\nfallback\n</iframe >\n<iframe src="y"></iframe>');
    expect(filterDisallowedTags('</iframe\n\ntext', true)).toBe('&lt;/iframe\n\ntext');
    expect(filterDisallowedTags('<iframe src="x"', true)).toBe('&lt;iframe src="x"');
    expect(filterDisallowedTags('</iframe>', true)).toBe('</iframe>');
  });

  for (const mode of ['markdown', 'wysiwyg'] as const) {
    it(`with the sanitizer off, an iframe written self-closed or left open takes nothing after it out of getHtml() or the preview (${mode})`, async () => {
      const editor = create({ initialEditType: mode, useDefaultHTMLSanitizer: false, previewStyle: 'vertical' });
      const selfClosed = 'Intro\n\n<iframe src="https://example.com/u"/>\n\nSelf-closed then text.\n\n- item';
      editor.setMarkdown(selfClosed);
      const html = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
      expect(html.querySelectorAll('iframe').length).toBe(1);
      expect(html.querySelector('iframe')!.getAttribute('sandbox')).toBe('');
      expect(html.textContent).toContain('Self-closed then text.');
      expect(html.querySelector('li')?.textContent).toBe('item');
      editor.setMarkdown('Intro <iframe src="https://example.com/u"> inline unclosed\n\nNext paragraph.');
      const inline = new DOMParser().parseFromString(editor.getHtml(), 'text/html').body;
      expect(inline.textContent).toContain('inline unclosed');
      expect(inline.textContent).toContain('Next paragraph.');
      expect(editor.getMarkdown()).withContext('the markdown stays as written').toBe('Intro <iframe src="https://example.com/u"> inline unclosed\n\nNext paragraph.');
      if (mode === 'markdown') {
        const preview = editor.getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview') as HTMLElement;
        await waitFor(() => preview.textContent!.includes('Next paragraph.'));
        expect(preview.textContent).toContain('inline unclosed');
      }
    });
  }

  for (const mode of ['markdown', 'wysiwyg'] as const) {
    for (const useDefaultHTMLSanitizer of [true, false]) {
      it(`getHtml() keeps every block after prose that mentions <script> or <textarea> (${mode}, sanitizer ${useDefaultHTMLSanitizer})`, () => {
        const editor = create({ initialValue: PROSE, initialEditType: mode, useDefaultHTMLSanitizer });
        const html = editor.getHtml();
        expect(html).toContain('<h2>Next section</h2>');
        expect(html).toContain('<p>More text.</p>');
        expect(html).toContain('Never put secrets in a &lt;script&gt; tag.');
        editor.setMarkdown('A <textarea> holds text.\n\nSecond paragraph.');
        expect(editor.getHtml()).toBe('<p>A &lt;textarea&gt; holds text.</p>\n<p>Second paragraph.</p>');
        expect(editor.getMarkdown()).toBe('A <textarea> holds text.\n\nSecond paragraph.');
      });
    }
  }

  it('<template> and <noscript>, which the sanitizer always removes with what they take in, show as text too', () => {
    for (const tag of ['<template>', '<noscript>']) {
      for (const mode of ['markdown', 'wysiwyg'] as const) {
        const editor = create({ initialValue: `Use the ${tag} tag here.\n\n## After\n\n- item\n\nEnd.`, initialEditType: mode });
        const html = editor.getHtml();
        expect(html).withContext(`${tag} ${mode}`).toBe(`<p>Use the ${tag.replace('<', '&lt;').replace('>', '&gt;')} tag here.</p>\n<h2>After</h2>\n<ul>\n<li>item</li>\n</ul>\n<p>End.</p>`);
      }
    }
  });

  it('the preview shows the tag as text and the blocks after it', async () => {
    const editor = create({ initialValue: PROSE, previewStyle: 'vertical' });
    const preview = editor.getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview') as HTMLElement;
    await waitFor(() => !!preview.querySelector('h2'));
    expect(preview.querySelector('p')!.textContent).toBe('Never put secrets in a <script> tag.');
    expect(preview.querySelector('h2')!.textContent).toBe('Next section');
    expect(preview.querySelector('script, textarea')).toBeNull();
  });

  it('the viewer and both markdown parsers do the same; a real script block still never runs', () => {
    const el = container();
    const viewer = new KitViewer({ el, initialValue: `${PROSE}\n\n<script>window.kitTagFilterRan = true</script>\n\nend` });
    try {
      expect(el.querySelector('h2')?.textContent).toBe('Next section');
      expect(el.textContent).toContain('<script>window.kitTagFilterRan = true</script>');
      expect(el.querySelector('script')).toBeNull();
      expect((window as { kitTagFilterRan?: boolean }).kitTagFilterRan).toBeUndefined();
    } finally {
      viewer.remove();
    }
    for (const parser of [markdownParser, markdownParserHighlight]) {
      expect(parser.parse('a <style> b\n\n# c')).toBe('<p>a &lt;style&gt; b</p>\n<h1>c</h1>');
    }
  });
});
