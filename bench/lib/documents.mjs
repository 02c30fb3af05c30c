// The documents the editor scenarios use: deterministic, the same for every system.
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(import.meta.url);

/** A small README-like document: what a page typically starts an editor with (~2 KB). */
export function sampleDocument(marker = 'Sample ends here') {
  return [
    '# Project title',
    '',
    'A short description with **bold**, *italic*, `inline code` and a [link](https://example.com).',
    '',
    '## Install',
    '',
    '```sh',
    'npm install example',
    '```',
    '',
    '## Usage',
    '',
    '1. Import it',
    '2. Call it',
    '   - with options',
    '   - or without',
    '',
    '```js',
    "import { example } from 'example';",
    'example({ verbose: true });',
    '```',
    '',
    '| option | default | meaning |',
    '| :-- | :-: | --: |',
    '| verbose | false | logs more |',
    '| retries | 3 | attempts |',
    '',
    '> A quote, with a second line',
    '> that continues it.',
    '',
    '- [x] done',
    '- [ ] to do',
    '',
    '---',
    '',
    marker,
  ].join('\n');
}

/**
 * A deterministic document of about `bytes` bytes: headings, paragraphs with inline marks, nested
 * lists, tasks, fenced code, tables; it ends with a paragraph holding `marker`, so "the preview
 * shows the end" means that paragraph is in the preview's DOM. Based on bench/editor-typing.mjs.
 */
export function bigDocument(bytes, marker) {
  const parts = [];
  let size = 0;
  for (let i = 1; size < bytes; i++) {
    const section = [
      `## Section ${i}`,
      '',
      `Paragraph ${i} with **bold**, *italic*, \`code\` and a [link](https://example.com/${i}). `.repeat(3).trim(),
      '',
      `- item ${i}.1\n- item ${i}.2\n  - nested ${i}\n- [x] task ${i}`,
      '',
      '```js',
      `function f${i}(x) { return x * ${i}; }`,
      '```',
      '',
      `| a | b |\n| :-- | --: |\n| ${i} | ${i * 2} |`,
      '',
    ].join('\n');
    parts.push(section);
    size += section.length + 1;
  }
  parts.push(`The last paragraph ${marker}`);
  return parts.join('\n');
}

/** The CommonMark 0.31.2 examples (the commonmark-spec package, as the test suite uses). */
export function commonmarkExamples() {
  const { tests } = require('commonmark-spec');
  return tests.map(({ markdown, html, section, number }) => ({ markdown, html, section, number }));
}

/** FNV-1a, as scripts/gen-fixtures.mjs. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The real-world corpus of the round-trip fidelity test: README.md files (1–40 KB, distinct) of
 * installed packages whose path hashes into a fixed share — the same selection rule as
 * scripts/gen-fixtures.mjs (computed here, so the bench writes nothing under projects/).
 */
export function readmeCorpus(share = 0.27) {
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
  const modules = join(root, 'node_modules');
  walk(modules, 0);
  found.sort();
  const seen = new Set();
  const unique = found.filter((path) => {
    const text = readFileSync(path, 'utf8');
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  return unique
    .map((path) => path.slice(modules.length + 1))
    .filter((name) => hash(name) % 1000 < share * 1000)
    .map((name) => ({ name, markdown: readFileSync(join(modules, name), 'utf8').replace(/\r\n?/g, '\n') }));
}

/** mulberry32, as the pages' benchUtil.rng. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` characters of seeded lowercase words separated by single spaces, starting with a space. */
export function typedText(count, seed) {
  const random = rng(seed);
  let out = '';
  while (out.length < count) {
    out += ' ';
    const length = 2 + Math.floor(random() * 7);
    for (let i = 0; i < length && out.length < count; i++) out += String.fromCharCode(97 + Math.floor(random() * 26));
  }
  // Never end on a space: the preview collapses trailing whitespace.
  return out.endsWith(' ') ? out.slice(0, -1) + 'z' : out;
}
