import { MountedComponent, sharedApplication } from 'kit-ui/core';
import { codeBlockManager } from '../statics/code-block-manager';
import { KitExtension, checkExtensions, defineExtension } from '../extensions/extension-registry';
import { domUtils } from '../statics/dom-utils';
import { markdownParser, markdownParserHighlight } from '../statics/markdown-parsers';
import { KitViewerApi } from './viewer-api';
import { KitViewerOptions, checkViewerOptions, viewerHandlerEntries } from './viewer-options';
import { KitViewerComponent } from './viewer.component';

/**
 * The TOAST UI Editor 1.x-compatible viewer for pages without Angular code:
 * `const viewer = new KitViewer({ el, initialValue: '# Hi' })` (or
 * `KitEditor.factory({ el, viewer: true, ... })`). It hosts a `kit-viewer` in `el` inside the
 * page's shared kit application (`await ready` first; kit.js does it). Everything is synchronous:
 * when the constructor returns, the content is rendered and `load` has fired.
 *
 * Differences from the original, on purpose: the container's own HTML (shown when there is no
 * `initialValue`) is sanitized; task checkboxes are real, focusable, labelled controls that also
 * toggle with Space and Enter; `remove()` puts the container back as it was.
 */
export class KitViewer extends KitViewerApi {
  /** Always true for the viewer. */
  static readonly isViewer = true;
  /** The page's code block manager (replacers apply to every preview and viewer). */
  static readonly codeBlockManager = codeBlockManager;
  /** kit's plain markdown parser (sanitized HTML, as `getHtml()`). */
  static readonly markdownParser = markdownParser;
  /** kit's markdown parser with code-block replacers and highlighting (what the viewer shows). */
  static readonly markdownParserHighlight = markdownParserHighlight;
  /** DOM helpers for extensions. */
  static readonly domUtils = domUtils;
  /** The viewer has no UI strings (null, as in the original). */
  static readonly i18n = null;
  /** The viewer has no toolbar (null, as in the original). */
  static readonly Button = null;
  /** The viewer has no WYSIWYG editor (null, as in the original). */
  static readonly WwCodeBlockManager = null;
  /** The viewer has no WYSIWYG editor (null, as in the original). */
  static readonly WwTableManager = null;
  /** The viewer has no WYSIWYG editor (null, as in the original). */
  static readonly WwTableSelectionManager = null;

  private readonly mounted: MountedComponent<KitViewerComponent>;

  /**
   * @throws Error naming the bad option and value; the container is left untouched then.
   */
  constructor(options: KitViewerOptions) {
    super();
    const checked = checkViewerOptions(options);
    const el = checked.el;
    // Without an initial value the container's own HTML is shown (sanitized); read it before the
    // mount moves the container's nodes aside (they come back on remove()).
    const capturedHtml = checked.initialValue ? '' : el.innerHTML.trim();
    const inputs: Record<string, unknown> = {
      initialValue: checked.initialValue,
      useDefaultHTMLSanitizer: checked.useDefaultHTMLSanitizer,
      customConvertor: checked.customConvertor,
      exts: checked.exts,
      linkAttribute: checked.linkAttribute,
      theme: checked.theme,
    };
    checkExtensions(checked.exts); // before anything is drawn
    const viewer = this;
    this.mounted = new MountedComponent(sharedApplication('KitViewer'), KitViewerComponent, el, inputs, 'KitViewer', (ref) => {
      const service = ref.instance.service;
      // Bound before the first render: `load` handlers and extensions (run by the component) use the viewer.
      this.bindHost({
        service,
        element: ref.location.nativeElement as HTMLElement,
        get destroyed() {
          return viewer.mounted?.isDestroyed ?? false;
        },
      });
      service.owner = this;
      ref.instance.setFallbackHtml(capturedHtml);
      // Bound before the first render, so handlers see setMarkdownAfter and load.
      for (const [name, handler] of viewerHandlerEntries('events', checked.events)) service.bus.on(name, handler as never);
      for (const [name, handler] of viewerHandlerEntries('hooks', checked.hooks)) service.addHook(name, handler);
    });
  }

  /** Defines (or replaces) an extension for every editor and viewer of the page. */
  static defineExtension(name: string, extension: KitExtension): void {
    defineExtension(name, extension);
  }

  /**
   * Removes the viewer: emits `removeEditor`, releases every listener and puts the container back
   * as it was (children, attributes, inline styles). Later calls throw.
   */
  remove(): void {
    const service = this.service;
    if (!this.mounted) {
      // A `load` handler runs while the constructor is still building the viewer.
      throw new Error('KitViewer.remove() cannot run inside a load handler (the constructor has not finished); call it after the constructor returns.');
    }
    this.mounted.destroy(); // runs ngOnDestroy: removeEditor, then the service lets go
    service.bus.off();
  }
}

/**
 * Creates a viewer for `KitEditor.factory({viewer: true, ...})`: the editor's options are passed
 * as they are; the ones a viewer has no use for (height, toolbar...) are ignored.
 */
export function createViewerFromFactory(options: KitViewerOptions): KitViewer {
  return new KitViewer(options);
}
