import type QuillType from 'quill';
import type { QuillClass } from './quill-loader';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's blot classes come untyped from its registry. */

/*
 * What screen readers need from WYSIWYG content that Quill draws for the eye only: a task's box
 * is a checkbox (Quill draws a glyph in a `.ql-ui` span), and a table's first row holds column
 * headers (Quill's tables have no header row; kit writes the first row as the markdown header).
 * These attributes are no formats: they never reach the Delta, and Quill is kept from reading
 * their writes as content changes (see `isAccessibilityMutation`).
 */

/** Attributes kit writes on Quill's DOM for assistive technology only. */
const ACCESSIBILITY_ATTRIBUTES: ReadonlySet<string> = new Set(['role', 'aria-checked', 'aria-labelledby', 'id']);

/** Whether a DOM mutation is only one of those attributes being written. */
export function isAccessibilityMutation(mutation: MutationRecord): boolean {
  return mutation.type === 'attributes' && mutation.attributeName !== null && ACCESSIBILITY_ATTRIBUTES.has(mutation.attributeName);
}

let taskCount = 0;

/**
 * Describes a Quill list item's box: a checkbox named by its item, checked or not; nothing for
 * other items. `created`: the item's element is new, maybe a copy of another's (Quill splits a line
 * on Enter by copying its element, id and all): it gets an id of its own, or two boxes were named
 * by the first item's text (fuzz2, 2026-11-27).
 */
function describeTaskBox(item: HTMLElement, ui: HTMLElement | null, created = false): void {
  if (!ui) return;
  const value = item.getAttribute('data-list');
  // A further paragraph of a task item (`data-kit-continue`) draws no box: it is no checkbox.
  if ((value === 'checked' || value === 'unchecked') && !item.hasAttribute('data-kit-continue')) {
    if (created || !item.id) item.id = `kit-task-${(taskCount++).toString(36)}`;
    ui.setAttribute('role', 'checkbox');
    ui.setAttribute('aria-checked', String(value === 'checked'));
    ui.setAttribute('aria-labelledby', item.id);
  } else {
    for (const name of ['role', 'aria-checked', 'aria-labelledby']) ui.removeAttribute(name);
  }
}

let registered = false;

/** Registers kit's list item (a task's box described as a checkbox), once per page: Quill's registry is global. */
export function registerKitAccessibleLists(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  const ListItem = Quill.import('formats/list') as unknown as { new (...args: any[]): any; [key: string]: any };
  class KitListItem extends ListItem {
    /**
     * Quill's own list container is registered already: ListItem.register() registers it again
     * without the overwrite flag, and Quill warned "Overwriting formats/list-container" on every
     * page that loaded WYSIWYG.
     */
    static register(): void {}

    constructor(...args: any[]) {
      super(...args);
      describeTaskBox(this['domNode'], this['uiNode'], true);
    }

    format(name: string, value: unknown): void {
      super.format(name, value);
      if (name === 'list' || name === 'kit-continue') describeTaskBox(this['domNode'], this['uiNode']);
    }
  }
  Quill.register({ 'formats/list': KitListItem }, true);
}

/**
 * Keeps the cells of the first row of each table under `quill`'s root announced as column headers
 * (`role="columnheader"`), the others as cells, after every change: at once after an edit, and
 * after a silent one (a load, each step of a long document streaming in) before the next frame.
 * Tables in raw HTML blocks are the author's: left as they are.
 */
export function addKitTableHeaderRoles(quill: QuillType): void {
  const root = quill.root;
  const tables = root.getElementsByTagName('table'); // live: costs nothing while there are none
  // Only the tables a change touched: walking all of them after each step of a long document
  // streaming in (and after each Enter) grew with the document (~3 ms a step at 200 KB).
  const touched = new Set<HTMLTableElement>();
  const sync = () => {
    for (const table of touched) syncHeaderRow(table, root);
    touched.clear();
  };
  // Silent changes tell no 'text-change'; every change ends in Quill optimizing what it touched.
  // A change that does tell one is synced then, and the microtask has nothing left to do.
  let pending = false;
  quill.on('scroll-optimize', (mutations: MutationRecord[]) => {
    if (!tables.length) return;
    collectTouchedTables(mutations, root, touched);
    if (pending || !touched.size) return;
    pending = true;
    queueMicrotask(() => {
      if (pending) sync();
      pending = false;
    });
  });
  quill.on('editor-change', (name: string) => {
    if (name !== 'text-change' || !tables.length) return;
    sync();
    pending = false;
  });
  for (const table of Array.from(tables)) syncHeaderRow(table, root);
}

/** Adds to `touched` the tables the DOM changes `mutations` happened in or added. */
function collectTouchedTables(mutations: readonly MutationRecord[], root: HTMLElement, touched: Set<HTMLTableElement>): void {
  let lastTarget: Node | null = null;
  for (const mutation of mutations) {
    const target = mutation.target;
    if (target !== lastTarget) {
      lastTarget = target;
      const element = target.nodeType === Node.ELEMENT_NODE ? (target as Element) : target.parentElement;
      const table = element?.closest('table');
      if (table && root.contains(table)) touched.add(table);
    }
    for (const node of Array.from(mutation.addedNodes)) {
      if (node.nodeName === 'TABLE') touched.add(node as HTMLTableElement);
      // A table inside an added block (a container Quill moved) is found through its own records.
    }
  }
}

/**
 * Announces the cells of `table`'s first row as column headers and the others as cells. Tables in
 * raw HTML blocks are the author's: left as they are.
 */
function syncHeaderRow(table: HTMLTableElement, root: HTMLElement): void {
  if (table.parentNode !== root) return;
  const rows = table.rows;
  for (let r = 0; r < rows.length; r++) {
    for (const cell of Array.from(rows[r].cells)) {
      if (r === 0) {
        if (cell.getAttribute('role') !== 'columnheader') cell.setAttribute('role', 'columnheader');
      } else if (cell.hasAttribute('role')) cell.removeAttribute('role');
    }
    if (r > 0 && !rows[r].cells[0]?.hasAttribute('role')) break; // the rest was never marked
  }
}
