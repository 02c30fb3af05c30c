import { type ChangeSpec, type EditorState, type Line, type Text, type TransactionSpec, countColumn } from '@codemirror/state';
import { describeValue } from 'kit-ui/core';
import {
  ATX_HEADING,
  type LineParts,
  type ListKind,
  TAB_SIZE,
  contentColumn,
  contentLines,
  indentWidth,
  isBlank,
  isEmptyLine,
  lineEdit,
  parseLine,
  selectedLines,
} from './markdown-text';
import { offsetAt, quoteColumn } from './markdown-blockquote';

// Line markup toggled on the selected lines: the lists (UL, OL, Task), Heading and Paragraph
// (Blockquote: markdown-blockquote.ts).

/** The bullet character and ordered delimiter new items use, so they join the list around them. */
export interface ListStyle {
  bullet: string;
  delimiter: string;
}

/** Whether a list line is a bullet (or bullet task) item rather than an ordered one. */
export function isBulleted(parts: LineParts): boolean {
  return parts.kind !== null && !/\d/.test(parts.bullet);
}

/**
 * The style of the first items among `samples` (the item above the selection first): a different
 * bullet or delimiter would start a new list, CommonMark 5.3.
 */
export function listStyle(samples: readonly (LineParts | null)[]): ListStyle {
  const bulleted = samples.find((parts) => parts && isBulleted(parts));
  const ordered = samples.find((parts) => parts?.kind && !isBulleted(parts));
  return { bullet: bulleted?.bullet ?? '*', delimiter: ordered?.bullet.slice(-1) ?? '.' };
}

/** The marker a line gets as an item of `kind`. */
export function markerFor(kind: ListKind, number: number, style: ListStyle): string {
  if (kind === 'ol') return `${number}${style.delimiter} `;
  return kind === 'task' ? `${style.bullet} [ ] ` : `${style.bullet} `;
}

/** An item on the way through the selected lines: where its content starts, and how far it moves. */
export interface OpenItem {
  quote: string;
  content: number;
  shift: number;
}

/** Closes the open items that a line at `width` (after `quote`) is not inside of. */
export function closeItems(open: OpenItem[], quote: string, width: number): void {
  while (open.length && (open.at(-1)!.quote !== quote || width < open.at(-1)!.content)) open.pop();
}

/** The list item just above `line` at the same quote depth and indentation, if any. */
export function itemAbove(doc: Text, line: Line, first: LineParts): LineParts | null {
  if (line.number === 1) return null;
  const above = parseLine(doc.line(line.number - 1).text);
  return above.kind && above.quote === first.quote && indentWidth(above) === indentWidth(first) ? above : null;
}

/** `indent` moved by `shift` columns (rewritten as spaces when it moves). */
export function shiftIndent(indent: string, shift: number): string {
  return shift ? ' '.repeat(Math.max(0, countColumn(indent, TAB_SIZE) + shift)) : indent;
}

/**
 * The lengths of the ATX heading marks in `text`: the opening `#`s with the spaces after them, and
 * the closing sequence with the spaces before it (0 and 0 when `text` is no heading).
 */
