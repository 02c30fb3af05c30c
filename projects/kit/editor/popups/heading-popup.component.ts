import { ChangeDetectionStrategy, Component, ElementRef, inject } from '@angular/core';
import { EditorUiState } from '../ui/editor-ui-state';
import { moveMenuFocus } from './menu-keys';

/** The heading select: Heading 1–6 and Paragraph, as a menu (arrows move, Enter picks). */
@Component({
  selector: 'kit-heading-popup',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <ul class="kit-heading-menu" role="menu" [attr.aria-label]="service.t('Headings')" (keydown)="onKeydown($event)">
      @for (level of levels; track level) {
        <li role="none">
          <button type="button" role="menuitem" class="kit-heading-option" [class]="'kit-heading-option kit-heading-' + level"
                  [attr.tabindex]="level === 1 ? 0 : -1" [attr.data-kit-autofocus]="level === 1 ? '' : null"
                  (click)="service.runPopupCommand('Heading', level)">{{ service.t('Heading') }} {{ level }}</button>
        </li>
      }
      <li role="none">
        <button type="button" role="menuitem" class="kit-heading-option kit-heading-paragraph" tabindex="-1"
                (click)="service.runPopupCommand('Paragraph')">{{ service.t('Paragraph') }}</button>
      </li>
    </ul>
  `,
})
export class KitHeadingPopupComponent {
  protected readonly service = inject(EditorUiState);
  protected readonly levels = [1, 2, 3, 4, 5, 6];
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;

  protected onKeydown(event: KeyboardEvent): void {
    moveMenuFocus(this.host, event);
  }
}
