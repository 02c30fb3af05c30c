import type QuillType from 'quill';
import type { KitWysiwygEngine } from './wysiwyg-engine';
import { whenIdle } from '../when-idle';

/** The Quill class, once loaded. */
export type QuillClass = typeof QuillType;

/** The WYSIWYG chunk: Quill with kit's view, formats and commands on it. */
const importRealEngine = () => import('./wysiwyg-engine').then((module) => module.kitWysiwygEngine);

let loaded: KitWysiwygEngine | undefined;
let loading: Promise<KitWysiwygEngine> | undefined;
let importEngine: () => Promise<KitWysiwygEngine> = importRealEngine;

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
 * Loads the WYSIWYG chunk (Quill and kit's code on it; a dynamic import, so pages that never use
 * WYSIWYG never download it) once.
 */
export function loadWysiwygEngine(): Promise<KitWysiwygEngine> {
  loading ??= importEngine().then(
    (engine) => (loaded = engine),
    (error: unknown) => {
      loading = undefined; // the next call tries again
      throw error;
    },
  );
  return loading;
}

/**
 * Loads Quill (with kit's WYSIWYG code: a dynamic import, so pages that never use WYSIWYG never
 * download it) once. Until it is there, an editor switched to WYSIWYG shows that mode without its
 * editing area, which attaches when Quill arrives (the document stays in the service meanwhile).
 */
export function loadQuill(): Promise<QuillClass> {
  return loadWysiwygEngine().then((engine) => engine.Quill);
}

/**
 * Fetches Quill when the page is next idle (at most 2 s later), so that a later switch to WYSIWYG
 * is instant without putting Quill into what a markdown editor needs before it can be used.
 */
export function prefetchQuill(): void {
  if (loading || prefetchScheduled || prefetchHeld || typeof window === 'undefined') return;
  prefetchScheduled = true;
  const load = () => void loadWysiwygEngine().catch(() => undefined); // a failed prefetch is retried on use
  whenIdle(load);
}

/** Quill if it has loaded, else undefined. */
export function loadedQuill(): QuillClass | undefined {
  return loaded?.Quill;
}

/** The WYSIWYG chunk if it has loaded, else undefined. */
export function loadedWysiwygEngine(): KitWysiwygEngine | undefined {
  return loaded;
}

/**
 * The WYSIWYG chunk, for code that runs on a WYSIWYG view (which exists only once the chunk has
 * loaded); throws if it has not.
 */
export function wysiwygEngine(): KitWysiwygEngine {
  if (!loaded) {
    throw new Error('kit\'s WYSIWYG code has not loaded yet: `await loadQuill()` from kit-ui/editor (`kit.loadQuill()` on plain pages) first.');
  }
  return loaded;
}

/**
 * For kit's own specs (not part of the public API): replaces how the WYSIWYG chunk is imported
 * (null restores the real import) and forgets what was loaded, so a spec can see a page where
 * Quill fails to load.
 */
export function overrideWysiwygImportForSpecs(importer: (() => Promise<KitWysiwygEngine>) | null): void {
  importEngine = importer ?? importRealEngine;
  loaded = undefined;
  loading = undefined;
}
