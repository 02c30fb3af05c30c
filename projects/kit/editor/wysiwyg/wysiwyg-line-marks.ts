import { CONTINUE_ATTRIBUTE, IN_ITEM_ATTRIBUTE, LIST_KEY_ATTRIBUTE, LOOSE_ATTRIBUTE, QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE } from './kit-block-attributes';
import type QuillType from 'quill';
import { isAccessibilityMutation } from './wysiwyg-a11y';
import { OPENS_ITEM_ATTRIBUTE, PREVIOUS_ITEM_ATTRIBUTE, itemLevel, opensItemMark, previousItemMark } from './wysiwyg-item-marks';

import { AFTER_QUOTE_ATTRIBUTE, QUOTE_GAP_ATTRIBUTE, leavesQuote, quoteGapDepth } from './wysiwyg-quote-gaps';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's scroll internals are untyped here. */

/**
 * An attribute kit writes on a WYSIWYG line for the stylesheet, from the line and the one before it.
 * Marks are drawing only: no Quill format (Enter would copy it to the new line), never in the
 * Delta, taken out of Quill's HTML (getHtml, getMarkdown, copy), and not read back by Quill.
 */
interface KitLineMark {
  /** The attribute's name. */
  readonly attribute: string;
  /** The characters of its values, as the body of a character class (to find it in Quill's HTML). */
  readonly valueChars: string;
  /** Its value for `line` after `before` (the line above it in the document, or null), or null for none. */
  valueOf(before: Element | null, line: Element): string | null;
}

const MARKS: readonly KitLineMark[] = [
  {
    attribute: QUOTE_GAP_ATTRIBUTE,
    valueChars: '1-9',
    valueOf(before, line) {
      const depth = quoteGapDepth(before, line);
      return depth ? String(depth) : null;
    },
  },
  { attribute: PREVIOUS_ITEM_ATTRIBUTE, valueChars: 'a-z0-9 -', valueOf: (_before, line) => previousItemMark(line) },
  { attribute: AFTER_QUOTE_ATTRIBUTE, valueChars: '1', valueOf: (before, line) => (leavesQuote(before, line) ? '1' : null) },
  { attribute: OPENS_ITEM_ATTRIBUTE, valueChars: '1', valueOf: opensItemMark },
];
const MARK_NAMES: ReadonlySet<string> = new Set(MARKS.map((mark) => mark.attribute));

/** The attributes of a line that a mark of it, or of the line after it, is made of. */
const READ_ATTRIBUTES = ['data-list', 'class', QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE, CONTINUE_ATTRIBUTE, IN_ITEM_ATTRIBUTE, LOOSE_ATTRIBUTE, LIST_KEY_ATTRIBUTE];

/** Quill's elements that hold lines rather than being one: lists, code blocks, tables. */
export function isContainer(element: Element): boolean {
  const name = element.nodeName;
  return name === 'OL' || name === 'UL' || name === 'TABLE' || name === 'TBODY' || name === 'TR' || element.classList.contains('ql-code-block-container');
}

/** The first (or last) line in `element`: itself, or the first (last) line of a container. */
export function edgeLine(element: Element | null, last: boolean): Element | null {
  while (element && isContainer(element)) element = last ? element.lastElementChild : element.firstElementChild;
  return element;
}

/** The line before (or after) `line` in the document: across the ends of lists, code blocks and tables. */
function neighbourLine(line: Element, root: Element, after: boolean): Element | null {
  for (let node: Element | null = line; node && node !== root; node = node.parentElement) {
    const sibling = after ? node.nextElementSibling : node.previousElementSibling;
    if (sibling) return edgeLine(sibling, !after);
  }
  return null;
}

/**
 * The line `node` is in or is, or null for a node outside Quill's lines (the root; what a raw HTML
 * block or any other embed holds counts as the embed's line).
 */
