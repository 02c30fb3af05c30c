import type QuillType from 'quill';
import { deltaClassOf } from './wysiwyg-block-loader';

/*
 * Replacing what is selected in WYSIWYG, where Quill's own handling lost content or formats: text
 * typed over the whole document or over a link (capture `beforeinput` listeners, ahead of Quill's
 * Input module), and a cut of the whole document. Backspace and Delete over the whole document are
 * key bindings (wysiwyg-keys.ts) that end the same way (`emptyDocument`).
 */

/** Replaces the document with one plain empty paragraph, the cursor in it, as one user change (one undo step). */
export function emptyDocument(quill: QuillType): void {
  quill.setContents(new (deltaClassOf(quill))().insert('\n'), 'user');
  quill.setSelection(0, 0, 'user'); // 'user': the toolbar forgets the heading or list it showed
}

/**
 * A capture `beforeinput` listener: text typed over the whole document replaces it with a plain
 * paragraph first, as Backspace and Delete do. Quill kept the first line's kind: typing over a
 * document that starts with a table left a one-cell table holding the text. (Within Quill's history
 * delay, so one undo takes back both.)
 */
export function kitBeforeTypingOverAll(quill: QuillType): (event: InputEvent) => void {
  return (event) => {
    if (!quill.isEnabled() || event.inputType !== 'insertText' || !event.data || quill.composition.isComposing) return;
    if (isCollapsed(quill)) return; // plain typing: no need to ask Quill (which updates itself first)
    const range = quill.getSelection();
    if (!range || range.index > 0 || range.length < quill.getLength() - 1 || quill.getLength() <= 1) return;
    // One link that is the whole document: retyped as a link (kitBeforeTypingOverLink).
    if (typeof quill.getFormat(range.index, range.length)['link'] === 'string') return;
    event.preventDefault(); // the text goes in here (Quill's own handler skips a handled event)
    const inline = inlineFormatsOf(quill, 0); // as typing over a selection does: the first character's
    emptyDocument(quill);
    quill.insertText(0, event.data, inline, 'user');
    quill.setSelection(event.data.length, 0, 'silent');
  };
}

/** Whether the page's selection is a caret (read from the DOM: cheaper than Quill's, on every key). */
function isCollapsed(quill: QuillType): boolean {
  return quill.root.ownerDocument.getSelection()?.isCollapsed ?? true;
}

/**
 * The inline formats (bold, italic, colour, link...) of the `length` characters at `index` (0: those
 * at the cursor there), none of their line's.
 */
export function inlineFormatsOf(quill: QuillType, index: number, length = 1): Record<string, unknown> {
  const { Scope } = (quill.constructor as unknown as { import(name: 'parchment'): { Scope: Record<string, number> } }).import('parchment');
  return Object.fromEntries(Object.entries(quill.getFormat(index, length)).filter(([name]) => quill.scroll.query(name, Scope['INLINE'])));
}

/**
 * A capture `beforeinput` listener: text typed over a selection inside one link replaces the link's
 * text and stays the link's, also the keys typed right after it. Quill gave the first character the
 * link, and Chromium types at the end of a link outside it, so the rest went as plain text
 * (`[docs](u)` retyped as "manual" became `[m](u)anual`). Typing at the end of a link otherwise stays
 * outside it, as browsers and word processors do.
 */
export function kitBeforeTypingOverLink(quill: QuillType): (event: InputEvent) => void {
  /** Where the retyped link text ends, while the user goes on typing there. */
  let retyping: number | undefined;
  // The cursor put anywhere (also back at that place): typing at a link's end is plain text again.
  quill.on('selection-change', (_range: unknown, _old: unknown, source: string) => {
    if (source !== 'silent') retyping = undefined;
  });
  const insert = (index: number, text: string, formats: Record<string, unknown>) => {
    quill.updateContents(new (deltaClassOf(quill))().retain(index).insert(text, formats), 'user');
    quill.setSelection(index + text.length, 0, 'silent');
    retyping = index + text.length;
  };
  return (event) => {
    if (event.defaultPrevented || !quill.isEnabled() || event.inputType !== 'insertText' || !event.data || quill.composition.isComposing) {
      retyping = undefined;
      return;
    }
    if (retyping === undefined && isCollapsed(quill)) return; // plain typing
    const range = quill.getSelection();
    if (!range) return;
    if (range.length === 0) {
      if (retyping === undefined || range.index !== retyping || typeof quill.getFormat(range.index - 1, 1)['link'] !== 'string') {
        retyping = undefined;
        return;
      }
      event.preventDefault();
      insert(range.index, event.data, quill.getFormat(range.index - 1, 1));
      return;
    }
    retyping = undefined;
    if (typeof quill.getFormat(range.index, range.length)['link'] !== 'string') return;
    event.preventDefault();
    const formats = quill.getFormat(range.index, 1);
    quill.deleteText(range.index, range.length, 'user');
    insert(range.index, event.data, formats);
  };
}

/**
 * A `cut` listener to add after Quill's own (which deletes the selection as Backspace does, keeping
 * the first line's kind): a cut that took the whole document leaves one plain empty paragraph, as
 * Backspace and Delete do. Nothing but the last line end left after a cut means all was cut.
 */
export function kitAfterCut(quill: QuillType): () => void {
  return () => {
    if (!quill.isEnabled() || quill.getLength() > 1 || !quill.getContents().ops[0]?.attributes) return;
    // Within Quill's history delay of the cut, so one undo takes back both.
    emptyDocument(quill);
  };
}
