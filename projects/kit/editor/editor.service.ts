import { EnvironmentInjector, Injectable, NgZone, PendingTasks, inject } from '@angular/core';
import type { MarkedExtension } from 'marked';
import type { Observable } from 'rxjs';
import type { KitEventBus } from 'kit-ui/core';
import { CommandManager } from './commands/command-manager';
import { KitAriaStates } from './editor-aria-states';
import { registerBuiltInCommands } from './editor-commands';
import { KitEditorContent } from './editor-content';
import type { KitEditorContext } from './editor-context';
import { KitEditorConversion } from './editor-conversion';
import { KitConvertor, KitDefaultConvertor, type KitMarkdownExtensionOptions } from './convertor/editor-convertor';
import { KitEditorEmission, KitEditorEventHub } from './editor-event-hub';
import { KitEditorMarkdown } from './editor-markdown';
import type { KitEditorEvents, KitImageBlob } from './editor-events';
import { KitModeChange } from './editor-mode-change';
import type { KitPreview } from './preview/editor-preview';
import { KitEditorPreviewPane } from './preview/editor-preview-pane';
import { KitEditorSignals } from './editor-signals';
import { KitStateChangeEmitter } from './editor-state-change';
import type { KitEditorMode, KitMarkdownRange, KitPreviewStyle } from './editor-types';
import type { KitEditorView } from './editor-view';
import type { KitViewControls } from './wysiwyg/wysiwyg-waiting-view';
import { editorViewEvents } from './editor-view-events';
import { KitEditorWysiwyg } from './editor-wysiwyg';
import type { KitLinkAttributes } from './link-attributes';
import type { KitMarkdownView } from './markdown/markdown-view';
import type { KitWysiwygView } from './wysiwyg/wysiwyg-view';

export type { KitEditorEmission } from './editor-event-hub';

/** The elements the component gives the service to render into. */
export interface KitEditorHosts {
  /** Where the markdown view (CodeMirror) is drawn. */
  markdown: HTMLElement;
  /** Where the preview is drawn. */
  preview: HTMLElement;
  /** Where the WYSIWYG view (Quill) is drawn. */
  wysiwyg: HTMLElement;
}

/**
 * Owns one editor: the markdown document (a CodeMirror `Text`), the mode, the preview style,
 * visibility, focus, sizes and placeholder as signals; the event bus and hooks; the convertor.
 * The CodeMirror and Quill views are adapters behind `KitEditorView`; switching modes converts
 * content between them and never loses it: unchanged WYSIWYG content gives back the exact
 * markdown it was made from.
 *
 * This class is the API; the work is done by the helpers it composes (one concern each), which
 * share a `KitEditorContext` of it.
 */
@Injectable()
export class EditorService {
  private readonly state = new KitEditorSignals();
  private readonly events = new KitEditorEventHub();
  private readonly stateChanges = new KitStateChangeEmitter(
    () => (this.state.mode() === 'markdown' ? this.markdown.made : this.wysiwyg.made),
    (payload) => this.emit('stateChange', payload),
  );

  /** The markdown document as CodeMirror `Text` (cheap to read on every keystroke). */
  readonly doc = this.state.doc.asReadonly();
  /** The editing mode. */
  readonly mode = this.state.mode.asReadonly();
  /** The preview style of markdown mode. */
  readonly previewStyle = this.state.previewStyle.asReadonly();
  /** Which tab shows in the `tab` preview style. */
  readonly previewTab = this.state.previewTab.asReadonly();
  /** Whether the editor is shown (`hide()`/`show()`). */
  readonly visible = this.state.visible.asReadonly();
  /** Whether an editing area has focus. */
  readonly focused = this.state.focused.asReadonly();
  /** The height style value. */
  readonly height = this.state.height.asReadonly();
  /** The minimum height style value. */
  readonly minHeight = this.state.minHeight.asReadonly();
  /** The placeholder text. */
  readonly placeholder = this.state.placeholder.asReadonly();
  /** Whether both modes are read-only (forms `disabled`). */
  readonly readOnly = this.state.readOnly.asReadonly();
  /** The format at the cursor (the last `stateChange` payload, plus the kind of list). */
  readonly formatState = this.stateChanges.formatState;
  /** Bumped when the WYSIWYG cursor moves, for chrome that follows it (the code-block language button). */
  readonly selectionTick = this.state.selectionTick.asReadonly();
  /** Whether the preview pane is visible. */
  readonly previewVisible = this.state.previewVisible;

