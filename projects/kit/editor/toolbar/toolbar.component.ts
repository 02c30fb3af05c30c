import { ChangeDetectionStrategy, Component, ElementRef, computed, inject, input, signal } from '@angular/core';
import { NgTemplateOutlet } from '@angular/common';
import { EditorUiState } from '../ui/editor-ui-state';
import { KitElementOutletDirective } from './element-outlet.directive';
import { KitToolbar } from './toolbar';
import { KitToolbarButton, KitToolbarItem } from './toolbar-item';

/**
 * The editor's toolbar: one tab stop (roving tabindex; arrows, Home and End move between
 * buttons), buttons with accessible names and tooltips in the editor's language (plus the
 * shortcut), `aria-pressed` from `stateChange`, and `aria-disabled` while the Preview tab shows.
 */
@Component({
  selector: 'kit-editor-toolbar',
  imports: [NgTemplateOutlet, KitElementOutletDirective],
  templateUrl: './toolbar.component.html',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'kit-editor-toolbar', role: 'toolbar', '[attr.aria-label]': "service.t('Editor toolbar')", '(keydown)': 'onKeydown($event)' },
})
export class KitEditorToolbarComponent {
  /** The toolbar model to draw. */
  readonly toolbar = input.required<KitToolbar>();
  protected readonly service = inject(EditorUiState);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  /** The button that takes the tab stop. */
  private readonly focusIndex = signal(0);

  /** The buttons in order (the items the arrow keys move between). */
  protected readonly buttons = computed(() =>
    this.toolbar()
      .items()
      .filter((i): i is KitToolbarButton => i instanceof KitToolbarButton && (i.spec.shown?.() ?? true)),
  );
  /** The index of the button holding the tab stop, clamped to the current buttons. */
  protected readonly tabStop = computed(() => Math.min(this.focusIndex(), Math.max(this.buttons().length - 1, 0)));

  /** The tooltip of a button: its text in the editor's language, plus the shortcut. */
  protected tooltip(button: KitToolbarButton): string {
    const spec = button.spec;
    const key = spec.tooltipKeyOff && spec.pressed && !spec.pressed() ? spec.tooltipKeyOff : spec.tooltipKey;
    const text = spec.tooltip ?? (key ? this.service.t(key) : spec.text ?? spec.name);
    const shortcut = spec.command ? this.service.shortcutLabel(spec.command) : '';
    return shortcut ? `${text} (${shortcut})` : text;
  }

  /** Whether a button shows as pressed (null: the button has no state). */
  protected pressed(button: KitToolbarButton): boolean | null {
    if (button.spec.pressed) return button.spec.pressed();
    const key = button.spec.state;
    return key ? this.service.formatState()[key] : null;
  }

  /** Whether a button is disabled now. */
  protected disabled(button: KitToolbarButton): boolean {
    return !button.enabled() || this.service.readOnly();
  }

  /** Whether the button has the popup it opens showing. */
  protected expanded(button: KitToolbarButton): boolean | null {
    if (!button.spec.popup) return null;
    return this.service.popup()?.kind === button.spec.popup;
  }

  /** Runs a button (click, Enter or Space). */
  protected run(button: KitToolbarButton, anchor: HTMLElement): void {
    this.focusIndex.set(this.buttons().indexOf(button));
    if (this.disabled(button)) return;
    this.service.runToolbarButton(button, anchor);
  }

  /** Keeps the editor's selection and focus on mouse down, so a click formats what is selected. */
  protected keepEditorFocus(event: MouseEvent): void {
    event.preventDefault();
  }

  protected isButton(item: KitToolbarItem): item is KitToolbarButton {
    return item instanceof KitToolbarButton;
  }

  /** Whether an item shows now (toggles such as scroll sync show only where they apply). */
  protected isShown(item: KitToolbarItem): boolean {
    const shown = item instanceof KitToolbarButton ? item.spec.shown : (item as { shown?: () => boolean }).shown;
    return shown?.() ?? true;
  }

  protected onKeydown(event: KeyboardEvent): void {
    const buttons = this.buttons();
    if (!buttons.length) return;
    const rtl = getComputedStyle(this.host).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number;
    if (step !== undefined) next = (this.tabStop() + step + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else return;
    event.preventDefault();
    this.focusIndex.set(next);
    this.host.querySelectorAll<HTMLElement>('[data-kit-toolbar-button]')[next]?.focus();
  }
}
