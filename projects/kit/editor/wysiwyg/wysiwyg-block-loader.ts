import type QuillType from 'quill';
import type { Delta as DeltaType, Op } from 'quill';
import { samePlainValues } from './wysiwyg-change-check';
import { convertKitHtmlBlocks } from './wysiwyg-block-conversion';
import { hasTableSpans } from './wysiwyg-table-spans';
import { edgeLine, flushLineMarks, markInsertedLines } from './wysiwyg-line-marks';
import { isBlockEmbed } from './wysiwyg-quote-blocks';
import { withNewListKey } from './wysiwyg-lists';

/** Blocks just added to the view: where each starts, how long they are together, and their content. */
export interface KitAddedBlocks {
  starts: number[];
  length: number;
  contents: DeltaType;
  /** Blocks added at the end took the place of the empty line after a final block embed (see `delta`). */
  replacedLineAfterEmbed: boolean;
}

/**
 * Turns markdown blocks (as sanitized HTML) into Quill content, block by block, so that edits can
 * later be traced to the blocks they touched; and adds blocks next to those already loaded while a
 * long document streams in, without Quill's whole-document work per step.
 */
export class KitWysiwygBlockLoader {
  /**
   * What keeping the view in place could not scroll (a scroll offset is whole pixels here): kept for
   * the next step, so that rounding does not add up to a visible drift over a long load.
   */
  private scrollRest = 0;

  constructor(private readonly quill: QuillType) {}

  /**
   * One Delta for blocks of sanitized HTML, and where each block starts in it. Every block ends its
   * own Quill line; one that ends in a block embed (a thematic break, raw HTML) already does, and
   * gets an empty line after it only where the user could not type after it otherwise: before a
   * table, a code block or another embed (no caret place between), and as the last block when
   * `lineAfterLast` (the content must end with a line). Before text such a line showed as a blank
   * paragraph the preview does not have.
   */
  delta(htmls: readonly string[], lineAfterLast = true, afterList?: readonly boolean[]): { delta: DeltaType; starts: number[] } {
    const Delta = deltaClassOf(this.quill);
    // One Delta pushed to (push merges like concat): concatenating block by block copies it each time.
    const delta = new Delta();
    let length = 0;
    const starts: number[] = [];
    const spans = hasTableSpans(this.quill);
    const blocks = convertKitHtmlBlocks(this.quill, htmls, spans).map((converted, i) =>
      // A list block right after a list block is another list (`* a` then `+ b`): its items say so.
      afterList?.[i] ? withNewListKey(Delta, converted, 0) : converted,
    );
    for (const [i, converted] of blocks.entries()) {
      starts.push(length);
      let block = converted;
      const last = block.ops[block.ops.length - 1];
      const next = blocks[i + 1];
      const endsLine = typeof last?.insert === 'string' ? last.insert.endsWith('\n') : isBlockEmbed(last) && (next ? startsWithTextLine(next.ops) : !lineAfterLast);
      if (!endsLine) block = block.concat(new Delta().insert('\n'));
      for (const op of block.ops) {
        // As Quill's own insert does: line breaks are \n only.
        if (typeof op.insert === 'string' && op.insert.includes('\r')) delta.push({ ...op, insert: op.insert.replace(/\r\n?/g, '\n') });
        else delta.push(op);
      }
      length += block.length();
    }
    return { delta, starts };
  }

  /**
   * Adds blocks after the content or before it: no history entry, no `change`, and the selection
   * and focus stay where the user has them.
   *
   * Why Quill's scroll and not `updateContents`: `updateContents` re-sets the selection (which
   * focuses the editor), `applyDelta` finds each operation's line from the top (quadratic at the end
   * of a long document), and `Editor.update` checks its result against the whole document, falling
   * back to a text diff of it. The blocks go in with the block-wise insert `setContents` uses; the
   * editor's Delta is then extended with the new lines' own Deltas (a spec checks it against Quill's).
   */
  add(htmls: readonly string[], at: 'start' | 'end', afterList?: readonly boolean[]): KitAddedBlocks {
    const quill = this.quill;
    const editor = quill.editor;
    // Blocks put before the content end where its first line starts (but before a table, code or an embed).
    const { delta, starts } = this.delta(htmls, at === 'end' || !startsWithTextLine(editor.delta.ops), afterList);
    const replacedLineAfterEmbed = at === 'end' && startsWithTextLine(delta.ops) && this.dropLineAfterFinalEmbed();
    const offset = at === 'end' ? quill.getLength() : 0;
    const root = quill.root;
    // Blocks added above what the user sees push it down: keep it where it is on screen.
    const kept = at === 'start' ? keptInView(root) : null;
    // The caret too: at the very start of the content, the browser may hold it as "before the first
    // line" of the editing element, which would put it before the new blocks.
    const caret = at === 'start' && quill.hasFocus() ? quill.getSelection() : null;
    flushLineMarks(quill); // what changed before: the insert's own changes are marked by their place
    quill.scroll.insertContents(offset, delta);
    markInsertedLines(quill, offset, delta.length()); // the new lines' marks change their spacing: before the height is read
    if (kept) {
      const move = kept.moved() + this.scrollRest;
      const before = root.scrollTop;
      root.scrollTop = before + Math.round(move);
      const rest = move - (root.scrollTop - before);
      this.scrollRest = Math.abs(rest) < 1 ? rest : 0; // more: the view hit an end, nothing to carry
    }
    const length = delta.length();
    const contents = deltaOfLines(quill, quill.scroll.lines(offset, length));
    const before = replacedLineAfterEmbed ? editor.delta.slice(0, editor.delta.length() - 1) : editor.delta;
    editor.delta = at === 'end' ? before.concat(contents) : contents.concat(before);
    // Quill keeps the last selection and its undo history as indexes; blocks added before them move
    // them. (Without this, undoing text typed while the document loads removed text elsewhere.)
    const Delta = deltaClassOf(quill);
    const change = new Delta().retain(offset).concat(contents);
    quill.history.transform(replacedLineAfterEmbed ? change.delete(1) : change);
    if (caret) quill.setSelection(caret.index + length, caret.length, 'silent');
    else if (at === 'start') quill.selection.update('silent');
    return { starts: starts.map((start) => start + offset), length, contents, replacedLineAfterEmbed };
  }

