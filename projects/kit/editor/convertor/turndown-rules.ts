/// <reference path="./joplin-turndown-plugin-gfm.d.ts" />
import { CONTINUE_ATTRIBUTE, LOOSE_ATTRIBUTE } from '../wysiwyg/kit-block-attributes';
import TurndownService from 'turndown';
// The GFM plugin (tables, strikethrough, task lists) for turndown; a maintained fork of the original.
import { gfm } from '@joplin/turndown-plugin-gfm';
import { colorSpanMarkdown } from './color-span';
import { takeRaw } from './raw-markdown-stash';
import { addKitTableRules, delimiterCell } from './turndown-tables';
import { LITERAL_ATTRIBUTE, PREFIXED_COLSPAN } from './table-spans';
import { UNDERSCORE_ATTRIBUTE } from './emphasis-flanking';
import { escapeEntityStarts, escapeUrlForMarkdown } from './entity-escapes';
import { writeNeedlessEscapes } from './needless-escapes';

/*
 * The turndown service behind KitDefaultConvertor.toMarkdown (HTML → markdown): turndown's
 * CommonMark rules, the GFM plugin, and kit's rules for its own markup (raw HTML and hard-break
 * markers, colour spans, task items, WYSIWYG's list and table shapes).
 */

/**
 * Inline markers hold one zero-width space: turndown treats an empty element as blank and
 * collapses the spaces around it, which would glue "the <kbd>" into "the<kbd>".
 */
export const MARKER_TEXT = '\u200b';

/** The verbatim markdown behind one of kit's markers, or undefined for any other element. */
function rawMarkdownOf(node: HTMLElement, take = true): string | undefined {
  const classes = node.classList;
  if (!classes) return undefined;
  if (!take) {
    return classes.contains('kit-html-block') || classes.contains('kit-html-inline') || classes.contains('kit-hard-break') ? '' : undefined;
  }
  if (classes.contains('kit-html-block')) return `\n\n${takeRaw(node.getAttribute('data-kit-raw-id')) ?? ''}\n\n`;
  if (classes.contains('kit-html-inline')) return takeRaw(node.getAttribute('data-kit-raw-id')) ?? '';
  if (classes.contains('kit-hard-break')) {
    const raw = takeRaw(node.getAttribute('data-kit-raw-id')) || '  \n';
    // A heading is one line of markdown: a break made in it (a paragraph with a break made a
    // heading) is written as HTML, or the heading ended there and the rest became a paragraph.
    return node.closest('h1, h2, h3, h4, h5, h6') ? '<br>' : hardBreakAt(node, raw);
  }
  return undefined;
}

/**
 * A two-space hard break (what Shift+Enter makes) where markdown cannot read one: at the end of its
 * block (no line follows: markdown drops it, and the spaces stayed as trailing junk) it is left out;
 * on a line with nothing before it (the block's start, or right after another break) a line of
 * spaces is a blank line, which ended the paragraph: it is written with a backslash.
 */
function hardBreakAt(node: HTMLElement, raw: string): string {
  if (raw !== '  \n' || !node.parentElement || !/^(P|LI|TD|TH|DIV)$/.test(node.parentElement.nodeName)) return raw;
  const beside = (step: 'previousSibling' | 'nextSibling') => {
    let at = node[step];
    while (at?.nodeType === Node.TEXT_NODE && !at.textContent?.trim()) at = at[step];
    return at;
  };
  const next = beside('nextSibling');
  if (!next || (next as Element).nodeName === 'UL' || (next as Element).nodeName === 'OL') return '';
  const previous = beside('previousSibling');
  return !previous || (previous as Element).classList?.contains('kit-hard-break') ? '\\\n' : raw;
}

/**
 * Stands in for a non-breaking space of the text while turndown writes it: turndown takes U+00A0
 * for whitespace, so it trimmed one at the edge of a paragraph or of bold text and took a list item
 * of one for blank; the stand-in (the noncharacter U+FDD0) is a letter to it.
 */
const NBSP_STAND_IN = '\ufdd0';

