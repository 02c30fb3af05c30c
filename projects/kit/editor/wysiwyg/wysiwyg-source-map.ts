import { sameQuote, startsKeyedList } from './kit-block-attributes';
import type { Delta } from 'quill';
import { KitConvertor, KitDefaultConvertor, KitHtmlBlock, prepareBlocks } from '../convertor/editor-convertor';
import { serialiseOps, serialisedSlices } from './delta-slices';
import { linkDefinitionsIn } from '../link-definitions';
import { restoreLinkTitles } from './link-titles';
import { keepSourceSpelling, type KitSpellingContext } from './source-spelling';
import { topListMarkerEnd, withTopListMarkerOtherThan } from './list-spelling';
import { clearRawStash } from '../convertor/raw-markdown-stash';
import type { KitWysiwygView } from './wysiwyg-view';
import { parseLine } from '../commands/markdown-text';
import { type KitLines, continuesLineBefore, isBlockEmbedAt, lineEndAt, lineFormatsAt, listKindAt, listedLines, startsLine } from './wysiwyg-lines';
import { KitLoadSide, KitWysiwygLoadQueue } from './wysiwyg-load-queue';
import { endsInOpenBlock } from '../preview/preview-slices';
import { isBlockEmbed } from './wysiwyg-quote-blocks';
import { KitEarlierSnapshots } from './wysiwyg-earlier-snapshots';

/** What the service knows about the WYSIWYG content it loaded, to give markdown back unchanged. */
interface WysiwygSnapshot {
  /** The markdown the content was made from. */
  markdown: string;
  /** The content as loaded (serialised), to tell cheaply whether anything changed; unset while streaming in. */
  delta: string | undefined;
  /** The loaded Delta and where each markdown block starts in it, when the convertor splits blocks. */
  blocks?: { contents: Delta; starts: number[]; raws: string[] };
  /**
   * The view's content identity (`KitWysiwygView.contentsIdentity`) when `markdown` was last found
   * to match it: while it holds, nothing changed, and the markdown is known without serialising
   * the document (a form and its validators ask after every key).
   */
  identity?: object;
}

/**
 * Keeps WYSIWYG content tied to the markdown it was made from, so that switching back loses
 * nothing: unchanged content gives back the exact markdown, and after edits only the top-level
 * blocks whose content changed are converted again (found through `Delta.diff`); every other
 * block keeps its original text.
 */
export class KitWysiwygSourceMap {
  private snapshot: WysiwygSnapshot | undefined;
  /**
   * The snapshot as loaded, while its block map is the one streaming in: content edited back to
   * it (undo after undo) gives back the markdown it was made from, not a conversion of it.
   */
  private origin: WysiwygSnapshot | undefined;
  /** Snapshots of content read since the load, for an undo back to one of them. */
  private readonly recent = new KitEarlierSnapshots<WysiwygSnapshot>();
  /** The blocks of a long document still to come into the view, and the view they go to. */
  private pending: { queue: KitWysiwygLoadQueue; view: KitWysiwygView } | undefined;
  /** The loaded document's list blocks that come right after a list block (`listsAfterLists`). */
  private listFollowers: ReadonlySet<KitHtmlBlock> = new Set();

  constructor(
    private readonly convertor: () => KitConvertor,
    /** Sanitized HTML to markdown. */
    private readonly htmlToMarkdown: (html: string) => string,
  ) {}

  /**
   * Forgets the source: the next read converts the whole content (after `setHtml`, or when the
   * view is left or destroyed). A load still streaming in stops.
   */
  forget(): void {
    this.stopLoading();
    this.snapshot = this.origin = undefined;
    this.recent.clear();
  }

  /** Whether part of a long document is still to come into the view. */
  isLoading(): boolean {
    return !!this.pending;
  }