  /**
   * Takes away the empty line after a final block embed (`delta` puts it there: the content must
   * end with a line), so that blocks added after the embed follow it as they do in one load, with
   * no blank paragraph between. Not when the line is no longer as loaded (typed in or formatted) or
   * holds the cursor. Returns whether it went.
   */
  private dropLineAfterFinalEmbed(): boolean {
    const quill = this.quill;
    type Line = { prev: Line | null; children?: unknown; statics: { blotName: string }; length(): number; formats(): object; remove(): void };
    const last = (quill.scroll as unknown as { children: { tail: Line | null } }).children.tail;
    const embed = last?.prev;
    // A block embed is a leaf: it has no children.
    if (!last || !embed || embed.children !== undefined || last.statics.blotName !== 'block' || last.length() !== 1 || Object.keys(last.formats()).length) return false;
    const range = quill.hasFocus() ? quill.getSelection() : null;
    if (range && range.index + range.length >= quill.getLength() - 1) return false;
    last.remove();
    return true;
  }
}

/**
 * Whether content starts with a line the cursor can be put at the start of to type a paragraph
 * before it: not a block embed, a table cell or a code line.
 */
function startsWithTextLine(ops: DeltaType['ops']): boolean {
  const first = ops[0];
  if (!first || isBlockEmbed(first)) return false;
  const line = ops.find((op) => typeof op.insert === 'string' && op.insert.includes('\n'));
  return !line?.attributes?.['table'] && !line?.attributes?.['code-block'];
}

/**
 * Where the content under `root` is on screen, to put it back after blocks went in above it: by the
 * move of its last line, not by the growth of `scrollHeight`, as Chromium's scroll anchoring may
 * have moved the view already in some steps (adding the growth then moved it twice; at the end of
 * the document the view jumped to the bottom). Not the first line: Quill puts the added content's
 * first line into that element and moves the old line's content to a new one after it.
 */
function keptInView(root: HTMLElement): { moved(): number } {
  const line = edgeLine(root.lastElementChild, true);
  const measured = line && line !== edgeLine(root.firstElementChild, false) ? line : null; // a single line is split
  const heightBefore = root.scrollHeight;
  const topBefore = measured?.getBoundingClientRect().top ?? 0;
  return {
    /** How far down the content went on screen, px. */
    moved() {
      if (measured?.isConnected && root.contains(measured)) return measured.getBoundingClientRect().top - topBefore;
      return root.scrollHeight - heightBefore;
    },
  };
}

/**
 * Quill 2's `Editor.getDelta` concatenates the lines' Deltas one by one, and `Delta.concat` copies
 * the operations gathered so far each time: quadratic in the number of lines. Quill calls it after
 * every change that is not plain typing, so on a long document each such change paid ~25–150 ms.
 * This instance gets the same Delta built in one pass (a spec compares it with Quill's own).
 */
export function useLinearGetDelta(quill: QuillType): void {
  const editor = quill.editor;
  editor.getDelta = () => deltaOfLines(quill, editor.scroll.lines());
}

/**
 * The lines' Deltas joined in one pass (each line caches its own Delta), merged as `Delta.push`
 * merges them: text after text with equal attributes is one operation. Not through `push`, which
 * deep-copies every operation and compares attributes with lodash (most of its time at 100 KB):
 * operations are never changed in place (Quill's Deltas make new ones), so the lines' own can be
 * shared.
 */
function deltaOfLines(quill: QuillType, lines: readonly unknown[]): DeltaType {
  const Delta = deltaClassOf(quill) as unknown as new (ops: Op[]) => DeltaType;
  const ops: Op[] = [];
  for (const line of lines) {
    for (const op of (line as { delta(): DeltaType }).delta().ops) {
      const last = ops[ops.length - 1];
      // Attributes equal as lodash finds them (none on both counts as equal).
      if (last && typeof op.insert === 'string' && typeof last.insert === 'string' && samePlainValues(op.attributes, last.attributes)) {
        ops[ops.length - 1] = op.attributes ? { insert: last.insert + op.insert, attributes: op.attributes } : { insert: last.insert + op.insert };
      } else {
        ops.push(op);
      }
    }
  }
  return new Delta(ops);
}

/** Quill's Delta class, from the editor's own Delta (getContents() would copy the document to find it). */
export function deltaClassOf(quill: QuillType): new () => DeltaType {
  return quill.editor.delta.constructor as new () => DeltaType;
}
