import {
  type ChangeSpec,
  EditorSelection,
  type EditorState,
  type Line,
  type TransactionSpec,
  countColumn,
} from '@codemirror/state';
import { type SyntaxNode, TAB_SIZE, isBlank, treeUpTo } from './markdown-text';
import { itemContentPrefix } from './markdown-block-place';

// Lazy continuation lines: a line of a quoted paragraph may leave out the quote markers (`> a`
// then `b` is one quote paragraph "a b"), and a line of a list item's paragraph its indentation
// (`* a` then `b`). Such a line stays in the quote or item only while the paragraph above it goes
// on, so a block command that ends that paragraph (a fence, a heading, a rule) would drop it out.
// The block commands therefore first write the markers (and the item's indentation) out on the
// lazy lines they touch and those right below them: the same document to a reader, and each line
// then says which quote and list item it is in.

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

/** The list item `node` is in inside its innermost quote (or outside quotes), if any. */
function itemAround(node: SyntaxNode): SyntaxNode | null {
  for (let up = node.parent; up && up.name !== 'Blockquote'; up = up.parent) if (up.name === 'ListItem') return up;
  return null;
}

/** Whether `line`, with all its quote markers, starts left of `item`'s content column: lazy in it. */
function leftOfItem(state: EditorState, line: Line, item: SyntaxNode): boolean {
  const lead = /^[ \t>]*/.exec(line.text)![0];
  return countColumn(lead, TAB_SIZE) < countColumn(itemContentPrefix(state, item), TAB_SIZE);
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
 * the line is not lazy: it has all its quote markers, and (with `inItems`) in a list item inside
 * the innermost quote it is indented to the item's content.
 */
export function lazyLinePrefix(state: EditorState, line: Line, inItems = true): string | null {
  const paragraph = paragraphOf(state, line);
  if (!paragraph) return null;
  const first = state.doc.lineAt(paragraph.from);
  if (first.number === line.number) return null;
  const item = inItems ? itemAround(paragraph) : null;
  if (quoteMarksOn(state, line) >= quotesAround(paragraph) && !(item && leftOfItem(state, line, item))) return null;
  return state.sliceDoc(first.from, paragraph.from).replace(/[^>\s]/g, ' ');
}

/**
 * The changes that write the markup out on the lazy lines the selection touches and on the lazy
 * lines right below each range (they go on the paragraph the range ends in). A selected line
 * lazy in a list item (only its indentation left out) stays as it is: a list command makes it an
 * item of its own (`* a` / `b` with UL gives `* a` / `* b`); below the selection it gets the
 * item's indentation, so a block the command ends the paragraph with does not leave it out of
 * the item.
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
      const prefix = lazyLinePrefix(state, line, n > last);
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
