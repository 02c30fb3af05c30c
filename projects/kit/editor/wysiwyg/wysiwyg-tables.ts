import { IN_ITEM_ATTRIBUTE, QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE } from './kit-block-attributes';
import type { QuillClass } from './quill-loader';

import { applyMergedCells } from '../convertor/table-spans';
import { balanceSpannedCells } from './wysiwyg-table-spans';
import { newRowId, nextTableKey, tableKeyOf } from './wysiwyg-table-keys';

export { newRowId, nextTableKey, tableKeyOf };

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's blot classes are untyped imports. */

/**
 * Tables in WYSIWYG. Quill 2 knows a table only through its rows: every cell line carries its row
 * id (`table` format), and adjacent table blots merge. So two markdown tables with only a blank
 * line between them would become one. kit gives each loaded table a key, written into its row ids
 * (`kt3-1`, `kt3-2`, ...), and a table blot merges only with one whose rows share its key. Tables
 * Quill makes itself (row ids `row-xxxx`) have no key and merge as Quill always did.
 */

const TABLE_KEY_ATTRIBUTE = 'data-kit-table';

/** The row id of a row blot (its first cell's). */
function rowIdOf(row: any): string | null {
  return row?.children?.head?.domNode?.getAttribute?.('data-row') ?? null;
}

/** The row id of the first or last row of a table blot. */
function rowIdAt(table: any, end: 'head' | 'tail'): string | null {
  return rowIdOf(table?.children?.[end]?.children?.[end]);
}

let registered = false;

/** Registers kit's table blot (once per page: Quill's registry is global). */
export function registerKitTable(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  const TableContainer = Quill.import('formats/table-container') as any;
  const TableRow = Quill.import('formats/table-row') as any;
  const TableCell = Quill.import('formats/table') as any;

  class KitTableContainer extends TableContainer {
    /** Merges with the next table only when both are the same table (same key, or both Quill's). */
    checkMerge(): boolean {
      return super.checkMerge() && tableKeyOf(rowIdAt(this, 'tail')) === tableKeyOf(rowIdAt(this['next'], 'head'));
    }

    /**
     * Rows of another table inside this one (a row inserted at the boundary of two adjacent tables
     * lands in the second) split it at once; the first part may then join the table before.
     */
    optimize(context: unknown): void {
      super.optimize(context);
      const body = this['children'].head;
      for (let row = body?.children.head; row?.next; row = row.next) {
        if (tableKeyOf(rowIdOf(row)) === tableKeyOf(rowIdOf(row.next))) continue;
        body.splitAfter(row);
        this['splitAfter'](body);
        if (this['prev'] instanceof KitTableContainer) this['prev'].optimize(context);
        return;
      }
    }

    /** Pads short rows as Quill does, counting merged cells as the columns they span. */
    balanceCells(): void {
      balanceSpannedCells(this, TableRow, TableCell);
    }

    /** Quill's row, with an id under this table's key, so the table stays one when rebuilt from its Delta. */
    insertRow(index: number): void {
      super.insertRow(index);
      const key = tableKeyOf(rowIdAt(this, 'head'));
      const row = this['children'].head?.children.at(index);
      if (!key || !row) return;
      const id = newRowId(key);
      row.children.forEach((cell: any) => cell.format(cell.statics.blotName, id));
    }
  }
  Quill.register({ 'formats/table-container': KitTableContainer }, true);

  const Table = Quill.import('modules/table') as any;
  class KitTableModule extends Table {
    /**
     * Registering Quill's module registers its table formats again, which would put Quill's own
     * table blot back in place of kit's (tables a blank line apart would merge). They are registered
     * already: Quill's build registers its module when it loads.
     */
    static register(): void {}

    /**
     * Quill's module balances every table on the next user change after each optimize that touched
     * a table, with one `once` listener per such optimize. Changes that emit no text-change (the
     * steps of a long document streaming in, silent loads) stacked one listener each, and the first
     * key then balanced every table once per listener: ~1 s at 100 KB. One pending listener at a
     * time does the same balancing once.
     */
    listenBalanceCells(): void {
      let pending = false;
      this['quill'].on(Quill.events.SCROLL_OPTIMIZE, (mutations: MutationRecord[]) => {
        if (pending || !mutations.some((mutation) => TABLE_TAGS.has((mutation.target as Element).tagName))) return;
        pending = true;
        this['quill'].once(Quill.events.TEXT_CHANGE, (delta: { ops: DeltaOp[] }, _old: unknown, source: string) => {
          pending = false;
          if (source === Quill.sources.USER) this.balanceTablesChangedBy(delta);
        });
      });
    }

    /**
     * Balances the tables a change went into, not every table as Quill does: a table the user did
     * not touch whose row a merge makes wider than the others (`| @cols=2:w | r |` under two
     * columns) was padded at the first key typed anywhere, and its markdown rewritten with a column
     * more (extensions QA, 2026-11-28).
     */
    private balanceTablesChangedBy(delta: { ops: DeltaOp[] }): void {
      const quill = this['quill'];
      const tables = new Set<any>();
      const addTablesAt = (index: number, length: number) => {
        for (const line of quill.getLines(Math.max(0, index), Math.max(1, length))) {
          if (line.statics.blotName === TableCell.blotName && line.parent?.parent?.parent) tables.add(line.parent.parent.parent);
        }
      };
      let at = 0;
      for (const op of delta.ops) {
        if (op.retain !== undefined) {
          const length = typeof op.retain === 'number' ? op.retain : 1; // (an object: an embed's change)
          if (op.attributes || typeof op.retain !== 'number') addTablesAt(at, length);
          at += length;
        } else if (op.insert !== undefined) {
          const length = typeof op.insert === 'string' ? op.insert.length : 1;
          addTablesAt(at, length);
          at += length;
        } else if (op.delete) {
          addTablesAt(at - 1, 2); // the lines the deletion joined
        }
      }
      for (const table of tables) if (table.scroll === quill.scroll && table.domNode.isConnected) table.balanceCells();
    }
  }
  Quill.register({ 'modules/table': KitTableModule }, true);
}

