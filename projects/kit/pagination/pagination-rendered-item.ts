import type { TemplateRef } from '@angular/core';
import type { KitPaginationTexts } from './pagination-texts';
import { PaginationItem } from './pagination-layout';
import { KIT_PAGINATION_DEFAULT_TEMPLATES, KIT_PAGINATION_SLOTS, KitPaginationSlot, KitPaginationTemplates, KitTemplate } from './pagination-options';
import type { KitPaginationTemplateContext } from './pagination-template.directive';

/** Everything needed to draw one item: what to clone or stamp, and what kit adds to it. */
export interface RenderedPaginationItem {
  readonly item: PaginationItem;
  readonly slot: KitPaginationSlot;
  /** Parsed, sanitized markup to clone (string and function templates). */
  readonly prototype: Element | null;
  /** The values a string template's prototype gets when it is cloned (`PaginationPrototypes.create`). */
  readonly values: object | null;
  /** An Angular template to stamp instead. */
  readonly template: TemplateRef<KitPaginationTemplateContext> | null;
  readonly context: KitPaginationTemplateContext;
  /** Whether activating it moves (enabled, not the current page, not disabled by a form). */
  readonly interactive: boolean;
  /** Accessible name. */
  readonly label: string;
  /** Real link target (`hrefTemplate`), or null. */
  readonly href: string | null;
  /** End classes (`firstItemClassName`/`lastItemClassName`). */
  readonly classes: readonly string[];
}

/** The template slot that draws `item`. */
export function slotOf(item: PaginationItem): KitPaginationSlot {
  switch (item.kind) {
    case 'page':
      return item.current ? 'currentPage' : 'page';
    case 'more':
      return 'moreButton';
    case 'move':
      return item.enabled ? 'moveButton' : 'disabledMoveButton';
  }
}

/** The accessible name kit gives `item` (before the visible text is merged in, see `decorateItem`). */
export function labelOf(item: PaginationItem, intl: KitPaginationTexts): string {
  if (item.kind === 'page') return intl.pageLabel(item.page);
  if (item.kind === 'more') return intl.moreLabel(item.type, item.page);
  switch (item.type) {
    case 'first':
      return intl.firstPageLabel;
    case 'prev':
      return intl.previousPageLabel;
    case 'next':
      return intl.nextPageLabel;
    case 'last':
      return intl.lastPageLabel;
  }
}

/** Splits a class option (`firstItemClassName`...) into class names. */
export function classNames(value: string): string[] {
  return value ? value.split(/\s+/).filter(Boolean) : [];
}

/** What `renderItems` needs besides the items; everything is read once per render. */
export interface RenderSettings {
  readonly intl: KitPaginationTexts;
  /** The user's templates; missing (or null) slots use the defaults. */
  readonly templates: KitPaginationTemplates;
  /** Angular templates by slot (the component's `ng-template`s); they win over `templates`. */
  readonly custom?: ReadonlyMap<KitPaginationSlot, TemplateRef<KitPaginationTemplateContext>>;
  /** The sanitized link target of a page, or null without `hrefTemplate`. */
  readonly hrefOf: ((page: number) => string) | null;
  readonly disabled: boolean;
  readonly firstClasses: readonly string[];
  readonly lastClasses: readonly string[];
  /** The sanitized, cached prototype for a template and its data (`PaginationPrototypes.of`). */
  readonly prototypeOf: (slot: KitPaginationSlot, template: KitTemplate<object>, data: object) => Element;
}

/**
 * Parses each string template once with sample values, so one that yields no element throws when
 * it is given, not when its item is first drawn (a `moveButton` only once a page has a next page:
 * `setTotalItems` threw long after the bar was made). Cached: drawing parses nothing again.
 */
export function checkStringTemplates(templates: KitPaginationTemplates, prototypeOf: RenderSettings['prototypeOf']): void {
  for (const slot of KIT_PAGINATION_SLOTS) {
    const template = templates[slot];
    if (typeof template !== 'string') continue;
    prototypeOf(slot, template, slot === 'page' || slot === 'currentPage' ? { page: 1 } : { type: slot === 'moreButton' ? 'next' : 'first' });
  }
}

/**
 * Everything needed to draw each item; shared by the component and the plain-page class so both
 * draw the same markup. Throws when a template throws or yields no element.
 */
