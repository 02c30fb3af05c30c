import { stashRaw } from './raw-markdown-stash';
import { MARKER_TEXT } from './turndown-rules';

/**
 * Iframes in HTML given to the editor: kept as raw HTML in markdown, and where they are in WYSIWYG.
 * Iframes get this far only when the sanitizer kept them (`useDefaultHTMLSanitizer: false`, for
 * embedded videos and maps); turndown wrote nothing for one, so `setHtml` in markdown mode lost it,
 * WYSIWYG (Quill's video embed, whose HTML is a link) turned it into a link to its address, and
 * Quill split a table or list around one inside it.
 */

/** Attributes kit or Quill add when showing a frame, which the author did not write. */
const ADDED_BY_KIT = new Set(['sandbox']);
const ADDED_BY_QUILL = new Set(['class', 'frameborder', 'allowfullscreen']);

/** Elements whose content is a sequence of blocks: an iframe alone there is a block of its own. */
const BLOCK_PARENTS = /^(BODY|BLOCKQUOTE|LI|DIV|SECTION|ARTICLE|ASIDE|MAIN|HEADER|FOOTER|NAV|FIGURE|DETAILS)$/;

/** Whether `html` may hold an iframe. */
export function hasFrames(html: string): boolean {
  return /<iframe/i.test(html);
}

/** `value` as an attribute value in double quotes. */
function attributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The iframe as raw HTML (`<iframe src="…" width="560"></iframe>`), with the attributes the
 * content gave it: not the `sandbox` kit puts on every frame it shows (it does so again wherever
 * the markdown is shown), nor the class and attributes of Quill's video embed.
 */
export function iframeHtml(frame: Element): string {
  const quillVideo = frame.classList.contains('ql-video');
  const attributes = Array.from(frame.attributes)
    .filter((a) => !ADDED_BY_KIT.has(a.name) && !(quillVideo && ADDED_BY_QUILL.has(a.name)))
    .map((a) => ` ${a.name}="${attributeValue(a.value)}"`)
    .join('');
  return `<iframe${attributes}></iframe>`;
}

/**
 * Replaces each iframe under `root` with kit's marker of raw markdown, which the convertor writes
 * verbatim: a block of its own (markdown reads `<iframe` at a line start as an HTML block) where
 * the frame stands alone among blocks, inline raw HTML beside text. The marker is an `<img>`, which
 * turndown treats as void: around an empty element it collapsed the space after it (`see <iframe>
 * here` lost the space before "here").
 */
export function markFrames(root: Element): void {
  for (const frame of Array.from(root.querySelectorAll('iframe'))) {
    const block = !frame.parentElement || BLOCK_PARENTS.test(frame.parentElement.nodeName);
    replaceWithRawMarker(frame, 'img', block ? 'kit-html-block' : 'kit-html-inline');
  }
}

/** Puts kit's marker of raw markdown (`tag.className`, the frame's HTML kept by id) where `frame` was. */
function replaceWithRawMarker(frame: Element, tag: 'img' | 'span', className: string): void {
  const marker = frame.ownerDocument.createElement(tag);
  marker.className = className;
  marker.setAttribute('data-kit-raw-id', stashRaw(iframeHtml(frame)));
  if (tag === 'span') marker.textContent = MARKER_TEXT;
  frame.replaceWith(marker);
}

/**
 * HTML for WYSIWYG with each iframe that is not a block of the document (in a table cell, a list
 * item, a quote, beside text) made kit's inline raw HTML, kept verbatim. Quill holds an iframe only
 * as a block of its own (its video embed), so it split the table, list or paragraph around it: a
 * table's row lost a cell and a list got an empty item. Iframes at the top stay frames.
 */
export function inlineNestedFrames(html: string): string {
  if (!hasFrames(html)) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let changed = false;
  for (const frame of Array.from(body.querySelectorAll('iframe'))) {
    if (frame.parentElement === body) continue;
    // A span with kit's marker text, as the convertor writes inline raw HTML for Quill to read.
    replaceWithRawMarker(frame, 'span', 'kit-html-inline');
    changed = true;
  }
  return changed ? body.innerHTML : html;
}
