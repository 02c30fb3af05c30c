import { DOCUMENT, Directive, ElementRef, EmbeddedViewRef, OnChanges, OnDestroy, ViewContainerRef, inject, input } from '@angular/core';
import { PaginationItemHost } from './pagination-item-host';
import { PaginationMarkup } from './pagination-markup';
import { RenderedPaginationItem, decorateItem, redecorateItem, sameRendering, updatableInPlace } from './pagination-rendered-item';

/**
 * Draws one pagination item as a direct child of the bar, just before its own anchor comment,
 * so the bar's children are exactly the item elements, as in the original markup.
 * It redraws only when the rendering changed, and keeps focus on the item across a redraw.
 */
@Directive({ selector: '[kitPaginationItemOutlet]' })
export class KitPaginationItemOutlet implements OnChanges, OnDestroy {
  /** The item to draw. */
  readonly rendered = input.required<RenderedPaginationItem>({ alias: 'kitPaginationItemOutlet' });

  private readonly host = inject(PaginationItemHost);
  private readonly anchor = inject<ElementRef<Comment>>(ElementRef).nativeElement;
  private readonly viewContainer = inject(ViewContainerRef);
  private readonly document = inject(DOCUMENT);
  private readonly markup = inject(PaginationMarkup);
  private current: RenderedPaginationItem | undefined;
  private element: Element | undefined;
  private view: EmbeddedViewRef<unknown> | undefined;

  ngOnChanges(): void {
    const rendered = this.rendered();
    if (sameRendering(this.current, rendered)) {
      this.current = rendered; // same DOM; keep the newest item data for clicks
      if (this.element) this.host.registerItem(this.element, rendered);
      return;
    }
    const hadFocus = !!this.element?.contains(this.document.activeElement);
    const focusedKey = this.current?.item.key;
    if (this.element && !this.view && updatableInPlace(this.current, rendered)) {
      // Same markup with other values (a page link showing another page): update it in place.
      this.current = rendered;
      this.markup.fillElement(this.element, rendered.prototype!, rendered.values);
      if (this.markup.fillsAttributes(rendered.prototype!)) decorateItem(this.element, rendered);
      else redecorateItem(this.element, rendered);
      this.host.registerItem(this.element, rendered);
      if (hadFocus && focusedKey !== rendered.item.key) this.host.itemFocusLost(focusedKey);
      return;
    }
    this.clear();
    this.current = rendered;
    if (rendered.template) {
      this.view = this.viewContainer.createEmbeddedView(rendered.template, { ...rendered.context });
      this.view.detectChanges();
      this.element = this.view.rootNodes.find((node: Node) => node.nodeType === 1) as Element | undefined;
      if (!this.element) {
        throw new Error(`Pagination template "${rendered.slot}" (ng-template) rendered no element.`);
      }
    } else if (rendered.prototype) {
      this.element = this.markup.create(rendered.prototype, rendered.values);
      this.anchor.parentNode?.insertBefore(this.element, this.anchor);
    }
    if (!this.element) {
      return;
    }
    decorateItem(this.element, rendered);
    this.host.registerItem(this.element, rendered);
    if (hadFocus) {
      if (focusedKey === rendered.item.key) {
        this.refocus(this.element);
      } else {
        this.host.itemFocusLost(focusedKey); // this outlet now draws another item
      }
    }
  }

  ngOnDestroy(): void {
    const hadFocus = !!this.element?.contains(this.document.activeElement);
    const focusedKey = this.current?.item.key;
    this.clear();
    if (hadFocus) {
      this.host.itemFocusLost(focusedKey);
    }
  }

  private refocus(element: Element): void {
    const focusable = element as HTMLElement;
    const canFocus =
      this.current?.interactive ||
      (this.current?.item.kind === 'page' && this.current.item.current);
    if (canFocus && typeof focusable.focus === 'function') {
      // The bar sets the roving tabindex after the render; until then make sure focus() works.
      if (!focusable.hasAttribute('tabindex')) focusable.tabIndex = -1;
      focusable.focus();
    } else {
      this.host.itemFocusLost();
    }
  }

  private clear(): void {
    if (this.element) {
      this.host.unregisterItem(this.element);
    }
    if (this.view) {
      this.view.destroy();
      this.view = undefined;
    } else {
      this.element?.remove();
    }
    this.element = undefined;
  }
}
