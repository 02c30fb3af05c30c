import type { EditorView } from '@codemirror/view';
import type QuillType from 'quill';
import { KitEventHandler, KitNamespacedEvent, describeValue } from 'kit-ui/core';
import type { KitCommand, KitCommandContextOf, KitCommandProps, KitCommandTypeName } from './commands/command';
import type { CommandManager } from './commands/command-manager';
import type { KitEditorEvents } from './editor-events';
import { KitEventManager, eventManagerOf } from './editor-event-manager';
import { checkContent, toCssSize } from './editor-options';
import type { KitEditorMode, KitMarkdownRange, KitPreviewStyle } from './editor-types';
import type { KitEditorView } from './editor-view';
import { KitTextObject, createTextObject } from './editor-text-object';
import type { EditorService } from './editor.service';
import { KitI18n, kitI18n } from './i18n/i18n';
import type { EditorUiState } from './ui/editor-ui-state';
import type { KitEditorUI } from './ui/editor-ui';

let warnedDeprecated = false;

/** What the editor API works on: one rendered `kit-editor`. */
export interface KitEditorApiHost {
  /** The editor's document, mode and views. */
  readonly service: EditorService;
  /** The editor's toolbar, popups and language. */
  readonly ui: EditorUiState;
  /** The `kit-editor` element. */
  readonly element: HTMLElement;
  /** Brings the DOM up to date now (the API is synchronous). */
  detectChanges(): void;
  /** Whether the editor was removed. */
  readonly destroyed: boolean;
}

/**
 * The TOAST UI Editor 1.x instance API over one rendered editor. `KitEditor` (the plain class) is
 * this API plus a constructor that renders into `el`; Angular users get the same object as
 * `KitEditorComponent.editor`, and extensions receive it.
 */
export class KitEditorApi {
  private host: KitEditorApiHost | undefined;
  /** As given to `minHeight()` (a number stays a number, as the original). */
  protected minHeightValue: string | number | undefined;

  /** Binds the API to a rendered editor (kit calls it; apps never need to). */
  bindHost(host: KitEditorApiHost): void {
    this.host = host;
  }

  /** The bound editor. */
  protected boundHost(): KitEditorApiHost {
    if (!this.host) throw new Error('The editor is not rendered yet (or runs on the server).');
    if (this.host.destroyed) throw new Error('This editor was removed; create a new one.');
    return this.host;
  }

  /** The editor's state service. */
  protected get service(): EditorService {
    return this.boundHost().service;
  }

  /** Brings the DOM up to date now. */
  protected detectChanges(): void {
    this.host?.detectChanges();
  }

  /** The shared UI strings (the same object as `KitEditor.i18n`). */
  get i18n(): KitI18n {
    return kitI18n();
  }

  /** This editor's command manager (`addCommand`, `exec`). */
  get commandManager(): CommandManager {
    return this.service.commands;
  }

  /**
   * TOAST UI 1.x's event manager for custom toolbar buttons and extensions: `addEventType`,
   * `listen`, `emit`, `emitReduce`, `removeEventHandler`. `emit` of 1.x's popup events
   * (`openPopupAddLink`, ..., `closeAllPopup`) opens or closes the editor's popups, as in 1.x.
   */
  get eventManager(): KitEventManager {
    const ui = this.boundHost().ui;
    return eventManagerOf(this.service.bus, (name) => ui.runEmittedEvent(name));
  }

  /** The editor's state service (document, mode, views, preview): for extensions and advanced use. */
  getService(): EditorService {
    return this.service;
  }

  /** The editor's UI language code. */
  getLanguage(): string {
    return this.boundHost().ui.language();
  }

  // ---- events and hooks ----

  /**
   * Binds a handler to `type`, or to `'type.namespace'` so that `off('type.namespace')` or
   * `off('.namespace')` can later remove just your handlers. Unknown names throw, naming the valid ones.
   */
  on<K extends keyof KitEditorEvents>(type: KitNamespacedEvent<K>, handler: KitEventHandler<KitEditorEvents<KitEditorApi>[K]>): void {
    this.service.bus.on(type, handler as never);
  }

