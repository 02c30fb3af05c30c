import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { opensNewContext } from './link-attributes';

/** Tags never allowed, even with `useDefaultHTMLSanitizer: false` (Part C item 6). */
const ALWAYS_FORBIDDEN_TAGS = ['script', 'base', 'form', 'meta', 'style', 'object', 'embed', 'noscript', 'template'];
/** Tags additionally removed by the default (strict) allow-list. */
const STRICT_FORBIDDEN_TAGS = ['iframe', 'frame', 'frameset', 'link', 'button', 'textarea', 'select'];
/**
 * Attributes never allowed (every `on*` handler is removed by DOMPurify itself). The popover and
 * invoker-command attributes put an element of the content in the top layer, over the whole page
 * and outside any containment: one click on `<input type="button" popovertarget>` opened a
 * full-page link of the content's choosing (security review, 2026-11-28).
 */
const FORBIDDEN_ATTRIBUTES = ['contenteditable', 'srcdoc', 'formaction', 'action', 'popover', 'popovertarget', 'popovertargetaction', 'command', 'commandfor', 'interestfor'];
/** Elements whose `target` is kept (and gets `rel="noopener noreferrer"` when it opens a new page). */
const LINK_ELEMENTS = new Set(['A', 'AREA']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite']);

/**
 * One DOMPurify per configuration (strict or not, string or nodes), each configured once with
 * `setConfig`: passing the configuration to every `sanitize` call rebuilt DOMPurify's allow-lists
 * each time, about a third of cleaning one small block (the preview cleans the edited blocks on
 * every render).
 */
const purifiers = new Map<string, Purifier>();

/**
 * Whether an inline style names a script URL (`url(javascript:…)`) or holds what old engines ran
 * as script (`expression()`, `-moz-binding`, `behavior`). No current browser runs these, but
 * `getHtml()` goes to other renderers too, and the promise is no `javascript:` URL anywhere.
 * Read as a CSS parser does: comments dropped, escapes (`j\61vascript`) decoded, spacing ignored.
 */
function scriptInStyle(css: string): boolean {
  const plain = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd))
    .replace(/\\([\s\S])/g, '$1')
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .toLowerCase();
  return /(javascript|vbscript|livescript|mocha):|expression\(|-moz-binding|(^|[;{])behavior:/.test(plain);
}

/**
 * The DOMPurify for kit's allow-list (`strict` or not) that returns nodes or a string (made on
 * first use, so importing stays SSR-safe).
 */
function purifierFor(strict: boolean, returns: 'nodes' | 'string'): Purifier {
  const key = `${strict} ${returns}`;
  let purifier = purifiers.get(key);
  if (!purifier) {
    // Bound to this window; on a server without a DOM `isSupported` is false and nothing is cleaned.
    purifier = DOMPurify(typeof window === 'undefined' ? undefined : window);
    purifier.addHook('uponSanitizeAttribute', (node, data) => {
      // target is allowed for links (linkAttribute, and raw links as the original kept them), nowhere else.
      if (data.attrName === 'target' && !LINK_ELEMENTS.has(node.nodeName)) data.keepAttr = false;
      if (data.attrName === 'style' && scriptInStyle(data.attrValue)) data.keepAttr = false;
      if (!URL_ATTRIBUTES.has(data.attrName)) return;
      const imageSource = node.nodeName === 'IMG' && data.attrName === 'src';
      if (isUnsafeUrl(data.attrValue, imageSource)) data.keepAttr = false;
      // An image hook may answer with an object URL (`URL.createObjectURL`: the page's own file, shown
      // before it is uploaded), which DOMPurify's URL pattern does not know; as an image it runs nothing.
      else if (imageSource && /^blob:/i.test(data.attrValue.trim())) data.forceKeepAttr = true;
    });
    // A page opened by a link gets no handle on this one (window.opener) and no referrer, whatever the
    // target came from: linkAttribute, or a raw link in the content.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // An iframe (kept only with `useDefaultHTMLSanitizer: false`) is sandboxed with no permission,
      // whatever the content asked for: a framed page of the content's choosing ran script, with
      // the page's own origin when it was same-origin (security review, 2026-11-27).
      if (node.nodeName === 'IFRAME') node.setAttribute('sandbox', '');
      if (!LINK_ELEMENTS.has(node.nodeName) || !opensNewContext(node.getAttribute('target') ?? '')) return;
      const rel = (node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean);
      for (const token of ['noopener', 'noreferrer']) if (!rel.some((r) => r.toLowerCase() === token)) rel.push(token);
      node.setAttribute('rel', rel.join(' '));
    });
    const config = configFor({ strict });
    if (purifier.isSupported) purifier.setConfig(returns === 'nodes' ? { ...config, RETURN_DOM_FRAGMENT: true } : { ...config, RETURN_TRUSTED_TYPE: false });
    purifiers.set(key, purifier);
  }
  return purifier;
}

