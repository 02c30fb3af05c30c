import { Injectable, computed, inject, signal } from '@angular/core';
import { describeValue } from 'kit-ui/core';
import { WwTableManager } from '../commands/ww-table-manager';
import { wysiwygEngine } from '../wysiwyg/quill-loader';
import { EditorService } from '../editor.service';
import { eventManagerOf } from '../editor-event-manager';
import { kitI18n } from '../i18n/i18n';
import { KIT_BUILT_IN_LANGUAGES } from '../i18n/langs';
import type { KitOpenPopup, KitPopupKind } from '../popups/popup-types';
import type { EditorState } from '@codemirror/state';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { KitToolbar } from '../toolbar/toolbar';
import { KitToolbarButton } from '../toolbar/toolbar-item';
import { KIT_DEFAULT_TOOLBAR_ITEMS } from '../toolbar/toolbar-items';
import { KitEditorUI } from './editor-ui';
import { KitModeSwitch } from './mode-switch';
import { KitWysiwygCodeBlockUi } from './wysiwyg-code-block';
import { KIT_CLOSE_ALL_POPUPS_EVENT, KIT_POPUP_EVENTS, eventOfPopup, popupOfEvent } from './popup-events';

let nextId = 0;

/**
 * The state of one editor's chrome: language, toolbar, mode switch and the open popup. Kept apart
 * from `EditorService` (the document and its views) so each stays one concern; the toolbar and
 * popups read it, and it runs commands through the editor service.
 */
@Injectable()
export class EditorUiState {
  /** The editor this UI belongs to. */
  readonly editor = inject(EditorService);
  private readonly i18n = kitI18n();
  private readonly languageState = signal('en_US');
  private readonly popupState = signal<KitOpenPopup | null>(null);
  private readonly toolbarState = signal(new KitToolbar(KIT_DEFAULT_TOOLBAR_ITEMS));
  private readonly codeBlockLanguagesState = signal<readonly string[] | null>(null);
  private uiObject: KitEditorUI | undefined;
  private rootElement: HTMLElement | undefined;

  /** The UI language code. */
  readonly language = this.languageState.asReadonly();
  /** The UI language as a `lang` attribute reads it (`de-DE` for `de_DE`), so screen readers speak it in its voice. */
  readonly lang = computed(() => {
    // A built-in short code names its language by the long one (`zhtw` is no language tag; `zh_TW` is).
    const code = this.languageState();
    const builtIn = KIT_BUILT_IN_LANGUAGES.find((language) => (language.codes as readonly string[]).includes(code));
    return (builtIn ? builtIn.codes.at(-1)! : code).replace('_', '-');
  });
  /** `'rtl'` for right-to-left languages, else null (inherit). */
  readonly dir = computed(() => (this.i18n.isRtl(this.languageState()) ? 'rtl' : null));
  /** The open popup, if any (one at a time). */
  readonly popup = this.popupState.asReadonly();
  /** The toolbar the editor draws. */
  readonly toolbar = this.toolbarState.asReadonly();
  /** The Markdown/WYSIWYG switch. */
  readonly modeSwitch = new KitModeSwitch(true);
  /** The WYSIWYG code-block language button and picker's view of the editor. */
  readonly codeBlocks = new KitWysiwygCodeBlockUi(this.editor);
  /** The languages offered for code blocks (`codeBlockLanguages`, default: the highlighter's). */
  readonly codeBlockLanguages = computed(() => this.codeBlockLanguagesState() ?? this.codeBlocks.supportedLanguages());

  constructor() {
    // A right-click opens the menu where the pointer is; the context-menu key, at the cursor.
    this.editor.on$('openPopupTableUtils').subscribe((event) => this.openTableMenu(event.button === 2 ? { x: event.clientX, y: event.clientY } : undefined));
    // 1.x's popup events are event types an app can listen to (`on`, `eventManager.listen`).
    for (const name of [...Object.keys(KIT_POPUP_EVENTS), KIT_CLOSE_ALL_POPUPS_EVENT]) this.editor.bus.addEventType(name);
  }

  /**
   * The text of an i18n key in this editor's language (English when missing, and while a built-in
   * language's strings are still loading).
   */
  t(key: string): string {
    this.i18n.version(); // re-read when an app adds or overrides a language, or its strings finish loading
    return this.i18n.get(key, this.languageState());
  }

