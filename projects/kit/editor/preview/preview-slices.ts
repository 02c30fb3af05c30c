/*
 * Cutting a long markdown document into slices that lex to the same top-level blocks as the whole,
 * so the preview can lex it a slice per task.
 */

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/**
 * HTML blocks (CommonMark types 1 to 5) that blank lines do not end, with what ends them. A
 * `<pre>`, `<script>`, `<style>` or `<textarea>` block ends at its own closing tag, as marked (the
 * renderer) reads it; CommonMark ends it at any of the four, so `foo </script>` inside a `<pre>`
 * cut a long document there, and its slices rendered differently from the whole.
 */
const HTML_BLOCKS: readonly (readonly [RegExp, RegExp | ((start: RegExpExecArray) => RegExp)])[] = [
  [/^ {0,3}<(script|pre|style|textarea)(?:\s|>|$)/i, (start) => new RegExp(`</${start[1]}>`, 'i')],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
/** A line that can continue a list or a code block after a blank line (so no top-level block starts there). */
const CONTINUES = /^(?:[ \t]|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))/;

/**
 * Follows markdown line by line and tells whether the text so far ends inside a block that blank
 * lines do not end: a fenced code block or one of those HTML blocks. What comes after such a
 * point belongs to that block, wherever it is.
 */
class OpenBlocks {
  private fence: string | null = null;
  private htmlEnd: RegExp | null = null;

  /** Whether the lines so far end inside such a block. */
  get open(): boolean {
    return this.fence !== null || this.htmlEnd !== null;
  }

  /** Takes the next line. */
  feed(line: string): void {
    if (this.fence) {
      const close = FENCE_OPEN.exec(line);
      if (close && close[1][0] === this.fence[0] && close[1].length >= this.fence.length && !line.slice(close[0].length).trim()) this.fence = null;
    } else if (this.htmlEnd) {
      if (this.htmlEnd.test(line)) this.htmlEnd = null;
    } else {
      const open = FENCE_OPEN.exec(line);
      if (open && !(open[1][0] === '`' && line.slice(open[0].length).includes('`'))) {
        this.fence = open[1];
        return;
      }
      for (const [start, ends] of HTML_BLOCKS) {
        const opened = start.exec(line);
        if (opened) {
          const end = typeof ends === 'function' ? ends(opened) : ends;
          if (!end.test(line.slice(line.search(/</) + 1))) this.htmlEnd = end;
          return;
        }
      }
    }
  }
}

/**
 * Whether `markdown` ends inside a fenced code block or an HTML block that blank lines do not end,
 * so that the text after it (however long) is part of that block.
 */
export function endsInOpenBlock(markdown: string): boolean {
  const blocks = new OpenBlocks();
  for (const line of markdown.split('\n')) blocks.feed(line);
  return blocks.open;
}

/**
 * Splits markdown into slices of about `size` characters (the first about `firstSize`) that lex
 * to the same top-level blocks as the whole: each cut is after a blank line, outside fenced code
 * and the HTML blocks that blank lines do not end, before a line that starts a new top-level block
 * (not indented, not a list item). The slices join to the input. Documents that may hold link
 * definitions are not split (a definition can be used anywhere); neither is one without a place to cut.
 */
export function sliceMarkdown(markdown: string, size: number, firstSize = size): string[] {
  // Definitions may sit in quotes and list items and have escaped or multi-line labels: any `]:` counts.
  if (markdown.includes(']:')) return [markdown];
  const slices: string[] = [];
  let sliceStart = 0;
  const blocks = new OpenBlocks();
  let blank = false;
  for (let lineStart = 0; lineStart < markdown.length; ) {
    let lineEnd = markdown.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = markdown.length;
    const line = markdown.slice(lineStart, lineEnd);
    const limit = slices.length ? size : firstSize;
    if (!blocks.open && !line.trim()) {
      blank = true;
    } else {
      if (!blocks.open) {
        if (blank && lineStart - sliceStart >= limit && !CONTINUES.test(line)) {
          slices.push(markdown.slice(sliceStart, lineStart));
          sliceStart = lineStart;
        }
        blank = false;
      }
      blocks.feed(line);
    }
    lineStart = lineEnd + 1;
  }
  slices.push(markdown.slice(sliceStart));
  return slices;
}