  /** User handlers (`on`/`off`, the `events` and `hooks` options). Internal wiring never uses it. */
  readonly bus: KitEventBus<KitEditorEvents> = this.events.bus;
  /** Every emitted event, for Angular outputs. */
  readonly emissions$: Observable<KitEditorEmission> = this.events.emissions$;

  /** The commands of both modes; built-ins are registered before anything else can run (Part C 9). */
  readonly commands = new CommandManager({
    isMarkdownMode: () => this.state.mode() === 'markdown',
    getCommandContext: (type) => (type === 'markdown' ? this.getMarkdownView() : type === 'wysiwyg' ? this.getWysiwygView() : this.owner),
    // In WYSIWYG every command (kit's, an extension's, an app's) is an undo step of its own: Quill's
    // history joins changes less than a second apart, so a table menu action right after typing
    // was undone together with the typing. Its undo gives back the selection it started from, its
    // redo the one it left, and what the user sees stays where it is on screen (KitWysiwygView.runCommand).
    runCommand: (type, run) => {
      const view = type === 'wysiwyg' ? this.wysiwyg.made : undefined;
      return view ? view.runCommand(run) : run();
    },
  });
  /** The DOMPurify allow-list (true) or only script removal (`useDefaultHTMLSanitizer: false`). */
  strictSanitizer = true;
  private readonly zone = inject(NgZone);
  /** What the helpers below share of this editor. */
  private readonly context: KitEditorContext = {
    state: this.state,
    events: this.events,
    commands: this.commands,
    convertor: () => this.convertor,
    strictSanitizer: () => this.strictSanitizer,
    tableSpans: () => this.conversion.tableSpans,
    emit: (type, payload) => this.emit(type, payload),
    emitStateChange: (force) => this.stateChanges.update(force),
    runImageBlobHook: (blob, source) => this.runImageBlobHook(blob, source),
    render: () => this.render(),
    markdownView: () => this.getMarkdownView(),
    focus: () => this.viewControls().focus(),
    preview: () => this.previewPane.current,
    viewEvents: (source) => editorViewEvents(source, this.context),
    outsideAngular: (work) => this.zone.runOutsideAngular(work),
  };
  private readonly conversion = new KitEditorConversion(this.context);
  /** The markdown → HTML → markdown convertor (`customConvertor` replaces it). */
  convertor: KitConvertor = this.defaultConvertor();

  /** kit's own convertor for this editor's sanitizer, colour syntax and markdown extensions. */
  defaultConvertor(): KitDefaultConvertor {
    return this.conversion.defaultConvertor();
  }

  /**
   * Sets the attributes of every markdown link in the preview and getHtml() (`linkAttribute`),
   * hands them to the convertor and draws the preview again. A custom convertor gets them only if
   * some are given and it has `setLinkAttribute`, as the original.
   */
  setLinkAttributes(attributes: Readonly<KitLinkAttributes>): void {
    this.conversion.setLinkAttributes(attributes);
    this.previewPane.redraw();
  }

  /**
   * Adds markdown syntax (a synchronous `marked` extension) to this editor's preview, WYSIWYG
   * loading and getHtml(), and shows the content again with it. The hook point for extensions
   * (table's merged header); a `customConvertor` is left alone. In WYSIWYG each token of the
   * extension's own kinds is one unit that shows what the extension renders and keeps its markdown
   * verbatim, unless `options.wysiwyg` is `'converted'` (see `KitMarkdownExtensionOptions`).
   */
  useMarkdownExtension(extension: MarkedExtension, options?: KitMarkdownExtensionOptions): void {
    const markdown = this.getMarkdown();
    this.conversion.useMarkdownExtension(extension, options);
    this.redraw(markdown);
  }
  /** Debounce of the preview render, ms. */
  previewDelayTime = 100;
  /** The object passed as payload of `load`, `hide`, `show` (the plain class sets itself). */
  owner: unknown = this;
  /** Brings the view's DOM up to date now (the component sets it), so focus can follow a mode change. */
  render: () => void = () => {};

