import { InjectionToken } from '@angular/core';
import { KitPaginationOptions } from './pagination-options';

/** App-wide defaults for every `kit-pagination`; inputs and constructor options still win. */
export type KitPaginationDefaultOptions = Omit<KitPaginationOptions, 'page'>;

/**
 * Injection token for app-wide pagination defaults, e.g.
 * `{ provide: KIT_PAGINATION_DEFAULT_OPTIONS, useValue: { visiblePages: 5, centerAlign: true } }`.
 */
export const KIT_PAGINATION_DEFAULT_OPTIONS = new InjectionToken<KitPaginationDefaultOptions>(
  'KIT_PAGINATION_DEFAULT_OPTIONS',
);
