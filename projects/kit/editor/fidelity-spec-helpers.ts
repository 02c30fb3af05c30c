import corpus from './fixtures/readmes.json';
import { Lexer } from 'marked';

/** One README of the corpus (scripts/gen-fixtures.mjs picks them). */
export interface CorpusDocument {
  name: string;
  markdown: string;
}

/** The corpus: README.md files of installed packages that nobody here wrote. */
export const corpusDocuments = corpus as CorpusDocument[];

/** Yields to the event loop (a macrotask), so a long test does not starve Karma's heartbeat. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/** The exact source text of each top-level block (blank lines included), as the editor splits it. */
export function blocksOf(markdown: string): string[] {
  const blocks: string[] = [];
  for (const token of new Lexer({ gfm: true }).lex(markdown)) {
    if (blocks.length && (token.type === 'space' || token.type === 'def')) blocks[blocks.length - 1] += token.raw;
    else blocks.push(token.raw);
  }
  return blocks;
}
