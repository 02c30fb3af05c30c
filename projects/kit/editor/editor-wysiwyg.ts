import type { KitAriaStates } from './editor-aria-states';
import type { KitEditorContext } from './editor-context';
import { editorHtmlToMarkdown } from './editor-conversion';
import { sanitizeHtml } from './editor-sanitizer';
import { loadedQuill } from './quill-loader';
import { KitWysiwygView } from './wysiwyg-view';
import { KitWysiwygSourceMap } from './wysiwyg-source-map';
import { useTableSpans } from './wysiwyg-table-spans';

/** What the WYSIWYG side reads of its editor. */
type KitEditorWysiwygHost = Pick<KitEditorContext, 'state' | 'commands' | 'convertor' | 'strictSanitizer' | 'tableSpans' | 'viewEvents'>;

/**
 * The WYSIWYG side of one editor: the Quill view, made on first use (Quill loads on demand), and
 * the source map that ties its content to the markdown it was made from, so markdown comes back
 * unchanged where the content is.
 */
export class KitEditorWysiwyg {
  private wysiwygView: KitWysiwygView | undefined;
  /** The element Quill renders into; undefined before the editor is attached. */
  private element: HTMLElement | undefined;
  /** What the WYSIWYG content was made from, so markdown comes back unchanged where it is. */
  private readonly sourceMap: KitWysiwygSourceMap;

  constructor(
    private readonly editor: KitEditorWysiwygHost,
    /** The ARIA states a new view's editing area gets. */
    private readonly ariaStates: KitAriaStates,
  ) {
    this.sourceMap = new KitWysiwygSourceMap(
      () => editor.convertor(),
      (html) => editorHtmlToMarkdown(editor, sanitizeHtml(html, { strict: editor.strictSanitizer() })),
    );
  }

  /** Keeps the element the view will render into (once, when the editor is attached). */
  attach(element: HTMLElement): void {
    this.element = element;
  }

  /** The Quill view adapter if it has been made, else undefined (nothing is made). */
  get made(): KitWysiwygView | undefined {
    return this.wysiwygView;
  }

  /** The Quill view adapter, created on first use. */
  view(): KitWysiwygView {
    if (!this.wysiwygView) {
      const Quill = loadedQuill();
      const { element } = this;
      if (!Quill || !element) {
        throw new Error(
          'The WYSIWYG view needs Quill, which has not loaded yet: wait for the `changeMode` event, or ' +
            '`await loadQuill()` from kit-ui/editor (`kit.loadQuill()` on plain pages).',
        );
      }
      this.wysiwygView = new KitWysiwygView(
        Quill,
        element,
        this.editor.viewEvents('wysiwyg'),
        (markdown) => this.editor.convertor().toHTMLBlocks?.(markdown) ?? [{ raw: markdown, html: this.editor.convertor().toHTML(markdown) }],
        () => this.editor.commands.has('wysiwyg', 'color'), // the colorSyntax extension's command
      );
      useTableSpans(this.wysiwygView.quill, () => this.editor.tableSpans());
      const { state } = this.editor;
      if (state.placeholder()) this.wysiwygView.setPlaceholder(state.placeholder());
      this.wysiwygView.setReadOnly(state.readOnly());
      this.ariaStates.applyTo(this.wysiwygView.quill.root);
    }
    return this.wysiwygView;
  }

  /** Loads `markdown` into the view (made if needed), remembering what each block was made from. */
  load(markdown: string, cursorToEnd: boolean): void {
    this.sourceMap.load(this.view(), markdown, cursorToEnd);
  }

  /** The view's content as markdown: unchanged blocks give back their own text. */
  markdown(): string {
    return this.sourceMap.markdownOf(this.view());
  }

  /** Whether a long document is still streaming into the view. */
  isLoading(): boolean {
    return this.sourceMap.isLoading();
  }

  /** Puts the rest of a long document into the view now, instead of step by step. */
  finishLoading(): void {
    this.sourceMap.finishLoading();
  }

  /**
   * Tops a long document's first screen up until it fills the editing area, so the first frame
   * shows a full view (once the view is on screen: a hidden one has no height).
   */
  fillView(): void {
    this.sourceMap.fillView();
  }

  /**
   * Forgets what the content was made from (the next read converts it whole); a load still
   * streaming in stops.
   */
  forget(): void {
    this.sourceMap.forget();
  }
}
