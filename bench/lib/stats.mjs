// Summaries and formatting for the bench table.

/** median, p95 (nearest rank), min, max, n of numeric samples. */
export function summarize(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const rank = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, p95: rank(0.95), min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}

/** A number with about three significant digits. */
export function num(value) {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString('en-US');
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  if (abs === 0) return '0';
  return value.toFixed(3);
}

/** One table cell for a result: "median · p95 · min–max unit", or a single value, or a status. */
export function cell(result, unit) {
  if (!result) return '';
  if (result.status && result.status !== 'ok') return result.display ?? result.status;
  if (result.display) return result.display;
  const s = result.stats;
  if (!s) return 'n/a';
  const u = unit ? ` ${unit}` : '';
  if (s.n === 1 || s.min === s.max) return `${num(s.median)}${u}`;
  return `${num(s.median)} · ${num(s.p95)} · ${num(s.min)}–${num(s.max)}${u}`;
}

/** Plain-text table with padded columns (also valid as a Markdown table). */
export function markdownTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) => `| ${r.map((c, i) => String(c ?? '').padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
