import { kindOf } from './emphasis-flanking';

/*
 * Tildes typed as text. GFM's strikethrough (marked reads `~one~` as well as `~~two~~`) made
 * "approx ~5~ minutes" typed in WYSIWYG come back struck through, and turndown escapes no `~`.
 * The tilde runs that could open or close strikethrough are written `\~` where their block holds
 * one that could open and a later one that could close; others ("~/src and ~5 min") cannot pair
 * and stay as typed; a tilde right beside struck-through text would lengthen its `~~`: escaped.
 * Runs on the DOM turndown is about to read, with a stand-in that `writeTildeEscapes` turns into
 * the escape.
 */

/** Stands in for a tilde to be written `\~` (a noncharacter: never in text). */
const TILDE_STAND_IN = '\ufdd4';

/** Blocks whose text is one run of inline markdown: runs pair only within one. */
export const INLINE_BLOCK = 'p, li, h1, h2, h3, h4, h5, h6, td, th, blockquote, div, body';

/** Whether `html` may hold tildes that `markTildeEscapes` escapes (two, or one and a strikethrough). */
export function mayNeedTildeEscapes(html: string): boolean {
  const first = html.indexOf('~');
  return first >= 0 && (html.indexOf('~', first + 1) >= 0 || /<(?:del|s|strike)[\s>]/.test(html));
}

/** A run of tildes in a text node, and whether it could open (left-flanking) or close (right-flanking) strikethrough. */
interface TildeRun {
  start: number;
  end: number;
  opens: boolean;
  closes: boolean;
  /** Whether it touches a strikethrough's delimiter, which it would lengthen: escaped whatever else the block holds. */
  joins: boolean;
}

/** Elements written between `~~` delimiters. */
const STRUCK = /^(DEL|S|STRIKE)$/;

/**
 * Whether the markdown next to `node`'s start (or end) may be a tilde delimiter: a strikethrough
 * element right beside it, or the one it starts (ends). A tilde there joins that run (`~~del~~~`).
 */
function besideStrike(node: Text, side: 'start' | 'end'): boolean {
  const sibling = side === 'start' ? node.previousSibling : node.nextSibling;
  if (sibling) return sibling.nodeType === Node.ELEMENT_NODE && STRUCK.test(sibling.nodeName);
  return !!node.parentElement && STRUCK.test(node.parentElement.nodeName);
}

/** The tilde runs of `node`'s text that could open or close strikethrough, or join a delimiter beside it. */
function flankingRuns(node: Text): TildeRun[] {
  const text = node.data;
  const runs: TildeRun[] = [];
  for (const match of text.matchAll(/~+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if ((start === 0 && besideStrike(node, 'start')) || (end === text.length && besideStrike(node, 'end'))) {
      runs.push({ start, end, opens: true, closes: true, joins: true });
      continue;
    }
    // As for emphasis (a text node's edge counts as white space: a delimiter beside it is `joins`).
    const before = kindOf(text[start - 1]);
    const after = kindOf(text[end]);
    const left = after !== 'space' && (after !== 'punctuation' || before !== 'other');
    const right = before !== 'space' && (before !== 'punctuation' || after !== 'other');
    if (left || right) runs.push({ start, end, opens: left, closes: right, joins: false });
  }
  return runs;
}

/**
 * Marks, in the text under `root` (code left out), each tilde of a run that could delimit
 * strikethrough where its block holds a pair that could. Returns false, changing nothing,
 * when the text holds the stand-in itself.
 */
export function markTildeEscapes(root: Element): boolean {
  if (root.textContent?.includes(TILDE_STAND_IN)) return false;
  const byBlock = new Map<Element, { node: Text; runs: TildeRun[] }[]>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.includes('~') || node.parentElement?.closest('code, pre')) continue;
    const runs = flankingRuns(node);
    const block = node.parentElement?.closest(INLINE_BLOCK);
    if (!runs.length || !block) continue;
    byBlock.set(block, [...(byBlock.get(block) ?? []), { node, runs }]);
  }
  let marked = false;
  for (const texts of byBlock.values()) {
    // Only a run that could open, with one after it that could close, makes strikethrough.
    const runs = texts.flatMap((text) => text.runs);
    const firstOpener = runs.findIndex((run) => run.opens);
    const pairs = firstOpener >= 0 && runs.slice(firstOpener + 1).some((run) => run.closes);
    if (!pairs && !runs.some((run) => run.joins)) continue;
    for (const { node, runs } of texts) {
      let data = node.data;
      for (const { start, end } of [...runs].reverse()) data = data.slice(0, start) + TILDE_STAND_IN.repeat(end - start) + data.slice(end);
      node.data = data;
    }
    marked = true;
  }
  return marked;
}

/** Markdown written from HTML marked by `markTildeEscapes`, with its tildes escaped. */
export function writeTildeEscapes(markdown: string): string {
  return markdown.replaceAll(TILDE_STAND_IN, '\\~');
}
