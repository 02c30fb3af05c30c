import type { Token, Tokens } from 'marked';

/**
 * One piece of a markdown block's inline content, for lining up two spellings of the same content:
 * `key` says what it renders to (a visible character, the start or end of a format, an opaque
 * inline such as a code span or an image) and `raw` how the markdown spells it.
 */
export interface InlineAtom {
  key: string;
  raw: string;
}

/** A run of whitespace, a character reference, or one character (code point). */
const TEXT_PIECE = /[ \t\n\r\f]+|&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});|[\s\S]/giu;

const decoded = new Map<string, string>();

/** The character a reference stands for (`&lt;` → `<`), read by the HTML parser in an inert template. */
function decode(reference: string): string {
  let text = decoded.get(reference);
  if (text === undefined) {
    const template = document.createElement('template');
    template.innerHTML = reference; // only `&name;` / `&#n;`: nothing but text can come of it
    text = template.content.textContent ?? reference;
    decoded.set(reference, text);
  }
  return text;
}

/** The key of visible text: any run of whitespace is one space (HTML shows it as one). */
function textKey(text: string): string {
  return /^[ \t\n\r\f]+$/.test(text) ? ' ' : `c${text}`;
}

function pushText(raw: string, out: InlineAtom[]): void {
  for (const piece of raw.match(TEXT_PIECE) ?? []) out.push({ key: textKey(piece.length > 1 && piece.startsWith('&') ? decode(piece) : piece), raw: piece });
}

/** The key of an inline token that is kept whole (its content is not lined up piece by piece). */
function opaqueKey(token: Token): string {
  switch (token.type) {
    case 'image':
      return `img:${(token as Tokens.Image).href}|${(token as Tokens.Image).text}`;
    case 'codespan':
      return `code:${(token as Tokens.Codespan).text}`;
    case 'br':
      return 'br';
    case 'html':
      return `html:${token.raw}`;
    default:
      return `${token.type}:${'text' in token && typeof token.text === 'string' ? token.text : token.raw}`;
  }
}

/** What a format token (emphasis, strong, strikethrough, link) is, whichever way it is spelt. */
function formatKey(token: Token): string | undefined {
  if (token.type === 'em' || token.type === 'strong' || token.type === 'del') return token.type;
  if (token.type === 'link') return `a:${(token as Tokens.Link).href}`;
  return undefined;
}

function flatten(tokens: readonly Token[], out: InlineAtom[]): void {
  for (const token of tokens) {
    if (token.type === 'text' && !(token as Tokens.Text).tokens?.length) {
      pushText(token.raw, out);
      continue;
    }
    if (token.type === 'escape') {
      out.push({ key: textKey((token as Tokens.Escape).text), raw: token.raw });
      continue;
    }
    const format = formatKey(token);
    const children = (token as { tokens?: Token[] }).tokens;
    const inner = children?.map((child) => child.raw).join('') ?? '';
    const at = format && inner ? token.raw.indexOf(inner) : -1;
    if (at < 0) {
      out.push({ key: opaqueKey(token), raw: token.raw });
      continue;
    }
    out.push({ key: `<${format}`, raw: token.raw.slice(0, at) });
    flatten(children!, out);
    out.push({ key: `>${format}`, raw: token.raw.slice(at + inner.length) });
  }
}

/**
 * The atoms of inline tokens (marked's), their raws joined giving the tokens' raws joined. Formats
 * opening (or closing) together are one atom whatever their order, so `[**X**](u)` and
 * `**[X](u)**` line up: both are X, bold and linked.
 */
export function inlineAtoms(tokens: readonly Token[]): InlineAtom[] {
  const flat: InlineAtom[] = [];
  flatten(tokens, flat);
  const out: InlineAtom[] = [];
  for (let i = 0; i < flat.length; ) {
    const edge = flat[i].key[0];
    if (edge !== '<' && edge !== '>') {
      out.push(flat[i++]);
      continue;
    }
    let j = i;
    while (j < flat.length && flat[j].key[0] === edge) j++;
    const group = flat.slice(i, j);
    out.push({ key: group.map((atom) => atom.key).sort().join('\u0000'), raw: group.map((atom) => atom.raw).join('') });
    i = j;
  }
  return out;
}

/** Beyond this many cells the middles are not lined up: the converted middle is taken whole. */
const MAX_TABLE = 250_000;

/**
 * The inline markdown of `converted` spelt as `source` wherever the two line up: each atom of
 * `converted` that matches one of `source` (same key, in order: a longest common subsequence) is
 * written as `source` wrote it, the others as `converted` wrote them.
 */
export function mergeAtoms(source: readonly InlineAtom[], converted: readonly InlineAtom[]): string {
  const raws = (atoms: readonly InlineAtom[]) => atoms.map((atom) => atom.raw).join('');
  let head = 0;
  while (head < source.length && head < converted.length && source[head].key === converted[head].key) head++;
  let tail = 0;
  while (tail < source.length - head && tail < converted.length - head && source[source.length - 1 - tail].key === converted[converted.length - 1 - tail].key) tail++;
  const a = source.slice(head, source.length - tail);
  const b = converted.slice(head, converted.length - tail);
  const before = raws(source.slice(0, head));
  const after = raws(source.slice(source.length - tail));
  if (!a.length || !b.length || (a.length + 1) * (b.length + 1) > MAX_TABLE) return before + raws(b) + after;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..]
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i].key === b[j].key ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  let middle = '';
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i].key === b[j].key) {
      middle += a[i++].raw;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i++;
    else middle += b[j++].raw;
  }
  return before + middle + raws(b.slice(j)) + after;
}
