/**
 * `text` with each `&` that would start an entity reference (`&colon;`, `&#58;`, `&#x3a;`) written
 * `&amp;`, for the parts of markdown that decode entities and that kit writes verbatim: link and
 * image destinations, titles and alt texts.
 */
export function escapeEntityStarts(text: string): string {
  return text.replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;');
}