/** Whether `html` may hold non-breaking spaces (as characters or entities). */
export function hasNonBreakingSpaces(html: string): boolean {
  return /\u00a0|&(?:nbsp|NonBreakingSpace|#0*160|#x0*a0);/i.test(html);
}

/** The attributes turndown writes into markdown as text: an image's alt text, a link's or image's title. */
const TEXT_ATTRIBUTES = ['img[alt]', 'img[title]', 'a[title]'].join(', ');

/**
 * Puts the stand-in for each non-breaking space of the text under `root` (not in code, where
 * `&nbsp;` would be literal text and a U+00A0 stays the character), and of the alt texts and
 * titles turndown writes; `writeNonBreakingSpaces` then writes each as `&nbsp;`. Returns false,
 * changing nothing, when the text or an attribute holds the stand-in itself.
 */
export function markNonBreakingSpaces(root: Element): boolean {
  const attributed = Array.from(root.querySelectorAll(TEXT_ATTRIBUTES));
  const holds = (element: Element, text: string) => ['alt', 'title'].filter((name) => element.getAttribute(name)?.includes(text));
  if (root.textContent?.includes(NBSP_STAND_IN) || attributed.some((element) => holds(element, NBSP_STAND_IN).length)) return false;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.data.includes('\u00a0') && !node.parentElement?.closest('code, pre')) node.data = node.data.replaceAll('\u00a0', NBSP_STAND_IN);
  }
  for (const element of attributed) {
    for (const name of holds(element, '\u00a0')) element.setAttribute(name, element.getAttribute(name)!.replaceAll('\u00a0', NBSP_STAND_IN));
  }
  return true;
}

/**
 * Whether `html` may hold an alt text, title or URL with what reads as an entity (`&amp;` written
 * literally).
 */
export function hasEntityLikeAttributes(html: string): boolean {
  return /&amp;(?:#|[a-z][a-z0-9]*;)/i.test(html) || /(?:href|src)="[^"]*\\/.test(html);
}

/**
 * Writes `&` as `&amp;` where it would start an entity in the alt texts, titles and URLs turndown
 * writes as they are: markdown decodes entities there, so a description typed as `&amp;` read
 * back as `&` (turndown's escapes are for text, and markdown mode's `escapeAltText` does the same),
 * and a link to `javascript&colon;x` (a harmless relative URL in WYSIWYG) read back as a script
 * URL to any renderer that does not sanitize (security review, 2026-11-27); in URLs a backslash
 * before punctuation is doubled too (`escapeUrlForMarkdown`).
 */
export function escapeEntitiesInAttributes(root: Element): void {
  for (const element of Array.from(root.querySelectorAll(`${TEXT_ATTRIBUTES}, a[href], img[src]`))) {
    for (const name of ['alt', 'title']) {
      const value = element.getAttribute(name);
      if (value?.includes('&')) element.setAttribute(name, escapeEntityStarts(value));
    }
    for (const name of ['href', 'src']) {
      const value = element.getAttribute(name);
      if (value && /[&\\]/.test(value)) element.setAttribute(name, escapeUrlForMarkdown(value));
    }
  }
}

/** Markdown written from HTML marked by `markNonBreakingSpaces`, with `&nbsp;` for each stand-in. */
export function writeNonBreakingSpaces(markdown: string): string {
  return markdown.replaceAll(NBSP_STAND_IN, '&nbsp;');
}

/**
 * Stands in for the second and later spaces of a run typed between two words (`a   b`, shown so in
 * WYSIWYG, whose text keeps its spaces): turndown collapses white space as a browser would, so the
 * markdown got one space and the run was lost once its block was edited. Markdown keeps the run as
 * written (a renderer shows one space, as for the same text typed in markdown mode).
 */
const SPACE_STAND_IN = '\ufdd1';

/**
 * Stands in for a tab between two words (pasted `col1\tcol2`, shown so in WYSIWYG), which turndown
 * made a space; markdown keeps it as markdown mode does (clipboard QA, 2026-11-27).
 */
const TAB_STAND_IN = '\ufdd3';

/** Whether `html` may hold a run of spaces, or a tab, between two words. */
export function hasSpaceRuns(html: string): boolean {
  // Between words, or at the edge of an inline element (`ab   <strong>`, `</strong>   q`).
  return /[^\s>] {2,}[^\s]|> {2,}[^\s<]|[^\s]\t|\t[^\s]/.test(html);
}

/**
 * Puts the stand-in for the second and later spaces of each run between two words in the text
 * under `root` (code keeps its spaces anyway); `writeSpaceRuns` writes them back. Runs at the start
 * or end of a text are left to turndown (at a line's start they would indent it, at its end make a
 * hard break). Returns false, changing nothing, when the text holds the stand-in itself.
 */
export function markSpaceRuns(root: Element): boolean {
  if (root.textContent?.includes(SPACE_STAND_IN) || root.textContent?.includes(TAB_STAND_IN)) return false;
  const texts: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) texts.push(node);
  // The first space stays one (turndown keeps one); a tab anywhere in the run is kept as a tab.
  const run = (spaces: string) => Array.from(spaces, (char, i) => (char === '\t' ? TAB_STAND_IN : i ? SPACE_STAND_IN : ' ')).join('');
  // The words around a run may be in other texts of the same line (`ab   **B**   q`: bold between).
  const blockOf = (text: Text) => text.parentElement?.closest(SPACE_RUN_BLOCKS) ?? null;
  const edge = (text: Text | undefined, block: Element | null, pattern: RegExp) => !!text && blockOf(text) === block && pattern.test(text.data);
  const marked = texts.map((text, i) => {
    if (!/ {2}|\t/.test(text.data) || text.parentElement?.closest('code, pre')) return text.data;
    const block = blockOf(text);
    let data = text.data.replace(/(?<=\S)(?: {2,}|[ \t]*\t[ \t]*)(?=\S)/g, run);
    if (edge(texts[i - 1], block, /\S$/)) data = data.replace(/^(?: {2,}|[ \t]*\t[ \t]*)(?=\S)/, run);
    if (edge(texts[i + 1], block, /^\S/)) data = data.replace(/(?<=\S)(?: {2,}|[ \t]*\t[ \t]*)$/, run);
    return data;
  });
  texts.forEach((text, i) => {
    if (text.data !== marked[i]) text.data = marked[i];
  });
  return true;
}

