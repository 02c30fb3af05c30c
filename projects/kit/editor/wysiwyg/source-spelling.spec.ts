import { KitDefaultConvertor } from '../convertor/editor-convertor';
import { editInWysiwygAfter, useEditor } from '../editor-spec-helpers';
import { keepSourceSpelling } from './source-spelling';

describe('Edit locality: a block edited in WYSIWYG keeps its own spelling', () => {
  const editor = useEditor();

  /** `markdown` loaded, `typed` typed in WYSIWYG after the text `after`, and the markdown read back. */
  function edit(markdown: string, after: string, typed = 'z'): string {
    editor().setMarkdown(markdown);
    return editInWysiwygAfter(editor(), after, typed);
  }

  it('keeps underscore emphasis and strong', () => {
    expect(edit('_a_ and __b__ word\n', 'wo')).toBe('_a_ and __b__ wozrd\n');
  });

  it('keeps a reference link and its definition', () => {
    expect(edit('See [the docs][ref] here.\n\n[ref]: http://r.example\n', ' he')).toBe('See [the docs][ref] hezre.\n\n[ref]: http://r.example\n');
  });

  it('keeps a reference link whose definition is in another block', () => {
    expect(edit('See [the docs][ref] here.\n\nNext.\n\n[ref]: http://r.example\n', ' he')).toBe('See [the docs][ref] hezre.\n\nNext.\n\n[ref]: http://r.example\n');
  });

  it('keeps character references', () => {
    expect(edit('A &lt;T&gt; type &amp; more\n', 'ty')).toBe('A &lt;T&gt; tyzpe &amp; more\n');
  });

  it('keeps a bold link nested as written', () => {
    expect(edit('Read [**X**](http://u.example) now\n', 'no')).toBe('Read [**X**](http://u.example) nozw\n');
  });

  it('keeps autolinks and backslash escapes', () => {
    expect(edit('Go to <http://x.example> \\*now\\* please\n', 'plea')).toBe('Go to <http://x.example> \\*now\\* pleazse\n');
  });

  it('keeps the line breaks of a paragraph', () => {
    expect(edit('One line\nanother line\nlast line\n', 'anot')).toBe('One line\nanotzher line\nlast line\n');
  });

  it('keeps list bullets, indentation and the lines of an item', () => {
    expect(edit('* one _em_\n  more\n* two\n', 'tw')).toBe('* one _em_\n  more\n* twzo\n');
  });

  it('keeps a table as written, escaped pipes and padding included', () => {
    const table = '| Name   | Value |\n|:-------|------:|\n| a \\| b | _one_ |\n';
    expect(edit(table, 'Valu')).toBe(table.replace('Value', 'Valuze'));
  });

  it('keeps a table of a list item in the item, as written, when the list or the table is edited', () => {
    const list = '1. a\n\n   | t |\n   | - |\n   | 1 |\n\n2. b\n';
    expect(edit(list, 'b')).toBe('1. a\n\n   | t |\n   | - |\n   | 1 |\n\n2. bz\n');
    expect(edit(list, '1')).toBe('1. a\n\n   | t |\n   | - |\n   | 1z |\n\n2. b\n');
  });

  it('keeps a raw HTML block of a list item in the item when the list is edited', () => {
    expect(edit('1. a\n\n   <div>x</div>\n\n2. b\n', 'b')).toBe('1. a\n\n   <div>x</div>\n\n2. bz\n');
    expect(edit('1. <div>x</div>\n2. b\n', 'b')).toBe('1. <div>x</div>\n2. bz\n');
  });

  it('keeps the spelling of a rule in a list item when the list is edited', () => {
    expect(edit('1. a\n\n   ***\n\n2. b\n', 'b')).toBe('1. a\n\n   ***\n\n2. bz\n');
    expect(edit('- a\n\n  _ _ _\n\n- b\n', 'a')).toBe('- az\n\n  _ _ _\n\n- b\n');
  });

  it('keeps a setext heading', () => {
    expect(edit('Title _here_\n===\n', 'Tit')).toBe('Titzle _here_\n===\n');
  });

  it('writes a link definition kept in its quote or item once, edit after edit', () => {
    // The quote keeps its own spelling, definition included: it must not be added again after it.
    const quoted = '> [a]: http://x.example\n> See [t][a] here\n';
    expect(edit(quoted, ' he')).toBe('> [a]: http://x.example\n> See [t][a] hezre\n');
    expect(editInWysiwygAfter(editor(), ' hez', 'y')).toBe('> [a]: http://x.example\n> See [t][a] hezyre\n');
    expect(edit('* [a]: http://x.example\n* See [t][a] here\n', ' he')).toBe('* [a]: http://x.example\n* See [t][a] hezre\n');
  });

  it('keeps the inline spelling of a block whose structure changed (a paragraph made a heading)', () => {
    editor().setMarkdown('_a_ [b][r]\n\n[r]: /u\n');
    editor().changeMode('wysiwyg', true);
    editor().getSquire().formatLine(0, 1, 'header', 2, 'user');
    editor().changeMode('markdown', true);
    expect(editor().getMarkdown()).toBe('## _a_ [b][r]\n\n[r]: /u\n');
  });

  it('writes a block whose structure changed as converted when its source spelling would read otherwise (a heading made a paragraph)', () => {
    editor().setMarkdown('# 1. x\n');
    editor().changeMode('wysiwyg', true);
    editor().getSquire().formatLine(0, 1, 'header', false, 'user');
    editor().changeMode('markdown', true);
    expect(editor().getMarkdown()).toBe('1\\. x\n');
  });

  it('gives back the converted markdown when a table row writes another number of cells (merged cells leave some out)', () => {
    const convertor = new KitDefaultConvertor();
    const context = { render: (markdown: string) => convertor.toHTML(markdown), definitions: () => [] };
    const converted = '| a | b | c |\n| --- | --- | --- |\n| @cols=2:xz | y |  |';
    expect(keepSourceSpelling(converted, '| a | b | c |\n| --- | --- | --- |\n| @cols=2:x | y |\n', context)).toBe(converted);
  });

  it('gives back the converted markdown when the source spelling would render differently', () => {
    const convertor = new KitDefaultConvertor();
    let calls = 0;
    // A convertor whose rendering tells every spelling apart: nothing may be respelt.
    const render = (markdown: string) => `${convertor.toHTML(markdown)}<p>${calls++}</p>`;
    expect(keepSourceSpelling('*a* bz', '_a_ b\n', { render, definitions: () => [] })).toBe('*a* bz');
    expect(keepSourceSpelling('*a* bz', '_a_ b\n', { render: (markdown) => convertor.toHTML(markdown), definitions: () => [] })).toBe('_a_ bz');
  });
});
