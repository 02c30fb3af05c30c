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
  return html.replace(keepIframes ? DISALLOWED_BUT_IFRAME : DISALLOWED, '&lt;');
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
