/**
 * Which WYSIWYG editing areas belong to an editor that keeps trusted markup
 * (`useDefaultHTMLSanitizer: false`). Quill's formats are registered once per page and shared by
 * every editor, so a raw HTML block cannot know its editor's sanitizer when it is created; it asks
 * here by its editing root, before it is put into the page. There it is drawn as that editor's
 * preview draws it (an `<iframe>` as a sandboxed frame); it was drawn with the strict rules
 * everywhere, so an embedded video written in markdown showed as its source in WYSIWYG.
 */
const trustedRoots = new WeakMap<Element, () => boolean>();

/** Tells the raw HTML blocks of editing root `root` whether its editor keeps trusted markup (asked at each block made). */
export function setTrustedMarkup(root: Element, keeps: () => boolean): void {
  trustedRoots.set(root, keeps);
}

/** Whether the editor of editing root `root` keeps trusted markup. */
export function keepsTrustedMarkup(root: Element | null | undefined): boolean {
  return !!root && !!trustedRoots.get(root)?.();
}
