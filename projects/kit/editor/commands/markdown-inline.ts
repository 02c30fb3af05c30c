import { type ChangeSpec, EditorSelection, type EditorState, type SelectionRange } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { textsToMark } from './markdown-mark-targets';
import { isBlank, rangeEdit, runEdit, treeUpTo } from './markdown-text';

// Inline marks (Bold, Italic, Strike, Code): toggled around each selection range, unwrapping a
// mark the syntax tree finds there, else wrapping the selection.

/** An inline mark: the delimiter it writes and how many delimiter characters undo it. */
export interface InlineMark {
  /** The syntax node of a span of the mark. */
  node: string;
  /** What wrapping writes on each side. */
  open: string;
  /** Delimiter characters that may already mark it (`*` or `_` for emphasis). */
  chars: readonly string[];
  /**
   * How many characters to remove from each side, given the delimiter runs there, 0 when the runs
   * do not make this mark (`**` is bold, not italic; `***` is both).
   */
  removable(before: number, after: number): number;
}

export const BOLD: InlineMark = { node: 'StrongEmphasis', open: '**', chars: ['*', '_'], removable: (b, a) => (Math.min(b, a) >= 2 ? 2 : 0) };
export const ITALIC: InlineMark = { node: 'Emphasis', open: '*', chars: ['*', '_'], removable: (b, a) => (Math.min(b, a) % 2 === 1 ? 1 : 0) };
export const STRIKE: InlineMark = { node: 'Strikethrough', open: '~~', chars: ['~'], removable: (b, a) => Math.min(b, a, 2) };
export const CODE: InlineMark = { node: 'InlineCode', open: '`', chars: ['`'], removable: (b, a) => Math.min(b, a) };

/** The length of the run of `char` ending at `to` (going backwards) in `text`. */
export function runBefore(text: string, to: number, char: string): number {
  let n = 0;
  while (to - n > 0 && text[to - n - 1] === char) n++;
  return n;
}

/** The length of the run of `char` starting at `from` in `text`. */
export function runAfter(text: string, from: number, char: string): number {
  let n = 0;
  while (from + n < text.length && text[from + n] === char) n++;
  return n;
}

/**
 * Unwraps every span of the mark inside the range (`«**bold**»`, `«**a** and **b**»`, the italic
 * in `«**a *b* c**»`), as the markdown parser sees them, so `*a* and *b*` is two spans, not one;
 * the same text stays selected. Null when the range holds no such span.
 */
export function unwrapInside(state: EditorState, range: SelectionRange, mark: InlineMark) {
  if (range.empty) return null;
  const specs: ChangeSpec[] = [];
  treeUpTo(state, range.to).iterate({
    from: range.from,
    to: range.to,
    enter: (node) => {
      if (node.name !== mark.node || node.from < range.from || node.to > range.to) return true;
      const open = node.node.firstChild;
      const close = node.node.lastChild;
      if (!open?.name.endsWith('Mark') || !close?.name.endsWith('Mark') || open.from === close.from) return false;
      // A code span drops one space on each side (`` `` `a` `` ``), so unwrap that padding too.
      const pad = mark === CODE && /^ .*\S.* $/s.test(state.sliceDoc(open.to, close.from)) ? 1 : 0;
      specs.push({ from: open.from, to: open.to + pad }, { from: close.from - pad, to: close.to });
      return false;
    },
  });
  if (!specs.length) return null;
  const changes = state.changes(specs);
  // The delimiters stay selected, so the same command again finds every span inside and unwraps them.
    return { changes, range: EditorSelection.range(changes.mapPos(range.from, -1), changes.mapPos(range.to, 1)) };
}

/**
 * Unwraps a range that sits between the mark's delimiters (`**|bold|**`), keeping the same text
 * selected. Null when the range is not wrapped.
 */