  /**
   * Loads `markdown` into `view` and remembers where each of its blocks starts. A long document
   * shows its first screen at once (the start, or the end when the cursor goes there) and the rest
   * streams in (`KitWysiwygLoadQueue`), so switching modes does not
   * freeze the page. Reads through this map see the whole document all along (blocks not in the
   * view yet are untouched, so they give back their own text), and whatever needs the whole
   * document in the view (the document end, select all) finishes the load first.
   */
  load(view: KitWysiwygView, markdown: string, cursorToEnd: boolean): void {
    this.stopLoading();
    this.recent.clear();
    const convertor = this.convertor();
    const blocks = markdown ? convertor.toHTMLBlocks?.(markdown) : null;
    if (blocks?.length) {
      // kit's blocks are sanitized together (one DOMPurify pass per step) rather than one by one.
      const prepare =
        convertor instanceof KitDefaultConvertor
          ? (some: readonly KitHtmlBlock[]) => prepareBlocks(some, convertor.strictSanitizer)
          : () => {};
      const [from, to] = KitWysiwygLoadQueue.firstScreen(blocks, cursorToEnd);
      const shown = blocks.slice(from, to);
      prepare(shown);
      this.listFollowers = listsAfterLists(blocks);
      const starts = view.setBlocks(shown.map((b) => b.html), cursorToEnd, shown.map((b) => this.listFollowers.has(b)));
      clearRawStash(); // Quill's blots hold the raw text now
      const contents = view.getContents();
      this.snapshot = this.origin = { markdown, delta: serialiseOps(contents.ops), blocks: { contents, starts, raws: shown.map((b) => b.raw) } };
      if (from > 0 || to < blocks.length) {
        const add = (side: KitLoadSide, some: readonly KitHtmlBlock[]) => {
          prepare(some);
          this.add(view, side, some);
        };
        const queue = new KitWysiwygLoadQueue(blocks.slice(0, from), blocks.slice(to), add, () => this.stopLoading());
        this.pending = { queue, view };
        view.beforeWholeDocument = () => this.finishLoading();
        queue.start();
      }
      return;
    }
    view.setContent(markdown ? this.convertor().toHTML(markdown) : '', cursorToEnd);
    this.snapshot = this.origin = { markdown, delta: view.getDelta() };
  }

  /**
   * Tops the first screen up while the content does not fill the editing area, so the first frame
   * shows a full view (call it once the WYSIWYG view is on screen: a hidden one has no height).
   */
  fillView(): void {
    const pending = this.pending;
    pending?.queue.fill(() => pending.view.hasRoomBelowContent());
  }

  /** Adds every block still to come now. */
  finishLoading(): void {
    this.pending?.queue.finish();
  }

  private stopLoading(): void {
    if (!this.pending) return;
    this.pending.queue.stop();
    this.pending.view.beforeWholeDocument = undefined;
    this.pending = undefined;
  }

  /** Puts blocks into the view next to the loaded ones and extends the block map with them. */
  private add(view: KitWysiwygView, side: KitLoadSide, blocks: readonly KitHtmlBlock[]): void {
    const snapshot = this.snapshot!;
    const map = snapshot.blocks!;
    // Edited while streaming in: the loaded content is no longer known whole.
    if (this.origin !== snapshot) this.origin = undefined;
    const added = view.addBlocks(blocks.map((b) => b.html), side === 'after' ? 'end' : 'start', blocks.map((b) => this.listFollowers.has(b)));
    clearRawStash();
    const raws = blocks.map((b) => b.raw);
    if (side === 'after') {
      // The map may describe the content as loaded, before the user's edits: place the blocks at its end
      // (in place of the empty line after a final embed, when the view's went: see KitWysiwygBlockLoader.add).
      if (added.replacedLineAfterEmbed && endsWithLineAfterEmbed(map.contents)) map.contents = map.contents.slice(0, map.contents.length() - 1);
      const offset = map.contents.length() - added.starts[0];
      map.contents = map.contents.concat(added.contents);
      map.starts.push(...added.starts.map((start) => start + offset));
      map.raws.push(...raws);
    } else {
      map.contents = added.contents.concat(map.contents);
      map.starts = [...added.starts, ...map.starts.map((start) => start + added.length)];
      map.raws = [...raws, ...map.raws];
    }
    snapshot.delta = undefined; // serialised when next compared, not at every step
  }

