import { EnvironmentInjector, EnvironmentProviders, PLATFORM_ID, createComponent, inject, makeEnvironmentProviders, provideEnvironmentInitializer } from '@angular/core';
import { isPlatformBrowser } from '@angular/common';
import { MountedComponent, sharedApplication, whenKitReady } from 'kit-ui/core';
import { CommandManager } from './commands/command-manager';
import { KitEditorApi } from './editor-api';
import { KitEditorOptions, checkEditorOptions, handlerEntries } from './editor-options';
import { KitEditorComponent } from './editor.component';
import { KitI18n, kitI18n } from './i18n/i18n';
import { loadQuill } from './wysiwyg/quill-loader';
import { KitToolbarButton, KitToolbarButtonOptions } from './toolbar/toolbar-item';
import { KitExtension, defineExtension } from './extensions/extension-registry';
import { withColorSyntaxOptions } from './extensions/color-syntax';
import { codeBlockManager } from './statics/code-block-manager';
import { domUtils } from './statics/dom-utils';
import { markdownParser, markdownParserHighlight } from './statics/markdown-parsers';
import { KitViewer, createViewerFromFactory } from './viewer/kit-viewer';
import { WwCodeBlockManager } from './commands/ww-code-block-manager';
import { WwTableManager } from './commands/ww-table-manager';
import { WwTableSelectionManager } from './commands/ww-table-selection-manager';
import { WARM_UP_OPTIONS, warmUpEditorWhenIdle } from './editor-warm-up';

/**
 * Resolves when everything of kit is synchronous: the shared application is up and Quill (for
 * WYSIWYG) is loaded. Constructing editors needs only the application; kit.js defines
 * `window.kit` without waiting for Quill (editors fetch it when the page is idle, or at once when
 * WYSIWYG is asked for), and a switch to WYSIWYG before Quill is there attaches the WYSIWYG view
 * when it arrives.
 */
export const ready: PromiseLike<void> = {
  then: (onReady, onError) => Promise.all([whenKitReady(), loadQuill()]).then(() => undefined).then(onReady, onError),
};

const instances: KitEditor[] = [];
let warnedButton = false;

/**
 * @deprecated Use `{type: 'button', options}` in `toolbarItems` or `getUI().getToolbar().addItem`.
 * TOAST UI's toolbar button class (`new KitEditor.Button(options)`); warns once.
 */
class KitDeprecatedButton extends KitToolbarButton {
  constructor(options: KitToolbarButtonOptions) {
    super(options);
    if (!warnedButton) {
      warnedButton = true;
      console.warn("KitEditor.Button is deprecated; use {type: 'button', options} in toolbarItems or getUI().getToolbar().addItem().");
    }
  }
}

/** Inputs of `kit-editor` that the options map onto one to one. */
const INPUT_OPTIONS = [
  'height', 'minHeight', 'initialValue', 'previewStyle', 'initialEditType', 'language', 'useCommandShortcut',
  'useDefaultHTMLSanitizer', 'codeBlockLanguages', 'usageStatistics', 'toolbarItems', 'hideModeSwitch', 'exts',
  'customConvertor', 'placeholder', 'previewDelayTime', 'theme', 'linkAttribute',
] as const satisfies readonly (keyof KitEditorOptions)[];

/**
 * The TOAST UI Editor 1.x-compatible class for pages without Angular code:
 * `const editor = new KitEditor({ el, initialValue: '# Hi', previewStyle: 'vertical' })`.
 * It hosts a `kit-editor` in `el` inside the page's shared kit application (`await ready` first;
 * kit.js does it). Everything is synchronous: when the constructor returns the editor is rendered,
 * `load` has fired and every getter answers.
 */
export class KitEditor extends KitEditorApi {
  private readonly mounted: MountedComponent<KitEditorComponent>;

  /** Every live editor, in creation order. */
  static getInstances(): KitEditor[] {
    return [...instances];
  }

  /** Creates a viewer when `options.viewer` is truthy, else an editor. */
  static factory(options: KitEditorOptions & { viewer?: boolean }): KitEditor | KitViewer {
    return options?.viewer ? createViewerFromFactory(options) : new KitEditor(options);
  }

  /** The shared code-block manager: `setReplacer(language, fn)` renders code blocks of a language (charts, diagrams). */
  static readonly codeBlockManager = codeBlockManager;
  /** kit's markdown parser (marked, GFM), returning sanitized HTML. */
  static readonly markdownParser = markdownParser;
  /** The same parser with highlighted code blocks and code-block replacers. */
  static readonly markdownParserHighlight = markdownParserHighlight;
  /** DOM helpers for extensions (node names, text lengths, offsets, table cells). */
  static readonly domUtils = domUtils;
  /** The WYSIWYG code-block helper class (`new KitEditor.WwCodeBlockManager(editor.getCurrentModeEditor())`). */
  static readonly WwCodeBlockManager = WwCodeBlockManager;
  /** The WYSIWYG table helper class. */
  static readonly WwTableManager = WwTableManager;
  /** The WYSIWYG table-selection helper class. */
  static readonly WwTableSelectionManager = WwTableSelectionManager;

  /** Always false for the editor. */
  static readonly isViewer = false;

