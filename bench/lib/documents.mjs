// The documents the editor scenarios use: deterministic, the same for every system.
import { createRequire } from 'node:module';
import { readmeCorpus as sharedReadmeCorpus } from '../../scripts/readme-corpus.mjs';

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

/**
 * The README corpus of the test fixtures (`scripts/readme-corpus.mjs`, the same share), with
 * newlines normalised for the pages.
 */
export function readmeCorpus(share = 0.27) {
  return sharedReadmeCorpus(share).map(({ name, markdown }) => ({ name, markdown: markdown.replace(/\r\n?/g, '\n') }));
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
