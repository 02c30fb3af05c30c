import { CONTINUE_ATTRIBUTE, EMPTY_ITEM_ATTRIBUTE, IN_ITEM_ATTRIBUTE, isBlockChild, isListKey, LIST_KEY_ATTRIBUTE, LOOSE_ATTRIBUTE, nextListKey, ORDERED_TASK_ATTRIBUTE, QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE, START_ATTRIBUTE } from './kit-block-attributes';
import { mapLineFormats } from './delta-lines';
import type { QuillClass } from './quill-loader';
import { isBlockEmbed } from './wysiwyg-quote-blocks';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's blot classes and clipboard are untyped imports. */

/** Elements that are lists. */
const LIST = /^(UL|OL)$/;

/** The CSS custom property that carries the start number to the list counter (see wysiwyg-contents.css). */
const START_PROPERTY = '--kit-start';

let registered = false;

/** Registers the `kit-loose`, `kit-continue`, `kit-ordered`, `kit-in-item`, `kit-start` and `kit-list` block attributes (once per page: Quill's registry is global). */
export function registerKitLooseLists(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  const Parchment = Quill.import('parchment') as unknown as { Attributor: AttributorClass; Scope: Record<string, number> };
  const block = { scope: Parchment.Scope['BLOCK'], whitelist: ['true'] };
  const loose = new Parchment.Attributor('kit-loose', LOOSE_ATTRIBUTE, block);
  const continues = new Parchment.Attributor('kit-continue', CONTINUE_ATTRIBUTE, block);
  const inItem = new Parchment.Attributor('kit-in-item', IN_ITEM_ATTRIBUTE, { scope: Parchment.Scope['BLOCK'], whitelist: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] });
  const start = new (startAttributor(Parchment.Attributor))('kit-start', START_ATTRIBUTE, { scope: Parchment.Scope['BLOCK'] });
  const ordered = new Parchment.Attributor('kit-ordered', ORDERED_TASK_ATTRIBUTE, block);
  const listKey = new (listKeyAttributor(Parchment.Attributor))('kit-list', LIST_KEY_ATTRIBUTE, { scope: Parchment.Scope['BLOCK'] });
  const formats: Record<string, any> = {
    'formats/kit-list': listKey,
    'formats/kit-loose': loose,
    'formats/kit-continue': continues,
    'formats/kit-ordered': ordered,
    'formats/kit-in-item': inItem,
    'formats/kit-start': start,
  };
  Quill.register(formats, true);
}

/** What kit uses of Parchment's `Attributor` (Quill's blot attributes). */
interface KitAttributor {
  canAdd(node: HTMLElement, value: unknown): boolean;
  add(node: HTMLElement, value: unknown): boolean;
  remove(node: HTMLElement): void;
}
type AttributorClass = new (attrName: string, keyName: string, options: { scope: number; whitelist?: string[] }) => KitAttributor;

/**
 * The `kit-start` attributor: besides the attribute, it puts the number in `--kit-start` on the
 * item, which the editor's CSS gives to Quill's list counter (CSS cannot read a number from an
 * attribute in every browser yet). Only a plain number is accepted, also from pasted HTML.
 */
function startAttributor(Attributor: AttributorClass): AttributorClass {
  return class StartAttributor extends Attributor {
    override canAdd(node: HTMLElement, value: unknown): boolean {
      return /^\d{1,9}$/.test(String(value)) && super.canAdd(node, value);
    }

    override add(node: HTMLElement, value: unknown): boolean {
      if (!super.add(node, value)) return false;
      node.style.setProperty(START_PROPERTY, String(Number(value)));
      return true;
    }

    override remove(node: HTMLElement): void {
      super.remove(node);
      node.style.removeProperty(START_PROPERTY);
      if (!node.getAttribute('style')) node.removeAttribute('style');
    }
  };
}

/** The `kit-list` attributor: only a list key kit makes (`kl3`), also from pasted HTML. */
function listKeyAttributor(Attributor: AttributorClass): AttributorClass {
  return class ListKeyAttributor extends Attributor {
    override canAdd(node: HTMLElement, value: unknown): boolean {
      return isListKey(value) && super.canAdd(node, value);
    }
  };
}

