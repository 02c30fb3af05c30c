import type { EditorView } from '@codemirror/view';
import type QuillType from 'quill';
import { KitEventHandler, MountedComponent, describe, sharedApplication, whenKitReady } from 'kit-ui/core';
import type { KitEditorEvents } from './editor-events';
import { KitEditorOptions, checkContent, checkEditorOptions, handlerEntries, toCssSize } from './editor-options';
import type { KitEditorMode, KitMarkdownRange, KitPreviewStyle } from './editor-types';
import type { KitEditorView } from './editor-view';
import { KitTextObject, createTextObject } from './editor-text-object';
import { KitEditorComponent } from './editor.component';
import { loadQuill } from './quill-loader';

/**
 * Resolves when kit can construct editors synchronously: the shared application is up and Quill
 * (for WYSIWYG) is loaded. The kit.js bundle awaits it before defining `window.kit`.
 */
export const ready: PromiseLike<void> = {
  then: (onReady, onError) => Promise.all([whenKitReady(), loadQuill()]).then(() => undefined).then(onReady, onError),
};

const instances: KitEditor[] = [];
let warnedDeprecated = false;

/** Inputs of `kit-editor` that the options map onto one to one. */
const INPUT_OPTIONS = [
  'height', 'minHeight', 'initialValue', 'previewStyle', 'initialEditType', 'language', 'useCommandShortcut',
  'useDefaultHTMLSanitizer', 'codeBlockLanguages', 'usageStatistics', 'toolbarItems', 'hideModeSwitch', 'exts',
  'customConvertor', 'placeholder', 'previewDelayTime',
] as const satisfies readonly (keyof KitEditorOptions)[];

/**
 * The TOAST UI Editor 1.x-compatible class for pages without Angular code:
 * `const editor = new KitEditor({ el, initialValue: '# Hi', previewStyle: 'vertical' })`.
 * It hosts a `kit-editor` in `el` inside the page's shared kit application (`await ready` first;
 * kit.js does it). Everything is synchronous: when the constructor returns the editor is rendered,
 * `load` has fired and every getter answers.
 */
export class KitEditor {
  private readonly mounted: MountedComponent<KitEditorComponent>;
  private minHeightValue: string | number;

  /** Every live editor, in creation order. */
  static getInstances(): KitEditor[] {
    return [...instances];
  }

  /** Creates an editor (the viewer follows with the viewer issue). */
  static factory(options: KitEditorOptions & { viewer?: boolean }): KitEditor {
    return new KitEditor(options);
  }

  /** Always false for the editor. */
  static readonly isViewer = false;

  /**
   * @throws Error naming the bad option and value; nothing is drawn then.
   */
  constructor(options: KitEditorOptions) {
    const checked = checkEditorOptions(options);
    const el = checked.el;
    const inputs: Record<string, unknown> = {};
    for (const name of INPUT_OPTIONS) {
      if (checked[name] !== undefined) inputs[name] = checked[name];
    }
    // Without an initial value, the container's own HTML becomes the content (as the original).
    const capturedHtml = checked.initialValue ? '' : el.innerHTML.trim();
    // As height(): a number reads back as 'Npx', and a height other than 'auto' is also the minimum height.
    // A height other than 'auto' is also the min-height (as the original), including the default.
    this.minHeightValue = checked.height === 'auto' ? checked.minHeight ?? '200px' : checked.height ?? '300px';
    this.mounted = new MountedComponent(sharedApplication('KitEditor'), KitEditorComponent, el, inputs, 'KitEditor', (ref) => {
      const service = ref.instance.service;
      service.owner = this;
      for (const [name, handler] of handlerEntries('events', checked.events)) service.bus.on(name, handler as never);
      for (const [name, handler] of handlerEntries('hooks', checked.hooks)) service.addHook(name, handler);
    });
    if (capturedHtml) {
      this.service.setHtml(capturedHtml, false);
      this.mounted.detectChanges();
    }
    instances.push(this);
  }

  // ---- events and hooks ----

  /** Binds a handler; unknown names throw, naming the valid ones. */
  on<K extends keyof KitEditorEvents>(type: K, handler: KitEventHandler<KitEditorEvents<KitEditor>[K]>): void {
    this.service.bus.on(type, handler as never);
  }

