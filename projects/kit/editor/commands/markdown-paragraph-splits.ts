import { type ChangeSpec, type EditorState, EditorSelection, type TransactionSpec } from '@codemirror/state';
import { paragraphOf } from './markdown-lazy-lines';

// Taking a block marker off a line right below a paragraph line (`a` / `- b`, UL off) leaves the
// line continuing that paragraph (`a` / `b` is one paragraph "a b"): nothing visible happens, or
// two paragraphs join. The user means the line to be a paragraph of its own, so a blank line goes
// between them, in the line's own quote and list item (`>` in a quote; in a list item a blank line
// keeps the item, the line's indentation does).

/** Whether line number `number` goes on the paragraph of the line above it. */
function continuesParagraph(state: EditorState, number: number): boolean {
  if (number < 2) return false;
  const line = state.doc.line(number);
  const paragraph = paragraphOf(state, line);
  return !!paragraph && paragraph.from < line.from;
}

/** The line numbers `changes` (of `state`) touch. */
function touchedLines(state: EditorState, changes: ReturnType<EditorState['changes']>): Set<number> {
  const touched = new Set<number>();
  changes.iterChangedRanges((fromA, toA) => {
    const last = state.doc.lineAt(toA).number;
    for (let n = state.doc.lineAt(fromA).number; n <= last; n++) touched.add(n);
  });
  return touched;
}

/**
 * `build`, followed by a blank line put above every line it leaves continuing the paragraph
 * above it where that was not so before, or where only the line (not the one above) changed: a
 * paragraph's lines that lose their markers together stay one paragraph, but a line taken out of
 * a quote or item under the rest of its paragraph (a lazy line too) becomes its own. The line
 * right below the changed ones counts too (`a` below `# b`, Paragraph: `a` would join `b`).
 * Commands that change no line count (quote, list, heading and paragraph markup) only.
 */
export function keepParagraphsApart(build: (state: EditorState) => TransactionSpec | null): (state: EditorState) => TransactionSpec | null {
  return (state) => {
    const spec = build(state);
    if (!spec) return null;
    const changes = state.changes(spec.changes ?? []);
    const next = state.update({ changes }).state;
    if (next.doc.lines !== state.doc.lines) return spec;
    const touched = touchedLines(state, changes);
    const checked = new Set([...touched].flatMap((n) => [n, n + 1]).filter((n) => n <= next.doc.lines));
    const breaks: ChangeSpec[] = [];
    for (const n of [...checked].sort((a, b) => a - b)) {
      if (!continuesParagraph(next, n)) continue;
      const movedAlone = touched.has(n) && !touched.has(n - 1);
      if (continuesParagraph(state, n) && !movedAlone) continue;
      const blank = /^[ \t>]*/.exec(next.doc.line(n).text)![0].trimEnd();
      breaks.push({ from: next.doc.line(n - 1).to, insert: next.lineBreak + blank });
    }
    if (!breaks.length) return spec;
    const apart = next.changes(breaks);
    // At the end of the line above, the break leaves a cursor there where it was.
    const selection = (spec.selection instanceof EditorSelection ? spec.selection : next.selection).map(apart);
    return { ...spec, changes: changes.compose(apart), selection };
  };
}
