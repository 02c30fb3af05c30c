import { isUnsafeUrl } from '../editor-sanitizer';
import { ChangeDetectionStrategy, Component, ElementRef, inject, signal } from '@angular/core';
import { EditorUiState } from '../ui/editor-ui-state';

const URL_LIKE = /^(?:[a-z][a-z\d+.-]*:\/\/|www\.|mailto:)\S+$/i;

/**
 * Add link: URL and link text, prefilled from the selection (the URL too when the selection looks
 * like one); both are required, and a missing one is marked and explained. The URL field is a text
 * field with a URL keyboard, not `type="url"`: that one strips a trailing space each time the bound
 * value is written back, so the spaces of `docs/my file.pdf` vanished as they were typed.
 */
@Component({
  selector: 'kit-link-popup',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <form class="kit-popup-form" (submit)="$event.preventDefault(); submit()" novalidate>
      <label class="kit-popup-label" [attr.for]="id + '-url'">{{ service.t('URL') }}</label>
      <input class="kit-popup-input" [id]="id + '-url'" type="text" inputmode="url" spellcheck="false" autocomplete="off" data-kit-autofocus aria-required="true"
             [value]="url()" (input)="url.set($any($event.target).value)"
             [class.kit-is-invalid]="!!urlError()" [attr.aria-invalid]="urlError() ? 'true' : null"
             [attr.aria-describedby]="urlError() ? id + '-url-error' : null" />
      @if (urlError()) {
        <p class="kit-popup-error" role="alert" [id]="id + '-url-error'">{{ service.t(urlError() === 'unsafe' ? 'This kind of URL is not allowed.' : 'Enter a URL.') }}</p>
      }
      <label class="kit-popup-label" [attr.for]="id + '-text'">{{ service.t('Link text') }}</label>
      <input class="kit-popup-input" [id]="id + '-text'" type="text" autocomplete="off" aria-required="true"
             [value]="text()" (input)="text.set($any($event.target).value)"
             [class.kit-is-invalid]="textError()" [attr.aria-invalid]="textError() || null"
             [attr.aria-describedby]="textError() ? id + '-text-error' : null" />
      @if (textError()) { <p class="kit-popup-error" role="alert" [id]="id + '-text-error'">{{ service.t('Enter the link text.') }}</p> }
      <div class="kit-popup-buttons">
        <button type="submit" class="kit-popup-ok">{{ service.t('OK') }}</button>
        <button type="button" class="kit-popup-cancel" (click)="service.closePopup()">{{ service.t('Cancel') }}</button>
      </div>
    </form>
  `,
})
export class KitLinkPopupComponent {
  protected readonly service = inject(EditorUiState);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  protected readonly id = this.service.uid('link');
  protected readonly url = signal('');
  protected readonly text = signal('');
  /** What is wrong with the URL: none given, or one the sanitizer would remove (`javascript:`). */
  protected readonly urlError = signal<false | 'empty' | 'unsafe'>(false);
  protected readonly textError = signal(false);

  /** The text the field was given: with several markdown ranges, unchanged it means "each range's own". */
  private readonly prefilled: string;

  constructor() {
    const selected = this.service.selectedTextForPopup().trim();
    this.prefilled = selected;
    this.text.set(selected);
    if (URL_LIKE.test(selected)) this.url.set(selected);
  }

  protected submit(): void {
    // A URL the sanitizer would remove (`javascript:`) is no URL to link to: the field asks again, saying why.
    const unsafe = isUnsafeUrl(this.url().trim(), false);
    const url = unsafe ? '' : this.url().trim();
    const linkText = this.text().trim();
    this.urlError.set(unsafe ? 'unsafe' : !url ? 'empty' : false);
    this.textError.set(!linkText);
    if (!url || !linkText) {
      // The first field to fill takes the focus, described by its message. The message is an alert
      // as well: Enter in a field that already has the focus moves nothing, and a field focused
      // before Angular draws its description is announced without it.
      this.host.nativeElement.querySelector<HTMLInputElement>(`#${this.id}-${url ? 'text' : 'url'}`)?.focus();
      return;
    }
    // Several ranges and the field as given: each range is linked with its own text (AddLink's
    // rule without linkText: the selected text, else the URL).
    const ownTexts = linkText === this.prefilled && this.service.severalMarkdownRanges() !== null;
    this.service.runPopupCommand('AddLink', ownTexts ? { url } : { linkText, url });
  }
}
