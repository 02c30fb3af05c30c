import { findCodeLanguage } from '../code-highlighter';
import { codeBlockManager } from './code-block-manager';
import { KitMarkdownParser, markdownParser, markdownParserHighlight } from './markdown-parsers';

describe('markdownParser / markdownParserHighlight', () => {
  afterEach(() => {
    codeBlockManager.removeReplacer('kit-parse-chart');
    codeBlockManager.removeReplacer('kit-parse-boom');
  });

  it('parse GFM markdown to HTML', () => {
    for (const parser of [markdownParser, markdownParserHighlight]) {
      const html = parser.parse('# Title\n\n**bold** ~~gone~~ https://example.com\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n- [x] done');
      expect(html).toContain('<h1>Title</h1>');
      expect(html).toContain('<strong>bold</strong> <del>gone</del> <a href="https://example.com">https://example.com</a>');
      expect(html).toContain('<th align="left">a</th>');
      expect(html).toContain('<li><input checked="" disabled="" type="checkbox"> done</li>');
    }
  });

  it('return sanitized HTML: no script, handlers or javascript: links, even with strict: false', () => {
    const md = '<img src="x.png" onerror="alert(1)">\n\n<script>alert(1)</script>\n\n[a](javascript:alert(1)) <a href="javascript:alert(1)">b</a>';
    for (const parser of [markdownParser, markdownParserHighlight]) {
      for (const strict of [true, false]) {
        const html = parser.parse(md, { strict });
        expect(html).toContain('<img src="x.png">');
        expect(html).not.toMatch(/onerror|<script|javascript:/);
      }
    }
  });

  it('strict: false keeps trusted markup the default allow-list removes', () => {
    const md = '<iframe src="https://example.com/e"></iframe>';
    // The default shows the tag as text (GFM's tag filter, as GitHub); no iframe element either way.
    expect(markdownParser.parse(md)).toBe('&lt;iframe src="https://example.com/e">&lt;/iframe>');
    // Kept, sandboxed with no permission: the framed page runs no script.
    expect(markdownParser.parse(md, { strict: false })).toBe('<iframe src="https://example.com/e" sandbox=""></iframe>');
  });

  it('treat null/undefined as empty and throw on other non-strings, naming the value', () => {
    expect(markdownParser.parse(null as never)).toBe('');
    expect(markdownParserHighlight.parse(undefined as never)).toBe('');
    expect(() => markdownParser.parse(5 as never)).toThrowError(TypeError, 'parse(markdown) expects a string, got 5.');
  });

  it('plain parser: code blocks stay plain, replacers are ignored (as getHtml())', () => {
    codeBlockManager.setReplacer('kit-parse-chart', () => '<b>chart</b>');
    expect(markdownParser.parse('```kit-parse-chart\n1,2\n```')).toBe('<pre><code class="language-kit-parse-chart">1,2\n</code></pre>');
  });

  it('highlight parser: a replacer draws the block, sanitized, inside div.kit-code-block-replaced', () => {
    codeBlockManager.setReplacer('kit-parse-chart', (code) => `<b>${code}</b><img src="c.png" onerror="alert(1)">`);
    expect(markdownParserHighlight.parse('```kit-parse-chart\n1,2\n```\n\nafter')).toBe(
      '<div class="kit-code-block-replaced" data-language="kit-parse-chart"><b>1,2</b><img src="c.png"></div><p>after</p>',
    );
  });

  it('highlight parser: highlights a loaded language synchronously', async () => {
    await findCodeLanguage('javascript')!.load();
    const html = markdownParserHighlight.parse('```javascript\nconst a = "<b>";\n```');
    expect(html).toMatch(/^<pre><code class="language-javascript lang-javascript" data-language="javascript" data-kit-highlighted="JavaScript">/);
    expect(html).toContain('<span class="tok-keyword">const</span>');
    expect(new DOMParser().parseFromString(html, 'text/html').querySelector('code')!.textContent).toBe('const a = "<b>";\n');
  });

  it("highlight parser: a language nobody highlights keeps marked's code block", () => {
    expect(markdownParserHighlight.parse('```no-such-lang\n<x>\n```')).toBe('<pre><code class="language-no-such-lang">&lt;x&gt;\n</code></pre>');
    expect(markdownParserHighlight.parse('```\nplain\n```')).toBe('<pre><code>plain\n</code></pre>');
  });

  it('highlight parser: a throwing replacer gives the escaped code and the rest still renders', () => {
    const error = spyOn(console, 'error');
    codeBlockManager.setReplacer('kit-parse-boom', () => {
      throw new Error('down');
    });
    expect(markdownParserHighlight.parse('```kit-parse-boom\na<b\n```\n\n# next')).toBe(
      '<pre><code class="language-kit-parse-boom">a&lt;b\n</code></pre>\n<h1>next</h1>',
    );
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('marked.use() extensions change what parse returns (a separate parser keeps the shared ones intact)', () => {
    const parser = new KitMarkdownParser();
    parser.marked.use({ renderer: { heading: ({ text, depth }) => `<h${depth} class="custom">${text}</h${depth}>` } });
    expect(parser.parse('# T')).toBe('<h1 class="custom">T</h1>');
    expect(markdownParser.parse('# T')).toBe('<h1>T</h1>');
  });
});
