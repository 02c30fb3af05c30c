import { useWysiwygEditing } from '../editor-spec-helpers';
import { KIT_COMPOSING_CLASS } from './wysiwyg-composition';

/*
 * Text from an input method typed over a selection (IME QA, 2026-11-27): the same markdown as the
 * same text typed with keys. The composition is played as Chromium plays it to the page: a
 * `compositionstart` at the editing area, the text inserted while Quill is composing, then
 * `compositionend` (Quill takes the text in a microtask after it).
 */
describe('WYSIWYG: composing (IME) over a selection', () => {
  const { load, toMarkdown, quill } = useWysiwygEditing();

  async function compose(text: string): Promise<void> {
    const root = quill().root;
    root.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    expect(quill().composition.isComposing).withContext('Quill composing').toBeTrue();
    document.execCommand('insertText', false, text);
    root.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: text }));
    await Promise.resolve();
    await Promise.resolve();
    quill().update('user');
  }

  /** The markdown after `text` is composed over the selection `[index, length]` of `markdown`. */
  async function over(markdown: string, index: number | 'all', length: number, text: string): Promise<string> {
    load(markdown);
    const at = index === 'all' ? 0 : index;
    quill().setSelection(at, index === 'all' ? quill().getLength() - 1 : length, 'user');
    await compose(text);
    return toMarkdown();
  }

  // What the same text typed with keys gives (kitBeforeTypingOver*, checked with real keys by the QA).
  const cases: [string, string, number | 'all', number, string][] = [
    ['the whole document starting with a table', '| a | b |\n| --- | --- |\n| c | d |\n\nafter\n', 'all', 0, '日本\n'],
    ['the whole document starting with a heading', '# Title\n\nbody\n', 'all', 0, '日本\n'],
    ['the whole document starting with a list', '- one\n- two\n', 'all', 0, '日本\n'],
    ['a whole link', 'See [docs](http://u.v) here.\n', 4, 4, 'See [日本](http://u.v) here.\n'],
    ['a whole bold word', 'A **bold** b.\n', 2, 4, 'A **日本** b.\n'],
    ['the start of a bold word', 'A **bold** b.\n', 2, 2, 'A **日本ld** b.\n'],
    ['an italic word', 'A *it* b.\n', 2, 2, 'A *日本* b.\n'],
    ['a code span', 'A `code` b.\n', 2, 4, 'A `日本` b.\n'],
    ['two cells of a row (a1 to the b of b1)', '| h1 | h2 | h3 |\n| --- | --- | --- |\n| a1 | b1 | c1 |\n', 9, 4, '| h1 | h2 | h3 |\n| --- | --- | --- |\n| 日本 | 1 | c1 |\n'],
  ];
  for (const [name, markdown, index, length, expected] of cases) {
    it(`over ${name} gives what typing gives`, async () => {
      expect(await over(markdown, index, length, '日本')).toBe(expected);
    });
  }

  it('hides the placeholder while a composition is open in an empty editor', async () => {
    load('');
    const root = quill().root;
    root.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    expect(quill().container.classList).toContain(KIT_COMPOSING_CLASS);
    expect(getComputedStyle(root, '::before').content).toBe('none');
    root.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '' }));
    expect(quill().container.classList).not.toContain(KIT_COMPOSING_CLASS);
    await Promise.resolve();
  });
});
