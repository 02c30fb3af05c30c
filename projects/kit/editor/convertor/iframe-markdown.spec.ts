import type { KitEditor } from '../kit-editor';
import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/**
 * With `useDefaultHTMLSanitizer: false` the sanitizer keeps iframes (embedded videos and maps,
 * sandboxed). HTML given to the editor must keep them in its markdown: `setHtml` in markdown mode
 * dropped them, and WYSIWYG (Quill's video embed) wrote a link to the frame's address instead.
 */
describe('iframes kept by useDefaultHTMLSanitizer: false, written to markdown', () => {
  const { create, container } = useEditorFactory();
  let el: HTMLElement;
  let editor: KitEditor;
  const frame = '<iframe src="https://video.example/embed/1?a=1&amp;b=2" width="560" height="315" title="A talk"></iframe>';

  beforeAll(async () => {
    await loadQuill();
  });

  beforeEach(() => {
    el = container();
  });

  const loose = (initialEditType: 'markdown' | 'wysiwyg') => create({ el, initialEditType, useDefaultHTMLSanitizer: false });

  /** The frames drawn in the markdown preview of the current markdown. */
  const previewFrames = () => Array.from(el.querySelectorAll<HTMLIFrameElement>('.kit-md-preview iframe'));

  it('markdown mode: setHtml keeps the iframe as an HTML block, with its own attributes', () => {
    editor = loose('markdown');
    editor.setHtml(`<p>before</p>${frame}<p>after</p>`);
    expect(editor.getMarkdown()).toBe(`before\n\n${frame}\n\nafter`);
    const html = new DOMParser().parseFromString(editor.getHtml(), 'text/html');
    const shown = html.querySelector('iframe')!;
    expect(shown.getAttribute('src')).toBe('https://video.example/embed/1?a=1&b=2');
    expect(shown.getAttribute('sandbox')).withContext('shown sandboxed, as every kept frame').toBe('');
  });

  it('WYSIWYG: setHtml shows the frame and writes it as the iframe, not as a link to it', () => {
    editor = loose('wysiwyg');
    editor.setHtml(`<p>before</p>${frame}<p>after</p>`);
    const quillFrame = el.querySelector<HTMLIFrameElement>('.ql-editor iframe')!;
    expect(quillFrame.getAttribute('sandbox')).toBe('');
    const markdown = editor.getMarkdown();
    expect(markdown).not.toContain('](');
    expect(markdown).toMatch(/^before\n\n<iframe src="https:\/\/video\.example\/embed\/1\?a=1&amp;b=2" (height="315" width="560"|width="560" height="315")><\/iframe>\n\nafter$/);
    expect(markdown).withContext("Quill's video class and attributes, kit's sandbox: not the content's").not.toMatch(/class=|frameborder|allowfullscreen|sandbox/);

    editor.changeMode('markdown', true);
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('an iframe beside text stays inline raw HTML in its paragraph', () => {
    editor = loose('markdown');
    editor.setHtml('<p>see <iframe src="https://map.example/x"></iframe> here</p>');
    expect(editor.getMarkdown()).toBe('see <iframe src="https://map.example/x"></iframe> here');
  });

  it('attribute values are written escaped, and a script URL never comes back', () => {
    editor = loose('markdown');
    editor.setHtml('<iframe src="https://x.example/?q=&quot;&lt;b&gt;" title="say &quot;hi&quot;"></iframe>');
    expect(editor.getMarkdown()).toBe('<iframe src="https://x.example/?q=&quot;&lt;b&gt;" title="say &quot;hi&quot;"></iframe>');
    editor.setHtml('<iframe src="javascript:alert(1)"></iframe>');
    expect(editor.getMarkdown()).not.toContain('javascript');
  });

  it('the strict sanitizer (the default) keeps no iframe, so none is written', () => {
    editor = create({ el });
    editor.setHtml(`<p>before</p>${frame}`);
    expect(editor.getMarkdown()).toBe('before');
  });

  it('markdown mode shows the written iframe in its preview, sandboxed', async () => {
    editor = loose('markdown');
    editor.changePreviewStyle('vertical');
    editor.setHtml(frame);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(previewFrames().length).toBe(1);
    expect(previewFrames()[0].getAttribute('sandbox')).toBe('');
  });

  it('WYSIWYG draws an iframe written in markdown as a sandboxed frame, and a strict editor beside it as its source', async () => {
    const strictEl = container();
    const strict = create({ el: strictEl, initialEditType: 'wysiwyg' });
    editor = loose('wysiwyg');
    const markdown = `before\n\n${frame}\n\n<div><img src="x" onerror="window.__kitFrameSpec = 1">after</div>`;
    editor.setMarkdown(markdown);
    strict.setMarkdown(markdown);
    const blocks = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('.ql-editor .kit-html-block'));
    const [shown, div] = blocks(el);
    const drawn = shown.querySelector('iframe')!;
    expect(drawn).withContext('a frame, not its source').not.toBeNull();
    expect(drawn.getAttribute('src')).toBe('https://video.example/embed/1?a=1&b=2');
    expect(drawn.getAttribute('sandbox')).toBe('');
    expect(div.querySelector('img')!.hasAttribute('onerror')).withContext('trusted markup is still sanitized').toBeFalse();
    const [strictFrame] = blocks(strictEl);
    expect(strictFrame.querySelector('iframe')).toBeNull();
    expect(strictFrame.textContent).toContain('<iframe');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as unknown as { __kitFrameSpec?: number }).__kitFrameSpec).toBeUndefined();
    expect(editor.getMarkdown()).toBe(markdown);
    editor.changeMode('markdown', true);
    editor.changeMode('wysiwyg', true);
    expect(editor.getMarkdown()).toBe(markdown);
    expect(el.querySelector('.ql-editor .kit-html-block iframe')).withContext('drawn as a frame again after a round trip').not.toBeNull();
  });

  it('WYSIWYG setHtml keeps an iframe inside a table cell, list item, quote or paragraph where it is, drawn as a frame', () => {
    editor = loose('wysiwyg');
    const cell = '<iframe src="https://example.com/t"></iframe>';
    editor.setHtml(`<table><thead><tr><th>Name</th><th>Video</th></tr></thead><tbody><tr><td>Demo</td><td>${cell}</td></tr><tr><td>Two</td><td>plain</td></tr></tbody></table>`);
    const table = editor.getMarkdown().split('\n');
    expect(table.length).withContext(editor.getMarkdown()).toBe(4);
    expect(table[2]).toMatch(/^\| Demo +\| <iframe src="https:\/\/example\.com\/t"><\/iframe> *\|$/);
    expect(table[3]).toMatch(/^\| Two +\| plain +\|$/);
    const drawn = el.querySelector<HTMLIFrameElement>('.ql-editor td iframe');
    expect(drawn).withContext('drawn as a frame in its cell').not.toBeNull();
    expect(drawn!.getAttribute('sandbox')).toBe('');

    editor.setHtml('<ul><li>item <iframe src="https://example.com/l"></iframe></li><li>two</li></ul>');
    expect(editor.getMarkdown()).toBe('- item <iframe src="https://example.com/l"></iframe>\n- two');
    editor.setHtml('<blockquote><p>quoted <iframe src="https://example.com/q"></iframe></p></blockquote>');
    expect(editor.getMarkdown()).toBe('> quoted <iframe src="https://example.com/q"></iframe>');
    editor.setHtml('<p>before <iframe src="https://example.com/p"></iframe> after</p>');
    expect(editor.getMarkdown()).toBe('before <iframe src="https://example.com/p"></iframe> after');
    expect(el.querySelectorAll('.ql-editor p').length).withContext('one paragraph, not split around the frame').toBe(1);
  });
});
