import { Lexer, type Token } from 'marked';
import { withLongDestinations } from '../convertor/long-destinations';

/**
 * The titles of the links and images written in `markdown` (`[a](url "title")`), by kind and
 * destination. Inline tokens of every block count: paragraphs, headings, list items, quotes, tables.
 */
function titlesIn(markdown: string): Map<string, string> {
  const titles = new Map<string, string>();
  const walk = (tokens: readonly Token[] | undefined) => {
    for (const token of tokens ?? []) {
      if ((token.type === 'link' || token.type === 'image') && token.title) titles.set(`${token.type} ${token.href}`, token.title);
      if (token.type === 'list') for (const item of token.items) walk(item.tokens);
      if (token.type === 'table') for (const cell of [...token.header, ...token.rows.flat()]) walk(cell.tokens);
      if ('tokens' in token && Array.isArray(token.tokens)) walk(token.tokens);
    }
  };
  walk(withLongDestinations(new Lexer({ gfm: true })).lex(markdown));
  return titles;
}

/** A link destination as its HTML `href` reads after marked wrote it (marked percent-encodes). */
function encoded(href: string): string {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return href;
  }
}

/**
 * `markdown` (a block converted back from WYSIWYG) with the titles of `source` (the block as it was
 * written) put back on its links and images. Quill's link and image formats keep no title, so a
 * block edited in WYSIWYG lost every `"title"`; a link or image with the same destination gets it
 * again. A reference link's title is its definition's: `definitions` gives the document's (read only
 * when one of the source's links may be a reference). Nothing changes when no title is found.
 */
export function restoreLinkTitles(markdown: string, source: string, definitions: () => readonly string[] = () => []): string {
  const titled = source.includes('][') || /\]\s*(?:\n|$)|\][^([:]/.test(source) ? definitions().filter((d) => /["')]\s*$/.test(d)) : [];
  if (!/["')]\s*\)/.test(source) && !titled.length) return markdown; // no `"title")` and no titled definition: nothing to restore
  const titles = titlesIn(titled.length ? `${source}\n\n${titled.join('\n')}` : source);
  if (!titles.size) return markdown;
  for (const [key, title] of Array.from(titles)) titles.set(key.replace(/ .*/s, '') + ' ' + encoded(key.replace(/^\S+ /, '')), title);
  const withTitle = (kind: 'image' | 'link') => (link: string, text: string, destination: string) => {
    const href = destination.startsWith('<') ? destination.slice(1, -1) : destination;
    const title = titles.get(`${kind} ${href}`);
    return title === undefined ? link : `${kind === 'image' ? '!' : ''}[${text}](${destination} "${title.replace(/["\\]/g, '\\$&')}")`;
  };
  // Images first, then links, whose text may hold an image (with its title by then): in one pass a
  // linked image's `[![alt](src)` read as a link to the image's source, and its title was lost
  // (images QA, 2026-11-28).
  return markdown
    .replace(/!\[((?:\\.|[^\\\]])*)\]\((<[^<>\n]*>|[^\s()]*)\)/g, withTitle('image'))
    .replace(/(?<!!)\[((?:\\.|!\[(?:\\.|[^\\\]])*\]\([^)\n]*\)|[^\\\]])*)\]\((<[^<>\n]*>|[^\s()]*)\)/g, withTitle('link'));
}