  /** Unbinds the handlers you added for `type` (never the editor's own wiring). */
  off(type: keyof KitEditorEvents): void {
    this.service.bus.off(type);
  }

  /** Replaces every handler of `type` with `handler` (e.g. `addImageBlobHook`, `previewBeforeHook`). */
  addHook(type: keyof KitEditorEvents, handler: (...args: never[]) => unknown): void {
    this.service.addHook(type, handler);
  }

  /** Removes the handlers of a hook. */
  removeHook(type: keyof KitEditorEvents): void {
    this.service.bus.off(type);
  }

  // ---- content ----

  /** The content as markdown. */
  getMarkdown(): string {
    return this.service.getMarkdown();
  }

  /** The content as sanitized HTML; no side effects. */
  getHtml(): string {
    return this.service.getHtml();
  }

  /** Replaces the content with markdown (no `change` event). */
  setMarkdown(markdown: string, cursorToEnd = true): void {
    this.service.setMarkdown(markdown, cursorToEnd);
    this.mounted.detectChanges();
  }

  /** Replaces the content with HTML, sanitized first (no `change` event). */
  setHtml(html: string, cursorToEnd = true): void {
    this.service.setHtml(html, cursorToEnd);
    this.mounted.detectChanges();
  }

  /** @deprecated Use `getMarkdown()`. */
  getValue(): string {
    this.warnDeprecated('getValue', 'getMarkdown');
    return this.getMarkdown();
  }

  /** @deprecated Use `setMarkdown()`. */
  setValue(markdown: string, cursorToEnd = true): void {
    this.warnDeprecated('setValue', 'setMarkdown');
    this.setMarkdown(markdown, cursorToEnd);
  }

  /** Inserts plain text at the selection (a user edit: fires `change`). */
  insertText(text: string): void {
    this.service.currentView().insertText(checkContent('insertText(text)', text));
  }

  /** Empties the editor (no events). */
  reset(): void {
    this.service.reset();
    this.mounted.detectChanges();
  }

  // ---- modes ----

  /** Switches to `'markdown'` or `'wysiwyg'`, converting the content losslessly. */
  changeMode(mode: KitEditorMode, isWithoutFocus = false): void {
    this.service.changeMode(mode, isWithoutFocus);
    this.mounted.detectChanges();
  }

  /** Switches the preview between `'tab'` and `'vertical'`. */
  changePreviewStyle(style: KitPreviewStyle): void {
    this.service.changePreviewStyle(style);
    this.mounted.detectChanges();
  }

  /** The preview style. */
  getCurrentPreviewStyle(): KitPreviewStyle {
    return this.service.previewStyle();
  }

  /** True in markdown mode. */
  isMarkdownMode(): boolean {
    return this.service.mode() === 'markdown';
  }

  /** True in WYSIWYG mode. */
  isWysiwygMode(): boolean {
    return this.service.mode() === 'wysiwyg';
  }

  /** Always false. */
  isViewer(): boolean {
    return false;
  }

  /** The CodeMirror 6 `EditorView` of markdown mode. */
  getCodeMirror(): EditorView {
    return this.service.getMarkdownView().view;
  }

  /** The Quill instance of WYSIWYG mode (kit's rich-text engine). */
  getSquire(): QuillType {
    return this.service.getWysiwygView().quill;
  }

  /** The view adapter of the current mode. */
  getCurrentModeEditor(): KitEditorView {
    return this.service.currentView();
  }

  // ---- focus, selection, cursor, scroll ----

  /** Focuses the editing area. */
  focus(): void {
    this.service.currentView().focus();
  }

  /** Removes focus from the editing area. */
  blur(): void {
    this.service.currentView().blur();
  }

  /** Markdown: `{start:{line,ch}, end:{line,ch}}`; WYSIWYG: a DOM `Range`. */
  getRange(): KitMarkdownRange | Range {
    return this.service.getRange();
  }

  /**
   * A text object over `range` (default: the current range): read, expand, replace or delete a
   * span of the content in the current mode.
   */
  getTextObject(range?: KitMarkdownRange | Range): KitTextObject {
    const view = this.service.markdownOrWysiwyg();
    return createTextObject(view.textAccess(), range ?? view.getRange());
  }

