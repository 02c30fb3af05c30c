// The security audit's payload catalogue and checks, shared by the editor and viewer audit specs.
// Every payload bumps window.__kitPwned if anything in it ever runs, and carries a harmless word
// (kitsafeNN) next to the dangerous part, so a spec can prove the payload reached the code path.

type Trip = Window & { __kitPwned?: number };

/** The script every payload runs if it gets the chance. */
export const RUN = 'window.__kitPwned=(window.__kitPwned||0)+1';

/** Sets the trip to 0; `tripped()` reads it. */
export function armTrip(): void {
  (window as Trip).__kitPwned = 0;
}

/** How often a payload ran since `armTrip()`. */
export function tripped(): number {
  return (window as Trip).__kitPwned ?? 0;
}

/** Removes the trip. */
export function disarmTrip(): void {
  delete (window as Trip).__kitPwned;
}

let controls = 0;

/**
 * Waits until an `<img onerror>` put on the page by now would have fired: a control image asked
 * for after it (same missing-file server answer) has reported its error, then two frames and a
 * short timeout for handlers queued behind it.
 */
export async function settle(): Promise<void> {
  await new Promise<void>((resolve) => {
    const img = new Image();
    img.onload = img.onerror = () => resolve();
    img.src = `/kit-sec-control-${++controls}-${Date.now()}.png`;
  });
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 30));
}

/** A payload: the markup, the word that must survive, and whether it is markdown only. */
export interface Payload {
  readonly name: string;
  readonly text: string;
  readonly safe: string;
}

const payload = (n: number, name: string, text: (safe: string) => string): Payload => {
  const safe = `kitsafe${String(n).padStart(2, '0')}`;
  return { name, text: text(safe), safe };
};

/** HTML payloads: good as raw HTML in markdown, for setHtml and for pasted HTML. */
export const HTML_PAYLOADS: readonly Payload[] = [
  payload(1, 'img onerror', (s) => `<p>${s} <img src="/kit-sec-missing-1.png" onerror="${RUN}"></p>`),
  payload(2, 'svg script', (s) => `<p>${s}</p><svg><script>${RUN}</script></svg>`),
  payload(3, 'svg onload', (s) => `<p>${s} <svg onload="${RUN}"><circle r="1"></circle></svg></p>`),
  payload(4, 'math/mglyph/style mXSS', (s) => `<p>${s}</p><math><mtext><table><mglyph><style><img src="/kit-sec-missing-4.png" onerror="${RUN}">`),
  payload(5, 'form/math namespace confusion', (s) => `<p>${s}</p><form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${RUN} src=/kit-sec-missing-5.png>">`),
  payload(6, 'noscript title break-out', (s) => `<p>${s}</p><noscript><p title="</noscript><img src=/kit-sec-missing-6.png onerror=${RUN}>">`),
  payload(7, 'style tag and css url(javascript:)', (s) => `<style>@import "javascript:${RUN}";</style><p style="background-image:url(javascript:${RUN})">${s}</p>`),
  payload(8, 'iframe srcdoc and javascript: src', (s) => `<p>${s}</p><iframe srcdoc="<script>parent.${RUN}</script>"></iframe><iframe src="javascript:parent.${RUN}"></iframe>`),
  payload(9, 'a href javascript:', (s) => `<p><a href="javascript:${RUN}">${s}</a></p>`),
  payload(10, 'entity-encoded javascript:', (s) => `<p><a href="&#106;avascript:${RUN}">${s}</a> <a href="java&#x09;script:${RUN}">x</a> <a href="javascript&colon;${RUN}">y</a></p>`),
  payload(11, 'data:text/html', (s) => `<p><a href="data:text/html,<script>${RUN}</script>">${s}</a></p><iframe src="data:text/html,<script>parent.${RUN}</script>"></iframe>`),
  payload(12, 'form action and formaction', (s) => `<p>${s}</p><form action="javascript:${RUN}"><input type="submit"></form><button formaction="javascript:${RUN}">b</button>`),
  payload(13, 'base href', (s) => `<base href="https://evil.example/"><p>${s}</p>`),
  payload(14, 'meta refresh', (s) => `<meta http-equiv="refresh" content="100000;url=javascript:${RUN}"><p>${s}</p>`),
  payload(15, 'object and embed', (s) => `<p>${s}</p><object data="javascript:${RUN}"></object><embed src="javascript:${RUN}">`),
  payload(16, 'svg xlink:href', (s) => `<p>${s}</p><svg><a xlink:href="javascript:${RUN}"><text y="10">t</text></a><a href="javascript:${RUN}"><text y="20">u</text></a></svg>`),
  payload(17, 'details ontoggle / video source onerror', (s) => `<details open ontoggle="${RUN}"><summary>${s}</summary>d</details><video><source onerror="${RUN}"></video>`),
  payload(18, 'DOM clobbering', (s) => `<p><img name="getElementById" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><a id="cookie" name="createElement" href="#x">${s}</a></p>`),
  payload(19, 'target _blank without rel', (s) => `<p><a href="https://example.com/" target="_blank">${s}</a></p>`),
  payload(20, 'template content', (s) => `<p>${s}</p><template><img src=/kit-sec-missing-20.png onerror="${RUN}"></template>`),
  payload(21, 'split script tag', (s) => `<p>${s}</p><scr<script>ipt>${RUN}</scr</script>ipt>`),
  payload(22, 'svg animate onbegin', (s) => `<p>${s}</p><svg><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate></svg>`),
  // Kept with useDefaultHTMLSanitizer: false: it ran the framed page's script, with this page's origin.
  // One click on the invoker put a full-page link in the top layer, over every containment.
  payload(24, 'popover and invoker commands', (s) => `<p>${s}</p><input type="button" popovertarget="kitp24" value="more"><button commandfor="kitd24" command="show-modal">open</button><div popover id="kitp24"><a href="https://evil.example/24">expired</a></div><dialog id="kitd24"><a href="https://evil.example/24d">expired</a></dialog>`),
  payload(23, 'iframe asking for script and this origin', (s) => `<p>${s}</p><iframe src="/kit-sec-frame-23.html" sandbox="allow-scripts allow-same-origin"></iframe><iframe src="https://example.com/"></iframe>`),
];

