import { signal } from '@angular/core';

/** A text direction an element may name (`dir`). */
export type KitTextDirection = 'ltr' | 'rtl' | 'auto';

/**
 * The language and direction of the editor's text areas: those of the editor's place on the page,
 * not the UI's (the host says the UI's language, which the text need not share: an Arabic UI drew
 * English text right to left). Followed while the editor lives, for an app that switches the
 * page's `dir` or `lang` at run time.
 */
export class KitContentPlace {
  /** The text's language, or '' (unknown) where no ancestor names one. */
  readonly lang = signal('');
  /** The text's direction: the nearest ancestor's `dir`, `ltr` where none is named. */
  readonly dir = signal<KitTextDirection>('ltr');
  private observer: MutationObserver | null = null;

  /** Starts from `lang` (the document's: the host's ancestors are not known before it is on the page). */
  constructor(lang: string) {
    this.lang.set(lang);
  }

  /** Reads the place of `host` now, and again whenever a `dir` or `lang` above it changes, until `stop()`. */
  follow(host: HTMLElement): void {
    this.read(host);
    const Observer = host.ownerDocument.defaultView?.MutationObserver;
    if (!Observer) return;
    this.observer?.disconnect();
    this.observer = new Observer((records) => {
      if (records.some((record) => record.target !== host && record.target.contains(host))) this.read(host);
    });
    this.observer.observe(host.ownerDocument.documentElement, { attributes: true, attributeFilter: ['dir', 'lang'], subtree: true });
  }

  /** Stops following the page (the editor is going). */
  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  private read(host: HTMLElement): void {
    this.lang.set(host.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '');
    const dir = host.parentElement?.closest('[dir]')?.getAttribute('dir')?.toLowerCase();
    this.dir.set(dir === 'rtl' || dir === 'auto' ? dir : 'ltr');
  }
}
