import corpus from '../fixtures/readmes.json';
import { KitDefaultConvertor } from '../convertor/editor-convertor';
import { clearRawStash } from '../convertor/raw-markdown-stash';
import { bareWysiwygView, withoutKitKeys as keyless } from '../editor-spec-helpers';
import { ready } from '../kit-editor';
import { serialiseOps } from './delta-slices';
import { loadQuill } from './quill-loader';
import { convertKitHtmlBlocks } from './wysiwyg-block-conversion';
import { convertKitHtml } from './wysiwyg-nbsp';
import { tablesToQuill } from './wysiwyg-tables';
import type { KitWysiwygView } from './wysiwyg-view';

/*
 * Blocks converted with one parse for all of them (`convertKitHtmlBlocks`) give the same Quill
 * content as each block parsed alone, as Quill's clipboard does it: on the README corpus, on blocks
 * made to break out of their neighbours, and on blocks that must be converted alone.
 */


describe('Blocks converted with one parse', () => {
  let host: HTMLElement;
  let view: KitWysiwygView;
  const convertor = new KitDefaultConvertor();
  const alone = (htmls: readonly string[], spans = false) => htmls.map((html) => keyless(serialiseOps(convertKitHtml(view.quill, tablesToQuill(html, spans)).ops)));
  const together = (htmls: readonly string[], spans = false) => convertKitHtmlBlocks(view.quill, htmls, spans).map((delta) => keyless(serialiseOps(delta.ops)));

  beforeAll(async () => {
    await ready;
    const Quill = await loadQuill();
    host = document.body.appendChild(document.createElement('div'));
    view = bareWysiwygView(Quill, host);
  });
  afterAll(() => {
    view.destroy();
    host.remove();
    clearRawStash();
  });

  it('gives each README block of the corpus the content its own parse gives', () => {
    let blocks = 0;
    let differing = 0;
    for (const { name, markdown } of corpus as { name: string; markdown: string }[]) {
      // Blocks made twice: a raw HTML block's blot takes its source from a stash, once.
      const htmlsOf = () => (convertor.toHTMLBlocks(markdown) ?? []).map((block) => block.html);
      const htmls = htmlsOf();
      const expected = alone(htmls);
      const actual = together(htmlsOf());
      blocks += htmls.length;
      actual.forEach((ops, i) => {
        if (ops === expected[i]) return;
        differing++;
        fail(`${name}, block ${i}: ${htmls[i].slice(0, 200)}\n together: ${ops.slice(0, 300)}\n alone: ${expected[i].slice(0, 300)}`);
      });
    }
    clearRawStash();
    expect(blocks).toBeGreaterThan(3000);
    expect(differing).toBe(0);
  });

  it('keeps what a block leaves open out of the blocks after it', () => {
    const htmls = ['<p><b>bold <i>and italic', '<ul><li>open item', '<table><tr><td>cell', '<pre><code>code', '<p>plain</p>', '<p><a href="https://example.com/">link</p>', '<p>after</p>'];
    expect(together(htmls)).toEqual(alone(htmls));
    expect(together(htmls)[4]).toBe(alone(['<p>plain</p>'])[0]);
  });

  it('drops the whitespace before a block as a document parse does, and keeps spaces inside', () => {
    const htmls = ['\n  <p>x</p>', '  text  with   spaces ', '<p>a\u00a0\u00a0b</p>\n', ' \t<h2>Title</h2>'];
    expect(together(htmls)).toEqual(alone(htmls));
    expect(together(htmls)[2]).toContain('a\u00a0\u00a0b'); // kit's non-breaking spaces are kept while converting
  });

  it('converts alone what parses otherwise inside a template, with the same result', () => {
    const firsts = ['<!-- note --> text', '<td>cell</td>', '<tr><td>row</td></tr>', '<caption>c</caption>', '<p>last</p>'];
    expect(together(firsts)).toEqual(alone(firsts));
    const anywhere = ['<p>a</p><template><p>t</p></template>', '<p>b</p><plaintext>rest', '<body class="x"><p>c</p>', '<p>last</p>'];
    expect(together(anywhere)).toEqual(alone(anywhere));
  });

  it('turns tables into Quill tables, merged cells too', () => {
    const htmls = ['<table><thead><tr><th align="center">a</th><th>b</th></tr></thead><tbody><tr><td>@cols=2:x</td></tr></tbody></table>', '<p>between</p>', '<table><thead><tr><th align="right">c</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>'];
    for (const spans of [false, true]) {
      const actual = together(htmls, spans);
      expect(actual).toEqual(alone(htmls, spans));
      expect(actual[0]).toContain('table');
    }
    expect(together(htmls, true)[0]).not.toEqual(together(htmls, false)[0]); // the prefix became a span
  });
});