  /**
   * Markdown for the WYSIWYG content. Unchanged content gives back the exact markdown it was made
   * from; after edits, only the blocks whose content changed are converted again, and every other
   * block keeps its original text.
   */
  markdownOf(view: KitWysiwygView): string {
    const identity = view.contentsIdentity();
    if (this.snapshot && this.snapshot.identity === identity) return this.snapshot.markdown;
    const delta = view.getDelta();
    if (this.snapshot?.blocks && this.snapshot.delta === undefined) this.snapshot.delta = serialiseOps(this.snapshot.blocks.contents.ops);
    if (this.snapshot && delta === this.snapshot.delta) {
      this.snapshot.identity = identity;
      return this.snapshot.markdown;
    }
    const origin = this.origin;
    if (origin && origin !== this.snapshot && !this.pending) {
      if (origin.blocks && origin.delta === undefined) origin.delta = serialiseOps(origin.blocks.contents.ops);
      if (delta === origin.delta) {
        // Back to the content as loaded: its own markdown and block map again.
        origin.identity = identity;
        this.replaceSnapshot(origin);
        return origin.markdown;
      }
    }
    const earlier = this.pending ? undefined : this.recent.find(delta);
    if (earlier) {
      earlier.identity = identity;
      this.replaceSnapshot(earlier);
      return earlier.markdown;
    }
    if (this.snapshot?.blocks) {
      // Keep a block map for the new content, so the next edit again re-serialises only its own blocks.
      const { before, after } = this.pending?.queue.remainingMarkdown() ?? { before: '', after: '' };
      const changed = this.tryReserializeChangedBlocks(view, this.snapshot.blocks, after !== '');
      if (changed) {
        const markdown = before + changed.markdown + after;
        this.replaceSnapshot({ markdown, delta, blocks: changed.blocks, identity });
        return markdown;
      }
      // The map cannot be used: the whole document goes into the view (the map places what is still
      // to come) and is converted whole, now and after later edits.
      this.finishLoading();
      return this.convertWhole(view, view.getDelta(), view.contentsIdentity());
    }
    return this.convertWhole(view, delta, identity);
  }

  /** The whole content converted, remembered without a block map (`delta`, `identity`: the content's now). */
  private convertWhole(view: KitWysiwygView, delta: string, identity: WysiwygSnapshot['identity']): string {
    const markdown = this.toMarkdown(view.getContent());
    this.replaceSnapshot({ markdown, delta, identity });
    return markdown;
  }

  /** The blocks as loaded, by their content (serialised): their source. Made once per load. */
  private loadedBlocksOf: { origin: WysiwygSnapshot; count: number; sources: Map<string, string> } | undefined;

  /** The source of each block as loaded, by its content (see `loadedBlocksOf`); none without a block map. */
  private loadedBlocks(): Map<string, string> | undefined {
    const origin = this.origin;
    const blocks = origin?.blocks;
    if (!origin || !blocks) return undefined;
    if (this.loadedBlocksOf?.origin !== origin || this.loadedBlocksOf.count !== blocks.raws.length) {
      const sources = new Map<string, string>();
      serialisedSlices(blocks.contents.ops, blocks.starts).forEach((piece, i) => {
        if (!sources.has(piece)) sources.set(piece, blocks.raws[i]);
      });
      this.loadedBlocksOf = { origin, count: blocks.raws.length, sources };
    }
    return this.loadedBlocksOf.sources;
  }

  /** Makes `next` the snapshot, keeping the one it replaces among the recent ones (not while streaming in). */
  private replaceSnapshot(next: WysiwygSnapshot): void {
    const previous = this.snapshot;
    this.snapshot = next;
    if (previous && previous !== next && previous !== this.origin && !this.pending) this.recent.keep(previous, next);
  }

  /**
   * `reserializeChangedBlocks`, or null when the content cannot be compared: fast-diff 1.3.0 (under
   * quill-delta's `diff`) recurses until the stack overflows when text sits between the two halves
   * of a surrogate pair (which a script can put there through Quill's API). Then the whole content
   * is converted: its markdown is still all there, only the untouched blocks' spelling is not kept.
   */
  private tryReserializeChangedBlocks(...args: Parameters<KitWysiwygSourceMap['reserializeChangedBlocks']>): ReturnType<KitWysiwygSourceMap['reserializeChangedBlocks']> | null {
    try {
      return this.reserializeChangedBlocks(...args);
    } catch (error) {
      if (error instanceof RangeError) return null;
      throw error;
    }
  }

