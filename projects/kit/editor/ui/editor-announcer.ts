import { DestroyRef, Injectable, inject, signal } from '@angular/core';
import { EditorService } from '../editor.service';
import type { KitI18nKey } from '../i18n/i18n-keys';
import type { KitEditorMode, KitPreviewStyle } from '../editor-types';
import { EditorUiState } from './editor-ui-state';

/** One message of the editor's live region; a new serial is a new node, so a repeat is spoken again. */
export interface KitAnnouncement {
  /** The key of the text, read in the editor's language when drawn. */
  readonly key: KitI18nKey;
  /** Counts the messages: the template tracks by it. */
  readonly serial: number;
}

const MODE_TEXT: Record<KitEditorMode, KitI18nKey> = { markdown: 'Markdown mode', wysiwyg: 'WYSIWYG mode' };
const PREVIEW_TEXT: Record<KitPreviewStyle, KitI18nKey> = { tab: 'Preview in a separate tab', vertical: 'Preview beside the text' };

/**
 * What the editor's polite live region says: the new mode when the editing area is replaced
 * (mode switch or `changeMode`), the new preview style when it changes in markdown mode (in
 * WYSIWYG mode the style changes nothing on screen). A focus move into the new area says its name,
 * but `changeMode` from code moves no focus, and the switch's own pressed state is all a
 * screen-reader user at the switch would otherwise hear. Nothing is said while the editor is
 * built (its first mode and style are not changes). Its own region, outside both editing areas:
 * CodeMirror's (`.cm-announced`) is hidden with the markdown pane, in WYSIWYG mode and on the
 * Preview tab.
 */
@Injectable()
export class EditorAnnouncer {
  private readonly editor = inject(EditorService);
  private readonly ui = inject(EditorUiState);
  private readonly state = signal<KitAnnouncement | null>(null);
  private serial = 0;
  private loaded = false;
  /** The mode a switch started from, from its `changeModeBefore` (undefined while building). */
  private switchingFrom: KitEditorMode | undefined;
  private previewStyle: KitPreviewStyle | undefined;

  /** The latest message, or null before the first. */
  readonly announcement = this.state.asReadonly();

  constructor() {
    const editor = this.editor;
    const subscriptions = [
      editor.on$('load').subscribe(() => {
        this.loaded = true;
        this.previewStyle = editor.previewStyle();
      }),
      editor.on$('changeModeBefore').subscribe((previous) => (this.switchingFrom = previous)),
      // `changeMode` may come long after `changeModeBefore` (WYSIWYG waits for Quill): the new
      // area is there only now. A failed WYSIWYG load ends in the mode it started from: nothing changed.
      editor.on$('changeMode').subscribe((mode) => {
        const from = this.switchingFrom;
        this.switchingFrom = undefined;
        if (this.loaded && from !== undefined && from !== mode) this.say(MODE_TEXT[mode]);
      }),
      editor.on$('changePreviewStyle').subscribe((style) => {
        const changed = this.loaded && style !== this.previewStyle;
        this.previewStyle = style;
        if (changed && editor.mode() === 'markdown') this.say(PREVIEW_TEXT[style]);
      }),
    ];
    inject(DestroyRef).onDestroy(() => subscriptions.forEach((s) => s.unsubscribe()));
  }

  /** The text of a message in the editor's language. */
  text(announcement: KitAnnouncement): string {
    return this.ui.t(announcement.key);
  }

  private say(key: KitI18nKey): void {
    this.state.set({ key, serial: ++this.serial });
  }
}