  /**
   * Shows `node` at the end of `selection` (a markdown range or a DOM Range): on its line with
   * `style` `'over'`, below it with `'bottom'`; `offset` moves it by characters (WYSIWYG).
   * The node is positioned absolutely in the editor and removed with the editor.
   */
  addWidget(selection: KitMarkdownRange | Range, node: Node, style: 'over' | 'bottom' | string, offset?: number): void {
    const element = node as HTMLElement;
    const view = this.service.markdownOrWysiwyg();
    const at =
      view.mode === 'markdown'
        ? view.widgetPosition(selection as KitMarkdownRange, style)
        : view.widgetPosition(selection as Range, style, offset ?? 0);
    if (!at) return;
    const host = this.mounted.host;
    const box = host.getBoundingClientRect();
    element.style.position = 'absolute';
    element.style.left = `${at.left - box.left + host.scrollLeft}px`;
    element.style.top = `${at.top - box.top + host.scrollTop}px`;
    element.style.zIndex = '10';
    element.classList?.add('kit-editor-widget');
    host.appendChild(element);
  }

  /** The selected text, or ''. */
  getSelectedText(): string {
    return this.service.currentView().getSelectedText();
  }

  /** Cursor to the end of the content. */
  moveCursorToEnd(): void {
    this.service.currentView().moveCursorToEnd();
  }

  /** Cursor to the start of the content. */
  moveCursorToStart(): void {
    this.service.currentView().moveCursorToStart();
  }

  /** Scrolls the editing area when given a number (0 included); returns the scroll top. */
  scrollTop(value?: number): number {
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
      throw new TypeError(`scrollTop(value) expects a number, got ${describe(value)}.`);
    }
    return this.service.currentView().scrollTop(value);
  }

  // ---- size, visibility, placeholder ----

  /** Sets the height (`'auto'`, `'400px'`, a number of px) and returns it; no argument reads it. */
  height(height?: string | number): string | number {
    if (height !== undefined && height !== null) {
      const css = toCssSize('height', height);
      this.service.setHeight(css);
      if (height !== 'auto') this.minHeightValue = height;
      this.mounted.detectChanges();
    }
    return this.service.height(); // the CSS value: height(400) returns '400px', as the original
  }

  /** Sets or reads the minimum height (as given: a number stays a number, as the original). */
  minHeight(minHeight?: string | number): string | number {
    if (minHeight !== undefined && minHeight !== null) {
      this.service.setMinHeight(toCssSize('minHeight', minHeight));
      this.minHeightValue = minHeight;
      this.mounted.detectChanges();
    }
    return this.minHeightValue;
  }

  /** Hides the editor (`hide` event). */
  hide(): void {
    this.service.setVisible(false);
    this.mounted.detectChanges();
  }

  /** Shows the editor (`show` event). */
  show(): void {
    this.service.setVisible(true);
    this.mounted.detectChanges();
  }

  /** Sets the placeholder of both modes. */
  setPlaceholder(placeholder: string): void {
    this.service.setPlaceholder(checkContent('setPlaceholder(placeholder)', placeholder));
  }

  /**
   * Runs a command of the current mode (`exec('Bold')`) and returns its result.
   * @throws Error naming the unknown command and the valid ones.
   */
  exec(name: string, ...args: unknown[]): unknown {
    const result = this.service.exec(name, args);
    this.mounted.detectChanges();
    return result;
  }

  /** Emits `afterAddedCommand` (Part C item 9). */
  afterAddedCommand(): void {
    this.service.emit('afterAddedCommand', this);
  }

  /**
   * Removes the editor: emits `removeEditor`, releases every listener, view and timer, and puts the
   * container back as it was (children, attributes, inline styles). Later calls throw.
   */
  remove(): void {
    const service = this.service;
    this.mounted.destroy(); // runs ngOnDestroy: removeEditor, then the views are destroyed
    service.bus.off();
    const index = instances.indexOf(this);
    if (index >= 0) instances.splice(index, 1);
  }

  private get service() {
    if (this.mounted.isDestroyed) {
      throw new Error('This KitEditor was removed; create a new one.');
    }
    return this.mounted.ref.instance.service;
  }

  private warnDeprecated(method: string, replacement: string): void {
    if (!warnedDeprecated) {
      warnedDeprecated = true;
      console.warn(`KitEditor.${method}() is deprecated; use ${replacement}().`);
    }
  }
}
