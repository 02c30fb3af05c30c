import { Lexer, type Marked, type MarkedOptions, type Token, type TokensList } from 'marked';

/*
 * An image or link destination of megabytes (a pasted photo kept as a `data:` URL by the built-in
 * image handler) overflows the stack of marked's regular expressions (V8 backtracks recursively):
 * from ~7 MB on, the preview stopped, getHtml() threw and WYSIWYG could not be opened (images QA,
 * 2026-11-28). Such a destination is lexed as a short stand-in and put back into the tokens, so
 * every token (`raw` included: the WYSIWYG block map keeps it as the source) is as marked would
 * have made it.
 */

/** A destination from this length on goes through the lexer as a stand-in. */
const LONG = 20_000;
/** Where a link or image destination starts: after `](` or a definition's `]:` (and a `<`). */
const OPENING = '\\]\\(\\s*<?|\\]:[ \\t]*<?';
/** A stand-in: private-use characters around its number, which no destination has. */
const STAND_IN = /\uE002(\d+)\uE002/g;

/** Whether the character ends a destination (white space, `<`, `>`, `(`, `)`). */
function endsDestination(code: number): boolean {
  return code <= 0x20 || code === 0x3c || code === 0x3e || code === 0x28 || code === 0x29;
}

/**
 * The long destinations in `src` (start and end), found by a scan: a regular expression with a
 * repetition of LONG overflows the stack itself.
 */
function* longDestinations(src: string): Generator<{ start: number; end: number }> {
  // (Text that has the stand-ins' characters itself is left alone: a stand-in must be one.)
  if (src.length < LONG || src.includes('\uE002')) return;
  const opening = new RegExp(OPENING, 'g'); // one per scan: scans may be left halfway
  for (let match = opening.exec(src); match; match = opening.exec(src)) {
    const start = match.index + match[0].length;
    let end = start;
    while (end < src.length && !endsDestination(src.charCodeAt(end))) end++;
    if (end - start >= LONG) yield { start, end };
    opening.lastIndex = Math.max(end, start + 1);
  }
}

/** Whether `markdown` holds a destination that needs a stand-in. */
export function mayHoldLongDestinations(markdown: string): boolean {
  return !longDestinations(markdown).next().done;
}

/**
 * `lexer` (a new one), lexing long destinations as stand-ins and giving the block and inline
 * tokens it makes the destinations back.
 */
export function withLongDestinations(lexer: Lexer): Lexer {
  const destinations: string[] = [];
  const shield = (src: string) => {
    let shielded = '';
    let from = 0;
    for (const { start, end } of longDestinations(src)) {
      shielded += `${src.slice(from, start)}\uE002${destinations.push(src.slice(start, end)) - 1}\uE002`;
      from = end;
    }
    return from ? shielded + src.slice(from) : src;
  };
  // Every string of the tokens made (an extension's tokens may hold any field), each object once.
  const restore = (value: unknown, seen = new Set<object>()): unknown => {
    if (typeof value === 'string') return value.includes('\uE002') ? value.replace(STAND_IN, (stand, n: string) => destinations[Number(n)] ?? stand) : value;
    if (!value || typeof value !== 'object' || seen.has(value)) return value;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = restore(value[i], seen);
    } else {
      const object = value as Record<string, unknown>;
      for (const key of Object.keys(object)) object[key] = restore(object[key], seen);
    }
    return value;
  };
  const blockTokens = lexer.blockTokens.bind(lexer) as (src: string, tokens?: Token[], lastParagraphClipped?: boolean) => Token[];
  const inlineTokens = lexer.inlineTokens.bind(lexer);
  // The block pass queues paragraphs' text for the inline pass with their stand-ins (short to lex);
  // each pass gives the tokens it made their destinations back.
  (lexer as { blockTokens: typeof blockTokens }).blockTokens = (src, tokens, lastParagraphClipped) => {
    const made = blockTokens(shield(src), tokens, lastParagraphClipped);
    if (destinations.length) {
      restore(made);
      restore((lexer.tokens as TokensList).links);
    }
    return made;
  };
  lexer.inlineTokens = (src, tokens) => {
    const made = inlineTokens(shield(src), tokens);
    return destinations.length ? (restore(made) as Token[]) : made;
  };
  return lexer;
}

/**
 * `marked.parse(markdown)`, lexing long destinations as stand-ins when there are any: the steps of
 * marked's own parse (an app extension's hooks and walkTokens), with kit's lexer.
 */
export function parseWithLongDestinations(marked: Marked, markdown: string): string {
  if (!mayHoldLongDestinations(markdown)) return marked.parse(markdown, { async: false }) as string;
  const options = marked.defaults;
  const hooks = options.hooks as (MarkedOptions['hooks'] & { options?: unknown; block?: boolean }) | null | undefined;
  if (hooks) {
    hooks.options = options;
    hooks.block = true;
  }
  const source = hooks?.preprocess ? (hooks.preprocess(markdown) as string) : markdown;
  let tokens: TokensList | Token[] = withLongDestinations(new Lexer(options)).lex(source);
  if (hooks?.processAllTokens) tokens = hooks.processAllTokens(tokens) as Token[];
  if (options.walkTokens) marked.walkTokens(tokens, options.walkTokens);
  const html = marked.parser(tokens) as string;
  return hooks?.postprocess ? (hooks.postprocess(html) as string) : html;
}
