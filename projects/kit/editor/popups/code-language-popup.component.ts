import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { EditorUiState } from '../ui/editor-ui-state';
import { cleanLanguage } from '../code-language-name';

/**
 * The WYSIWYG code-block language picker: a filter box over `codeBlockLanguages` (a combobox with
 * a listbox: arrows move, Enter picks; a typed name not in the list is accepted too). It opens
 * with the current language selected, so typing replaces it rather than adding to it. A filter
 * that matches nothing is announced ("No matches"), as the emptied list itself says nothing.
 */
@Component({
  selector: 'kit-code-language-popup',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="kit-popup-form">
    <label class="kit-popup-label" [attr.for]="id + '-input'">{{ service.t('Choose language') }}</label>
    <input class="kit-popup-input" [id]="id + '-input'" type="text" role="combobox" autocomplete="off" data-kit-autofocus
           aria-autocomplete="list" [attr.aria-controls]="id + '-list'" aria-expanded="true"
           [attr.aria-activedescendant]="matches().length ? id + '-option-' + active() : null"
           [value]="query()" (input)="query.set($any($event.target).value); active.set(0); invalid.set(false)" (keydown)="onKeydown($event)" (focus)="$any($event.target).select()"
           [attr.aria-invalid]="invalid() || null" [class.kit-is-invalid]="invalid()" />
    <ul class="kit-language-list" role="listbox" [id]="id + '-list'" [attr.aria-label]="service.t('Choose language')">
      @for (language of matches(); track language; let i = $index) {
        <li role="option" class="kit-language-option" [id]="id + '-option-' + i" [attr.aria-selected]="i === active()"
            [class.kit-is-active]="i === active()" (mousedown)="$event.preventDefault()" (click)="pick(language)">{{ language }}</li>
      }
    </ul>
    <!-- Always in the DOM, so screen readers watch it before it has anything to say. -->
    <p class="kit-language-status" role="status" aria-live="polite">{{ matches().length ? '' : service.t('No matches') }}</p>
    </div>
  `,
})
export class KitCodeLanguagePopupComponent {
  protected readonly service = inject(EditorUiState);
  protected readonly id = this.service.uid('language');
  protected readonly query = signal(this.service.codeBlockLanguageAtCursor());
  protected readonly active = signal(0);
  protected readonly invalid = signal(false);
  protected readonly matches = computed(() => {
    const query = this.query().trim().toLowerCase();
    const rank = (language: string) => (language === query ? 0 : language.startsWith(query) ? 1 : 2);
    return this.service
      .codeBlockLanguages()
      .filter((language) => language.toLowerCase().includes(query))
      .sort((a, b) => rank(a.toLowerCase()) - rank(b.toLowerCase()))
      .slice(0, 50);
  });

  protected onKeydown(event: KeyboardEvent): void {
    const count = this.matches().length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      this.active.set((this.active() + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      this.active.set((this.active() - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      this.pick(this.matches()[this.active()] ?? this.query().trim());
    }
  }

  protected pick(language: string): void {
    // A fence language is one word ('ts', 'c++'); '' removes the language.
    if (language && !cleanLanguage(language)) {
      this.invalid.set(true);
      return;
    }
    this.service.setCodeBlockLanguage(language);
  }
}
