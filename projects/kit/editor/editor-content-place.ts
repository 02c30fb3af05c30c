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

  /**
   * Starts from `lang` (the document's: the host's ancestors are not known before it is on the
   * page). `own` is the host's own `lang` and `dir` before the editor wrote its UI's there (a
   * plain page's `<div id="editor" dir="rtl" lang="ar">`): they win over the ancestors'.
   */
  constructor(
    lang: string,
    private readonly own: { readonly lang: string | null; readonly dir: string | null } = { lang: null, dir: null },
  ) {
    this.lang.set(own.lang ?? lang);
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
    this.lang.set(this.own.lang ?? host.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '');
    this.dir.set(textDirection(this.own.dir) ?? inheritedDirection(host.parentElement) ?? 'ltr');
  }
}

/** `value` as a direction, or null where it names none (missing, empty or unknown: such a `dir` inherits). */
export function textDirection(value: string | null | undefined): KitTextDirection | null {
  const dir = value?.trim().toLowerCase();
  return dir === 'ltr' || dir === 'rtl' || dir === 'auto' ? dir : null;
}

/** The direction `element` takes from itself and its ancestors (the first valid `dir`), or null. */
function inheritedDirection(element: Element | null): KitTextDirection | null {
  for (let at = element; at; at = at.parentElement) {
    const dir = textDirection(at.getAttribute('dir'));
    if (dir) return dir;
  }
  return null;
}
