import { ɵ_sanitizeUrl as sanitizeUrl } from '@angular/core';
import { describeValue } from 'kit-ui/core';
import { KitHrefTemplate, KitTemplate } from './pagination-options';

/** Marks a `<button>` of a string template while Angular's sanitizer runs (see `withButtonStandIns`). */
const BUTTON_STAND_IN = 'kit-pagination-button-stand-in';

/** How many distinct markup strings keep a parsed prototype; enough for any realistic bar. */
const CACHE_LIMIT = 512;

/** Fills `{{page}}`/`{{type}}` in a string template, or calls a function template. */
export function fillTemplate<D extends object>(slot: string, template: KitTemplate<D>, data: D): string {
  if (typeof template === 'function') {
    const markup = template(data);
    if (typeof markup !== 'string') {
      throw new TypeError(`Pagination template "${slot}" must return a string, got ${describeValue(markup)}.`);
    }
    return markup;
  }
  return template.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
    name in data ? String((data as Record<string, unknown>)[name]) : match,
  );
}

/** The sanitized link target of `page` for `hrefTemplate`. */
export function hrefOf(template: KitHrefTemplate, page: number): string {
  const url = typeof template === 'function' ? template(page) : template.replace(/{{\s*page\s*}}/g, String(page));
  return sanitizeUrl(String(url));
}

/** Stands for a placeholder while a string template is sanitized: letters and digits only, so the
 * sanitizer treats it as it treats the values (page numbers, type words) in text and URLs. */
const MARK = 'kitph0';
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;
/** Attributes Angular's sanitizer checks as URLs; a value put into one is checked again. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'background', 'cite', 'action', 'formaction', 'poster', 'longdesc']);

/** A string template sanitized and parsed once, with marks where its placeholders go. */
type Compiled = Element | null; // null: a placeholder in a tag or attribute name; parse each markup instead

/** A place in a compiled prototype that gets values: a text node or an attribute, by child indexes. */
interface Hole {
  readonly path: readonly number[];
  /** The attribute's name, or null for a text node. */
  readonly attribute: string | null;
  /** The text around the values: literal, value name, literal, ..., literal. */
  readonly parts: readonly string[];
}

/**
 * Parsed item prototypes by markup string: sanitizes with `sanitizeHtml` (Angular's HTML
 * sanitizer), parses the clean string into an inert `<template>` so nothing runs or loads while
 * parsing, and keeps the result, so a move re-parses and re-sanitizes nothing it has seen.
 *
 * String templates are sanitized once, not once per page: the template is sanitized and parsed
 * with a mark in place of each placeholder, and a page's element is a clone with the values put
 * into its text and attribute values through the DOM (never parsed, so a value cannot add
 * markup; a URL attribute that gets a value is checked again with `sanitizeUrl`).
 */
export class PaginationPrototypes {
  private readonly prototypes = new Map<string, Element>();
  private readonly compiled = new Map<string, Compiled>();
  /** Where a compiled prototype's values go: text nodes and attribute values holding marks. */
  private readonly holes = new WeakMap<Element, Hole[]>();

  constructor(
    private readonly document: Document,
    private readonly sanitizeHtml: (markup: string) => string,
    private readonly sanitizeUrl: (url: string) => string,
  ) {}

  /**
   * The prototype of an item drawn with `template` (a string or function template) and `data`;
   * shared and cached, so callers draw it with `create`. A string template gives one prototype
   * for every page (its values are put in by `create`); a function template one per markup.
   * @throws the template's error, or an Error naming the slot when the markup holds no element.
   */
  of(slot: string, template: KitTemplate<object>, data: object): Element {
    if (typeof template === 'string') {
      const compiled = this.compiledOf(slot, template, data);
      if (compiled) return compiled;
    }
    return this.get(slot, fillTemplate(slot, template, data));
  }

  /**
   * A new element for an item: a clone of `prototype` with `data`'s values in place of the
   * placeholders of its string template (through the DOM, never parsed).
   */
  create(prototype: Element, data: object | null): Element {
    const element = prototype.cloneNode(true) as Element;
    this.fill(element, prototype, data);
    return element;
  }

