import { Parser, TreeFragment, type Input, type PartialParse, type Tree } from '@lezer/common';

/**
 * Where the first cut goes (characters): below this, cutting would save nothing.
 */
const FIRST_CUT = 4096;

/**
 * The end of the top-level block (a child of the document node) that holds `pos`, or of the
 * first one after it when `pos` is between blocks; null past the last block.
 */
function topLevelBlockEnd(tree: Tree, pos: number): number | null {
  let node = tree.resolve(pos, 1);
  if (!node.parent) return tree.topNode.childAfter(pos)?.to ?? null;
  while (node.parent?.parent) node = node.parent;
  return node.to;
}

/**
 * The position of the last line break in `input` between `from` and `to` (exclusive), or -1: where
 * lezer-markdown ends what it takes from a fragment ending at `to`.
 */
function lastLineBreak(input: Input, from: number, to: number): number {
  for (let end = to; end > from; ) {
    const start = Math.max(from, end - 1024);
    const at = input.read(start, end).lastIndexOf('\n');
    if (at >= 0) return start + at;
    end = start;
  }
  return -1;
}

/**
 * Cuts each reusable fragment at top-level block ends near doubling positions (4 KB, 8 KB, 16 KB...).
 *
 * Why: lezer-markdown (1.8.1) reuses a grouped run of old blocks (one of the balancing nodes of its
 * tree) only if the group is at most a quarter of the position where the current reuse began, and
 * a reuse that begins at the document's start runs, block by block, to the end of its fragment. So
 * every key typed at the end of a long document re-took each of its thousands of top-level blocks
 * one at a time and rebalanced them all: ~1 MB allocated per key at 200 KB (minor GCs every ~15
 * keys) and a cost that grew with the document. A reuse stops at a fragment's end and the next one
 * begins further on, so after a cut at position P groups up to P/4 are taken whole: the work per
 * reparse grows with the log of the length. The parse result is the same tree (the specs compare
 * it with a full parse); only what is reused changes.
 *
 * Each piece ends just past a block's last line (so the block is taken) and the next piece starts
 * one character earlier, on that line break, because the parser reuses a fragment only if it
 * starts before the line it is at. A piece ends only where the whole fragment would have let the
 * parser stop: lezer-markdown takes a block only if the line after it lies inside the fragment (one
 * character more when the fragment ends at an edit), since that line can still change the block (a
 * setext underline, a lazy continuation, a broken closing fence); a closed piece ending just past
 * the block would skip that check.
 */
export function cutFragmentsForGroupReuse(fragments: readonly TreeFragment[], input: Input): readonly TreeFragment[] {
  if (!fragments.some((f) => f.to - f.from > FIRST_CUT)) return fragments;
  const pieces: TreeFragment[] = [];
  for (const fragment of fragments) {
    let from = fragment.from;
    let openStart = fragment.openStart;
    let target = Math.max(FIRST_CUT, from * 2);
    const lastTaken = target < fragment.to ? lastLineBreak(input, from, fragment.to) - (fragment.openEnd ? 1 : 0) : -1;
    while (target < fragment.to) {
      const blockEnd = topLevelBlockEnd(fragment.tree, target + fragment.offset);
      if (blockEnd === null) break;
      const cut = blockEnd - fragment.offset;
      if (cut <= from || cut + 1 >= fragment.to || cut > lastTaken) break;
      pieces.push(new TreeFragment(from, cut + 1, fragment.tree, fragment.offset, openStart, false));
      from = cut;
      openStart = false;
      target = Math.max(target, cut) * 2;
    }
    pieces.push(new TreeFragment(from, fragment.to, fragment.tree, fragment.offset, openStart, fragment.openEnd));
  }
  return pieces;
}

/** A markdown parser that hands its inner parser the cut fragments (`cutFragmentsForGroupReuse`). */
class GroupReusingParser extends Parser {
  constructor(private readonly inner: Parser) {
    super();
  }

  /** Starts the inner parser's parse over the cut fragments. */
  override createParse(input: Input, fragments: readonly TreeFragment[], ranges: readonly { from: number; to: number }[]): PartialParse {
    return this.inner.createParse(input, cutFragmentsForGroupReuse(fragments, input), ranges);
  }
}

/**
 * `parser`, reparsing long documents with whole groups of old blocks reused (see
 * `cutFragmentsForGroupReuse`); the trees it builds are the ones `parser` builds.
 */
export function withGroupReuse(parser: Parser): Parser {
  return new GroupReusingParser(parser);
}