function lineOf(node: Node, root: Element): Element | null {
  let line: Element | null = null;
  // Climbing to the root, the last element that is no container (only containers are above it) is the line.
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at instanceof Element && !isContainer(at)) line = at;
  const parent = line?.parentElement;
  return line && parent && (parent === root || isContainer(parent)) ? line : null;
}

/** Sets the marks of `line`, writing only changed values (each write is a style change of the line). */
function markLine(line: Element, root: Element): void {
  const before = neighbourLine(line, root, false);
  for (const mark of MARKS) {
    const value = mark.valueOf(before, line);
    if (line.getAttribute(mark.attribute) === value) continue;
    if (value) line.setAttribute(mark.attribute, value);
    else line.removeAttribute(mark.attribute);
  }
}

/**
 * Keeps the line marks under Quill's `root` up to date from the DOM changes themselves: a line that
 * came in or changed is marked again, and so is the line after it, or after the place a line left.
 * Not from Quill's Deltas: among equal lines Quill may report an inserted line at another of them
 * than the one that went into the DOM (Enter at the top of a run of empty items), and a line Enter
 * splits off is a copy of the line's element, marks and all. `flush()` marks at once what changed
 * so far (after each Quill change, so the marks are right when the change's events run); anything
 * else is marked in the observer's own callback, before the next frame.
 */
class KitLineMarks {
  private readonly observer = new MutationObserver((records) => this.mark(records));

  constructor(private readonly root: Element) {
    this.observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: READ_ATTRIBUTES });
    this.markAll();
  }

  /** Marks the lines the DOM changes so far touched. */
  flush(): void {
    this.mark(this.observer.takeRecords());
  }

  /** Stops following the DOM (the editor is going). */
  stop(): void {
    this.observer.disconnect();
  }

  /**
   * Marks the lines from `first` to `last`, the lines on either side, and the items whose peer may
   * be one of them, dropping the DOM changes so far unread: for content Quill inserted in one go
   * between those lines (its changes stay there), after `flush()` before it. Reading the records
   * of a long insert costs more than marking its lines (50 KB of markdown pasted: ~50,000 records
   * for ~1,400 lines).
   */
  markRange(first: Element, last: Element): void {
    this.observer.takeRecords();
    const root = this.root;
    const lines = new Set<Element>();
    for (let line: Element | null = neighbourLine(first, root, false) ?? first; line; line = neighbourLine(line, root, true)) {
      lines.add(line);
      if (line !== last) continue;
      const after = neighbourLine(line, root, true);
      if (after) lines.add(after);
      break;
    }
    addPeerFollowers(new Set(lines), lines);
    for (const line of lines) markLine(line, root);
  }

  private markAll(): void {
    for (let line = edgeLine(this.root.firstElementChild, false); line; line = neighbourLine(line, this.root, true)) markLine(line, this.root);
  }

  private mark(records: MutationRecord[]): void {
    if (!records.length) return;
    const root = this.root;
    const lines = new Set<Element>();
    /** Lines that came, went or changed kind or level: the items after them may have another peer. */
    const peersFrom = new Set<Element>();
    /** `line` and the line after it (whose line before is `line`); `moved`: a whole line came, went or changed. */
    const touchLine = (line: Element | null, moved: boolean) => {
      if (!line) return;
      lines.add(line);
      if (moved) peersFrom.add(line);
      const next = neighbourLine(line, root, true);
      if (next) lines.add(next);
    };
    /**
     * Nodes already touched, and whether as moved. Touching reads the DOM as it is now, so once is
     * enough: a paste of 50 KB is ~50,000 records for ~9,000 nodes (Quill moves each node as it wraps
     * formats and merges lines).
     */
    const touched = new Map<Node, boolean>();
    /** What a node that came in, or changed, touches: its line, or a container's lines; and the line after. */
    const touch = (node: Node, moved: boolean) => {
      const before = touched.get(node);
      if (before === true || before === moved) return;
      touched.set(node, moved);
      if (!node.isConnected || !root.contains(node) || node === root) return;
      const line = lineOf(node, root);
      if (line || !(node instanceof Element)) return touchLine(line, moved && line === node);
      const last = edgeLine(node, true);
      for (let at = edgeLine(node, false); at && at !== last; at = neighbourLine(at, root, true)) lines.add(at);
      touchLine(last, moved);
    };
    const holding = new Map<Node, boolean>();
    /** Whether `node` is the root or a container (not in a line): its own changes are no line's. */
    const holdsLines = (node: Node) => {
      let holds = holding.get(node);
      if (holds === undefined) holding.set(node, (holds = node === root || (node instanceof Element && isContainer(node) && lineOf(node, root) === null)));
      return holds;
    };
    /** Where something went (the element after it; the parent it was last in), each looked at once. */
    const wentBefore = new Set<Node>();
    const wentFromEndOf = new Set<Node>();
    for (const record of records) {
      if (holdsLines(record.target)) {
        if (record.type === 'attributes') continue;
      } else {
        // An attribute of a line (its kind or level may have changed), or text typed into it (cheap: no walk).
        touch(record.target, record.type === 'attributes');
        if (record.type === 'attributes') continue;
      }
      for (const node of Array.from(record.addedNodes)) touch(node, true);
      if (record.removedNodes.length) {
        // Whatever went, the line after the place it left has another line before it.
        let next: Node | null = record.nextSibling;
        while (next && !(next instanceof Element)) next = next.nextSibling;
        const places = next ? wentBefore : wentFromEndOf;
        if (places.has(next ?? record.target)) continue;
        places.add(next ?? record.target);
        if (next) {
          if (next.isConnected && root.contains(next)) touchLine(lineOf(next, root) ?? edgeLine(next, false), true);
        } else if (record.target instanceof Element && record.target !== root && record.target.isConnected && root.contains(record.target)) {
          touchLine(neighbourLine(record.target, root, true), true);
        }
      }
    }
    addPeerFollowers(peersFrom, lines);
    for (const line of lines) if (line.isConnected && root.contains(line)) markLine(line, root);
  }
}