/** Markdown-only payloads: links, definitions, autolinks, code fence languages, tables, tasks. */
export const MARKDOWN_PAYLOADS: readonly Payload[] = [
  payload(30, 'inline link javascript:', (s) => `[${s}](javascript:${RUN})`),
  payload(31, 'entity javascript: link', (s) => `[${s}](&#106;avascript:${RUN})`),
  payload(32, 'link reference definition', (s) => `[${s}][evil]\n\n[evil]: javascript:${RUN}`),
  payload(33, 'autolink javascript:', (s) => `${s} <javascript:${RUN}>`),
  payload(34, 'image src break-out', (s) => `![${s}](x" onerror="${RUN})`),
  payload(35, 'data:text/html link', (s) => `[${s}](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`),
  payload(36, 'code fence language', (s) => '```"><img src=/kit-sec-missing-36.png onerror=' + RUN + '>\n' + s + '\n```'),
  payload(37, 'inline HTML in a paragraph', (s) => `${s} <img src=/kit-sec-missing-37.png onerror="${RUN}"> more`),
  payload(38, 'table cells', (s) => `| ${s} | <img src=/kit-sec-missing-38.png onerror="${RUN}"> |\n| --- | --- |\n| <a href="javascript:${RUN}">c</a> | d |`),
  payload(39, 'task list item', (s) => `- [ ] ${s} <img src=/kit-sec-missing-39.png onerror="${RUN}">\n- [x] <a href="javascript:${RUN}">done</a>`),
  payload(40, 'angle-bracket link destination', (s) => `[${s}](<javascript:${RUN}>)`),
  payload(41, 'link title break-out', (s) => `[${s}](https://example.com "\\"><img src=/kit-sec-missing-41.png onerror=${RUN}>")`),
  payload(42, 'heading with svg', (s) => `# ${s} <svg onload="${RUN}"></svg>`),
  payload(43, 'colour span with a script URL', (s) => `<span style="color:#ff0000;background:url(javascript:${RUN})">${s}</span>`),
];

/** Both catalogues, as markdown (an HTML payload is a raw HTML block). */
export const ALL_PAYLOADS: readonly Payload[] = [...HTML_PAYLOADS, ...MARKDOWN_PAYLOADS];

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'data', 'srcset']);
const NEVER = /^(SCRIPT|OBJECT|EMBED|BASE|FORM|META|STYLE|NOSCRIPT|FRAME|FRAMESET|LINK)$/;
/** Names a content element must not take: they would shadow `document` methods and properties. */
const CLOBBERED = ['getElementById', 'createElement', 'cookie', 'body', 'querySelector'];

/**
 * What in `root` could run script or take over the page: script and other forbidden elements
 * (`iframe` too unless `relaxed`, and then any iframe without an empty `sandbox`), event handlers, `srcdoc`, script or `data:` URLs (but
 * `data:image/*` on images), script in inline styles, links opening a new page without
 * `noopener`, and ids or names that shadow `document` members. Empty when clean.
 */
export function dangers(root: ParentNode, relaxed = false): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toUpperCase();
    if (NEVER.test(tag) || (!relaxed && tag === 'IFRAME')) found.push(`<${el.tagName.toLowerCase()}>`);
    // A kept iframe is sandboxed with no permission: the page it frames runs no script.
    else if (tag === 'IFRAME' && el.getAttribute('sandbox')?.trim() !== '') found.push(`<iframe sandbox=${el.getAttribute('sandbox')}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on') || attr === 'srcdoc' || attr === 'formaction' || attr === 'action') found.push(`${tag} ${attr}`);
      // The top layer is over the page and outside every containment.
      if (/^(popover|popovertarget|popovertargetaction|command|commandfor|interestfor)$/.test(attr)) found.push(`${tag} ${attr}`);
      if ((attr === 'id' || attr === 'name') && CLOBBERED.includes(value)) found.push(`${tag} ${attr}=${value}`);
      if (attr === 'style' && /javascript:|expression\(/i.test(value)) found.push(`${tag} style=${value}`);
      if (!URL_ATTRIBUTES.has(attr)) continue;
      const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
      const image = tag === 'IMG' && attr === 'src' && /^data:image\/(png|gif|jpe?g|webp|avif|bmp)[;,]/.test(url);
      if (/^(javascript|vbscript|livescript|mocha):/.test(url) || (url.startsWith('data:') && !image)) found.push(`${tag} ${attr}=${value}`);
    }
    const target = (el.getAttribute('target') ?? '').trim().toLowerCase();
    if (tag === 'A' && target && !['_self', '_parent', '_top'].includes(target) && !/\bnoopener\b/i.test(el.getAttribute('rel') ?? '')) {
      found.push(`A target=${target} without noopener`);
    }
  }
  return found;
}

/** `dangers` of an HTML string, parsed in an inert document. */
export function htmlDangers(html: string, relaxed = false): string[] {
  if (/<script/i.test(html)) return ['<script in the string'];
  return dangers(new DOMParser().parseFromString(html, 'text/html').body, relaxed);
}

/** Whether `document`'s own members are still themselves (no element shadows them). */
export function documentIntact(): boolean {
  return typeof document.getElementById === 'function' && typeof document.createElement === 'function' && typeof document.cookie === 'string';
}