/** Line formats of an item's lines that are not its own paragraphs. */
const NOT_PARAGRAPH = ['list', 'code-block', 'blockquote', 'header', 'kit-quote', 'table'];

/**
 * Clipboard matchers for list items. An `<li>` holding a paragraph is an item of a loose list: its
 * line is its first paragraph's; its further paragraphs (also after a nested list or a code block)
 * continue the item. A code block, quote, table, heading, rule or raw HTML block inside an item (which Quill
 * puts after the list: a Quill list item is one line) keeps how deep it was (`data-kit-in-item`),
 * so the convertor puts it back into the item.
 */
export function addKitListMatchers(quill: any, Quill: QuillClass): void {
  const Delta = Quill.import('delta') as any;
  /** `delta` with `extra()` added to the formats of each line break (undefined: none). */
  const tagLines = (delta: any, extra: () => Record<string, string> | undefined) => mapLineFormats(Delta, delta, (attributes) => ({ ...attributes, ...extra() }));
  quill.clipboard.addMatcher('ol', (node: HTMLElement, delta: any) => {
    const start = node.getAttribute('start');
    if (!start || !/^\d{1,9}$/.test(start) || Number(start) === 1) return delta;
    let first = true; // the first line break ends the first item
    return tagLines(delta, () => {
      if (!first) return undefined;
      first = false;
      return { 'kit-start': String(Number(start)) };
    });
  });
  // A list right after another one (`* a` then `+ b`: two lists to markdown): its own items (not
  // those of lists nested in them, nor an item's code or heading lines) get a key of their own.
  quill.clipboard.addMatcher('ul, ol', (node: HTMLElement, delta: any) => {
    if (!followsList(node)) return delta;
    let level = 0;
    for (let at = node.parentElement; at; at = at.parentElement) if (LIST.test(at.nodeName)) level++;
    return withNewListKey(Delta, delta, level);
  });
  // A code block, table or heading of an item: each of its lines (a table's cells) says how many items deep.
  quill.clipboard.addMatcher('pre, table, h1, h2, h3, h4, h5, h6', (node: HTMLElement, delta: any) => {
    let depth = 0;
    for (let at = node.parentElement?.closest('li'); at && depth < 9; at = at.parentElement?.closest('li')) depth++;
    return depth ? tagLines(delta, () => ({ 'kit-in-item': String(depth) })) : delta;
  });
  // So does a quote right inside an item (not one in a quote there): the items between it and the
  // quote it is in, if any, are how deep.
  quill.clipboard.addMatcher('blockquote', (node: HTMLElement, delta: any) => {
    if (node.parentElement?.closest('li, blockquote')?.nodeName !== 'LI') return delta;
    let depth = 0;
    for (let at = node.parentElement?.closest('li, blockquote'); at?.nodeName === 'LI' && depth < 9; at = at.parentElement?.closest('li, blockquote') ?? null) depth++;
    // A line that says already is in a code block or quote inside this quote: it says how deep it is in there.
    return mapLineFormats(Delta, delta, (attributes) => (attributes?.['kit-in-item'] ? attributes : { ...attributes, 'kit-in-item': String(depth) }));
  });
  // An item that starts with a quote, code block, table, heading, rule or raw HTML block has no line
  // of its own in Quill (the block's lines are the block's): it gets an empty one, or the block would be
  // written before the list (and a list in a quote into the item before).
  quill.clipboard.addMatcher('li', (node: HTMLElement, delta: any) => {
    if (!startsWithBlock(node)) return delta;
    let indent = -1;
    for (let at: Element | null = node.parentElement; at; at = at.parentElement) if (LIST.test(at.nodeName)) indent++;
    return new Delta().insert('\n', indent > 0 ? { indent } : undefined).concat(delta);
  });
  // A rule or raw HTML block of an item (a block embed, no line) says how deep it is too. When it
  // ends the item, Quill ends the item with a line break after it: an empty item line of its own,
  // which would be written as an empty item. The item's own line is before it, so that break goes.
  quill.clipboard.addMatcher('li', (node: HTMLElement, delta: any) => {
    if (!delta.ops.some(isBlockEmbed)) return delta;
    let depth = 0;
    for (let at: Element | null = node; at && depth < 9; at = at.parentElement?.closest('li') ?? null) depth++;
    const ops = delta.ops.map((op: any) => (isBlockEmbed(op) && !op.attributes?.['kit-in-item'] ? { ...op, attributes: { ...op.attributes, 'kit-in-item': String(depth) } } : op));
    const last = ops.length - 1;
    const ownLine = ops.slice(0, last - 1).some((op: any) => typeof op.insert === 'string' && op.insert.includes('\n'));
    if (last > 0 && ownLine && ops[last].insert === '\n' && isBlockEmbed(ops[last - 1])) ops.pop();
    return new Delta(ops);
  });
  quill.clipboard.addMatcher('li', (node: HTMLElement, delta: any) => {
    const own = paragraphsOf(node);
    if (!own) return delta;
    // An item that starts with a block got an empty line of its own (above): its paragraphs all come after.
    const paragraphs = own + (startsWithBlock(node) ? 1 : 0);
    let seen = 0;
    // The item's own paragraphs are its lines without a block format yet: a nested list's lines
    // already have their list format (the list around this item sets it later), code lines theirs,
    // a quote's or heading's theirs. So a paragraph after a nested list or a code block is found too.
    return mapLineFormats(Delta, delta, (attributes) => {
      if (seen >= paragraphs || NOT_PARAGRAPH.some((name) => attributes?.[name])) return attributes;
      const formats: Record<string, string> = { 'kit-loose': 'true' };
      if (seen++ > 0) formats['kit-continue'] = 'true';
      return { ...attributes, ...formats };
    });
  });
}

