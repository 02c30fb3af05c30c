import type QuillType from 'quill';

/*
 * What the block map (wysiwyg-source-map.ts) asks about the lines of the WYSIWYG content after an
 * edit, to tell which neighbouring blocks must be converted together.
 */

/** The block formats of the line at `index`: none past the content or for a block embed (a rule). */
export function lineFormatsAt(quill: QuillType, index: number): Record<string, unknown> {
  if (index < 0 || index >= quill.getLength()) return {};
  const [line] = quill.getLine(index);
  return (line?.formats?.() as Record<string, unknown> | undefined) ?? {};
}

/** The kind of list the line at `index` is an item of (tasks of both states are one kind), or null. */
export function listKindAt(quill: QuillType, index: number): 'bullet' | 'ordered' | 'task' | null {
  const list = lineFormatsAt(quill, index)['list'];
  return list === 'checked' || list === 'unchecked' ? 'task' : list === 'bullet' || list === 'ordered' ? list : null;
}

/** Whether `index` is where a line starts (or the end of the content). */
export function startsLine(quill: QuillType, index: number): boolean {
  if (index <= 0 || index >= quill.getLength()) return true;
  const [line, offset] = quill.getLine(index);
  return !line || offset === 0;
}
