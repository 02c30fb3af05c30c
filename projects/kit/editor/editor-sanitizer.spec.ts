import { KitEditor, ready } from './kit-editor';
import { KitEditorOptions } from './editor-options';
import { sanitizeHtml } from './editor-sanitizer';

/** The trap every payload would spring if anything in it ran. */
const trap = window as unknown as { __xss: number };
const RUN = 'window.__xss++';

/** HTML payloads: script, handlers, URL schemes, dangerous elements, namespace and mutation tricks. */
const HTML_PAYLOADS: string[] = [
  `<script>${RUN}</script>`,
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<img src=x onerror="${RUN}">`,
  `<IMG SRC=x OnErRoR=${RUN}>`,
  `<img """><script>${RUN}</script>">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate></svg>`,
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>',
  '<svg><a href="javascript:alert(1)"><text x="20" y="20">svg href</text></a></svg>',
  `<svg><style><img src=x onerror="${RUN}"></style></svg>`,
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">m</maction></math>',
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${RUN} src=x>">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<body onload="${RUN}">body</body>`,
  `<details open ontoggle="${RUN}">d</details>`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}"></audio>`,
  `<input autofocus onfocus="${RUN}">`,
  `<marquee onstart="${RUN}">m</marquee>`,
  `<p style="color:red" onmouseover="${RUN}">hover</p>`,
  '<a href="javascript:alert(1)">plain</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java&#x09;script:alert(1)">tab entity</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline entity</a>',
  '<a href=" &#14; javascript:alert(1)">leading control</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal entities</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">named colon</a>',
  '<a href="&#0000106avascript:alert(1)">padded entity</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data html</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">button</button>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "<style>@import 'javascript:alert(1)'; body { display: none }</style>",
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<frameset onload="alert(1)"><frame src="javascript:alert(1)"></frameset>',
  '<div contenteditable="true">editable</div>',
  '<a href="https://example.com" onclick="alert(1)">kept link</a>',
];

/** Markdown payloads: link/image URL tricks and raw HTML blocks. */
const MARKDOWN_PAYLOADS: string[] = [
  '[x](javascript:alert(1))',
  '![x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](&#106;avascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD4=)',
  '![x](data:text/html;base64,PHNjcmlwdD4=)',
  '[x][r]\n\n[r]: javascript:alert(1)',
  `![x](x" onerror="${RUN})`,
  `<https://example.com" onmouseover="${RUN}>`,
  `<div>\n<img src=x onerror="${RUN}">\n</div>`,
  `<details open ontoggle="${RUN}">\n\n**md**\n\n</details>`,
  `Inline <img src=x onerror=${RUN}> and <svg onload=${RUN}>`,
  '- [ ] <a href="javascript:alert(1)">task</a>',
];

const FORBIDDEN = 'script, iframe, frame, frameset, object, embed, base, form, meta, style, link, noscript, template, button, textarea, select';
const ALWAYS_FORBIDDEN = 'script, object, embed, base, form, meta, style, noscript, template';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'data'];

/** Every violation of Part C item 6 in a DOM tree. */
function violations(root: ParentNode, forbidden = FORBIDDEN): string[] {
  const found: string[] = Array.from(root.querySelectorAll(forbidden), (el) => `<${el.tagName.toLowerCase()}>`);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(el.attributes)) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on') || attr === 'srcdoc' || attr === 'formaction' || attr === 'action') found.push(`${el.tagName} ${attr}`);
      // Quill marks its own list UI contenteditable="false"; only an editable island is a problem.
      if (attr === 'contenteditable' && value !== 'false') found.push(`${el.tagName} contenteditable`);
      if (!URL_ATTRIBUTES.includes(attr)) continue;
      const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      const image = el.tagName === 'IMG' && attr === 'src' && url.startsWith('data:image/');
      if (/^(javascript|vbscript|livescript):/.test(url) || (url.startsWith('data:') && !image)) found.push(`${el.tagName} ${attr}=${value}`);
    }
  }
  return found;
}

/** Parses a string into an inert document (nothing loads or runs) and checks it. */
const htmlViolations = (html: string, forbidden?: string) => violations(new DOMParser().parseFromString(html, 'text/html').body, forbidden);

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
/** Some payloads (unclosed mXSS markup, frameset) legitimately swallow what follows; the others must not lose it. */
const keepsFollowing = (payload: string) => sanitizeHtml(`<p>before</p>${payload}<p>after</p>`).includes('after');

describe('editor sanitizer (XSS)', () => {
  let editors: KitEditor[] = [];
  let containers: HTMLElement[] = [];

  function create(options: Partial<KitEditorOptions> = {}): KitEditor {
    const el = document.createElement('div');
    document.body.appendChild(el);
    containers.push(el);
    const editor = new KitEditor({ el, previewStyle: 'vertical', previewDelayTime: 0, ...options });
    editors.push(editor);
    return editor;
  }

  beforeAll(async () => {
    await ready;
  });

  beforeEach(() => (trap.__xss = 0));

  afterEach(async () => {
    await tick(100); // anything that slipped through (image errors, toggles, loads) has fired by now
    expect(trap.__xss).withContext('window.__xss trap').toBe(0);
    for (const editor of editors) editor.remove();
    for (const el of containers) el.remove();
    editors = [];
    containers = [];
  });

  it('has enough payloads to mean something', () => {
    expect(HTML_PAYLOADS.length + MARKDOWN_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    // The checker itself flags what it should.
    expect(htmlViolations('<a href="java\tscript:x">a</a><img src=x onerror=y><script></script><div contenteditable>e</div>').length).toBe(4);
    expect(htmlViolations('<img src="data:image/png;base64,AAAA"><a href="https://x">ok</a>')).toEqual([]);
  });

  it('sanitizeHtml removes script, handlers, dangerous URLs and elements (strict)', () => {
    for (const payload of HTML_PAYLOADS) {
      const clean = sanitizeHtml(payload);
      expect(htmlViolations(clean)).withContext(payload).toEqual([]);
      expect(clean).withContext(payload).not.toMatch(/<script|javascript:|vbscript:|onerror|onload/i);
    }
  });

  it('sanitizeHtml keeps safe content: links, data:image sources, text, task checkboxes', () => {
    expect(sanitizeHtml('<a href="https://example.com" onclick="alert(1)">kept link</a>')).toBe('<a href="https://example.com">kept link</a>');
    const image = new DOMParser().parseFromString(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">'), 'text/html').querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt')]).toEqual(['data:image/png;base64,iVBORw0KGgo=', 'a']);
    expect(sanitizeHtml('<p style="color:red" onmouseover="x">hover</p>')).toBe('<p style="color:red">hover</p>');
    expect(sanitizeHtml('<ul><li><input type="checkbox" checked disabled> done</li></ul>')).toContain('<input');
    expect(sanitizeHtml('<div contenteditable="true">editable</div>')).toBe('<div>editable</div>');
    expect(sanitizeHtml('<a href="data:image/png;base64,AAAA">x</a>')).toBe('<a>x</a>');
  });

  it('sanitizeHtml never parses the payload into the live document', () => {
    const mutations = new MutationObserver(() => {});
    mutations.observe(document, { childList: true, subtree: true, attributes: true });
    for (const payload of HTML_PAYLOADS) sanitizeHtml(payload);
    // The loop is synchronous: every record now queued was caused by it.
    const records = mutations.takeRecords();
    document.body.appendChild(document.createElement('i')).remove(); // the observer does see the live document
    expect([records.length, mutations.takeRecords().length]).toEqual([0, 2]);
    mutations.disconnect();
  });

  it('useDefaultHTMLSanitizer: false still removes script, handlers and script URLs', async () => {
    for (const payload of HTML_PAYLOADS) {
      expect(htmlViolations(sanitizeHtml(payload, { strict: false }), ALWAYS_FORBIDDEN)).withContext(payload).toEqual([]);
    }
    // It does relax the allow-list for trusted content.
    expect(sanitizeHtml('<iframe src="https://www.example.com/embed"></iframe>', { strict: false })).toContain('<iframe');
    expect(sanitizeHtml('<iframe src="https://www.example.com/embed"></iframe>')).not.toContain('<iframe');
    const editor = create({ useDefaultHTMLSanitizer: false });
    const preview = containers[containers.length - 1].querySelector<HTMLElement>('.kit-md-preview')!;
    for (const payload of [...HTML_PAYLOADS, ...MARKDOWN_PAYLOADS]) {
      editor.setMarkdown(payload);
      await tick(5);
      expect(violations(preview, ALWAYS_FORBIDDEN)).withContext(`preview: ${payload}`).toEqual([]);
      expect(htmlViolations(editor.getHtml(), ALWAYS_FORBIDDEN)).withContext(`getHtml: ${payload}`).toEqual([]);
    }
  });

  it('setMarkdown: the live preview and getHtml() are clean', async () => {
    const editor = create();
    const preview = containers[0].querySelector<HTMLElement>('.kit-md-preview')!;
    for (const payload of [...MARKDOWN_PAYLOADS, ...HTML_PAYLOADS]) {
      editor.setMarkdown(`before\n\n${payload}\n\nafter`);
      await tick(5);
      if (keepsFollowing(payload)) expect(preview.textContent).withContext(payload).toContain('after');
      expect(violations(preview)).withContext(`preview: ${payload}`).toEqual([]);
      expect(htmlViolations(editor.getHtml())).withContext(`getHtml: ${payload}`).toEqual([]);
    }
  });

  it('markdown link and image URL tricks never produce a script URL', async () => {
    const editor = create();
    const preview = containers[0].querySelector<HTMLElement>('.kit-md-preview')!;
    editor.setMarkdown('[safe](https://example.com) ![img](data:image/png;base64,iVBORw0KGgo=)');
    await tick(5);
    expect(preview.querySelector('a')!.getAttribute('href')).toBe('https://example.com');
    expect(preview.querySelector('img')!.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    for (const payload of MARKDOWN_PAYLOADS.slice(0, 9)) {
      editor.setMarkdown(payload);
      await tick(5);
      const urls = Array.from(preview.querySelectorAll('a, img'), (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');
      expect(urls.filter((url) => /^\s*(javascript|vbscript|data):/i.test(url))).withContext(payload).toEqual([]);
    }
  });

  it('previewBeforeHook output is sanitized before it reaches the preview', async () => {
    let next = '';
    const editor = create({ hooks: { previewBeforeHook: () => next } });
    const preview = containers[0].querySelector<HTMLElement>('.kit-md-preview')!;
    for (const [i, payload] of HTML_PAYLOADS.entries()) {
      next = `<p>before</p>${payload}<p><i>hooked</i></p>`;
      editor.setMarkdown(`change ${i}`);
      await tick(5);
      if (keepsFollowing(payload)) expect(preview.querySelector('i')?.textContent).withContext(payload).toBe('hooked');
      expect(violations(preview)).withContext(payload).toEqual([]);
    }
  });

  it('setHtml is sanitized in markdown mode (markdown and preview) and in WYSIWYG mode (Quill root)', async () => {
    const editor = create();
    const preview = containers[0].querySelector<HTMLElement>('.kit-md-preview')!;
    for (const payload of HTML_PAYLOADS) {
      editor.setHtml(`<p>before</p>${payload}<p>after</p>`);
      expect(editor.getMarkdown()).withContext(payload).not.toMatch(/javascript:|vbscript:|data:text|onerror|<script/i);
      await tick(5);
      expect(violations(preview)).withContext(`preview: ${payload}`).toEqual([]);
    }
    editor.changeMode('wysiwyg', true);
    const root = editor.getSquire().root;
    for (const payload of HTML_PAYLOADS) {
      editor.setHtml(`<p>before</p>${payload}<p>after</p>`);
      if (keepsFollowing(payload)) expect(root.textContent).withContext(payload).toContain('after');
      expect(violations(root)).withContext(`WYSIWYG: ${payload}`).toEqual([]);
      expect(htmlViolations(editor.getHtml())).withContext(`getHtml: ${payload}`).toEqual([]);
    }
  });

  it('changeMode("wysiwyg") loads only clean HTML into Quill', async () => {
    const editor = create();
    for (const payload of [...MARKDOWN_PAYLOADS, ...HTML_PAYLOADS]) {
      editor.setMarkdown(`${payload}\n\nafter`);
      editor.changeMode('wysiwyg', true);
      const root = editor.getSquire().root;
      if (keepsFollowing(payload)) expect(root.textContent).withContext(payload).toContain('after');
      expect(violations(root)).withContext(payload).toEqual([]);
      // Unedited content comes back as the markdown it was: the payload is inert text, never re-rendered unsafely.
      expect(editor.getMarkdown()).withContext(payload).toBe(`${payload}\n\nafter`);
      editor.changeMode('markdown', true);
    }
    await tick(50);
  });

  it('the container HTML captured at construction is sanitized before it becomes content', () => {
    const el = document.createElement('div');
    containers.push(el); // detached: its own markup never runs
    el.innerHTML = '<p>hello <a href="javascript:alert(1)">link</a></p><iframe srcdoc="x"></iframe>';
    const editor = new KitEditor({ el, previewStyle: 'vertical' });
    editors.push(editor);
    expect(editor.getMarkdown()).toBe('hello link');
    expect(htmlViolations(editor.getHtml())).toEqual([]);
  });
});

// Power-user QA (2026-11-27): the HTML parser drops U+0000, so a NUL in the markdown vanished from getHtml().
describe('editor sanitizer: NUL characters', () => {
  beforeAll(async () => {
    await ready;
  });

  it('gives U+0000 as U+FFFD, as CommonMark reads it, in getHtml() and the preview', () => {
    expect(sanitizeHtml('<p>a\u0000b</p>')).toBe('<p>a\uFFFDb</p>');
    const el = document.body.appendChild(document.createElement('div'));
    const editor = new KitEditor({ el, initialValue: 'a\u0000b `c\u0000d`', previewStyle: 'vertical', usageStatistics: false });
    expect(editor.getHtml()).toBe('<p>a\uFFFDb <code>c\uFFFDd</code></p>');
    expect(editor.getMarkdown()).withContext('the markdown keeps its NUL').toBe('a\u0000b `c\u0000d`');
    editor.remove();
    el.remove();
  });
});
