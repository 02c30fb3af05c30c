import { type Input, IterMode, NodeProp, type Parser, Tree, TreeFragment } from '@lezer/common';
import { ensureSyntaxTree } from '@codemirror/language';
import { javascriptLanguage } from '@codemirror/lang-javascript';
import { parseCode } from '@lezer/markdown';
import corpus from '../fixtures/readmes.json';
import { KitEditor, ready } from '../kit-editor';
import { kitMarkdownParser } from './markdown-language';
import { cutFragmentsForGroupReuse, withGroupReuse } from './markdown-group-reuse';
import { longReadme } from '../long-document-spec-helpers';

interface CorpusDocument {
  name: string;
  markdown: string;
}

/**
 * Every named node of a tree as "name from-to", in document order; with `mounts`, each node's
 * mounted tree (fenced code in its own language: overlay mounts, which a cursor does not enter)
 * follows it, indented.
 */
function nodesOf(tree: Tree, mounts = false, offset = 0): string[] {
  const nodes: string[] = [];
  const cursor = tree.cursor(IterMode.IgnoreMounts);
  do {
    nodes.push(`${cursor.name} ${cursor.from + offset}-${cursor.to + offset}`);
    const mounted = mounts ? cursor.tree?.prop(NodeProp.mounted) : undefined;
    if (mounted) nodes.push(...nodesOf(mounted.tree, true, cursor.from + offset).map((node) => `  ${node}`));
  } while (cursor.next());
  return nodes;
}

/** The anonymous grouping nodes (Tree objects) of a tree. */
function groupsOf(tree: Tree): Set<Tree> {
  const groups = new Set<Tree>();
  const cursor = tree.cursor(IterMode.IncludeAnonymous);
  do if (cursor.type.isAnonymous && cursor.tree) groups.add(cursor.tree);
  while (cursor.next());
  return groups;
}

/** A seeded generator (Park–Miller), so a failure names a reproducible sequence. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** Edits that keep or change block structure: text, line breaks, list/quote/fence/table markup. */
const INSERTS = ['x', ' word', '\n', '\n\n', '- ', '> ', '```\n', '# ', '| c |\n', '1. ', '    ', '<div>\n', '***', '\n---\n'];

/**
 * Applies `edits` seeded random edits to `markdown`, parsing incrementally after each with
 * `parser` as CodeMirror does (fragments of the previous tree, cut by the change), and checks
 * each tree against a full parse of the same text.
 */
function checkIncremental(markdown: string, seed: number, edits: number, where: 'anywhere' | 'end', inner: Parser = kitMarkdownParser): void {
  const parser = withGroupReuse(inner);
  const mounts = inner !== kitMarkdownParser;
  const next = random(seed);
  let text = markdown;
  let tree = parser.parse(text);
  let fragments = TreeFragment.addTree(tree);
  for (let i = 0; i < edits; i++) {
    const at = where === 'end' ? text.length : Math.floor(next() * (text.length + 1));
    const deleteLength = next() < 0.25 ? Math.min(text.length - at, Math.floor(next() * 40)) : 0;
    const insert = deleteLength && next() < 0.5 ? '' : INSERTS[Math.floor(next() * INSERTS.length)];
    text = text.slice(0, at) + insert + text.slice(at + deleteLength);
    fragments = TreeFragment.applyChanges(fragments, [{ fromA: at, toA: at + deleteLength, fromB: at, toB: at + insert.length }]);
    tree = parser.parse(text, fragments);
    fragments = TreeFragment.addTree(tree, fragments);
    const full = nodesOf(inner.parse(text), mounts);
    const incremental = nodesOf(tree, mounts);
    if (incremental.length !== full.length || incremental.some((node, k) => node !== full[k])) {
      const k = incremental.findIndex((node, j) => node !== full[j]);
      fail(`seed ${seed}, edit ${i} (${JSON.stringify(insert)} at ${at}, ${deleteLength} deleted): node ${k} is ${incremental[k]}, a full parse has ${full[k]}`);
      return;
    }
  }
}