/** The blocks a run of spaces stays within (its words are on one line of one of them). */
const SPACE_RUN_BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, td, th, blockquote, div, pre, body';

/** Markdown written from HTML marked by `markSpaceRuns`, with its runs of spaces. */
export function writeSpaceRuns(markdown: string): string {
  return markdown.replaceAll(SPACE_STAND_IN, ' ').replaceAll(TAB_STAND_IN, '\t');
}

/**
 * Whether `list` is written with the other marker (`*`, `1)`): it follows a list of its kind with
 * nothing between, an odd number of them in a row. Markdown reads lists of one marker next to each
 * other as one list (`- a` / blank / `- b`), so the HTML's two lists would come back as one.
 */
function takesOtherMarker(list: Element): boolean {
  let count = 0;
  for (let at = list.previousSibling; at; at = at.previousSibling) {
    if (at.nodeType === 3 && !at.textContent!.trim()) continue;
    if (at.nodeName !== list.nodeName) break;
    count++;
  }
  return count % 2 === 1;
}

/** The marker of a list item ("- ", "3. ", "- [x] "); items that only continue another are not counted. */
function listItemPrefix(item: Element, continues: (li: Element | null) => boolean): string {
  const parent = item.parentNode as HTMLElement | null;
  const other = !!parent && /^(UL|OL)$/.test(parent.nodeName) && takesOtherMarker(parent);
  let prefix = other ? '* ' : '- ';
  if (parent?.nodeName === 'OL') {
    // `0.` is a start too (`|| 1` made a list from 0 count from 1).
    const written = parent.getAttribute('start');
    const start = written !== null && /^\d{1,9}$/.test(written.trim()) ? Number(written) : 1;
    const before = Array.from(parent.children).slice(0, Array.prototype.indexOf.call(parent.children, item));
    prefix = `${start + before.filter((li) => !continues(li)).length}${other ? ')' : '.'} `;
  }
  const state = item.getAttribute('data-list');
  const box = item.querySelector(':scope > input[type=checkbox]') as HTMLInputElement | null;
  if (state === 'checked' || state === 'unchecked' || box) {
    const checked = state === 'checked' || !!box?.hasAttribute('checked');
    prefix += checked ? '[x] ' : '[ ] ';
  }
  return prefix;
}

