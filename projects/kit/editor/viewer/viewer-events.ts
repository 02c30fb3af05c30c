import type { KitPreviewRender } from '../editor-events';

/** Payload of the viewer's `change`: a task checkbox was toggled by this click or key press. */
export interface KitViewerChange {
  /** Always `'viewer'`: a reader toggled a task box. */
  source: 'viewer';
  /** The click (`MouseEvent`) or key press (`KeyboardEvent`) that toggled the checkbox. */
  data: MouseEvent | KeyboardEvent;
}

/**
 * The events a viewer emits (the subset of the editor's events that apply to it, reference
 * Part B §11). `load` carries the viewer (the `KitViewer`, or the component when used in a template).
 */
export interface KitViewerEvents<Viewer = unknown> {
  /** The viewer has rendered its initial content. */
  load: Viewer;
  /** A task checkbox was toggled (the markdown is not rewritten, as in the original). */
  change: KitViewerChange;
  /** The content was rendered (after `setMarkdown` and at construction with an initial value). */
  previewRenderAfter: KitPreviewRender;
  /** After `setMarkdown` (payload: the markdown), and before `load` when there is an initial value. */
  setMarkdownAfter: string;
  /** The viewer is being removed. */
  removeEditor: undefined;
  /** Hook: receives the HTML about to be shown; a non-undefined return replaces it (sanitized again). */
  previewBeforeHook: string;
}

/** Every event name the viewer's `on()` accepts. */
export const KIT_VIEWER_EVENT_NAMES = [
  'load',
  'change',
  'previewRenderAfter',
  'setMarkdownAfter',
  'removeEditor',
  'previewBeforeHook',
] as const satisfies readonly (keyof KitViewerEvents)[];

/** Hook names of the viewer (`addHook` and the `hooks` option). */
export const KIT_VIEWER_HOOK_NAMES = ['previewBeforeHook'] as const satisfies readonly (keyof KitViewerEvents)[];
