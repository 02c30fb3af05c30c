import type { QuillClass } from './quill-loader';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's blot classes and clipboard are untyped imports. */

/**
 * Loose lists (items separated by blank lines in markdown, `<li><p>` in marked's HTML) in WYSIWYG.
 * A Quill list item is one line with no notion of paragraphs, so without this an edited loose
 * list came back tight. The item's line keeps `data-kit-loose="true"` (a block attribute, so Enter
 * at the end of a loose item makes another loose item), and the HTML read from Quill carries it to
 * the convertor, which separates such items with a blank line.
 */
export const LOOSE_ATTRIBUTE = 'data-kit-loose';

/**
 * A further paragraph of the list item before it (`- a\n\n  more of a`): Quill makes each paragraph
 * a list line of its own; this one is drawn without a marker and written back into the item.
 */
export const CONTINUE_ATTRIBUTE = 'data-kit-continue';

let registered = false;

/** Registers the `kit-loose` block attribute (once per page: Quill's registry is global). */
export function registerKitLooseLists(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  const Parchment = Quill.import('parchment') as unknown as { Attributor: new (...args: any[]) => any; Scope: Record<string, number> };
  const block = { scope: Parchment.Scope['BLOCK'], whitelist: ['true'] };
  const loose = new Parchment.Attributor('kit-loose', LOOSE_ATTRIBUTE, block);
  const continues = new Parchment.Attributor('kit-continue', CONTINUE_ATTRIBUTE, block);
  Quill.register({ 'formats/kit-loose': loose, 'formats/kit-continue': continues }, true);
}

/**
 * Clipboard matcher: an `<li>` holding a paragraph is an item of a loose list; its line is the first
 * line break of its delta (nested items come after it, with their own looseness). When the item's
 * first children are several paragraphs, their lines are the next ones: they continue the item.
 */
export function addKitLooseListMatcher(quill: any, Quill: QuillClass): void {
  const Delta = Quill.import('delta') as any;
  quill.clipboard.addMatcher('li', (node: HTMLElement, delta: any) => {
    const children = Array.from(node.children);
    const leading = children.findIndex((child) => child.nodeName !== 'P');
    const paragraphs = leading === -1 ? children.length : leading;
    if (!node.querySelector(':scope > p')) return delta;
    let line = 0;
    const out = new Delta();
    for (const op of delta.ops) {
      if (typeof op.insert !== 'string' || !op.insert.includes('\n')) {
        out.push(op);
        continue;
      }
      // One op may hold several lines; each line break carries its own line's formats.
      op.insert.split(/(\n)/).forEach((part: string) => {
        if (part !== '\n') {
          if (part) out.insert(part, op.attributes);
          return;
        }
        line++;
        const extra = line === 1 ? { 'kit-loose': 'true' } : line <= paragraphs ? { 'kit-loose': 'true', 'kit-continue': 'true' } : {};
        out.insert('\n', { ...op.attributes, ...extra });
      });
    }
    return out;
  });
}

/**
 * Quill's semantic HTML writes list items without their attributes; this puts kit's flags back.
 * `items` are the Quill list-item elements the HTML was made from, in order. Quill adds an item of
 * its own (with a nested list first, no `<br>`) where the indent jumps by more than one level: those
 * are skipped. Unchanged when the two do not line up.
 */
export function looseItemsFromQuill(html: string, items: readonly Element[]): string {
  if (!items.some((item) => item.hasAttribute(LOOSE_ATTRIBUTE) || item.hasAttribute(CONTINUE_ATTRIBUTE))) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html'); // inert: nothing loads or runs
  const written = Array.from(doc.body.querySelectorAll('li')).filter((li) => !/^(UL|OL)$/.test(li.firstElementChild?.nodeName ?? '') || li.firstChild !== li.firstElementChild);
  if (written.length !== items.length) return html;
  written.forEach((li, i) => {
    for (const name of [LOOSE_ATTRIBUTE, CONTINUE_ATTRIBUTE]) if (items[i].hasAttribute(name)) li.setAttribute(name, 'true');
  });
  return doc.body.innerHTML;
}
