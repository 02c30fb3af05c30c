import { ChangeDetectionStrategy, Component, ElementRef, afterEveryRender, inject, input } from '@angular/core';
import { NgTemplateOutlet } from '@angular/common';
import { EditorUiState } from '../ui/editor-ui-state';
import { FOCUSABLE_SELECTOR } from '../ui/focusable';
import { KitElementOutletDirective } from './element-outlet.directive';
import { KitToolbar } from './toolbar';
import { KitToolbarButton, KitToolbarItem } from './toolbar-item';

/** Input types whose arrow keys do nothing of their own, so they move between toolbar stops. */
const ARROWLESS_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'reset', 'submit']);

/** Whether `el` uses the arrow, Home and End keys itself (text entry, a select, a slider...). */
function usesArrowKeys(el: HTMLElement): boolean {
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !ARROWLESS_INPUTS.has(el.type);
}

/**
 * The editor's toolbar: one tab stop (roving tabindex; arrows, Home and End move between
 * buttons and the controls inside app items: templates and elements), buttons with accessible
 * names and tooltips in the editor's language (plus the shortcut), `aria-pressed` from
 * `stateChange`, and `aria-disabled` while the Preview tab shows.
 */
@Component({
  selector: 'kit-editor-toolbar',
  imports: [NgTemplateOutlet, KitElementOutletDirective],
  templateUrl: './toolbar.component.html',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    class: 'kit-editor-toolbar',
    role: 'toolbar',
    '[attr.aria-label]': "service.t('Editor toolbar')",
    '(keydown)': 'onKeydown($event)',
    '(focusin)': 'onFocusin($event)',
  },
})
export class KitEditorToolbarComponent {
  /** The toolbar model to draw. */
  readonly toolbar = input.required<KitToolbar>();
  protected readonly service = inject(EditorUiState);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  /** The stop (a button, or a control in an app item) holding the tab stop, and its index. */
  private current: HTMLElement | null = null;
  private currentIndex = 0;
  /** Controls in app items whose tabindex the toolbar manages (an app's own tabindex="-1" is left out). */
  private readonly managed = new WeakSet<HTMLElement>();

  constructor() {
    // App items can change their content on any render: keep exactly one stop at tabindex 0.
    afterEveryRender({ write: () => this.syncStops() });
  }

  /** The tooltip of a button: its text in the editor's language, plus the shortcut. */
  protected tooltip(button: KitToolbarButton): string {
    const spec = button.spec;
    const key = spec.tooltipKeyOff && spec.pressed && !spec.pressed() ? spec.tooltipKeyOff : spec.tooltipKey;
    return this.withShortcut(button, spec.tooltip ?? (key ? this.service.t(key) : spec.text ?? spec.name));
  }

  /** The accessible name of a button: its tooltip, or its own name when the tooltip says a toggle's state. */
  protected accessibleName(button: KitToolbarButton): string {
    const key = button.spec.nameKey;
    return key ? this.withShortcut(button, this.service.t(key)) : this.tooltip(button);
  }

  /** `text` with the shortcut of the button's command, if it has one: "Bold (Ctrl+B)". */
  private withShortcut(button: KitToolbarButton, text: string): string {
    const shortcut = button.spec.command ? this.service.shortcutLabel(button.spec.command) : '';
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
    const popup = button.spec.popup;
    return !button.enabled() || this.service.readOnly() || this.service.previewOnly() || ((popup === 'link' || popup === 'image') && this.service.inWysiwygCode());
  }

  /** Whether the button has the popup it opens showing. */
  protected expanded(button: KitToolbarButton): boolean | null {
    if (button.spec.expanded) return button.spec.expanded();
    if (!button.spec.popup) return null;
    return this.service.popup()?.kind === button.spec.popup;
  }

  /** Runs a button (click, Enter or Space). */
  protected run(button: KitToolbarButton, anchor: HTMLElement): void {
    this.moveStop(anchor);
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

  /**
   * The toolbar's stops in order: the buttons, and the focusable controls inside app items
   * (templates and elements), so the arrow keys reach those too and Tab stops once.
   */
  private stops(): HTMLElement[] {
    const stops: HTMLElement[] = [];
    for (const el of Array.from(this.host.querySelectorAll<HTMLElement>('[data-kit-toolbar-button], [data-kit-toolbar-content]'))) {
      if (el.hasAttribute('data-kit-toolbar-button')) {
        stops.push(el);
        continue;
      }
      for (const control of Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR))) {
        const off = (control as HTMLButtonElement).disabled || control.closest('[hidden], [inert]');
        const appHidden = control.getAttribute('tabindex') === '-1' && !this.managed.has(control);
        if (!off && !appHidden) stops.push(control);
      }
    }
    return stops;
  }

  /** Gives tabindex 0 to the current stop (or the one at its place, when it went away), -1 to the rest. */
  private syncStops(stops = this.stops()): void {
    if (!stops.length) return;
    let index = this.current ? stops.indexOf(this.current) : -1;
    if (index < 0) index = Math.min(this.currentIndex, stops.length - 1);
    this.current = stops[index];
    this.currentIndex = index;
    stops.forEach((stop, i) => {
      const tabindex = i === index ? '0' : '-1';
      if (stop.getAttribute('tabindex') !== tabindex) stop.setAttribute('tabindex', tabindex);
      if (!stop.hasAttribute('data-kit-toolbar-button')) this.managed.add(stop);
    });
  }

  /** Makes `stop` the toolbar's tab stop. */
  private moveStop(stop: HTMLElement): void {
    this.current = stop;
    this.syncStops();
  }

  /** Focus on a stop (a click, or an app focusing its control) makes it the tab stop. */
  protected onFocusin(event: FocusEvent): void {
    const target = event.target as HTMLElement;
    if (target !== this.current && this.stops().includes(target)) this.moveStop(target);
  }

  protected onKeydown(event: KeyboardEvent): void {
    const target = event.target as HTMLElement;
    const rtl = getComputedStyle(this.host).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
    if (usesArrowKeys(target)) return; // a text field, select or slider keeps its own keys
    const stops = this.stops();
    if (!stops.length) return;
    const from = stops.indexOf(target);
    const at = from >= 0 ? from : Math.min(this.currentIndex, stops.length - 1);
    let next: number;
    if (step !== undefined) next = (at + step + stops.length) % stops.length;
    else next = event.key === 'Home' ? 0 : stops.length - 1;
    event.preventDefault();
    this.current = stops[next];
    this.syncStops(stops);
    stops[next].focus();
  }
}
