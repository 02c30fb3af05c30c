import type QuillType from 'quill';

// A click Quill leaves to the browser, which gets it wrong for an editor: a click on a task's
// checkbox toggles it without focusing the editor (Quill prevents the mousedown's default so the
// cursor does not jump).

/** Quill's selection module: it places the cursor without scrolling (`quill.setSelection` scrolls). */
interface QuillSelection {
  setRange(range: { index: number; length: number }, source: 'user'): void;
}

/** A blot, as much of it as finding its index needs. */
interface Blot {
  length(): number;
}

/** The `mousedown` listener for Quill's root that fixes the click. */
export function kitMousedown(quill: QuillType): (event: MouseEvent) => void {
  const root = quill.root;
  const selection = (quill as unknown as { selection: QuillSelection }).selection;
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
    }
  };
}
