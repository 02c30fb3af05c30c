import { DOCUMENT, Injectable, inject, ɵ_sanitizeHtml as sanitizeHtml, ɵ_sanitizeUrl as sanitizeUrl } from '@angular/core';
import { PaginationPrototypes } from './pagination-prototypes';

/**
 * Turns template markup into elements for every bar of an app: sanitizes with Angular's sanitizer
 * (its functions, as `DomSanitizer` calls them; `DomSanitizer` itself would add its service and
 * bypass checks to the app, about 0.7 KB gzip, for strings that are never `SafeValue`s),
 * parses the clean string into an inert `<template>` so nothing runs or loads while parsing, and
 * caches the parsed prototypes by markup, so a move re-parses nothing it has seen
 * (see `PaginationPrototypes`).
 */
@Injectable({ providedIn: 'root' })
export class PaginationMarkup {
  private readonly document = inject(DOCUMENT);
  /** The app's cache of parsed, sanitized prototypes. */
  readonly prototypes = new PaginationPrototypes(this.document, (markup) => String(sanitizeHtml(this.document, markup)), sanitizeUrl);

  /**
   * The parsed first element of the sanitized markup; shared and cached, so callers clone it.
   * @throws Error naming the slot when the markup holds no element.
   */
  prototype(slot: string, markup: string): Element {
    return this.prototypes.get(slot, markup);
  }
}