export function headingMarks(text: string): { open: number; close: number } {
  const open = ATX_HEADING.exec(text)?.[0].length ?? 0;
  const close = open ? (/(?:^|[ \t]+)#+[ \t]*$/.exec(text.slice(open))?.[0].length ?? 0) : 0;
  return { open, close };
}

/**
 * Makes every selected line an item of `kind`, or removes the markers when all already are. Text
 * lines inside a selected item (its continuation paragraphs) stay text; lines nested in an item
 * move with its content when its marker changes width (`* ` to `1. `), so nesting survives.
 * Ordered items number consecutively per level, continuing an ordered item just above; new
 * items take the bullet or delimiter of the list they join. A heading made a task item loses its
 * heading marks: GFM reads `* [ ] ## a` as the box and the text "## a", so the task takes the
 * heading's text (as `setHeading` takes the box off a task item: the last command applied wins).
 */
export function toggleList(state: EditorState, kind: ListKind): TransactionSpec | null {
  const lines = selectedLines(state).map((line) => ({ line, parts: parseLine(line.text) }));
  // First pass: which lines are continuation text of an item above them in the selection.
  const body = new Set<Line>();
  const open: OpenItem[] = [];
  for (const [index, { line, parts }] of lines.entries()) {
    if (isEmptyLine(parts)) continue;
    // A further range past unselected text: no item of the range above goes on in it (see below).
    if (index && !onlyBlankBetween(state.doc, lines[index - 1].line, line)) open.length = 0;
    closeItems(open, parts.quote, indentWidth(parts));
    if (parts.kind) open.push({ quote: parts.quote, content: contentColumn(parts), shift: 0 });
    else if (open.length) body.add(line);
  }
  const content = contentLines(lines.map((l) => l.line)).filter((line) => !body.has(line));
  const targets = new Set(content);
  const parsed = lines.filter((l) => targets.has(l.line));
  const off = parsed.every((l) => l.parts.kind === kind);
  // New items continue the list just above: its numbering, bullet and delimiter.
  const above = parsed.length ? itemAbove(state.doc, parsed[0].line, parsed[0].parts) : null;
  const numberAfter = (item: LineParts | null) => (item?.kind === 'ol' ? Number.parseInt(item.bullet, 10) + 1 : 1);
  let start = numberAfter(above);
  const style = listStyle([above, ...parsed.map((l) => l.parts)]);
  // Only numbered items selected (and no plain lines, which would become bullet tasks beside them).
  const numberedTasks = parsed.every((l) => l.parts.kind === 'ol');
  // Second pass: the new markers, and the indentation of nested lines.
  const specs: ChangeSpec[] = [];
  const numbers: number[] = [];
  open.length = 0;
  let previous: Line | null = null;
  for (const { line, parts } of lines) {
    if (previous && !onlyBlankBetween(state.doc, previous, line)) {
      // A further selection range, past text that is not selected: its items are a list of their
      // own (numbered on from an item just above it), not the next items of the range above.
      open.length = 0;
      numbers.length = 0;
      start = numberAfter(itemAbove(state.doc, line, parts));
    }
    previous = line;
    const target = targets.has(line);
    if (!target && isEmptyLine(parts)) continue;
    const width = indentWidth(parts);
    closeItems(open, parts.quote, width);
    const parentShift = open.at(-1)?.shift ?? 0;
    let marker = parts.marker + parts.task;
    let heading = { open: 0, close: 0 };
    if (target) {
      numbers.length = open.length + 1;
      const number = (numbers[open.length] ?? (open.length ? 0 : start - 1)) + 1;
      numbers[open.length] = number;
      if (off) marker = '';
      // Numbered items made tasks keep their numbers (`1. [ ] a`, GFM), as in WYSIWYG.
      else if (kind === 'task' && numberedTasks) marker = `${parts.marker}[ ] `;
      else if (parts.kind !== kind || kind === 'ol') marker = markerFor(kind, number, style);
      if (!off && kind === 'task' && parts.kind !== 'task') heading = headingMarks(parts.rest);
    }
    if (parts.kind) {
      // A task box is the item's text, not its marker: nested lines follow the marker alone
      // (moving them by the box's width made `  - b` under a new task item indented code).
      const shift = parentShift + parseLine(marker).marker.length - parts.marker.length;
      open.push({ quote: parts.quote, content: contentColumn(parts), shift });
    }
    const from = line.from + parts.quote.length;
    const old = parts.indent + parts.marker + parts.task;
    const insert = shiftIndent(parts.indent, parentShift) + marker;
    if (insert !== old || heading.open) specs.push({ from, to: from + old.length + heading.open, insert });
    if (heading.close) specs.push({ from: line.to - heading.close, to: line.to });
  }
  return lineEdit(state, specs);
}

/** Whether the lines between `above` and `below` (none when they are neighbours) hold no text (quote markers are no text). */
function onlyBlankBetween(doc: Text, above: Line, below: Line): boolean {
  for (let n = above.number + 1; n < below.number; n++) {
    if (!isEmptyLine(parseLine(doc.line(n).text))) return false;
  }
  return true;
}

/** Checks a heading level: an integer from 1 to 6. */
export function checkLevel(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 6) {
    throw new Error(`Heading level must be an integer from 1 to 6, got ${describeValue(value)}.`);
  }
  return value;
}

/**
 * Gives the selected lines `level` `#`s, replacing the heading marks they had. Quote and list
 * markers stay in front (a heading inside a quote or a list item). A task item loses its box: GFM
 * reads what follows a box as the item's text, so `* [ ] ## a` would show `## a`, not a heading;
 * `* ## a` is the heading in the same place of the same list (TOAST UI 1.x put the `#`s before
 * the list marker, which took the line out of the list as a heading reading `* [ ] a`).
 */
export function setHeading(state: EditorState, level: number): TransactionSpec | null {
  const specs = contentLines(selectedLines(state)).map((line) => {
    const parts = parseLine(line.text);
    const from = line.to - parts.rest.length;
    const current = ATX_HEADING.exec(parts.rest)?.[0] ?? '';
    return { from: from - parts.task.length, to: from + current.length, insert: `${'#'.repeat(level)} ` };
  });
  return lineEdit(state, specs.filter((spec) => state.sliceDoc(spec.from, spec.to) !== spec.insert));
}

/** Quote markers, list markers and task boxes at the start of a line, nested any deep. */
export const BLOCK_MARKUP = /^(?:[ \t]*(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)(?:\[[ xX]\](?:[ \t]+|$))?))*[ \t]*/;

/**
 * Makes the selected lines plain paragraph text: removes quote markers, list markers, task boxes
 * and heading marks (with an ATX heading's closing `#`s). Thematic breaks stay. A line in a list
 * item that starts above it (and is in no quote) keeps the indentation up to that item's content
 * column (`quoteColumn`), so `* a` / `  1. b‸` gives `* a` / `  b`: a paragraph of a's item, not a
 * paragraph after the list, and the items after it stay in a's item.
 */
export function toParagraph(state: EditorState): TransactionSpec | null {
  const specs: ChangeSpec[] = [];
  for (const line of selectedLines(state)) {
    if (parseLine(line.text).thematic) continue;
    const kept = offsetAt(line, quoteColumn(state, line));
    const markup = kept + BLOCK_MARKUP.exec(line.text.slice(kept))![0].length;
    const heading = headingMarks(line.text.slice(markup));
    if (markup + heading.open > kept) specs.push({ from: line.from + kept, to: line.from + markup + heading.open });
    if (heading.close) specs.push({ from: line.to - heading.close, to: line.to });
  }
  return lineEdit(state, specs);
}
