import { editInWysiwygAfter, useEditorFactory, waitFor } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';
import { KitDefaultConvertor } from './editor-convertor';

/*
 * A link label defined twice (valid CommonMark: the first wins) must not turn the document into
 * one block: marked dropped the second definition's text, and kit then converted the whole
 * document again on a WYSIWYG keystroke and rendered the preview whole.
 */
describe('Link labels defined twice', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  const DOC = 'a [x] b\n\n<!-- a comment -->\n\n[x]: /one\n\n[X]: /two\n\npara after\n';

  it('the document still splits into blocks that join back into it, and the first definition wins', () => {
    const convertor = new KitDefaultConvertor();
    const blocks = convertor.toHTMLBlocks(DOC);
    expect(blocks).not.toBeNull();
    expect(blocks!.map((block) => block.raw).join('')).toBe(DOC);
    expect(convertor.toHTML(DOC)).toContain('<a href="/one">x</a>');
  });

  // fuzz4: taken as a second definition of `g`, a lazy line of a quote or an item was lost.
  for (const [kind, markdown, html] of [
    ['quote', '[g]: https://first\n\n> quoted\n[g]: https://second\n', /<blockquote>\n<p>quoted\n<a href="https:\/\/first">g<\/a>: <a href="https:\/\/second">https:\/\/second<\/a><\/p>/],
    ['list item', '[g]: https://first\n\n- item\n[g]: https://second\n', /<li>item\n<a href="https:\/\/first">g<\/a>: <a href="https:\/\/second">https:\/\/second<\/a><\/li>/],
  ] as const) {
    it(`a line after a ${kind}'s paragraph that reads as a definition of a defined label is more of its text`, () => {
      const convertor = new KitDefaultConvertor();
      expect(convertor.toHTML(markdown)).toMatch(html);
      expect(convertor.toHTMLBlocks(markdown)!.map((block) => block.raw).join('')).toBe(markdown);
    });
  }

  it('a WYSIWYG keystroke changes its own block only', () => {
    const editor = create({ initialValue: DOC, initialEditType: 'wysiwyg' });
    expect(editInWysiwygAfter(editor, 'para after', '!')).toBe(DOC.replace('para after', 'para after!'));
  });

  it('the preview still draws in blocks (scroll sync and partial renders need them)', async () => {
    const editor = create({ initialValue: DOC, previewStyle: 'vertical' });
    const preview = editor.getCodeMirror().dom.closest('.kit-editor')!.querySelector('.kit-md-preview') as HTMLElement;
    await waitFor(() => preview.querySelectorAll('.kit-preview-block').length > 1);
    expect(preview.querySelector('a')!.getAttribute('href')).toBe('/one');
  });

  it('a document the lexer still normalises loads as one block that keeps raw HTML as kit\'s markers', () => {
    const convertor = new KitDefaultConvertor();
    spyOn(convertor, 'renderBlocks').and.returnValue(null); // as when marked's tokens no longer join into the source
    const markdown = 'a\n\n<!-- keep me -->\n\n<div>raw</div>\n';
    const blocks = convertor.toHTMLBlocks(markdown)!;
    expect(blocks.map((block) => block.raw)).toEqual([markdown]);
    expect(blocks[0].html.match(/kit-html-block/g)?.length).toBe(2);
  });
});
