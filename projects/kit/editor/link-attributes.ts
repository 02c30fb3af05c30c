import { Renderer, type MarkedExtension, type Tokens } from 'marked';
import { describeValue } from 'kit-ui/core';
import type { KitLinkAttributeName, KitLinkAttributes } from 'kit-ui/editor/defaults';

/**
 * The attributes `linkAttribute` may set: the original's list without `contenteditable`, which
 * kit's sanitizer removes from all HTML (reference Part C item 6).
 */
export const KIT_LINK_ATTRIBUTE_NAMES: readonly KitLinkAttributeName[] = ['rel', 'target', 'hreflang', 'type'];

export type { KitLinkAttributeName, KitLinkAttributes } from 'kit-ui/editor/defaults';

/** No link attributes. */
const NONE: Readonly<KitLinkAttributes> = Object.freeze({});
/** Results of `checkLinkAttribute`, which need no second check (the viewer parses with them on every render). */
const checked = new WeakSet<object>([NONE]);

/**
 * Checks the `linkAttribute` option of an editor or viewer, or the `linkAttributes` given to
 * `parse()` (`owner`, for the error): null or undefined mean none; otherwise an object of string
 * values whose keys are in `KIT_LINK_ATTRIBUTE_NAMES`. The original dropped unknown keys silently;
 * here they throw, as every other unknown name does (Part C item 7).
 * @returns a frozen copy.
 */
export function checkLinkAttribute(value: unknown, owner: 'Editor' | 'Viewer' | 'parse()' = 'Editor'): Readonly<KitLinkAttributes> {
  if (value == null) return NONE;
  if (checked.has(value as object)) return value as Readonly<KitLinkAttributes>;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${owner} option "linkAttribute" must be an object such as {target: '_blank', rel: 'noopener noreferrer'}, got ${describeValue(value)}.`);
  }
  const valid = `Valid attributes: ${KIT_LINK_ATTRIBUTE_NAMES.join(', ')}.`;
  const result: KitLinkAttributes = {};
  for (const [name, attribute] of Object.entries(value)) {
    if (name.toLowerCase() === 'contenteditable') {
      throw new Error(`Link attribute "contenteditable" in "linkAttribute" is not supported: kit's sanitizer removes contenteditable from all HTML. ${valid}`);
    }
    if (!(KIT_LINK_ATTRIBUTE_NAMES as readonly string[]).includes(name)) {
      throw new Error(`Unknown link attribute ${describeValue(name)} in "linkAttribute". ${valid}`);
    }
    if (typeof attribute !== 'string') {
      throw new TypeError(`"linkAttribute.${name}" must be a string, got ${describeValue(attribute)}.`);
    }
    result[name as KitLinkAttributeName] = attribute;
  }
  const frozen = Object.freeze(result);
  checked.add(frozen);
  return frozen;
}

/** `value` for a double-quoted attribute. */
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A marked extension that adds `attributes()` to every link marked writes (inline links,
 * reference links, autolinks; not raw HTML `<a>` tags, as the original), after `href`/`title`.
 * Asked on every link, so the owner can change the attributes without a new parser. The sanitizer
 * that follows adds `rel="noopener noreferrer"` where the target opens a new browsing context.
 */
export function linkAttributesExtension(attributes: () => Readonly<KitLinkAttributes>): MarkedExtension {
  return {
    renderer: {
      link(this: Renderer, token: Tokens.Link) {
        const given = Object.entries(attributes());
        if (!given.length) return false;
        // marked's own link, so the href encoding and title stay exactly marked's.
        const html = Renderer.prototype.link.call(this, token);
        // Without `<a` marked wrote the text alone (an href it could not encode).
        if (!html.startsWith('<a ')) return html;
        // href is percent-encoded and title escaped, so the first '>' closes the start tag.
        const end = html.indexOf('>');
        return `${html.slice(0, end)}${given.map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`).join('')}${html.slice(end)}`;
      },
    },
  };
}

/** Targets that load into the editor's own page (or the one around it) instead of a new one. */
const SAME_PAGE_TARGETS = new Set(['', '_self', '_parent', '_top']);

/** Whether a link with this `target` opens a new browsing context (so needs `noopener`). */
export function opensNewContext(target: string): boolean {
  return !SAME_PAGE_TARGETS.has(target.trim().toLowerCase());
}

/** Scrolls the preview to its element with the id (or anchor name) `id`, if it has one. */
function scrollToFragment(preview: HTMLElement, id: string): void {
  if (!id) return;
  const escaped = CSS.escape(id);
  preview.querySelector(`#${escaped}, a[name="${escaped}"]`)?.scrollIntoView({ block: 'start' });
}

/**
 * A click in the editor's preview: a link that would load into the editor's own page (no target,
 * or `_self`, `_parent`, `_top`) opens in a new tab instead, without access to this page
 * (`noopener,noreferrer`). Following it in place unloads the page, and the draft with it; the
 * original did that. Left to the browser: clicks with a modifier key or another button (they open
 * elsewhere already), downloads and other schemes than http(s) (mailto: and the like do not unload
 * the page). A link to a fragment of this page scrolls the preview to it.
 */
export function keepPreviewLinkInNewTab(event: MouseEvent, preview: HTMLElement): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href], area[href]');
  if (!link || !preview.contains(link) || link.hasAttribute('download')) return;
  if (opensNewContext(link.getAttribute('target') ?? '')) return;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href')!, link.baseURI);
  } catch {
    return; // not a URL the browser can follow either
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  const here = new URL(link.ownerDocument.URL);
  if (url.hash !== '' || link.getAttribute('href')!.includes('#')) {
    if (url.origin + url.pathname + url.search === here.origin + here.pathname + here.search) {
      // A fragment of this page: scrolled to inside the preview, never through the page's location,
      // which an app with hash routing would take for a route (and leave the editor).
      event.preventDefault();
      scrollToFragment(preview, decodeURIComponent(url.hash.slice(1)));
      return;
    }
  }
  event.preventDefault();
  window.open(url.href, '_blank', 'noopener,noreferrer');
}
