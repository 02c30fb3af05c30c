import { toHexColor } from '../convertor/editor-convertor';

/**
 * Which text colours pasted HTML brings into WYSIWYG (and so into the markdown, as colour spans).
 *
 * A browser copying a page writes the text's computed style on what it copies: every heading,
 * paragraph and list, and a span around a partly selected line, carries the page's text colour
 * (#333 on an ordinary site, #222222 and a quote's #656565 from kit's own preview). Kept, that
 * colour turned every pasted line into `<span style="color:#333333">…</span>`. So a colour is kept
 * only when it is content:
 * - the editor can colour text (`keep`: the colorSyntax extension, or any `color` command, is
 *   there); without it colour is nothing its user asked for, nor can remove from the toolbar;
 * - it is set on a `<span>`, as editors write coloured text (the original keeps only a span's
 *   colour too); on a heading, paragraph, list, link or `<b>` it is the page's styling;
 * - it differs from the colour around the span: the nearest coloured element around it in the
 *   pasted HTML or, at the top, the pasted text's own colour (see `textColorOf`).
 *
 * The HTML is parsed in an inert document (nothing in it runs or loads) and is still to be
 * sanitized: this runs before the sanitizer, which then sees the final markup.
 */
export function pastedTextColors(html: string, keep: boolean): string {
  if (!/color/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const colored = Array.from(doc.body.querySelectorAll<HTMLElement>('[style]')).filter((el) => el.style.color);
  if (!colored.length) return html;
  const text = keep ? textColorOf(doc.body) : null;
  // Decided for every element before any colour is removed: the colour around a span is read from
  // its ancestors as pasted, also when an ancestor's own colour is then dropped.
  const kept = new Set(keep ? colored.filter((el) => el.localName === 'span' && colorOf(el) !== colorAround(el, doc.body, text)) : []);
  for (const el of colored) {
    if (kept.has(el)) continue;
    el.style.removeProperty('color');
    if (!el.style.length) el.removeAttribute('style');
  }
  return doc.body.innerHTML;
}

/** An element's own colour, as `#rrggbb` (browsers give `rgb()`) so that equal colours compare equal. */
function colorOf(el: HTMLElement): string {
  return toHexColor(el.style.color);
}

/** The colour set on the nearest element around `el` in the pasted HTML, or else `text`. */
function colorAround(el: HTMLElement, body: HTMLElement, text: string | null): string | null {
  for (let parent = el.parentElement; parent && parent !== body; parent = parent.parentElement) {
    if (parent.style.color) return colorOf(parent);
  }
  return text;
}

/**
 * The pasted text's own colour: the colour most of its characters get from an element that also
 * sets their font. That is how a browser or an office program writes the text style of what was
 * copied, so that colour is the page's or document's text colour. Editors write a coloured span
 * with its colour alone (Quill's copy, kit's preview): text coloured that way never counts, and
 * coloured text copied from an editor on its own keeps its colour. Null when no text counts.
 */
function textColorOf(body: HTMLElement): string | null {
  const chars = new Map<string, number>();
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent!.trim().length;
    let holder = node.parentElement;
    while (holder && holder !== body && !holder.style.color) holder = holder.parentElement;
    if (!length || !holder || holder === body) continue;
    const style = holder.style;
    if (!style.fontFamily && !style.fontSize) continue;
    const color = colorOf(holder);
    chars.set(color, (chars.get(color) ?? 0) + length);
  }
  let main: string | null = null;
  for (const [color, count] of chars) if (main === null || count > chars.get(main)!) main = color;
  return main;
}
