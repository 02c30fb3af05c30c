import { Lexer, Marked, type MarkedOptions, type Token, type Tokens } from 'marked';
import { withLongDestinations } from '../convertor/long-destinations';
import { mergedHeaderTableExtension } from '../extensions/table-merged-header';
import { formattingCanonicalHtml } from './formatting-canonical-html';
import { type InlineAtom, inlineAtoms, mergeAtoms } from './inline-atoms';
import { layoutOf, locate, writeContainer } from '../markdown/markdown-containers';
import { taskStatesOf, withSourceIndents, withSourceMarkers, withTaskStates } from './list-spelling';
import { withSourceTables } from './table-spelling';
import { withSourceContainers } from './container-spelling';

/** What `keepSourceSpelling` needs from the editor. */
export interface KitSpellingContext {
  /** Markdown to HTML, as the editor's convertor renders it. */
  render(markdown: string): string;
  /** The link definitions of the whole document (`[label]: url`), each as written; asked only when needed. */
  definitions(): readonly string[];
}

/** Blocks longer than this are left as converted: lining them up would cost more than a keystroke may. */
const MAX_SOURCE = 50_000;

/**
 * `converted` (blocks converted back from WYSIWYG after an edit) spelt as `source` (the same blocks
 * as written before) wherever they still say the same: the block syntax (list markers,
 * indentation, line breaks, table padding, setext or ATX headings, fences) and each inline piece
 * the edit did not touch keep the source's spelling (`_em_`, `__strong__`, `[text][label]`,
 * `&lt;`, `\_`, `<http://…>`, `[**X**](u)`), so the edit changes the markdown only around itself.
 *
 * Never changes what the blocks show: the result is checked by rendering both through the
 * convertor (compared as formatted text, `formattingCanonicalHtml`), and `converted` is returned
 * whenever they differ, when the blocks' structure changed (an item added, a heading level), or
 * when the source's content cannot be found in it.
 */
export function keepSourceSpelling(converted: string, source: string, context: KitSpellingContext): string {
  if (!converted || converted === source || source.length > MAX_SOURCE) return converted;
  try {
    const lexing = lexerFor(converted, source, context);
    const kept = respelt(converted, source, context, lexing) ?? paragraphsRespelt(converted, source, context, lexing);
    if (kept !== null) return kept;
    // The structure changed (an item added, split or joined): the containers keep their inline
    // spelling where they line up, the list markers and indentation stay the source's, and so do
    // the tables the edit left as they were. Without the containers' spelling if that shows anything else.
    const contained = withSourceContainers(converted, source, lexing.lex);
    for (const candidate of contained === converted ? [converted] : [contained, converted]) {
      const markers = withSourceTables(withSourceIndents(withSourceMarkers(candidate, source), source), source);
      if (markers !== converted && rendersAlike(markers, converted, source, context, lexing.definitions)) return markers;
    }
    return converted;
  } catch {
    return converted; // whatever the markdown, an edit must still convert
  }
}

let spellingOptions: MarkedOptions | undefined;

/**
 * marked's options for lining blocks up: GFM, and tables whose header has merged cells (`| @cols=2:AB
 * | C |` over three delimiter cells, the table extension's syntax), which plain GFM reads as a
 * paragraph: a column removed from such a table was then lined up as a paragraph's text, pipes and
 * line breaks out of place (it rendered alike, so it was kept). Copied per lexer, which sets its own
 * tokenizer on them.
 */
function lexerOptions(): MarkedOptions {
  spellingOptions ??= new Marked({ gfm: true }, mergedHeaderTableExtension()).defaults;
  return { ...spellingOptions, tokenizer: null };
}

/** The document's link definitions, and a lexer that resolves `[text][label]` with them. */
interface SpellingLexer {
  definitions: readonly string[];
  /** The tokens of `markdown` (read once per text: the steps below read the same two texts). */
  lex: (markdown: string) => Token[];
}

/** A `SpellingLexer` for one conversion (definitions asked only when either side may use one). */
function lexerFor(converted: string, source: string, context: KitSpellingContext): SpellingLexer {
  const definitions = source.includes('[') || converted.includes('[') ? context.definitions() : [];
  const links = definitions.length ? withLongDestinations(new Lexer({ gfm: true })).lex(definitions.join('\n')).links : {};
  const read = new Map<string, Token[]>();
  const lex = (markdown: string): Token[] => {
    let tokens = read.get(markdown);
    if (!tokens) {
      const lexer = withLongDestinations(new Lexer(lexerOptions()));
      Object.assign(lexer.tokens.links, links);
      tokens = lexer.lex(markdown);
      read.set(markdown, tokens);
    }
    return tokens;
  };
  return { definitions, lex };
}