/** The image types a `data:` URL may hold as an image's source (raster: an SVG can carry script). */
export const KIT_EMBEDDABLE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/gif', 'image/jpeg', 'image/webp', 'image/avif', 'image/bmp'];

/** Whether `type` (a MIME type) is one of KIT_EMBEDDABLE_IMAGE_TYPES (`image/jpg` read as `image/jpeg`). */
export function isEmbeddableImageType(type: string): boolean {
  return KIT_EMBEDDABLE_IMAGE_TYPES.includes(type.toLowerCase().replace(/^image\/jpg$/, 'image/jpeg'));
}

/**
 * Whether kit refuses `url` in a link or image: a script scheme (`javascript:`, `vbscript:`, ...)
 * or a `data:` URL, except a raster `data:image/*` when it is an image's source (`image`). The
 * sanitizer's rule, also used where a URL reaches the page without it (WYSIWYG's image format).
 */
export function isUnsafeUrl(url: string, image: boolean): boolean {
  // Control characters and whitespace inside a scheme are how "java\tscript:" sneaks past.
  const plain = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (plain.startsWith('data:')) return !(image && isEmbeddableImageType(/^data:([^;,]*)[;,]/.exec(plain)?.[1] ?? ''));
  return /^(javascript|vbscript|livescript|mocha):/.test(plain);
}

/** How strictly to sanitize. */
export interface KitSanitizeOptions {
  /** The default allow-list (true) or only the removal of what runs script (false). */
  strict: boolean;
}

/** DOMPurify's configuration for kit's allow-lists. */
function configFor(options: KitSanitizeOptions): Config {
  return {
    // Task-list checkboxes are <input>s, so only the other form controls are in the strict list.
    FORBID_TAGS: options.strict ? [...ALWAYS_FORBIDDEN_TAGS, ...STRICT_FORBIDDEN_TAGS] : ALWAYS_FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ADD_TAGS: options.strict ? [] : ['iframe'],
    ADD_ATTR: options.strict ? ['target'] : ['target', 'allowfullscreen', 'frameborder'],
    ALLOW_DATA_ATTR: true,
  };
}

/**
 * Sanitizes an HTML string with DOMPurify, in DOMPurify's inert document, so nothing in it runs or
 * loads before it is clean. Returns a string; insert it with `innerHTML` only after this.
 * On a server without a DOM it returns '' rather than trusting the input.
 */
export function sanitizeHtml(html: string, options: KitSanitizeOptions = { strict: true }): string {
  const purify = purifierFor(options.strict, 'string');
  if (!purify.isSupported) {
    return '';
  }
  return purify.sanitize(withoutNul(html)) as string;
}

/**
 * `html` with each U+0000 as U+FFFD, as CommonMark reads it (§2.3): the HTML parser drops it, so a
 * NUL in the markdown vanished from getHtml() and the preview.
 */
function withoutNul(html: string): string {
  return html.includes('\0') ? html.replaceAll('\0', '\uFFFD') : html;
}

/**
 * Sanitizes like `sanitizeHtml` but returns the clean nodes themselves (still in DOMPurify's inert
 * document): a caller that puts them on the page skips serialising the clean markup and parsing it
 * again, and no string round trip can mutate it. Null on a server without a DOM.
 */
export function sanitizeHtmlToFragment(html: string, options: KitSanitizeOptions = { strict: true }): DocumentFragment | null {
  const purify = purifierFor(options.strict, 'nodes');
  if (!purify.isSupported) {
    return null;
  }
  return purify.sanitize(withoutNul(html)) as unknown as DocumentFragment;
}
