import { EditorSelection, StateEffect } from '@codemirror/state';
import { defaultHighlightStyle, ensureSyntaxTree, highlightingFor, syntaxHighlighting, syntaxTree } from '@codemirror/language';
import { javascriptLanguage } from '@codemirror/lang-javascript';
import { Tree, TreeFragment } from '@lezer/common';
import { classHighlighter, highlightTree, tags } from '@lezer/highlight';
import { parseCode } from '@lezer/markdown';
import corpus from '../fixtures/readmes.json';
import { useEditorFactory, waitFor } from '../editor-spec-helpers';
import { longReadme } from '../long-document-spec-helpers';
import { kitMarkdownParser } from './markdown-language';
import { withGroupReuse } from './markdown-group-reuse';
import { visiblePart } from './visible-highlighting';

interface CorpusDocument {
  name: string;
  markdown: string;
}

/** The spans `highlightTree` gives for `from`–`to`, as "from-to classes". */
function spans(tree: Tree, from: number, to: number): string[] {
  const out: string[] = [];
  highlightTree(tree, classHighlighter, (start, end, classes) => out.push(`${start}-${end} ${classes}`), from, to);
  return out;
}

/** A seeded generator (Park–Miller), so a failure names a reproducible range. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** Checks `count` seeded ranges of `tree` (some of them empty or at the ends): the same spans either way. */
function checkRanges(tree: Tree, seed: number, count: number, label: string): void {
  const next = random(seed);
  const length = tree.length;
  const ranges: [number, number][] = [[0, length], [0, 0], [length, length], [Math.max(0, length - 3000), length]];
  for (let i = 0; i < count; i++) {
    const from = Math.floor(next() * length);
    ranges.push([from, Math.min(length, from + Math.floor(next() * 6000))]);
  }
  for (const [from, to] of ranges) {
    const expected = spans(tree, from, to);
    const actual = spans(visiblePart(tree, from, to), from, to);
    expect(actual).withContext(`${label}, ${from}-${to}`).toEqual(expected);
  }
}

/** Kit's markdown parser with ```js fences parsed as JavaScript (mounted trees), as the editor does. */
const withCode = kitMarkdownParser.configure(parseCode({ codeParser: (info) => (info.trim() === 'js' ? javascriptLanguage.parser : null) }));

describe('visiblePart (syntax highlighting of the viewport only)', () => {
  it('gives exactly the spans of the whole tree, for seeded ranges of corpus documents', () => {
    const documents = (corpus as CorpusDocument[]).filter((d) => d.markdown.length > 8000).slice(0, 12);
    expect(documents.length).toBeGreaterThan(8);
    documents.forEach((document, i) => checkRanges(withCode.parse(document.markdown), 100 + i, 30, document.name));
  });

  it('gives exactly the spans of the whole tree on a 150 KB document, fences parsed as JavaScript, after incremental reparses', () => {
    const parser = withGroupReuse(withCode);
    let text = longReadme(150 * 1024);
    let tree = parser.parse(text);
    checkRanges(tree, 7, 40, 'fresh parse');
    // Trees after edits are made of reused fragments and groups: the shape typing produces.
    const next = random(11);
    let fragments = TreeFragment.addTree(tree);
    for (let i = 0; i < 12; i++) {
      const at = i % 2 ? text.length : Math.floor(next() * text.length);
      const insert = ['x', '\n\n', '**b** ', '\n```js\nlet y = 1;\n```\n', '> q\n'][i % 5];
      text = text.slice(0, at) + insert + text.slice(at);
      fragments = TreeFragment.applyChanges(fragments, [{ fromA: at, toA: at, fromB: at, toB: at + insert.length }]);
      tree = parser.parse(text, fragments);
      fragments = TreeFragment.addTree(tree, fragments);
      checkRanges(tree, 200 + i, 8, `after edit ${i}`);
    }
  });

  it('keeps only what overlaps the range: a few blocks at the end of 2,000 sections, not the thousands above', () => {
    const tree = kitMarkdownParser.parse(longReadme(200 * 1024));
    const part = visiblePart(tree, tree.length - 2000, tree.length);
    // The whole document has thousands of top-level blocks (in balanced groups); 2 KB holds a few dozen.
    let blocks = 0;
    tree.iterate({ enter: (node) => (node.node.parent?.name === 'Document' ? (blocks++, false) : undefined) });
    expect(blocks).toBeGreaterThan(3000);
    expect(part.children.length).toBeGreaterThan(0);
    expect(part.children.length).toBeLessThan(100);
    for (let i = 0; i < part.children.length; i++) {
      expect(part.positions[i] + part.children[i].length).toBeGreaterThanOrEqual(tree.length - 2000);
    }
  });
});

describe('markdown view highlighting', () => {
  const factory = useEditorFactory();

  it('marks the visible end of a long document as highlighting the whole tree would, also after typing there', async () => {
    const editor = factory.create({ initialValue: longReadme(120 * 1024), height: '400px', previewStyle: 'tab' });
    const view = editor.getCodeMirror();
    view.dispatch({ selection: EditorSelection.cursor(view.state.doc.length), scrollIntoView: true });
    ensureSyntaxTree(view.state, view.state.doc.length, 5000);
    view.dispatch({ changes: { from: view.state.doc.length, insert: '\n## Typed **here**\n' }, selection: EditorSelection.cursor(view.state.doc.length + 19) });
    await waitFor(() => (view.dom.querySelector('.cm-content')?.textContent ?? '').includes('## Typed **here**'));
    const line = Array.from(view.dom.querySelectorAll('.cm-line')).find((element) => element.textContent === '## Typed **here**');
    expect(line).withContext('the typed heading is drawn').toBeDefined();
    // What the line shows: heading class on the text, strong inside it, mark class on the markers.
    const classesOf = (text: string) => Array.from(line!.querySelectorAll('span')).filter((span) => span.textContent === text).map((span) => span.className);
    expect(classesOf('here').join(' ')).toContain('kit-md-heading');
    expect(classesOf('##').join(' ')).toContain('kit-md-mark');
    // And the spans match a whole-tree highlight of the viewport with the same tags.
    const tree = syntaxTree(view.state);
    const { from, to } = view.viewport;
    expect(spans(visiblePart(tree, from, to), from, to)).toEqual(spans(tree, from, to));
  });

  it("is an active highlighter for CodeMirror: a fallback style a page adds (minimalSetup's defaultHighlightStyle) stays off", () => {
    const editor = factory.create({ initialValue: '# Title\n\n[link](http://x) and `code`\n' });
    const view = editor.getCodeMirror();
    expect(highlightingFor(view.state, [tags.heading])).toContain('kit-md-heading');
    const before = view.contentDOM.innerHTML;
    view.dispatch({ effects: StateEffect.appendConfig.of(syntaxHighlighting(defaultHighlightStyle, { fallback: true })) });
    const fallbackClasses = [tags.heading, tags.link, tags.monospace, tags.url].map((tag) => highlightingFor(view.state, [tag]) ?? '');
    expect(fallbackClasses.join(' ')).not.toMatch(/ͼ/);
    // Every class drawn is one of kit's (CodeMirror's own highlighter, back with the page's style, draws them too).
    const drawn = new Set(Array.from(view.contentDOM.querySelectorAll('span'), (span) => span.className).flatMap((name) => name.split(' ')));
    const kit = new Set(Array.from(new DOMParser().parseFromString(before, 'text/html').querySelectorAll('span'), (span) => span.className).flatMap((name) => name.split(' ')));
    expect([...drawn].filter((name) => !kit.has(name))).toEqual([]);
  });
});