/** An operation of a Quill Delta, as the balancing reads it. */
type DeltaOp = { insert?: unknown; retain?: unknown; delete?: number; attributes?: Record<string, unknown> };

/** The elements whose mutation makes Quill's table module balance the tables (as Quill's own check). */
const TABLE_TAGS = new Set(['TD', 'TR', 'TBODY', 'TABLE']);

/** A clipboard matcher for `<tr>` (after Quill's): row ids under the key `tablesToQuill` gave the table. */
export function addKitTableMatcher(quill: any): void {
  const Delta = quill.getContents().constructor;
  quill.clipboard.addMatcher('tr', (node: HTMLElement, delta: any) => {
    const table = node.closest('table');
    const key = table?.getAttribute(TABLE_KEY_ATTRIBUTE);
    if (!key) return delta;
    const id = `${key}-${Array.from(table!.querySelectorAll('tr')).indexOf(node as HTMLTableRowElement) + 1}`;
    return new Delta(delta.ops.map((op: any) => (op.attributes?.table ? { ...op, attributes: { ...op.attributes, table: id } } : op)));
  });
}

/**
 * Quill tables have no header row and keep alignment as `ql-align-*` classes, while marked writes
 * `<thead><th align>`. Before loading: header cells become ordinary cells and `align` becomes a
 * `ql-align-*` class (which Quill's clipboard reads through kit's align format). After reading: the first row is the header again
 * and the classes become `align` (which turndown's GFM table rule reads). Both run on inert documents.
 * Spans a cell has stay on it (the table extension keeps them; otherwise Quill's clipboard drops
 * them); with `mergePrefixes` (markdown's HTML, table extension on) `@cols=N:` / `@rows=N:` cell
 * prefixes become spans first.
 */
