import type { Delta } from 'quill';
import { KitConvertor, KitDefaultConvertor, prepareBlocks } from './editor-convertor';
import { serialisedSlices } from './delta-slices';
import { clearRawStash } from './raw-markdown-stash';
import type { KitWysiwygView } from './wysiwyg-view';

/** What the service knows about the WYSIWYG content it loaded, to give markdown back unchanged. */
interface WysiwygSnapshot {
  /** The markdown the content was made from. */
  markdown: string;
  /** The content as loaded (serialised), to tell cheaply whether anything changed. */
  delta: string;
  /** The loaded Delta and where each markdown block starts in it, when the convertor splits blocks. */
  blocks?: { contents: Delta; starts: number[]; raws: string[] };
}

/**
 * Keeps WYSIWYG content tied to the markdown it was made from, so that switching back loses
 * nothing: unchanged content gives back the exact markdown, and after edits only the top-level
 * blocks whose content changed are converted again (found through `Delta.diff`); every other
 * block keeps its original text.
 */
export class KitWysiwygSourceMap {
  private snapshot: WysiwygSnapshot | undefined;

  constructor(
    private readonly convertor: () => KitConvertor,
    /** Sanitized HTML to markdown. */
    private readonly htmlToMarkdown: (html: string) => string,
  ) {}

  /** Forgets the source: the next read converts the whole content (after `setHtml`). */
  forget(): void {
    this.snapshot = undefined;
  }

  /** Loads `markdown` into `view` and remembers where each of its blocks starts. */
  load(view: KitWysiwygView, markdown: string, cursorToEnd: boolean): void {
    const convertor = this.convertor();
    const blocks = markdown ? convertor.toHTMLBlocks?.(markdown) : null;
    if (blocks?.length) {
      // kit's blocks are sanitized together (one DOMPurify pass) rather than one by one.
      if (convertor instanceof KitDefaultConvertor) prepareBlocks(blocks, convertor.strictSanitizer);
      const starts = view.setBlocks(blocks.map((b) => b.html), cursorToEnd);
      clearRawStash(); // Quill's blots hold the raw text now
      const contents = view.getContents();
      this.snapshot = { markdown, delta: JSON.stringify(contents.ops), blocks: { contents, starts, raws: blocks.map((b) => b.raw) } };
      return;
    }
    view.setContent(markdown ? this.convertor().toHTML(markdown) : '', cursorToEnd);
    this.snapshot = { markdown, delta: view.getDelta() };
  }

  /**
   * Markdown for the WYSIWYG content. Unchanged content gives back the exact markdown it was made
   * from; after edits, only the blocks whose content changed are converted again, and every other
   * block keeps its original text.
   */
  markdownOf(view: KitWysiwygView): string {
    const delta = view.getDelta();
    if (this.snapshot && delta === this.snapshot.delta) {
      return this.snapshot.markdown;
    }
    if (this.snapshot?.blocks) {
      // Keep a block map for the new content, so the next edit again re-serialises only its own blocks.
      const { markdown, blocks } = this.reserializeChangedBlocks(view, this.snapshot.blocks);
      this.snapshot = { markdown, delta, blocks };
      return markdown;
    }
    const markdown = this.toMarkdown(view.getContent());
    this.snapshot = { markdown, delta };
    return markdown;
  }

  private reserializeChangedBlocks(
    view: KitWysiwygView,
    map: NonNullable<WysiwygSnapshot['blocks']>,
  ): { markdown: string; blocks: NonNullable<WysiwygSnapshot['blocks']> } {
    const before = map.contents;
    const after = view.getContents();
    const change = before.diff(after);
    // Contiguous new ranges. A block's range ends with its last line's newline, so text typed exactly at
    // a block's start is on that block's first line: the start must not move past it (priority = true).
    const newStarts = map.starts.map((start, i) => (i === 0 ? 0 : change.transformPosition(start, true)));
    const newEnds = [...newStarts.slice(1), after.length()];
    const oldPieces = serialisedSlices(before.ops, map.starts);
    const newPieces = serialisedSlices(after.ops, newStarts);
    let markdown = '';
    const starts: number[] = [];
    const raws: string[] = [];
    const count = map.raws.length;
    for (let i = 0; i < count; ) {
      if (oldPieces[i] === newPieces[i]) {
        markdown += map.raws[i];
        starts.push(newStarts[i]);
        raws.push(map.raws[i]);
        i++;
        continue;
      }
      // Changed neighbours convert together: paragraphs turned into one list or one code block must
      // come back as one list or one fence, not one per former block.
      let last = i;
      while (last + 1 < count && oldPieces[last + 1] !== newPieces[last + 1]) last++;
      const length = newEnds[last] - newStarts[i];
      const converted = length > 0 ? this.toMarkdown(view.getHtmlOf(newStarts[i], length)).trim() : '';
      // Keep the blank lines that followed the run, so its neighbours stay where they were; a last
      // block without a final newline stays without one.
      const trailing = /\n*$/.exec(map.raws[last])![0] || (last < count - 1 ? '\n\n' : '');
      const text = converted ? converted + trailing : '';
      if (text) {
        // (A deleted run is skipped: its empty range joins the block before it.)
        markdown += text;
        starts.push(newStarts[i]);
        raws.push(text);
      }
      i = last + 1;
    }
    if (starts.length) starts[0] = 0; // the ranges must still cover the whole document
    else {
      // Everything was deleted: one empty block still covers the (empty) document, so the next edit
      // has a range to land in.
      starts.push(0);
      raws.push('');
    }
    return { markdown, blocks: { contents: after, starts, raws } };
  }

  private toMarkdown(html: string): string {
    try {
      return this.htmlToMarkdown(html);
    } finally {
      clearRawStash();
    }
  }
}