/**
 * A list item: "- " / "1. " with continuation lines indented to match, and GFM task boxes from
 * Quill's data-list="checked|unchecked" or a checkbox input. WYSIWYG's further paragraphs of an
 * item (data-kit-continue) are written inside the item before them, not as items. An empty item
 * (Enter in WYSIWYG, nothing typed yet) is its marker alone.
 */
function listItemMarkdown(content: string, node: Node): string {
  const item = node as HTMLElement;
  const continues = (li: Element | null) => li?.getAttribute(CONTINUE_ATTRIBUTE) === 'true';
  let owner: Element = item;
  while (continues(owner) && owner.previousElementSibling) owner = owner.previousElementSibling;
  const prefix = listItemPrefix(owner, continues);
  const indent = ' '.repeat(prefix.replace(/\[.\] $/, '').length);
  let body = content.replace(/^\n+/, '').replace(/\n+$/, '\n').replace(/\n(?=.)/g, `\n${indent}`);
  // An item whose first block is a quote or heading (made on it in WYSIWYG) followed by its nested
  // list: no blank line between them, which would make a tight list loose (`- > b\n  - c` reads as
  // the same quote and list).
  // Not after a quote when the list is ordered from another number than 1: such a list cannot
  // interrupt a paragraph, so `- > b\n  3. c` would read "3. c" as more of the quote's text.
  const blocks = Array.from(item.children);
  const [first, nested] = blocks;
  const interrupts = nested?.nodeName === 'UL' || first?.nodeName !== 'BLOCKQUOTE' || Number(nested?.getAttribute('start') ?? 1) === 1;
  if (blocks.length === 2 && /^(BLOCKQUOTE|H[1-6])$/.test(first.nodeName) && /^(UL|OL)$/.test(nested.nodeName) && interrupts && !item.hasAttribute(LOOSE_ATTRIBUTE)) {
    body = body.replace(new RegExp(`\\n\\n(?=${indent}(?:[-*+]|\\d{1,9}[.)])[ \\t])`), '\n');
  }
  // A rule that starts an item goes on the marker's line: `- ---` (or `* ***`) would read as one
  // rule and lose the item; `___` shares no character with any marker (as markdown mode writes it).
  // (Text that starts with dashes is escaped: a body that starts with a `---` line starts with a rule.)
  body = body.replace(/^---(?=\n|$)/, '___');
  // An item whose text is a box alone is an empty task that WYSIWYG loaded as that text (it has a
  // nested list: convertor/empty-task-items.ts): written as the box, not as escaped text.
  body = body.replace(/^\\\[([ xX])\\\](?=\n|$)/, '[$1]');
  // "4." rather than "4. " when empty, and "- [ ]" rather than "- [ ] " (kit's renderer and its
  // markdown editor read the box alone as an empty task; a trailing space was left only before
  // other items, as the end of the document is trimmed).
  let start = owner === item ? (body ? prefix : prefix.trimEnd()) : indent;
  // A rule in a task item goes on the line after the box (`- [ ] ___` is a task whose text is "___").
  if (owner === item && /\] $/.test(prefix) && /^___(?=\n|$)/.test(body)) start = `${prefix.trimEnd()}\n${indent}`;
  if (!item.nextSibling) return start + body;
  // An item of a loose list (WYSIWYG's data-kit-loose, or a paragraph inside) ends with a blank line.
  const loose = item.hasAttribute(LOOSE_ATTRIBUTE) || !!item.querySelector(':scope > p') || continues(item.nextElementSibling);
  return start + body.replace(/\n?$/, loose ? '\n\n' : '\n');
}

/** An empty heading (made in WYSIWYG, nothing typed yet): its hashes alone, a heading still. */
function emptyHeading(node: Node): string | undefined {
  return /^H[1-6]$/.test(node.nodeName) ? `\n\n${'#'.repeat(Number(node.nodeName[1]))}\n\n` : undefined;
}

/**
 * A list whose items are all empty (a list made on an empty document in WYSIWYG, nothing typed
 * yet): its items' markers, which turndown would drop with the blank list.
 */
