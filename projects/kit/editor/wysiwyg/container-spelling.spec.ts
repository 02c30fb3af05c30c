import { useWysiwygEditing } from '../editor-spec-helpers';

describe('Container spelling: items added, split or joined in WYSIWYG keep the spelling of the text around them', () => {
  const { load, press, type, toMarkdown, quill } = useWysiwygEditing();
  const LIST = '- see [docs][d] and\n  more _text_ here\n- second\n\n[d]: http://x.y/docs\n';

  /** The WYSIWYG index just after the first `text` (the document's plain text). */
  function after(text: string): number {
    const plain = quill().getText();
    expect(plain).toContain(text);
    return plain.indexOf(text) + text.length;
  }

  it('keeps the other items as written when an item is added (Enter at a list end, then typing)', () => {
    load(LIST);
    quill().setSelection(after('second'), 0, 'user');
    press('Enter');
    type('third');
    expect(toMarkdown()).toBe('- see [docs][d] and\n  more _text_ here\n- second\n- third\n\n[d]: http://x.y/docs\n');
  });

  it('keeps the item above as written when Enter adds an item after it', () => {
    load(LIST);
    quill().setSelection(after('here'), 0, 'user');
    press('Enter');
    type('new');
    expect(toMarkdown()).toBe('- see [docs][d] and\n  more _text_ here\n- new\n- second\n\n[d]: http://x.y/docs\n');
  });

  it('keeps both halves of a split item as written', () => {
    load(LIST);
    quill().setSelection(after('see '), 0, 'user');
    press('Enter');
    expect(toMarkdown()).toBe('- see\n- [docs][d] and\n  more _text_ here\n- second\n\n[d]: http://x.y/docs\n');
  });

  it('keeps a joined item as written (Backspace at the start of the next item)', () => {
    load('- one _a_\n  two\n- three [x][d]\n  four\n\n[d]: http://x.y/\n');
    quill().setSelection(after('two') + 1, 0, 'user');
    press('Backspace'); // the item becomes text of the item above
    press('Backspace'); // and joins its line
    expect(toMarkdown()).toBe('- one _a_\n  twothree [x][d]\n  four\n\n[d]: http://x.y/\n');
  });

  it('keeps the lines of a quoted item when an item is added to the quoted list', () => {
    load('> * a __b__\n>   c\n> * d\n');
    quill().setSelection(after('d'), 0, 'user');
    press('Enter');
    type('e');
    expect(toMarkdown()).toBe('> * a __b__\n>   c\n> * d\n> * e\n');
  });

  it('writes the new structure when the source spelling would not fit it (a setext heading over two lines made an item)', () => {
    load('Title\nmore\n===\n\n- x\n');
    quill().setSelection(after('x'), 0, 'user');
    press('Enter');
    type('y');
    const markdown = toMarkdown();
    expect(markdown).toContain('- x\n- y');
    expect(markdown).toMatch(/^(Title more\n=+|# Title more|Title\nmore\n=+)\n/);
  });
});
