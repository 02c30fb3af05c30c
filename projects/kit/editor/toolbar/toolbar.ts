import { signal } from '@angular/core';
import { describeValue } from 'kit-ui/core';
import { KitToolbarButton, KitToolbarButtonOptions, KitToolbarDivider, KitToolbarItem } from './toolbar-item';
import { createToolbarItem } from './toolbar-items';

/**
 * The toolbar's items and their API (`getUI().getToolbar()`, TOAST UI's Toolbar). The toolbar
 * component draws `items`; this class owns them, so code and clicks change the same state.
 */
export class KitToolbar {
  private readonly itemsState = signal<readonly KitToolbarItem[]>([]);
  /** The items, in order, for drawing. */
  readonly items = this.itemsState.asReadonly();

  /** @param items the initial `toolbarItems` entries. */
  constructor(items: readonly unknown[] = []) {
    this.setItems(items);
  }

  /** A copy of the items. */
  getItems(): KitToolbarItem[] {
    return [...this.itemsState()];
  }

  /** The item at `index`, or undefined. */
  getItem(index: number): KitToolbarItem | undefined {
    return this.itemsState()[index];
  }

  /** Replaces every item (each entry as in `toolbarItems`). */
  setItems(items: readonly unknown[]): void {
    if (!Array.isArray(items)) throw new TypeError(`toolbarItems must be an array, got ${describeValue(items)}.`);
    const created = items.map(createToolbarItem);
    this.removeAllItems();
    this.itemsState.set(created);
  }

  /** Appends an item (a name, `{type, options}`, an item or a template). */
  addItem(item: unknown): void {
    this.itemsState.update((items) => [...items, createToolbarItem(item)]);
  }

  /** Inserts an item at `index`; an index out of range appends. */
  insertItem(index: number, item: unknown): void {
    const created = createToolbarItem(item);
    this.itemsState.update((items) => {
      const at = Number.isInteger(index) && index >= 0 && index <= items.length ? index : items.length;
      return [...items.slice(0, at), created, ...items.slice(at)];
    });
  }

  /** The index of an item, by instance or by name; -1 if absent. */
  indexOfItem(itemOrName: KitToolbarItem | string): number {
    const items = this.itemsState();
    return typeof itemOrName === 'string' ? items.findIndex((i) => i.getName() === itemOrName) : items.indexOf(itemOrName);
  }

  /**
   * Removes an item by index, instance or name and returns it (undefined when absent). With
   * `destroy` (default) the returned item is already destroyed. Unlike the original, a name works.
   */
  removeItem(itemOrIndex: KitToolbarItem | number | string, destroy = true): KitToolbarItem | undefined {
    const index = typeof itemOrIndex === 'number' ? itemOrIndex : this.indexOfItem(itemOrIndex);
    const item = this.itemsState()[index];
    if (!item) return undefined;
    this.itemsState.update((items) => items.filter((_, i) => i !== index));
    if (destroy) item.destroy();
    return item;
  }

  /** Removes and destroys every item. */
  removeAllItems(): void {
    for (const item of this.itemsState()) item.destroy();
    this.itemsState.set([]);
  }

  /** Enables every button. */
  enableAllButton(): void {
    for (const item of this.itemsState()) if (item instanceof KitToolbarButton) item.enable();
  }

  /** Disables every button (dividers and other items are not affected). */
  disableAllButton(): void {
    for (const item of this.itemsState()) if (item instanceof KitToolbarButton) item.disable();
  }

  /** Destroys every item. */
  destroy(): void {
    this.removeAllItems();
  }

  /**
   * @deprecated Use `addItem({type: 'button', options})` or `insertItem`.
   * Adds one button or several, from options or instances, at `index` (default: the end).
   */
  addButton(button: KitToolbarButton | KitToolbarButtonOptions | (KitToolbarButton | KitToolbarButtonOptions)[], index?: number): void {
    const list = Array.isArray(button) ? button : [button];
    list.forEach((entry, offset) => {
      const item = entry instanceof KitToolbarButton ? entry : new KitToolbarButton(entry);
      if (index === undefined) this.addItem(item);
      else this.insertItem(index + offset, item);
    });
  }

  /** @deprecated Use `addItem('divider')`. Appends a divider and returns it. */
  addDivider(): KitToolbarDivider {
    const divider = new KitToolbarDivider();
    this.addItem(divider);
    return divider;
  }
}
