import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/* WYSIWYG links and images keep every URL the sanitizer keeps, not only Quill's few schemes. */
describe('KitEditor WYSIWYG link and image URLs', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  it('an ftp: link and image survive an edit of their paragraph', () => {
    const editor = create({ initialValue: 'Get it from the [mirror](ftp://ftp.example.org/pub) today ![logo](ftp://ftp.example.org/logo.png)', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    expect(quill.root.querySelector('a')!.getAttribute('href')).toBe('ftp://ftp.example.org/pub');
    quill.insertText(quill.getText().indexOf('today') + 5, '!', 'user');
    expect(editor.getMarkdown()).toBe('Get it from the [mirror](ftp://ftp.example.org/pub) today! ![logo](ftp://ftp.example.org/logo.png)');
  });

  it('AddImage and AddLink take blob:, ftp: and relative URLs in WYSIWYG as in markdown mode; script URLs never reach the page', () => {
    const blob = URL.createObjectURL(new Blob(['x'], { type: 'image/png' }));
    try {
      for (const mode of ['markdown', 'wysiwyg'] as const) {
        const editor = create({ initialEditType: mode });
        editor.focus();
        editor.exec('AddImage', { imageUrl: blob, altText: 'chart' });
        editor.exec('AddLink', { url: 'ftp://x.example/f', linkText: 'T' });
        editor.exec('AddLink', { url: 'docs/page.md', linkText: 'rel' });
        expect(editor.getMarkdown()).withContext(mode).toBe(`![chart](${blob})[T](ftp://x.example/f)[rel](docs/page.md)`);
        // The object URL is shown: getHtml() (the preview's and the viewer's rendering) keeps it.
        expect(editor.getHtml()).withContext(mode).toContain(`src="${blob}"`);
      }
      const editor = create({ initialValue: '[x](javascript:alert(1))', initialEditType: 'wysiwyg' });
      expect(editor.getSquire().root.querySelector('a')?.getAttribute('href') ?? null).not.toMatch(/javascript/i);
    } finally {
      URL.revokeObjectURL(blob);
    }
  });

  // Security review, 2026-11-27: the URL typed `javascript&colon;x` (a harmless relative URL as
  // typed) was written `[t](javascript&colon;x)`, which markdown reads as `javascript:x`, so the
  // stored markdown held a script link for any renderer that does not sanitize.
  it('a URL typed with what reads as an entity is written so markdown reads it as typed, in both modes', async () => {
    const { marked } = await import('marked');
    for (const mode of ['markdown', 'wysiwyg'] as const) {
      // Numeric references without `;` and backslash escapes too (second review, 2026-11-28): marked
      // copies `&#58` into href, where the browser decodes it, and reads `\:` as `:`.
      for (const url of ['javascript&colon;alert(1)', '&#106;avascript:alert(1)', 'a.html?x=1&amp;y=2', 'javascript&#58alert(1)', 'jav&#9ascript:alert(1)', '&#106avascript:alert(1)', 'javascript\\:alert(1)', 'https://x.example/?a=1&b=2&copy=4']) {
        const editor = create({ initialEditType: mode });
        editor.focus();
        editor.exec('AddLink', { url, linkText: 'T' });
        editor.exec('AddImage', { imageUrl: url, altText: 'I' });
        const markdown = editor.getMarkdown();
        const rendered = new DOMParser().parseFromString(marked.parse(markdown, { async: false }), 'text/html');
        // (Markdown mode percent-encodes parentheses; WYSIWYG escapes them: the same URL. marked
        // percent-encodes a backslash.)
        const read = (value: string | null) => value?.replaceAll('%28', '(').replaceAll('%29', ')').replaceAll('%5C', '\\');
        const hrefs = [...rendered.querySelectorAll('a')].map((a) => read(a.getAttribute('href')));
        const srcs = [...rendered.querySelectorAll('img')].map((img) => read(img.getAttribute('src')));
        expect(hrefs).withContext(`${mode} ${url}: ${markdown}`).toEqual([url]);
        expect(srcs).withContext(`${mode} ${url}: ${markdown}`).toEqual([url]);
      }
    }
  });
});
