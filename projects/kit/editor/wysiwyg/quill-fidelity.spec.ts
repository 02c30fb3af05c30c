import { KitDefaultConvertor } from '../convertor/editor-convertor';
import { bareWysiwygView } from '../editor-spec-helpers';
import { sanitizeHtml } from '../editor-sanitizer';
import { ready } from '../kit-editor';
import { markdownSignature } from '../markdown-signature';
import { loadQuill } from './quill-loader';
import type { KitWysiwygView } from './wysiwyg-view';

/*
 * The path of an edited block, on small inputs: markdown → HTML → Quill → HTML → markdown keeps the
 * structural signature (what fidelity.spec.ts measures on a real-world corpus). Each case is a
 * construct Quill or turndown used to change.
 */
const CASES: { title: string; markdown: string; sameHtml?: true }[] = [
  { title: 'strong code', markdown: '- **`req`**: the request\n' },
  { title: 'emphasis around part of a code span run', markdown: '*Set `FORCE_COLOR` to `1` to force colours.*\n' },
  { title: 'a link around code and text', markdown: 'Done with the [`npm install` command](https://docs.npmjs.com/x):\n' },
  { title: 'a link around text and code', markdown: 'To obey [globstars `**`](https://example.com/g) rules.\n' },
  { title: 'strong that starts inside a longer emphasis', markdown: '_**Deprecated**: use something else._\n' },
  { title: 'a loose list', markdown: '- one\n\n- two\n\n- three\n' },
  { title: 'a loose ordered list with a tight nested list', markdown: '1. **`req`**:\n   - The request.\n   - Its body.\n\n2. `callback`:\n   - A function.\n' },
  { title: 'text that reads as a tag', markdown: '- `filename` \\<string\\> - the name\n' },
  { title: 'text that reads as an entity', markdown: "Replaces '<' with '\\&lt;'.\n", sameHtml: true },
  { title: 'underscores inside a word in a table cell', markdown: '| Name | Value |\n| --- | --- |\n| THREAD_MODE_BEGIN | 1 |\n' },
  { title: 'spaces inside code spans', markdown: "Call `s.clean('  =v2.1.5')`, or type (` `) or `__a__ ` etc.\n" },
  { title: 'a code span that ends an item before a nested list', markdown: '1. Handles for `fs.watch`\n   - nested\n2. next\n' },
  { title: 'list items of several paragraphs', markdown: '1. First.\n\n   More of the first.\n\n2. Second.\n\n   More of the second.\n\n3. Third.\n' },
  { title: 'a nested item of several paragraphs', markdown: '- a\n  - b\n\n    more of b\n\n  - c\n- d\n' },
  { title: 'a table cell that starts with a minus sign', markdown: '| Name | Value |\n| --- | --- |\n| BELOW | -1 |\n' },
  { title: 'table cells with pipes', markdown: '| a | b |\n| --- | --- |\n| `\\|\\|` | x \\| y \\|\\| z |\n' },
  { title: 'table cells of a lone minus, greater-than or equals sign', markdown: '| a | b | c |\n| --- | --- | --- |\n| - | > | = |\n' },
  { title: 'code blocks inside list items', markdown: '1. install\n\n    ```shell\n    npm i x\n    ```\n\n1. use\n\n    ```js\n    x();\n    ```\n\n    Then more.\n\n1. done\n' },
  { title: 'a code block inside a nested item', markdown: '- a\n  - b\n    ```\n    code\n    ```\n- c\n' },
  { title: 'a table inside a list item', markdown: '1. a\n\n   | t | u |\n   | :--- | ---: |\n   | 1 | 2 |\n\n2. b\n' },
  { title: 'a table inside a nested item, then its next item', markdown: '- a\n  - b\n\n    | t |\n    | --- |\n    | 1 |\n\n  - c\n- d\n' },
  { title: 'a code block inside a nested item, then its next item', markdown: '- a\n  - b\n\n    ```\n    code\n    ```\n\n  - c\n- d\n' },
  { title: 'a quote inside a nested item, then its next item', markdown: '1. a\n   1. b\n\n      > q\n\n   2. c\n      1. e\n2. d\n' },
  { title: 'a rule inside a list item', markdown: '1. a\n\n   ***\n\n2. b\n' },
  { title: 'a raw HTML block inside a list item', markdown: '1. a\n\n   <div>x</div>\n\n2. b\n' },
  { title: 'an item that is a rule', markdown: '1. ***\n2. b\n' },
  { title: 'an item that is a raw HTML block', markdown: '1. <div>x</div>\n2. b\n' },
  { title: 'an item that starts with a code block', markdown: '- ```\n  code\n  ```\n\n  more\n- b\n' },
  { title: 'an item that starts with a table', markdown: '- | t |\n  | --- |\n  | 1 |\n- b\n' },
  { title: 'an item that is a heading', markdown: '- # H\n- b\n' },
  { title: 'a heading inside a list item', markdown: '1. a\n\n   ## H\n\n2. b\n' },
  { title: 'an item that starts with a heading, then text', markdown: '1. ## H\n\n   text\n\n2. b\n' },
  { title: 'an item that is a raw HTML block, then text', markdown: '- <div>x</div>\n\n  more\n\n- b\n' },
  { title: 'a quote of several paragraphs', markdown: '> [!NOTE]\n>\n> Formats like **JPEG** can store size anywhere.\n>\n> A third one.\n' },
  { title: 'two quotes in a row as two quotes', markdown: '> one\n\n> two\n' },
  { title: 'an ordered list that starts at 2', markdown: '2. two\n3. three\n\ntext\n\n1. one\n' },
  { title: 'a tight list after a loose one', markdown: '- a\n\n- b\n\ntext\n\n- c\n- d\n' },
];

describe('Structure through Quill (the path of an edited block)', () => {
  let host: HTMLElement;
  let view: KitWysiwygView;
  const convertor = new KitDefaultConvertor();
  const throughQuill = (markdown: string) => {
    const blocks = convertor.toHTMLBlocks(markdown) ?? [{ raw: markdown, html: convertor.toHTML(markdown) }];
    view.setBlocks(blocks.map((b) => b.html), false);
    return convertor.toMarkdown(sanitizeHtml(view.getContent()));
  };

  beforeAll(async () => {
    await ready;
    const Quill = await loadQuill();
    host = document.body.appendChild(document.createElement('div'));
    view = bareWysiwygView(Quill, host);
  });
  afterAll(() => {
    view.destroy();
    host.remove();
  });

  for (const { title, markdown, sameHtml } of CASES) {
    it(`keeps ${title}`, () => {
      const back = throughQuill(markdown);
      expect(markdownSignature(back)).withContext(back).toEqual(markdownSignature(markdown));
      // The signature compares text as spelled ("&lt;" and "\\<" differ); here the text must mean the same.
      if (sameHtml) expect(convertor.toHTML(back)).withContext(back).toBe(convertor.toHTML(markdown));
    });
  }
});
