import type { EditorState, Line } from '@codemirror/state';
import { type SyntaxNode, QUOTE_PREFIX, isBlank, treeUpTo } from './markdown-text';

// Whether text that stops being code would join the block next to it. Code blocks end the blocks
// around them, paragraph text does not: taking the fences off `para` / ```` ``` ```` / `x` /
// ```` ``` ```` / `more` would make one paragraph `para x more` of three blocks.

/** Blocks a text line right after them goes on: a paragraph (a quote's lazily too), a table's rows, HTML. */
const TAKES_TEXT_BELOW = new Set(['Paragraph', 'Table', 'HTMLBlock']);

/** Blocks whose first line ends a paragraph above them (an ordered list only when it starts at 1). */
const ENDS_TEXT_ABOVE = /^(?:ATXHeading\d|HorizontalRule|FencedCode|Blockquote|BulletList|ListItem|OrderedList)$/;

/** Whether `line` has nothing but quote markers and whitespace. */
export function blankInQuote(line: Line): boolean {
  return isBlank(line.text.slice(QUOTE_PREFIX.exec(line.text)![0].length));
}

/** Whether a text line put right below line number `number` would join the block that line ends. */
export function takesTextBelow(state: EditorState, number: number): boolean {
  if (number < 1) return false;
  const line = state.doc.line(number);
  if (blankInQuote(line)) return false;
  const end = line.from + line.text.trimEnd().length;
  for (let node: SyntaxNode | null = treeUpTo(state, end).resolveInner(end, -1); node; node = node.parent) {
    if (TAKES_TEXT_BELOW.has(node.name)) return true;
  }
  return false;
}

/**
 * Whether line number `number` would join a text line put right above it: it is not blank and the
 * block it starts cannot interrupt a paragraph (text, a table, an ordered list not starting at 1).
 */
export function joinsTextAbove(state: EditorState, number: number): boolean {
  if (number > state.doc.lines) return false;
  const line = state.doc.line(number);
  if (blankInQuote(line)) return false;
  const start = line.from + /^[ \t>]*/.exec(line.text)![0].length;
  let node = treeUpTo(state, line.to).resolveInner(start, 1);
  while (node.parent && node.parent.from >= line.from && node.parent.name !== 'Document') node = node.parent;
  if (node.name === 'OrderedList') return !/^0*1[.)]/.test(state.sliceDoc(start, line.to).replace(/^[ \t>]*/, ''));
  return !ENDS_TEXT_ABOVE.test(node.name);
}