  private readonly previewPane = new KitEditorPreviewPane(this.context, () => this.previewDelayTime);
  private readonly ariaStates: KitAriaStates = new KitAriaStates(() => [this.markdown.made?.view.contentDOM, this.wysiwyg.made?.quill.root]);
  private readonly markdown = new KitEditorMarkdown(this.context, this.ariaStates);
  private readonly wysiwyg: KitEditorWysiwyg = new KitEditorWysiwyg(this.context, this.ariaStates, inject(EnvironmentInjector));
  // A switch that waits for Quill is pending work to Angular: whenStable, harnesses and server
  // rendering wait for its view (a harness's setMode('wysiwyg') returned before the text box existed).
  private readonly modes = new KitModeChange(this.context, this.wysiwyg, inject(PendingTasks));
  private readonly content = new KitEditorContent(this.context, this.wysiwyg, this.modes);

  constructor() {
    registerBuiltInCommands(this.commands);
  }

  /** Runs the current mode's command `name` and returns its result. */
  exec(name: unknown, args: unknown[]): unknown {
    const result = this.commands.exec(name as string, ...args);
    // A format applied to a selection changes the state at the cursor without moving it.
    this.stateChanges.update();
    return result;
  }

  /** Focuses the current mode's editing area (after a toolbar button or a popup). */
  focusCurrentView(): void {
    if (this.attached) this.viewControls().focus();
  }

  /** Emits a custom event (a toolbar button's `event`), registering its name if needed. */
  fireCustomEvent(name: string): void {
    this.bus.addEventType(name);
    this.emit(name as keyof KitEditorEvents, undefined as never);
  }

  /** Emissions of one event type, for `outputFromObservable`. */
  on$<K extends keyof KitEditorEvents>(type: K) {
    return this.events.on$(type);
  }

  /** Builds the views into the component's elements (once, in the browser). */
  attach(hosts: KitEditorHosts, initialMarkdown: string): void {
    this.wysiwyg.attach(hosts.wysiwyg);
    this.zone.runOutsideAngular(() => {
      this.markdown.attach(hosts.markdown, initialMarkdown);
      this.previewPane.attach(hosts.preview);
    });
    // What the inputs set before the views existed (their first ngOnChanges); the WYSIWYG view reads
    // them when it is made.
    if (this.state.placeholder()) this.markdown.view().setPlaceholder(this.state.placeholder());
    if (this.state.readOnly()) this.markdown.view().setReadOnly(true);
    this.state.attached.set(true);
  }

  /** Whether the views exist (false on the server and before the first render); a signal for effects. */
  readonly isAttached = this.state.attached.asReadonly();

  /** Whether the views exist (false on the server and before the first render). */
  get attached(): boolean {
    return this.state.attached();
  }

  /** The CodeMirror view adapter. */
  getMarkdownView(): KitMarkdownView {
    return this.markdown.view();
  }

  /**
   * Whether a long document is still streaming into the WYSIWYG view (its first screen shows at
   * once; `getMarkdown`/`getHtml` see the whole document all along).
   */
  isWysiwygLoading(): boolean {
    return this.wysiwyg.isLoading();
  }

  /** Puts the rest of a long document into the WYSIWYG view now, instead of step by step. */
  finishWysiwygLoading(): void {
    this.wysiwyg.finishLoading();
  }

  /** The Quill view adapter, created on first use. */
  getWysiwygView(): KitWysiwygView {
    return this.wysiwyg.view();
  }

  /** Whether the WYSIWYG view has been created. */
  get hasWysiwygView(): boolean {
    return !!this.wysiwyg.made;
  }

  /** The view of the current mode, typed as the concrete adapter. */
  markdownOrWysiwyg(): KitMarkdownView | KitWysiwygView {
    return this.state.mode() === 'markdown' ? this.getMarkdownView() : this.getWysiwygView();
  }