export function renderItems(items: readonly PaginationItem[], settings: RenderSettings): RenderedPaginationItem[] {
  const { templates, custom, hrefOf, disabled, firstClasses, lastClasses, intl } = settings;
  return items.map((item) => {
    const slot = slotOf(item);
    const type = item.kind === 'page' ? null : item.type;
    const context = { $implicit: type ?? item.page, page: item.page, type };
    const template = custom?.get(slot) ?? null;
    let prototype: Element | null = null;
    let values: object | null = null;
    if (!template) {
      const data = item.kind === 'page' ? { page: item.page } : { type: item.type };
      const source = (templates[slot] ?? KIT_PAGINATION_DEFAULT_TEMPLATES[slot]) as KitTemplate<object>;
      prototype = settings.prototypeOf(slot, source, data);
      if (typeof source === 'string') values = data;
    }
    const interactive =
      !disabled && !(item.kind === 'page' && item.current) && !(item.kind === 'move' && !item.enabled);
    let classes: readonly string[] = NO_CLASSES;
    if (item.edge.isFirst && firstClasses.length) classes = firstClasses;
    if (item.edge.isLast && lastClasses.length) classes = classes.length ? [...classes, ...lastClasses] : lastClasses;
    return {
      item,
      slot,
      prototype,
      values,
      template,
      context,
      interactive,
      label: labelOf(item, intl),
      href: hrefOf === null ? null : hrefOf(item.page),
      classes,
    };
  });
}

const NO_CLASSES: readonly string[] = [];

/** True when two renderings would produce the same element, so the DOM can be left alone. */
export function sameRendering(a: RenderedPaginationItem | undefined, b: RenderedPaginationItem): boolean {
  return (
    !!a &&
    a.prototype === b.prototype &&
    a.template === b.template &&
    a.context.type === b.context.type &&
    // A move or more button's markup does not show its target page (its name and href do, and
    // are compared below); page items and Angular templates may show it.
    (a.context.page === b.context.page || (a.template === null && a.item.kind !== 'page')) &&
    a.interactive === b.interactive &&
    a.label === b.label &&
    a.href === b.href &&
    a.item.kind === b.item.kind &&
    (a.item.kind !== 'page' || b.item.kind !== 'page' || a.item.current === b.item.current) &&
    sameClasses(a.classes, b.classes)
  );
}

/**
 * Whether the element that draws `previous` can draw `next` by getting new values (page number,
 * name, link) in place: same prototype and the same decoration (slot, type, state, classes).
 * Then `PaginationPrototypes.fill` and `decorateItem` update it, with no new element.
 */
export function updatableInPlace(previous: RenderedPaginationItem | undefined, next: RenderedPaginationItem): boolean {
  return (
    !!previous &&
    previous.prototype !== null &&
    previous.prototype === next.prototype &&
    previous.values !== null &&
    next.values !== null &&
    previous.slot === next.slot &&
    previous.item.kind === next.item.kind &&
    previous.context.type === next.context.type &&
    previous.interactive === next.interactive &&
    (previous.href === null) === (next.href === null) &&
    sameClasses(previous.classes, next.classes)
  );
}

function sameClasses(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((name, i) => name === b[i]));
}

/**
 * The words of a text as axe-core's `label-content-name-mismatch` compares them (WCAG 2.5.3):
 * lower case, parentheticals dropped, anything but letters and digits a separator.
 */
function wordsOf(text: string): string[] {
  // A number is one word however it is grouped: kit's names format page numbers ("Page 1,231"),
  // templates show them bare ("1231"), and a reader says both alike.
  let rest = text.toLowerCase().replace(DIGIT_GROUPS, '$1');
  if (ASCII_WORDS.test(rest)) return rest.split(ASCII_SEPARATORS).filter(Boolean); // the common case, fast
  if (!ASCII.test(rest)) rest = rest.normalize('NFKD');
  if (rest.includes('(')) {
    let previous: string;
    do {
      previous = rest;
      rest = rest.replace(/\([^()]*\)/g, '');
    } while (rest !== previous);
  }
  return rest.split(NON_WORD).filter(Boolean);
}

const ASCII = /^[\x00-\x7f]*$/;
/**
 * A group separator between digits (`,` `.` `'` `’`, a space, a no-break or narrow no-break space),
 * before groups of three or, as Indian numbering groups them (`1,23,456`), two.
 */
const DIGIT_GROUPS = /(\d)[,.'\u2019 \u00a0\u202f](?=\d{2,3}(?!\d))/g;
/** ASCII without parentheses: words are runs of letters and digits. */
const ASCII_WORDS = /^[\x00-\x27\x2a-\x7f]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Whether the words of `visible` appear, in order and together, among the words of `name`. */
export function nameContainsText(name: string, visible: string): boolean {
  if (endsWithWords(name, visible)) return true;
  const needle = wordsOf(visible);
  if (!needle.length) return true;
  const haystack = wordsOf(name);
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => word === haystack[i + j])) return true;
  }
  return false;
}

const LETTER = /\p{L}/u;
const DIGITS = /^\d+$/;

/**
 * A shortcut of `nameContainsText` for the usual case (it runs for every item drawn, on each move):
 * a label whose last word, after a word, is the visible text, or the visible page number with
 * Intl's grouping ("Page 51,234" showing "51234"). Where it answers true, so do the word rules;
 * otherwise they decide. Not with parentheses, whose text does not count.
 */
function endsWithWords(name: string, visible: string): boolean {
  const space = name.lastIndexOf(' ');
  if (space < 1 || !LETTER.test(name[space - 1]) || name.includes('(')) return false;
  const last = name.slice(space + 1);
  return last === visible || (DIGITS.test(visible) && last.replace(DIGIT_GROUPS, '$1') === visible);
}

