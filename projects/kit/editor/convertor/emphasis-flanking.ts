/*
 * Bold, italic and strikethrough that markdown's delimiters cannot say as written. A `**` (or `*`) opens only if
 * it is left-flanking: followed by punctuation, it must come after white space or punctuation; a
 * closing one, after punctuation, must come before either. So bold on "(bar)" in "foo(bar) now"
 * written `foo**(bar)** now` is read as text with asterisks: the formatting was lost and the
 * asterisks showed. The letter outside is written as a character reference instead (`fo&#x6F;**(bar)**`):
 * `;` is punctuation, so the run flanks, and the reference still reads "o" (as CommonMark's reference
 * serializers do). Everything here runs on the DOM turndown is about to read.
 */

/**
 * On a bold or italic element right after another one (no text between): written with `_`/`__`,
 * as `**(bar)***baz*` is one run of three asterisks to markdown, which lost one of the formats.
 */
export const UNDERSCORE_ATTRIBUTE = 'data-kit-underscore';

/** Stands in, before a character, for "write this character as a reference" (a noncharacter: never in text). */
const REFERENCE_STAND_IN = '\ufdd2';

/** What markdown's flanking rules see in a character: white space (or a line's edge), punctuation, or anything else. */
export type Kind = 'space' | 'punctuation' | 'other';

/** Elements turndown writes between delimiter runs that must flank: `**`, `*`, `~~` (GFM's strikethrough follows the same rules). */
const DELIMITED = 'strong, b, em, i, del, s, strike';

/** Inline elements whose markdown starts and ends with punctuation (delimiters, brackets, backticks, a tag). */
const PUNCTUATED = new Set(['STRONG', 'B', 'EM', 'I', 'DEL', 'S', 'STRIKE', 'A', 'CODE', 'IMG', 'INPUT']);

/** Elements that start or end a line of markdown. */
const LINE_EDGES = /^(P|DIV|LI|UL|OL|TD|TH|TR|TABLE|BLOCKQUOTE|PRE|H[1-6]|BODY|BR|HR|SECTION|ARTICLE|DETAILS|SUMMARY)$/;

/**
 * Whether `html` may hold bold, italic or strikethrough right after or before a letter, also
 * through another tag (`<a>foo<strong>(bar)`; most HTML does not: no parse needed).
 */
export function mayNeedFlankingReferences(html: string): boolean {
  return /(?:[^\s\p{P}\p{S}]|>)<(?:strong|b|em|i|del|s|strike)[\s>]|<\/(?:strong|b|em|i|del|s|strike)>(?:[^\s\p{P}\p{S}]|<)/u.test(html);
}

/**
 * Marks, in the text under `root`, each character next to a bold or italic element that must be
 * written as a reference for the element's delimiters to work; `writeFlankingReferences` writes
 * them. Returns false, changing nothing, when the text holds the stand-in itself.
 */
export function markFlankingReferences(root: Element): boolean {
  if (root.textContent?.includes(REFERENCE_STAND_IN)) return false;
  // In document order, so a run of three alternates: `*`, `_`, `*`.
  for (const element of Array.from(root.querySelectorAll('strong, b, em, i'))) {
    const previous = previousElementRightBefore(element);
    if (!previous || !/^(STRONG|B|EM|I)$/.test(previous.nodeName) || previous.hasAttribute(UNDERSCORE_ATTRIBUTE)) continue;
    // White space at either edge goes outside the delimiters (turndown), and parts the runs.
    if (edgeInside(previous, 'end')?.kind === 'space' || edgeInside(element, 'start')?.kind === 'space') continue;
    element.setAttribute(UNDERSCORE_ATTRIBUTE, 'true');
  }
  let marked = false;
  for (const element of Array.from(root.querySelectorAll(DELIMITED))) {
    if (!element.textContent?.trim() || element.closest('code, pre')) continue; // written as nothing, or as code
    // `_` runs do not open or close between letters at all: a letter outside is always written as a reference.
    const underscore = element.hasAttribute(UNDERSCORE_ATTRIBUTE);
    for (const side of ['start', 'end'] as const) {
      if (!underscore && edgeInside(element, side)?.kind !== 'punctuation') continue;
      const outside = edgeOutside(element, side);
      if (outside.kind !== 'other' || !outside.text) continue;
      const text = outside.text;
      // The character next to the element, a whole code point.
      const chars = Array.from(text.data);
      if (side === 'start') chars[chars.length - 1] = REFERENCE_STAND_IN + chars[chars.length - 1];
      else chars[0] = REFERENCE_STAND_IN + chars[0];
      text.data = chars.join('');
      marked = true;
    }
  }
  return marked;
}