describe('withGroupReuse (markdown reparse of long documents)', () => {
  it('builds the tree a full parse builds, after random edits anywhere in long corpus documents', () => {
    const long = (corpus as CorpusDocument[]).filter((d) => d.markdown.length > 12000).slice(0, 8);
    expect(long.length).toBeGreaterThan(3);
    long.forEach((document, i) => checkIncremental(document.markdown, 1000 + i, 25, 'anywhere'));
  });

  it('builds the tree a full parse builds, typing at the end and editing anywhere in a 100 KB document', () => {
    const markdown = longReadme(100 * 1024);
    checkIncremental(markdown, 7, 40, 'end');
    checkIncremental(markdown, 8, 40, 'anywhere');
  });

  it('builds the tree a full parse builds with fenced code parsed in its own language (mounted trees)', () => {
    const withCode = kitMarkdownParser.configure(parseCode({ codeParser: (info) => (info.trim() === 'js' ? javascriptLanguage.parser : null) }));
    const markdown = longReadme(60 * 1024);
    // The comparison includes the JavaScript trees inside the fences.
    expect(nodesOf(withCode.parse(markdown), true).some((node) => node.startsWith('  FunctionDeclaration '))).toBeTrue();
    checkIncremental(markdown, 11, 30, 'end', withCode);
    checkIncremental(markdown, 12, 30, 'anywhere', withCode);
  });

  it('does not take the block before a cut when an edit changes the line after it (setext underline, lazy continuation)', () => {
    const parser = withGroupReuse(kitMarkdownParser);
    for (const [block, next, from, to, insert] of [
      // "- a" starts a list after the paragraph; "-" alone underlines it (a setext heading).
      ['para text', '- a', 1, 3, ''],
      // "***" is a thematic break; "*" alone continues the paragraph (lazily).
      ['para text', '***', 1, 3, ''],
    ] as const) {
      const markdown = Array.from({ length: 800 }, (_, i) => `${block} ${i}\n${next}\n`).join('\n');
      const before = parser.parse(markdown);
      // Where the first cut falls: a block end whose next line holds the edit.
      const input: Input = { length: markdown.length, lineChunks: false, chunk: (from) => markdown.slice(from), read: (from, to) => markdown.slice(from, to) };
      const pieces = cutFragmentsForGroupReuse(TreeFragment.addTree(before), input);
      expect(pieces.length).toBeGreaterThan(1);
      const at = pieces[1].from + 1 + from;
      const text = markdown.slice(0, at) + insert + markdown.slice(pieces[1].from + 1 + to);
      const fragments = TreeFragment.applyChanges(TreeFragment.addTree(before), [{ fromA: at, toA: pieces[1].from + 1 + to, fromB: at, toB: at + insert.length }]);
      expect(nodesOf(parser.parse(text, fragments))).toEqual(nodesOf(kitMarkdownParser.parse(text)));
    }
  });

  it('takes whole groups of old blocks when a key is typed at the end of a long document', () => {
    const markdown = longReadme(200 * 1024);
    const before = withGroupReuse(kitMarkdownParser).parse(markdown);
    const at = markdown.length;
    const fragments = TreeFragment.applyChanges(TreeFragment.addTree(before), [{ fromA: at, toA: at, fromB: at, toB: at + 1 }]);
    const after = withGroupReuse(kitMarkdownParser).parse(markdown + 'x', fragments);
    const oldGroups = groupsOf(before);
    const reused = [...groupsOf(after)].filter((group) => oldGroups.has(group));
    // lezer-markdown alone re-takes every top-level block one by one and regroups them: 0 reused.
    expect(reused.length).toBeGreaterThan(20);
    expect(nodesOf(after)).toEqual(nodesOf(kitMarkdownParser.parse(markdown + 'x')));
  });

  it('gives the editor the syntax tree of a full parse after typing at the end of a long document', async () => {
    await ready;
    const el = document.createElement('div');
    document.body.appendChild(el);
    const markdown = longReadme(150 * 1024);
    const editor = new KitEditor({ el, initialValue: markdown, previewStyle: 'vertical', height: '400px', usageStatistics: false });
    try {
      const view = editor.getCodeMirror();
      view.focus();
      editor.moveCursorToEnd();
      ensureSyntaxTree(view.state, view.state.doc.length, 10000);
      for (const text of ['\n\nNew **paragraph**', ' more', '\n\n- item', '\n- [ ] task']) {
        view.dispatch(view.state.replaceSelection(text), { userEvent: 'input.type' });
      }
      const tree = ensureSyntaxTree(view.state, view.state.doc.length, 10000);
      expect(tree).not.toBeNull();
      expect(nodesOf(tree!)).toEqual(nodesOf(kitMarkdownParser.parse(view.state.doc.toString())));
    } finally {
      editor.remove();
      el.remove();
    }
  });
});
