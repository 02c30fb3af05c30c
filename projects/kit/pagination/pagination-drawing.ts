import type { KitPaginationInteraction } from './pagination-interaction';
import type { PaginationPrototypes } from './pagination-prototypes';
import { RenderedPaginationItem, decorateItem, redecorateItem, sameRendering, updatableInPlace } from './pagination-rendered-item';

/** An item drawn from an Angular template: its nodes, its element, and how to take it down. */
export interface StampedItem {
  readonly nodes: readonly Node[];
  readonly element: Element;
  destroy(): void;
}

/** What the drawing needs of `PaginationPrototypes`. */
type Prototypes = Pick<PaginationPrototypes, 'create' | 'fill' | 'fillsAttributes'>;

/**
 * The items of one bar as DOM: direct children of the bar, before `before` (the optional parts).
 * Shared by the component and `PlainPagination`, so both update the DOM the same way: an item whose
 * rendering is unchanged keeps its element, a page link showing another page is updated in place,
 * anything else is replaced; afterwards the bar has one tab stop and focus stays on the bar.
 */
export class PaginationDrawing {
  private elements: Element[] = [];
  private drawn: RenderedPaginationItem[] = [];
  /** Per item drawn from an Angular template, its view; undefined for markup items. */
  private stamped: (StampedItem | undefined)[] = [];
  /** The rendered item an element draws (for clicks, keys and focus). */
  readonly renderedOf = new Map<Element, RenderedPaginationItem>();

  constructor(
    private readonly host: Element,
    private readonly prototypes: Prototypes,
    private readonly interaction: () => KitPaginationInteraction,
    /** Draws an item that has an Angular template (the component only). */
    private readonly stamp?: (rendered: RenderedPaginationItem) => StampedItem,
  ) {}

  /** Updates the DOM to `rendered`, inserting new items before `before`. */
  draw(rendered: readonly RenderedPaginationItem[], before: Node | null): void {
    const host = this.host;
    const active = host.ownerDocument.activeElement;
    let lostKey: string | undefined;
    let lost = false;
    const { elements, drawn, stamped } = this;
    const loses = (element: Element, key: string) => {
      if (!lost && active && element.contains(active)) {
        lost = true;
        lostKey = key;
      }
    };
    const count = rendered.length;
    for (let i = 0; i < count; i++) {
      const next = rendered[i];
      const previous = drawn[i];
      const old = elements[i];
      if (old && sameRendering(previous, next)) {
        drawn[i] = next; // same DOM; keep the newest item data for clicks
        this.renderedOf.set(old, next);
        continue;
      }
      if (old && !stamped[i] && updatableInPlace(previous, next)) {
        // Same markup with other values (a page link showing another page): update it in place.
        if (previous.item.key !== next.item.key) loses(old, previous.item.key);
        this.prototypes.fill(old, next.prototype!, next.values);
        if (this.prototypes.fillsAttributes(next.prototype!)) decorateItem(old, next);
        else redecorateItem(old, next);
        drawn[i] = next;
        this.renderedOf.set(old, next);
        continue;
      }
      const view = next.template && this.stamp ? this.stamp(next) : undefined;
      const element = view ? view.element : this.prototypes.create(next.prototype!, next.values);
      decorateItem(element, next);
      const at = old ? (stamped[i]?.nodes[0] ?? old) : before;
      for (const node of view ? view.nodes : [element]) host.insertBefore(node, at);
      if (old) {
        loses(old, previous.item.key);
        this.remove(i);
      }
      elements[i] = element;
      drawn[i] = next;
      stamped[i] = view;
      this.renderedOf.set(element, next);
    }
    for (let i = count; i < elements.length; i++) {
      loses(elements[i], drawn[i].item.key);
      this.remove(i);
    }
    elements.length = drawn.length = stamped.length = count;
    const interaction = this.interaction();
    interaction.syncTabStops();
    if (lost) interaction.restoreFocus(lostKey); // the focused item was replaced
  }

  /** Removes every item (the bar is going away). */
  clear(): void {
    for (let i = 0; i < this.elements.length; i++) this.remove(i);
    this.elements = [];
    this.drawn = [];
    this.stamped = [];
  }

  private remove(i: number): void {
    const view = this.stamped[i];
    this.renderedOf.delete(this.elements[i]);
    if (view) {
      for (const node of view.nodes) (node as ChildNode).remove();
      view.destroy();
    } else {
      this.elements[i].remove();
    }
  }
}
