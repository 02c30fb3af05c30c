import type { MarkedExtension, Token, Tokens } from 'marked';

/**
 * Keeps a link definition whose label is already defined (`[x]: /one` … `[x]: /two`) as a token.
 * CommonMark says the first definition wins; marked's lexer then drops the later one without a
 * token, so its text was in no block: the document could no longer be split into blocks, and kit
 * fell back to treating it as one (one WYSIWYG keystroke converted the whole document again, losing
 * HTML comments and raw blocks; the preview and the WYSIWYG load lost their parts). Now it is a
 * `def` token that defines nothing (the first one still wins) and renders nothing, as any definition.
 */
export function keepDuplicateDefinitions(): MarkedExtension {
  return {
    extensions: [
      {
        name: 'kitDuplicateDefinition',
        level: 'block',
        tokenizer(src: string, tokens: Token[]): Tokens.Def | undefined {
          if (!/^ {0,3}\[/.test(src)) return undefined;
          // After a paragraph it is no definition but more of its text (a definition cannot interrupt
          // a paragraph; `> quoted` then `[g]: /two` on the next line is a lazy line of the quote):
          // marked's own rule appends it there. Taken as a definition, the line was lost.
          const previous = tokens.at(-1)?.type;
          if (previous === 'paragraph' || previous === 'text') return undefined;
          // (The lexer's tokenizer is not in marked's typings, but it is what calls this.)
          const token = (this.lexer as unknown as { tokenizer: { def(src: string): Tokens.Def | undefined } }).tokenizer.def(src);
          // Only a label already defined: a first definition stays marked's own.
          if (!token || !Object.hasOwn(this.lexer.tokens.links, token.tag)) return undefined;
          return { ...token };
        },
      },
    ],
  };
}