  private reserializeChangedBlocks(
    view: KitWysiwygView,
    map: NonNullable<WysiwygSnapshot['blocks']>,
    /** Blocks not in the view yet follow the loaded ones. */
    moreFollow: boolean,
  ): { markdown: string; blocks: NonNullable<WysiwygSnapshot['blocks']> } {
    const before = map.contents;
    const after = view.getContents();
    const change = before.diff(after);
    // Contiguous new ranges. A block's range ends with its last line's newline, so text typed exactly at
    // a block's start is on that block's first line: the start must not move past it (priority = true).
    const newStarts = map.starts.map((start, i) => (i === 0 ? 0 : change.transformPosition(start, true)));
    // Asked about many lines below, the content unchanged meanwhile.
    const quill = listedLines(view.quill);
    // For the same reason, lines added at the end of a block land at the start of the next block's
    // range: a row added below a table's last row was converted alone, as a table of its own, and a
    // paragraph added at the end of a quote as a quote of its own. Those of the lines inserted at a
    // boundary that markdown reads as more of the block before go to it.
    /**
     * Whether the line at `b` is, in markdown, an item of the list the line at `a` is in: an item of
     * the same kind in the same quote, if any (lists in two quotes a blank line apart are two
     * lists), or one nested under it.
     */
    const sameList = (a: number, b: number) => {
      const kind = listKindAt(quill, a);
      if (kind === null || !sameQuote(lineFormatsAt(quill, a), lineFormatsAt(quill, b))) return false;
      // An item of a list that follows the list before it (`* a` then `+ b`: its own key) is not more of it.
      if (startsListAfter(lineFormatsAt(quill, a), lineFormatsAt(quill, b))) return false;
      // An item indented under the item before (Tab on the first item of a list that follows a list
      // of another kind) is in that item, whatever its own list's kind: Quill writes it nested there.
      return kind === listKindAt(quill, b) || (listKindAt(quill, b) !== null && Number(lineFormatsAt(quill, b)['indent'] ?? 0) > 0);
    };
    // An item added at the end of a list (Enter, then typing) is the list's too: left at the start of
    // the block after it, that block (an untouched list of another kind, say) was converted again.
    for (let i = 1; i < newStarts.length; i++) {
      const inserted = change.transformPosition(map.starts[i], false); // after what was inserted there
      while (newStarts[i] < inserted && (continuesLineBefore(quill, newStarts[i]) || sameList(newStarts[i] - 1, newStarts[i]))) {
        newStarts[i] = Math.min(inserted, lineEndAt(quill, newStarts[i]));
      }
    }
    const newEnds = [...newStarts.slice(1), after.length()];
    const oldPieces = serialisedSlices(before.ops, map.starts);
    const newPieces = serialisedSlices(after.ops, newStarts);
    let markdown = '';
    const starts: number[] = [];
    const raws: string[] = [];
    const count = map.raws.length;
    // What respelling a converted run in its source's spelling needs (the definitions found once, if asked).
    let definitions: string[] | undefined;
    const spelling: KitSpellingContext = {
      render: (markdown) => this.convertor().toHTML(markdown),
      definitions: () => (definitions ??= map.raws.flatMap(linkDefinitionsIn)),
    };
    const keptHeads: number[] = [];
    /** unchangedHead for block `j` (asked again when a run stops before it). */
    const keptHead = (j: number) =>
      (keptHeads[j] ??= endsInOpenBlock(map.raws[j])
        ? 0 // a fence or HTML block left open takes in what follows: it is converted again, closed
        : unchangedHead(quill, before, after, oldPieces[j], map.starts[j], (j + 1 < count ? map.starts[j + 1] : before.length()) - map.starts[j], newStarts[j], newEnds[j]));
    const loaded = this.pending ? undefined : this.loadedBlocks();
    for (let i = 0; i < count; ) {
      if (oldPieces[i] === newPieces[i]) {
        markdown += map.raws[i];
        starts.push(newStarts[i]);
        raws.push(map.raws[i]);
        i++;
        continue;
      }
      // A block edited back to just what it was when loaded (an undo after edits whose markdown was
      // read at other states) is its source again: converted, a link lost its title. Only where it
      // ends a line on its own and the block after it is untouched (nothing joins it).
      const loadedSource = loaded?.get(newPieces[i]);
      if (loadedSource !== undefined && startsLine(quill, newEnds[i]) && !continuesLineBefore(quill, newEnds[i]) && (i + 1 >= count || oldPieces[i + 1] === newPieces[i + 1])) {
        const raw = /^\n*/.exec(map.raws[i])![0] + loadedSource.replace(/^\n+|\n+$/g, '') + /\n*$/.exec(map.raws[i])![0];
        markdown += raw;
        starts.push(newStarts[i]);
        raws.push(raw);
        i++;
        continue;
      }
      // Lines added after the last block fall in its range (text typed on the line after a final
      // table): unless markdown would read them as more of the block, the block keeps its text and
      // only the new lines are converted.
      const kept = keptHead(i);
      // An item added at the end of a list (Enter, then typing) lands at the start of the block
      // after the list: the list block, kept as it was just now, converts together with it, or the
      // new item would start a second list.
      let first = i;
      // (Two lists side by side, `* a` then `+ b`, are told apart by their items' list keys: an item
      // of the second is no item of the first to `sameList`, unless indented under it.)
      if (!kept && i > 0 && starts.at(-1) === newStarts[i - 1] && raws.at(-1) === map.raws[i - 1] && newStarts[i] > 0 && sameList(newStarts[i] - 1, newStarts[i])) {
        markdown = markdown.slice(0, markdown.length - raws.pop()!.length);
        starts.pop();
        first = i - 1;
      }
      // Changed neighbours convert together: paragraphs turned into one list or one code block must
      // come back as one list or one fence, not one per former block. So does the block after a
      // run that no longer ends a line: Backspace at a block's start joins it to the block before.
      // A block that keeps its text with lines added after it (above) stays out of the run before it.
      // So does the block after a run that ends inside one Quill block with it: a line made code
      // together with the code block after it is a line of that code block.
      // A changed neighbour that markdown reads as a block of its own (a paragraph next to a block
      // made code) converts on its own: converted together, an edit in one and a new structure in
      // the other cost the first its spelling. Lists side by side convert together (the convertor
      // gives the second the other marker; apart, both got the same one and were one list).
      let last = i;
      const joinsNext = (j: number) =>
        !startsLine(quill, newEnds[j]) ||
        continuesLineBefore(quill, newEnds[j]) ||
        (oldPieces[j + 1] !== newPieces[j + 1] && !keptHead(j + 1) && (continuesBlock(lineFormatsAt(quill, newEnds[j] - 1), lineFormatsAt(quill, newEnds[j])) || bothListLines(quill, newEnds[j])));
      while (last + 1 < count && joinsNext(last)) last++;
      // Lines typed above an untouched block (at the start of its range) are converted alone.
      const oldLength = (i + 1 < count ? map.starts[i + 1] : before.length()) - map.starts[i];
      if (!kept && first === i && last === i && !endsInOpenBlock(map.raws[i]) && unchangedTail(quill, after, oldPieces[i], oldLength, newStarts[i], newEnds[i])) {
        const tailStart = newEnds[i] - oldLength;
        const added = this.toMarkdown(view.getHtmlOf(newStarts[i], tailStart - newStarts[i])).trim();
        if (added) {
          const text = (markdown ? separatorAfter(markdown) : '') + added + '\n\n';
          markdown += text;
          starts.push(newStarts[i]);
          raws.push(text);
        }
        markdown += map.raws[i];
        starts.push(added ? tailStart : newStarts[i]);
        raws.push(map.raws[i]);
        i++;
        continue;
      }
      const from = newStarts[first] + kept;
      const length = newEnds[last] - from;
      const source = map.raws.slice(kept ? i + 1 : first, last + 1).join('');
      // Quill keeps no link or image titles: the ones the blocks had come back from their source. What
      // the edit did not change keeps the source's spelling.
      const html = length > 0 ? keepSourceSpelling(restoreLinkTitles(this.toMarkdown(view.getHtmlOf(from, length)).trim(), source, spelling.definitions), source, spelling) : '';
      // Link definitions draw nothing, so the HTML lost them: they stay, after the converted text,
      // but for those the source's spelling kept where they were (in a quote or a list item).
      const definitions = definitionsLeftOut(linkDefinitionsIn(source), html).join('\n');
      // Lists that WYSIWYG has apart from the run's first or last list (items of another list there).
      const apart = (at: number) => bothListLines(quill, at) && !sameList(at - 1, at);
      const listBefore = from > 0 && apart(from) ? raws.at(-1) : undefined;
      const listAfter = last + 1 < count && oldPieces[last + 1] === newPieces[last + 1] && apart(newEnds[last]) ? map.raws[last + 1] : undefined;
      const converted = besideLists(html && definitions ? `${html}\n\n${definitions}` : html || definitions, listBefore, listAfter);
      // Keep the blank lines that followed the run, so its neighbours stay where they were; a last
      // block without a final newline stays without one.
      const trailing = /\n*$/.exec(map.raws[last])![0] || (last < count - 1 || moreFollow ? '\n\n' : '');
      // Lines added after a kept block start with the blank line that parts them from it (a table
      // would take the next line for a row); they keep it when converted again, and it goes with them.
      const leading = kept ? separatorAfter(map.raws[i]) : (/^\n+(?=[\s\S]*\S)/.exec(map.raws[first])?.[0] ?? '');
      // After a block that ends with no blank line (`A.` then `1. x`), a run that starts with a
      // paragraph line would be read as more of that block (`A.\nx`: one paragraph, where WYSIWYG
      // has two, after Backspace at the item's start): a blank line parts them.
      const lazy = !leading && /[^\n]\n$/.test(markdown) && !BLOCK_START.test(converted.split('\n', 1)[0]);
      const text = converted ? (lazy ? '\n' : '') + leading + converted + trailing : '';
      if (kept) {
        markdown += map.raws[i];
        starts.push(newStarts[i]);
        raws.push(map.raws[i]);
      }
      if (text) {
        // (A deleted run is skipped: its empty range joins the block before it.)
        markdown += text;
        starts.push(from);
        raws.push(text);
      }
      i = last + 1;
    }
    // The last blocks were deleted (a cut or Backspace over them): the document ends as it ended
    // before, not with the blank line that parted the block now last from them.
    const lastOld = count - 1;
    if (!moreFollow && lastOld > 0 && raws.length && newEnds[lastOld] === newStarts[lastOld]) {
      const ending = /\n*$/.exec(map.raws[lastOld])![0];
      const last = raws.pop()!;
      const ended = last.replace(/\n*$/, ending);
      markdown = markdown.slice(0, markdown.length - last.length) + ended;
      raws.push(ended);
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

/** `definitions` less those `markdown` still writes (each once: a definition written twice stays twice). */
function definitionsLeftOut(definitions: readonly string[], markdown: string): string[] {
  const kept = linkDefinitionsIn(markdown);
  return definitions.filter((definition) => {
    const at = kept.indexOf(definition);
    if (at >= 0) kept.splice(at, 1);
    return at < 0;
  });
}

/**
 * How much of a changed block's new range (`from` to `to`) is its old content (at `oldStart` in
 * `before`, `length` long, serialised as `oldPiece`) unchanged, when whole lines that markdown
 * would not read as more of the block follow it; 0 otherwise.
 *
 * A block that ends no line of its own (a thematic break, a raw HTML block: block embeds) may have
 * been loaded with an empty line after it (KitWysiwygBlockLoader: as the last block, or before a
 * table, code or another embed), where the user types what comes after the block (`***` came back
 * as `---`): the block then is the embed alone.
 */
function unchangedHead(quill: KitLines, before: Delta, after: Delta, oldPiece: string, oldStart: number, length: number, from: number, to: number): number {
  const ops = length > 1 ? before.slice(oldStart + length - 2, oldStart + length).ops : [];
  const embedLine = ops.length === 2 && typeof ops[0].insert === 'object' && ops[1].insert === '\n' && !ops[1].attributes && isBlockEmbedAt(quill, from + length - 2);
  for (const head of embedLine ? [length, length - 1] : [length]) {
    if (head <= 0 || to - from <= head || !startsLine(quill, from + head)) continue;
    const piece = head === length ? oldPiece : serialiseOps(before.slice(oldStart, oldStart + head).ops);
    if (serialiseOps(after.slice(from, from + head).ops) !== piece) continue;
    if (!continuesBlock(lineFormatsAt(quill, from + head - 1), lineFormatsAt(quill, from + head))) return head;
  }
  return 0;
}

/**
 * Whether a changed block's new range (`from` to `to`) ends with its old content (`length` long,
 * serialised as `oldPiece`) unchanged, after whole lines that are not more of it: a paragraph typed
 * above the block (Enter at the end of the block before, then text) lands at the start of its
 * range. Then only those lines are converted: converted with them, the block lost its spelling
 * (a setext heading came back ATX, a reference link inline, a quote's line breaks joined).
 */
function unchangedTail(quill: KitLines, after: Delta, oldPiece: string, length: number, from: number, to: number): boolean {
  const at = to - length;
  if (length <= 0 || at <= from || !startsLine(quill, at)) return false;
  if (serialiseOps(after.slice(at, to).ops) !== oldPiece) return false;
  return !continuesBlock(lineFormatsAt(quill, at - 1), lineFormatsAt(quill, at));
}

/** Whether `delta` ends with a block embed and a plain line break after it (an empty line). */
function endsWithLineAfterEmbed(delta: Delta): boolean {
  const [embed, line] = delta.ops.slice(-2);
  return line?.insert === '\n' && !line.attributes && isBlockEmbed(embed);
}

/**
 * `converted` (a run converted again) whose first or last top-level list is spelt apart from the
 * list block right before it (`before`) or after it (`after`, untouched), which WYSIWYG has as
 * another list: a list converted alone gets the convertor's marker, and next to a list of the same
 * marker markdown reads the two as one list, though WYSIWYG (and the source) had two.
 */
function besideLists(converted: string, before: string | undefined, after: string | undefined): string {
  if (!converted) return converted;
  let result = converted;
  const end = before && sourceListKind(before) ? topListMarkerEnd(before, 'last') : null;
  if (end) result = withTopListMarkerOtherThan(result, 'first', end);
  const start = after && sourceListKind(after) ? topListMarkerEnd(after, 'first') : null;
  if (start) result = withTopListMarkerOtherThan(result, 'last', start);
  return result;
}

/** Whether the lines before and at `index` (a line start) are both list items. */
function bothListLines(quill: KitLines, index: number): boolean {
  return listKindAt(quill, index - 1) !== null && listKindAt(quill, index) !== null;
}

/**
 * Whether the item with formats `next` starts another list than the one of the line before it,
 * `last` (see `startsKeyedList`): it has a list key of its own, and is no deeper than that line.
 */
function startsListAfter(last: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const key = (formats: Record<string, unknown>) => (typeof formats['kit-list'] === 'string' ? formats['kit-list'] : null);
  const indent = (formats: Record<string, unknown>) => Number(formats['indent']) || 0;
  return indent(next) <= indent(last) && startsKeyedList(key(next), [key(last)]);
}

/**
 * The blocks that are lists right after a list block: another list to markdown (`* a` then `+ b`,
 * `1.` then `1)`), which Quill would keep in the list before them.
 */
function listsAfterLists(blocks: readonly KitHtmlBlock[]): ReadonlySet<KitHtmlBlock> {
  const followers = new Set<KitHtmlBlock>();
  let afterList = false; // whether the block before is a list (each block's first line read once)
  for (const block of blocks) {
    const list = sourceListKind(block.raw) !== null;
    if (list && afterList) followers.add(block);
    afterList = list;
  }
  return followers;
}

/** The kind of list `raw` (a block's source) starts with, in Quill's words, or null when it is no list. */
function sourceListKind(raw: string): 'bullet' | 'ordered' | 'task' | null {
  const { quote, indent, kind } = parseLine(/^\n*(.*)/.exec(raw)![1]);
  if (quote || indent.length > 3 || !kind) return null;
  return kind === 'ul' ? 'bullet' : kind === 'ol' ? 'ordered' : 'task';
}

/** What must follow `raw` for a block after it to start one: nothing if it ends with a blank line. */
function separatorAfter(raw: string): string {
  return /\n[ \t]*\n[ \t]*$/.test(raw) ? '' : raw.endsWith('\n') ? '\n' : '\n\n';
}

/** A line that starts a block of its own after any other line (a heading, quote, list item, fence, raw HTML, table row or rule). */
const BLOCK_START = /^(?:#{1,6}(?:[ \t]|$)|>|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|`{3,}|~{3,}|<|\||(?:[-*_][ \t]*){3,}$)/;

/** Block formats that, on two lines in a row, make them one markdown block (a table, a list, a code block). */
const CONTAINERS = ['table', 'list', 'code-block'];

/**
 * Whether a line (its block formats `next`) after the last line of a block (`last`) is, in
 * markdown, more of that block.
 */
function continuesBlock(last: Record<string, unknown>, next: Record<string, unknown>): boolean {
  if (next['kit-continue'] || next['kit-in-item']) return true; // a further paragraph or code block of a list item
  if (startsListAfter(last, next)) return false;
  const quoted = (formats: Record<string, unknown>) => !!(formats['blockquote'] || formats['kit-quote']);
  return (quoted(last) && quoted(next)) || CONTAINERS.some((name) => last[name] != null && next[name] != null);
}