function emptyListMarkdown(node: Node): string | undefined {
  if (node.nodeName !== 'UL' && node.nodeName !== 'OL') return undefined;
  const items = Array.from((node as Element).children).filter((child) => child.nodeName === 'LI');
  if (!items.length) return undefined;
  const markers = items.map((item) => listItemMarkdown('', item)).join('');
  // Empty tasks nested in an item of a tight list (Enter then Tab, nothing typed yet): on the next
  // line, as a nested list with text is; blank lines around them made the whole list loose
  // (verify11). Not empty items without a box: an empty item cannot interrupt a paragraph (`a` then
  // `  -` is a setext heading), so they keep the blank line, and the list is loose until text is typed.
  const item = node.parentNode as HTMLElement | null;
  const tasks = markers.split('\n').filter(Boolean).every((line) => /\]$/.test(line));
  const tight = tasks && item?.nodeName === 'LI' && !item.hasAttribute(LOOSE_ATTRIBUTE) && !item.querySelector(':scope > p');
  return tight ? `\n${markers.replace(/\n$/, '')}\n` : `\n\n${markers}\n\n`;
}

/** An inline code span of spaces only (`` ` ` ``), which turndown counts as blank and would drop. */
function codeOfSpaces(node: HTMLElement): string | undefined {
  const text = node.textContent ?? '';
  return node.nodeName === 'CODE' && text && node.parentNode?.nodeName !== 'PRE' ? `\`${text.replace(/\s/g, ' ')}\`` : undefined;
}

/**
 * An empty code block (`<pre><code class="language-sh">` with nothing or a line break in it, as
 * WYSIWYG writes one whose text was deleted) is a fence with its language: turndown counts it as
 * blank and wrote nothing, so the block WYSIWYG still showed was gone from the markdown.
 */
function emptyFence(node: HTMLElement): string | undefined {
  const lines = emptyFenceLines(node);
  return lines ? `\n\n${lines.join('\n')}\n\n` : undefined;
}

/**
 * The lines of an empty code block (`emptyFence`), or of a quote holding only empty code blocks
 * (turndown takes the whole quote for blank, so its code block went with it: verify9, 2026-11-27).
 */
function emptyFenceLines(node: Element): string[] | undefined {
  if (node.nodeName === 'PRE') {
    const language = /(?:^|\s)language-(\S+)/.exec(node.querySelector('code')?.className ?? '')?.[1] ?? '';
    return [`\`\`\`${language}`, '```'];
  }
  if (node.nodeName !== 'BLOCKQUOTE' || !node.querySelector('pre')) return undefined;
  const blocks = Array.from(node.children)
    .map((child) => emptyFenceLines(child))
    .filter((lines): lines is string[] => !!lines);
  return blocks.flatMap((lines, i) => [...(i ? [''] : []), ...lines]).map((line) => (line ? `> ${line}` : '>'));
}

