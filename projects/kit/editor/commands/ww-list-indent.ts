import type QuillType from 'quill';
import type { Delta } from 'quill';
import { deltaClass } from './ww-table-manager';

/*
 * Indent and Outdent of WYSIWYG list items (the commands, the toolbar buttons, Tab and Shift+Tab).
 * A Quill list is flat: each item is one line with a nesting level (`indent`), so the items nested
 * in an item are the deeper lines after it. An item moves with them, as in markdown mode and in
 * TOAST UI (whose nested list sat inside the item): moving the item alone made its children its
 * siblings (Indent) or left them two levels below it (Outdent, written `- - c`).
 */

/** Quill's indent format stops at 8 levels; a code line's `kit-in-item` (one more) at 9. */
const MAX_INDENT = 8;

/** A line of the document: where it starts, where its newline (which carries its block formats) is. */
interface Line {
  start: number;
  end: number;
  formats: Record<string, unknown>;
  /** Quill's blot name: `list`, `code-block`, `block`, ... */
  kind: string;
}

/** The line at `index`, or null past the end. */
function lineAt(quill: QuillType, index: number): Line | null {
  if (index < 0 || index >= quill.getLength()) return null;
  const [line, offset] = quill.getLine(index);
  if (!line) return null;
  const start = index - offset;
  // Block embeds (a divider) have no formats of their own.
  const formats = typeof line.formats === 'function' ? (line.formats() as Record<string, unknown>) : {};
  return { start, end: start + line.length() - 1, formats, kind: line.statics.blotName };
}

/**
 * How deep a line sits in items, as the level of the item it belongs to: a list line's own level
 * (0 at the top); a code line that WYSIWYG drew after its item (`kit-in-item` = how many items
 * deep, see wysiwyg-lists.ts) that item's level; -1 for any other line.
 */
function levelOf(line: Line): number {
  if (line.kind === 'list') return Number(line.formats['indent'] ?? 0) || 0;
  if (line.kind === 'code-block') return (Number(line.formats['kit-in-item'] ?? 0) || 0) - 1;
  return -1;
}

/** Whether `line` is a further paragraph of an item (`- a\n\n  more of a`), drawn without a marker. */
function continues(line: Line): boolean {
  return line.kind === 'list' && !!line.formats['kit-continue'];
}

/** The first line of the item `line` is in: itself, or for a further paragraph, the item's marker line. */
function headOf(quill: QuillType, line: Line): Line {
  let head = line;
  // Back over the item's nested lines (deeper) to its paragraph lines (same level).
  for (let at = line; continues(head); ) {
    const before = lineAt(quill, at.start - 1);
    if (!before || levelOf(before) < levelOf(head)) break;
    at = before;
    if (before.kind === 'list' && levelOf(before) === levelOf(head)) head = before;
  }
  return head;
}

/** The lines of the item that starts at `head`: itself, its further paragraphs, the items and code nested in it. */
function itemLines(quill: QuillType, head: Line): Line[] {
  const level = levelOf(head);
  const lines = [head];
  for (let next = lineAt(quill, head.end + 1); next; next = lineAt(quill, next.end + 1)) {
    const depth = levelOf(next);
    const inside = depth > level || (depth === level && (continues(next) || next.kind === 'code-block'));
    if (!inside) break;
    lines.push(next);
  }
  return lines;
}

/**
 * The level a list's first items are at, from a list line's formats: 0, or for a list in a quote
 * inside an item (`- a` / `  > - q`) the item's depth. Outdent leaves items there as it leaves
 * top-level ones: the quote is the item's, and one of its items cannot leave it alone (it was drawn
 * at the margin while the markdown kept it in the item).
 */
export function listBaseLevel(formats: Record<string, unknown>): number {
  return formats['kit-quote'] ? Number(formats['kit-in-item'] ?? 0) || 0 : 0;
}

/** The formats that move `line` to `level` (of items). */
function formatsAt(line: Line, level: number): Record<string, unknown> {
  // A code line of an item is drawn indented as deep as its item (it loads so).
  return line.kind === 'list' ? { indent: level || null } : { 'kit-in-item': String(level + 1), indent: level || null };
}

/** Whether every line the range touches is a list line (an item or its further paragraph). */
export function onlyListLines(quill: QuillType, index: number, length: number): boolean {
  const lines = quill.getLines(index, Math.max(length, 1));
  return lines.length > 0 && lines.every((line) => line.statics.blotName === 'list');
}

/**
 * Moves the list items the selection touches one level deeper (`direction` 1) or up (-1), each
 * with the lines nested in it, as one user edit; other lines stay. An item goes at most one level
 * below the item before it (markdown has no deeper jump), so the first item of a list stays, and a
 * top-level item stays on Outdent. Returns whether anything moved.
 */
export function shiftListItems(quill: QuillType, direction: 1 | -1): boolean {
  const range = quill.getSelection(true);
  const heads = new Map<number, Line>(); // the items touched, by where they start
  for (const blot of quill.getLines(range.index, Math.max(range.length, 1))) {
    if (blot.statics.blotName !== 'list') continue;
    const head = headOf(quill, lineAt(quill, quill.getIndex(blot))!);
    heads.set(head.start, head);
  }
  const moved = new Map<number, { line: Line; level: number }>(); // by line start
  const levelNow = (line: Line) => moved.get(line.start)?.level ?? levelOf(line);
  let covered = -1; // the end of the last item handled: an item nested in it goes (or stays) with it
  for (const head of [...heads.values()].sort((a, b) => a.start - b.start)) {
    if (head.start <= covered) continue;
    const lines = itemLines(quill, head);
    covered = lines[lines.length - 1].end;
    const level = levelOf(head);
    if (direction > 0) {
      const before = lineAt(quill, head.start - 1);
      const room = before ? levelNow(before) : -1; // the level of the item it would nest in
      if (level > room || lines.some((line) => levelOf(line) + 1 > MAX_INDENT)) continue;
    } else if (level <= listBaseLevel(head.formats)) continue;
    for (const line of lines) moved.set(line.start, { line, level: levelOf(line) + direction });
  }
  if (!moved.size) return false;
  let delta: Delta = new (deltaClass(quill))();
  let done = 0;
  for (const { line, level } of [...moved.values()].sort((a, b) => a.line.end - b.line.end)) {
    delta = delta.retain(line.end - done).retain(1, formatsAt(line, level));
    done = line.end + 1;
  }
  return quill.updateContents(delta, 'user').ops.length > 0;
}
