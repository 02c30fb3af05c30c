import type { MarkedExtension, Tokens } from 'marked';

/**
 * GFM's "disallowed raw HTML" extension (tagfilter): the `<` of these tags in raw HTML is written
 * `&lt;`, so the tag shows as text. A browser reads everything after `<script>`, `<style>`,
 * `<textarea>`... as that element's text, up to its closing tag: prose that mentions the tag
 * ("never put secrets in a <script> tag") made the sanitizer drop the rest of the document from
 * getHtml() (it removes the element with all it swallowed) and turned later blocks into text.
 * kit adds `<template>` and `<noscript>`, which the sanitizer always removes with their content
 * (a `<template>` takes in everything after it, like the nine).
 */
const DISALLOWED_TAGS = ['title', 'textarea', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'script', 'plaintext', 'template', 'noscript'];
/** The `<` of an opening or closing tag of one of `tags`. */
const tagStarts = (tags: readonly string[]) => new RegExp(`<(?=\\/?(?:${tags.join('|')})(?=[\\s/>]|$))`, 'gi');
const DISALLOWED = tagStarts(DISALLOWED_TAGS);
/** The same, but for `iframe`. */
const DISALLOWED_BUT_IFRAME = tagStarts(DISALLOWED_TAGS.filter((tag) => tag !== 'iframe'));

/**
 * `html` with the `<` of GFM's disallowed tags escaped. `keepIframes`: not `<iframe>`, which
 * `useDefaultHTMLSanitizer: false` exists to let through (embedded videos and maps).
 */
export function filterDisallowedTags(html: string, keepIframes = false): string {
  return keepIframes ? closeIframes(html.replace(DISALLOWED_BUT_IFRAME, '&lt;')) : html.replace(DISALLOWED, '&lt;');
}

/** An `<iframe>` opening tag, its attributes quoted or not; `/>` at its end in group 1 (each call scans with its own copy). */
const IFRAME_OPEN = /<iframe(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/;
const IFRAME_CLOSE = /<\/iframe\s*>/i;

/**
 * Kept iframes, each made an element that ends where its markup says: a browser reads everything
 * after `<iframe>` as its (never shown) text up to `</iframe>`, so an embed snippet written
 * `<iframe …/>` (HTML has no self-closing iframe) or left open took the rest of the document out of
 * `getHtml()` with it. Such a tag is closed at once; an `<iframe` whose tag never ends, or a
 * `</iframe` that is no end tag, is text, as the filter makes the other tags.
 */
function closeIframes(html: string): string {
  if (!/<\/?iframe/i.test(html)) return html;
  const open = new RegExp(IFRAME_OPEN.source, 'gi');
  let out = '';
  let at = 0;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    out += escapeStrayIframeTags(html.slice(at, match.index));
    at = match.index + match[0].length;
    const close = match[1] ? null : IFRAME_CLOSE.exec(html.slice(at));
    if (match[1]) out += `${match[0].slice(0, -2)}></iframe>`;
    else if (!close) out += `${match[0]}</iframe>`;
    else {
      // Closed later in this piece of HTML: everything up to its end tag is the frame's text.
      out += match[0] + html.slice(at, at + close.index + close[0].length);
      at += close.index + close[0].length;
      open.lastIndex = at;
    }
  }
  return out + escapeStrayIframeTags(html.slice(at));
}

/** An `<iframe` left that is no whole opening tag, or a `</iframe` that is no end tag, as text. */
function escapeStrayIframeTags(html: string): string {
  return html.replace(/<(?=iframe(?=[\s/>]|$))|<(?=\/iframe(?!\s*>))/gi, '&lt;');
}

/**
 * A marked extension that renders raw HTML (blocks and inline tags) through GFM's tag filter;
 * `keepIframes` is asked at each render (true when the sanitizer keeps trusted markup).
 */
export function gfmTagFilter(keepIframes: () => boolean): MarkedExtension {
  return {
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => filterDisallowedTags(text, keepIframes()),
    },
  };
}
