import type { MarkedExtension, Tokens } from 'marked';

/*
 * An empty task item. GFM reads a task box only with text after it, so `- [ ]` (what Enter at a
 * task's start leaves in WYSIWYG, or a list of boxes to fill in later) drew the text "[ ]" where
 * WYSIWYG had drawn an empty box, and a switch to markdown and back turned the box into text.
 * kit reads an item whose only text is the box as an empty task, in the preview, getHtml() and
 * WYSIWYG alike.
 */

/** The box alone: `[ ]`, `[x]` or `[X]`. */
const BOX_ALONE = /^\[([ xX])\]$/;

/**
 * A marked extension that draws an item holding only `[ ]` / `[x]` (and maybe nested blocks) as an
 * empty task. `alone`: only an item that holds nothing else; for loading WYSIWYG, where an item with
 * no text of its own gets no line (Quill's lines are an item's text): its box would be lost, so
 * `- [ ]` with a nested list stays an item whose text is "[ ]" there.
 */
export function emptyTaskItems(alone = false): MarkedExtension {
  return {
    renderer: {
      listitem(item: Tokens.ListItem) {
        const [first] = item.tokens;
        if (item.task || (first?.type !== 'text' && first?.type !== 'paragraph')) return false;
        if (alone && item.tokens.some((token, i) => i > 0 && token.type !== 'space')) return false;
        const box = BOX_ALONE.exec((first as Tokens.Text | Tokens.Paragraph).text.trim());
        if (!box) return false;
        const checkbox: Tokens.Checkbox = { type: 'checkbox', raw: `[${box[1]}] `, checked: box[1] !== ' ' };
        item.task = true;
        item.checked = checkbox.checked;
        // Where marked puts a task's box: in the first paragraph of a loose item, first in a tight one.
        item.tokens[0] = first.type === 'paragraph' ? { ...first, raw: checkbox.raw, text: '', tokens: [checkbox] } : checkbox;
        return false; // marked (or the task label hook) draws the item as a task now
      },
    },
  };
}