  /**
   * Puts `data`'s values into an element drawn from `prototype` (a clone, or an element drawn
   * earlier with other values), where its string template had placeholders.
   */
  fill(element: Element, prototype: Element, data: object | null): void {
    const holes = data && this.holes.get(prototype);
    if (!holes) return;
    const values = data as Record<string, unknown>;
    for (const { path, attribute, parts } of holes) {
      let node: Node = element;
      for (const index of path) node = node.childNodes[index];
      let value = parts[0];
      for (let i = 1; i < parts.length; i += 2) value += String(values[parts[i]]) + parts[i + 1];
      if (attribute === null) {
        if (node.nodeValue !== value) node.nodeValue = value;
      } else {
        (node as Element).setAttribute(attribute, URL_ATTRIBUTES.has(attribute.toLowerCase()) ? this.sanitizeUrl(value) : value);
      }
    }
  }

  /** Whether `fill` may set attributes of elements drawn from `prototype` (else only text). */
  fillsAttributes(prototype: Element): boolean {
    return !!this.holes.get(prototype)?.some((hole) => hole.attribute !== null);
  }

  /**
   * The parsed first element of the sanitized markup; shared and cached, so callers clone it.
   * @throws Error naming the slot when the markup holds no element.
   */
  get(slot: string, markup: string): Element {
    let prototype = this.prototypes.get(markup);
    if (!prototype) {
      prototype = this.parse(slot, markup);
      if (this.prototypes.size >= CACHE_LIMIT) {
        // Drop the oldest entry: Map iteration order is insertion order.
        this.prototypes.delete(this.prototypes.keys().next().value as string);
      }
      this.prototypes.set(markup, prototype);
    }
    return prototype;
  }

  private compiledOf(slot: string, template: string, data: object): Compiled {
    const names = Object.keys(data);
    const key = `${names.join(',')}\u0000${template}`;
    let compiled = this.compiled.get(key);
    if (compiled === undefined) {
      compiled = this.compile(slot, template, names);
      if (this.compiled.size >= CACHE_LIMIT) this.compiled.delete(this.compiled.keys().next().value as string);
      this.compiled.set(key, compiled);
    }
    return compiled;
  }

  private compile(slot: string, template: string, names: readonly string[]): Compiled {
    if (template.includes(MARK)) return null;
    const marked = template.replace(PLACEHOLDER, (match, name: string) => (names.includes(name) ? `${MARK}${name}0hpkit` : match));
    let element: Element;
    try {
      element = this.parse(slot, marked);
    } catch {
      return null; // parse() reports it with the real markup
    }
    // Where the marks landed: only in text and attribute values (in a tag or attribute name,
    // parse each filled markup instead).
    const holes: Hole[] = [];
    const MARKED = /kitph0(\w+?)0hpkit/;
    const split = (text: string) => text.split(MARKED); // literal, name, literal, name, ..., literal
    const visit = (node: Element, path: number[]): boolean => {
      if (node.tagName.toLowerCase().includes(MARK)) return false;
      for (const attribute of Array.from(node.attributes)) {
        if (attribute.name.includes(MARK)) return false;
        if (attribute.value.includes(MARK)) holes.push({ path, attribute: attribute.name, parts: split(attribute.value) });
      }
      for (let i = 0; i < node.childNodes.length; i++) {
        const child = node.childNodes[i];
        if (child.nodeType === 3 && child.nodeValue!.includes(MARK)) holes.push({ path: [...path, i], attribute: null, parts: split(child.nodeValue!) });
        else if (child.nodeType === 1 && !visit(child as Element, [...path, i])) return false;
      }
      return true;
    };
    if (!visit(element, [])) return null;
    this.holes.set(element, holes);
    return element;
  }

  private parse(slot: string, markup: string): Element {
    const clean = this.sanitizeHtml(this.withButtonStandIns(markup));
    const template = this.document.createElement('template');
    template.innerHTML = clean;
    let element = template.content?.firstElementChild;
    if (!element) {
      // Server DOMs (domino) do not fill `template.content`; a detached <div> is safe here because
      // the string is already clean.
      const holder = this.document.createElement('div');
      holder.innerHTML = clean;
      element = holder.firstElementChild;
    }
    if (element) element = this.restoreButtons(element);
    if (element) this.keepDataAttributes(slot, markup, element);
    if (!element) {
      const lost = /<[a-z]/i.test(markup) ? " Angular's HTML sanitizer removed its element: string templates may use only the tags it allows (a, button, span, strong, em, b, i, li, ...; not input or style); give an ng-template kitPaginationTemplate for other elements." : '';
      throw new Error(`Pagination template "${slot}" produced no element from ${describeValue(markup)}.${lost}`);
    }
    return element;
  }