  /**
   * Sets the UI language. A built-in language other than English starts loading at once (its own
   * chunk); the UI shows English until it arrives and re-renders through `i18n.version` then. A
   * failed load is logged and leaves English: it never reaches the editor as an error.
   * @throws Error naming the unknown code and the available ones (synchronously: every built-in
   * code is known before its strings load).
   */
  setLanguage(code: unknown): void {
    const checked = this.i18n.checkCode(code);
    this.languageState.set(checked);
    this.i18n.preload(checked);
  }

  /** Replaces the toolbar items (`toolbarItems`); unknown names throw before anything changes. */
  setToolbarItems(items: readonly unknown[] | null | undefined): void {
    this.toolbarState().setItems(items ?? KIT_DEFAULT_TOOLBAR_ITEMS);
  }

  /** Draws another toolbar (`getUI().setToolbar`). */
  setToolbar(toolbar: KitToolbar): void {
    this.toolbarState.set(toolbar);
  }

  /** Sets the code-block languages (null: the highlighter's list). */
  setCodeBlockLanguages(languages: readonly string[] | null | undefined): void {
    if (languages != null && (!Array.isArray(languages) || languages.some((l) => typeof l !== 'string'))) {
      throw new TypeError(`Editor option "codeBlockLanguages" must be an array of strings, got ${describeValue(languages)}.`);
    }
    this.codeBlockLanguagesState.set(languages ?? null);
  }

  /** The UI object (`getUI()`), created on first use. */
  ui(): KitEditorUI {
    if (!this.rootElement) throw new Error('The editor is not rendered yet (or runs on the server).');
    return (this.uiObject ??= new KitEditorUI({
      element: this.rootElement,
      toolbar: () => this.toolbarState(),
      setToolbar: (toolbar) => this.setToolbar(toolbar),
      modeSwitch: this.modeSwitch,
      t: (key) => this.t(key),
      setVisible: (visible) => this.editor.setVisible(visible),
      tableMenu: {
        show: (point) => this.openTableMenu(point),
        hide: () => this.popupState()?.kind === 'tableUtils' && this.closePopup(),
        isShow: () => this.popupState()?.kind === 'tableUtils',
      },
    }));
  }

  /** Replaces the UI object (`setUI`). */
  setUi(ui: KitEditorUI): void {
    if (typeof ui !== 'object' || ui === null) throw new TypeError(`setUI(ui) expects a UI object, got ${describeValue(ui)}.`);
    this.uiObject = ui;
  }

  /** Gives the UI its root element (the component's host). */
  attach(root: HTMLElement): void {
    this.rootElement = root;
  }

  /** Closes the popup and removes popups made with `createPopup`. */
  destroy(): void {
    this.popupState.set(null);
    this.uiObject?.remove();
  }

  /** A unique id prefix for labels inside popups. */
  uid(prefix: string): string {
    return `kit-${prefix}-${++nextId}`;
  }

  // ---- toolbar ----

  /** Runs a toolbar button: its command, its event, or its popup. */
  runToolbarButton(button: KitToolbarButton, anchor: HTMLElement | null): void {
    const { command, event } = button.spec;
    const popup = button.spec.popup ?? popupOfEvent(event);
    if (command) {
      this.closePopup(false);
      this.editor.exec(command, []);
      this.editor.focusCurrentView();
    } else if (popup) {
      this.togglePopup(popup, anchor);
      // As 1.x's buttons, tell the app's handlers the popup opened. Straight to them (not through
      // `eventManager.emit`, which opens popups), so the popup opens once, below this button.
      const opened = eventOfPopup(popup);
      if (opened && this.popupState()?.kind === popup) this.editor.fireCustomEvent(opened);
    } else if (event) {
      this.closePopup(false);
      this.editor.fireCustomEvent(event);
    }
  }

