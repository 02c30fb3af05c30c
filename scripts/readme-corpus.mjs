// The real-world markdown corpus shared by the test fixtures (scripts/gen-fixtures.mjs) and the
// benchmarks (bench/lib/documents.mjs): README.md files of node_modules chosen by a stable hash.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** FNV-1a: a stable hash of a package path, so the choice does not move when packages come or go. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * README.md files of node_modules (1–40 KB, distinct texts) whose path hashes into a fixed share:
 * deterministic, and adding or removing a dependency changes only that package's membership.
 */
export function readmeCorpus(share) {
  const found = [];
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 4 && entry.name !== '.bin' && entry.name !== '.cache') walk(path, depth + 1);
      else if (entry.isFile() && /^readme\.md$/i.test(entry.name)) {
        const size = statSync(path).size;
        if (size >= 1024 && size <= 40 * 1024) found.push(path);
      }
    }
  };
  walk(join(root, 'node_modules'), 0);
  found.sort();
  // Deduplicate identical texts (the same package in several places).
  const seen = new Set();
  const unique = found.filter((path) => {
    const text = readFileSync(path, 'utf8');
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  return unique
    .map((path) => path.slice(join(root, 'node_modules').length + 1))
    .filter((name) => hash(name) % 1000 < share * 1000)
    .map((name) => ({ name, markdown: readFileSync(join(root, 'node_modules', name), 'utf8') }));
}