function respelt(converted: string, source: string, context: KitSpellingContext, { definitions, lex }: SpellingLexer): string | null {
  const sourceTokens = lex(source);
  // The source without its link definitions (they are kept apart, after the converted text) and blank ends.
  const body = sourceTokens
    .filter((token) => token.type !== 'def')
    .map((token) => token.raw)
    .join('')
    .replace(/^\n+/, '')
    .replace(/\s+$/, '');
  const before = layoutOf(sourceTokens);
  const after = layoutOf(lex(converted));
  // A ticked or cleared task box is the only change a click on it makes: the source's spelling
  // stays, with the boxes set as converted has them.
  const boxless = (skeleton: string) => skeleton.replace(/\[[ x]\]/g, '[]');
  if (boxless(before.skeleton) !== boxless(after.skeleton) || before.containers.length !== after.containers.length) return null;
  const ticked = before.skeleton === after.skeleton ? null : taskStatesOf(converted);
  let result = '';
  let written = 0; // the body is copied up to here
  let from = 0; // the next container is looked for from here
  for (let i = 0; i < before.containers.length; i++) {
    const old = before.containers[i];
    const located = locate(old, body, from);
    const next = after.containers[i];
    const content = old.kind === 'code' ? next.source : mergeAtoms(inlineAtoms(old.tokens), inlineAtoms(next.tokens));
    if (content === old.source) {
      if (located) from = located.end;
      continue;
    }
    if (!located) return null;
    if (old.kind === 'code' && !content && body[located.end] === '\n') {
      // A code block emptied: its lines go (the fence stays), else one empty line stayed in it.
      result += body.slice(written, body.lastIndexOf('\n', located.start - 1) + 1);
      written = from = located.end + 1;
      continue;
    }
    result += body.slice(written, located.start) + writeContainer(body, old, located, content);
    written = from = located.end;
  }
  result += body.slice(written);
  if (ticked) {
    const boxed = withTaskStates(result, ticked);
    if (boxed === null) return null;
    result = boxed;
  }
  if (result === converted) return result;
  return rendersAlike(result, converted, source, context, definitions) ? result : null;
}

/** Stands for the blank line between two paragraphs when lining up a run of paragraphs. */
const PARAGRAPH_BREAK: InlineAtom = { key: '\u0000paragraph', raw: '\n\n' };

/** The atoms of a run of top-level paragraphs (link definitions left out), or null if it holds another block. */
function paragraphAtoms(tokens: readonly Token[]): InlineAtom[] | null {
  const atoms: InlineAtom[] = [];
  for (const token of tokens) {
    if (token.type === 'space' || token.type === 'def') continue;
    if (token.type !== 'paragraph') return null;
    if (atoms.length) atoms.push(PARAGRAPH_BREAK);
    atoms.push(...inlineAtoms((token as Tokens.Paragraph).tokens));
  }
  return atoms.length ? atoms : null;
}

/**
 * A run of paragraphs that an edit split (Enter inside one) or joined (Backspace at one's start),
 * spelt as the source wherever the two line up: soft line breaks, reference links and the other
 * inline spellings stay, the blank lines between paragraphs come from `converted`. `respelt` needs
 * the blocks one for one, which a split or join is not. Null when either side holds another block
 * or the result would show anything else.
 */
function paragraphsRespelt(converted: string, source: string, context: KitSpellingContext, { definitions, lex }: SpellingLexer): string | null {
  const sourceTokens = lex(source);
  const before = paragraphAtoms(sourceTokens);
  const after = before && paragraphAtoms(lex(converted));
  if (!before || !after || before.filter((atom) => atom === PARAGRAPH_BREAK).length === after.filter((atom) => atom === PARAGRAPH_BREAK).length) return null;
  const result = mergeAtoms(before, after).replace(/[ \t]+(?=\n\n)/g, '').trim();
  if (result === converted) return result;
  return rendersAlike(result, converted, source, context, definitions) ? result : null;
}

/** Whether `a` and `b` show the same (rendered, compared as formatted text). */
function rendersAlike(a: string, b: string, source: string, context: KitSpellingContext, definitions?: readonly string[]): boolean {
  const defs = definitions ?? (source.includes('[') || b.includes('[') ? context.definitions() : []);
  // Both with the document's definitions, so that `[text][label]` renders as the link it is.
  const tail = defs.length ? `\n\n${defs.join('\n')}\n` : '';
  return formattingCanonicalHtml(context.render(a + tail)) === formattingCanonicalHtml(context.render(b + tail));
}