export function tablesToQuill(html: string, mergePrefixes = false): string {
  if (!hasTableCells(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  tablesToQuillIn(doc.body, mergePrefixes);
  return doc.body.innerHTML;
}

/** Whether HTML has table cells for `tablesToQuill` to change. */
export function hasTableCells(html: string): boolean {
  return /<t[hd][\s>]/i.test(html);
}

/** `tablesToQuill` on the parsed HTML in `container` (in an inert document), in place. */
export function tablesToQuillIn(container: HTMLElement, mergePrefixes = false): void {
  const doc = container.ownerDocument;
  if (mergePrefixes) applyMergedCells(container);
  for (const cell of Array.from(container.querySelectorAll<HTMLElement>('th, td'))) {
    const align = cell.getAttribute('align');
    let target = cell;
    if (cell.tagName === 'TH') {
      target = doc.createElement('td');
      target.append(...Array.from(cell.childNodes));
      copySpans(cell, target);
      cell.replaceWith(target);
    }
    // A class, not a text-align style: Quill's style attributor has no 'left', kit's class one has.
    if (align && /^(left|center|right)$/.test(align)) target.classList.add(`ql-align-${align}`);
  }
  for (const table of Array.from(container.querySelectorAll('table'))) {
    table.setAttribute(TABLE_KEY_ATTRIBUTE, nextTableKey());
    // One tbody, no whitespace between rows and cells: Quill would split the table at a text node.
    const body = table.tBodies[0] ?? table.appendChild(doc.createElement('tbody'));
    if (table.tHead) body.prepend(...Array.from(table.tHead.rows));
    table.tHead?.remove();
    for (const node of Array.from(table.querySelectorAll('*')).flatMap((el) => Array.from(el.childNodes))) {
      if (node.nodeType === 3 && !node.textContent!.trim() && node.parentElement?.closest('td') === null) node.remove();
    }
    for (const node of Array.from(table.childNodes)) if (node.nodeType === 3) node.remove();
  }
}

/** Quill's table HTML as markdown's: the first row a `<thead>` again, `ql-align-*` classes as `align`. */
export function tablesFromQuill(html: string): string {
  if (!/<table/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const table of Array.from(doc.querySelectorAll('table'))) {
    for (const cell of Array.from(table.querySelectorAll<HTMLElement>('td'))) {
      const align = /(?:^|\s)ql-align-(left|center|right)(?:\s|$)/.exec(cell.className)?.[1];
      if (align) cell.setAttribute('align', align);
    }
    const first = table.querySelector('tr');
    if (!first || table.querySelector('thead')) continue;
    const head = doc.createElement('thead');
    const row = doc.createElement('tr');
    for (const cell of Array.from(first.children)) {
      const th = doc.createElement('th');
      th.append(...Array.from(cell.childNodes));
      if (cell.getAttribute('align')) th.setAttribute('align', cell.getAttribute('align')!);
      // The quote of blocks the table is in (see wysiwyg-quote-blocks.ts), also for a header-only table.
      // And the list item it is in (see wysiwyg-lists.ts).
      for (const name of [QUOTE_ATTRIBUTE, QUOTE_ID_ATTRIBUTE, IN_ITEM_ATTRIBUTE]) if (cell.hasAttribute(name)) th.setAttribute(name, cell.getAttribute(name)!);
      copySpans(cell, th);
      row.append(th);
    }
    head.append(row);
    first.remove();
    table.prepend(head);
  }
  return doc.body.innerHTML;
}

/** Copies a cell's colspan and rowspan to the cell that replaces it. */
function copySpans(from: Element, to: Element): void {
  for (const name of ['colspan', 'rowspan']) {
    const value = from.getAttribute(name);
    if (value !== null) to.setAttribute(name, value);
  }
}