export function unwrapOutside(state: EditorState, range: SelectionRange, mark: InlineMark) {
  const line = state.doc.lineAt(range.from);
  const endLine = state.doc.lineAt(range.to);
  const before = state.sliceDoc(line.from, range.from);
  const after = state.sliceDoc(range.to, endLine.to);
  // A code span padded with a space on each side (wrapping text that starts with a backtick).
  const pad = mark === CODE && /`+ $/.test(before) && /^ `+/.test(after) ? 1 : 0;
  for (const char of mark.chars) {
    const n = mark.removable(runBefore(before, before.length - pad, char), runAfter(after, pad, char));
    if (!n) continue;
    return {
      changes: [
        { from: range.from - pad - n, to: range.from },
        { from: range.to, to: range.to + pad + n },
      ],
      range: EditorSelection.range(range.from - pad - n, range.to - pad - n),
    };
  }
  return null;
}

/**
 * Wraps a range in the mark. Surrounding whitespace stays outside (`**bold **` is not bold); a
 * code span uses more backticks than the text contains, padded when the text starts or ends with
 * one. The same text stays selected; an empty range leaves the cursor between the delimiters.
 * A range over several lines, or over a line's block markup (a triple click selects a list item's
 * marker too), wraps each line's text on its own, past its markup: `**- a**` would turn the item
 * into a paragraph, and a mark cannot span two blocks.
 */
export function wrap(state: EditorState, range: SelectionRange, mark: InlineMark) {
  const parts = textsToMark(state, range);
  if (parts) {
    const changes = state.changes(parts.flatMap((part) => wrapping(state.sliceDoc(part.from, part.to), part.from, part.to, mark).changes));
    // The delimiters stay selected, so the same command again finds every span inside and unwraps them.
    return { changes, range: EditorSelection.range(changes.mapPos(range.from, -1), changes.mapPos(range.to, 1)) };
  }
  const { changes, from, to, opening } = wrapping(state.sliceDoc(range.from, range.to), range.from, range.to, mark);
  return { changes, range: EditorSelection.range(from + opening.length, to + opening.length) };
}

/** The delimiters that wrap `text` (at `from`–`to`) in the mark, white space around it left outside. */
function wrapping(text: string, rangeFrom: number, rangeTo: number, mark: InlineMark) {
  const blank = isBlank(text);
  const from = blank ? rangeFrom : rangeFrom + (text.length - text.trimStart().length);
  const to = blank ? rangeTo : rangeTo - (text.length - text.trimEnd().length);
  let open = mark.open;
  let pad = '';
  if (mark === CODE) {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    open = '`'.repeat(longest + 1);
    if (/^`|`$/.test(text.trim())) pad = ' ';
  }
  const opening = open + pad;
  const changes: ChangeSpec[] = [
    { from, insert: opening },
    { from: to, insert: pad + open },
  ];
  return { changes, from, to, opening };
}

/**
 * Whether `range` is all within code: a code block's lines (fenced, indented) or raw HTML, or one
 * code span's text (where `mark` Code itself still unwraps). Markup written there is text.
 */
export function inCode(state: EditorState, range: SelectionRange, mark: InlineMark | null = null): boolean {
  const tree = treeUpTo(state, range.to);
  const within = (at: number, side: -1 | 1) => {
    for (let node: SyntaxNode | null = tree.resolveInner(at, side); node; node = node.parent) {
      if (node.name === 'FencedCode' || node.name === 'CodeBlock' || node.name === 'HTMLBlock') return node.from;
      if (node.name === 'InlineCode' && mark !== CODE && node.firstChild && at >= node.firstChild.to && at <= node.lastChild!.from) return node.from;
    }
    return -1;
  };
  const start = within(range.from, 1);
  return start >= 0 && start === within(range.to, -1);
}

/** The delimiter nodes of the span of `mark` whose content (delimiters excluded) holds all of `range`, or null. */
function enclosingSpan(state: EditorState, range: SelectionRange, mark: InlineMark): { open: SyntaxNode; close: SyntaxNode } | null {
  for (let node: SyntaxNode | null = treeUpTo(state, range.to).resolveInner(range.from, 1); node; node = node.parent) {
    if (node.name !== mark.node) continue;
    const open = node.firstChild;
    const close = node.lastChild;
    if (!open?.name.endsWith('Mark') || !close?.name.endsWith('Mark') || open.from === close.from) return null;
    return open.to <= range.from && range.to <= close.from ? { open, close } : null;
  }
  return null;
}

