import { useEditor, waitFor } from '../editor-spec-helpers';

describe('KitEditor preview rendering', () => {
  const current = useEditor({ previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'start' });
  const preview = () => current().getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview') as HTMLElement;
  /** The drawn block elements (the preview holds them in parts of 64). */
  const blocksOf = () => Array.from(preview().querySelectorAll<HTMLElement>('.kit-preview-block'));

  it('keeps one rhythm between blocks: a quote and a loose list leave no extra space around them', async () => {
    const editor = current();
    editor.setMarkdown('para\n\n> Quote one\n>\n> two\n\nafter\n\n- a\n\n  more a\n\n- b\n\nmid\n\n1. loose\n\n2. list\n   - nested\n\n3. three\n\nend\n');
    await waitFor(() => preview().textContent!.includes('end'));
    // The space between one line of text and the next, whatever holds them.
    const walker = document.createTreeWalker(preview(), NodeFilter.SHOW_TEXT);
    const gaps: string[] = [];
    let last: DOMRect | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (last) gaps.push(`${node.textContent!.trim()} ${Math.round(box.top - last.bottom)}`);
      last = box;
    }
    const rhythm = Number(gaps[0].split(' ').pop());
    expect(rhythm).toBeGreaterThan(5);
    expect(gaps.filter((gap) => Math.abs(Number(gap.split(' ').pop()) - rhythm) > 2)).withContext(`the first gap is ${rhythm} px`).toEqual([]);
  });

  it('re-renders only the blocks around an edit, keeping the other block elements', async () => {
    const editor = current();
    editor.setMarkdown(['# One', 'two', 'three', 'four', 'five', 'six'].join('\n\n'));
    await waitFor(() => preview().textContent!.includes('six'));
    const before = blocksOf();
    const view = editor.getCodeMirror();
    const at = view.state.doc.toString().indexOf('four') + 4;
    view.dispatch({ changes: { from: at, insert: '!' }, userEvent: 'input.type' });
    await waitFor(() => preview().textContent!.includes('four!'));
    const after = blocksOf();
    expect(after.length).toBe(before.length);
    expect(after[0]).toBe(before[0]); // far from the edit: the same element
    expect(after[after.length - 1]).toBe(before[before.length - 1]);
    expect(after[3]).not.toBe(before[3]); // the edited block was redrawn
  });

  it('draws a long document a part at a time, then reports one render', async () => {
    const editor = current();
    const renders = jasmine.createSpy('previewRenderAfter');
    editor.on('previewRenderAfter', renders);
    const blocks = Array.from({ length: 6000 }, (_, i) => `Paragraph ${i} with **bold** and [a link](https://example.com/${i}).`);
    editor.setMarkdown(blocks.join('\n\n'));
    await waitFor(() => blocksOf().length > 0);
    const firstPart = blocksOf().length;
    expect(firstPart).toBeLessThan(6000); // the rest comes in later tasks, so the page can respond
    await waitFor(() => preview().lastElementChild?.textContent?.includes('Paragraph 5999') ?? false, 30000);
    expect(blocksOf().length).toBe(6000);
    expect(preview().querySelectorAll(':scope > .kit-preview-part').length).toBe(Math.ceil(6000 / 64));
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it("draws blocks from the sanitizer's clean nodes: the same markup as their HTML, parsed once, nothing unsafe", async () => {
    const editor = current();
    let shown = '';
    editor.on('previewRenderAfter', (event: { getHTML(): string }) => (shown = event.getHTML()));
    const markdown = Array.from(
      { length: 400 },
      (_, i) => `## Part ${i}\n\nText ${i} with **bold**, [bad](javascript:alert(${i})) and ![img](data:text/html,x${i}).\n\n- [x] task ${i}\n\n\`\`\`\ncode ${i}\n\`\`\``,
    ).join('\n\n');
    const setHtml = spyOnProperty(Element.prototype, 'innerHTML', 'set').and.callThrough();
    editor.setMarkdown(markdown);
    await waitFor(() => shown.includes('Part 399'), 30000);
    const parsedIntoBlocks = setHtml.calls.all().filter((call) => (call.object as Element).classList?.contains('kit-preview-block'));
    expect(parsedIntoBlocks.length).withContext('block elements filled by parsing markup').toBe(0);
    expect(blocksOf().map((block) => block.innerHTML).join('\n')).toBe(shown);
    expect(preview().querySelector('[href^="javascript"], img[src^="data:text"]')).toBeNull();
  });

  it('lexes a long document a slice per task, to the same blocks as lexing it whole', async () => {
    const editor = current();
    const sections = Array.from({ length: 1500 }, (_, i) =>
      [`## Section ${i}`, '', `Text ${i} with *emphasis*.`, '', '- a', '', '- b', '', '```js', `let x${i} = 1;`, '', 'x();', '```', '', '<!--', '', 'c', '-->'].join('\n'),
    );
    const markdown = sections.join('\n\n');
    expect(markdown.length).toBeGreaterThan(96 * 1024);
    let shown = '';
    editor.on('previewRenderAfter', (event: { getHTML(): string }) => (shown = event.getHTML()));
    editor.setMarkdown(markdown);
    await waitFor(() => shown.includes('Section 1499'), 30000);
    expect(blocksOf().length).toBe(sections.length * 5);
    const normalize = (html: string) => html.replace(/\s+/g, ' ').trim();
    expect(normalize(shown)).toBe(normalize(editor.getHtml()));
  });

  it('highlights fenced code named by its file extension (```py, ```rs)', async () => {
    const editor = current();
    editor.setMarkdown('```py\ndef greet(name):\n    return name\n```\n\n```rs\nfn main() { let x = 1; }\n```');
    await waitFor(() => preview().querySelectorAll('code[data-kit-highlighted]').length === 2, 10000);
    const languages = Array.from(preview().querySelectorAll('code[data-kit-highlighted]')).map((code) => code.getAttribute('data-kit-highlighted'));
    expect(languages).toEqual(['Python', 'Rust']);
    expect(preview().querySelectorAll('code .tok-keyword').length).toBeGreaterThanOrEqual(3);
  });

  it("highlights a long document's code over several tasks, and its HTML stays the sanitized markup", async () => {
    const editor = current();
    // Load the highlighter and its JavaScript grammar first, so what follows is highlighting alone.
    editor.setMarkdown('```js\nlet warm = 1;\n```');
    await waitFor(() => !!preview().querySelector('code[data-kit-highlighted="JavaScript"]'), 10000);
    const count = 3000;
    const markdown = Array.from({ length: count }, (_, i) => `\`\`\`js\nconst value${i} = compute(${i}, "text");\n\`\`\``).join('\n\n');
    let highlightedAtRender = -1;
    let event: { getHTML(): string } | undefined;
    editor.on('previewRenderAfter', (rendered: { getHTML(): string }) => {
      event = rendered;
      highlightedAtRender = preview().querySelectorAll('code[data-kit-highlighted]').length;
    });
    editor.setMarkdown(markdown);
    await waitFor(() => highlightedAtRender >= 0, 30000);
    expect(highlightedAtRender).withContext('code highlighted in the task that finished drawing').toBeLessThan(count);
    await waitFor(() => preview().querySelectorAll('code[data-kit-highlighted]').length === count, 30000);
    expect(preview().querySelectorAll('code .tok-keyword').length).toBe(count);
    const html = event!.getHTML();
    expect(html).not.toContain('tok-');
    const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(normalize(html)).toBe(normalize(editor.getHtml()));
  });
});

describe('KitEditor preview timing', () => {
  const current = useEditor({ previewStyle: 'vertical', previewDelayTime: 3000, initialValue: 'start' });
  const preview = () => current().getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview') as HTMLElement;

  it('typing waits for the debounce; setMarkdown, a whole new document, is drawn at the next task', async () => {
    const editor = current();
    await waitFor(() => preview().textContent!.includes('start'));
    const view = editor.getCodeMirror();
    view.dispatch({ changes: { from: view.state.doc.length, insert: ' typed' }, userEvent: 'input.type' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preview().textContent).not.toContain('typed'); // 3 s debounce still running
    editor.setMarkdown('# replaced');
    await waitFor(() => preview().querySelector('h1')?.textContent === 'replaced', 1000);
  });
});

describe('KitEditor preview, edits that reach beyond their blocks', () => {
  const current = useEditor({ previewStyle: 'vertical', previewDelayTime: 0, initialValue: 'start' });
  const preview = () => current().getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview') as HTMLElement;
  const hrefs = () => Array.from(preview().querySelectorAll('a'), (a) => a.getAttribute('href'));
  const paragraphs = Array.from({ length: 8 }, (_, i) => `P${i} [x].`);
  const type = (at: number, text: string) => current().getCodeMirror().dispatch({ changes: { from: at, insert: text }, userEvent: 'input.type' });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('a link definition changed at the end changes every link that uses it, as getHtml() does', async () => {
    const editor = current();
    editor.setMarkdown([...paragraphs, '[x]: https://old.example'].join('\n\n'));
    await waitFor(() => hrefs().length === 8);
    type(editor.getMarkdown().length, '2');
    await settled();
    expect(hrefs()).toEqual(Array(8).fill('https://old.example2'));
    expect(editor.getHtml().match(/old\.example2/g)?.length).toBe(8);
  });

  it('a definition changed at the top, and a new document with only a new definition, redraw every link', async () => {
    const editor = current();
    editor.setMarkdown(['[x]: https://a.example', ...paragraphs].join('\n\n'));
    await waitFor(() => hrefs().length === 8);
    type(editor.getMarkdown().indexOf('a.example'), 'b');
    await settled();
    expect(hrefs()).toEqual(Array(8).fill('https://ba.example'));
    editor.setMarkdown(['[x]: https://c.example', ...paragraphs].join('\n\n'));
    await settled();
    expect(hrefs()).toEqual(Array(8).fill('https://c.example'));
  });

  it('an opening fence takes in the rest of the document, definitions too', async () => {
    const editor = current();
    editor.setMarkdown([...paragraphs, '[x]: https://old.example'].join('\n\n'));
    await waitFor(() => hrefs().length === 8);
    type(editor.getMarkdown().indexOf('P2'), '```\n');
    await settled();
    expect(hrefs()).toEqual([]); // the definition is code now
    expect(preview().querySelectorAll('pre').length).toBe(1);
    expect(preview().querySelector('pre')!.textContent).toContain('P7 [x].');
  });

  it('a reference typed far from its definition shows as a link at once (it stayed text until a full render)', async () => {
    const editor = current();
    editor.setMarkdown(['first', 'para 0', 'para 1', 'para 2', '[x]: https://a.example "A"', '[y]: https://y.example'].join('\n\n'));
    await waitFor(() => preview().textContent!.includes('para 2'));
    type('first'.length, ' see [x] and [t][y]');
    await settled();
    expect(hrefs()).toEqual(['https://a.example', 'https://y.example']);
    expect(preview().querySelector('a')!.getAttribute('title')).toBe('A');
  });

  it('typing next to definitions that stay the same redraws only the blocks around the edit', async () => {
    const editor = current();
    editor.setMarkdown([...paragraphs, '[x]: https://old.example'].join('\n\n'));
    await waitFor(() => hrefs().length === 8);
    const first = preview().querySelector('.kit-preview-block');
    type(editor.getMarkdown().indexOf('P7') + 2, '!');
    await settled();
    expect(preview().textContent).toContain('P7! x.');
    expect(preview().querySelector('.kit-preview-block')).toBe(first);
    expect(hrefs()).toEqual(Array(8).fill('https://old.example'));
  });

  describe('an edit that changes how the blocks after it read', () => {
    /** The element structure and text of some HTML, whatever wraps its blocks. */
    const shape = (root: Element) =>
      Array.from(root.querySelectorAll('h1,h2,h3,p,ol,ul,li,blockquote,pre,table,hr'))
        .map((element) => `${element.tagName}${element.tagName === 'P' || element.tagName === 'PRE' ? `:${element.textContent!.trim()}` : ''}`)
        .join(' ');
    /** What a full render of the document shows. */
    const wholeShape = () => {
      const template = document.createElement('template');
      template.innerHTML = current().getHtml(); // sanitized
      const root = document.createElement('div');
      root.append(template.content);
      return shape(root);
    };

    const CASES: [string, string, string][] = [
      ['a paragraph indented into the list item before it: the list after joins', '1. First step\n\n|Details of the first step.\n\n1. Second step\n1. Third step\n\nafter', '   '],
      ['a quote indented into an item', '1. one\n|> note\n1. two\n\nafter', '   '],
      ['a fence indented into an item', '1. a\n|```\ncode\n```\n1. b\n\nafter', '   '],
      ['an item marker removed', '- a\n\n|text\n\n- b\n\npara', '- '],
      ['a setext underline typed under a paragraph', 'title\n|\n\n- x', '==='],
    ];
    for (const [title, marked, typed] of CASES) {
      it(`${title}: the preview shows what getHtml() shows`, async () => {
        const editor = current();
        editor.setMarkdown(marked.replace('|', ''));
        await waitFor(() => shape(preview()) === wholeShape());
        type(marked.indexOf('|'), typed);
        await settled();
        expect(shape(preview())).toBe(wholeShape());
      });
    }

    it('seeded random edits on a mixed document keep the preview equal to a full render', async () => {
      const editor = current();
      const pieces = ['1. ', '- ', '> ', '   ', '\n', '\n\n', '```\n', '# ', '===\n', 'text ', '| a |\n| - |\n'];
      editor.setMarkdown('# T\n\n1. one\n\npara\n\n1. two\n\n> q\n\n- x\n- y\n\nend\n');
      let seed = 7;
      const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
      for (let step = 0; step < 40; step++) {
        const doc = editor.getMarkdown();
        const view = editor.getCodeMirror();
        const at = random(doc.length + 1);
        if (random(3) === 0 && at < doc.length) view.dispatch({ changes: { from: at, to: Math.min(doc.length, at + 1 + random(4)) }, userEvent: 'delete' });
        else type(at, pieces[random(pieces.length)]);
        await settled();
        expect(shape(preview())).withContext(`step ${step}: ${JSON.stringify(editor.getMarkdown())}`).toBe(wholeShape());
      }
    });
  });
});
