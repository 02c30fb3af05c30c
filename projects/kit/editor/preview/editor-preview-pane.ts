import type { KitEditorContext } from '../editor-context';
import { KitDefaultConvertor, prepareBlocks } from '../convertor/editor-convertor';
import { checkPreviewStyle } from '../editor-options';
import { KitPreview } from './editor-preview';

/** What the preview pane reads and writes of its editor. */
type KitPreviewPaneHost = Pick<KitEditorContext, 'state' | 'events' | 'convertor' | 'strictSanitizer' | 'emit' | 'render'>;

/**
 * The preview of markdown mode in one editor: made in the preview element when the editor is
 * attached, and drawn again when the preview style or tab, or the way markdown is read, changes.
 * kit's own convertor renders it block by block (only the blocks around an edit change); a custom
 * convertor renders it whole. The `previewBeforeHook` may replace the HTML, and
 * `previewRenderAfter` follows every render.
 */
export class KitEditorPreviewPane {
  private preview: KitPreview | undefined;

  constructor(
    private readonly editor: KitPreviewPaneHost,
    /** The debounce of a render after typing, ms (`previewDelayTime`). */
    private readonly delay: () => number,
  ) {}

  /** The preview, once the editor is attached. */
  get current(): KitPreview | undefined {
    return this.preview;
  }

  /** Makes the preview in `element` (once, when the editor is attached). */
  attach(element: HTMLElement): void {
    const { editor } = this;
    this.preview = new KitPreview(
      element,
      {
        markdown: () => editor.state.doc().toString(),
        toHTML: (markdown) => {
          const convertor = editor.convertor();
          return convertor.toHTMLWithCodeHighlight ? convertor.toHTMLWithCodeHighlight(markdown) : convertor.toHTML(markdown);
        },
        renderBlocks: (markdown, links) => {
          const convertor = editor.convertor();
          return convertor instanceof KitDefaultConvertor ? convertor.renderBlocks(markdown, 'preview', links) : null;
        },
        prepareBlocks: (blocks) => prepareBlocks(blocks, editor.strictSanitizer(), { keepNodes: true }),
        hasBeforeRenderHook: () => editor.events.bus.has('previewBeforeHook'),
        beforeRender: (html) => editor.events.runPreviewHook(html),
        afterRender: () => editor.emit('previewRenderAfter', { el: element, getHTML: () => this.preview?.getHTML() ?? '' }),
        strictSanitizer: () => editor.strictSanitizer(),
      },
      this.delay,
      () => editor.state.previewVisible() && editor.state.visible(),
    );
  }

  /** Renders now if the preview is visible and stale. */
  renderNow(): void {
    this.preview?.renderNow();
  }

  /** Draws the whole preview again now (what it shows is read differently). */
  redraw(): void {
    this.preview?.invalidate();
    this.preview?.renderNow();
  }

  /** Changes the preview style; emits `changePreviewStyle` and re-renders at once. */
  changeStyle(style: unknown): void {
    const next = checkPreviewStyle(style);
    this.editor.state.previewStyle.set(next);
    this.editor.state.previewTab.set('write'); // as the original: a new style starts on the text, not on the Preview tab
    this.editor.emit('changePreviewStyle', next);
    this.redraw();
  }

  /**
   * Shows the Write or the Preview tab (tab style); a change emits `changePreviewTabWrite` or
   * `changePreviewTabPreview`, as the original's tab clicks did.
   */
  selectTab(tab: 'write' | 'preview'): void {
    const changed = this.editor.state.previewTab() !== tab;
    this.editor.state.previewTab.set(tab);
    this.editor.render();
    if (tab === 'preview') this.preview?.renderNow();
    if (changed) this.editor.emit(tab === 'preview' ? 'changePreviewTabPreview' : 'changePreviewTabWrite', undefined);
  }

  /** Stops the preview's timers and the drawing still to do. */
  destroy(): void {
    this.preview?.destroy();
  }
}