/** A turndown service with kit's options and rules; `customColorSyntax` is asked on every colour span. */
export function createTurndown(customColorSyntax: () => boolean): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    fence: '```',
    emDelimiter: '*',
    strongDelimiter: '**',
    linkStyle: 'inlined',
    // kit's markers for what markdown keeps verbatim (raw HTML, hard breaks) are empty elements,
    // which turndown hands here rather than to a rule.
    // An empty list item is an item still, not a blank line that would end a tight list; one that
    // holds only a marker (`1. <div>x</div>`) is blank to turndown too: its content is the marker's.
    blankReplacement: (content, node) =>
      rawMarkdownOf(node as HTMLElement) ??
      codeOfSpaces(node as HTMLElement) ??
      emptyFence(node as HTMLElement) ??
      (node.nodeName === 'LI' ? listItemMarkdown(content, node) : emptyListMarkdown(node) ?? emptyHeading(node) ?? ((node as { isBlock?: boolean }).isBlock ? '\n\n' : '')),
    // Inline code keeps its spaces (`s.clean('  x')`, a code span of one space), as in markdown.
    preformattedCode: true,
  });
  const escape = service.escape.bind(service);
  // Characters marked as needing no backslash are written last (convertor/needless-escapes.ts).
  service.escape = (text: string) =>
    writeNeedlessEscapes(escapeText(escape(text)));
  // A heading whose text ends with hashes after a space ("Learn C #"): they would be read as its
  // closing sequence and dropped.
  service.addRule('kitHeadingHashes', {
    filter: (node) => /^H[1-6]$/.test(node.nodeName) && / #+$/.test(node.textContent ?? ''),
    replacement: (content, node) => `\n\n${'#'.repeat(Number(node.nodeName[1]))} ${content.replace(/ (#+)$/, ' \\$1')}\n\n`,
  });
  service.addRule('kitVerbatim', {
    filter: (node) => rawMarkdownOf(node as HTMLElement, false) !== undefined,
    replacement: (_content, node) => rawMarkdownOf(node as HTMLElement) ?? '',
  });
  // Coloured text (WYSIWYG's colour format, the colorSyntax extension) stays a colour span in markdown.
  service.addRule('kitColor', {
    filter: (node) => node.nodeName === 'SPAN' && !!(node as HTMLElement).style?.color,
    replacement: (content, node) => colorSpanMarkdown(toHexColor((node as HTMLElement).style.color), content, customColorSyntax()),
  });
  service.use(gfm);
  addKitTableRules(service);
  // The GFM plugin drops one-cell tables as layout; a one-cell table with a header (as marked and
  // WYSIWYG write it) is a real GFM table.
  service.addRule('kitOneCellTable', {
    filter: (node) => node.nodeName === 'TABLE' && !!(node as HTMLTableElement).tHead && (node as HTMLTableElement).rows.length === 1 && (node as HTMLTableElement).rows[0].cells.length === 1,
    replacement: (content, node) => {
      const cell = (node as HTMLTableElement).rows[0].cells[0];
      const text = content.trim().replace(/\n+/g, ' ').replace(/(^|[^\\])\|/g, '$1\\|');
      // A header cell merged across the table (`| @cols=2:A |`, the table extension, a table left
      // with its header row only) stands for its columns: the delimiter row has one cell per column,
      // or the table read back had one column (fuzz5).
      const columns = PREFIXED_COLSPAN.test(text) ? Math.max(1, cell.colSpan) : 1;
      const header = (cell.textContent ?? '').replace(/^(?:@(?:rows|cols)=\d{1,3}:)+/, '');
      const delimiter = Array.from({ length: columns }, (_, i) => delimiterCell(i ? null : cell.getAttribute('align'), i ? '' : header)).join(' | ');
      return `\n\n| ${text} |\n| ${delimiter} |\n\n`;
    },
  });
  // A blank line of a quote (between its paragraphs) is `>`, as markdown mode and the loaded text
  // have it, not turndown's `> ` with a trailing space.
  service.addRule('kitBlockquote', {
    filter: 'blockquote',
    replacement: (content, node) => {
      const quoted = content.replace(/^\n+|\n+$/g, '').split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n');
      // In an item of a tight list, after the item's text, no blank line: a quote interrupts a
      // paragraph, and the blank line made the list loose (Blockquote on an item's code block).
      const item = node.parentNode as HTMLElement | null;
      const tight = item?.nodeName === 'LI' && !item.hasAttribute(LOOSE_ATTRIBUTE) && !item.querySelector(':scope > p') && node.previousSibling?.nodeType === 3;
      return tight ? `\n${quoted}\n` : `\n\n${quoted}\n\n`;
    },
  });
  service.addRule('kitListItem', { filter: 'li', replacement: listItemMarkdown });
  // A nested list of a tight item that is not the item's last block (another list follows: Tab on
  // an item after a nested list of the other kind) starts and ends on the next line: turndown put
  // blank lines around it, which made the whole list loose (fuzz2, 2026-11-27). Not before an
  // ordered list from another number than 1, which cannot interrupt the list item's text.
  service.addRule('kitListInTightItem', {
    filter: (node) => {
      const item = node.parentNode as HTMLElement | null;
      const next = node.nextElementSibling;
      return (
        /^(UL|OL)$/.test(node.nodeName) &&
        item?.nodeName === 'LI' &&
        !item.hasAttribute(LOOSE_ATTRIBUTE) &&
        !item.querySelector(':scope > p') &&
        !!next &&
        /^(UL|OL)$/.test(next.nodeName) &&
        (next.nodeName === 'UL' || Number(next.getAttribute('start') ?? 1) === 1)
      );
    },
    replacement: (content) => `\n${content.replace(/^\n+|\n+$/g, '')}\n`,
  });
  // Bold or italic right after another (emphasis-flanking.ts): `_`/`__`, or the runs of `*` merge.
  service.addRule('kitUnderscoreEmphasis', {
    filter: (node) => /^(STRONG|B|EM|I)$/.test(node.nodeName) && (node as HTMLElement).hasAttribute(UNDERSCORE_ATTRIBUTE),
    replacement: (content, node) => {
      if (!content.trim()) return '';
      const delimiter = /^(STRONG|B)$/.test(node.nodeName) ? '__' : '_';
      return delimiter + content + delimiter;
    },
  });
  // A code block in an item of a tight list follows the item's text on the next line: the blank
  // line turndown puts around blocks would make the list loose.
  const fenced = (service.options as { rules?: Record<string, TurndownService.Rule> }).rules?.['fencedCodeBlock'];
  service.addRule('kitCodeInTightItem', {
    filter: (node) => {
      const item = node.parentNode as HTMLElement | null;
      return node.nodeName === 'PRE' && node.firstChild?.nodeName === 'CODE' && item?.nodeName === 'LI' && !item.hasAttribute(LOOSE_ATTRIBUTE) && !item.querySelector(':scope > p');
    },
    replacement: (content, node, options) => `\n${(fenced?.replacement?.(content, node, options) ?? content).replace(/^\n+|\n+$/g, '')}\n`,
  });
  service.addRule('kitTaskCheckbox', {
    filter: (node) => node.nodeName === 'INPUT' && (node as HTMLInputElement).type === 'checkbox' && node.parentNode?.nodeName === 'LI',
    replacement: () => '',
  });
  // A cell's text that reads as a merge prefix (`@cols=2:`) stays text: its `@` is escaped.
  service.addRule('kitLiteralPrefix', {
    filter: (node) => node.nodeName === 'SPAN' && (node as HTMLElement).hasAttribute(LITERAL_ATTRIBUTE),
    replacement: (content) => `\\${content}`,
  });
  // Quill writes an empty paragraph as <p><br></p>; it is a blank line, not a hard break.
  service.addRule('kitEmptyParagraph', {
    filter: (node) => node.nodeName === 'P' && node.textContent === '' && !node.querySelector('img'),
    replacement: () => '\n\n',
  });
  return service;
}