  /**
   * `markup` with each `<button>` written as a `<span>` with its attributes and a marking class
   * (parsed in an inert `<template>`), or `markup` itself when it has none. Angular's sanitizer
   * removes `button` elements (it allows no form controls), but a button is what many bars are made
   * of (tui-pagination draws any markup): the stand-in passes the sanitizer with the button's
   * content and the attributes it allows, and `restoreButtons` makes it a button again.
   */
  private withButtonStandIns(markup: string): string {
    if (!/<button/i.test(markup)) return markup;
    const raw = this.document.createElement('template');
    raw.innerHTML = markup; // a template's content is inert: nothing runs or loads
    // Server DOMs (domino) do not fill `template.content`: a detached <div> parses it there (a
    // server DOM runs no script and loads nothing); every browser has `content`.
    const holder = raw.content ? raw : this.document.createElement('div');
    if (holder !== raw) holder.innerHTML = markup;
    const buttons = Array.from((raw.content ?? holder).querySelectorAll('button'));
    if (!buttons.length) return markup;
    for (const button of buttons) {
      const standIn = this.document.createElement('span');
      for (const { name, value } of Array.from(button.attributes)) standIn.setAttribute(name, value);
      standIn.classList.add(BUTTON_STAND_IN);
      moveChildren(button, standIn);
      button.parentNode!.replaceChild(standIn, button);
    }
    return holder.innerHTML;
  }

  /**
   * The clean element with each button stand-in (`withButtonStandIns`) a `<button>` again, with the
   * attributes the sanitizer left; `type="button"` unless the template gave a type, so a bar inside
   * a form does not submit it.
   */
  private restoreButtons(element: Element): Element {
    let root = element;
    const standIns = [...(element.classList.contains(BUTTON_STAND_IN) ? [element] : []), ...Array.from(element.getElementsByClassName(BUTTON_STAND_IN))];
    for (const standIn of standIns) {
      const button = this.document.createElement('button');
      for (const { name, value } of Array.from(standIn.attributes)) button.setAttribute(name, value);
      button.classList.remove(BUTTON_STAND_IN);
      if (!button.classList.length) button.removeAttribute('class');
      if (!button.hasAttribute('type')) button.setAttribute('type', 'button');
      moveChildren(standIn, button);
      if (standIn === root) root = button;
      else standIn.parentNode!.replaceChild(button, standIn);
    }
    return root;
  }

  /**
   * Angular's sanitizer removes every attribute it does not know, `data-*` too: those come back
   * from the markup onto the clean element (they hold text only; kit's own `data-kit-*` excepted).
   * The others it removed (`id`, `name`: DOM clobbering; `style`; `on*`) are named in a console
   * warning, once per template, instead of going silently.
   */
  private keepDataAttributes(slot: string, markup: string, clean: Element): void {
    const raw = this.document.createElement('template');
    raw.innerHTML = markup; // a template's content is inert: nothing runs or loads
    const source = raw.content?.firstElementChild;
    if (!source) return;
    const dropped = new Set<string>();
    const walk = (from: Element, to: Element) => {
      if (from.tagName !== to.tagName) return;
      for (const { name, value } of Array.from(from.attributes)) {
        if (to.hasAttribute(name)) continue;
        if (/^data-(?!kit-)[\w.-]+$/i.test(name)) to.setAttribute(name, value);
        else dropped.add(name);
      }
      const [a, b] = [from.children, to.children];
      for (let i = 0; i < Math.min(a.length, b.length); i++) walk(a[i], b[i]);
    };
    walk(source, clean);
    const key = `${slot}\u0000${markup}`;
    if (dropped.size && !warnedTemplates.has(key)) {
      warnedTemplates.add(key);
      const names = [...dropped].sort().map((name) => `"${name}"`);
      console.warn(`kit: Pagination template "${slot}": the sanitizer removed ${names.join(', ')} (use class or data-* attributes, or an ng-template).`);
    }
  }
}

/** Moves `from`'s children to the end of `to` (with DOM calls a server DOM has too: no `append`). */
function moveChildren(from: Element, to: Element): void {
  while (from.firstChild) to.appendChild(from.firstChild);
}

/** Templates whose removed attributes were already named on the console (slot and markup). */
const warnedTemplates = new Set<string>();