/**
 * Adds to `lines` the items whose peer (the item before them at their level) may be one of `changed`
 * or may have been. Only an item after a changed one whose search for its peer reaches back past
 * every item in between can be one: the first item at each level shallower than all before it,
 * up to the first at the top level (at most one per level). A walk stops at the next changed item,
 * whose own walk takes the items after it.
 */
function addPeerFollowers(changed: ReadonlySet<Element>, lines: Set<Element>): void {
  for (const line of changed) {
    if (line.nodeName !== 'LI') continue;
    let shallowest = Infinity;
    for (let next = line.nextElementSibling; next?.nodeName === 'LI' && !changed.has(next); next = next.nextElementSibling) {
      const level = itemLevel(next);
      if (level >= shallowest) continue; // its peer search stops at an item between: unaffected
      shallowest = level;
      lines.add(next);
      if (level === 0) break;
    }
  }
}

/** The line marks of each editor. */
const lineMarks = new WeakMap<QuillType, KitLineMarks>();

/**
 * Marks now what the DOM changes so far touched; for content that went in without Quill's events
 * (blocks of a long document added while it loads), so the marks are there for the next layout.
 */
export function flushLineMarks(quill: QuillType): void {
  lineMarks.get(quill)?.flush();
}

/**
 * Marks the lines of the `length` characters Quill inserted at `index` in one go (and their
 * neighbours) without reading the DOM changes the insert made; call `flushLineMarks` before the
 * insert, so that no earlier change goes unread.
 */
export function markInsertedLines(quill: QuillType, index: number, length: number): void {
  const marks = lineMarks.get(quill);
  if (!marks) return;
  const lineAt = (at: number) => (quill.getLine(Math.max(0, Math.min(at, quill.getLength() - 1)))[0] as { domNode?: Node } | null)?.domNode;
  const first = lineAt(index);
  const last = lineAt(index + length - 1);
  if (first instanceof Element && last instanceof Element && first.isConnected && last.isConnected) marks.markRange(first, last);
  else marks.flush();
}

