import { DOCUMENT, Injectable, SecurityContext, inject } from '@angular/core';
import { DomSanitizer } from '@angular/platform-browser';
import { KitTemplate } from './pagination-options';
import { PaginationPrototypes, fillTemplate } from './pagination-prototypes';

/**
 * Turns template markup into elements: fills placeholders, sanitizes with Angular's sanitizer
 * (already in every Angular app, so pagination adds no sanitizer weight), and parses the clean
 * string into an inert `<template>` so nothing runs or loads while parsing.
 * Parsed prototypes are cached by markup, so a move re-parses nothing it has seen.
 */
@Injectable({ providedIn: 'root' })
export class PaginationMarkup {
  private readonly sanitizer = inject(DomSanitizer);
  private readonly prototypes = new PaginationPrototypes(
    inject(DOCUMENT),
    (markup) => this.sanitizer.sanitize(SecurityContext.HTML, markup) ?? '',
    (url) => this.sanitizer.sanitize(SecurityContext.URL, url) ?? '',
  );

  /** Fills `{{page}}`/`{{type}}` in a string template, or calls a function template. */
  fill<D extends object>(slot: string, template: KitTemplate<D>, data: D): string {
    return fillTemplate(slot, template, data);
  }

  /**
   * The parsed first element of the sanitized markup; shared and cached, so callers clone it.
   * @throws Error naming the slot when the markup holds no element.
   */
  prototype(slot: string, markup: string): Element {
    return this.prototypes.get(slot, markup);
  }

  /** The cached prototype for a template and its data (see `PaginationPrototypes.of`). */
  prototypeOf(slot: string, template: KitTemplate<object>, data: object): Element {
    return this.prototypes.of(slot, template, data);
  }

  /** Puts new values into an item element drawn from `prototype` (see `PaginationPrototypes.fill`). */
  fillElement(element: Element, prototype: Element, values: object | null): void {
    this.prototypes.fill(element, prototype, values);
  }

  /** Whether `fillElement` may set attributes (see `PaginationPrototypes.fillsAttributes`). */
  fillsAttributes(prototype: Element): boolean {
    return this.prototypes.fillsAttributes(prototype);
  }

  /** A new item element from a prototype and its values (see `PaginationPrototypes.create`). */
  create(prototype: Element, values: object | null): Element {
    return this.prototypes.create(prototype, values);
  }
}
