import { useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Two neighbouring blocks changed between two reads of the markdown (QA, fuzz, 2026-11-27): a
 * paragraph B made code (or a quote), then a letter typed in paragraph A above it. They were
 * converted together, so A lost its spelling (its line break) with B's new structure. A block that
 * markdown reads as one of its own converts on its own.
 */
describe('WYSIWYG: neighbouring blocks edited between reads', () => {
  const { load, type, editor, quill } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  const SOURCE = 'Alpha one\nalpha two.\n\nBeta one\nbeta two.\n\nGamma one\ngamma two.\n';
  for (const [command, b] of [
    ['CodeBlock', '```\nBeta one beta two.\n```'],
    // The quoted paragraph keeps its own line break too (its structure changed, its text did not).
    ['Blockquote', '> Beta one\n> beta two.'],
  ]) {
    it(`${command} on B, then a letter in A: A keeps its line break`, () => {
      load(SOURCE, SOURCE.indexOf('Beta') + 2);
      editor().exec(command);
      quill().setSelection(2, 0, 'user');
      type('Y');
      expect(editor().getMarkdown()).toBe(`AlYpha one\nalpha two.\n\n${b}\n\nGamma one\ngamma two.\n`);
    });
  }

  it('two paragraphs made one list between reads still come back as one list (guard)', () => {
    load('a\n\nb\n\nc\n', 0);
    quill().setSelection(0, 3, 'user');
    editor().exec('UL');
    expect(editor().getMarkdown()).toBe('- a\n- b\n\nc\n');
  });
});

describe('WYSIWYG: a block converted after one that ends with no blank line', () => {
  const { load, press, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  // fuzz2 (2026-11-27): Backspace at the start of a list right after a paragraph (no blank line
  // between) wrote `A.\nx`, one paragraph to markdown where WYSIWYG had two.
  for (const source of ['A.\n1. x\n', 'A.\n- x\n']) {
    it(`Backspace at the start of the list in ${JSON.stringify(source)} keeps two paragraphs`, () => {
      load(source, 3);
      press('Backspace');
      expect(editor().getMarkdown()).toBe('A.\n\nx\n');
      const body = new DOMParser().parseFromString(editor().getHtml(), 'text/html').body;
      expect(Array.from(body.querySelectorAll('p'), (p) => p.textContent)).toEqual(['A.', 'x']);
    });
  }

  it('an edit in a list right after a paragraph keeps its place (no blank line added: guard)', () => {
    load('A.\n- x\n', 4);
    editor().insertText('Y');
    expect(editor().getMarkdown()).toBe('A.\n- xY\n');
  });
});
