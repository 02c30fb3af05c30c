import { signal } from '@angular/core';

/** The Markdown / WYSIWYG switch's API (`getUI().getModeSwitch()`). */
export class KitModeSwitch {
  /** The mode names, as TOAST UI's `ModeSwitch.TYPE`. */
  static readonly TYPE = { MARKDOWN: 'markdown', WYSIWYG: 'wysiwyg' } as const;
  private readonly shownState: ReturnType<typeof signal<boolean>>;
  /** Whether the switch shows. */
  readonly shown;

  /** @param shown whether it starts shown (`!hideModeSwitch`). */
  constructor(shown: boolean) {
    this.shownState = signal(shown);
    this.shown = this.shownState.asReadonly();
  }

  /** Whether the switch shows. */
  isShown(): boolean {
    return this.shownState();
  }

  /** Shows the switch. */
  show(): void {
    this.shownState.set(true);
  }

  /** Hides the switch. */
  hide(): void {
    this.shownState.set(false);
  }
}
