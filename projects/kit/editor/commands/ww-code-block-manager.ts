import type QuillType from 'quill';
import { describeValue } from 'kit-ui/core';
import { cleanLanguage } from '../code-language-name';
import { codeKeyOf, nextCodeKey } from '../wysiwyg/wysiwyg-code-blocks';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { type KitQuillRange, currentSelection } from './ww-table-selection-manager';
import { deltaClass } from './ww-table-manager';
import { type SelectedLine, formatLinesKeepingItems, formatLinesRejoiningItems, keepsItem } from './wysiwyg-selected-lines';

/** A Quill line blot, as far as this class reads it. */
interface LineBlot {
  statics: { blotName: string };
  parent: LineBlot | null;
  domNode: HTMLElement;
  length(): number;
  formats(): Record<string, unknown>;
}

/** The blot names of the lines that can become code (text lines that are not table cells). */
const TEXT_LINES = new Set(['block', 'header', 'list', 'blockquote', 'code-block']);

/**
 * Checks a fence language: undefined, null or `''` means none (`true`, Quill's own value for a
 * code block); anything else must be a word such as `ts`, `c++`, `objective-c`.
 */
function checkLanguage(language: unknown, method: string): string | true {
  if (language == null || language === '') return true;
  const clean = cleanLanguage(language);
  if (!clean) throw new Error(`${method} needs a language such as "ts" or "c++", got ${describeValue(language)}.`);
  return clean;
}

/**
 * Code blocks in WYSIWYG mode. A Quill code block is one `code-block` line per code line inside a
 * container (`.ql-code-block-container`); kit's code-block format keeps the fence language on the
 * lines (`data-language`), and the container writes `<pre><code class="language-x">`, which
 * becomes a fence with that language in markdown. Each change is one user edit (one `change`
 * event); changes do nothing when the editor is read-only and return whether they ran.
 */
export class WwCodeBlockManager {
  /** @param view The WYSIWYG view to read and edit. */
  constructor(private readonly view: KitWysiwygView) {}

  /**
   * Whether the start of `range` (default: the selection) is in a code block.
   * @param range A Quill range to read instead of the current selection.
   */
  isInCodeBlock(range: KitQuillRange | null = currentSelection(this.view.quill)): boolean {
    return !!range && this.containerAt(range.index) !== null;
  }

  /**
   * The fence language of the code block at `range` (default: the selection); null outside a code
   * block or for a block without one.
   * @param range A Quill range to read instead of the current selection.
   */
  getLanguage(range: KitQuillRange | null = currentSelection(this.view.quill)): string | null {
    const line = range ? this.lineAt(range.index) : null;
    if (line?.statics.blotName !== 'code-block') return null;
    const value = line.formats()['code-block'];
    return typeof value === 'string' ? value : null;
  }

  /**
   * Sets the language of the whole code block at the selection (null or `''` removes it).
   * Returns false outside a code block.
   * @throws Error naming the value when it is not a language word.
   */
  setLanguage(language: string | null): boolean {
    const value = checkLanguage(language, 'setLanguage');
    const quill = this.view.quill;
    if (!quill.isEnabled()) return false;
    const container = this.containerAt(quill.getSelection(true).index);
    if (!container) return false;
    const index = quill.getIndex(container as never);
    const length = container.length();
    if (value === true) {
      // Quill's code-block blot (from its syntax module) writes any truthy value into
      // data-language, `true` included, so a language is removed by making the lines new code
      // lines: off as an 'api' change (no `change` event; history merges it with the next), on as
      // the user's.
      quill.formatLine(index, length, 'code-block', false, 'api');
    }
    quill.formatLine(index, length, 'code-block', value, 'user');
    return true;
  }

