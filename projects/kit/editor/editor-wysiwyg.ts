import { type ComponentRef, type EnvironmentInjector, createComponent } from '@angular/core';
import type { KitAriaStates } from './editor-aria-states';
import type { KitEditorContext } from './editor-context';
import { KitDefaultConvertor, prepareBlocks } from './convertor/editor-convertor';
import { editorHtmlToMarkdown } from './editor-conversion';
import { sanitizeHtml } from './editor-sanitizer';
import { loadedWysiwygEngine } from './wysiwyg/quill-loader';
import type { KitWysiwygView } from './wysiwyg/wysiwyg-view';
import { KitWysiwygWaitingView, quillNotLoadedError } from './wysiwyg/wysiwyg-waiting-view';
import type { KitWysiwygSourceMap } from './wysiwyg/wysiwyg-source-map';

/** What the WYSIWYG side reads of its editor. */
type KitEditorWysiwygHost = Pick<KitEditorContext, 'state' | 'commands' | 'convertor' | 'strictSanitizer' | 'tableSpans' | 'viewEvents' | 'outsideAngular'>;

/**
 * The WYSIWYG side of one editor: the Quill view, made on first use (Quill loads on demand), and
 * the source map that ties its content to the markdown it was made from, so markdown comes back
 * unchanged where the content is.
 */
export class KitEditorWysiwyg {
  /**
   * The Quill view adapter and the source map (what its content was made from, so markdown comes
   * back unchanged where it is), made together on first use: their code comes with Quill.
   */
  private parts: { view: KitWysiwygView; sourceMap: KitWysiwygSourceMap; styles: ComponentRef<unknown> } | undefined;
  /** The element Quill renders into; undefined before the editor is attached. */
  private element: HTMLElement | undefined;

  constructor(
    private readonly editor: KitEditorWysiwygHost,
    /** The ARIA states a new view's editing area gets. */
    private readonly ariaStates: KitAriaStates,
    /** Where the view's stylesheet component is made. */
    private readonly injector: EnvironmentInjector,
  ) {}

  /** Keeps the element the view will render into (once, when the editor is attached). */
  attach(element: HTMLElement): void {
    this.element = element;
  }

  /** A stand-in for the view while Quill loads (see `KitWysiwygWaitingView`); undefined before attach. */
  waitingView(): KitWysiwygWaitingView | undefined {
    return this.element ? new KitWysiwygWaitingView(this.element) : undefined;
  }

  /** The Quill view adapter if it has been made, else undefined (nothing is made). */
  get made(): KitWysiwygView | undefined {
    return this.parts?.view;
  }

  /** The Quill view adapter, created on first use. */
  view(): KitWysiwygView {
    return this.make().view;
  }

  /** Loads `markdown` into the view (made if needed), remembering what each block was made from. */
  load(markdown: string, cursorToEnd: boolean): void {
    const { view, sourceMap } = this.make();
    sourceMap.load(view, markdown, cursorToEnd);
  }

  /** The view's content as markdown: unchanged blocks give back their own text. */
  markdown(): string {
    const { view, sourceMap } = this.make();
    return sourceMap.markdownOf(view);
  }

  /** Whether a long document is still streaming into the view. */
  isLoading(): boolean {
    return this.parts?.sourceMap.isLoading() ?? false;
  }

  /** Puts the rest of a long document into the view now, instead of step by step. */
  finishLoading(): void {
    this.parts?.sourceMap.finishLoading();
  }

  /**
   * Tops a long document's first screen up until it fills the editing area, so the first frame
   * shows a full view (once the view is on screen: a hidden one has no height).
   */
  fillView(): void {
    this.parts?.sourceMap.fillView();
  }

  /**
   * Forgets what the content was made from (the next read converts it whole); a load still
   * streaming in stops.
   */
  forget(): void {
    this.parts?.sourceMap.forget();
  }

  private make(): { view: KitWysiwygView; sourceMap: KitWysiwygSourceMap } {
    return this.parts ?? this.editor.outsideAngular(() => this.makeParts());
  }

  private makeParts(): { view: KitWysiwygView; sourceMap: KitWysiwygSourceMap } {
    const engine = loadedWysiwygEngine();
    const { element, editor } = this;
    if (!engine || !element) {
      throw quillNotLoadedError();
    }
    // The stylesheet first, so Quill's first layout has it; it goes again if the view cannot be made.
    const styles = createComponent(engine.KitWysiwygStylesComponent, { environmentInjector: this.injector });
    let view: KitWysiwygView;
    try {
      view = new engine.KitWysiwygView(
        engine.Quill,
        element,
        editor.viewEvents('wysiwyg'),
        (markdown) => {
          const convertor = editor.convertor();
          const blocks = convertor.toHTMLBlocks?.(markdown);
          if (!blocks) return [{ raw: markdown, html: convertor.toHTML(markdown) }];
          // One sanitizer pass for all of kit's blocks, as a document load does (markdown pasted: one per block was ~0.2 s at 50 KB).
          if (convertor instanceof KitDefaultConvertor) prepareBlocks(blocks, convertor.strictSanitizer);
          return blocks;
        },
        () => editor.commands.has('wysiwyg', 'color'), // the colorSyntax extension's command
      );
    } catch (error) {
      styles.destroy();
      throw error;
    }
    const sourceMap = new engine.KitWysiwygSourceMap(
      () => editor.convertor(),
      (html) => editorHtmlToMarkdown(editor, sanitizeHtml(html, { strict: editor.strictSanitizer() })),
    );
    engine.useTableSpans(view.quill, () => editor.tableSpans());
    engine.setTrustedMarkup(view.quill.root, () => !editor.strictSanitizer());
    const { state } = editor;
    if (state.placeholder()) view.setPlaceholder(state.placeholder());
    view.setReadOnly(state.readOnly());
    this.ariaStates.applyTo(view.quill.root);
    this.parts = { view, sourceMap, styles };
    return this.parts;
  }

  /** Destroys the view, if made, and takes its stylesheet off the page when no other view needs it. */
  destroy(): void {
    this.parts?.view.destroy();
    this.parts?.styles.destroy();
  }
}
