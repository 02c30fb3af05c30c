/** DOM `key` values whose TOAST UI key names differ from an upper-cased `key`. */
const KEY_NAMES: Record<string, string> = {
  Backspace: 'BACK_SPACE',
  Enter: 'ENTER',
  Tab: 'TAB',
  Escape: 'ESC',
  ' ': 'SPACE',
  ArrowUp: 'UP',
  ArrowDown: 'DOWN',
  ArrowLeft: 'LEFT',
  ArrowRight: 'RIGHT',
  Delete: 'DELETE',
  Home: 'HOME',
  End: 'END',
  PageUp: 'PAGE_UP',
  PageDown: 'PAGE_DOWN',
};

/**
 * The shortcut string of a key event, as TOAST UI Editor writes key maps: modifiers in the order
 * SHIFT, CTRL, META, ALT joined by `+`, then the key (`'SHIFT+CTRL+C'`). Letters and digits come
 * from `event.code`, so Alt and Shift combinations (which change `key`, e.g. Alt+Q → 'œ' on a Mac)
 * still match. Returns '' for a lone modifier.
 */
export function shortcutOf(event: KeyboardEvent): string {
  const key = keyName(event);
  if (!key) return '';
  const parts: string[] = [];
  if (event.shiftKey) parts.push('SHIFT');
  if (event.ctrlKey) parts.push('CTRL');
  if (event.metaKey) parts.push('META');
  if (event.altKey) parts.push('ALT');
  parts.push(key);
  return parts.join('+');
}

function keyName(event: KeyboardEvent): string {
  const code = event.code ?? '';
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  const key = event.key ?? '';
  if (key === 'Shift' || key === 'Control' || key === 'Meta' || key === 'Alt' || key === '') return '';
  return KEY_NAMES[key] ?? key.toUpperCase();
}

/** Which column of a `[windows, mac]` key map applies. */
export function keyMapIndexOf(mac: boolean): 0 | 1 {
  return mac ? 1 : 0;
}
