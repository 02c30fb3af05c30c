import type QuillType from 'quill';
import type { QuillClass } from './quill-loader';
import { spannedRowWidths } from '../convertor/table-spans';

/* eslint-disable @typescript-eslint/no-explicit-any -- Quill's blot classes are untyped imports. */

/**
 * Merged table cells in WYSIWYG (the table extension). Quill 2's table cell is a line whose
 * format is its row id; it knows no spans. kit adds two block attributors, `colspan` and
 * `rowspan`, that live on the cell's `<td>` and in the Delta with the cell's newline, so the
 * spans load, edit, undo and serialise with the cell. They are on only for an editor that asked
 * (`useTableSpans`): without it a clipboard matcher drops them, and WYSIWYG is as before.
 */

/** The span attributes kit keeps on a WYSIWYG table cell. */
export const SPAN_FORMATS = ['colspan', 'rowspan'] as const;

const switches = new WeakMap<object, () => boolean>();

/** Ties `quill` to whether its editor keeps merged cells (asked at every load and paste). */
export function useTableSpans(quill: QuillType, on: () => boolean): void {
  switches.set(quill, on);
}

/** Whether `quill` keeps merged table cells. */
export function hasTableSpans(quill: QuillType): boolean {
  return switches.get(quill)?.() ?? false;
}

let registered = false;

/** Registers the `colspan` and `rowspan` cell attributors (once per page: Quill's registry is global). */
export function registerKitTableSpans(Quill: QuillClass): void {
  if (registered) return;
  registered = true;
  const Parchment = Quill.import('parchment') as any;

  /** A span of 2 to 999 on a `<td>`; 1 is no span and is not written. */
  class SpanAttributor extends Parchment.Attributor {
    canAdd(node: HTMLElement, value: unknown): boolean {
      return node.tagName === 'TD' && /^[1-9]\d{0,2}$/.test(String(value)) && Number(value) > 1;
    }

    value(node: HTMLElement): string {
      const value = node.getAttribute(this['keyName']);
      return this.canAdd(node, value) ? value! : '';
    }
  }
  const Span = SpanAttributor as any;
  for (const name of SPAN_FORMATS) Quill.register(new Span(name, name, { scope: Parchment.Scope.BLOCK }), true);
}

/**
 * Puts `table` before the spans in the lines Quill is given (`updateContents`: kit's commands and
 * Quill's undo and redo alike). Quill applies a line's formats in their order, and a line inserted
 * at a table's end is a paragraph until `table` makes it a cell: a span that came first could not
 * be set on the paragraph and was lost (undo of a column removed through a merged cell at the
 * table's end gave the cell back without its colspan, fuzz5).
 */
export function keepSpansOnInsertedCells(quill: QuillType): void {
  const update = quill.updateContents.bind(quill) as (...args: unknown[]) => unknown;
  const Delta = quill.getContents().constructor as any;
  (quill as unknown as { updateContents: (...args: unknown[]) => unknown }).updateContents = (delta: any, ...rest: unknown[]) => {
    const ops: any[] | undefined = Array.isArray(delta) ? delta : delta?.ops;
    const needs = ops?.some((op) => typeof op.insert === 'string' && op.attributes?.table && SPAN_FORMATS.some((name) => name in op.attributes) && Object.keys(op.attributes)[0] !== 'table');
    if (!needs) return update(delta, ...rest);
    const reordered = ops!.map((op) => {
      if (!op.attributes?.table || typeof op.insert !== 'string') return op;
      const { table, ...others } = op.attributes;
      return { ...op, attributes: { table, ...others } };
    });
    return update(new Delta(reordered), ...rest);
  };
}

/** A clipboard matcher for cells: an editor without merged cells drops the spans Quill read. */
export function addKitTableSpanMatcher(quill: QuillType): void {
  const Delta = quill.getContents().constructor as any;
  quill.clipboard.addMatcher('td', (_node: Node, delta: any) => {
    if (hasTableSpans(quill) || !delta.ops.some((op: any) => op.attributes && SPAN_FORMATS.some((name) => name in op.attributes))) return delta;
    return new Delta(
      delta.ops.map((op: any) => {
        if (!op.attributes) return op;
        const attributes = { ...op.attributes };
        for (const name of SPAN_FORMATS) delete attributes[name];
        const { attributes: _dropped, ...rest } = op;
        return Object.keys(attributes).length ? { ...rest, attributes } : rest;
      }),
    );
  });
}

/**
 * Quill's `balanceCells` with spans: pads each row with empty cells up to the table's width, counting
 * a cell as its colspan and the cells rows above reach into with their rowspan (Quill counts cells,
 * so it padded every row a merge made short). Without spans it pads as Quill's own.
 */
export function balanceSpannedCells(table: any, TableRow: any, TableCell: any): void {
  const rows: any[] = table.descendants(TableRow);
  const widths = spannedRowWidths(rows.map((row) => row.children.map((cell: any) => cell.domNode as HTMLTableCellElement)));
  const max = Math.max(0, ...widths);
  rows.forEach((row, i) => {
    for (let width = widths[i]; width < max; width++) {
      const value = row.children.head != null ? TableCell.formats(row.children.head.domNode) : undefined;
      const blot = table.scroll.create(TableCell.blotName, value);
      row.appendChild(blot);
      blot.optimize(); // adds the break blot, as Quill does
    }
  });
}
