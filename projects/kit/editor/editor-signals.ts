import { computed, signal } from '@angular/core';
import { Text } from '@codemirror/state';
import type { KitEditorMode, KitPreviewStyle } from './editor-types';

/**
 * The state of one editor as writable signals (plus `previewVisible`, derived from them).
 * `EditorService` owns it and shows it read-only; the helpers it composes (mode changes, view
 * events, the preview pane) write the parts they are about.
 */
export class KitEditorSignals {
  /** The markdown document as CodeMirror `Text` (cheap to read on every keystroke). */
  readonly doc = signal<Text>(Text.empty);
  /** The editing mode. */
  readonly mode = signal<KitEditorMode>('markdown');
  /** The preview style of markdown mode. */
  readonly previewStyle = signal<KitPreviewStyle>('tab');
  /** Which tab shows in the `tab` preview style. */
  readonly previewTab = signal<'write' | 'preview'>('write');
  /** Whether the editor is shown (`hide()`/`show()`). */
  readonly visible = signal(true);
  /** Whether an editing area has focus. */
  readonly focused = signal(false);
  /** The height style value. */
  readonly height = signal('300px');
  // The default height (300px, not 'auto') is also the min-height, as in the original.
  /** The minimum height style value. */
  readonly minHeight = signal('300px');
  /** The placeholder text. */
  readonly placeholder = signal('');
  /** Whether both modes are read-only (forms `disabled`). */
  readonly readOnly = signal(false);
  /** Bumped when the WYSIWYG cursor moves, for chrome that follows it (the code-block language button). */
  readonly selectionTick = signal(0);
  /** Whether the views exist (false on the server and before the first render). */
  readonly attached = signal(false);
  /** Whether the preview pane is visible. */
  readonly previewVisible = computed(
    () => this.mode() === 'markdown' && (this.previewStyle() === 'vertical' || this.previewTab() === 'preview'),
  );
}
