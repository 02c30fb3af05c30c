import { INLINE_BLOCK } from './tilde-escapes';

/*
 * Backslashes turndown writes that markdown does not need (fuzz of writing in WYSIWYG,
 * 2026-11-27). Turndown escapes `>`, `+ `, `=` and `# ` at the start of every text node, as if each
 * started a line, so `**a**>b` came back `**a**\>b`; and kit escaped every `<` before a letter,
 * `/`, `!` or `?`, so `if x<y then` came back `if x\<y then`. Markdown reads these as syntax only at
 * a line's start (a quote, a bullet, a setext underline, a heading), or, for `<`, when a `>` closes a
 * tag, comment or autolink after it (or at a line's start, where `<div` alone opens an HTML block).
 * The characters that need no backslash are marked in the DOM turndown is about to read, with
 * stand-ins that the escape function writes back as the characters themselves.
 */

/** Stand-ins (noncharacters: never in text) for characters to be written without a backslash. */
const PLAIN: Readonly<Record<string, string>> = {
  '\ufdd5': '<',
  '\ufdd6': '>',
  '\ufdd7': '+',
  '\ufdd8': '=',
  '\ufdd9': '#',
};
const STAND_IN_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLAIN).map(([standIn, char]) => [char, standIn]),
);
const STAND_INS = /[\ufdd5-\ufdd9]/g;
const HOLDS_STAND_IN = /[\ufdd5-\ufdd9]/;

/** Text that is more than white space (kit's stand-ins for space runs and tabs are white space). */
const VISIBLE = /[^\s\ufdd0\ufdd1\ufdd3]/;

/** A `<` that kit's escape would write `\<`. */
const LESS_THAN = /<(?=[A-Za-z/!?])/g;

/** Characters turndown escapes at a text node's start. */
const LINE_START_SYNTAX = /^[>+=#]/;

/** Inline elements written as delimiters around their text (no `>`, no line break). */
const DELIMITED = new Set(['STRONG', 'B', 'EM', 'I', 'DEL', 'S', 'STRIKE', 'CODE', 'A']);

/** Whether `html` may hold text that `markNeedlessEscapes` marks. */
export function mayHoldNeedlessEscapes(html: string): boolean {
  return /&lt;[A-Za-z/!?]|>(?:&gt;|[+=#])/.test(html);
}

/**
 * Marks, in the text under `root` (code left out), the characters that need no backslash. Returns
 * false, changing nothing, when the text holds a stand-in itself.
 */
export function markNeedlessEscapes(root: Element): boolean {
  if (HOLDS_STAND_IN.test(root.textContent ?? '')) return false;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (/[<>+=#]/.test(node.data) && !node.parentElement?.closest('code, pre')) texts.push(node);
  }
  let marked = false;
  for (const node of texts) {
    const block = node.parentElement?.closest(INLINE_BLOCK);
    if (!block) continue;
    let data = node.data;
    for (const match of [...data.matchAll(LESS_THAN)].reverse()) {
      if (opensLine(node, match.index, block) || closedAfter(node, match.index, block)) continue;
      data = data.slice(0, match.index) + STAND_IN_OF['<'] + data.slice(match.index + 1);
    }
    if (LINE_START_SYNTAX.test(data) && !opensLine(node, 0, block)) data = STAND_IN_OF[data[0]] + data.slice(1);
    if (data !== node.data) {
      node.data = data;
      marked = true;
    }
  }
  return marked;
}

/** `text` as turndown escaped it, with the stand-ins written as their characters. */
export function writeNeedlessEscapes(text: string): string {
  return text.replace(STAND_INS, (standIn) => PLAIN[standIn]);
}

/**
 * Whether the character at `index` of `node` may start a line of markdown: only white space before
 * it since its block's start or a line break. Anything but text and delimited inline elements
 * counts as a line's start (an image, raw HTML, a hard break), so the escape stays where in doubt.
 */
function opensLine(node: Text, index: number, block: Element): boolean {
  if (VISIBLE.test(node.data.slice(0, index))) return false;
  const walker = node.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  walker.currentNode = node;
  for (let previous = walker.previousNode(); previous && previous !== block; previous = walker.previousNode()) {
    // The walk meets a text before the elements it is in: text in anything else (a hard break is
    // a marker element holding a zero-width space) is no proof of text before on the line.
    if (previous.nodeType === Node.TEXT_NODE) {
      if (!inDelimitedOnly(previous, block)) return true;
      if (VISIBLE.test((previous as Text).data)) return false;
    } else if (!DELIMITED.has(previous.nodeName)) {
      return true;
    }
  }
  return true;
}

/** Whether every element between `node` and `block` is a delimited inline element. */
function inDelimitedOnly(node: Node, block: Element): boolean {
  for (let at = node.parentElement; at && at !== block; at = at.parentElement) if (!DELIMITED.has(at.nodeName)) return false;
  return true;
}

/** Whether `element` has an attribute value holding a `>`. */
function holdsGreaterThan(element: Element): boolean {
  return Array.from(element.attributes).some((attribute) => attribute.value.includes('>'));
}

/**
 * Whether a `>` may follow the `<` at `index` of `node` in its block's markdown, closing a tag,
 * comment or autolink: one in the text after it, or an element after it written with one (raw
 * HTML, a colour span) or with a line break (a tag may span lines).
 */
function closedAfter(node: Text, index: number, block: Element): boolean {
  if (node.data.includes('>', index)) return true;
  const walker = node.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  walker.currentNode = node;
  for (let next = walker.nextNode(); next; next = walker.nextNode()) {
    if (next.nodeType === Node.TEXT_NODE) {
      if ((next as Text).data.includes('>')) return true;
    } else if (!DELIMITED.has(next.nodeName) || holdsGreaterThan(next as Element)) {
      return true;
    }
  }
  // The elements it is in close after it (a link's `](href "title")`).
  return !inDelimitedOnly(node, block) || ancestorsHoldGreaterThan(node, block);
}

/** Whether an element between `node` and `block` has an attribute value holding a `>`. */
function ancestorsHoldGreaterThan(node: Node, block: Element): boolean {
  for (let at = node.parentElement; at && at !== block; at = at.parentElement) if (holdsGreaterThan(at)) return true;
  return false;
}
