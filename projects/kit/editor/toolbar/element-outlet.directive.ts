import { Directive, ElementRef, OnDestroy, effect, inject, input } from '@angular/core';

/**
 * Shows an app-provided element (a custom toolbar item's root element) inside the host, and takes
 * it out again when the item goes away, so the app's element is never destroyed by kit.
 */
@Directive({ selector: '[kitElementOutlet]' })
export class KitElementOutletDirective implements OnDestroy {
  /** The element to show. */
  readonly kitElementOutlet = input.required<HTMLElement>();
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  private shown: HTMLElement | undefined;

  constructor() {
    effect(() => {
      const element = this.kitElementOutlet();
      if (element === this.shown) return;
      this.shown?.remove();
      this.shown = element;
      this.host.appendChild(element);
    });
  }

  ngOnDestroy(): void {
    this.shown?.remove();
  }
}
