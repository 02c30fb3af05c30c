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
    // Only what changes: Quill reports a change for formats set to what the line already has
    // (Paragraph on a paragraph emitted `change` with the markdown unchanged).
    const changed = formats && Object.entries(formats).filter(([name, value]) => (value ?? null) !== (line.formats[name] ?? null));
    if (!changed?.length) continue;
    delta = delta.retain(line.end - done).retain(1, Object.fromEntries(changed));
    done = line.end + 1;
  }
  if (!delta.ops.length) return false;
  return quill.updateContents(delta, 'user').ops.length > 0;
}
