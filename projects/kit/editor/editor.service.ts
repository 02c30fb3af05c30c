import { Injectable, computed, signal } from '@angular/core';
import { Text } from '@codemirror/state';
import { Subject, filter, map } from 'rxjs';
import type { MarkedExtension } from 'marked';
import { KitEventBus } from 'kit-ui/core';
import { CommandManager } from './commands/command-manager';
import { registerBuiltInCommands } from './editor-commands';
import { KitConvertor, KitDefaultConvertor, prepareBlocks } from './editor-convertor';
import type { KitLinkAttributes } from './link-attributes';
import { KIT_EDITOR_EVENT_NAMES, KitEditorEvents, KitImageBlob } from './editor-events';
import { checkContent, checkMode, checkPreviewStyle } from './editor-options';
import { KitPreview } from './editor-preview';
import { sanitizeHtml } from './editor-sanitizer';
import type { KitEditorMode, KitEditorState, KitFormatState, KitMarkdownRange, KitPreviewStyle } from './editor-types';
import type { KitEditorView, KitEditorViewEvents } from './editor-view';
import { KitMarkdownView } from './markdown-view';
import { loadQuill, loadedQuill } from './quill-loader';
import { KitWysiwygView } from './wysiwyg-view';
import { KitWysiwygSourceMap } from './wysiwyg-source-map';

/** The elements the component gives the service to render into. */
export interface KitEditorHosts {
  markdown: HTMLElement;
  preview: HTMLElement;
  wysiwyg: HTMLElement;
}

/** An emitted editor event, for the component's outputs. */
export interface KitEditorEmission {
  type: keyof KitEditorEvents;
  payload: unknown;
}

/**
 * Owns one editor: the markdown document (a CodeMirror `Text`), the mode, the preview style,
 * visibility, focus, sizes and placeholder as signals; the event bus and hooks; the convertor.
 * The CodeMirror and Quill views are adapters behind `KitEditorView`; switching modes converts
 * content between them and never loses it: unchanged WYSIWYG content gives back the exact
 * markdown it was made from.
 */
@Injectable()
export class EditorService {
  private readonly docState = signal<Text>(Text.empty);
  private readonly modeState = signal<KitEditorMode>('markdown');
  private readonly previewStyleState = signal<KitPreviewStyle>('tab');
  private readonly previewTabState = signal<'write' | 'preview'>('write');
  private readonly visibleState = signal(true);
  private readonly focusedState = signal(false);
  private readonly heightState = signal('300px');
  // The default height (300px, not 'auto') is also the min-height, as in the original.
  private readonly minHeightState = signal('300px');
  private readonly placeholderState = signal('');
  private readonly readOnlyState = signal(false);
  private readonly emissions = new Subject<KitEditorEmission>();
  private readonly formatStateValue = signal<KitFormatState>({
    bold: false, italic: false, strike: false, code: false, codeBlock: false, quote: false, list: false, task: false, source: 'markdown',
    bulletList: false, orderedList: false,
  });
  /** Whether the built-in image hook (embed as a data: URL) still runs: `addHook`/`removeHook` drop it. */
  private defaultImageHook = true;

  /** The markdown document as CodeMirror `Text` (cheap to read on every keystroke). */
  readonly doc = this.docState.asReadonly();
  /** The editing mode. */
  readonly mode = this.modeState.asReadonly();
  /** The preview style of markdown mode. */
  readonly previewStyle = this.previewStyleState.asReadonly();
  /** Which tab shows in the `tab` preview style. */
  readonly previewTab = this.previewTabState.asReadonly();
  /** Whether the editor is shown (`hide()`/`show()`). */
  readonly visible = this.visibleState.asReadonly();
  /** Whether an editing area has focus. */
  readonly focused = this.focusedState.asReadonly();
  /** The height style value. */
  readonly height = this.heightState.asReadonly();
  /** The minimum height style value. */
  readonly minHeight = this.minHeightState.asReadonly();
  /** The placeholder text. */
  readonly placeholder = this.placeholderState.asReadonly();
  /** Whether both modes are read-only (forms `disabled`). */
  readonly readOnly = this.readOnlyState.asReadonly();
  /** The format at the cursor (the last `stateChange` payload, plus the kind of list). */
  readonly formatState = this.formatStateValue.asReadonly();
  private readonly selectionTickState = signal(0);
  /** Bumped when the WYSIWYG cursor moves, for chrome that follows it (the code-block language button). */
  readonly selectionTick = this.selectionTickState.asReadonly();
  /** Whether the preview pane is visible. */
  readonly previewVisible = computed(
    () => this.modeState() === 'markdown' && (this.previewStyleState() === 'vertical' || this.previewTabState() === 'preview'),
  );

