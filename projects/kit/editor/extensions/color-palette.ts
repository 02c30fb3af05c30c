/** The parts of colorSyntax's palette the extension wires up. */
export interface KitColorPalette {
  /** The popup content: the swatch listbox, then the custom colour control. */
  readonly element: HTMLElement;
  /** The swatches (`role="listbox"`), one tab stop. */
  readonly listbox: HTMLElement;
  /** The native colour input of the custom colour. */
  readonly customInput: HTMLInputElement;
  /** The custom colour's label text (set in the editor's language). */
  readonly customText: Text;
}

/**
 * Builds the palette: the preset swatches as a single-select listbox (each option named by its
 * colour, with its place in the set) that is one tab stop, with roving focus on the arrows (in the
 * reading direction, wrapping), Home and End, selection following focus; Enter, Space or a click
 * on a swatch is its button's own click. The custom colour input follows as a control of its own
 * (a listbox may hold only options).
 */
export function createColorPalette(doc: Document, preset: readonly string[]): KitColorPalette {
  const element = doc.createElement('div');
  element.className = 'kit-color-picker';
  const listbox = doc.createElement('div');
  listbox.className = 'kit-color-palette';
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-orientation', 'horizontal');
  preset.forEach((color, i) => {
    const swatch = doc.createElement('button');
    swatch.type = 'button';
    swatch.className = 'kit-color-swatch';
    swatch.setAttribute('role', 'option');
    swatch.style.background = color;
    swatch.dataset['color'] = color;
    swatch.setAttribute('aria-label', color);
    // Only the colours' names say nothing of how many there are; the reader says "5 of 12".
    swatch.setAttribute('aria-posinset', String(i + 1));
    swatch.setAttribute('aria-setsize', String(preset.length));
    swatch.title = color;
    listbox.appendChild(swatch);
  });
  const swatches = () => Array.from(listbox.children) as HTMLElement[];
  const makeCurrent = (current: HTMLElement | undefined) => {
    for (const swatch of swatches()) {
      swatch.tabIndex = swatch === current ? 0 : -1;
      swatch.setAttribute('aria-selected', String(swatch === current));
    }
  };
  makeCurrent(swatches()[0]);
  // However a swatch got focus (the popup focusing its first control, a click), it becomes the stop.
  listbox.addEventListener('focusin', (event) => makeCurrent(event.target as HTMLElement));
  listbox.addEventListener('keydown', (event) => {
    const all = swatches();
    const at = all.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const rtl = getComputedStyle(listbox).direction === 'rtl';
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 };
    let next: number;
    if (event.key in steps) next = (at + steps[event.key] + all.length) % all.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = all.length - 1;
    else return;
    event.preventDefault();
    all[next].focus();
  });

  const customLabel = doc.createElement('label');
  customLabel.className = 'kit-color-custom';
  const customInput = doc.createElement('input');
  customInput.type = 'color';
  const customText = doc.createTextNode('');
  customLabel.append(customInput, customText);
  element.append(listbox, customLabel);
  return { element, listbox, customInput, customText };
}