/**
 * `delta` (Quill content) with a new list key (`kit-list`) on its list items at `level` (0: the top),
 * not on those of lists nested in them nor on an item's code or heading lines: the list they are
 * in starts after another one (`* a` then `+ b`). Also for a list block loaded right after a list block.
 */
export function withNewListKey(Delta: any, delta: any, level: number): any {
  const key = nextListKey();
  return mapLineFormats(Delta, delta, (attributes) => {
    const own = typeof attributes?.['list'] === 'string' && (Number(attributes['indent']) || 0) === level && !OWN_LINES_NOT_ITEMS.some((name) => attributes[name]);
    return own ? { ...attributes, 'kit-list': key } : attributes;
  });
}

/** Line formats that make a line of a list's HTML something other than an item of it (Quill's `list` is on them too). */
const OWN_LINES_NOT_ITEMS = ['code-block', 'header', 'table', 'blockquote'];

/** Whether `list` comes right after another list (only white space between): two lists to markdown. */
function followsList(list: Element): boolean {
  for (let at = list.previousSibling; at; at = at.previousSibling) {
    if (at.nodeType === 3 && !at.textContent!.trim()) continue;
    return at.nodeType === 1 && LIST.test(at.nodeName);
  }
  return false;
}

/**
 * How many paragraphs a list item holds: its `<p>`s, and the text that follows one of its blocks
 * bare (marked draws `1. ## H` / blank / `text` as a tight item: `<h2>H</h2>text`, no `<p>`).
 */
function paragraphsOf(item: Element): number {
  let count = 0;
  let afterBlock = false;
  for (const child of Array.from(item.childNodes)) {
    if (child.nodeType === 3 && !child.textContent?.trim()) continue;
    if (child.nodeName === 'P') count++;
    else if (child.nodeType === 1 && isBlockChild(child as Element)) afterBlock = true;
    else if (afterBlock) {
      count++;
      afterBlock = false;
    }
  }
  return count;
}

/**
 * Whether a list item's content starts with a block (`-\n  > - b`, `- ***`, `- # H`): it has no text
 * of its own for a line. (One that starts with a list is Quill's own case: a deeper item.)
 */
function startsWithBlock(item: Element): boolean {
  for (const child of Array.from(item.childNodes)) {
    if (child.nodeType === 3 && !child.textContent?.trim()) continue;
    return child.nodeType === 1 && isBlockChild(child as Element) && !LIST.test(child.nodeName);
  }
  return false;
}

/** A Quill list line's indent (Quill's `ql-indent-N` class). */
function indentOf(line: Element): number {
  return Number(/(?:^|\s)ql-indent-(\d+)(?:\s|$)/.exec(line.className)?.[1] ?? 0);
}

/** How many lists `item` is nested in, less one (its indent in Quill). */
function depthOf(item: Element): number {
  let depth = -1;
  for (let at = item.parentElement; at; at = at.parentElement) if (LIST.test(at.nodeName)) depth++;
  return depth;
}