  /** User handlers (`on`/`off`, the `events` and `hooks` options). Internal wiring never uses it. */
  readonly bus = new KitEventBus<KitEditorEvents>(KIT_EDITOR_EVENT_NAMES, 'editor');
  /** Every emitted event, for Angular outputs. */
  readonly emissions$ = this.emissions.asObservable();

  /** The commands of both modes; built-ins are registered before anything else can run (Part C 9). */
  readonly commands = new CommandManager({
    isMarkdownMode: () => this.modeState() === 'markdown',
    getCommandContext: (type) => (type === 'markdown' ? this.getMarkdownView() : type === 'wysiwyg' ? this.getWysiwygView() : this.owner),
  });
  /** The markdown → HTML → markdown convertor (`customConvertor` replaces it). */
  convertor: KitConvertor = this.defaultConvertor();
  /**
   * Whether kit's convertor reads and writes coloured text as `{color:…}…{color}` rather than an
   * HTML span (the colorSyntax extension's `useCustomSyntax` sets it with `setCustomColorSyntax`).
   */
  private customColorSyntax = false;
  /** The DOMPurify allow-list (true) or only script removal (`useDefaultHTMLSanitizer: false`). */
  strictSanitizer = true;

  /** Markdown syntax extensions added with `useMarkdownExtension`, for every convertor kit makes. */
  private readonly markdownExtensions: MarkedExtension[] = [];

  /** kit's own convertor for this editor's sanitizer, colour syntax and markdown extensions. */
  defaultConvertor(): KitDefaultConvertor {
    const convertor = new KitDefaultConvertor({ strictSanitizer: this.strictSanitizer ?? true, customColorSyntax: () => this.customColorSyntax });
    for (const extension of this.markdownExtensions ?? []) convertor.use(extension);
    if (this.linkAttributes) convertor.setLinkAttribute(this.linkAttributes); // unset while the field initialiser runs
    return convertor;
  }

  /** The `linkAttribute` option (checked), for whichever convertor the editor has. */
  private linkAttributes: Readonly<KitLinkAttributes> = {};

  /**
   * Sets the attributes of every markdown link in the preview and getHtml() (`linkAttribute`),
   * hands them to the convertor and draws the preview again. A custom convertor gets them only if
   * some are given and it has `setLinkAttribute`, as the original.
   */
  setLinkAttributes(attributes: Readonly<KitLinkAttributes>): void {
    this.linkAttributes = attributes;
    if (this.convertor instanceof KitDefaultConvertor || Object.keys(attributes).length) this.convertor.setLinkAttribute?.(attributes);
    this.preview?.invalidate();
    this.preview?.renderNow();
  }

  /**
   * Adds markdown syntax (a synchronous `marked` extension) to this editor's preview, WYSIWYG
   * loading and getHtml(), and shows the content again with it. The hook point for extensions
   * (table's merged header); a `customConvertor` is left alone.
   */
  useMarkdownExtension(extension: MarkedExtension): void {
    const markdown = this.getMarkdown();
    this.markdownExtensions.push(extension);
    if (this.convertor instanceof KitDefaultConvertor) this.convertor.use(extension);
    this.redraw(markdown);
  }
  /** Debounce of the preview render, ms. */
  previewDelayTime = 100;
  /** The object passed as payload of `load`, `hide`, `show` (the plain class sets itself). */
  owner: unknown = this;
  /** Brings the view's DOM up to date now (the component sets it), so focus can follow a mode change. */
  render: () => void = () => {};

