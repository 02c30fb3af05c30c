import { KitDefaultConvertor } from './convertor/editor-convertor';
import { bareWysiwygView } from './editor-spec-helpers';
import { sanitizeHtml } from './editor-sanitizer';
import { blocksOf, corpusDocuments as documents, nextTask } from './fidelity-spec-helpers';
import { KitEditor, ready } from './kit-editor';
import { linkDefinitionsIn } from './link-definitions';
import { markdownSignature } from './markdown-signature';
import { loadQuill } from './wysiwyg/quill-loader';
import { keepSourceSpelling } from './wysiwyg/source-spelling';

/**
 * Round-trip fidelity on real-world markdown nobody here wrote: README.md files of installed
 * packages, chosen deterministically by scripts/gen-fixtures.mjs.
 */
describe('WYSIWYG round-trip fidelity on a real-world corpus', () => {
  /** Share of documents that must come back byte-identical apart from the block the user edited. */
  const UNTOUCHED_BLOCKS_FLOOR = 0.98;

  let host: HTMLElement;
  beforeAll(async () => {
    await ready;
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
  });
  afterEach(() => {
    KitEditor.getInstances().forEach((editor) => editor.remove());
    host.remove();
  });

  it('uses at least 100 documents', () => {
    expect(documents.length).toBeGreaterThanOrEqual(100);
  });

  it(`gives back every block the user did not touch, byte for byte (floor ${UNTOUCHED_BLOCKS_FLOOR * 100}%)`, async () => {
    let kept = 0;
    const failures: string[] = [];
    for (const doc of documents) {
      const source = doc.markdown.replace(/\r\n?/g, '\n');
      const editor = new KitEditor({ el: host, initialValue: source, usageStatistics: false, previewDelayTime: 100000 });
      editor.changeMode('wysiwyg', true);
      editor.getSquire().insertText(0, 'Edited ', 'user'); // an edit in the first block only
      editor.changeMode('markdown', true);
      const before = blocksOf(source);
      const after = editor.getMarkdown();
      const rest = before.slice(1).join('');
      if (after.endsWith(rest) && after.slice(0, after.length - rest.length).includes('Edited')) {
        kept++;
      } else {
        failures.push(doc.name);
      }
      editor.remove();
      await nextTask(); // long loops must let Karma's socket breathe
    }
    const share = kept / documents.length;
    console.log(`Untouched blocks kept byte for byte: ${kept}/${documents.length} (${(share * 100).toFixed(1)}%)` + (failures.length ? `; not: ${failures.slice(0, 10).join(', ')}` : ''));
    expect(share).toBeGreaterThanOrEqual(UNTOUCHED_BLOCKS_FLOOR);
  }, 120_000);

  /** Share of blocks whose structure survives markdown → Quill → markdown; raise it as blots land. */
  const BLOCK_SIGNATURE_FLOOR = 0.995;
  /** The same after an edit, where the converted block keeps its source's spelling where it can (keepSourceSpelling). */
  const RESPELT_SIGNATURE_FLOOR = 1;

  it(`keeps the structure of at least ${BLOCK_SIGNATURE_FLOOR * 100}% of blocks through Quill (${RESPELT_SIGNATURE_FLOOR * 100}% in the source's spelling)`, async () => {
    // markdown → HTML → Quill → HTML → markdown, compared by structural signature, per block (the
    // unit the editor re-serialises after an edit) and per whole document.
    const Quill = await loadQuill();
    const view = bareWysiwygView(Quill, host);
    const convertor = new KitDefaultConvertor();
    let identical = 0;
    let blocksSame = 0;
    let respeltSame = 0;
    let blocksTotal = 0;
    // The path an edit takes in the editor: blocks into Quill, Quill's HTML sanitized, back to markdown.
    const throughQuill = (markdown: string) => {
      const blocks = convertor.toHTMLBlocks(markdown) ?? [{ raw: markdown, html: convertor.toHTML(markdown) }];
      view.setBlocks(blocks.map((b) => b.html), false);
      return convertor.toMarkdown(sanitizeHtml(view.getContent()));
    };
    try {
      for (const doc of documents) {
        if (JSON.stringify(markdownSignature(doc.markdown)) === JSON.stringify(markdownSignature(throughQuill(doc.markdown)))) identical++;
        await nextTask();
        const definitions = linkDefinitionsIn(doc.markdown);
        const spelling = { render: (markdown: string) => convertor.toHTML(markdown), definitions: () => definitions };
        for (const block of blocksOf(doc.markdown)) {
          blocksTotal++;
          const signature = JSON.stringify(markdownSignature(block));
          const converted = throughQuill(block);
          if (signature === JSON.stringify(markdownSignature(converted))) blocksSame++;
          // As the source map writes a converted block: its link definitions after it.
          const respelt = [keepSourceSpelling(converted.trim(), block, spelling), ...linkDefinitionsIn(block)].join('\n\n');
          if (signature === JSON.stringify(markdownSignature(respelt))) respeltSame++;
        }
      }
    } finally {
      view.destroy();
    }
    console.log(
      `Through Quill: ${identical}/${documents.length} documents and ${blocksSame}/${blocksTotal} blocks ` +
        `(${((blocksSame / blocksTotal) * 100).toFixed(1)}%) keep their structural signature; ${respeltSame}/${blocksTotal} ` +
        `(${((respeltSame / blocksTotal) * 100).toFixed(1)}%) in the source's spelling where it renders the same`,
    );
    expect(blocksTotal).toBeGreaterThan(documents.length);
    expect(blocksSame / blocksTotal).toBeGreaterThanOrEqual(BLOCK_SIGNATURE_FLOOR);
    expect(respeltSame / blocksTotal).toBeGreaterThanOrEqual(RESPELT_SIGNATURE_FLOOR);
  }, 120_000); // 124 documents through Quill: seconds of work, more on a busy machine
});
