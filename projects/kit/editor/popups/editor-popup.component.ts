import { AfterViewInit, ChangeDetectionStrategy, Component, ElementRef, NgZone, OnDestroy, afterNextRender, afterRenderEffect, computed, inject } from '@angular/core';
import { EditorUiState } from '../ui/editor-ui-state';
import { KitCodeLanguagePopupComponent } from './code-language-popup.component';
import { KitHeadingPopupComponent } from './heading-popup.component';
import { KitImagePopupComponent } from './image-popup.component';
import { KitLinkPopupComponent } from './link-popup.component';
import { keepPopupInTabOrder } from './popup-focus-order';
import { KitTablePopupComponent } from './table-popup.component';
import { KitTableUtilsPopupComponent } from './table-utils-popup.component';

const TITLES = {
  heading: 'Headings',
  table: 'Insert table',
  image: 'Insert image',
  link: 'Insert link',
  codeBlockLanguage: 'Choose language',
  tableUtils: 'Table options',
} as const;

/**
 * The frame of the open popup: a labelled, non-modal dialog placed below the control that opened
 * it, in that control's place in the tab order. Escape, a click outside or tabbing out of it closes
 * it; Escape and the close button return focus to the editor.
 */
@Component({
  selector: 'kit-editor-popup',
  imports: [KitLinkPopupComponent, KitImagePopupComponent, KitTablePopupComponent, KitHeadingPopupComponent, KitCodeLanguagePopupComponent, KitTableUtilsPopupComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    class: 'kit-popup',
    role: 'dialog',
    '[attr.aria-label]': 'title()',
    '[attr.data-kind]': 'service.popup()?.kind',
    '[style.left.px]': 'position().left',
    '[style.right.px]': 'position().right',
    '[style.top.px]': 'position().top',
    '[style.bottom.px]': 'position().bottom',
    '(keydown.escape)': '$event.stopPropagation(); service.closePopup()',
    '(focusout)': 'focusLeft($event)',
    '(keydown)': 'keydown($event)',
  },
  template: `
    <div class="kit-popup-header">
      <span class="kit-popup-title">{{ title() }}</span>
      <button type="button" class="kit-popup-close" [attr.aria-label]="service.t('Close')" [attr.title]="service.t('Close')"
              (click)="service.closePopup()">×</button>
    </div>
    <div class="kit-popup-body">
      @switch (service.popup()?.kind) {
        @case ('link') { <kit-link-popup /> }
        @case ('image') { <kit-image-popup /> }
        @case ('table') { <kit-table-popup /> }
        @case ('heading') { <kit-heading-popup /> }
        @case ('codeBlockLanguage') { <kit-code-language-popup /> }
        @case ('tableUtils') { <kit-table-utils-popup /> }
      }
    </div>
  `,
})
export class KitEditorPopupComponent implements AfterViewInit, OnDestroy {
  protected readonly service = inject(EditorUiState);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  private readonly zone = inject(NgZone);
  protected readonly title = computed(() => {
    const kind = this.service.popup()?.kind;
    return kind ? this.service.t(TITLES[kind]) : '';
  });
  /** Below the anchor, inside the editor (the editor is the positioned ancestor). */
  protected readonly position = computed(() => {
    const { anchor, point } = this.service.popup() ?? {};
    const editor = this.host.parentElement;
    if (point && editor) {
      // A context menu: at the pointer, opening upwards in the editor's lower half, kept inside it.
      const frame = editor.getBoundingClientRect();
      const left = Math.max(0, Math.min(point.x - frame.left, frame.width - 200));
      const y = point.y - frame.top;
      return y > frame.height / 2 ? { left, right: null, top: null, bottom: Math.max(0, frame.height - y) } : { left, right: null, top: Math.max(0, y), bottom: null };
    }
    if (!anchor || !editor) return { left: 8, right: null, top: 8, bottom: null };
    const box = anchor.getBoundingClientRect();
    const frame = editor.getBoundingClientRect();
    const top = box.bottom - frame.top + 4;
    // Open towards the editor's middle, so the popup never sticks out of the editor (or the page).
    const towardsRight = box.left - frame.left < frame.width / 2;
    // As wide as the stylesheet lets it be (min(360px, 90%), at least 220 px): room for that, in a
    // narrow editor too (at 320 CSS px, 400% zoom, the link popup stuck out of the page).
    const room = Math.max(0, frame.width - Math.max(220, Math.min(360, frame.width * 0.9)) - 2); // its borders too
    return towardsRight
      ? { left: Math.max(0, Math.min(box.left - frame.left, room)), right: null, top, bottom: null }
      : { left: null, right: Math.max(0, Math.min(frame.right - box.right, room)), top, bottom: null };
  });