  private markdownView: KitMarkdownView | undefined;
  private wysiwygView: KitWysiwygView | undefined;
  private preview: KitPreview | undefined;
  private hosts: KitEditorHosts | undefined;
  /** What the WYSIWYG content was made from, so markdown comes back unchanged where it is. */
  private readonly sourceMap = new KitWysiwygSourceMap(
    () => this.convertor,
    (html) => this.convertor.toMarkdown(sanitizeHtml(html, { strict: this.strictSanitizer })),
  );
  private lastState = '';
  /**
   * WYSIWYG mode is on but Quill is still loading: the markdown view keeps the document (so
   * getMarkdown, setMarkdown and getHtml work) until the WYSIWYG view attaches.
   */
  private wysiwygPending = false;
  private destroyed = false;

  constructor() {
    registerBuiltInCommands(this.commands);
  }

  /** Runs the current mode's command `name` and returns its result. */
  exec(name: unknown, args: unknown[]): unknown {
    const result = this.commands.exec(name as string, ...args);
    // A format applied to a selection changes the state at the cursor without moving it.
    this.emitStateChange();
    return result;
  }

  /** Focuses the current mode's editing area (after a toolbar button or a popup). */
  focusCurrentView(): void {
    if (this.attached) this.currentView().focus();
  }

  /** Emits a custom event (a toolbar button's `event`), registering its name if needed. */
  fireCustomEvent(name: string): void {
    this.bus.addEventType(name);
    this.emit(name as keyof KitEditorEvents, undefined as never);
  }

  /** Emissions of one event type, for `outputFromObservable`. */
  on$<K extends keyof KitEditorEvents>(type: K) {
    return this.emissions.pipe(
      filter((e) => e.type === type),
      map((e) => e.payload as KitEditorEvents[K]),
    );
  }

  /** Builds the views into the component's elements (once, in the browser). */
  attach(hosts: KitEditorHosts, initialMarkdown: string): void {
    this.hosts = hosts;
    const events = this.viewEvents('markdown');
    this.markdownView = new KitMarkdownView(hosts.markdown, initialMarkdown, events, (doc) => {
      this.docState.set(doc);
      this.preview?.schedule();
    });
    this.docState.set(this.markdownView.doc);
    this.applyAriaStates(this.markdownView.view.contentDOM);
    this.preview = new KitPreview(
      hosts.preview,
      {
        markdown: () => this.docState().toString(),
        toHTML: (markdown) => this.convertor.toHTML(markdown),
        renderBlocks: (markdown, links) =>
          this.convertor instanceof KitDefaultConvertor ? this.convertor.renderBlocks(markdown, 'preview', links) : null,
        prepareBlocks: (blocks) => prepareBlocks(blocks, this.strictSanitizer, { keepNodes: true }),
        hasBeforeRenderHook: () => this.bus.has('previewBeforeHook'),
        beforeRender: (html) => this.runPreviewHook(html),
        afterRender: () => this.emit('previewRenderAfter', { el: hosts.preview, getHTML: () => this.preview?.getHTML() ?? '' }),
        strictSanitizer: () => this.strictSanitizer,
      },
      () => this.previewDelayTime,
      () => this.previewVisible() && this.visibleState(),
    );
    if (this.placeholderState()) this.markdownView.setPlaceholder(this.placeholderState());
    this.attachedState.set(true);
  }

  private readonly attachedState = signal(false);
  /** Whether the views exist (false on the server and before the first render); a signal for effects. */
  readonly isAttached = this.attachedState.asReadonly();

  /** Whether the views exist (false on the server and before the first render). */
  get attached(): boolean {
    return this.attachedState();
  }

  /** The CodeMirror view adapter. */
  getMarkdownView(): KitMarkdownView {
    if (!this.markdownView) throw new Error('The editor is not rendered yet (or runs on the server).');
    return this.markdownView;
  }

  /**
   * Whether a long document is still streaming into the WYSIWYG view (its first screen shows at
   * once; `getMarkdown`/`getHtml` see the whole document all along).
   */
  isWysiwygLoading(): boolean {
    return this.sourceMap.isLoading();
  }

  /** Puts the rest of a long document into the WYSIWYG view now, instead of step by step. */
  finishWysiwygLoading(): void {
    this.sourceMap.finishLoading();
  }

