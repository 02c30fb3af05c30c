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
    const near = known.find((candidate) => editDistance(candidate.toLowerCase(), name.toLowerCase()) <= 2);
    console.warn(`kit: ${owner} has no option "${name}"; it is ignored.${near ? ` Did you mean "${near}"?` : ''}`);
  }
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
