/**
 * Floats in the WYSIWYG area. Its top-level blocks are contained for layout and paint (see
 * wysiwyg-contents.css), which makes each its own formatting context: a float could no longer
 * reach the blocks after it (a README's `<img align="right">` logo, which the text beside it wraps
 * around). So while the document shows a float, nothing is contained: the editing area carries
 * `FLOATS_CLASS`. Only raw HTML can float (Quill's own formats cannot); its embeds report here.
 *
 * A class set from script, not a CSS `:has()`: a `:has()` on the editing area is re-checked over
 * the whole document on every insertion, which made streaming a 40 KB document in 30 % slower.
 */

/** The editing area's class while it shows a float. */
export const FLOATS_CLASS = 'kit-ww-floats';

/** What floats in sanitized raw HTML: legacy `align` on images and tables, or a `float` style. */
const FLOATING = 'img[align=left i], img[align=right i], table[align=left i], table[align=right i], [style*=float]';

/** The embeds holding a float, per editing area. */
const floating = new WeakMap<HTMLElement, Set<HTMLElement>>();

/** Whether `node` (a raw HTML embed, its content rendered) holds something that floats. */
export function holdsFloat(node: HTMLElement): boolean {
  return node.querySelector(FLOATING) !== null;
}

/** Records that `embed` (holding a float) is in the editing area `root`, or no longer is. */
export function trackFloat(root: HTMLElement, embed: HTMLElement, present: boolean): void {
  let embeds = floating.get(root);
  if (present) {
    if (!embeds) floating.set(root, (embeds = new Set()));
    embeds.add(embed);
  } else {
    embeds?.delete(embed);
  }
  root.classList.toggle(FLOATS_CLASS, (embeds?.size ?? 0) > 0);
}
