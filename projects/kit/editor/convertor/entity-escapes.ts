/**
 * `text` with each `&` that would start a character reference written `&amp;`, for the parts of
 * markdown that decode references and that kit writes verbatim: link and image destinations,
 * titles and alt texts. A numeric reference counts without its `;` too (`&#58`): CommonMark needs
 * the `;`, but marked copies such a destination into `href` as it is, and the browser decodes
 * `&#58` there (security review, 2026-11-28: `javascript&#58x` became a script link).
 */
export function escapeEntityStarts(text: string): string {
  return text.replace(/&(?=#|[a-z][a-z0-9]*;)/gi, '&amp;');
}

/**
 * A URL as a markdown destination reads it back: `&` that would start a reference written `&amp;`
 * (`escapeEntityStarts`) and a backslash before ASCII punctuation doubled, since markdown reads
 * `\:` as `:` (`javascript\:x` typed into the link popup was written as a script link).
 */
export function escapeUrlForMarkdown(url: string): string {
  return escapeEntityStarts(url).replace(/\\(?=[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e])/g, '\\\\');
}