  /**
   * Whether only the preview shows (markdown mode, `tab` style, the Preview tab): the toolbar's
   * buttons are off then, as in the original, whatever their own state (which an app may have set
   * and which the Write tab must not undo).
   */
  readonly previewOnly = computed(() => this.editor.mode() === 'markdown' && this.editor.previewStyle() === 'tab' && this.editor.previewTab() === 'preview');
  /**
   * Whether the cursor is in a WYSIWYG code block, where a link or an image cannot go (code holds
   * no formatting): their buttons are off there, instead of a popup whose input would be dropped.
   */
  readonly inWysiwygCode = computed(() => {
    this.editor.selectionTick();
    if (this.editor.mode() !== 'wysiwyg') return false;
    if (this.editor.formatState().codeBlock) return true;
    // A selection from a paragraph into a code block (or out of one) touches code too: Quill's
    // combined formats of the range leave code-block out, and the insertion would go into the code.
    // (Its last known range: getSelection() may emit selection-change, a signal write in a computed.)
    const quill = this.editor.hasWysiwygView ? this.editor.getWysiwygView().quill : null;
    const range = quill?.selection.lastRange;
    return !!range?.length && quill!.getLines(range.index, range.length).some((line) => line.statics.blotName === 'code-block');
  });

  // ---- popups ----

  /**
   * What the editor's own popups do on an event an app or extension emits with
   * `eventManager.emit`, as 1.x's popups listened to them: a popup event opens its popup (kept
   * open when it already is) below the toolbar button that opens it, or below the toolbar without
   * one; `closeAllPopup` closes it and the popups made with `createPopup`. Other names do nothing.
   * A popup event first emits `closeAllPopup` to the app's handlers (see `closeOtherPopups`).
   */
  runEmittedEvent(name: string): void {
    if (name === KIT_CLOSE_ALL_POPUPS_EVENT) {
      this.closePopup(false);
      this.uiObject?.hidePopups();
      return;
    }
    const kind = popupOfEvent(name);
    if (!kind) return;
    // 1.x's popup emitted `closeAllPopup` on its event even when it was open already (then showed again).
    if (this.popupState()?.kind === kind) this.closeOtherPopups();
    else this.openPopup(kind, this.toolbarAnchor(kind, name));
  }

  /** The drawn toolbar button that opens popup `kind` (or emits `event`), else the toolbar, else null. */
  private toolbarAnchor(kind: KitPopupKind, event: string): HTMLElement | null {
    const toolbar = this.rootElement?.querySelector<HTMLElement>('kit-editor-toolbar') ?? null;
    const item = this.toolbarState()
      .getItems()
      .find((each) => each instanceof KitToolbarButton && (each.spec.popup === kind || each.spec.event === event));
    const button = item && toolbar?.querySelector<HTMLElement>(`[data-kit-toolbar-button][data-name="${CSS.escape(item.getName())}"]`);
    return button ?? toolbar;
  }

  /** Opens a popup (closing any other); `point` places it there instead of below `anchor`. */
  openPopup(kind: KitPopupKind, anchor: HTMLElement | null = null, point?: { x: number; y: number }): void {
    this.closeOtherPopups();
    this.popupState.set({ kind, anchor, point });
  }

  /**
   * Before a popup opens: hides the popups made with `createPopup` and emits `closeAllPopup` (no
   * arguments) to the app's handlers, as each of 1.x's popups did before showing itself, so an
   * app's own popups that close on it close. Straight to the handlers, not through
   * `eventManager.emit`, which would close the popup being opened.
   */
  private closeOtherPopups(): void {
    this.uiObject?.hidePopups();
    eventManagerOf(this.editor.bus).emit(KIT_CLOSE_ALL_POPUPS_EVENT);
  }

  /**
   * Opens the table menu at `point` (client coordinates; default: at the cursor) when the WYSIWYG
   * cursor is in a table; returns whether it opened.
   */
  openTableMenu(point?: { x: number; y: number }): boolean {
    if (!this.tableCellAtCursor()) return false;
    this.openPopup('tableUtils', null, point ?? this.wysiwygCursorPoint());
    return true;
  }

  /** Just below the WYSIWYG cursor, in client coordinates. */
  private wysiwygCursorPoint(): { x: number; y: number } | undefined {
    const quill = this.editor.getWysiwygView().quill;
    const range = quill.getSelection();
    const bounds = range && quill.getBounds(range.index);
    if (!bounds) return undefined;
    const box = quill.container.getBoundingClientRect();
    return { x: box.left + bounds.left, y: box.top + bounds.bottom };
  }

  /** The row and column of the WYSIWYG table cell at the cursor, or null outside a table. */
  tableCellAtCursor(): { row: number; col: number } | null {
    if (this.editor.mode() !== 'wysiwyg' || !this.editor.hasWysiwygView) return null;
    const info = new WwTableManager(this.editor.getWysiwygView()).getTableInfo();
    return info ? { row: info.row, col: info.col } : null;
  }

