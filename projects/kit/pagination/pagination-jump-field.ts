/**
 * The jump-to field's number input and its behaviour: Enter moves (and never submits the form
 * the bar is in), leaving the field with a number in it moves too, the arrow keys step from the
 * current page. `bar` is the bar's element; `jumpTo` gets the page asked for (a finite number, not
 * yet clamped); `currentPage` says where stepping starts.
 */
export function createJumpInput(bar: Element, jumpTo: (page: number) => void, currentPage: () => number): HTMLInputElement {
  const input = bar.ownerDocument.createElement('input');
  input.type = 'number';
  input.setAttribute('inputmode', 'numeric');
  // A virtual keyboard's Enter key says "Go".
  input.setAttribute('enterkeyhint', 'go');
  input.min = '1';
  // Whether the field's number was typed or stepped to since the last move.
  let edited = false;
  /** Moves to the field's page; `leaving`: the field loses focus, and text that is no number goes. */
  const jump = (leaving = false) => {
    edited = false;
    if (input.value.trim() === '' || !Number.isFinite(Number(input.value))) {
      // A number field's value is '' for text it cannot read ("e", "-"), which it keeps showing.
      if (leaving) input.value = '';
      return;
    }
    const page = Number(input.value);
    input.value = '';
    jumpTo(page);
  };
  const empty = () => {
    edited = false;
    input.value = '';
  };
  // Enter, not change: a number field also fires change when stepped (ArrowUp/Down, its spin
  // buttons), which from an empty field is 1: each step moved the bar, to page 1 first.
  input.addEventListener('keydown', (event) => {
    // Stepping an empty field starts from the current page (a number field starts from 1).
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && input.value === '' && !input.validity.badInput) {
      input.value = String(currentPage());
      return;
    }
    if (event.key !== 'Enter') return;
    // Else the browser submits the form the bar is in (implicit submission).
    event.preventDefault();
    jump();
  });
  input.addEventListener('input', () => (edited = true));
  // Leaving the field with a number in it moves too: a phone's numeric keypad may have no Enter
  // key (its Done leaves the field), and the field must not keep showing a page the bar is not on.
  // Unless a press on another control of the bar took focus (a page, the size selector): the reader
  // picks there instead, and the field is emptied. Which it was shows once focus has arrived:
  // keyboard focus (Tab, Shift+Tab) is `:focus-visible`.
  input.addEventListener('focusout', (event) => {
    if (!edited) return;
    if (!bar.contains(event.relatedTarget as Node | null)) {
      jump(true);
      return;
    }
    setTimeout(() => {
      if (!edited || !input.isConnected) return;
      const focused = input.ownerDocument.activeElement;
      if (focused && bar.contains(focused) && focused.matches(':focus-visible')) jump(true);
      else empty();
    });
  });
  return input;
}