/**
 * Quill's semantic HTML writes list items without their attributes; this puts kit's flags and quote
 * depth back (and an ordered list's start number on the list).
 * `items` are the Quill list-item elements the HTML was made from, in order. Quill adds an item of
 * its own (with a nested list first) where the indent jumps by more than one level: an item of the
 * HTML at a shallower depth than the next Quill item is one of those, and is skipped. Unchanged when
 * the two do not line up.
 */
export function looseItemsFromQuill(html: string, items: readonly Element[]): string {
  const flags = [LOOSE_ATTRIBUTE, CONTINUE_ATTRIBUTE, ORDERED_TASK_ATTRIBUTE, START_ATTRIBUTE, QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE, LIST_KEY_ATTRIBUTE];
  if (!items.some((item) => flags.some((name) => item.hasAttribute(name)))) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html'); // inert: nothing loads or runs
  const written: Element[] = [];
  for (const li of Array.from(doc.body.querySelectorAll('li'))) {
    const line = items[written.length];
    if (!line) return html;
    if (depthOf(li) === indentOf(line)) written.push(li);
    else if (depthOf(li) > indentOf(line)) return html;
  }
  if (written.length !== items.length) return html;
  written.forEach((li, i) => {
    for (const name of [LOOSE_ATTRIBUTE, CONTINUE_ATTRIBUTE]) if (items[i].hasAttribute(name)) li.setAttribute(name, 'true');
    if (items[i].hasAttribute(ORDERED_TASK_ATTRIBUTE) && /^(un)?checked$/.test(items[i].getAttribute('data-list') ?? '')) li.setAttribute(ORDERED_TASK_ATTRIBUTE, 'true');
    // The depth and quotes of a list inside a quote (wysiwyg-quote-blocks.ts), and which list it is.
    for (const name of [QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE, LIST_KEY_ATTRIBUTE]) {
      const value = items[i].getAttribute(name);
      if (value) li.setAttribute(name, value);
    }
    if (!li.firstChild || LIST.test(li.firstChild.nodeName)) li.setAttribute(EMPTY_ITEM_ATTRIBUTE, 'true');
    // The start number belongs to the list, and only its first item says it (Enter copies it to the next).
    // The item keeps it too, for a list that splitting at a quote makes start there (wysiwyg-quote-blocks.ts).
    const start = items[i].getAttribute(START_ATTRIBUTE);
    if (start && /^\d{1,9}$/.test(start)) li.setAttribute(START_ATTRIBUTE, start);
  });
  orderTaskItems(doc.body);
  for (const li of written) {
    const start = li.getAttribute(START_ATTRIBUTE);
    if (start && li.parentElement?.nodeName === 'OL' && li.parentElement.firstElementChild === li) li.parentElement.setAttribute('start', start);
  }
  return doc.body.innerHTML;
}

/**
 * Puts the task items of ordered lists (`data-kit-ordered`), which Quill writes in a `<ul>`, into
 * an `<ol>`, joined with the ordered items next to them (Quill writes `1. [ ] a` / `2. b` as two lists).
 */
function orderTaskItems(root: Element): void {
  const ordered = (li: Element) => li.hasAttribute(ORDERED_TASK_ATTRIBUTE);
  for (const list of Array.from(root.querySelectorAll('ul'))) {
    const items = Array.from(list.children);
    if (!items.some(ordered)) continue;
    // Runs of ordered and other items, each a list of its own.
    const lists: Element[] = [];
    for (const li of items) {
      const name = ordered(li) ? 'OL' : 'UL';
      if (lists.at(-1)?.nodeName !== name) lists.push(root.ownerDocument.createElement(name));
      lists.at(-1)!.append(li);
    }
    list.replaceWith(...lists);
  }
  for (const list of Array.from(root.querySelectorAll('ol'))) {
    const next = list.nextElementSibling;
    const fromTasks = (ol: Element) => Array.from(ol.children).some(ordered);
    if (next?.nodeName !== 'OL' || !(fromTasks(list) || fromTasks(next))) continue;
    next.prepend(...Array.from(list.childNodes)); // into the next, so that a run of several joins up
    list.remove();
  }
}
