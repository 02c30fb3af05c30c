import { Lexer } from 'marked';

/**
 * The top-level link reference definitions (`[label]: url "title"`) in `markdown`, each as written
 * (without its line break). They draw nothing, so HTML, and a WYSIWYG edit re-serialised from it,
 * cannot carry them: a block re-serialised after an edit keeps them this way, or every `[text][label]`
 * elsewhere in the document would lose its link.
 */
export function linkDefinitionsIn(markdown: string): string[] {
  if (!markdown.includes(']:')) return [];
  return new Lexer({ gfm: true })
    .lex(markdown)
    .filter((token) => token.type === 'def')
    .map((token) => token.raw.trim());
}