/** Icon elements (`kit-ico-*`): their text is for screen readers, the eye sees a CSS glyph. */
const ICON = /(?:^|\s)kit-ico-/;

/** The text a sighted user reads on an item: its text without the text of icon elements. */
export function visibleTextOf(element: Element): string {
  const only = element.firstChild;
  if (only && !only.nextSibling && only.nodeType === 3) return only.nodeValue!.replace(/\s+/g, ' ').trim(); // a page number
  let text = '';
  const walk = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) text += child.nodeValue;
      else if (child.nodeType === 1 && !ICON.test((child as Element).getAttribute('class') ?? '')) walk(child);
    }
  };
  walk(element);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The accessible name of an item: kit's label when it already contains the visible text (the
 * default markup: "3" in "Page 3", icons only on move buttons), otherwise the visible text first,
 * then kit's label ("6p, Page 6", "‹ Prev, Previous page"). Voice-control users say what they
 * see (WCAG 2.5.3, label in name) and screen-reader users still hear where the item goes.
 */
export function accessibleNameOf(element: Element, label: string): string {
  const visible = visibleTextOf(element);
  if (!visible || visible === label || nameContainsText(label, visible)) return label;
  return label ? `${visible}, ${label}` : visible;
}

const NATIVE_CONTROLS = new Set(['A', 'BUTTON']);

/**
 * The element of an item that is its control: the item element itself, or the one link or button
 * inside it when the markup wraps one (`<li class="page-item"><a class="page-link">`, Bootstrap's
 * markup). That one gets the name, state, link and focus: a role on the wrapper would nest one
 * link in another, and the inner link would be a tab stop of its own.
 */
export function controlOf(element: Element): Element {
  if (NATIVE_CONTROLS.has(element.tagName)) return element;
  const inner = element.querySelectorAll('a, button');
  return inner.length === 1 ? inner[0] : element;
}

/**
 * Updates an item element drawn in place (`updatableInPlace`) after its values changed, when
 * those values went only into text: only its name, page and link can differ.
 */
export function redecorateItem(item: Element, rendered: RenderedPaginationItem): void {
  const element = controlOf(item);
  name(element, rendered);
  if (rendered.item.kind === 'page') element.setAttribute('data-kit-page', String(rendered.item.page));
  if (element.tagName === 'A' && rendered.href !== null && rendered.interactive) {
    element.setAttribute('href', rendered.href);
  }
}

/**
 * Adds what kit owns to an item element: end classes on it; on its control (`controlOf`) ARIA
 * (name, current page, disabled), the real-link `href` and the test hook. The markup itself is the user's.
 */
export function decorateItem(item: Element, rendered: RenderedPaginationItem): void {
  if (rendered.classes.length) {
    item.classList.add(...rendered.classes);
  }
  decorateControl(controlOf(item), rendered);
}

/** The controls whose `aria-label` kit wrote (any other one is the template's own). */
const namedByKit = new WeakSet<Element>();

/**
 * Gives a control kit's accessible name, unless its template names it (`aria-label="Seite {{page}}"`,
 * a page's own language): the template's name is kept, as its author wrote it.
 */
function name(element: Element, rendered: RenderedPaginationItem): void {
  const own = element.getAttribute('aria-label');
  if (own !== null && own.trim() !== '' && !namedByKit.has(element)) return;
  const label = accessibleNameOf(element, rendered.label);
  if (own !== label) element.setAttribute('aria-label', label);
  namedByKit.add(element);
}

function decorateControl(element: Element, rendered: RenderedPaginationItem): void {
  const { item, interactive } = rendered;
  name(element, rendered);
  // A stable hook for tests and harnesses that does not depend on the (user's) markup or language.
  element.setAttribute('data-kit-item', item.kind === 'page' ? 'page' : item.kind === 'more' ? `more-${item.type}` : item.type);
  if (item.kind === 'page') element.setAttribute('data-kit-page', String(item.page));
  if (item.kind === 'page' && item.current) {
    element.setAttribute('aria-current', 'page');
  }
  const isNative = NATIVE_CONTROLS.has(element.tagName);
  if (!isNative && !element.hasAttribute('role')) {
    element.setAttribute('role', 'link');
  }
  if (!interactive && !(item.kind === 'page' && item.current)) {
    element.setAttribute('aria-disabled', 'true');
    if (element.tagName === 'A') {
      // Without href an anchor is not focusable, and no longer a link: the role keeps it one, disabled.
      element.removeAttribute('href');
      if (!element.hasAttribute('role')) element.setAttribute('role', 'link');
    } else if (element.tagName === 'BUTTON') {
      (element as HTMLButtonElement).disabled = true;
    }
    return;
  }
  if (element.tagName === 'A' && rendered.href !== null && interactive) {
    element.setAttribute('href', rendered.href);
  }
}
