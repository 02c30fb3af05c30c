import type { Token } from 'marked';
import { type InlineAtom, inlineAtoms, mergeAtoms } from './inline-atoms';
import { layoutOf, locate, type MarkdownContainer, writeContainer } from '../markdown/markdown-containers';

/*
 * Inline spelling of the source for converted markdown whose block structure changed (an item
 * added, split or joined, a heading made a paragraph): the containers (paragraphs, headings, item
 * texts, cells) are lined up by what they show, so the ones the edit did not touch keep their
 * soft line breaks, reference links and delimiters, and the edited ones keep what still lines up.
 */

/** Beyond this many container pairs in the middle, only equal gaps are lined up (one for one). */
const MAX_PAIRS = 40_000;

/** Stands between the containers of a gap when one side has more of them (a split or a join). */
const CONTAINER_BREAK: InlineAtom = { key: '\u0000container', raw: '' };

/** The inline atoms of each container, read once. */
const atomsRead = new WeakMap<MarkdownContainer, InlineAtom[]>();

function atomsOf(container: MarkdownContainer): InlineAtom[] {
  let atoms = atomsRead.get(container);
  if (!atoms) atomsRead.set(container, (atoms = inlineAtoms(container.tokens)));
  return atoms;
}

/** What a container shows, as one string (its kind, and its atoms' keys). */
function keyOf(container: MarkdownContainer): string {
  return container.kind === 'code' ? `code\u0000${container.source}` : `${container.kind}\u0000${atomsOf(container).map((atom) => atom.key).join('\u0001')}`;
}

/**
 * For each container of `after`, the containers of `before` it stands for: the same content (a
 * longest common subsequence of the keys), or, between two such, the gap's containers of the same
 * kind (an edited one, or the pieces of a split or join). Empty where none.
 */
function lineUp(before: readonly MarkdownContainer[], after: readonly MarkdownContainer[]): MarkdownContainer[][] {
  const a = before.map(keyOf);
  const b = after.map(keyOf);
  const matched: [number, number][] = [];
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) matched.push([head, head++]);
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const m = a.length - head - tail;
  const n = b.length - head - tail;
  if (m && n && m * n <= MAX_PAIRS) {
    const width = n + 1;
    const lengths = new Uint32Array((m + 1) * width);
    for (let i = m - 1; i >= 0; i--) {
      for (let j = n - 1; j >= 0; j--) {
        lengths[i * width + j] = a[head + i] === b[head + j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
      }
    }
    for (let i = 0, j = 0; i < m && j < n; ) {
      if (a[head + i] === b[head + j]) matched.push([head + i++, head + j++]);
      else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i++;
      else j++;
    }
  }
  for (let t = tail; t > 0; t--) matched.push([a.length - t, b.length - t]);
  const pairs: MarkdownContainer[][] = after.map(() => []);
  let lastA = -1;
  let lastB = -1;
  for (const [i, j] of [...matched, [a.length, b.length] as [number, number]]) {
    const gapA = before.slice(lastA + 1, i);
    const gapB = after.slice(lastB + 1, j);
    if (gapA.length === gapB.length) gapB.forEach((_, k) => pairs[lastB + 1 + k].push(gapA[k]));
    // A split (one container became several) or a join (several became one): each takes all.
    else if (gapA.length === 1 || gapB.length === 1) gapB.forEach((_, k) => pairs[lastB + 1 + k].push(...gapA));
    if (j < b.length) pairs[j].push(before[i]);
    lastA = i;
    lastB = j;
  }
  return pairs;
}

/**
 * `converted` with each inline container spelt as the source's containers it lines up with
 * (`mergeAtoms`): the same text keeps its source spelling whole, an edited or split one keeps what
 * still matches. Block syntax (markers, indentation, quote markers) stays `converted`'s; lines the
 * source broke softly get `converted`'s line starts. The caller checks the result renders alike.
 */
export function withSourceContainers(converted: string, source: string, lex: (markdown: string) => Token[]): string {
  const before = layoutOf(lex(source)).containers;
  const after = layoutOf(lex(converted)).containers;
  if (!before.length || !after.length) return converted;
  const pairs = lineUp(before, after);
  let result = '';
  let written = 0;
  let from = 0;
  for (let j = 0; j < after.length; j++) {
    const container = after[j];
    const located = locate(container, converted, from);
    if (!located) return converted;
    from = located.end;
    const olds = pairs[j].filter((old) => old.kind === container.kind);
    if (container.kind === 'code' || !olds.length) continue;
    const sourceAtoms = olds.flatMap((old, k) => (k ? [CONTAINER_BREAK, ...atomsOf(old)] : atomsOf(old)));
    const content = mergeAtoms(sourceAtoms, atomsOf(container));
    if (content === container.source) continue;
    result += converted.slice(written, located.start) + writeContainer(converted, container, located, content);
    written = located.end;
  }
  return written ? result + converted.slice(written) : converted;
}
