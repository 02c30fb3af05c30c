import type QuillType from 'quill';

/** The Quill class, once loaded. */
export type QuillClass = typeof QuillType;

let loaded: QuillClass | undefined;
let loading: Promise<QuillClass> | undefined;

/**
 * Loads Quill (a dynamic import, so pages that never use WYSIWYG never download it) once.
 * `ready` from `kit-ui/editor` awaits it, which is what lets `new KitEditor()` stay synchronous.
 */
export function loadQuill(): Promise<QuillClass> {
  loading ??= import('quill').then((module) => (loaded = module.default));
  return loading;
}

/** Quill if it has loaded, else undefined. */
export function loadedQuill(): QuillClass | undefined {
  return loaded;
}