/** The element just before `node` with no text between (empty texts aside), or null. */
function previousElementRightBefore(node: Node): Element | null {
  for (let at = node.previousSibling; at; at = at.previousSibling) {
    if (at.nodeType === Node.TEXT_NODE && !(at as Text).data) continue;
    return at.nodeType === Node.ELEMENT_NODE ? (at as Element) : null;
  }
  return null;
}

/** Markdown written from HTML marked by `markFlankingReferences`, with its characters as references. */
export function writeFlankingReferences(markdown: string): string {
  return markdown.replace(/\ufdd2(.)/gsu, (_, char: string) => `&#x${char.codePointAt(0)!.toString(16).toUpperCase()};`);
}

/**
 * What markdown's flanking rules see in `char`, as marked (the preview's parser) reads it: a
 * character past the Basic Multilingual Plane (an emoji) is no punctuation to it, though CommonMark
 * counts symbols as punctuation (writing one as a reference is right for both).
 */
export function kindOf(char: string | undefined): Kind {
  // A non-breaking space is written `&nbsp;` (turndown-rules.ts): its `&` and `;` are what flank.
  if (char === '\u00a0') return 'punctuation';
  if (char === undefined || /\s/u.test(char)) return 'space';
  return char.codePointAt(0)! <= 0xffff && /[\p{P}\p{S}]/u.test(char) ? 'punctuation' : 'other';
}

/** The first (`start`) or last character the markdown of `element`'s content shows, as a kind. */
function edgeInside(element: Element, side: 'start' | 'end'): { kind: Kind; text?: Text } | undefined {
  const children = Array.from(element.childNodes);
  if (side === 'end') children.reverse();
  for (const child of children) {
    const edge = edgeOf(child, side);
    if (edge) return edge;
  }
  return undefined;
}

/**
 * The kind of the character at `side` of `node`'s markdown, and the text it is in when it is one
 * of a text node's; undefined when `node` writes nothing (an empty text, an empty wrapper).
 * White space at an element's edge is moved outside its delimiters by turndown: it counts as such.
 */
function edgeOf(node: Node, side: 'start' | 'end'): { kind: Kind; text?: Text } | undefined {
  if (node.nodeType === Node.TEXT_NODE) {
    const data = (node as Text).data;
    if (!data) return undefined;
    const chars = Array.from(data);
    return { kind: kindOf(side === 'start' ? chars[0] : chars[chars.length - 1]), text: node as Text };
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return undefined;
  const element = node as Element;
  if (LINE_EDGES.test(element.nodeName)) return { kind: 'space' };
  // A delimited, linked or coded element, a colour span or one of kit's markers: its markdown ends in punctuation.
  const kitMarker = typeof element.className === 'string' && element.className.startsWith('kit-');
  if (PUNCTUATED.has(element.nodeName) || (element as HTMLElement).style?.color || kitMarker) return { kind: 'punctuation' };
  return edgeInside(element, side); // a wrapper turndown writes as its content
}

/** The character next to `element` outside it, before it (`start`) or after it (`end`), as a kind and its text. */
function edgeOutside(element: Element, side: 'start' | 'end'): { kind: Kind; text?: Text } {
  for (let node: Node = element; ; ) {
    const sibling = side === 'start' ? node.previousSibling : node.nextSibling;
    if (sibling) {
      const edge = edgeOf(sibling, side === 'start' ? 'end' : 'start');
      if (edge) return edge;
      node = sibling;
      continue;
    }
    const parent = node.parentElement;
    if (!parent || LINE_EDGES.test(parent.nodeName)) return { kind: 'space' };
    if (PUNCTUATED.has(parent.nodeName)) return { kind: 'punctuation' }; // the parent's own delimiter
    node = parent;
  }
}
