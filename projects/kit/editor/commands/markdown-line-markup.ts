import { type ChangeSpec, type EditorState, type Line, type Text, type TransactionSpec, countColumn } from '@codemirror/state';
import { describe } from 'kit-ui/core';
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

// Line markup toggled on the selected lines: Blockquote, the lists (UL, OL, Task), Heading and
// Paragraph.

export const QUOTE_MARK = /^ {0,3}> ?/;

/**
 * Toggles `> ` on the selected lines: when every line with text is quoted, removes one level of
 * quoting (the marker, not the indentation before it); otherwise quotes the unquoted ones, blank lines between them included (`>`), so the
 * selection becomes one blockquote.
 */
export function toggleBlockquote(state: EditorState): TransactionSpec | null {
  const lines = selectedLines(state);
  const content = lines.filter((line) => !isBlank(line.text));
  if (content.length && content.every((line) => QUOTE_MARK.test(line.text))) {
    // The spaces before the marker stay: in a list item they keep the line in the item.
    const marks = content.map((line) => QUOTE_MARK.exec(line.text)![0]);
    return lineEdit(state, content.map((line, i) => ({ from: line.from + marks[i].indexOf('>'), to: line.from + marks[i].length })));
  }
  const first = content[0]?.number ?? lines[0].number;
  const last = content.at(-1)?.number ?? lines.at(-1)!.number;
  const specs: ChangeSpec[] = [];
  for (const line of lines) {
    if (line.number < first || line.number > last || QUOTE_MARK.test(line.text)) continue;
    const blank = isBlank(line.text);
    specs.push(blank && content.length ? { from: line.from, to: line.to, insert: '>' } : { from: line.from, insert: '> ' });
  }
  return lineEdit(state, specs);
}

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
 * Makes every selected line an item of `kind`, or removes the markers when all already are. Text
 * lines inside a selected item (its continuation paragraphs) stay text; lines nested in an item
 * move with its content when its marker changes width (`* ` to `1. `), so nesting survives.
 * Ordered items number consecutively per level, continuing an ordered item just above; new
 * items take the bullet or delimiter of the list they join.
 */
export function toggleList(state: EditorState, kind: ListKind): TransactionSpec | null {
  const lines = selectedLines(state).map((line) => ({ line, parts: parseLine(line.text) }));
  // First pass: which lines are continuation text of an item above them in the selection.
  const body = new Set<Line>();
  const open: OpenItem[] = [];
  for (const { line, parts } of lines) {
    if (isEmptyLine(parts)) continue;
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
  const start = above?.kind === 'ol' ? Number.parseInt(above.bullet, 10) + 1 : 1;
  const style = listStyle([above, ...parsed.map((l) => l.parts)]);
  // Second pass: the new markers, and the indentation of nested lines.
  const specs: ChangeSpec[] = [];
  const numbers: number[] = [];
  open.length = 0;
  for (const { line, parts } of lines) {
    const target = targets.has(line);
    if (!target && isEmptyLine(parts)) continue;
    const width = indentWidth(parts);
    closeItems(open, parts.quote, width);
    const parentShift = open.at(-1)?.shift ?? 0;
    let marker = parts.marker + parts.task;
    if (target) {
      numbers.length = open.length + 1;
      const number = (numbers[open.length] ?? (open.length ? 0 : start - 1)) + 1;
      numbers[open.length] = number;
      if (off) marker = '';
      else if (parts.kind !== kind || kind === 'ol') marker = markerFor(kind, number, style);
    }
    if (parts.kind) {
      const shift = parentShift + marker.length - parts.marker.length - parts.task.length;
      open.push({ quote: parts.quote, content: contentColumn(parts), shift });
    }
    const from = line.from + parts.quote.length;
    const old = parts.indent + parts.marker + parts.task;
    const insert = shiftIndent(parts.indent, parentShift) + marker;
    if (insert !== old) specs.push({ from, to: from + old.length, insert });
  }
  return lineEdit(state, specs);
}

/** Checks a heading level: an integer from 1 to 6. */
export function checkLevel(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 6) {
    throw new Error(`Heading level must be an integer from 1 to 6, got ${describe(value)}.`);
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
 * and heading marks (with an ATX heading's closing `#`s). Thematic breaks stay.
 */
export function toParagraph(state: EditorState): TransactionSpec | null {
  const specs: ChangeSpec[] = [];
  for (const line of selectedLines(state)) {
    if (parseLine(line.text).thematic) continue;
    const markup = BLOCK_MARKUP.exec(line.text)![0].length;
    const rest = line.text.slice(markup);
    const heading = ATX_HEADING.exec(rest)?.[0].length ?? 0;
    if (markup + heading) specs.push({ from: line.from, to: line.from + markup + heading });
    const closing = heading ? /(?:^|[ \t]+)#+[ \t]*$/.exec(rest.slice(heading)) : null;
    if (closing) specs.push({ from: line.to - closing[0].length, to: line.to });
  }
  return lineEdit(state, specs);
}
