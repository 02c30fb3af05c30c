import type QuillType from 'quill';
import { whenIdle } from './when-idle';

/** The Quill class, once loaded. */
export type QuillClass = typeof QuillType;

let loaded: QuillClass | undefined;
let loading: Promise<QuillClass> | undefined;
let importQuill: () => Promise<{ default: QuillClass }> = () => import('quill');

let prefetchScheduled = false;
let prefetchHeld = false;

/**
 * Runs `build` without the Quill prefetch an editor schedules: the off-screen warm-up editor is not
 * a sign that the page will edit, so it must not make the page download Quill.
 */
export function withoutQuillPrefetch(build: () => void): void {
  prefetchHeld = true;
  try {
    build();
  } finally {
    prefetchHeld = false;
  }
}

/**
 * Loads Quill (a dynamic import, so pages that never use WYSIWYG never download it) once. Until it
 * is there, an editor switched to WYSIWYG shows that mode without its editing area, which attaches
 * when Quill arrives (the document stays in the service meanwhile).
 */
export function loadQuill(): Promise<QuillClass> {
  loading ??= importQuill().then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined; // the next call tries again
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches Quill when the page is next idle (at most 2 s later), so that a later switch to WYSIWYG
 * is instant without putting Quill into what a markdown editor needs before it can be used.
 */
export function prefetchQuill(): void {
  if (loading || prefetchScheduled || prefetchHeld || typeof window === 'undefined') return;
  prefetchScheduled = true;
  const load = () => void loadQuill().catch(() => undefined); // a failed prefetch is retried on use
  whenIdle(load);
}

/** Quill if it has loaded, else undefined. */
export function loadedQuill(): QuillClass | undefined {
  return loaded;
}

/**
 * For kit's own specs (not part of the public API): replaces how Quill is imported (null restores
 * the real import) and forgets what was loaded, so a spec can see a page where Quill fails to load.
 */
export function overrideQuillImportForSpecs(importer: (() => Promise<{ default: QuillClass }>) | null): void {
  importQuill = importer ?? (() => import('quill'));
  loaded = undefined;
  loading = undefined;
}
