/** Option names already warned about on this page, per owner (`KitEditor "heigth"`). */
const warned = new Set<string>();

/**
 * Warns on the console, once per page and name, about each option `owner` does not know
 * (`heigth`, or a later TOAST UI version's `customHTMLSanitizer`), with the nearest known name when
 * one is a typo away. Not an error: TOAST UI ignored unknown options, and configurations written
 * for it may carry some; but a silently ignored misspelling leaves the editor in a state the page
 * did not ask for.
 */
export function warnUnknownOptions(owner: string, options: object, known: readonly string[]): void {
  for (const name of Object.keys(options)) {
    if (known.includes(name) || warned.has(`${owner} ${name}`)) continue;
    warned.add(`${owner} ${name}`);
    const near = nearest(name, known);
    console.warn(`kit: ${owner} has no option "${name}"; it is ignored.${near ? ` Did you mean "${near}"?` : ''}`);
  }
}

/**
 * The known name a typo away from `name` (at most 2 edits; the fewest, then the one sharing the
 * longest start: `ext` is `exts`, not `el`), or one that starts with it or it starts with
 * (`extension`, `plugins` aside). Undefined when none is close.
 */
function nearest(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const shared = (a: string) => {
    let n = 0;
    while (n < a.length && n < lower.length && a[n] === lower[n]) n++;
    return n;
  };
  let best: { name: string; distance: number; shared: number } | undefined;
  for (const candidate of known) {
    const low = candidate.toLowerCase();
    const distance = low.startsWith(lower) || lower.startsWith(low) ? Math.min(1, editDistance(low, lower)) : editDistance(low, lower);
    if (distance > 2) continue;
    if (!best || distance < best.distance || (distance === best.distance && shared(low) > best.shared)) best = { name: candidate, distance, shared: shared(low) };
  }
  return best?.name;
}

/** Levenshtein distance (names are short: a plain table is fine). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