  /**
   * Whether the table extension's `MergeCells` / `UnmergeCells` would change the WYSIWYG table at
   * the selection (the table menu shows them only then, as the original's).
   */
  tableSpanCommandApplies(name: 'MergeCells' | 'UnmergeCells'): boolean {
    if (this.editor.mode() !== 'wysiwyg' || !this.editor.hasWysiwygView || !this.editor.commands.has('wysiwyg', name)) return false;
    const spans = wysiwygEngine().tableSpans; // a WYSIWYG view exists, so its code has loaded
    const selection = spans.spanSelectionOf(this.editor.getWysiwygView().quill);
    return name === 'MergeCells' ? spans.canMergeCells(selection) : spans.canUnmergeCells(selection);
  }

  /** Opens the popup, or closes it when it is the one open. */
  togglePopup(kind: KitPopupKind, anchor: HTMLElement | null = null): void {
    if (this.popupState()?.kind === kind) this.closePopup();
    else this.openPopup(kind, anchor);
  }

  /** Closes the open popup; focus goes back to the editor unless `returnFocus` is false. */
  closePopup(returnFocus = true): void {
    if (!this.popupState()) return;
    this.popupState.set(null);
    if (returnFocus) this.editor.focusCurrentView();
  }

  /** Runs a command chosen in a popup, closes it and returns focus to the editor. */
  runPopupCommand(name: string, ...args: unknown[]): void {
    this.popupState.set(null);
    this.editor.focusCurrentView();
    this.editor.exec(name, args);
  }

  /**
   * The selected text, to prefill the link popup. A selection over several lines is given as one
   * line (its line breaks as spaces): a text field shows no line breaks (WYSIWYG's blocks ran
   * together, `onepara two`), and the markdown link written with them was none
   * (`[para one\n\npara two](u)`: brackets as text in two paragraphs).
   */
  selectedTextForPopup(): string {
    if (!this.editor.attached) return '';
    const markdown = this.severalMarkdownRanges();
    // Of several ranges the main one, or the first holding text: the field holds one text (see
    // `severalMarkdownRanges`; an empty field, required, left no way to keep each range's own).
    const shown = markdown && (markdown.selection.main.empty ? markdown.selection.ranges.find((range) => !range.empty) : markdown.selection.main);
    const text = markdown ? (shown ? markdown.sliceDoc(shown.from, shown.to) : '') : this.editor.viewControls().getSelectedText();
    return text.replace(/[ \t]*(?:\r?\n[ \t]*)+/g, ' ');
  }

  /**
   * The markdown text's state when it has several selection ranges (Ctrl+click adds one), else
   * null. A link made from the popup then keeps each range's own text unless the text field was
   * changed: the field shows the main range's, and written into every range it replaced the others.
   */
  severalMarkdownRanges(): EditorState | null {
    if (!this.editor.attached) return null;
    const view = this.editor.currentView();
    const state = view.mode === 'markdown' ? (view as KitMarkdownView).view.state : null;
    return state && state.selection.ranges.length > 1 ? state : null;
  }

  /** The language of the WYSIWYG code block at the cursor, or ''. */
  codeBlockLanguageAtCursor(): string {
    return this.codeBlocks.languageAtCursor();
  }

  /** Sets the language of the WYSIWYG code block at the cursor, then closes the picker. */
  setCodeBlockLanguage(language: string): void {
    this.popupState.set(null);
    this.codeBlocks.setLanguage(language);
    this.editor.focusCurrentView();
  }

  /** Runs the image hook for a file chosen in the image popup. */
  runImageBlobHook(file: File, source: 'ui', description: string): void {
    this.editor.runImageBlobHook(file, source, description);
  }

  /** The shortcut label of command `name` on this platform, or ''. */
  shortcutLabel(name: string): string {
    return this.editor.commands.shortcutLabel(name);
  }

  /** The format at the cursor, for pressed buttons. */
  formatState() {
    return this.editor.formatState();
  }

  /** Whether the editor is read-only (buttons disabled). */
  readOnly(): boolean {
    return this.editor.readOnly();
  }

  /** The object handed to toolbar templates as `$implicit`. */
  get owner(): unknown {
    return this.editor.owner;
  }
}
