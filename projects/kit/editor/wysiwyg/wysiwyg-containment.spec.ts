import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * CSS containment in the WYSIWYG area (wysiwyg-contents.css): a keystroke lays out and paints its
 * block, not the whole document. Which blocks may be contained is what these specs pin down:
 * containment must never change what is drawn (the end-to-end suite reads the drawn list numbers,
 * and the README says how the geometry was compared on the corpus).
 */
describe('KitEditor WYSIWYG containment', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const containment = (element: Element) => getComputedStyle(element).contain.split(' ').filter((value) => value !== 'none');
  const gif = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

  it('the editing area is contained for layout and paint (a fixed height for size too), but not style, which would scope the list counters', () => {
    const fixed = create({ initialValue: 'text', initialEditType: 'wysiwyg', height: '300px' });
    expect(containment(fixed.getSquire().root).sort()).toEqual(['layout', 'paint', 'size']);
    // With the height from the content, size containment would collapse the editor.
    const auto = create({ initialValue: 'text', initialEditType: 'wysiwyg', height: 'auto' });
    expect(containment(auto.getSquire().root).sort()).toEqual(['layout', 'paint']);
    expect(auto.getSquire().root.getBoundingClientRect().height).toBeGreaterThan(0);
  });

  const blocksOf = (editor: { getSquire(): { root: HTMLElement } }) =>
    Array.from(editor.getSquire().root.children).map((child) => {
      const name = child.tagName.toLowerCase() + (child.classList.length ? `.${child.classList[0]}` : '');
      return `${name} ${containment(child).sort().join(' ') || '-'}`;
    });

  it('top-level blocks are contained for layout and paint; blocks of a quote of blocks and raw HTML blocks are not', () => {
    const markdown = [
      '## Heading', 'A paragraph.', '1. one\n2. two', '```js\ncode\n```', '| a | b |\n| - | - |\n| 1 | 2 |', '***',
      '> a quote', '> - a quoted list', '<div>raw</div>', 'after',
    ].join('\n\n');
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg', height: '600px' });
    expect(blocksOf(editor)).toEqual([
      'h2 layout paint',
      'p layout paint',
      'ol layout paint',
      'div.ql-code-block-container layout paint',
      'table layout paint',
      'hr layout paint',
      'blockquote layout paint', // a plain quote line draws its bar as its own border
      'ol -', // a quoted list: its bars are shadows in the margin
      'div.kit-html-block -',
      'p layout paint',
    ]);
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('no block is contained while the document shows a float, so the text after it wraps around it as in the preview', () => {
    const logo = `<img align="right" width="80" height="80" src="${gif}">`;
    const markdown = `# Title\n\nLogo ${logo} floats\n\n${'Text beside the logo. '.repeat(3)}\n\n- a list beside it`;
    const editor = create({ initialValue: markdown, initialEditType: 'wysiwyg', height: '600px' });
    const quill = editor.getSquire();
    expect(blocksOf(editor)).toEqual(['h1 -', 'p -', 'p -', 'ol -']);
    // The paragraph after the logo starts beside it, not below it.
    const image = quill.root.querySelector('img')!.getBoundingClientRect();
    const beside = quill.root.children[2].getBoundingClientRect();
    expect(beside.top).toBeLessThan(image.bottom);
    expect(editor.getMarkdown()).toBe(markdown);

    // The logo deleted, the blocks are contained again; undone, they are not.
    let index = 0;
    for (const op of quill.getContents().ops) {
      if (typeof op.insert === 'object' && 'html-inline' in op.insert) break;
      index += typeof op.insert === 'string' ? op.insert.length : 1;
    }
    quill.deleteText(index, 1, 'user');
    expect(quill.root.querySelector('img')).toBeNull();
    expect(blocksOf(editor)).toEqual(['h1 layout paint', 'p layout paint', 'p layout paint', 'ol layout paint']);
    quill.history.undo();
    expect(quill.root.querySelector('img')).not.toBeNull();
    expect(blocksOf(editor)).toEqual(['h1 -', 'p -', 'p -', 'ol -']);
    expect(editor.getMarkdown()).toBe(markdown);
  });

  it('a contained paragraph still grows as it is typed into, and the blocks below move down', async () => {
    const editor = create({ initialValue: 'short\n\nbelow', initialEditType: 'wysiwyg', height: '300px' });
    const quill = editor.getSquire();
    const below = quill.root.children[1] as HTMLElement;
    const before = below.getBoundingClientRect().top;
    quill.insertText(5, ' and much longer'.repeat(30), 'user');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(below.getBoundingClientRect().top).toBeGreaterThan(before + 30);
    expect(editor.getMarkdown()).toBe(`short${' and much longer'.repeat(30)}\n\nbelow`);
  });

  // Security review, 2026-11-28: with height 'auto' the editing area was not contained, and a raw
  // HTML block's fixed-position link covered the whole host page, a click anywhere opening it.
  for (const height of ['auto', '300px']) {
    it(`a raw HTML block's fixed-position box stays inside the editing area (height ${height})`, () => {
      const editor = create({
        initialEditType: 'wysiwyg',
        height,
        initialValue: 'Hello\n\n<div><a href="https://evil.example/A" style="position:fixed;inset:0;z-index:2147483647;display:block">Session expired</a></div>\n\nbye',
      });
      const root = editor.getSquire().root;
      const link = root.querySelector<HTMLElement>('a[href="https://evil.example/A"]')!;
      expect(link).withContext('the raw HTML block is drawn').not.toBeNull();
      root.closest<HTMLElement>('.kit-editor')!.parentElement!.style.marginTop = '300px';
      const hit = document.elementFromPoint(5, 5);
      expect(hit === link || link.contains(hit)).withContext('the page corner is not the content link').toBeFalse();
    });
  }
});
