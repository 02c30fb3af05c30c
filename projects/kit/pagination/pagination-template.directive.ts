import { DestroyRef, Directive, TemplateRef, inject, input } from '@angular/core';
import { KitMoreType, KitMoveType, KitPaginationSlot } from './pagination-options';
import { PaginationTemplateRegistry } from './pagination-template-registry';

/** Context of a `kitPaginationTemplate`: `let-page` for page slots, `let-type` for buttons. */
export interface KitPaginationTemplateContext {
  /** The page number (page slots) or the button type (button slots). */
  $implicit: number | string;
  /** The page this item shows or moves to. */
  page: number;
  /** The button type, for move and more buttons. */
  type: KitMoveType | KitMoreType | null;
}

/**
 * Supplies one of the five markup slots as an Angular template:
 * `<ng-template kitPaginationTemplate="currentPage" let-page><b>{{ page }}</b></ng-template>`.
 * The first element of the template is the item; kit adds its classes, ARIA and handlers.
 * It must sit inside the `kit-pagination` element, whose registry it joins.
 */
@Directive({ selector: 'ng-template[kitPaginationTemplate]' })
export class KitPaginationTemplate {
  /** Which slot this template fills. */
  readonly slot = input.required<KitPaginationSlot>({ alias: 'kitPaginationTemplate' });
  /** The template itself. */
  readonly templateRef = inject<TemplateRef<KitPaginationTemplateContext>>(TemplateRef);

  constructor() {
    const registry = inject(PaginationTemplateRegistry, { optional: true });
    if (registry) {
      registry.add(this);
      inject(DestroyRef).onDestroy(() => registry.remove(this));
    }
  }

  /** Types `let-` variables in strict templates. */
  static ngTemplateContextGuard(
    _dir: KitPaginationTemplate,
    context: unknown,
  ): context is KitPaginationTemplateContext {
    return true;
  }
}
