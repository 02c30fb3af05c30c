import type QuillType from 'quill';
import type { Delta as DeltaType } from 'quill';
import { deltaClassOf } from '../wysiwyg/wysiwyg-block-loader';

type Op = DeltaType['ops'][number];

/**
 * A table cell holds one line: a GFM cell cannot hold a line break, and in Quill a line break in a
 * cell starts another row. So content pasted into a cell keeps its inline formatting and images,
 * and each line break becomes a space (blank lines and block formats are dropped).
 */
export function inlineContent(delta: DeltaType, Delta: new () => DeltaType): DeltaType {
  const line = new Delta();
  let breakBefore = false;
  let endsWithSpace = false; // one space where a break meets a space already there (a cell's end)
  const add = (insert: Op['insert'], attributes: Op['attributes']) => {
    const text = typeof insert === 'string' ? insert : '';
    if (breakBefore && line.length() > 0 && !endsWithSpace && !/^\s/.test(text)) line.insert(' ');
    breakBefore = false;
    line.insert(insert as string, attributes);
    endsWithSpace = typeof insert === 'string' ? /\s$/.test(text) : false;
  };
  for (const op of delta.ops) {
    if (typeof op.insert === 'string') {
      op.insert.split(/\r\n?|\n/).forEach((part, i) => {
        if (i > 0) breakBefore = true;
        if (part) add(part.replace(/\t/g, ' '), op.attributes);
      });
    } else if (op.insert && typeof op.insert === 'object' && 'image' in op.insert) {
      add(op.insert as never, op.attributes);
    }
  }
  return line;
}

/** Whether the selection (or cursor) of `quill` is inside a table cell. */
export function inTableCell(quill: QuillType, range: { index: number; length: number }): boolean {
  return Boolean(quill.getFormat(range.index, range.length)['table']);
}

/**
 * Replaces the selection in a cell with `content` made inline: one user change; the cursor after it.
 * A selection running into other cells is cut at the end of the first: deleting a cell's line end
 * would take the cell out of its row.
 */
export function pasteIntoCell(quill: QuillType, range: { index: number; length: number }, content: DeltaType): void {
  const Delta = deltaClassOf(quill);
  const inline = inlineContent(content, Delta);
  const [line, offset] = quill.getLine(range.index);
  const length = line ? Math.min(range.length, line.length() - 1 - offset) : 0;
  quill.updateContents(new Delta().retain(range.index).delete(length).concat(inline), 'user');
  quill.setSelection(range.index + inline.length(), 0, 'silent');
}