  /**
   * Unbinds the handlers you added for `type`, for `'type.namespace'`, or for `'.namespace'` on
   * every type (never the editor's own wiring).
   */
  off(type: KitNamespacedEvent<keyof KitEditorEvents> | `.${string}`): void {
    // The bus reads no type as "every handler": here that would silently drop the hooks too.
    if (typeof type !== 'string' || type === '.' || type.endsWith('.')) {
      throw new Error(`Unknown editor event ${describeValue(type)}: off(type) needs an event name, 'type.namespace' or '.namespace'.`);
    }
    this.service.bus.off(type);
  }

  /** Replaces every handler of `type` with `handler` (e.g. `addImageBlobHook`, `previewBeforeHook`). */
  addHook(type: keyof KitEditorEvents, handler: (...args: never[]) => unknown): void {
    this.service.addHook(type, handler);
  }

  /** Removes the handlers of a hook. */
  removeHook(type: keyof KitEditorEvents): void {
    this.service.removeHook(type); // the built-in image hook too: nothing is inserted afterwards
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
    this.detectChanges();
  }

  /** Replaces the content with HTML, sanitized first (no `change` event). */
  setHtml(html: string, cursorToEnd = true): void {
    this.service.setHtml(html, cursorToEnd);
    this.detectChanges();
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
    this.service.viewControls().insertText(checkContent('insertText(text)', text));
  }

  /** Empties the editor (no events). */
  reset(): void {
    this.service.reset();
    this.detectChanges();
  }

  // ---- modes ----

  /** Switches to `'markdown'` or `'wysiwyg'`, converting the content losslessly. */
  changeMode(mode: KitEditorMode, isWithoutFocus = false): void {
    this.service.changeMode(mode, isWithoutFocus);
    this.detectChanges();
  }

  /** Switches the preview between `'tab'` and `'vertical'`. */
  changePreviewStyle(style: KitPreviewStyle): void {
    this.service.changePreviewStyle(style);
    this.detectChanges();
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
    this.service.viewControls().focus();
  }

  /** Removes focus from the editing area. */
  blur(): void {
    this.service.viewControls().blur();
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
    return createTextObject(view.textAccess(), range ?? view.getRange(), view.mode);
  }

  /**
   * Shows `node` at the end of `selection` (a markdown range or a DOM Range): on its line with
   * `style` `'over'`, below it with `'bottom'`; `offset` moves it by characters (WYSIWYG).
   * The node is positioned absolutely in the current mode's view: it scrolls with the content, is
   * hidden while the other mode is shown, and is removed with the editor.
   */
  addWidget(selection: KitMarkdownRange | Range, node: Node, style: 'over' | 'bottom' | string, offset?: number): void {
    if (typeof selection !== 'object' || selection === null) throw new TypeError(`addWidget(selection) expects a markdown range or a DOM Range, got ${describeValue(selection)}.`);
    if (typeof node !== 'object' || node === null || (node as Node).nodeType !== 1) throw new TypeError(`addWidget(selection, node) expects an element, got ${describeValue(node)}.`);
    const element = node as HTMLElement;
    const view = this.service.markdownOrWysiwyg();
    const at =
      view.mode === 'markdown'
        ? view.widgetPosition(selection as KitMarkdownRange, style)
        : view.widgetPosition(selection as Range, style, offset ?? 0);
    if (!at) return;
    const layer = view.widgetLayer();
    const box = layer.element.getBoundingClientRect();
    element.style.position = 'absolute';
    element.style.left = `${at.left - box.left + layer.element.scrollLeft}px`;
    element.style.top = `${at.top - box.top + layer.scrollTop}px`;
    element.style.zIndex = '10';
    element.classList?.add('kit-editor-widget');
    layer.element.appendChild(element);
    if (view.mode === 'wysiwyg') view.followScroll(); // placed in content coordinates: shift by the scroll
  }

