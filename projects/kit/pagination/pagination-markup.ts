import { DOCUMENT, Injectable, SecurityContext, inject } from '@angular/core';
import { DomSanitizer } from '@angular/platform-browser';
import { describe } from 'kit-ui/core';
import { KitTemplate } from './pagination-options';

/** How many distinct markup strings keep a parsed prototype; enough for any realistic bar. */
const CACHE_LIMIT = 512;

/**
 * Turns template markup into elements: fills placeholders, sanitizes with Angular's sanitizer
 * (already in every Angular app, so pagination adds no sanitizer weight), and parses the clean
 * string into an inert `<template>` so nothing runs or loads while parsing.
 * Parsed prototypes are cached by markup, so a move re-parses nothing it has seen.
 */
@Injectable({ providedIn: 'root' })
export class PaginationMarkup {
  private readonly sanitizer = inject(DomSanitizer);
  private readonly document = inject(DOCUMENT);
  private readonly prototypes = new Map<string, Element>();

  /** Fills `{{page}}`/`{{type}}` in a string template, or calls a function template. */
  fill<D extends object>(slot: string, template: KitTemplate<D>, data: D): string {
    if (typeof template === 'function') {
      const markup = template(data);
      if (typeof markup !== 'string') {
        throw new TypeError(`Pagination template "${slot}" must return a string, got ${describe(markup)}.`);
      }
      return markup;
    }
    return template.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
      name in data ? String((data as Record<string, unknown>)[name]) : match,
    );
  }

  /**
   * The parsed first element of the sanitized markup; shared and cached, so callers clone it.
   * @throws Error naming the slot when the markup holds no element.
   */
  prototype(slot: string, markup: string): Element {
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

  private parse(slot: string, markup: string): Element {
    const clean = this.sanitizer.sanitize(SecurityContext.HTML, markup) ?? '';
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
    if (!element) {
      const lost = /<[a-z]/i.test(markup) ? " Angular's HTML sanitizer removed its element: string templates may use only the tags it allows (a, span, strong, em, b, i, ...; not button, input or style); give an ng-template kitPaginationTemplate for other elements." : '';
      throw new Error(`Pagination template "${slot}" produced no element from ${describe(markup)}.${lost}`);
    }
    return element;
  }
}
