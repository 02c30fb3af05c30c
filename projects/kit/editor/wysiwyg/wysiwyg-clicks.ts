import type QuillType from 'quill';

// Two clicks Quill leaves to the browser, which gets them wrong for an editor: a click on a task's
// checkbox toggles it without focusing the editor (Quill prevents the mousedown's default so the
// cursor does not jump), and a click below a table that ends the document puts the cursor before
// the table, since there is no line after it to put the cursor on.

/** A blot, as much of it as finding its index needs. */
interface Blot {
  length(): number;
}

/** Whether `root` ends with a table followed by one empty paragraph (the line a click below it adds). */
export function endsWithLineAfterTable(root: HTMLElement): boolean {
  const last = root.lastElementChild;
  return (
    last?.tagName === 'P' &&
    last.childNodes.length === 1 &&
    last.firstChild?.nodeName === 'BR' &&
    last.previousElementSibling?.tagName === 'TABLE'
  );
}

/**
 * The `mousedown` listener for Quill's root that fixes both clicks. `beforeWholeDocument` finishes
 * loading a long document (the end of the view must be the end of the document).
 */
export function kitMousedown(quill: QuillType, beforeWholeDocument: () => void): (event: MouseEvent) => void {
  const root = quill.root;
  const selection = quill.selection; // places the cursor without scrolling (quill.setSelection scrolls)
  const Quill = quill.constructor as unknown as { find(node: Node): Blot | null };
  return (event) => {
    const target = event.target as Element;
    // Quill's own listener on the checkbox ran first and prevented the default only if it toggled.
    const item = event.defaultPrevented && target.closest?.('.ql-ui') ? target.closest('li') : null;
    if (item && root.contains(item)) {
      if (quill.hasFocus()) return; // the cursor stays where the user has it
      const blot = Quill.find(item);
      // At the end of the item's text, where typing continues it; no scrolling, the item is in view.
      if (blot) selection.setRange({ index: quill.getIndex(blot as never) + blot.length() - 1, length: 0 }, 'user');
      return;
    }
    if (target !== root || event.button !== 0 || !quill.isEnabled()) return;
    // Only a click below the content can be below a final table: a click between blocks, or in the
    // root's padding, must not finish a streaming load (and move the layout under the pointer).
    const last = root.lastElementChild;
    if (!last || event.clientY <= last.getBoundingClientRect().bottom) return;
    beforeWholeDocument();
    const table = root.lastElementChild;
    if (table?.tagName !== 'TABLE' || event.clientY <= table.getBoundingClientRect().bottom) return;
    event.preventDefault();
    // 'silent': the empty line is no edit (no `change`, no undo step), and the view leaves it out of
    // its contents (see `endsWithLineAfterTable`), so the markdown stays the same until the user types.
    quill.insertText(quill.getLength(), '\n', 'silent');
    selection.setRange({ index: quill.getLength() - 1, length: 0 }, 'user');
  };
}