  /**
   * Turns the selected lines into one code block with `language` (optional), dropping their other
   * block formats and their inline formatting (a code block holds plain text). Table cells,
   * dividers and embedded HTML are left as they are. The selection stays on the same text.
   * Returns false when no line could be converted.
   * @throws Error naming the value when `language` is not a language word.
   */
  convertToCodeBlock(language?: string | null): boolean {
    const value = checkLanguage(language, 'convertToCodeBlock');
    const quill = this.view.quill;
    if (!quill.isEnabled()) return false;
    const range = quill.getSelection(true);
    const lines = this.textLines(range);
    if (!lines.length) return false;
    let delta = new (deltaClass(quill))();
    let done = 0;
    // One code block: the key of the first code line selected, or a new one. Without a key the new
    // lines would join a code block they touch (and be written into its fence).
    const code = lines.find((line) => line.statics.blotName === 'code-block');
    const key = codeKeyOf(code?.domNode) ?? nextCodeKey();
    // One list item's line: the item stays, the code becomes its first block (`- ```` … `), as a
    // heading or quote there does (formatLinesKeepingItems). Several items' lines make one code
    // block out of the list, as before: one fence cannot be the first block of several items.
    // So does a further paragraph of an item, a task's too (it became code outside the item).
    const formats = lines[0].formats() as Record<string, unknown>;
    if (lines.length === 1 && lines[0].statics.blotName === 'list' && (keepsItem(formats) || !!formats['kit-continue'])) {
      const [line] = lines;
      const start = quill.getIndex(line as never);
      return formatLinesKeepingItems(quill, [{ start, end: start + line.length() - 1, formats: line.formats() }], { 'code-block': value, 'kit-code-id': key });
    }
    for (const line of lines) {
      const isCode = line.statics.blotName === 'code-block';
      // Without a language, code lines keep theirs (and Quill would write `true` as one).
      if (value === true && isCode && codeKeyOf(line.domNode) === key) continue;
      const end = quill.getIndex(line as never) + line.length() - 1;
      // Block formats sit on the line's newline; indent would survive the change of blot.
      const formats = value === true && isCode ? { 'kit-code-id': key } : { 'code-block': value, indent: null, 'kit-code-id': key };
      delta = delta.retain(end - done).retain(1, formats);
      done = end + 1;
    }
    if (!delta.ops.length) return false;
    quill.updateContents(delta, 'user');
    return true;
  }

  /**
   * Turns the code blocks the selection touches back into paragraphs, all of each block (a code
   * block is edited as a unit). Returns false when the selection touches no code block.
   */
  removeCodeBlock(): boolean {
    const quill = this.view.quill;
    if (!quill.isEnabled()) return false;
    const range = quill.getSelection(true);
    const containers = [...new Set(this.textLines(range).map((line) => this.containerOf(line)).filter((c) => c !== null))];
    if (!containers.length) return false;
    const lines: SelectedLine[] = [];
    for (const container of containers) {
      for (const line of quill.getLines(quill.getIndex(container as never), container.length()) as unknown as LineBlot[]) {
        const start = quill.getIndex(line as never);
        lines.push({ start, end: start + line.length() - 1, formats: line.formats() });
      }
    }
    // One change, which also gives a list item back the text of a code block made on it.
    formatLinesRejoiningItems(quill, lines, { 'code-block': null });
    return true;
  }

  /**
   * The code in the block at `range` (default: the selection), lines joined with `\n`, without the
   * final newline; null outside a code block.
   * @param range A Quill range to read instead of the current selection.
   */
  getCodeText(range: KitQuillRange | null = currentSelection(this.view.quill)): string | null {
    const container = range ? this.containerAt(range.index) : null;
    if (!container) return null;
    return this.view.quill.getText(this.view.quill.getIndex(container as never), container.length() - 1);
  }

  /** The selected lines that are text lines (not table cells or block embeds). */
  private textLines(range: KitQuillRange): LineBlot[] {
    const lines = this.view.quill.getLines(range.index, Math.max(range.length, 1)) as unknown as LineBlot[];
    return lines.filter((line) => TEXT_LINES.has(line.statics.blotName));
  }

  /** The line blot at `index`. */
  private lineAt(index: number): LineBlot | null {
    const quill: QuillType = this.view.quill;
    const [line] = quill.getLine(Math.max(0, Math.min(index, quill.getLength() - 1)));
    return line as unknown as LineBlot | null;
  }

  /** The code-block container of the line at `index`, or null. */
  private containerAt(index: number): LineBlot | null {
    const line = this.lineAt(index);
    return line ? this.containerOf(line) : null;
  }

  /** The code-block container of `line`, or null when it is not a code line. */
  private containerOf(line: LineBlot): LineBlot | null {
    return line.statics.blotName === 'code-block' && line.parent?.statics.blotName === 'code-block-container' ? line.parent : null;
  }
}
