/**
 * Arrow keys, Home and End in a popup menu: focus moves between its `menuitem`s (wrapping at the
 * ends) and the focused item becomes the menu's one tab stop. Other keys are left alone.
 */
export function moveMenuFocus(menu: HTMLElement, event: KeyboardEvent): void {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const current = items.indexOf(menu.ownerDocument.activeElement as HTMLElement);
  let next: number;
  if (event.key === 'ArrowDown') next = (current + 1) % items.length;
  else if (event.key === 'ArrowUp') next = (current - 1 + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else return;
  event.preventDefault();
  items.forEach((item, i) => item.setAttribute('tabindex', i === next ? '0' : '-1'));
  items[next].focus();
}