  /** The Quill view adapter, created on first use. */
  getWysiwygView(): KitWysiwygView {
    if (!this.wysiwygView) {
      const Quill = loadedQuill();
      if (!Quill || !this.hosts) {
        throw new Error(
          'The WYSIWYG view needs Quill, which has not loaded yet: wait for the `changeMode` event, or ' +
            '`await loadQuill()` from kit-ui/editor (`kit.loadQuill()` on plain pages).',
        );
      }
      this.wysiwygView = new KitWysiwygView(
        Quill,
        this.hosts.wysiwyg,
        this.viewEvents('wysiwyg'),
        (markdown) => this.convertor.toHTMLBlocks?.(markdown) ?? [{ raw: markdown, html: this.convertor.toHTML(markdown) }],
        () => this.commands.has('wysiwyg', 'color'), // the colorSyntax extension's command
      );
      if (this.placeholderState()) this.wysiwygView.setPlaceholder(this.placeholderState());
      this.wysiwygView.setReadOnly(this.readOnlyState());
      this.applyAriaStates(this.wysiwygView.quill.root);
    }
    return this.wysiwygView;
  }

  /** Whether the WYSIWYG view has been created. */
  get hasWysiwygView(): boolean {
    return !!this.wysiwygView;
  }

  /** The view of the current mode, typed as the concrete adapter. */
  markdownOrWysiwyg(): KitMarkdownView | KitWysiwygView {
    return this.modeState() === 'markdown' ? this.getMarkdownView() : this.getWysiwygView();
  }

  /** The view of the current mode. */
  currentView(): KitEditorView {
    return this.modeState() === 'markdown' ? this.getMarkdownView() : this.getWysiwygView();
  }

  /** Emits an event to user handlers and Angular outputs. */
  emit<K extends keyof KitEditorEvents>(type: K, payload: KitEditorEvents[K]): void {
    this.bus.fire(type, payload);
    this.emissions.next({ type, payload });
  }

  // ---- content ----

  /** The content as markdown, in either mode. */
  getMarkdown(): string {
    if (this.modeState() === 'markdown' || !this.wysiwygView) {
      return this.docState().toString();
    }
    return this.markdownFromWysiwyg();
  }

