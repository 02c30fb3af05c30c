import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from '../wysiwyg/quill-loader';

/*
 * Bold or italic whose text starts or ends with punctuation, next to a letter (QA, fuzz,
 * 2026-11-27): `foo**(bar)** now` is no bold to markdown (its `**` does not flank), so the
 * formatting was lost and the asterisks showed. The letter outside is written as a reference.
 */
describe('Bold and italic next to punctuation and letters', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** The text of each element `selector` matches in `html`. */
  const texts = (html: string, selector: string) => Array.from(new DOMParser().parseFromString(html, 'text/html').body.querySelectorAll(selector), (e) => e.textContent);

  const CASES: [title: string, text: string, formatted: string, format: 'bold' | 'italic' | 'strike', markdown: string][] = [
    ['bold on "(bar)" after a letter', 'Use foo(bar) now.', '(bar)', 'bold', 'Use fo&#x6F;**(bar)** now.'],
    ['italic on "(bar)" after a letter', 'Use foo(bar) now.', '(bar)', 'italic', 'Use fo&#x6F;*(bar)* now.'],
    ['bold on "e.g." before a letter', 'see e.g.x here', 'e.g.', 'bold', 'see **e.g.**&#x78; here'],
    ['bold on a quotation', 'say"hi" now', '"hi"', 'bold', 'sa&#x79;**"hi"** now'],
    ['bold on a comma between digits', '16,18', ',', 'bold', '1&#x36;**,**&#x31;8'],
    ['bold after a letter outside the BMP', 'x\u{1D400}(b) y', '(b)', 'bold', 'x&#x1D400;**(b)** y'],
    // verify9: strikethrough follows the same rules; marked reads no emoji as punctuation.
    ['strikethrough on "(bar)" after a letter', 'foo(bar) now', '(bar)', 'strike', 'fo&#x6F;~~(bar)~~ now'],
    ['bold after an emoji', 'x\u{1F600}(y)', '(y)', 'bold', 'x&#x1F600;**(y)**'],
    ['bold after CJK text', '\u4e2d\u6587(\u6ce8)', '(\u6ce8)', 'bold', '\u4e2d&#x6587;**(\u6ce8)**'],
    // fuzz3: non-breaking spaces are written `&nbsp;`, whose `&` is punctuation to the delimiter.
    ['bold on non-breaking spaces and a word, after a letter', 'x\u00a0\u00a0y', '\u00a0\u00a0y', 'bold', '&#x78;**&nbsp;&nbsp;y**'],
    // Guards: runs that flank as they are stay plain.
    ['bold between spaces', 'foo (bar) now', '(bar)', 'bold', 'foo **(bar)** now'],
    ['bold inside a word', 'foobarbaz', 'bar', 'bold', 'foo**bar**baz'],
    ['bold after punctuation', 'a ((bar)) z', '(bar)', 'bold', 'a (**(bar)**) z'],
  ];
  for (const [title, text, formatted, format, markdown] of CASES) {
    it(`${title}: ${JSON.stringify(markdown)}, which reads back as the formatting`, () => {
      const editor = create({ initialValue: text, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.formatText(quill.getText().indexOf(formatted), formatted.length, format, true, 'user');
      expect(editor.getMarkdown()).toBe(markdown);
      const tag = format === 'bold' ? 'strong' : format === 'italic' ? 'em' : 'del, s';
      expect(texts(editor.getHtml(), tag)).toEqual([formatted]);
      // Markdown and back: the formatting is there, and the text is the same.
      editor.changeMode('markdown', true);
      editor.changeMode('wysiwyg', true);
      expect(texts(quill.root.innerHTML, tag)).toEqual([formatted]);
      expect(editor.getSquire().getText()).toBe(text + '\n');
    });
  }

  it('in a table cell, a link and nested formatting too', () => {
    const editor = create({ initialEditType: 'markdown' });
    editor.setHtml('<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>16<strong>,</strong> 18</td></tr></tbody></table><p><a href="https://x.test/">go<em>(x)</em></a> and a<strong><em>(y)</em></strong>b</p>');
    const html = editor.getHtml();
    expect(texts(html, 'td strong')).toEqual([',']);
    expect(texts(html, 'a em')).toEqual(['(x)']);
    expect(texts(html, 'p strong')).toEqual(['(y)']);
    expect(texts(html, 'p em')).toEqual(['(x)', '(y)']);
    expect(texts(html, 'p')[0]).toBe('go(x) and a(y)b');
  });

  // verify9: bold then italic right after it made one run of three asterisks (`**(bar)***baz*`).
  const TWO_RUNS: [title: string, text: string, first: [string, string], second: [string, string], markdown: string][] = [
    ['bold "(bar)" then italic "baz"', 'foo(bar)baz', ['(bar)', 'bold'], ['baz', 'italic'], 'fo&#x6F;**(bar)**_baz_'],
    ['italic "(bar)" then bold "baz"', 'foo(bar)baz', ['(bar)', 'italic'], ['baz', 'bold'], 'fo&#x6F;*(bar)*__baz__'],
    ['bold "(bar)" then italic "baz" inside a word', 'foo(bar)bazqux', ['(bar)', 'bold'], ['baz', 'italic'], 'fo&#x6F;**(bar)**_baz_&#x71;ux'],
    ['bold "ab" then italic "cd" (letters both)', 'x ab' + 'cd y', ['ab', 'bold'], ['cd', 'italic'], 'x **ab**_cd_ y'],
    // A space between (in either run) parts the runs: asterisks as usual (the e2e typing test).
    ['italic "slanted" then bold " heavy" (its space first)', 'slanted heavy', ['slanted', 'italic'], [' heavy', 'bold'], '*slanted* **heavy**'],
  ];
  for (const [title, text, [firstText, firstFormat], [secondText, secondFormat], markdown] of TWO_RUNS) {
    it(`${title}: ${JSON.stringify(markdown)}, both formats read back`, () => {
      const editor = create({ initialValue: text, initialEditType: 'wysiwyg' });
      const quill = editor.getSquire();
      quill.formatText(quill.getText().indexOf(firstText), firstText.length, firstFormat, true, 'user');
      quill.formatText(quill.getText().indexOf(secondText), secondText.length, secondFormat, true, 'user');
      expect(editor.getMarkdown()).toBe(markdown);
      const html = editor.getHtml();
      // (White space at a run's edge is written outside its delimiters.)
      expect(texts(html, firstFormat === 'bold' ? 'strong' : 'em')).toEqual([firstText.trim()]);
      expect(texts(html, secondFormat === 'bold' ? 'strong' : 'em')).toEqual([secondText.trim()]);
      expect(texts(html, 'p')).toEqual([text]);
    });
  }

  it('bold inside link text (verify9: Quill writes the link around each run, so the letter is in another tag)', () => {
    const editor = create({ initialValue: '[foo(bar)](http://u.test/)', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.formatText(quill.getText().indexOf('(bar)'), 5, 'bold', true, 'user');
    expect(editor.getMarkdown()).toBe('[fo&#x6F;**(bar)**](http://u.test/)');
    expect(texts(editor.getHtml(), 'a strong')).toEqual(['(bar)']);
  });

  it('text holding the stand-in character itself is written as it was (no references)', () => {
    const editor = create({ initialEditType: 'markdown' });
    editor.setHtml('<p>a\ufdd2b foo<strong>(bar)</strong></p>');
    expect(editor.getMarkdown()).toContain('a\ufdd2b foo**(bar)**');
  });
});
