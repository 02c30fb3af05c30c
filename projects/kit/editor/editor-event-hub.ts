import { Subject, filter, map } from 'rxjs';
import { KitEventBus, reportHandlerError } from 'kit-ui/core';
import { KIT_EDITOR_EVENT_NAMES, KitEditorEvents, KitImageBlob } from './editor-events';
import { isEmbeddableImageType } from './editor-sanitizer';

/** An emitted editor event, for the component's outputs. */
export interface KitEditorEmission {
  /** The event's name. */
  type: keyof KitEditorEvents;
  /** What the event carries (`KitEditorEvents[type]`). */
  payload: unknown;
}

/** An image for the current mode's `AddImage` command. */
export interface KitImageToAdd {
  /** The image's address. */
  imageUrl: string;
  /** Its alternative text. */
  altText: string;
}

/**
 * Where one editor's events and hooks go: the user handlers (`on`/`off`, the `events` and `hooks`
 * options) on a `KitEventBus`, and every emission as an observable for Angular outputs. Also runs
 * the hooks whose handlers give something back (the image and preview hooks).
 */
export class KitEditorEventHub {
  /** User handlers (`on`/`off`, the `events` and `hooks` options). Internal wiring never uses it. */
  readonly bus = new KitEventBus<KitEditorEvents>(KIT_EDITOR_EVENT_NAMES, 'editor');
  private readonly emissions = new Subject<KitEditorEmission>();
  /** Every emitted event, for Angular outputs. */
  readonly emissions$ = this.emissions.asObservable();
  /** Whether the built-in image hook (embed as a data: URL) still runs: `addHook`/`removeHook` drop it. */
  private defaultImageHook = true;

  /**
   * Emits an event to user handlers and Angular outputs. kit's own listeners (extensions, the form
   * binding, the announcer) are on the emissions: they run even when a user handler throws, and
   * the error then reaches the caller.
   */
  emit<K extends keyof KitEditorEvents>(type: K, payload: KitEditorEvents[K]): void {
    try {
      this.bus.fire(type, payload);
    } finally {
      this.emissions.next({ type, payload });
    }
  }

  /** Emissions of one event type, for `outputFromObservable`. */
  on$<K extends keyof KitEditorEvents>(type: K) {
    return this.emissions.pipe(
      filter((e) => e.type === type),
      map((e) => e.payload as KitEditorEvents[K]),
    );
  }

  /** Replaces every handler of a hook (or event) type with `handler`. */
  addHook(type: keyof KitEditorEvents, handler: (...args: never[]) => unknown): void {
    if (type === 'addImageBlobHook') this.defaultImageHook = false;
    this.bus.off(type);
    this.bus.on(type, handler as never);
  }

  /** Whether images go in as `data:` URLs (the built-in image hook is on), which only raster images may be. */
  get embedsImages(): boolean {
    return this.defaultImageHook;
  }

  /** Removes every handler of a hook, the built-in image hook included. */
  removeHook(type: keyof KitEditorEvents): void {
    if (type === 'addImageBlobHook') this.defaultImageHook = false;
    this.bus.off(type);
  }

  /**
   * Hands an image to the `addImageBlobHook` handlers: `(blob, callback(url, altText), source)`.
   * The callback inserts the image with `addImage`; without an alt text it uses `altFallback` (the
   * image popup's description), the file name, or 'image'. The built-in handler embeds the image as
   * a `data:` URL.
   */
  runImageBlobHook(blob: Blob, source: KitImageBlob['source'], altFallback: string, addImage: (image: KitImageToAdd) => void): void {
    const name = (blob as File).name ?? '';
    const callback = (url: string, altText?: string) => {
      if (typeof url !== 'string' || !url) return;
      try {
        addImage({ imageUrl: url, altText: altText || altFallback || (source === 'ui' ? '' : name) || 'image' });
      } catch (error) {
        // A URL the sanitizer removes: nothing is inserted, and the page hears why (the callback
        // often runs after an upload, where a thrown error would land in no one's hands).
        reportHandlerError(error);
      }
    };
    if (this.defaultImageHook) {
      // Only images a `data:` URL may carry (rasters): an SVG can hold script, so the sanitizer
      // removes it, and reading it only to throw left an uncaught error and no word of why.
      if (isEmbeddableImageType(blob.type.toLowerCase())) void readAsDataUrl(blob).then((url) => callback(url));
      else console.warn(`kit: the built-in image hook embeds raster images only; ${JSON.stringify(name || blob.type)} (${blob.type || 'no type'}) was not inserted. Upload it with an addImageBlobHook of your own.`);
    }
    try {
      this.bus.invoke('addImageBlobHook', (handler) =>
        (handler as unknown as (b: Blob, c: KitImageBlob['callback'], s: string) => unknown)(blob, callback, source),
      );
    } finally {
      this.emissions.next({ type: 'addImageBlobHook', payload: { blob, callback, source } });
    }
  }

  /** Runs the `previewBeforeHook` handlers; the last one's result replaces `html`, none keeps it. */
  runPreviewHook(html: string): string | undefined {
    const results = this.bus.invoke('previewBeforeHook', (handler) => handler(html));
    this.emissions.next({ type: 'previewBeforeHook', payload: html });
    return results.length ? (results[results.length - 1] as string) : undefined;
  }

  /** Ends the emissions (the editor is removed). */
  complete(): void {
    this.emissions.complete();
  }
}

/** Reads a blob as a `data:` URL (the built-in image hook). */
function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
