import { Injectable } from '@angular/core';
import { Subject } from 'rxjs';
import { KitPaginationTexts } from './pagination-texts';

export { KitPaginationTexts } from './pagination-texts';

/**
 * Every text the pagination bar shows or announces. Provide a subclass (or override fields and
 * call `changes.next()`) to localise it, like Material's `MatPaginatorIntl`.
 */
@Injectable({ providedIn: 'root' })
export class KitPaginationIntl extends KitPaginationTexts {
  /** Emit after changing a text so live bars redraw. */
  readonly changes = new Subject<void>();
}
