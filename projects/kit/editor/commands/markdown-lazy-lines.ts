import {
  type ChangeSpec,
  EditorSelection,
  type EditorState,
  type Line,
  type TransactionSpec,
} from '@codemirror/state';
import { type SyntaxNode, isBlank, treeUpTo } from './markdown-text';

// Lazy continuation lines: a line of a quoted paragraph may leave out the quote markers (`> a`
// then `b` is one quote paragraph "a b"). Such a line stays in the quote only while the paragraph
// above it goes on, so a block command that ends that paragraph (a fence, a heading, a rule)
// would drop it out of the quote. The block commands therefore first write the markers out on the
// lazy lines they touch and those right below them: the same document to a reader, and each line
// then says which quote (and list item) it is in.

/** The blocks whose lines may be lazy: a paragraph, or a task item's text (its own node in GFM). */
export const PARAGRAPHS = new Set(['Paragraph', 'Task']);

/** The paragraph (or task item text) a non-blank line is text of, if any. */
export function paragraphOf(state: EditorState, line: Line): SyntaxNode | null {
  if (isBlank(line.text)) return null;
  const end = line.from + line.text.trimEnd().length;
  for (
    let node: SyntaxNode | null = treeUpTo(state, end).resolveInner(end, -1);
    node;
    node = node.parent
  ) {
    if (PARAGRAPHS.has(node.name)) return node;
  }
  return null;
}

/** How many quotes `node` is in. */
function quotesAround(node: SyntaxNode): number {
  let depth = 0;
  for (let up = node.parent; up; up = up.parent) if (up.name === 'Blockquote') depth++;
  return depth;
}

/** How many quote markers the syntax tree reads on `line`. */
function quoteMarksOn(state: EditorState, line: Line): number {
  let marks = 0;
  treeUpTo(state, line.to).iterate({
    from: line.from,
    to: line.to,
    enter: (node) => {
      if (node.name === 'QuoteMark' && node.from >= line.from && node.from <= line.to) marks++;
    },
  });
  return marks;
}

/**
 * The markup a lazy line `line` would have written out (the quote markers of its paragraph's
 * first line, and its indentation in a list item, with list markers as spaces), or null when
 * the line is not lazy.
 */
export function lazyLinePrefix(state: EditorState, line: Line): string | null {
  const paragraph = paragraphOf(state, line);
  if (!paragraph) return null;
  const first = state.doc.lineAt(paragraph.from);
  if (first.number === line.number || quoteMarksOn(state, line) >= quotesAround(paragraph))
    return null;
  return state.sliceDoc(first.from, paragraph.from).replace(/[^>\s]/g, ' ');
}

/**
 * The changes that write the markup out on the lazy lines the selection touches and on the lazy
 * lines right below each range (they go on the paragraph the range ends in).
 */
export function quoteLazyLines(state: EditorState): ChangeSpec[] {
  const specs: ChangeSpec[] = [];
  let done = 0;
  for (const range of state.selection.ranges) {
    const first = state.doc.lineAt(range.from).number;
    let last = state.doc.lineAt(range.to).number;
    if (!range.empty && last > first && range.to === state.doc.line(last).from) last--;
    for (let n = Math.max(first, done + 1); n <= state.doc.lines; n++) {
      const line = state.doc.line(n);
      const prefix = lazyLinePrefix(state, line);
      if (prefix === null && n > last) break;
      if (prefix !== null)
        specs.push({
          from: line.from,
          to: line.from + /^[ \t>]*/.exec(line.text)![0].length,
          insert: prefix,
        });
      done = n;
    }
  }
  return specs;
}

/**
 * `build` run on the document with the lazy lines around the selection written out (see
 * `quoteLazyLines`), as one edit of the document as it is: nothing when `build` changes nothing.
 * The selection keeps its text (a range starting on a lazy line starts after the markers put there).
 */
export function withLazyLinesQuoted(
  build: (state: EditorState) => TransactionSpec | null,
): (state: EditorState) => TransactionSpec | null {
  return (state) => {
    const quoted = state.changes(quoteLazyLines(state));
    if (quoted.empty) return build(state);
    const selection = EditorSelection.create(
      state.selection.ranges.map((range) => {
        const from = quoted.mapPos(range.from, 1);
        const to = range.empty ? from : quoted.mapPos(range.to, -1);
        return range.head < range.anchor
          ? EditorSelection.range(to, from)
          : EditorSelection.range(from, to);
      }),
      state.selection.mainIndex,
    );
    const next = state.update({ changes: quoted, selection }).state;
    const spec = build(next);
    if (!spec) return null;
    const changes = next.changes(spec.changes ?? []);
    if (changes.empty) return null;
    return {
      ...spec,
      changes: quoted.compose(changes),
      selection: spec.selection ?? next.selection.map(changes),
    };
  };
}