/**
 * `rgb(r, g, b)` as `#rrggbb` (how colour spans are written in markdown), and `rgba(r, g, b, a)`
 * with an alpha below 1 as `#rrggbbaa` (the alpha was dropped: half-transparent red became red);
 * other values trimmed and lower-cased.
 */
export function toHexColor(color: string): string {
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)(%?)\s*)?\)$/i.exec(color.trim());
  if (!rgb) return color.trim().toLowerCase();
  const hex = (n: number) => Math.min(255, Math.max(0, Math.round(n))).toString(16).padStart(2, '0');
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return '#' + rgb.slice(1, 4).map((n) => hex(Number(n))).join('') + (alpha < 1 ? hex(alpha * 255) : '');
}

/** kit's changes to turndown's escapes of `text` (a text node's). */
function escapeText(text: string): string {
  return text
    // Text that reads as a tag or an entity in markdown ("<string>", "&lt;") must stay text.
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#\d{1,7};|#[xX][\da-fA-F]{1,6};|[A-Za-z][A-Za-z\d]{1,31};)/g, '\\&')
    // A backslash before anything but ASCII punctuation is a backslash to markdown: no second one
    // (`back\slash`). Not at the end, where the next element's markup may follow.
    .replace(/\\\\(?=[^\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e])/g, '\\')
    // A run of underscores between letters or digits never delimits emphasis: no backslash needed.
    .replace(/(?<=[\p{L}\p{N}])(?:\\_)+(?=[\p{L}\p{N}])/gu, (run) => run.replaceAll('\\', ''))
    // Nor does an asterisk with white space on both sides ("a * b"); not where a line may start
    // (the text's start, spaces before it: after a hard break), as "* " is a bullet there.
    .replace(/(?<=\S\s+)\\\*(?=\s)/g, '*')
    // "1) " starts an ordered list as "1. " does (turndown escapes only the dot), and "1." or "1)"
    // alone is an empty item.
    .replace(/^(\d{1,9})\)(?= |$)/, '$1\\)')
    .replace(/^(\d{1,9})\.$/, '$1\\.')
    // Hashes alone at the start are an empty heading ("#", "##").
    .replace(/^(#{1,6})$/, '\\$1')
    // "-1" at a line start is no list item, rule or underline: only "- ", a lone "-" or "--" are.
    .replace(/^\\-(?=[^\s\\-])/, '-');
}
