/*
 * Microsoft Word puts lists on the clipboard as paragraphs: each item a `<p>` whose style names its
 * list and level (`mso-list:l0 level2 lfo1`), its bullet or number drawn as text in a span styled
 * `mso-list:Ignore` (inside `<![if !supportLists]>`). The sanitizer keeps the text and drops the
 * rest, so items came in as paragraphs starting with "·". This turns such runs of paragraphs into
 * real (nested) lists first.
 */

/** The list and level of a Word list paragraph's style. */
const MSO_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
/** A Word number marker (`1.`, `a)`, `iv.`); anything else is a bullet (`·`, `o`, `§`). */
const NUMBERED = /^[0-9a-z]{1,5}[.)]$/i;

/** `html` (a Word clipboard, parsed inert) with its list paragraphs as lists; other HTML as it is. */
export function wordListsOf(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const isItem = (node: Element | null): node is HTMLElement => node?.tagName === 'P' && MSO_LIST.test(node.getAttribute('style') ?? '');
  for (const first of Array.from(doc.body.querySelectorAll('p'))) {
    if (!isItem(first) || !first.isConnected || isItem(first.previousElementSibling)) continue;
    const run: HTMLElement[] = [];
    for (let item: Element | null = first; isItem(item); item = item.nextElementSibling) run.push(item);
    first.before(listOf(doc, run));
    for (const item of run) item.remove();
  }
  return doc.body.innerHTML;
}

/** The (nested) lists that a run of Word list paragraphs stands for. */
function listOf(doc: Document, run: readonly HTMLElement[]): DocumentFragment {
  const lists = doc.createDocumentFragment();
  const open: { level: number; list: HTMLElement; item: HTMLElement | null }[] = [];
  for (const paragraph of run) {
    const level = Number(MSO_LIST.exec(paragraph.getAttribute('style')!)![2]);
    const marker = paragraph.querySelector('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
    const ordered = NUMBERED.test((marker?.textContent ?? '').replace(/[\s\u00a0]+/g, ''));
    marker?.remove();
    while (open.length && open.at(-1)!.level > level) open.pop();
    const place = open.at(-1);
    let list = place?.level === level && (place.list.tagName === 'OL') === ordered ? place.list : null;
    if (!list) {
      list = doc.createElement(ordered ? 'ol' : 'ul');
      const parent = place && place.level < level ? place.item : null;
      if (parent) parent.append(list); // nested in the item above
      else if (place) place.list.after(list); // same level, another kind: a list of its own after it
      else lists.append(list);
      if (place?.level === level) open.pop();
      open.push({ level, list, item: null });
    }
    const item = doc.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    list.append(item);
    open.at(-1)!.item = item;
  }
  return lists;
}
