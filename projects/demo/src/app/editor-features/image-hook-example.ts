import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { KitEditorComponent, type KitEditorApi } from 'kit-ui/editor';

/** addImageBlobHook: an "upload" (simulated: an object URL after a delay) replaces the data: URL default. */
@Component({
  selector: 'demo-image-hook-example',
  imports: [KitEditorComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="demo-card" id="image-hook">
      <h2>Image upload through a hook</h2>
      <p class="demo-note">Paste or drop an image, or use the image button's File tab. The hook "uploads" it and inserts the returned URL.</p>
      <kit-editor aria-label="Image upload example" height="260px" [initialValue]="initial" (editorLoad)="onLoad($event)" />
      <p class="demo-status" aria-live="polite">{{ status() }}</p>
    </section>
  `,
})
export class ImageHookExample {
  protected readonly initial = 'Drop an image here.\n';
  protected readonly status = signal('No upload yet.');

  protected onLoad(editor: KitEditorApi): void {
    editor.addHook('addImageBlobHook', ((blob: Blob, callback: (url: string, alt?: string) => void, source: string) => {
      this.status.set(`Uploading ${(blob as File).name ?? 'image'} (${blob.size} bytes, from ${source})…`);
      setTimeout(() => {
        callback(URL.createObjectURL(blob)); // no alt: the description typed in the popup (else the file name) is used
        this.status.set(`Uploaded from ${source}.`);
      }, 400);
    }) as never);
  }
}
