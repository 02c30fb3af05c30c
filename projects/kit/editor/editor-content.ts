import { Text } from '@codemirror/state';
import type { KitEditorContext } from './editor-context';
import type { KitModeChange } from './editor-mode-change';
import { checkContent } from './editor-options';
import { editorHtmlToMarkdown } from './editor-conversion';
import { sanitizeHtml } from './editor-sanitizer';
import { normalizeForeignHtmlOf } from './convertor/foreign-html';
import type { KitEditorWysiwyg } from './editor-wysiwyg';
import { inlineNestedFrames } from './convertor/iframe-markdown';

/** What reading and replacing the content reach in their editor. */
type KitEditorContentHost = Pick<
  KitEditorContext,
  'state' | 'markdownView' | 'preview' | 'convertor' | 'strictSanitizer' | 'tableSpans' | 'emit'
>;

/**
 * Reads and replaces one editor's content in whichever view holds it: the markdown view in
 * markdown mode and while WYSIWYG waits for Quill, the WYSIWYG view (through its source map)
 * otherwise.
 */
export class KitEditorContent {
  /**
   * How many times the content was replaced (`setMarkdown`, `setHtml`, `reset`): what was asked for
   * the content before (an image an upload hook calls back for later) is not for the new one.
   */
  replacements = 0;

  constructor(
    private readonly editor: KitEditorContentHost,
    private readonly wysiwyg: KitEditorWysiwyg,
    /** Tells whether WYSIWYG mode still waits for Quill. */
    private readonly modes: KitModeChange,
  ) {}

  /** The content as markdown, in either mode. */
  getMarkdown(): string {
    if (this.editor.state.mode() === 'markdown' || !this.wysiwyg.made) {
      return this.editor.state.doc().toString();
    }
    return this.wysiwyg.markdown();
  }

  /** Replaces the content with markdown; no `change` event; emits `setMarkdownAfter`. */
  setMarkdown(markdown: unknown, cursorToEnd: boolean): void {
    const { editor } = this;
    this.replacements++;
    // Line breaks as CodeMirror keeps them (\n), in WYSIWYG too: getMarkdown gave back \r\n there.
    const text = checkContent('setMarkdown(markdown)', markdown).replace(/\r\n?/g, '\n');
    if (editor.state.mode() === 'markdown' || this.modes.waitingForQuill) {
      editor.markdownView().setContent(text, cursorToEnd);
      // The debounce waits for a pause in typing; a new document is whole already.
      editor.preview()?.schedule(0);
    } else {
      this.wysiwyg.load(text, cursorToEnd);
      this.wysiwyg.fillView();
      editor.state.doc.set(Text.of(text.split('\n')));
      this.modes.contentReplaced();
    }
    editor.emit('setMarkdownAfter', text);
  }

  /** Replaces the content with HTML (sanitized first); no `change` event. */
  setHtml(html: unknown, cursorToEnd: boolean): void {
    const { editor } = this;
    this.replacements++;
    // Tables in GFM's shape (one header row, merged cells split) whichever mode takes them.
    const clean = normalizeForeignHtmlOf(sanitizeHtml(checkContent('setHtml(html)', html), { strict: editor.strictSanitizer() }), editor.tableSpans());
    if (editor.state.mode() === 'wysiwyg' && !this.modes.waitingForQuill) {
      this.wysiwyg.forget(); // first: a load still streaming in must not add to the new content
      this.wysiwyg.view().setContent(inlineNestedFrames(clean), cursorToEnd, false);
      this.modes.contentReplaced();
      return;
    }
    const markdown = editorHtmlToMarkdown(editor, clean);
    editor.markdownView().setContent(markdown, cursorToEnd);
    editor.emit('setMarkdownAfter', markdown);
  }

  /** Empties both modes; no events. */
  reset(): void {
    this.replacements++;
    this.editor.markdownView().setContent('', true);
    if (this.wysiwyg.made) {
      this.wysiwyg.load('', true);
    }
    this.modes.contentReplaced();
  }
}
