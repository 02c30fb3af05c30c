import type QuillType from 'quill';
import type { KitHtmlBlock } from '../convertor/editor-convertor';
import { clearRawStash } from '../convertor/raw-markdown-stash';
import { KitWysiwygBlockLoader, deltaClassOf } from './wysiwyg-block-loader';
import { replaceAsUser } from '../paste/linear-insert';
import { startsLine } from './wysiwyg-lines';

/**
 * Markdown-looking plain text: a heading, list, quote, fence or thematic break (`---`, `***`,
 * `___`) line, or inline emphasis, code, a link or an image (with a title or none, an image with
 * no alt text too: `![md alt](img.png "T")` stayed text, images QA 2026-11-28). `__x__` counts only between spaces or
 * punctuation other than a path's: `src/__init__.py` is a file name (clipboard QA, 2026-11-27).
 */
const MARKDOWN = /^(?:#{1,6}\s|\s*[-*+]\s|\s*\d+[.)]\s|>\s?|```|~~~|\|.*\||(?:-[ \t]*){3,}$|(?:\*[ \t]*){3,}$|(?:_[ \t]*){3,}$)|\*\*[^*\n]+\*\*|(?<![\p{L}\p{N}/\\.])__[^_\n]+__(?![\p{L}\p{N}/\\.])|~~[^~\n]+~~|`[^`\n]+`|!?\[[^\]\n]*\]\(\s*(?:<[^>\n]*>|[^)\s]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/mu;

/**
 * Two or more lines, each one that is not blank indented as code (a tab or four spaces): code copied
 * from an editor, which markdown reads as an indented code block. As plain text each line became a
 * paragraph and lost its indentation (verify9, 2026-11-27).
 */
function indentedCode(text: string): boolean {
  const lines = text.split(/\r\n?|\n/).filter((line) => line.trim());
  return lines.length >= 2 && lines.every((line) => /^(?:\t| {4})/.test(line));
}

/** Whether plain text reads as markdown worth converting. */
export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN.test(text) || indentedCode(text);
}

/**
 * kit's replacement for quill-markdown-toolbar (which bundles its own Quill 1): plain text pasted
 * into WYSIWYG that reads as markdown becomes formatting, through the same convertor as the rest
 * of the editor; and `convertSelection()` turns selected markdown text into formatting. One user
 * change each. HTML pastes are left to Quill's clipboard (sanitized by it and by kit's matchers).
 */
export class KitMarkdownPaste {
  private readonly onPaste = (event: ClipboardEvent) => this.paste(event);

  constructor(
    private readonly quill: QuillType,
    private readonly loader: KitWysiwygBlockLoader,
    private readonly toBlocks: (markdown: string) => KitHtmlBlock[] | null,
  ) {
    // Capture phase: before Quill's own paste handler reads the clipboard.
    quill.root.addEventListener('paste', this.onPaste, true);
  }

  /** Replaces the selected text with its markdown formatting; returns false if nothing changed. */
  convertSelection(): boolean {
    const range = this.quill.getSelection();
    if (!range || range.length === 0) return false;
    // The text between embeds (an image, a rule, raw HTML), each run converted on its own, last first
    // so the indexes before it hold: getText() leaves embeds out, and replacing the whole selection
    // with it deleted them.
    const runs: Array<{ index: number; text: string }> = [];
    let at = range.index;
    for (const op of this.quill.getContents(range.index, range.length).ops) {
      const length = typeof op.insert === 'string' ? op.insert.length : 1;
      if (typeof op.insert === 'string') {
        const last = runs[runs.length - 1];
        if (last && last.index + last.text.length === at) last.text += op.insert;
        else runs.push({ index: at, text: op.insert });
      }
      at += length;
    }
    const convertible = runs.filter((run) => looksLikeMarkdown(run.text)).reverse();
    if (!convertible.length) return false;
    // The caret ends after the last run, as after one: where the first replace left it, moved by the others.
    this.replace(convertible[0].index, convertible[0].text.length, convertible[0].text);
    const end = this.quill.getSelection()?.index ?? 0;
    const length = this.quill.getLength();
    for (const run of convertible.slice(1)) this.replace(run.index, run.text.length, run.text);
    this.quill.setSelection(end + this.quill.getLength() - length, 0, 'silent');
    return true;
  }

  /** Stops listening. */
  destroy(): void {
    this.quill.root.removeEventListener('paste', this.onPaste, true);
  }

  private paste(event: ClipboardEvent): void {
    const data = event.clipboardData;
    if (!data || data.types.includes('text/html') || data.types.includes('Files')) return;
    const text = data.getData('text/plain');
    if (!text || !looksLikeMarkdown(text)) return;
    const range = this.quill.getSelection(true);
    // In a code block, text is code: Quill's own paste keeps it as typed, markup and indentation too.
    if (this.quill.getFormat(range)['code-block']) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.replace(range.index, range.length, text);
  }

  /** Quill content for markdown text, converted block by block as the editor loads documents. */
  toDelta(markdown: string): { delta: ReturnType<QuillType['getContents']>; blocks: number } {
    const blocks = this.toBlocks(markdown.replace(/\r\n?/g, '\n')) ?? [];
    const { delta } = this.loader.delta(blocks.map((block) => block.html));
    clearRawStash(); // the blots hold any raw HTML now
    return { delta, blocks: blocks.length };
  }

  private replace(index: number, length: number, markdown: string): void {
    const Delta = deltaClassOf(this.quill);
    const { delta, blocks } = this.toDelta(markdown);
    let converted = delta;
    // A single line pasted inside a paragraph joins it instead of opening a block of its own.
    const ops = converted.ops;
    const last = ops[ops.length - 1];
    if (blocks === 1 && typeof last?.insert === 'string' && last.insert.endsWith('\n') && !last.attributes) {
      // The spaces around the pasted words stay (markdown trims a paragraph's ends): "**x** " pasted
      // before a word is not glued to it.
      // Index loops, not a regex: a lazy middle between two space runs backtracks quadratically.
      const isSpace = (i: number) => markdown[i] === ' ' || markdown[i] === '\t';
      let start = 0;
      while (start < markdown.length && isSpace(start)) start++;
      let end = markdown.length;
      while (end > start && isSpace(end - 1)) end--;
      const before = markdown.slice(0, start);
      const after = markdown.slice(end);
      converted = new Delta().insert(before).concat(converted.slice(0, converted.length() - 1)).insert(after);
    }
    const multiline = blocks > 1 || converted.ops.some((op) => op.attributes && typeof op.insert === 'string' && op.insert.includes('\n'));
    const lineStart = startsLine(this.quill, index); // (getText() says nothing of an embed before)
    if (multiline && !lineStart && this.quill.getText(index + length, 1) === '\n') {
      // Blocks pasted at the end of a line go after it: the line keeps its own format (a list item
      // stays an item, with no empty item left behind) and the cursor ends in the last block.
      replaceAsUser(this.quill, index, length, converted, 1);
      const endsLine = this.quill.getText(index + converted.length(), 1) === '\n';
      this.quill.setSelection(index + converted.length() + (endsLine ? 0 : 1), 0, 'silent');
      return;
    }
    // Blocks pasted in the middle of a line start on a line of their own.
    if (multiline && !lineStart) {
      converted = new Delta().insert('\n').concat(converted);
    }
    replaceAsUser(this.quill, index, length, converted);
    this.quill.setSelection(index + converted.length(), 0, 'silent');
  }
}
