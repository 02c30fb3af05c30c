import type { KitEditorState, KitFormatState } from '../editor-types';
import { useWysiwygEditing } from '../editor-spec-helpers';
import { loadQuill } from './quill-loader';

/*
 * Quill moves the cursor silently after some of its own edits: after Enter three times left a code
 * block, the toolbar still had "in a code block" (Code block pressed, Link and Image disabled)
 * while the user typed the next paragraph (QA, authoring from scratch, 2026-11-27).
 */
describe('WYSIWYG: the format at the cursor after edits that move it', () => {
  const { load, press, type, editor } = useWysiwygEditing();
  beforeAll(async () => {
    await loadQuill();
  });

  /** The view's format at the cursor, as the toolbar reads it. */
  const format = () => (editor().getCurrentModeEditor() as unknown as { formatState(): KitFormatState }).formatState();

  /** Runs `edit`, then waits a microtask; returns the stateChange payloads it caused. */
  const statesAfter = async (edit: () => void) => {
    const states: KitEditorState[] = [];
    editor().on('stateChange', (state: KitEditorState) => states.push(state));
    edit();
    await Promise.resolve();
    editor().off('stateChange');
    return states;
  };

  it('Enter three times at the end of a code block: the state says "not in a code block"', async () => {
    load('Run this:\n\n```\nnpm i\n```\n');
    const quill = editor().getSquire();
    quill.setSelection(quill.getText().indexOf('npm i') + 5, 0, 'user');
    await Promise.resolve();
    expect(format().codeBlock).toBeTrue();
    const states = await statesAfter(() => {
      press('Enter');
      press('Enter');
      press('Enter');
    });
    expect(quill.getFormat(quill.getSelection()!)['code-block']).toBeUndefined(); // Quill did leave the block
    expect(states.at(-1)?.codeBlock).withContext('stateChange told it').toBeFalse();
    type('After code.');
    expect(editor().getMarkdown()).toBe('Run this:\n\n```\nnpm i\n```\n\nAfter code.\n');
  });

  it('Backspace at the start of a list item lifts it out of the list: the state says so', async () => {
    load('- one\n- two\n');
    const quill = editor().getSquire();
    quill.setSelection(quill.getText().indexOf('two'), 0, 'user');
    await Promise.resolve();
    expect(format().list).toBeTrue();
    const states = await statesAfter(() => press('Backspace'));
    expect(quill.getFormat(quill.getSelection()!)['list']).toBeUndefined();
    expect(states.at(-1)?.list).toBeFalse();
  });

  // verify10: a paragraph or item of a quote that holds blocks (kit-quote, not Quill's blockquote) read as unquoted.
  it('a line of a quote that holds a list is quoted to the toolbar', async () => {
    load('> - a\n>\n> x\n');
    const quill = editor().getSquire();
    for (const word of ['a', 'x']) {
      quill.setSelection(quill.getText().indexOf(word) + 1, 0, 'user');
      expect(format().quote).withContext(word).toBeTrue();
    }
  });

  it('typing plain text reads no state (guard: it would cost a look-up per key)', async () => {
    load('para\n', 4);
    await Promise.resolve();
    const view = editor().getCurrentModeEditor() as unknown as { formatState(): KitFormatState };
    const spy = spyOn(view, 'formatState').and.callThrough();
    await statesAfter(() => type('abc'));
    expect(spy).not.toHaveBeenCalled();
  });
});
