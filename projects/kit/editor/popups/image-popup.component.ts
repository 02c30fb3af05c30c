import { KIT_EMBEDDABLE_IMAGE_TYPES, isEmbeddableImageType, isUnsafeUrl } from '../editor-sanitizer';
import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { EditorUiState } from '../ui/editor-ui-state';

/** The files the chooser offers when images are embedded as `data:` URLs: the ones the sanitizer keeps. */
const EMBEDDABLE_IMAGE_ACCEPT = KIT_EMBEDDABLE_IMAGE_TYPES.join(',');

/**
 * Add image: a URL tab and a File tab, plus a description (the alt text). A chosen file goes to the
 * `addImageBlobHook` with source `'ui'`; the default hook embeds it as a `data:` URL.
 */
@Component({
  selector: 'kit-image-popup',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="kit-popup-tabs" role="tablist" [attr.aria-label]="service.t('Insert image')" (keydown)="onTabKey($event)">
      @for (name of tabs; track name) {
        <button type="button" role="tab" class="kit-popup-tab" [id]="id + '-tab-' + name"
                [attr.aria-selected]="tab() === name" [attr.aria-controls]="id + '-panel'"
                [attr.tabindex]="tab() === name ? 0 : -1" [class.kit-is-active]="tab() === name"
                (click)="tab.set(name)">{{ service.t(name === 'file' ? 'File' : 'URL') }}</button>
      }
    </div>
    <div role="tabpanel" [id]="id + '-panel'" [attr.aria-labelledby]="id + '-tab-' + tab()">
    <form class="kit-popup-form" (submit)="$event.preventDefault(); submit()" novalidate>
      @if (tab() === 'file') {
        <label class="kit-popup-label" [attr.for]="id + '-file'">{{ service.t('Select image file') }}</label>
        <input class="kit-popup-input" [id]="id + '-file'" type="file" [attr.accept]="accept()" data-kit-autofocus
               [attr.aria-invalid]="error() ? true : null" [attr.aria-describedby]="error() ? id + '-error' : null"
               (change)="file.set($any($event.target).files?.[0] ?? null); error.set(false)" />
      } @else {
        <label class="kit-popup-label" [attr.for]="id + '-url'">{{ service.t('Image URL') }}</label>
        <input class="kit-popup-input" [id]="id + '-url'" type="text" inputmode="url" spellcheck="false" autocomplete="off" data-kit-autofocus
               [attr.aria-invalid]="error() ? true : null" [attr.aria-describedby]="error() ? id + '-error' : null"
               [value]="url()" (input)="url.set($any($event.target).value)" />
      }
      <label class="kit-popup-label" [attr.for]="id + '-alt'">{{ service.t('Description') }}</label>
      <input class="kit-popup-input" [id]="id + '-alt'" type="text" autocomplete="off"
             [value]="alt()" (input)="alt.set($any($event.target).value)" />
      @if (error()) { <p class="kit-popup-error" role="alert" [id]="id + '-error'">{{ service.t(error() === 'unsafe' ? 'This kind of URL is not allowed.' : 'Choose an image file or enter an image URL.') }}</p> }
      <div class="kit-popup-buttons">
        <button type="submit" class="kit-popup-ok">{{ service.t('OK') }}</button>
        <button type="button" class="kit-popup-cancel" (click)="service.closePopup()">{{ service.t('Cancel') }}</button>
      </div>
    </form>
    </div>
  `,
})
export class KitImagePopupComponent {
  protected readonly service = inject(EditorUiState);
  protected readonly id = this.service.uid('image');
  protected readonly tabs = ['file', 'url'] as const;
  protected readonly tab = signal<'file' | 'url'>('file');
  protected readonly url = signal('');
  protected readonly alt = signal('');
  protected readonly file = signal<File | null>(null);
  /** The files the chooser offers: raster images when they are embedded as data: URLs, any image for an upload hook. */
  protected readonly accept = () => (this.service.editor.embedsImages() ? EMBEDDABLE_IMAGE_ACCEPT : 'image/*');
  /** What is wrong with what was given: nothing usable, or a URL of a kind that is not allowed (as the link popup says). */
  protected readonly error = signal<false | 'missing' | 'unsafe'>(false);

  protected onTabKey(event: KeyboardEvent): void {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = this.tab() === 'file' ? 'url' : 'file';
    this.tab.set(next);
    // Both tabs always exist, so the new one can take focus before the view updates.
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`#${this.id}-tab-${next}`)?.focus();
  }

  protected submit(): void {
    const description = this.alt().trim();
    const url = this.url().trim();
    const file = this.file();
    if (this.tab() === 'url' && url && !isUnsafeUrl(url, true)) {
      this.service.runPopupCommand('AddImage', { imageUrl: url, altText: description || 'image' });
      return;
    }
    // Embedded as a data: URL (no upload hook), only a raster image can be shown: anything else
    // would be dropped after the popup closed, with no word to the user.
    if (this.tab() === 'file' && file && (!this.service.editor.embedsImages() || isEmbeddableImageType(file.type))) {
      this.service.closePopup();
      this.service.runImageBlobHook(file, 'ui', description);
      return;
    }
    this.error.set(this.tab() === 'url' && url ? 'unsafe' : 'missing');
  }
}
