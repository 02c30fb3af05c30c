import type QuillType from 'quill';
import type { Delta as DeltaType } from 'quill';
import { mapLineFormats } from '../wysiwyg/delta-lines';
import { deltaClassOf } from '../wysiwyg/wysiwyg-block-loader';

/** Line formats that make a line a block of some kind; a line without any is a plain paragraph. */
const BLOCK_FORMATS = ['list', 'header', 'blockquote', 'code-block', 'table', 'kit-quote', 'kit-html-block'];

/** A Quill line, as `getLine` gives it. */
type QuillLine = NonNullable<ReturnType<QuillType['getLine']>[0]>;

/** A line's block formats (its kind: list, heading, quote, kit's line attributes). */
function formatsOf(line: QuillLine): Record<string, unknown> {
  return { ...(line.formats() as Record<string, unknown>) };
}

/** Whether line formats make a plain paragraph. */
function isPlain(formats: Record<string, unknown> | undefined): boolean {
  return !formats || !BLOCK_FORMATS.some((name) => formats[name] !== undefined && formats[name] !== null);
}

/** The text of `delta`, an embed counting as one character (as in Quill's indexes). */
function deltaText(delta: DeltaType): string {
  return delta.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '\ufffc')).join('');
}

/**
 * Puts pasted blocks in place of the selection the way word processors do, where Quill's own paste
 * changed the line the user is on:
 * - pasted mid-line, a first pasted paragraph joins that line and takes its kind (pasting two
 *   paragraphs at the end of a list item made the item a paragraph and the second paragraph the
 *   item); pasted blocks of another kind (a code block, a heading) start on a line of their own
 *   (the first code line had joined the item);
 * - in a list item, pasted paragraphs become items of that list, new ones not ticked;
 * - pasted blocks that end a line leave no empty line of their kind after them (an empty bullet
 *   after a pasted list);
 * - in a quote, the last pasted line is a paragraph of the same quote (as after Enter there).
 */
export function insertPastedBlocks(quill: QuillType, range: { index: number; length: number }, pasted: DeltaType): void {
  const Delta = deltaClassOf(quill);
  const [line, offset] = quill.getLine(range.index);
  const lineFormats = line ? formatsOf(line) : {};
  let content = pasted;
  const text = deltaText(content);
  const firstBreak = text.indexOf('\n');
  if (line && offset > 0 && firstBreak >= 0) {
    const firstFormats = content.slice(firstBreak, firstBreak + 1).ops[0]?.attributes as Record<string, unknown> | undefined;
    content = isPlain(firstFormats)
      ? content.slice(0, firstBreak).insert('\n', lineFormats).concat(content.slice(firstBreak + 1))
      : new Delta().insert('\n', lineFormats).concat(content); // the line ends here; the blocks follow it
  }
  // A list item's pasted paragraphs are items of its list.
  const list = lineFormats['list'];
  const { 'kit-continue': _continues, ...itemFormats } = lineFormats; // a new item, not more of this one
  const item = typeof list === 'string' ? { ...itemFormats, list: list === 'checked' ? 'unchecked' : list } : null;
  if (item) content = mapLineFormats(Delta, content, (formats: Record<string, unknown> | undefined) => (isPlain(formats) ? { ...formats, ...item } : formats)) as DeltaType;
  let change = new Delta().retain(range.index).delete(range.length);
  const [end, endOffset] = quill.getLine(range.index + range.length);
  const endFormats = end ? formatsOf(end) : {};
  const endsLine = quill.getText(range.index + range.length, 1) === '\n';
  const contentText = deltaText(content);
  if (endsLine && contentText.endsWith('\n')) {
    // The line's own break ends the last pasted line, with that line's kind (the formats the line had are replaced).
    const last = (content.slice(content.length() - 1).ops[0]?.attributes ?? {}) as Record<string, unknown>;
    const cleared = Object.fromEntries(Object.keys(endFormats).map((name) => [name, null]));
    content = content.slice(0, content.length() - 1);
    change = change.concat(content).retain(1, { ...cleared, ...last });
  } else {
    change = change.concat(content);
    if (end && contentText.includes('\n')) {
      // The line's own break now ends the last pasted line: a paragraph of the same quote, a new item (not ticked).
      const own: Record<string, unknown> = {};
      if (endFormats['blockquote']) own['kit-continue'] = 'true';
      // (Pasted at an item's start, the line is the item itself, with its own box.)
      if (endFormats['list'] === 'checked' && offset > 0) own['list'] = 'unchecked';
      if (Object.keys(own).length) change = change.retain(end.length() - 1 - endOffset).retain(1, own);
    }
  }
  quill.updateContents(change, 'user');
  quill.setSelection(range.index + content.length(), 0, 'silent');
  quill.scrollSelectionIntoView();
}