  /**
   * The current mode's view for focus, cursor, selection and scroll calls; while WYSIWYG mode waits
   * for Quill, a stand-in that keeps those requests for the view (`KitWysiwygWaitingView`).
   */
  viewControls(): KitViewControls {
    return this.modes.waitingView ?? this.currentView();
  }

  /** The view of the current mode. */
  currentView(): KitEditorView {
    return this.state.mode() === 'markdown' ? this.getMarkdownView() : this.getWysiwygView();
  }

  /** Emits an event to user handlers and Angular outputs. */
  emit<K extends keyof KitEditorEvents>(type: K, payload: KitEditorEvents[K]): void {
    this.events.emit(type, payload);
  }

  // ---- content ----

  /** The content as markdown, in either mode. */
  getMarkdown(): string {
    return this.content.getMarkdown();
  }

  /** The content as sanitized HTML, without side effects. */
  getHtml(): string {
    return this.conversion.toHtml(this.getMarkdown());
  }

  /**
   * Adds a pass over the HTML `getHtml()` returns (as the original's
   * `convertorAfterMarkdownToHtmlConverted`), e.g. the table extension's merged cells. Not applied to
   * what WYSIWYG loads.
   */
  addHtmlPass(pass: (root: DocumentFragment) => void): void {
    this.conversion.addHtmlPass(pass);
  }

  /**
   * WYSIWYG tables keep merged cells (colspan, rowspan) and kit's convertor writes them back as
   * `@cols=N:` / `@rows=N:` prefixes (the table extension). Takes effect at the next load.
   */
  setTableSpans(): void {
    this.conversion.tableSpans = true;
  }

  /** Replaces the content with markdown; no `change` event; emits `setMarkdownAfter`. */
  setMarkdown(markdown: unknown, cursorToEnd = true): void {
    this.content.setMarkdown(markdown, cursorToEnd);
  }

  /** Replaces the content with HTML (sanitized first); no `change` event. */
  setHtml(html: unknown, cursorToEnd = true): void {
    this.content.setHtml(html, cursorToEnd);
  }

  /** Empties both modes; no events. */
  reset(): void {
    this.content.reset();
  }

  // ---- modes and preview ----

  /**
   * Sets the editor's first mode while it is built, as the original's constructor (reference §5):
   * handlers given in `events` see `changeModeBefore` with no mode before it, then `changeMode`.
   */
  startIn(mode: KitEditorMode): void {
    this.modes.startIn(mode);
  }

  /**
   * Before the views are made: the frame's first render shows the preview style asked for, and on a
   * server (`mode` given: no views will be made) the first mode too. The server's frame showed
   * markdown with tabs whatever the inputs said, and a browser's first check drew the tabs the
   * server had left out, until `startIn` and `changePreviewStyle` (which still run, and emit) came.
   */
  showFirstFrame(mode: KitEditorMode | null, previewStyle: KitPreviewStyle): void {
    if (this.attached) return;
    if (mode) this.state.mode.set(mode);
    this.state.previewStyle.set(previewStyle);
  }

  /** Switches modes by converting the content; the same mode does nothing. */
  changeMode(mode: unknown, isWithoutFocus = false, initial = false): void {
    this.modes.changeMode(mode, isWithoutFocus, initial);
  }

  /** Changes the preview style; emits `changePreviewStyle` and re-renders at once. */
  changePreviewStyle(style: unknown): void {
    this.previewPane.changeStyle(style);
  }

  /** Shows the Write or the Preview tab (tab style). */
  selectPreviewTab(tab: 'write' | 'preview'): void {
    this.previewPane.selectTab(tab);
  }

  /**
   * Reads and writes coloured text as `{color:…}…{color}` (true) or as HTML colour spans, and
   * shows what is already on screen again in that light (no `change`: the markdown is the same).
   */
  setCustomColorSyntax(custom: boolean): void {
    if (this.conversion.customColorSyntax === custom) return;
    const markdown = this.getMarkdown();
    this.conversion.customColorSyntax = custom;
    this.redraw(markdown);
  }

  /** Draws `markdown` (the unchanged content) again after the way it is read changed. */
  private redraw(markdown: string): void {
    this.previewPane.redraw();
    if (this.state.mode() === 'wysiwyg' && this.wysiwyg.made) this.wysiwyg.load(markdown, false);
  }