  /** The content as sanitized HTML, without side effects. */
  getHtml(): string {
    const markdown = this.getMarkdown();
    const html = markdown ? this.convertor.toHTML(markdown) : '';
    if (!html || !this.htmlPasses.length) return html;
    // Parsed in a <template> (inert: nothing loads or runs), changed, and sanitized again on the way out.
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const pass of this.htmlPasses) pass(template.content);
    return sanitizeHtml(template.innerHTML, { strict: this.strictSanitizer });
  }

  /** Passes over what `getHtml()` returns, added by extensions (`addHtmlPass`). */
  private readonly htmlPasses: ((root: DocumentFragment) => void)[] = [];

  /**
   * Adds a pass over the HTML `getHtml()` returns (as the original's
   * `convertorAfterMarkdownToHtmlConverted`), e.g. the table extension's merged cells. Not applied to
   * what WYSIWYG loads, whose tables cannot span cells.
   */
  addHtmlPass(pass: (root: DocumentFragment) => void): void {
    this.htmlPasses.push(pass);
  }

  /** Replaces the content with markdown; no `change` event; emits `setMarkdownAfter`. */
  setMarkdown(markdown: unknown, cursorToEnd = true): void {
    const text = checkContent('setMarkdown(markdown)', markdown);
    if (this.modeState() === 'markdown' || this.wysiwygPending) {
      this.getMarkdownView().setContent(text, cursorToEnd);
      // The debounce waits for a pause in typing; a new document is whole already.
      this.preview?.schedule(0);
    } else {
      this.loadWysiwyg(text, cursorToEnd);
      this.sourceMap.fillView();
      this.docState.set(Text.of(text.split(/\r\n?|\n/)));
    }
    this.emit('setMarkdownAfter', text);
  }

  /** Replaces the content with HTML (sanitized first); no `change` event. */
  setHtml(html: unknown, cursorToEnd = true): void {
    const clean = sanitizeHtml(checkContent('setHtml(html)', html), { strict: this.strictSanitizer });
    if (this.modeState() === 'wysiwyg' && !this.wysiwygPending) {
      this.sourceMap.forget(); // first: a load still streaming in must not add to the new content
      this.getWysiwygView().setContent(clean, cursorToEnd);
      return;
    }
    const markdown = this.convertor.toMarkdown(clean);
    this.getMarkdownView().setContent(markdown, cursorToEnd);
    this.emit('setMarkdownAfter', markdown);
  }

  /** Empties both modes; no events. */
  reset(): void {
    this.getMarkdownView().setContent('', true);
    if (this.wysiwygView) {
      this.sourceMap.load(this.wysiwygView, '', true);
    }
  }

  // ---- modes and preview ----

  /**
   * Sets the editor's first mode while it is built, as the original's constructor (reference §5):
   * handlers given in `events` see `changeModeBefore` with no mode before it, then `changeMode`.
   */
  startIn(mode: KitEditorMode): void {
    if (mode === this.modeState()) {
      this.emit('changeModeBefore', undefined);
      this.emit('changeMode', mode);
      return;
    }
    this.changeMode(mode, true, true);
  }

  /** Switches modes by converting the content; the same mode does nothing. */
  changeMode(mode: unknown, isWithoutFocus = false, initial = false): void {
    const next = checkMode(mode);
    const previous = this.modeState();
    if (next === previous) return;
    this.emit('changeModeBefore', initial ? undefined : previous); // `initial`: from startIn
    if (next === 'wysiwyg' && !loadedQuill()) {
      // Quill is not there yet: the mode changes now, its view attaches (and `changeMode` fires) on arrival.
      this.wysiwygPending = true;
      this.modeState.set(next);
      this.render();
      void loadQuill().then(
        () => {
          if (!this.wysiwygPending || this.destroyed) return;
          this.wysiwygPending = false;
          this.loadWysiwyg(this.docState().toString(), !isWithoutFocus);
          this.render();
          this.sourceMap.fillView();
          this.emit('changeMode', next);
          this.emitStateChange(true);
          if (!isWithoutFocus) this.currentView().focus();
        },
        (error: unknown) => {
          if (!this.wysiwygPending || this.destroyed) return;
          // Quill did not load (offline, a blocked chunk): back to markdown, which holds the document.
          this.wysiwygPending = false;
          this.modeState.set(previous);
          this.render();
          console.error('kit: WYSIWYG mode needs Quill, which failed to load; the editor stays in markdown mode.', error);
        },
      );
      return;
    }
    if (next === 'wysiwyg') {
      this.loadWysiwyg(this.docState().toString(), !isWithoutFocus);
    } else if (this.wysiwygPending) {
      this.wysiwygPending = false; // back before Quill arrived: the markdown view still holds the document
    } else {
      const markdown = this.markdownFromWysiwyg();
      // The WYSIWYG view is stale from here (the next switch loads it again): stop a load still streaming in.
      this.sourceMap.forget();
      const markdownView = this.getMarkdownView();
      // Unchanged in WYSIWYG: the markdown view already holds it (and its undo history) — keep it.
      if (markdown !== markdownView.getContent()) markdownView.setContent(markdown, !isWithoutFocus);
      else if (!isWithoutFocus) markdownView.moveCursorToEnd();
    }
    this.modeState.set(next);
    // Markdown mode opens on Write (as the original): left on Preview, the text could not take focus and the toolbar stayed off.
    if (next === 'markdown') this.previewTabState.set('write');
    this.render();
    if (next === 'wysiwyg') this.sourceMap.fillView(); // on screen now: the first frame shows a full view
    this.emit('changeMode', next);
    this.preview?.renderNow();
    this.emitStateChange(true);
    if (!isWithoutFocus) this.currentView().focus();
  }

  /** Changes the preview style; emits `changePreviewStyle` and re-renders at once. */
  changePreviewStyle(style: unknown): void {
    const next = checkPreviewStyle(style);
    this.previewStyleState.set(next);
    this.previewTabState.set('write'); // as the original: a new style starts on the text, not on the Preview tab
    this.emit('changePreviewStyle', next);
    this.preview?.invalidate();
    this.preview?.renderNow();
  }

  /** Shows the Write or the Preview tab (tab style). */
  selectPreviewTab(tab: 'write' | 'preview'): void {
    this.previewTabState.set(tab);
    this.render();
    if (tab === 'preview') this.preview?.renderNow();
  }

  /**
   * Reads and writes coloured text as `{color:…}…{color}` (true) or as HTML colour spans, and
   * shows what is already on screen again in that light (no `change`: the markdown is the same).
   */
  setCustomColorSyntax(custom: boolean): void {
    if (this.customColorSyntax === custom) return;
    const markdown = this.getMarkdown();
    this.customColorSyntax = custom;
    this.redraw(markdown);
  }

  /** Draws `markdown` (the unchanged content) again after the way it is read changed. */
  private redraw(markdown: string): void {
    this.preview?.invalidate();
    this.preview?.renderNow();
    if (this.modeState() === 'wysiwyg' && this.wysiwygView) this.loadWysiwyg(markdown, false);
  }

  /** Renders the preview now if it is visible (after the view shows the pane). */
  refreshPreview(): void {
    this.preview?.renderNow();
  }

  /** The preview, for tests and scroll sync. */
  getPreview(): KitPreview | undefined {
    return this.preview;
  }

  // ---- visibility, sizes, placeholder ----

  /** Hides or shows the editor, emitting `hide`/`show`. */
  setVisible(visible: boolean): void {
    if (this.visibleState() === visible) return;
    this.visibleState.set(visible);
    this.emit(visible ? 'show' : 'hide', this.owner);
    if (visible) this.preview?.renderNow();
  }

  /** Sets the height style value. */
  setHeight(height: string): void {
    this.heightState.set(height);
    if (height !== 'auto') this.minHeightState.set(height);
  }

  /** Sets the minimum height style value. */
  setMinHeight(minHeight: string): void {
    this.minHeightState.set(minHeight);
  }

  /** Sets the placeholder of both modes. */
  setPlaceholder(text: string): void {
    this.placeholderState.set(text);
    this.markdownView?.setPlaceholder(text);
    this.wysiwygView?.setPlaceholder(text);
  }

  /** The ARIA states of the editing areas, kept for a view made later (Quill's, on the first switch). */
  private readonly ariaStates: Record<AriaState, boolean> = { 'aria-required': false, 'aria-invalid': false };

  /** Marks both modes' editing areas as a required field for assistive technology (a form's `required`). */
  setAriaRequired(required: boolean): void {
    this.setAriaState('aria-required', required);
  }

  /**
   * Marks both modes' editing areas as holding an invalid value for assistive technology (the
   * component sets it while its form control is in its error state, see `KitErrorStateMatcher`).
   */
  setAriaInvalid(invalid: boolean): void {
    this.setAriaState('aria-invalid', invalid);
  }

  private setAriaState(name: AriaState, on: boolean): void {
    this.ariaStates[name] = on;
    for (const element of [this.markdownView?.view.contentDOM, this.wysiwygView?.quill.root]) {
      if (element) setFlag(element, name, on);
    }
  }

  /** Writes the kept ARIA states on a new editing area. */
  private applyAriaStates(element: HTMLElement): void {
    for (const [name, on] of Object.entries(this.ariaStates)) setFlag(element, name, on);
  }

  /** Makes both modes read-only or editable. */
  setReadOnly(readOnly: boolean): void {
    this.readOnlyState.set(readOnly);
    this.markdownView?.setReadOnly(readOnly);
    this.wysiwygView?.setReadOnly(readOnly);
  }

  // ---- selection ----

  /** Markdown: `{start, end}` line/ch; WYSIWYG: a DOM Range. */
  getRange(): KitMarkdownRange | Range {
    return this.currentView().getRange();
  }

  // ---- hooks ----

  /** Replaces every handler of a hook (or event) type with `handler`. */
  addHook(type: keyof KitEditorEvents, handler: (...args: never[]) => unknown): void {
    if (type === 'addImageBlobHook') this.defaultImageHook = false;
    this.bus.off(type);
    this.bus.on(type, handler as never);
  }

  /** Removes every handler of a hook, the built-in image hook included. */
  removeHook(type: keyof KitEditorEvents): void {
    if (type === 'addImageBlobHook') this.defaultImageHook = false;
    this.bus.off(type);
  }

  /**
   * Hands an image to the `addImageBlobHook` handlers: `(blob, callback(url, altText), source)`.
   * The callback inserts the image with the current mode's `AddImage`; without an alt text it uses
   * `altFallback` (the image popup's description), the file name, or 'image'. The built-in handler
   * embeds the image as a `data:` URL.
   */
  runImageBlobHook(blob: Blob, source: KitImageBlob['source'], altFallback = ''): void {
    const name = (blob as File).name ?? '';
    const callback = (url: string, altText?: string) => {
      if (typeof url !== 'string' || !url) return;
      this.exec('AddImage', [{ imageUrl: url, altText: altText || altFallback || (source === 'ui' ? '' : name) || 'image' }]);
    };
    if (this.defaultImageHook) void readAsDataUrl(blob).then((url) => callback(url));
    this.bus.invoke('addImageBlobHook', (handler) =>
      (handler as unknown as (b: Blob, c: KitImageBlob['callback'], s: string) => unknown)(blob, callback, source),
    );
    this.emissions.next({ type: 'addImageBlobHook', payload: { blob, callback, source } });
  }

  /** Releases the views and timers. */
  destroy(): void {
    this.destroyed = true;
    this.sourceMap.forget();
    this.preview?.destroy();
    this.markdownView?.destroy();
    this.wysiwygView?.destroy();
    this.emissions.complete();
  }

  private runPreviewHook(html: string): string | undefined {
    const results = this.bus.invoke('previewBeforeHook', (handler) => handler(html));
    this.emissions.next({ type: 'previewBeforeHook', payload: html });
    return results.length ? (results[results.length - 1] as string) : undefined;
  }

  private loadWysiwyg(markdown: string, cursorToEnd: boolean): void {
    this.sourceMap.load(this.getWysiwygView(), markdown, cursorToEnd);
  }

  private markdownFromWysiwyg(): string {
    return this.sourceMap.markdownOf(this.getWysiwygView());
  }

  private emitStateChange(force = false): void {
    const view = this.modeState() === 'markdown' ? this.markdownView : this.wysiwygView;
    if (!view) return;
    const state = view.formatState();
    const { bulletList, orderedList, ...payload } = state;
    const key = JSON.stringify(payload);
    const shown = this.formatStateValue();
    // From a bullet list to an ordered one the payload stays the same: the toolbar still changes.
    if (force || key !== this.lastState || bulletList !== shown.bulletList || orderedList !== shown.orderedList) this.formatStateValue.set(state);
    if (!force && key === this.lastState) return;
    this.lastState = key;
    this.emit('stateChange', payload satisfies KitEditorState);
  }

  private viewEvents(source: 'markdown' | 'wysiwyg'): KitEditorViewEvents {
    const active = () => this.modeState() === source;
    return {
      shortcut: (event) => {
        if (!active() || this.readOnlyState() || !this.commands.keydown(event)) return false;
        // As after exec(): a command that changes the kind of line at the cursor without moving it
        // (CodeBlock) moves no selection, and the toolbar and the code block's language button
        // read the state.
        this.emitStateChange();
        return true;
      },
      image: (blob, from) => active() && !this.readOnlyState() && (this.runImageBlobHook(blob, from), true),
      change: () => active() && this.emit('change', { source }),
      focus: () => {
        if (!active()) return;
        this.focusedState.set(true);
        this.emit('focus', { source });
      },
      blur: () => {
        if (!active()) return;
        this.focusedState.set(false);
        this.emit('blur', { source });
      },
      keydown: (data) => active() && this.emit('keydown', { source, data }),
      keyup: (data) => active() && this.emit('keyup', { source, data }),
      scroll: (data) => active() && this.emit('scroll', { source, data }),
      paste: (data) => active() && this.emit('paste', { source, data }),
      tableContextMenu: (event) => {
        if (!active() || source !== 'wysiwyg' || this.readOnlyState()) return false;
        this.emit('openPopupTableUtils', event);
        return true;
      },
      selectionChange: () => {
        if (!active()) return;
        this.emitStateChange();
        if (source === 'wysiwyg') this.selectionTickState.update((n) => n + 1);
      },
    };
  }
}


/** Reads a blob as a `data:` URL (the built-in image hook). */
function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The ARIA states the editor sets on its editing areas. */
type AriaState = 'aria-required' | 'aria-invalid';

/** Sets a boolean ARIA attribute to "true", or removes it (absent means false, for both states). */
function setFlag(element: HTMLElement, name: string, on: boolean): void {
  if (on) element.setAttribute(name, 'true');
  else element.removeAttribute(name);
}
