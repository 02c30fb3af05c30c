import { useEditorFactory } from '../editor-spec-helpers';
import { pasteHtmlToWysiwyg } from '../paste/paste-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/* HTML from other applications: one setHtml, one document, whichever mode takes it. */
describe('HTML from other applications', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const CASES: [string, string, RegExp | string][] = [
    [
      'a Google Docs copy (its normal-weight <b> wrapper, bold spans, black on every run)',
      '<b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr"><span style="font-weight:700;color:#000000;background-color:transparent">Owner</span><span style="color:#000000;background-color:transparent">: Alice</span></p><p dir="ltr"><span style="color:#000000">Second</span></p></b>',
      '**Owner**: Alice\n\nSecond',
    ],
    ['one Google Docs line', '<b style="font-weight:normal;" id="docs-internal-guid-3c"><span style="color:#000000;font-style:italic">Just a line</span></b>', '*Just a line*'],
    ['GitHub\'s highlighted code', '<div class="highlight highlight-source-js"><pre>var a = 1;</pre></div>', '```js\nvar a = 1;\n```'],
    ['a pre with a lang attribute', '<pre lang="python"><code>x = 1</code></pre>', '```python\nx = 1\n```'],
    ['a heading with an empty anchor', '<h2><a id="user-content-install" class="anchor" aria-hidden="true" href="#install"></a>Install</h2>', '## Install'],
    ['a Google Docs list', '<ul><li dir="ltr"><p dir="ltr" role="presentation"><span>Apples</span></p></li><li dir="ltr"><p dir="ltr" role="presentation"><span>Pears</span></p></li></ul>', /^[-*] Apples\n[-*] Pears$/],
    [
      'code copied from VS Code (a pre-spaced monospace box of line boxes)',
      '<meta charset="utf-8"><div style="color: #cccccc;background-color: #1f1f1f;font-family: Consolas, \'Courier New\', monospace;white-space: pre;"><div><span style="color: #569cd6;">function</span><span> add(a, b) {</span></div><div><span>&nbsp; </span><span style="color: #c586c0;">return</span><span> a * b;</span></div><div><span>}</span></div></div>',
      '```\nfunction add(a, b) {\n  return a * b;\n}\n```',
    ],
    [
      'table cells holding paragraphs, a line break and a list',
      '<table><tr><th>Name</th><th>Owner</th><th>Weeks</th></tr><tr><td>Design</td><td><p>Ana</p><p>Ben</p></td><td>3</td></tr><tr><td>Build</td><td>Cy<br>Di</td><td><ul><li>API keys</li><li>Rate limits</li></ul></td></tr></table>',
      '| Name | Owner | Weeks |\n| ---- | ----- | ----- |\n| Design | Ana Ben | 3 |\n| Build | Cy Di | • API keys • Rate limits |',
    ],
    ['a list item with a paragraph after its text', '<ol start="3"><li>Third step</li><li>Fourth step<p>with a second paragraph</p></li></ol>', /^3\. Third step\n+4\. Fourth step\n\n {3}with a second paragraph$/],
  ];

  for (const [title, html, expected] of CASES) {
    it(`setHtml of ${title} gives the same markdown in both modes`, () => {
      const markdown = create({});
      markdown.setHtml(html);
      const wysiwyg = create({ initialEditType: 'wysiwyg' });
      wysiwyg.setHtml(html);
      if (typeof expected === 'string') expect(markdown.getMarkdown()).toBe(expected);
      else expect(markdown.getMarkdown()).toMatch(expected);
      expect(wysiwyg.getMarkdown()).toBe(markdown.getMarkdown());
    });
  }

  it('pasted into WYSIWYG, the same', () => {
    for (const [title, html, expected] of CASES) {
      const editor = create({ initialEditType: 'wysiwyg' });
      editor.getSquire().setSelection(0, 0, 'user');
      pasteHtmlToWysiwyg(editor, html);
      const markdown = editor.getMarkdown().trim();
      if (typeof expected === 'string') expect(markdown).withContext(title).toBe(expected);
      else expect(markdown).withContext(title).toMatch(expected);
    }
  });
});
