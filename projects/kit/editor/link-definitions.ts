import { Lexer, type Token } from 'marked';
import { withLongDestinations } from './convertor/long-destinations';

/**
 * The link reference definitions (`[label]: url "title"`) in `markdown`, also those inside quotes
 * and list items, each as written (trimmed, without `>` markers). They draw nothing, so HTML, and a
 * WYSIWYG edit re-serialised from it, cannot carry them: a block re-serialised after an edit keeps
 * them this way, or every `[text][label]` elsewhere in the document would lose its link.
 */
export function linkDefinitionsIn(markdown: string): string[] {
  if (!markdown.includes(']:')) return [];
  const found: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'def') found.push(token.raw.trim());
      else if (token.type === 'list') for (const item of token.items) walk(item.tokens);
      else if ('tokens' in token && Array.isArray(token.tokens) && token.type === 'blockquote') walk(token.tokens);
    }
  };
  walk(withLongDestinations(new Lexer({ gfm: true })).lex(markdown));
  return found;
}
