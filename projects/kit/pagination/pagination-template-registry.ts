import { Injectable, TemplateRef, signal } from '@angular/core';
import type { KitPaginationSlot } from './pagination-options';
import type { KitPaginationTemplateContext } from './pagination-template.directive';

/** What the bar reads of a `kitPaginationTemplate` directive. */
export interface PaginationSlotTemplate {
  slot(): KitPaginationSlot;
  readonly templateRef: TemplateRef<KitPaginationTemplateContext>;
}

/**
 * The `ng-template kitPaginationTemplate` slots inside one bar, which register themselves here
 * (provided by the bar). A content query would do the same, but its runtime would be in every
 * app that uses the bar, slots or not; this way an app that never imports the directive carries
 * no query and no embedded-view code.
 */
@Injectable()
export class PaginationTemplateRegistry {
  /** The registered slots, in registration (template) order; a later one wins for its slot. */
  readonly templates = signal<readonly PaginationSlotTemplate[]>([]);

  add(template: PaginationSlotTemplate): void {
    this.templates.update((list) => [...list, template]);
  }

  remove(template: PaginationSlotTemplate): void {
    this.templates.update((list) => list.filter((t) => t !== template));
  }
}
