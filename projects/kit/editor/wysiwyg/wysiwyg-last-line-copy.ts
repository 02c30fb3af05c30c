import type QuillType from 'quill';
import { deltaClassOf } from './wysiwyg-block-loader';

/*
 * A copy or cut of the whole last line. Chromium's triple click on the document's last line selects
 * its text without a line break after it (there is none), so Quill copied the text alone: pasted at
 * the start of another block it was joined to that block, and a heading lost its heading. A copy of
 * a whole last line is a copy of the block, as a triple click on any other line is; a cut takes the
 * line out, not just its text (an empty paragraph or heading was left at the end).
 */

/** Quill's clipboard module, as far as copying a range needs it. */
interface CopyingClipboard {
  onCopy(range: { index: number; length: number }): { html: string; text: string };
}

/**
 * A `copy` and `cut` listener to add before Quill's own: where the selection is the whole text of
 * the last line (from its start, at least one character), it puts the line's block on the
 * clipboard and, for a cut, removes the line as one user change.
 */
export function kitLastLineCopy(quill: QuillType): (event: ClipboardEvent) => void {
  return (event) => {
    if (event.defaultPrevented) return; // handled already (a cut over table cells)
    const range = quill.getSelection();
    if (!range?.length || !event.clipboardData || range.index + range.length !== quill.getLength() - 1) return;
    const [line, offset] = quill.getLine(range.index);
    if (!line || offset !== 0) return;
    const cut = event.type === 'cut';
    if (cut && !quill.isEnabled()) return;
    const { html, text } = (quill.getModule('clipboard') as unknown as CopyingClipboard).onCopy({ index: range.index, length: range.length + 1 });
    event.preventDefault(); // Quill's own listener leaves a prevented event alone
    event.clipboardData.setData('text/plain', text);
    event.clipboardData.setData('text/html', html);
    if (cut) removeLastLines(quill, range.index);
  };
}

/**
 * Removes the lines from `index` (a line start) to the end as one user change. The document's last
 * line break stays (Quill keeps one): it takes the formats of the line before, which it ends now.
 */
function removeLastLines(quill: QuillType, index: number): void {
  const Delta = deltaClassOf(quill);
  const length = quill.getLength() - 1 - index; // the text of the lines, without the last line break
  // Nothing before, or a block embed (a rule) with no line break of its own: the text goes, the
  // line stays as one empty plain paragraph.
  if (index === 0 || quill.getText(index - 1, 1) !== '\n') {
    const last = quill.getLine(quill.getLength() - 1)[0]?.formats() ?? {};
    const plain = Object.fromEntries(Object.keys(last).map((name) => [name, null]));
    quill.updateContents(new Delta().retain(index).delete(length).retain(1, plain), 'user');
    quill.setSelection(index, 0, 'silent');
    return;
  }
  const before = quill.getLine(index - 1)[0]?.formats() ?? {};
  const last = quill.getLine(quill.getLength() - 1)[0]?.formats() ?? {};
  const formats: Record<string, unknown> = { ...Object.fromEntries(Object.keys(last).map((name) => [name, null])), ...before };
  // The line break before the removed lines goes, and the last one ends that line with its formats.
  quill.updateContents(new Delta().retain(index - 1).delete(length + 1).retain(1, formats), 'user');
  quill.setSelection(index - 1, 0, 'silent');
}