  constructor() {
    // Focus moves in after the render, not while Angular checks the editor: the editing area's
    // blur (and its `editorBlur` output) then reaches a host that is not being checked (in a
    // zone.js app, a host's plain field changed mid-check: NG0100). Not scrolled by the focus
    // (Chromium centres the control, leaving the rest of a popup off a short screen): keepInside
    // scrolls the whole popup into view.
    afterNextRender(() => this.host.querySelector<HTMLElement>('[data-kit-autofocus]')?.focus({ preventScroll: true }));
    // Where the popup's real size (its content, the stylesheet's minimum) would take it out of the
    // editor or above the page (a context menu opened upwards near the top), it is moved back in.
    afterRenderEffect(() => {
      this.position();
      this.keepInside();
    });
  }

  private keepInside(): void {
    const editor = this.host.parentElement;
    this.host.style.translate = '';
    if (!editor || this.host.hidden || this.host.classList.contains('kit-popup-fit-window')) return;
    const box = this.host.getBoundingClientRect();
    const frame = editor.getBoundingClientRect();
    const view = this.host.ownerDocument.defaultView;
    const page = this.host.ownerDocument.documentElement.clientWidth;
    let right = Math.min(frame.right, page);
    let left = Math.max(frame.left, 0);
    // Wider than the editor (an editor under the popups' 220 px): inside the page at least.
    if (box.width > right - left) [left, right] = [0, page];
    let dx = box.right > right ? right - box.right : 0;
    if (box.left + dx < left) dx = left - box.left;
    const pageTop = -(view?.scrollY ?? 0); // the document's top, in viewport coordinates
    const dy = box.top < pageTop ? pageTop - box.top : 0;
    if (dx || dy) this.host.style.translate = `${Math.round(dx)}px ${Math.round(dy)}px`;
    this.revealBottom();
  }

  /**
   * A popup reaching below the window's bottom (a phone's short screen: Heading 4 to Paragraph
   * were off it) is scrolled into view, as little as shows it all, or its top when it is taller
   * than the window. Also when it grows after opening (the language list fills a frame later).
   */
  private revealBottom(): void {
    const view = this.host.ownerDocument.defaultView;
    if (!view || this.host.hidden || this.host.classList.contains('kit-popup-fit-window')) return;
    const box = this.host.getBoundingClientRect();
    if (box.bottom > view.innerHeight) this.host.scrollIntoView({ block: box.height > view.innerHeight ? 'start' : 'nearest', inline: 'nearest' });
  }

  /** Follows the popup's size while it is open (see revealBottom). */
  private readonly growth = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.revealBottom());

  private readonly outside = (event: MouseEvent) => {
    const target = event.target as Node;
    const anchor = this.service.popup()?.anchor;
    if (!this.host.contains(target) && !anchor?.contains(target)) this.service.closePopup(false);
  };

  /**
   * Focus moved on from the popup by keyboard (Tab past its last control): as a click outside, the
   * popup closes, leaving focus where the user took it. Focus going nowhere (another window, the
   * file chooser of the image popup) keeps it open.
   */
  protected focusLeft(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null;
    if (next && !this.host.contains(next) && !this.service.popup()?.anchor?.contains(next)) this.service.closePopup(false);
  }

  /**
   * Tab at the popup's edges: it takes its opener's place in the tab order (`keepPopupInTabOrder`),
   * so Shift+Tab from the first control goes back to the button that opened it. A popup with no
   * opener (the table menu) hands focus back to the editing area.
   */
  protected keydown(event: KeyboardEvent): void {
    keepPopupInTabOrder(event, {
      popup: this.host,
      anchor: this.service.popup()?.anchor,
      close: () => this.service.closePopup(false),
      fallback: () => this.service.closePopup(),
    });
  }

  ngAfterViewInit(): void {
    this.host.ownerDocument.addEventListener('mousedown', this.outside, true);
    // Outside Angular's zone (an app with zone.js): a size change is no reason to check the app.
    this.zone.runOutsideAngular(() => this.growth?.observe(this.host));
  }

  ngOnDestroy(): void {
    this.host.ownerDocument.removeEventListener('mousedown', this.outside, true);
    this.growth?.disconnect();
  }
}
