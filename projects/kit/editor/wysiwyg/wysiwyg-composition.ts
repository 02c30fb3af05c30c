import type QuillType from 'quill';
import { clearCells, overCells } from './wysiwyg-cell-clearing';
import { emptyDocument, inlineFormatsOf } from './wysiwyg-typing';

/*
 * Text from an input method (Japanese, Chinese, Korean...) typed over a selection. Quill deletes the
 * selection when the composition starts and the composed text takes the formats of the place it
 * lands in, so it missed what kit does for typed text (wysiwyg-typing.ts, wysiwyg-cell-clearing.ts):
 * over the whole document it kept the first block (a one-cell table), over a link or a bold word it
 * lost the link or the bold, over cells it moved the cells after it (IME QA, 2026-11-27).
 */

/** What the composition's `compositionstart` listener needs of Quill's input module. */
interface QuillInput {
  deleteRange(range: { index: number; length: number }): void;
}

/**
 * A capture `compositionstart` listener, ahead of Quill's: a selection is replaced as typing
 * replaces it. The whole document becomes one plain paragraph, cells are emptied (the text goes
 * into the first), other text is deleted as Quill does; the composed text then takes the inline
 * formats of the selection's first character (its link too), as a typed character does.
 */
export function kitBeforeComposingOverSelection(quill: QuillType): (event: CompositionEvent) => void {
  return () => {
    if (!quill.isEnabled() || quill.composition.isComposing) return;
    if (quill.root.ownerDocument.getSelection()?.isCollapsed ?? true) return;
    const selected = quill.getSelection();
    if (!selected?.length) return;
    const range = { index: selected.index, length: selected.length };
    const inline = inlineFormatsOf(quill, range.index);
    const wholeDocument = range.index === 0 && range.length >= quill.getLength() - 1;
    // One link that is the whole document stays a link, as typed text over it does.
    if (wholeDocument && typeof quill.getFormat(range.index, range.length)['link'] !== 'string') {
      emptyDocument(quill);
    } else if (overCells(quill, selected)) {
      clearCells(quill, range);
    } else {
      (quill.getModule('input') as QuillInput).deleteRange(range);
      quill.setSelection(range.index, 0, 'silent');
    }
    // Formats at a caret make Quill's cursor: the composition is drawn in them, as after Ctrl+B.
    for (const [name, value] of Object.entries(inline)) quill.format(name, value, 'user');
    // Chromium puts text composed at a link's end outside the link (as typed text: wysiwyg-typing.ts),
    // so the committed text gets the formats it has not got.
    if (Object.keys(inline).length) {
      quill.once('composition-end', (event: CompositionEvent) => formatComposed(quill, range.index, event.data ?? '', inline));
    }
  };
}

/** Gives `text`, composed at `start`, the inline formats `inline` it lacks (one user change). */
function formatComposed(quill: QuillType, start: number, text: string, inline: Record<string, unknown>): void {
  quill.update('user'); // the committed text, just moved out of Quill's cursor, into the document
  if (!text || quill.getText(start, text.length) !== text) return; // not where it started: left as it is
  const formats = quill.getFormat(start, text.length);
  const missing = Object.fromEntries(Object.entries(inline).filter(([name, value]) => formats[name] !== value));
  if (Object.keys(missing).length) quill.formatText(start, text.length, missing, 'user');
}

/** The class on Quill's container while a composition is open (the placeholder is hidden then). */
export const KIT_COMPOSING_CLASS = 'kit-composing';

/**
 * Listeners that mark Quill's container while a composition is open: Quill shows the placeholder
 * until the composed text is committed, drawn under it (outside the area Quill watches, so the
 * class is no content change).
 */
export function kitComposingMark(quill: QuillType): { start: () => void; end: () => void } {
  return {
    start: () => quill.container.classList.add(KIT_COMPOSING_CLASS),
    end: () => quill.container.classList.remove(KIT_COMPOSING_CLASS),
  };
}
