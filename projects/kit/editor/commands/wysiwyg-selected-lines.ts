import type QuillType from 'quill';
import type { Delta } from 'quill';
import { deltaClass } from './ww-table-manager';

/*
 * The lines a WYSIWYG block command works on, and the one user change that sets their formats.
 */

/** A selected line: where it starts, where its newline is (which carries its block formats), and those formats. */
export interface SelectedLine {
  start: number;
  end: number;
  formats: Record<string, unknown>;
}

/** The blot names of lines that block commands convert; table cells and embeds are left alone. */
export const TEXT_LINES = new Set(['block', 'header', 'list', 'blockquote', 'code-block']);

/** Whether `quill` takes edits (not read-only). */
export function isEditable(quill: QuillType): boolean {
  return quill.isEnabled();
}

/** The text lines the selection touches (at least the cursor's line). */
export function selectedLines(quill: QuillType): SelectedLine[] {
  const range = quill.getSelection(true);
  return quill
    .getLines(range.index, Math.max(range.length, 1))
    .filter((line) => TEXT_LINES.has(line.statics.blotName))
    .map((line) => {
      const start = quill.getIndex(line);
      return { start, end: start + line.length() - 1, formats: line.formats() };
    });
}

/**
 * Sets block formats on `lines` as one user edit: `formatsOf` gives each line's new formats
 * (null keys remove a format), or null to leave the line. Returns whether anything changed.
 */
export function formatLines(quill: QuillType, lines: readonly SelectedLine[], formatsOf: (line: SelectedLine) => Record<string, unknown> | null): boolean {
  let delta: Delta = new (deltaClass(quill))();
  let done = 0;
  for (const line of lines) {
    const formats = formatsOf(line);
    const changed = formats && changedFormats(line, formats);
    if (!changed?.length) continue;
    delta = delta.retain(line.end - done).retain(1, Object.fromEntries(changed));
    done = line.end + 1;
  }
  if (!delta.ops.length) return false;
  return quill.updateContents(delta, 'user').ops.length > 0;
}

/**
 * `formatLines` for a block that a list item's line cannot also be (a heading, a quote, code):
 * on an item's line the item stays, its marker on an empty line of its own, and the line becomes
 * the item's first block (`kit-in-item`), as WYSIWYG loads `- ## b`; markdown mode also keeps the
 * item. Without this the block replaced the item and the list was split around it. Other lines
 * take `formats`, and so do task items: `- [x] ## b` is a task whose text reads "## b", no heading.
 * Returns whether anything changed.
 */
export function formatLinesKeepingItems(quill: QuillType, lines: readonly SelectedLine[], formats: Record<string, unknown>): boolean {
  // A cursor on an empty item stays where the item's marker line is inserted (before the block):
  // it is moved into the block after, where typing must go.
  const range = quill.getSelection();
  const onEmptyItem = !!range && !range.length && lines.some((line) => keepsItem(line.formats) && line.start === line.end && line.start === range.index);
  let delta: Delta = new (deltaClass(quill))();
  let done = 0;
  for (const line of lines) {
    const depth = Number(line.formats['indent'] ?? 0) + 1;
    // A further paragraph of an item (a task's too) becomes a block of that item where it is: its
    // item has its own line already (an empty paragraph line was added above it, and a task's was
    // taken out of the item: verify13).
    if (line.formats['list'] && line.formats['kit-continue']) {
      delta = delta.retain(line.end - done).retain(1, { ...formats, list: null, indent: null, 'kit-continue': null, 'kit-loose': null, 'kit-ordered': null, 'kit-in-item': String(depth) });
      done = line.end + 1;
      continue;
    }
    if (keepsItem(line.formats)) {
      delta = delta
        .retain(line.start - done)
        .insert('\n', line.formats)
        .retain(line.end - line.start)
        .retain(1, { ...formats, list: null, indent: null, 'kit-in-item': String(depth) });
      done = line.end + 1;
      continue;
    }
    const changed = changedFormats(line, formats);
    if (!changed.length) continue;
    delta = delta.retain(line.end - done).retain(1, Object.fromEntries(changed));
    done = line.end + 1;
  }
  if (!delta.ops.length) return false;
  const changed = quill.updateContents(delta, 'user').ops.length > 0;
  if (changed && onEmptyItem && quill.getSelection()?.index === range!.index) quill.setSelection(range!.index + 1, 0, 'user');
  return changed;
}

/**
 * `lines` without the marker lines of items whose first block is selected with them (an empty item
 * line right before a `kit-in-item` line one level deeper, as `formatLinesKeepingItems` makes it):
 * a block command on such an item is for its block. Quoting a selection of quoted items again
 * quoted their marker lines (each press added empty quoted lines) instead of taking the quotes off.
 */
export function withoutItemMarkerLines(lines: readonly SelectedLine[]): SelectedLine[] {
  return lines.filter((line, i) => {
    const next = lines[i + 1];
    const marker = keepsItem(line.formats) && line.start === line.end;
    return !(marker && next?.start === line.end + 1 && Number(next.formats['kit-in-item']) === Number(line.formats['indent'] ?? 0) + 1);
  });
}

/** Whether a line with `formats` is a list item (not a task) that a block may go into (formatLinesKeepingItems). */
export function keepsItem(formats: Record<string, unknown>): boolean {
  return formats['list'] === 'bullet' || formats['list'] === 'ordered';
}

/** Block formats a line of an item's own text does not have. */
const BLOCK_FORMATS = ['header', 'blockquote', 'code-block', 'list', 'kit-quote', 'table'];

/**
 * `formatLines` with `off` (formats a block command removes), as one user change: a line left a
 * plain paragraph that was an item's first block (`kit-in-item`, right after the item's empty
 * marker line, as `formatLinesKeepingItems` makes it) becomes the item's text again, as before.
 * Returns whether anything changed.
 */
export function formatLinesRejoiningItems(quill: QuillType, lines: readonly SelectedLine[], off: Record<string, unknown>): boolean {
  let delta: Delta = new (deltaClass(quill))();
  let done = 0;
  for (const line of lines) {
    const changed = changedFormats(line, off);
    const after: Record<string, unknown> = { ...line.formats, ...off };
    const depth = Number(after['kit-in-item']);
    const plain = !!depth && !BLOCK_FORMATS.some((name) => after[name]);
    const [item] = plain && line.start - 1 >= done ? quill.getLine(line.start - 1) : [null];
    const itemFormats = item && item.statics.blotName === 'list' && item.length() === 1 ? (item.formats() as Record<string, unknown>) : null;
    if (itemFormats && Number(itemFormats['indent'] ?? 0) + 1 === depth && keepsItem(itemFormats)) {
      delta = delta
        .retain(line.start - 1 - done)
        .delete(1)
        .retain(line.end - line.start)
        .retain(1, { ...Object.fromEntries(changed), ...itemFormats, 'kit-in-item': null });
      done = line.end + 1;
      continue;
    }
    if (!changed.length) continue;
    delta = delta.retain(line.end - done).retain(1, Object.fromEntries(changed));
    done = line.end + 1;
  }
  if (!delta.ops.length) return false;
  return quill.updateContents(delta, 'user').ops.length > 0;
}


/**
 * The entries of `formats` that `line` does not have already: Quill reports a change for formats
 * set to what the line has (Paragraph on a paragraph emitted `change` with the markdown unchanged).
 */
function changedFormats(line: SelectedLine, formats: Record<string, unknown>): [string, unknown][] {
  return Object.entries(formats).filter(([name, value]) => (value ?? null) !== (line.formats[name] ?? null));
}
