import type { KitAriaStates } from './editor-aria-states';
import type { KitEditorContext } from './editor-context';
import { KitMarkdownView } from './markdown/markdown-view';

/** What the markdown side reads and writes of its editor. */
type KitEditorMarkdownHost = Pick<KitEditorContext, 'state' | 'preview' | 'viewEvents'>;

/**
 * The markdown side of one editor: the CodeMirror view, made when the editor is attached. It holds
 * the document in markdown mode (and while WYSIWYG waits for Quill); each change goes to the
 * editor's `doc` signal and schedules the preview.
 */
export class KitEditorMarkdown {
  private markdownView: KitMarkdownView | undefined;

  /** `ariaStates`: the ARIA states the view's editing area gets. */
  constructor(
    private readonly editor: KitEditorMarkdownHost,
    private readonly ariaStates: KitAriaStates,
  ) {}

  /** The CodeMirror view adapter if the editor is attached, else undefined. */
  get made(): KitMarkdownView | undefined {
    return this.markdownView;
  }

  /** The CodeMirror view adapter. */
  view(): KitMarkdownView {
    if (!this.markdownView) throw new Error('The editor is not rendered yet (or runs on the server).');
    return this.markdownView;
  }

  /** Makes the view in `element` with `initialMarkdown` (once, when the editor is attached). */
  attach(element: HTMLElement, initialMarkdown: string): void {
    const { state } = this.editor;
    this.markdownView = new KitMarkdownView(element, initialMarkdown, this.editor.viewEvents('markdown'), (doc) => {
      state.doc.set(doc);
      this.editor.preview()?.schedule();
    });
    state.doc.set(this.markdownView.doc);
    this.ariaStates.applyTo(this.markdownView.view.contentDOM);
  }
}