/**
 * A range inside a span of the mark (`**bo«ld»**`): the selected part leaves the span, which closes
 * before it and opens again after it (`**bo**ld`), in the span's own delimiter, with white space
 * kept outside the delimiters. An empty cursor at the end of a span's text steps out past its
 * closing delimiter, so typing goes on unmarked (Ctrl+B, type, Ctrl+B, type, as in word
 * processors); anywhere else in the span it unwraps the whole span.
 */
export function unwrapPart(state: EditorState, range: SelectionRange, mark: InlineMark) {
  const span = enclosingSpan(state, range, mark);
  if (!span) return null;
  const { open, close } = span;
  if (range.empty) {
    if (range.from === close.from) return { range: EditorSelection.cursor(close.to) };
    const width = open.to - open.from;
    return {
      changes: [
        { from: open.from, to: open.to },
        { from: close.from, to: close.to },
      ],
      range: EditorSelection.cursor(range.from - width),
    };
  }
  const written = state.sliceDoc(open.from, open.to);
  const char = written[0];
  const head = state.sliceDoc(open.to, range.from);
  const tail = state.sliceDoc(range.to, close.from);
  // Text of the span left on a side, other spans' delimiters aside (`***bo«ld»***`: `**` is no text).
  const hasText = (text: string) => text.replace(/[*_~`]+/g, '').trim() !== '';
  // `_` cannot open or close inside a word (`_it_al_ic_` is one span): such a span is spelt with `*` when it is cut there.
  const inWord = (text: string, at: 'end' | 'start') => /\w/.test(at === 'end' ? text.slice(-1) : text.slice(0, 1));
  const respell = char === '_' && ((hasText(head) && inWord(head, 'end') && inWord(state.sliceDoc(range.from, range.to), 'start')) || (hasText(tail) && inWord(tail, 'start')));
  const delimiter = respell ? '*'.repeat(written.length) : written;
  const changes: ChangeSpec[] = [];
  // Before the selection: the span's first part ends (before the white space that ends it), or
  // the span's opening goes when nothing of it is left there.
  if (!hasText(head)) changes.push({ from: open.from, to: open.to });
  else {
    if (respell) changes.push({ from: open.from, to: open.to, insert: delimiter });
    changes.push({ from: range.from - (head.length - head.trimEnd().length), insert: delimiter });
  }
  if (!hasText(tail)) changes.push({ from: close.from, to: close.to });
  else {
    changes.push({ from: range.to + (tail.length - tail.trimStart().length), insert: delimiter });
    if (respell) changes.push({ from: close.from, to: close.to, insert: delimiter });
  }
  const set = state.changes(changes);
  return { changes: set, range: EditorSelection.range(set.mapPos(range.from, 1), set.mapPos(range.to, -1)) };
}

/**
 * Toggles `mark` on every selection range: unwraps it when present (around the selection, inside
 * it, or around a part of it), else wraps the selection. When some ranges hold text, the empty ones
 * are left alone: a rectangle over short lines has cursors at their ends, and a mark pair written
 * there was junk, or a block (`****` on a blank line is a rule, `~~~~` opens a fence).
 */
export function toggleMark(context: KitMarkdownView, mark: InlineMark): void {
  runEdit(context, 'input.format', (state) => {
    const someText = state.selection.ranges.some((range) => !range.empty);
    const result = state.changeByRange((range) =>
      inCode(state, range, mark) || (someText && range.empty)
        ? { range } // markup in code is text: it would only show as asterisks
        : (unwrapInside(state, range, mark) ?? unwrapOutside(state, range, mark) ?? unwrapPart(state, range, mark) ?? wrap(state, range, mark)),
    );
    // Stepping out of a span moves only the cursor.
    if (result.changes.empty) return result.selection.eq(state.selection) ? null : { selection: result.selection };
    return rangeEdit(result);
  });
}
