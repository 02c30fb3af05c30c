/**
 * Source text that must pass unchanged through HTML on its way into Quill and back out (raw HTML,
 * hard-break spelling). Markup carries only an id (`data-kit-raw-id`), so the text never meets
 * the sanitizer as an attribute value; the blots and the convertor take it back by id.
 */
const stash = new Map<string, string>();

/**
 * The attribute with the stash id of what a raw markdown embed shows, when that is not its source
 * (a markdown extension's token: its markdown is kept, its rendered HTML shown).
 */
export const DISPLAY_ATTRIBUTE = 'data-kit-display-id';
let next = 0;

/** Keeps `raw` and returns its id. */
export function stashRaw(raw: string): string {
  const id = `r${(next++).toString(36)}`;
  stash.set(id, raw);
  return id;
}

/** The text kept under `id` (once), or undefined. */
export function takeRaw(id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  const raw = stash.get(id);
  stash.delete(id);
  return raw;
}

/** Forgets everything not taken back (after a load or a conversion). */
export function clearRawStash(): void {
  stash.clear();
}
