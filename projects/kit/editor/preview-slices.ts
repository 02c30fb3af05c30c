/*
 * Cutting a long markdown document into slices that lex to the same top-level blocks as the whole,
 * so the preview can lex it a slice per task.
 */

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/** HTML blocks (CommonMark types 1 to 5) that blank lines do not end, with what ends them. */
const HTML_BLOCKS: readonly (readonly [RegExp, RegExp])[] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:\s|>|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
/** A line that can continue a list or a code block after a blank line (so no top-level block starts there). */
const CONTINUES = /^(?:[ \t]|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))/;

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
  let fence: string | null = null;
  let htmlEnd: RegExp | null = null;
  let blank = false;
  for (let lineStart = 0; lineStart < markdown.length; ) {
    let lineEnd = markdown.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = markdown.length;
    const line = markdown.slice(lineStart, lineEnd);
    const limit = slices.length ? size : firstSize;
    if (fence) {
      const close = FENCE_OPEN.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length && !line.slice(close[0].length).trim()) fence = null;
    } else if (htmlEnd) {
      if (htmlEnd.test(line)) htmlEnd = null;
    } else if (!line.trim()) {
      blank = true;
    } else {
      if (blank && lineStart - sliceStart >= limit && !CONTINUES.test(line)) {
        slices.push(markdown.slice(sliceStart, lineStart));
        sliceStart = lineStart;
      }
      blank = false;
      const open = FENCE_OPEN.exec(line);
      if (open && !(open[1][0] === '`' && line.slice(open[0].length).includes('`'))) fence = open[1];
      else {
        for (const [start, end] of HTML_BLOCKS) {
          if (start.test(line)) {
            if (!end.test(line.slice(line.search(/</) + 1))) htmlEnd = end;
            break;
          }
        }
      }
    }
    lineStart = lineEnd + 1;
  }
  slices.push(markdown.slice(sliceStart));
  return slices;
}
