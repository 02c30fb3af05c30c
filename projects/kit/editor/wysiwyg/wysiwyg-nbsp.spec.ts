import type { KitEditor } from '../kit-editor';
import { useEditorFactory } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Non-breaking spaces (`&nbsp;`, or a raw U+00A0, in markdown) in a block edited in WYSIWYG: Quill's
 * clipboard turns each into a plain space when it loads content, so the edited block came back
 * with spaces (`a&nbsp;&nbsp;b` showed one space). They must come back as `&nbsp;`, and spaces the
 * user types must stay plain spaces.
 */
describe('KitEditor WYSIWYG non-breaking spaces', () => {
  const { create } = useEditorFactory();
  beforeAll(async () => {
    await loadQuill();
  });

  /** Loads `markdown`, goes to WYSIWYG, types X after the first `after` (or at the start), and returns the markdown. */
  const editAfter = (editor: KitEditor, after = '') => {
    editor.changeMode('wysiwyg', true);
    const quill = editor.getSquire();
    const at = after ? quill.getText().indexOf(after) + after.length : 0;
    expect(at).withContext(`"${after}" in ${JSON.stringify(quill.getText())}`).toBeGreaterThanOrEqual(after.length);
    quill.insertText(at, 'X', 'user');
    editor.changeMode('markdown', true);
    return editor.getMarkdown();
  };

  const CASES: { title: string; markdown: string; after?: string; expected: string }[] = [
    { title: 'two in a row', markdown: 'a&nbsp;&nbsp;b\n\nnext\n', expected: 'Xa&nbsp;&nbsp;b\n\nnext\n' },
    { title: 'one at the start and one at the end of a paragraph', markdown: '&nbsp;a&nbsp;\n', after: 'a', expected: '&nbsp;aX&nbsp;\n' },
    { title: 'one at the end of bold text', markdown: '**b&nbsp;** c\n', expected: '**Xb&nbsp;** c\n' },
    { title: 'a list item of one non-breaking space only', markdown: '- &nbsp;\n- b\n', after: 'b', expected: '- &nbsp;\n- bX\n' },
    { title: 'one in a heading', markdown: '## a&nbsp;b\n', expected: '## Xa&nbsp;b\n' },
  ];

  for (const { title, markdown, after, expected } of CASES) {
    it(`comes back as &nbsp; after an edit in its block: ${title}`, () => {
      expect(editAfter(create({ initialValue: markdown }), after)).toBe(expected);
    });
  }

  it('keeps a raw U+00A0 of the source as written after an edit in its block (edit locality)', () => {
    expect(editAfter(create({ initialValue: 'a\u00a0b\n' }))).toBe('Xa\u00a0b\n');
  });

  it('writes a non-breaking space the converted text brings as &nbsp; where the source had none', () => {
    const editor = create({ initialValue: 'a b\n' });
    editor.changeMode('wysiwyg', true);
    editor.getSquire().insertText(1, '\u00a0', 'user');
    editor.changeMode('markdown', true);
    expect(editor.getMarkdown()).toBe('a&nbsp; b\n');
  });

  it('shows them as non-breaking spaces in WYSIWYG', () => {
    const editor = create({ initialValue: 'a&nbsp;&nbsp;b\n', initialEditType: 'wysiwyg' });
    expect(editor.getSquire().getText()).toBe('a\u00a0\u00a0b\n');
  });

  it('leaves `&nbsp;` in a code span as the code text it is, and writes no raw U+00A0', () => {
    const back = editAfter(create({ initialValue: '`a&nbsp;b` c&nbsp;d\n' }));
    expect(back).toBe('`Xa&nbsp;b` c&nbsp;d\n');
    expect(back).not.toContain('\u00a0');
  });

  /** Code, alt texts and titles: a block edited in WYSIWYG keeps their non-breaking spaces. */
  const KEPT: { title: string; markdown: string; after?: string; expected: string }[] = [
    // In code, entities are not read: the character stays the character it was.
    { title: 'a raw U+00A0 in a code span stays the character', markdown: 'a `x\u00a0y` b\n', expected: 'Xa `x\u00a0y` b\n' },
    { title: 'a raw U+00A0 in a fence stays the character', markdown: '```\nx\u00a0y\n```\n', after: 'x', expected: '```\nxX\u00a0y\n```\n' },
    { title: 'an image alt text with &nbsp;', markdown: 't ![a&nbsp;b](u.png)\n', after: 't', expected: 'tX ![a&nbsp;b](u.png)\n' },
    { title: 'an image alt text with a raw U+00A0 (written as the entity)', markdown: 't ![a\u00a0b](u.png)\n', after: 't', expected: 'tX ![a&nbsp;b](u.png)\n' },
    { title: 'an image alt text with &nbsp; and >', markdown: 't ![a&nbsp;>b](u.png)\n', after: 't', expected: 'tX ![a&nbsp;>b](u.png)\n' },
    { title: 'a link title with &nbsp;', markdown: '[l](u "t&nbsp;u") t\n', after: 't', expected: '[l](u "t&nbsp;u") tX\n' },
    { title: 'a link title with a raw U+00A0', markdown: '[l](u "t\u00a0u") t\n', after: 't', expected: '[l](u "t\u00a0u") tX\n' },
    { title: 'an image title with &nbsp;', markdown: 't ![a](u.png "t&nbsp;u")\n', after: 't', expected: 'tX ![a](u.png "t&nbsp;u")\n' },
  ];

  for (const { title, markdown, after, expected } of KEPT) {
    it(`keeps them after an edit in their block: ${title}`, () => {
      expect(editAfter(create({ initialValue: markdown }), after)).toBe(expected);
    });
  }

  it('setHtml writes those of alt texts and titles as &nbsp; and keeps those of code', () => {
    const editor = create();
    editor.setHtml('<p><a href="u" title="t&nbsp;u">l</a> <img src="i.png" alt="a&nbsp;b"> <code>c&nbsp;d</code></p>');
    expect(editor.getMarkdown()).toBe('[l](u "t&nbsp;u") ![a&nbsp;b](i.png) `c\u00a0d`');
  });

  it('keeps spaces the user types plain spaces', () => {
    const editor = create({ initialValue: 'ab&nbsp;c\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(1, 0, 'user');
    // The browser's own typing (execCommand is what a key press does in an editing host).
    document.execCommand('insertText', false, ' x ');
    quill.update('user');
    expect(quill.getText()).toBe('a x b\u00a0c\n');
    expect(editor.getMarkdown()).toBe('a x b&nbsp;c\n');
  });

  it('keeps a run of spaces typed between words as typed (markdown mode keeps it so); not at the start or end of a line', () => {
    const editor = create({ initialValue: 'ab\n\n- item\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.focus();
    quill.setSelection(1, 0, 'user');
    document.execCommand('insertText', false, '   x  ');
    quill.update('user');
    expect(quill.getText()).toBe('a   x  b\nitem\n');
    expect(editor.getMarkdown()).toBe('a   x  b\n\n- item\n');
    quill.setSelection(quill.getText().indexOf('item') + 4, 0, 'user');
    document.execCommand('insertText', false, '   ');
    quill.update('user');
    expect(editor.getMarkdown()).toBe('a   x  b\n\n- item\n');
    quill.setSelection(0, 0, 'user');
    document.execCommand('insertText', false, '  ');
    quill.update('user');
    expect(editor.getMarkdown()).toBe('a   x  b\n\n- item\n');
  });

  it('keeps a run typed next to bold or italic text as typed', () => {
    const editor = create({ initialValue: 'x\n', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.insertText(0, 'ab   ', 'user');
    quill.insertText(5, 'B', { bold: true }, 'user');
    quill.insertText(6, '   q ', { bold: false }, 'user');
    expect(editor.getMarkdown()).toBe('ab   **B**   q x\n');
  });

  it('pasted HTML keeps Quill\'s plain spaces (pages spell ordinary spaces as &nbsp;)', () => {
    const editor = create({ initialValue: 'start', initialEditType: 'wysiwyg' });
    const quill = editor.getSquire();
    quill.setSelection(quill.getLength() - 1, 0, 'user');
    const data = new DataTransfer();
    data.setData('text/plain', 'one two');
    data.setData('text/html', '<p>one&nbsp;two</p>');
    quill.root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    expect(quill.getText()).toBe('startone two\n');
    expect(editor.getMarkdown()).toBe('startone two');
  });

  it('setHtml writes a non-breaking space as &nbsp; in both modes', () => {
    const editor = create();
    editor.setHtml('<p>a&nbsp;b</p>');
    expect(editor.getMarkdown()).toBe('a&nbsp;b');
    editor.changeMode('wysiwyg', true);
    editor.setHtml('<p>c&nbsp;d</p>');
    expect(editor.getSquire().getText()).toBe('c\u00a0d\n');
    expect(editor.getMarkdown()).toBe('c&nbsp;d');
  });

  it('setHtml reads every spelling of a non-breaking space as one', () => {
    const editor = create();
    for (const spelling of ['&nbsp;', '&#160;', '&#0160;', '&#xa0;', '&#x00A0;', '&NonBreakingSpace;', '\u00a0']) {
      editor.setHtml(`<p>a${spelling}b</p>`);
      expect(editor.getMarkdown()).withContext(spelling).toBe('a&nbsp;b');
    }
  });
});