  /** The selected text, or ''. */
  getSelectedText(): string {
    return this.service.viewControls().getSelectedText();
  }

  /** Cursor to the end of the content. */
  moveCursorToEnd(): void {
    this.service.viewControls().moveCursorToEnd();
  }

  /** Cursor to the start of the content. */
  moveCursorToStart(): void {
    this.service.viewControls().moveCursorToStart();
  }

  /** Scrolls the editing area when given a number (0 included); returns the scroll top. */
  scrollTop(value?: number): number {
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
      throw new TypeError(`scrollTop(value) expects a number, got ${describeValue(value)}.`);
    }
    return this.service.viewControls().scrollTop(value);
  }

  // ---- size, visibility, placeholder ----

  /** Sets the height (`'auto'`, `'400px'`, a number of px) and returns it; no argument reads it. */
  height(height?: string | number): string | number {
    if (height !== undefined && height !== null) {
      const css = toCssSize('height', height);
      this.service.setHeight(css);
      if (height !== 'auto') this.minHeightValue = height;
      this.detectChanges();
    }
    return this.service.height(); // the CSS value: height(400) returns '400px', as the original
  }

  /** Sets or reads the minimum height (as given: a number stays a number, as the original). */
  minHeight(minHeight?: string | number): string | number {
    if (minHeight !== undefined && minHeight !== null) {
      this.service.setMinHeight(toCssSize('minHeight', minHeight));
      this.minHeightValue = minHeight;
      this.detectChanges();
    }
    return this.minHeightValue ?? this.service.minHeight();
  }

  /** Hides the editor (`hide` event). */
  hide(): void {
    this.service.setVisible(false);
    this.detectChanges();
  }

  /** Shows the editor (`show` event). */
  show(): void {
    this.service.setVisible(true);
    this.detectChanges();
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
    this.detectChanges();
    return result;
  }

  /**
   * Adds (or replaces) a command, as TOAST UI 1.x's `editor.addCommand`, which its extensions
   * call: `addCommand('markdown' | 'wysiwyg' | 'global', {name, keyMap?, exec})` or
   * `addCommand(CommandManager.command(type, props))`. Returns the stored command.
   */
  addCommand<T extends KitCommandTypeName>(type: T, props: KitCommandProps<KitCommandContextOf<T>>): KitCommand<KitCommandContextOf<T>>;
  /** Adds a command made with `CommandManager.command(type, props)`, or with a context typed by the caller. */
  addCommand<C>(commandOrType: KitCommand<C> | KitCommandTypeName, props?: KitCommandProps<C>): KitCommand<C>;
  addCommand<C>(commandOrType: KitCommand<C> | KitCommandTypeName, props?: KitCommandProps<C>): KitCommand<C> {
    const commands = this.commandManager;
    return typeof commandOrType === 'string' ? commands.addCommand(commandOrType, props as KitCommandProps<C>) : commands.addCommand(commandOrType);
  }

  /** The UI object: toolbar, mode switch, `createPopup`. */
  getUI(): KitEditorUI {
    return this.boundHost().ui.ui();
  }

  /** Replaces the UI object `getUI()` returns. */
  setUI(ui: KitEditorUI): void {
    this.boundHost().ui.setUi(ui);
  }

  /** Emits `afterAddedCommand` (Part C item 9). */
  afterAddedCommand(): void {
    this.service.emit('afterAddedCommand', this);
  }

  private warnDeprecated(method: string, replacement: string): void {
    if (!warnedDeprecated) {
      warnedDeprecated = true;
      console.warn(`KitEditor.${method}() is deprecated; use ${replacement}().`);
    }
  }

  /**
   * Removes the editor. An editor in an Angular template is removed with the template (`@if`);
   * `KitEditor` overrides this to take itself out of its container.
   */
  remove(): void {
    throw new Error('This editor belongs to an Angular template: remove the <kit-editor> element (for example with @if) instead.');
  }
}
