import type { CommandManager } from './commands/command-manager';
import type { KitConvertor } from './convertor/editor-convertor';
import type { KitEditorEventHub } from './editor-event-hub';
import type { KitEditorEvents, KitImageBlob } from './editor-events';
import type { KitPreview } from './preview/editor-preview';
import type { KitEditorSignals } from './editor-signals';
import type { KitEditorViewEvents } from './editor-view';
import type { KitMarkdownView } from './markdown/markdown-view';

/**
 * What the helpers `EditorService` composes share of their editor: its writable state, its events
 * and the few of its operations they call back. Each helper takes only the members it uses
 * (`Pick<KitEditorContext, ...>`), so its dependencies show in its type.
 */
export interface KitEditorContext {
  /** The editor's state, writable. */
  readonly state: KitEditorSignals;
  /** The editor's handlers and emissions. */
  readonly events: KitEditorEventHub;
  /** The commands of both modes. */
  readonly commands: CommandManager;
  /** The editor's convertor now (kit's own, or a `customConvertor`). */
  convertor(): KitConvertor;
  /** Whether HTML goes through the DOMPurify allow-list (`useDefaultHTMLSanitizer`). */
  strictSanitizer(): boolean;
  /** Whether WYSIWYG tables keep merged cells (the table extension's `setTableSpans`). */
  tableSpans(): boolean;
  /** Emits an editor event to user handlers and Angular outputs. */
  emit<K extends keyof KitEditorEvents>(type: K, payload: KitEditorEvents[K]): void;
  /** Emits `stateChange` if the format at the cursor changed; `force` emits it anyway. */
  emitStateChange(force?: boolean): void;
  /** Hands a pasted or dropped image to the image hook. */
  runImageBlobHook(blob: Blob, source: KitImageBlob['source']): void;
  /** Brings the view's DOM up to date now (the component's change detection). */
  render(): void;
  /** The markdown view (CodeMirror); throws before the editor is attached. */
  markdownView(): KitMarkdownView;
  /** Focuses the current mode's editing area. */
  focus(): void;
  /** The preview of markdown mode, once the editor is attached. */
  preview(): KitPreview | undefined;
  /** The callbacks the `source` mode's view reports through. */
  viewEvents(source: 'markdown' | 'wysiwyg'): KitEditorViewEvents;
  /**
   * Runs `work` outside Angular's zone in an app with zone.js (`NgZone.runOutsideAngular`): the
   * listeners, frames and timers of the views it makes do not make Angular check the whole app
   * (kit brings its own views up to date; user handlers go back into their zone).
   */
  outsideAngular<T>(work: () => T): T;
}
