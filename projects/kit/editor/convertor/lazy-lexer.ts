import { Lexer, type Marked, type Token, type TokensList } from 'marked';
import { withLongDestinations } from './long-destinations';

/** A document lexed down to its blocks, whose inline content is lexed when a block is first needed. */
export interface KitLazyTokens {
  /** The top-level tokens, with the document's link definitions (as `marked.lexer` returns them). */
  tokens: TokensList;
  /** Lexes the inline content of `tokens` (part of the document) and of everything before it. */
  complete(tokens: readonly Token[]): void;
}

/**
 * Lexes `source` as `marked.lexer` does, but leaves inline lexing (most of the time on prose) until a
 * block is needed: switching a long document to WYSIWYG shows its first screen without lexing the
 * rest first. marked lexes inline content from a queue in document order, and that order matters
 * (an inline `<a>` left open changes how later text lexes), so a block's inline content is lexed
 * together with everything queued before it. The result is the same tokens as `marked.lexer`.
 */
export function lexLazily(marked: Marked, source: string): KitLazyTokens {
  const lexer = withLongDestinations(new Lexer(marked.defaults));
  // As Lexer.lex, minus the inline pass: carriage returns are already normalised by the caller.
  lexer.blockTokens(source, lexer.tokens);
  const tokens = lexer.tokens as TokensList;
  const queue = lexer.inlineQueue;
  const position = new Map<Token[], number>(queue.map((item, index) => [item.tokens, index]));
  let lexed = 0;
  return {
    tokens,
    complete(part) {
      const last = lastQueued(part, position);
      for (; lexed <= last; lexed++) lexer.inlineTokens(queue[lexed].src, queue[lexed].tokens);
    },
  };
}

/** The highest inline-queue position among the token arrays inside `tokens`; -1 if none. */
function lastQueued(tokens: readonly Token[], position: Map<Token[], number>): number {
  let last = -1;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      const at = position.get(value as Token[]);
      if (at !== undefined && at > last) last = at;
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      // Tokens nest through `tokens`, list `items`, table `header` and `rows` (cells hold `tokens`).
      const token = value as { tokens?: unknown; items?: unknown; header?: unknown; rows?: unknown };
      if (token.tokens) visit(token.tokens);
      if (token.items) visit(token.items);
      if (token.header) visit(token.header);
      if (token.rows) visit(token.rows);
    }
  };
  visit(tokens);
  return last;
}
