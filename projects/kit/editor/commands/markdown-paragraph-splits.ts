import { type ChangeSpec, type EditorState, EditorSelection, type Line, type TransactionSpec } from '@codemirror/state';
import { PARAGRAPHS } from './markdown-lazy-lines';
import { type SyntaxNode, isBlank, treeUpTo } from './markdown-text';

// Taking a block marker off a line right below a paragraph line (`a` / `- b`, UL off) leaves the
// line continuing that paragraph (`a` / `b` is one paragraph "a b"): nothing visible happens, or
// two paragraphs join. Under a table the line becomes a further row, under an HTML block more of
// its HTML. The user means the line to be a paragraph of its own, so a blank line goes between
// them, in the line's own quote and list item (`>` in a quote; in a list item a blank line keeps
// the item, the line's indentation does).

/**
 * HTML blocks that end at their own closing tag (`<pre>`, `<script>`, `<style>`, `<textarea>`,
 * `<!X`, `<![CDATA[`, `<?`; CommonMark 4.6, kinds 1 to 5) rather than at a blank line: a blank
 * line inside one is more of its text.
 */
const CLOSED_HTML = /^<(?:(?:script|pre|style|textarea)(?=[\s>]|$)|[!?])/i;

/** Whether `node` is a block a text line right below its last line goes on. */
function takesLineBelow(state: EditorState, node: SyntaxNode): boolean {
  if (PARAGRAPHS.has(node.name) || node.name === 'Table') return true;
  return node.name === 'HTMLBlock' && !CLOSED_HTML.test(state.sliceDoc(node.from, state.doc.lineAt(node.from).to));
}

/** The innermost paragraph, table or HTML block that takes a line right below line `line` ends (`takesLineBelow`), if any. */
function blockTaking(state: EditorState, line: Line): SyntaxNode | null {
  if (isBlank(line.text)) return null;
  const end = line.from + line.text.trimEnd().length;
  for (let node: SyntaxNode | null = treeUpTo(state, end).resolveInner(end, -1); node; node = node.parent) {
    if (takesLineBelow(state, node)) return node;
  }
  return null;
}

/**
 * Whether the table or HTML block `block` is in a list item that `line`, the line right below it,
 * is not in. The preview (marked) reads such a line as a lazy line of the item, and so a further
 * row or more HTML; CommonMark (and the editor's syntax tree) end the item there.
 */
function lazyInItem(block: SyntaxNode, line: Line): boolean {
  if (block.name !== 'Table' && block.name !== 'HTMLBlock') return false;
  for (let up = block.parent; up; up = up.parent) {
    if (up.name === 'Blockquote') return false;
    if (up.name === 'ListItem') return up.to < line.from;
  }
  return false;
}

/** Whether line number `number` goes on the paragraph, table or HTML block of the line above it. */
function continuesBlock(state: EditorState, number: number): boolean {
  if (number < 2) return false;
  const line = state.doc.line(number);
  const own = blockTaking(state, line);
  if (own && own.from < line.from) return true;
  const above = blockTaking(state, state.doc.line(number - 1));
  return !!own && own.name === 'Paragraph' && !!above && lazyInItem(above, line);
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
 * `build`, followed by a blank line put above every line it leaves continuing the paragraph,
 * table or HTML block above it (`continuesBlock`) where that was not so before, or where only the line (not the one above) changed: a
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
      if (!continuesBlock(next, n)) continue;
      const movedAlone = touched.has(n) && !touched.has(n - 1);
      if (continuesBlock(state, n) && !movedAlone) continue;
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
