/** The ARIA states the editor sets on its editing areas. */
export type KitAriaState = 'aria-required' | 'aria-invalid';

/**
 * The ARIA states of one editor's editing areas (a form's `required`, the control's error state):
 * written on the areas that exist, and kept for a view made later (Quill's, on the first switch).
 */
export class KitAriaStates {
  private readonly states: Record<KitAriaState, boolean> = { 'aria-required': false, 'aria-invalid': false };

  /** `editingAreas` gives the editing areas made so far (undefined for a view not made yet). */
  constructor(private readonly editingAreas: () => readonly (HTMLElement | undefined)[]) {}

  /** Sets a state on every editing area, and keeps it for areas made later. */
  set(name: KitAriaState, on: boolean): void {
    this.states[name] = on;
    for (const element of this.editingAreas()) {
      if (element) setFlag(element, name, on);
    }
  }

  /** Writes the kept states on a new editing area. */
  applyTo(element: HTMLElement): void {
    for (const [name, on] of Object.entries(this.states)) setFlag(element, name, on);
  }
}

/** Sets a boolean ARIA attribute to "true", or removes it (absent means false, for both states). */
function setFlag(element: HTMLElement, name: string, on: boolean): void {
  if (on) element.setAttribute(name, 'true');
  else element.removeAttribute(name);
}
