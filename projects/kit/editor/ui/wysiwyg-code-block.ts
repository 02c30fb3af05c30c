import { signal } from '@angular/core';
import { WwCodeBlockManager } from '../commands/ww-code-block-manager';
import type { EditorService } from '../editor.service';

/**
 * What the WYSIWYG code-block language button and picker read from the editor and do to it: the
 * languages offered, the code block at the cursor (where it is, its language), and setting the
 * language of the whole block.
 */
export class KitWysiwygCodeBlockUi {
  private readonly highlighterLanguages = signal<readonly string[]>([]);
  private requested = false;

  constructor(private readonly editor: EditorService) {}

  /** The languages kit's highlighter knows, lower-cased; filled once its list has loaded. */
  supportedLanguages(): readonly string[] {
    if (!this.requested) {
      this.requested = true;
      void import('../code-highlighter').then(({ highlightedLanguageAliases }) =>
        this.highlighterLanguages.set([...new Set(highlightedLanguageAliases().map((name) => name.toLowerCase()))].sort()),
      );
    }
    return this.highlighterLanguages();
  }

  /** The language of the WYSIWYG code block at the cursor, or ''. */
  languageAtCursor(): string {
    if (this.editor.mode() !== 'wysiwyg' || !this.editor.hasWysiwygView) return '';
    const quill = this.editor.getWysiwygView().quill;
    // Quill's last range, read without side effects: getSelection() re-reads the page's selection and
    // may emit selection-change (a signal write inside a computed, NG0600); getFormat() alone focuses.
    const range = quill.selection.lastRange;
    const value = range ? quill.getFormat(range.index, 0)['code-block'] : undefined;
    return typeof value === 'string' ? value : '';
  }

  /**
   * Where the WYSIWYG code block at the cursor is, relative to `frame` (the editor element), and its
   * language; null outside a code block.
   */
  blockAt(frame: HTMLElement): { top: number; right: number; language: string } | null {
    if (this.editor.mode() !== 'wysiwyg' || !this.editor.hasWysiwygView) return null;
    const quill = this.editor.getWysiwygView().quill;
    const range = quill.selection.lastRange; // as above
    if (!range) return null;
    const value = quill.getFormat(range.index, 0)['code-block'];
    if (!value) return null;
    const [line] = quill.getLine(range.index);
    const block = (line as { domNode?: HTMLElement } | null)?.domNode?.parentElement;
    if (!block) return null;
    const box = block.getBoundingClientRect();
    const outer = frame.getBoundingClientRect();
    return { top: box.top - outer.top + 4, right: outer.right - box.right + 4, language: typeof value === 'string' ? value : '' };
  }

  /** Sets the language of the whole WYSIWYG code block at the cursor (a user edit). */
  setLanguage(language: string): void {
    if (this.editor.mode() !== 'wysiwyg' || !this.editor.hasWysiwygView) return;
    new WwCodeBlockManager(this.editor.getWysiwygView()).setLanguage(language.trim() || null);
  }
}