  /**
   * Defines (or replaces) an extension for every editor and viewer of the page; editors list it in
   * `exts`. The function receives the editor and, for `{name, ...options}` entries, that object.
   */
  static defineExtension(name: string, extension: KitExtension): void {
    defineExtension(name, extension);
  }

  /** @deprecated The toolbar button class; use `{type: 'button', options}` items. Warns once. */
  static readonly Button = KitDeprecatedButton;

  /** The command manager class (`new CommandManager(base, options)`, `CommandManager.command(type, props)`). */
  static readonly CommandManager = CommandManager;

  /** The shared UI strings of every language (`setLanguage(codes, strings)` adds or overrides one). */
  static get i18n(): KitI18n {
    return kitI18n();
  }

  /**
   * @throws Error naming the bad option and value; nothing is drawn then.
   */
  constructor(options: KitEditorOptions) {
    super();
    const checked = checkEditorOptions(options);
    const el = checked.el;
    const inputs: Record<string, unknown> = {};
    for (const name of INPUT_OPTIONS) {
      if (checked[name] !== undefined) inputs[name] = checked[name];
    }
    if (checked.colorSyntax) inputs['exts'] = withColorSyntaxOptions(checked.exts, checked.colorSyntax);
    // Without an initial value, the container's own HTML becomes the content (as the original).
    const capturedHtml = checked.initialValue ? '' : el.innerHTML.trim();
    // As height(): a number reads back as 'Npx', and a height other than 'auto' is also the minimum height.
    // A height other than 'auto' is also the min-height (as the original), including the default.
    this.minHeightValue = checked.height === 'auto' ? checked.minHeight ?? '200px' : checked.height ?? '300px';
    const mounted = () => this.mounted;
    this.mounted = new MountedComponent(sharedApplication('KitEditor'), KitEditorComponent, el, inputs, 'KitEditor', (ref) => {
      const service = ref.instance.service;
      service.owner = this;
      // Bound before the first render, so `load` handlers and extensions can use the whole API.
      this.bindHost({
        service,
        ui: ref.instance.ui,
        element: ref.location.nativeElement,
        // While the first render runs (a `load` handler), the constructor brings the view up to date after it.
        detectChanges: () => this.mounted?.detectChanges(),
        get destroyed() {
          return mounted()?.isDestroyed ?? false; // undefined while the first render runs
        },
      });
      for (const [name, handler] of handlerEntries('events', checked.events)) service.bus.on(name, handler as never);
      for (const [name, handler] of handlerEntries('hooks', checked.hooks)) service.addHook(name, handler);
    });
    if (capturedHtml) this.service.setHtml(capturedHtml, false);
    this.mounted.detectChanges(); // what `load` handlers and extensions changed shows at once
    instances.push(this);
  }

  /**
   * Removes the editor: emits `removeEditor`, releases every listener, view and timer, and puts the
   * container back as it was (children, attributes, inline styles). Later calls throw.
   */
  override remove(): void {
    const service = this.service;
    if (!this.mounted) {
      // A `load` handler runs while the constructor is still building the editor.
      throw new Error('KitEditor.remove() cannot run inside a load handler (the constructor has not finished); call it after the constructor returns.');
    }
    try {
      this.mounted.destroy(); // runs ngOnDestroy: removeEditor, then the views are destroyed
    } finally {
      service.bus.off();
      const index = instances.indexOf(this);
      if (index >= 0) instances.splice(index, 1);
    }
  }
}

/**
 * Builds and removes one editor off screen when the page is next idle, so the first real editor
 * starts warm (its constructor ran ~75 ms of first-use work). kit.js and kit-editor.js call it once
 * ready. An Angular app passes its `EnvironmentInjector` (or adds `provideKitEditorWarmUp()` to its
 * providers): the editor is then built in the app itself, as a `<kit-editor>` is. Does nothing on
 * the server or when an editor is already on the page; warns if it cannot build its editor.
 */
export function warmUpKitEditor(injector?: EnvironmentInjector): void {
  if (!injector) {
    warmUpEditorWhenIdle('KitEditor', (el, initialValue) => new KitEditor({ el, initialValue, ...WARM_UP_OPTIONS }).remove());
    return;
  }
  warmUpEditorWhenIdle('kit-editor', (hostElement, initialValue) => {
    const ref = createComponent(KitEditorComponent, { environmentInjector: injector, hostElement });
    try {
      ref.setInput('initialValue', initialValue);
      for (const [name, value] of Object.entries(WARM_UP_OPTIONS)) ref.setInput(name, value);
      ref.changeDetectorRef.detectChanges();
    } finally {
      ref.destroy();
    }
  });
}

/**
 * The providers that warm the editor up in an Angular app: one editor built and removed off screen
 * when the page is first idle, in the browser only, so the first `<kit-editor>` starts warm. Give
 * them to a route inside a lazily loaded routes file: imported where the app starts (its config or
 * routes file) they put the whole editor in its initial bundle. `provideKitEditorLazyWarmUp()` from
 * `kit-ui/editor/warm-up` fetches the editor when idle and is meant for the app's own providers.
 */
export function provideKitEditorWarmUp(): EnvironmentProviders {
  return makeEnvironmentProviders([
    provideEnvironmentInitializer(() => {
      if (isPlatformBrowser(inject(PLATFORM_ID))) warmUpKitEditor(inject(EnvironmentInjector));
    }),
  ]);
}