/**
 * Each line's marks as they should be, from its neighbours (for specs: a line whose attributes
 * differ was not marked again after a change).
 */
export function expectedLineMarks(root: Element): { line: Element; attribute: string; value: string | null }[] {
  const expected: { line: Element; attribute: string; value: string | null }[] = [];
  for (let line = edgeLine(root.firstElementChild, false); line; line = neighbourLine(line, root, true)) {
    const before = neighbourLine(line, root, false);
    for (const mark of MARKS) expected.push({ line, attribute: mark.attribute, value: mark.valueOf(before, line) });
  }
  return expected;
}

/** The marks in a start tag of Quill's HTML (attribute values there have their quotes escaped). */
const MARK_IN_TAG = new RegExp(
  `(<[a-z][a-z0-9]*(?: [^\\s"'>/=]+(?:="[^"]*")?)*) (?:${MARKS.map((m) => `${m.attribute}="[${m.valueChars}]*"`).join('|')})`,
  'g',
);

/** `html` (Quill's semantic HTML) without line marks. */
function withoutLineMarks(html: string): string {
  if (!MARKS.some((mark) => html.includes(mark.attribute))) return html;
  let previous;
  do {
    previous = html;
    html = html.replace(MARK_IN_TAG, '$1');
  } while (html !== previous); // a tag may hold more than one mark
  return html;
}

/** Whether a DOM mutation is only a line mark being written. */
function isMarkMutation(mutation: MutationRecord): boolean {
  return (mutation.type === 'attributes' && mutation.attributeName !== null && MARK_NAMES.has(mutation.attributeName)) || isAccessibilityMutation(mutation);
}

/**
 * Keeps Quill from reading a line mark's write as a change. Quill answers every DOM mutation it
 * observes by building the whole document's Delta again and comparing it with the last one (50-100
 * ms at 100 KB), and a list item's mark changes with its neighbours: on Enter in a list, and on each
 * step of a long document loading. Parchment reads its observer's records in two places, the
 * observer's callback (through `scroll.update`) and `takeRecords` (in `update` and `optimize`);
 * both leave the marks' records out. A mark is no format, so nothing of Quill's reads it.
 */
function ignoreMarkMutations(quill: QuillType): void {
  const scroll = quill.scroll as any;
  const observer = scroll.observer as MutationObserver;
  const takeRecords = observer.takeRecords.bind(observer);
  observer.takeRecords = () => takeRecords().filter((mutation) => !isMarkMutation(mutation));
  const update = scroll.update.bind(scroll) as (mutations?: unknown, context?: unknown) => void;
  scroll.update = (mutations?: unknown, context?: unknown) => {
    if (!Array.isArray(mutations)) return update(mutations, context);
    const content = mutations.filter((mutation: MutationRecord) => !isMarkMutation(mutation));
    if (content.length || !mutations.length) update(content, context);
  };
}

/**
 * Keeps the line marks of `quill`'s lines up to date, out of Quill's sight, and out of its semantic
 * HTML, which is what kit reads the content from and what Quill puts on the clipboard.
 */
export function addKitLineMarks(quill: QuillType): void {
  ignoreMarkMutations(quill);
  const marks = new KitLineMarks(quill.root);
  lineMarks.set(quill, marks);
  quill.on('editor-change', (name: string) => {
    if (name === 'text-change') marks.flush();
  });
  const semanticHtml = quill.getSemanticHTML.bind(quill) as (...args: unknown[]) => string;
  quill.getSemanticHTML = ((...args: unknown[]) => withoutLineMarks(semanticHtml(...args))) as typeof quill.getSemanticHTML;
}

/** Stops keeping `quill`'s marks (its editor is going). */
export function stopKitLineMarks(quill: QuillType): void {
  lineMarks.get(quill)?.stop();
  lineMarks.delete(quill);
}