  /** Renders the preview now if it is visible (after the view shows the pane). */
  refreshPreview(): void {
    this.previewPane.renderNow();
  }

  /** The preview, for tests and scroll sync. */
  getPreview(): KitPreview | undefined {
    return this.previewPane.current;
  }

  // ---- visibility, sizes, placeholder ----

  /** Hides or shows the editor, emitting `hide`/`show`. */
  setVisible(visible: boolean): void {
    if (this.state.visible() === visible) return;
    this.state.visible.set(visible);
    this.emit(visible ? 'show' : 'hide', this.owner);
    if (visible) this.previewPane.renderNow();
  }

  /** Sets the height style value. */
  setHeight(height: string): void {
    this.state.height.set(height);
    if (height !== 'auto') this.state.minHeight.set(height);
  }

  /** Sets the minimum height style value. */
  setMinHeight(minHeight: string): void {
    this.state.minHeight.set(minHeight);
  }

  /** Sets the placeholder of both modes. */
  setPlaceholder(text: string): void {
    this.state.placeholder.set(text);
    this.markdown.made?.setPlaceholder(text);
    this.wysiwyg.made?.setPlaceholder(text);
  }

  /** Marks both modes' editing areas as a required field for assistive technology (a form's `required`). */
  setAriaRequired(required: boolean): void {
    this.ariaStates.set('aria-required', required);
  }

  /**
   * Marks both modes' editing areas as holding an invalid value for assistive technology (the
   * component sets it while its form control is in its error state, see `KitErrorStateMatcher`).
   */
  setAriaInvalid(invalid: boolean): void {
    this.ariaStates.set('aria-invalid', invalid);
  }

  /** Makes both modes read-only or editable. */
  setReadOnly(readOnly: boolean): void {
    this.state.readOnly.set(readOnly);
    this.markdown.made?.setReadOnly(readOnly);
    this.wysiwyg.made?.setReadOnly(readOnly);
  }

  // ---- selection ----

  /** Markdown: `{start, end}` line/ch; WYSIWYG: a DOM Range. */
  getRange(): KitMarkdownRange | Range {
    return this.viewControls().getRange();
  }

  // ---- hooks ----

  /** Replaces every handler of a hook (or event) type with `handler`. */
  addHook(type: keyof KitEditorEvents, handler: (...args: never[]) => unknown): void {
    this.events.addHook(type, handler);
  }

  /** Removes every handler of a hook, the built-in image hook included. */
  removeHook(type: keyof KitEditorEvents): void {
    this.events.removeHook(type);
  }

  /** Whether a chosen image goes in as a `data:` URL (the built-in image hook), so it must be a raster image. */
  embedsImages(): boolean {
    return this.events.embedsImages;
  }

  /**
   * Hands an image to the `addImageBlobHook` handlers: `(blob, callback(url, altText), source)`.
   * The callback inserts the image with the current mode's `AddImage`; without an alt text it uses
   * `altFallback` (the image popup's description), the file name, or 'image'. The built-in handler
   * embeds the image as a `data:` URL.
   */
  runImageBlobHook(blob: Blob, source: KitImageBlob['source'], altFallback = ''): void {
    const replacements = this.content.replacements;
    this.events.runImageBlobHook(blob, source, altFallback, (image) => {
      // A hook that calls back after the content was replaced (an upload that took a while): the
      // image was for the content that is gone (images QA, 2026-11-28: it went into the new one).
      if (this.content.replacements !== replacements) {
        console.warn(`kit: addImageBlobHook called back after the content was replaced (setMarkdown, setHtml or reset); ${JSON.stringify(image.imageUrl.slice(0, 80))} was not inserted.`);
        return;
      }
      this.exec('AddImage', [image]);
    });
  }

  /** Releases the views and timers. */
  destroy(): void {
    this.modes.destroy();
    this.wysiwyg.forget();
    this.previewPane.destroy();
    this.markdown.made?.destroy();
    this.wysiwyg.destroy();
    this.events.complete();
  }
}
