/*
 * The keys that keep WYSIWYG tables apart (see wysiwyg-tables.ts): in their own module so the table
 * managers, loaded with the first editor, do not pull Quill's table blots into that load.
 */

let tableCount = 0;

/** A key for one more table of this page. */
export function nextTableKey(): string {
  return `kt${(tableCount++).toString(36)}`;
}

/** A new row id under `key` (or Quill's kind of id without one), not in `taken`. */
export function newRowId(key: string | null, taken: ReadonlySet<string> = new Set()): string {
  let id: string;
  do id = `${key ?? 'row'}-${Math.random().toString(36).slice(2, 8)}`;
  while (taken.has(id));
  return id;
}

/** The table key in a row id, or null for Quill's own ids. */
export function tableKeyOf(rowId: unknown): string | null {
  return typeof rowId === 'string' ? (/^(kt[0-9a-z]+)-/.exec(rowId)?.[1] ?? null) : null;
}
