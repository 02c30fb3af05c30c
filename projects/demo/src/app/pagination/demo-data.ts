/** Deterministic fake rows, so every example has something to page through. */
export function rowsFor(page: number, perPage: number, total: number | null, noun = 'Article'): string[] {
  const start = (page - 1) * perPage + 1;
  const end = total === null ? page * perPage : Math.min(page * perPage, total);
  const rows: string[] = [];
  for (let i = start; i <= end; i++) {
    rows.push(`${noun} #${i}`);
  }
  return rows;
}
