import { addKitTableTab } from './wysiwyg-keys';
import type QuillType from 'quill';
import type { Delta as DeltaType } from 'quill';
import type { KitFormatState } from '../editor-types';
import type { KitEditorView, KitEditorViewEvents } from '../editor-view';
import type { KitTextAccess } from '../editor-text-object';
import type { QuillClass } from './quill-loader';
import type { KitHtmlBlock } from '../convertor/editor-convertor';
import { KitMarkdownPaste } from './wysiwyg-markdown-paste';
import { looseItemsFromQuill } from './wysiwyg-lists';
import { stopKitLineMarks } from './wysiwyg-line-marks';
import { tablesFromQuill, tablesToQuill } from './wysiwyg-tables';
import { hasTableSpans } from './wysiwyg-table-spans';
import { imageFileOf } from '../paste/clipboard-table';
import { handImageOver, kitWysiwygPaste } from '../paste/wysiwyg-paste';
import { serialiseOps } from './delta-slices';
import { KitAddedBlocks, KitWysiwygBlockLoader, deltaClassOf } from './wysiwyg-block-loader';
import { isMacPlatform } from '../commands/platform';
import { convertKitHtml, quillSpacesOf } from './wysiwyg-nbsp';
import { endsWithLineAfterTable, kitMousedown } from './wysiwyg-clicks';
import { kitBeforeComposingOverSelection, kitComposingMark } from './wysiwyg-composition';
import { kitBeforePasteOverCells, kitBeforeTypingOverCells, kitCutOverCells } from './wysiwyg-cell-clearing';
import { kitAfterCut, kitBeforeTypingOverAll, kitBeforeTypingOverLink } from './wysiwyg-typing';
import { createKitQuill } from './wysiwyg-quill';
import { checkFormatAfterSilentMoves } from './wysiwyg-silent-moves';
import { kitLastLineCopy } from './wysiwyg-last-line-copy';
import { keepingView } from './wysiwyg-view-anchor';
import { runAsCommandStep } from './wysiwyg-command-history';

/**
 * The WYSIWYG view: a Quill 2 editor with no Quill toolbar (kit draws its own). It loads only
 * sanitized HTML, which Quill parses in an inert document (its clipboard module) into a Delta.
 */
export class KitWysiwygView implements KitEditorView {
  readonly mode = 'wysiwyg' as const;
  readonly element: HTMLElement;
  /** The Quill instance (`getSquire()`: our rich-text engine). */
  readonly quill: QuillType;
  private readonly listeners: [string, EventListener][] = [];
  private readonly captureListeners: [string, EventListener][] = [];
  /** Escape was the last key: the next Tab moves focus out instead of indenting. */
  private escaped = false;

  /** Markdown text pasted or selected becomes formatting (kit's quill-markdown-toolbar). */
  readonly markdownPaste: KitMarkdownPaste;
  private readonly blocks: KitWysiwygBlockLoader;

  constructor(
    Quill: QuillClass,
    parent: HTMLElement,
    private readonly events: KitEditorViewEvents,
    toBlocks: (markdown: string) => KitHtmlBlock[] | null = () => null,
    /** Whether the editor can colour text: then a pasted colour span may keep its colour. */
    textColors: () => boolean = () => false,
  ) {
    this.element = parent;
    this.quill = createKitQuill(Quill, parent);
    addKitTableTab(this.quill, () => this.events.command('AddRow'));
    this.blocks = new KitWysiwygBlockLoader(this.quill);
    this.markdownPaste = new KitMarkdownPaste(this.quill, this.blocks, toBlocks);
    this.quill.root.setAttribute('aria-label', 'WYSIWYG editor');
    this.quill.root.setAttribute('aria-multiline', 'true');
    this.quill.root.setAttribute('role', 'textbox');
    this.quill.on('text-change', (_delta, _old, source) => {
      if (source === 'user') this.events.change();
    });
    checkFormatAfterSilentMoves(this.quill, () => this.events.selectionChange());
    this.quill.on('selection-change', () => this.events.selectionChange());
    // From the element's own focus and blur, not Quill's selection: Quill keeps a selection it set
    // while the editor was not focused, so the first click gave no focus event and the next blur
    // came alone.
    this.listen('focus', () => this.events.focus());
    this.listen('blur', () => {
      this.escaped = false; // Escape frees only the next Tab of the same visit
      this.events.blur();
    });
    this.listen('keydown', (e) => this.events.keydown(e as KeyboardEvent));
    // Ctrl+Y redoes, as in markdown mode (Quill binds it on Windows only); Mac keeps Cmd+Shift+Z.
    if (!isMacPlatform()) {
      this.quill.keyboard.addBinding({ key: 'y', shortKey: true }, () => {
        this.quill.history.redo();
        return false;
      });
    }
    // Capture on the container: kit's shortcuts and image/table paste run before Quill's own handlers.
    this.listenCapture('keydown', (e) => {
      const key = (e as KeyboardEvent).key;
      // Escape then Tab leaves the text (as in CodeMirror): otherwise Quill keeps Tab for indenting
      // and keyboard users are trapped (WCAG 2.1.2).
      if (key === 'Tab' && this.escaped) {
        this.escaped = false;
        e.stopPropagation();
        return;
      }
      this.escaped = key === 'Escape';
      if (this.beforeWholeDocument && reachesWholeDocument(e as KeyboardEvent)) this.beforeWholeDocument();
      if (this.events.shortcut(e as KeyboardEvent)) e.stopPropagation();
    });
    // Read-only, the text is no editing host: the browser's select all took the whole page (verify13).
    this.listen('keydown', (e) => {
      const key = e as KeyboardEvent;
      if (this.quill.isEnabled() || !(key.ctrlKey || key.metaKey) || key.altKey || key.shiftKey || key.key.toLowerCase() !== 'a') return;
      key.preventDefault();
      this.quill.root.ownerDocument.getSelection()?.selectAllChildren(this.quill.root);
    });
    // Every paste is announced, before anything of it is inserted (kit's paste handlers below and
    // Quill's stop the event once they have handled it).
    this.listenCapture('paste', (e) => this.events.paste(e as ClipboardEvent));
    this.listenCapture('paste', kitBeforePasteOverCells(this.quill) as EventListener);
    this.listenCapture('paste', kitWysiwygPaste(this.quill, this.markdownPaste, (image) => this.events.image(image, 'paste'), textColors) as EventListener);
    this.listenCapture('drop', (e) => {
      const image = imageFileOf((e as DragEvent).dataTransfer);
      if (image) handImageOver(e, () => this.events.image(image, 'drop'));
    });
    // Ticking a task box is an undo step of its own (Quill's history joins changes less than a
    // second apart: the tick and the typing before it were undone together). Quill ticks the box
    // on this mousedown and records the change after it.
    this.listenCapture('mousedown', (e) => {
      if (!this.quill.isEnabled() || !(e.target as Element).closest?.('li[data-list=checked] > .ql-ui, li[data-list=unchecked] > .ql-ui')) return;
      this.quill.history.cutoff();
      this.quill.once('text-change', () => this.quill.history.cutoff());
    });
    this.listen('mousedown', kitMousedown(this.quill, () => this.beforeWholeDocument?.()) as EventListener);
    // A click back into the text after Escape: Tab indents again (it left the editor: long-documents QA).
    this.listenCapture('pointerdown', () => (this.escaped = false));
    this.listenCapture('cut', kitCutOverCells(this.quill) as EventListener); // before Quill's own
    this.listenCapture('cut', kitLastLineCopy(this.quill) as EventListener);
    this.listenCapture('copy', kitLastLineCopy(this.quill) as EventListener);
    this.listen('cut', kitAfterCut(this.quill)); // after Quill's own cut listener, added with Quill
    this.listenCapture('beforeinput', kitBeforeTypingOverAll(this.quill) as EventListener); // before Quill's own
    this.listenCapture('beforeinput', kitBeforeTypingOverCells(this.quill) as EventListener);
    this.listenCapture('beforeinput', kitBeforeTypingOverLink(this.quill) as EventListener);
    this.listenCapture('compositionstart', kitBeforeComposingOverSelection(this.quill) as EventListener); // before Quill's own
    const composing = kitComposingMark(this.quill);
    this.listen('compositionstart', composing.start);
    this.listen('compositionend', composing.end);
    this.listen('keyup', (e) => this.events.keyup(e as KeyboardEvent));
    this.listen('scroll', (e) => {
      this.followScroll();
      this.events.scroll(e);
    });
    this.listen('contextmenu', (e) => {
      if (this.selectTableCellOf(e.target as Node) && this.events.tableContextMenu(e as MouseEvent)) e.preventDefault();
    });
  }

  /**
   * Loads sanitized HTML. `fromMarkdown` (the default): HTML rendered from markdown, whose table
   * cells may start with the table extension's `@cols=N:` prefixes; other HTML (`setHtml`) has its
   * spans as attributes, and such text in a cell is text, as in pasted HTML.
   */
  setContent(html: string, cursorToEnd: boolean, fromMarkdown = true): void {
    const delta = convertKitHtml(this.quill, tablesToQuill(html, fromMarkdown && hasTableSpans(this.quill)));
    this.quill.setContents(delta, 'silent');
    this.quill.history.clear();
    if (cursorToEnd) this.moveCursorToEnd();
    else this.moveCursorToStart();
  }

  /**
   * Loads blocks of sanitized HTML one after another and returns where each starts, so edits can
   * later be traced to the blocks they touched. `afterList`: which blocks are lists right after a
   * list block (another list to markdown, `* a` then `+ b`).
   */
  setBlocks(htmls: readonly string[], cursorToEnd: boolean, afterList?: readonly boolean[]): number[] {
    const { delta, starts } = this.blocks.delta(htmls, true, afterList);
    this.quill.setContents(delta, 'silent');
    this.quill.history.clear();
    if (cursorToEnd) this.moveCursorToEnd();
    else this.moveCursorToStart();
    return starts;
  }

  /**
   * Runs a command as an undo step of its own whose undo and redo give back the selections before
   * and after it (`runAsCommandStep`), keeping what the user sees where it is on screen (`keepingView`).
   */
  runCommand<T>(command: () => T): T {
    return runAsCommandStep(this.quill, () => keepingView(this.quill, command));
  }

  /**
   * Adds blocks of sanitized HTML after the content or before it, as a step of loading a long
   * document (see `KitWysiwygBlockLoader.add`): no history entry, no `change`, and the selection
   * and focus stay where the user has them.
   */
  addBlocks(htmls: readonly string[], at: 'start' | 'end', afterList?: readonly boolean[]): KitAddedBlocks {
    return this.blocks.add(htmls, at, afterList);
  }

  /**
   * Whether the content is shorter than the visible editing area (which must have a height: a hidden
   * editor never asks for more). Reading it lays the page out.
   */
  hasRoomBelowContent(): boolean {
    const root = this.quill.root;
    return root.clientHeight > 0 && root.scrollHeight <= root.clientHeight;
  }

  /**
   * Called before anything that needs the whole document in the view (going to its end, select
   * all, reading all of its HTML) while a long document is still loading; it finishes the load.
   */
  beforeWholeDocument: (() => void) | undefined;

  /**
   * The content as a Delta, or the part from `index` on. An empty line after a final table is left
   * out: a click below the table adds it to put the cursor there, and it is no content of its own.
   */
  getContents(index = 0): DeltaType {
    this.takePendingChanges();
    if (!endsWithLineAfterTable(this.quill.root)) return this.quill.getContents(index);
    return this.quill.getContents(index, Math.max(0, this.quill.getLength() - 1 - index));
  }

  /** The HTML of a part of the content. */
  getHtmlOf(index: number, length: number): string {
    return this.htmlOf(index, length);
  }

  /**
   * The content as HTML. Quill writes plain spaces as `&nbsp;` (they leave the view as spaces);
   * the text's own non-breaking spaces are U+00A0 characters, which stay.
   */
  getContent(): string {
    this.beforeWholeDocument?.();
    this.takePendingChanges();
    return this.htmlOf(0, this.quill.getLength());
  }

  /** Quill's semantic HTML of a range, with kit's table shape and loose list items. */
  private htmlOf(index: number, length: number): string {
    const html = tablesFromQuill(quillSpacesOf(this.quill.getSemanticHTML(index, length)));
    const items = this.quill.getLines(index, length).filter((line) => line.statics.blotName === 'list');
    return looseItemsFromQuill(html, items.map((line) => line.domNode as Element));
  }

  /**
   * An object that is replaced whenever the content changes, by any source, silent ones too: Quill's
   * own document Delta, which its editor sets anew on every update. Comparing it tells in O(1)
   * whether anything changed since it was last seen.
   */
  contentsIdentity(): object {
    this.takePendingChanges();
    return this.quill.editor.delta;
  }

  /**
   * Has Quill read the DOM changes it has not seen yet (its observer reads them in a later
   * microtask), so what is read here is the page's content. Quill's own table module adds the cells
   * a pasted row lacks straight in the DOM, from a listener of the paste's text-change: read then,
   * the content was two cells short while the block map counted them, and `getMarkdown()` right
   * after a paste of cells before a table lost the document's last character.
   */
  private takePendingChanges(): void {
    const scroll = this.quill.scroll as unknown as { observer: MutationObserver; update(records: MutationRecord[]): void };
    const records = scroll.observer.takeRecords();
    if (records.length) scroll.update(records);
  }

  /** The content as a Delta, to tell whether the user changed anything since a load. */
  getDelta(): string {
    return serialiseOps(this.getContents().ops);
  }

  focus(): void {
    // Quill scrolls the caret into view by measuring a DOM Range, which jsdom (Angular's default
    // unit-test DOM, with Vitest) cannot: there a mode switch in a test threw from Quill's focus.
    // (A selection is scrolled into view gently: see scrollSelectionsGently.)
    this.quill.focus({ preventScroll: !canMeasureRanges() });
    // Quill reveals just the caret's line box: at the end of the document the last block showed
    // clipped, its margin and the area's padding below the fold. Show the end whole, as the
    // markdown view does (and as a long document's first screen from the end should). A caret
    // only: a selection that reaches the end (select all) keeps Quill's place.
    const caret = this.quill.getSelection();
    const root = this.quill.root;
    if (caret && caret.length === 0 && caret.index >= this.quill.getLength() - 1 && root.scrollHeight > root.clientHeight) root.scrollTop = root.scrollHeight;
  }

  blur(): void {
    this.quill.blur();
  }

  hasFocus(): boolean {
    return this.quill.hasFocus();
  }

  getSelectedText(): string {
    const range = this.selectedRange();
    return range.length ? this.quill.getText(range.index, range.length) : '';
  }

  /**
   * The selection: the page's, when it is in the text, else the one the editor keeps for its next
   * focus (which `insertText` replaces), as CodeMirror keeps its own when focus goes elsewhere.
   */
  private selectedRange(): { index: number; length: number } {
    return this.quill.getSelection() ?? (this.quill as unknown as { selection: { savedRange: { index: number; length: number } } }).selection.savedRange;
  }

  insertText(text: string): void {
    const range = this.quill.getSelection(true);
    // One user change (one `change` event): delete the selection and insert the text together.
    const Delta = deltaClassOf(this.quill);
    this.quill.updateContents(new Delta().retain(range.index).delete(range.length).insert(text), 'user');
    this.quill.setSelection(range.index + text.length, 0, 'silent');
  }

  moveCursorToStart(): void {
    this.beforeWholeDocument?.(); // the start may still be loading (the first screen was the end)
    this.placeCursor(0);
    this.quill.root.scrollTop = 0;
  }

  moveCursorToEnd(): void {
    this.beforeWholeDocument?.();
    this.placeCursor(Math.max(this.quill.getLength() - 1, 0));
    // The cursor in view (the 'silent' selection does not scroll), as moveCursorToStart shows the start.
    this.quill.root.scrollTop = this.quill.root.scrollHeight;
  }

  /**
   * Puts the cursor at `index`. Quill focuses its root to place a selection, which took the focus
   * from wherever the user was (a page with an editor built in WYSIWYG started with focus inside
   * it): an editor without focus keeps the place for when it is focused (Quill's saved range).
   */
  private placeCursor(index: number): void {
    if (this.hasFocus()) {
      this.quill.setSelection(index, 0, 'silent');
      return;
    }
    this.quill.selection.savedRange = { index, length: 0 };
  }

  getRange(): Range {
    const selection = this.element.ownerDocument.getSelection();
    if (selection && selection.rangeCount && this.quill.root.contains(selection.anchorNode)) {
      return selection.getRangeAt(0).cloneRange();
    }
    const range = this.element.ownerDocument.createRange();
    range.setStart(this.quill.root, 0);
    // Focus is elsewhere: the selection the editor keeps (see selectedRange), as DOM positions.
    const kept = (this.quill as unknown as { selection: { rangeToNative(r: { index: number; length: number }): [Node | null, number, Node | null, number] } }).selection.rangeToNative(this.selectedRange());
    if (kept[0] && kept[2]) {
      range.setStart(kept[0], kept[1]);
      range.setEnd(kept[2], kept[3]);
    }
    return range;
  }

  scrollTop(value?: number): number {
    if (typeof value === 'number') {
      this.beforeWholeDocument?.();
      this.quill.root.scrollTop = value;
    }
    return this.quill.root.scrollTop;
  }

  setPlaceholder(text: string): void {
    this.quill.root.setAttribute('data-placeholder', text);
    // Quill draws it from the stylesheet, which assistive technology does not read as a hint.
    if (text) this.quill.root.setAttribute('aria-placeholder', text);
    else this.quill.root.removeAttribute('aria-placeholder');
  }

  setReadOnly(readOnly: boolean): void {
    this.quill.enable(!readOnly);
    // As CodeMirror does for its content: a read-only text box is announced as such, and stays a
    // tab stop whose text can be selected (without contenteditable it was neither: verify12).
    if (readOnly) {
      this.quill.root.setAttribute('aria-readonly', 'true');
      this.quill.root.setAttribute('tabindex', '0');
    } else {
      this.quill.root.removeAttribute('aria-readonly');
      this.quill.root.removeAttribute('tabindex');
    }
  }

  /** Offsets (Quill indexes), text and edits for `getTextObject()`. */
  textAccess(): KitTextAccess {
    return {
      offsetsOf: (range) => {
        const { index, length } = this.indexOf(range as Range);
        return [index, index + length];
      },
      length: () => {
        this.beforeWholeDocument?.();
        return this.quill.getLength() - 1;
      },
      text: (from, to) => this.quill.getText(from, Math.max(0, to - from)),
      replace: (from, to, text) => {
        const Delta = deltaClassOf(this.quill);
        this.quill.updateContents(new Delta().retain(from).delete(to - from).insert(text), 'user');
      },
    };
  }

  /**
   * Where widgets go: Quill's container (as the original, inside the WYSIWYG container, so they are
   * hidden with this view), not its editing root, whose children Quill would take for content.
   * The root scrolls inside the container: widgets follow it (`followScroll`).
   */
  widgetLayer(): { element: HTMLElement; scrollTop: number } {
    return { element: this.quill.container, scrollTop: this.quill.root.scrollTop };
  }

  /**
   * Moves the widgets by the root's scroll. Each widget's own transform, not an inherited CSS
   * variable on the container: that would restyle the whole document on every scroll event.
   */
  followScroll(): void {
    // The container's own children (the root and a few others), never the document's elements.
    for (const child of Array.from(this.quill.container.children) as HTMLElement[]) {
      if (child.classList.contains('kit-editor-widget')) child.style.transform = `translateY(${-this.quill.root.scrollTop}px)`;
    }
  }

  /** Where `range` ends on screen: the top of its line (`over`) or just below it (`bottom`). */
  widgetPosition(range: Range, style: string, offset = 0): { left: number; top: number } | null {
    const { index, length } = this.indexOf(range);
    const bounds = this.quill.getBounds(index + length + offset);
    if (!bounds) return null;
    const root = this.quill.container.getBoundingClientRect();
    return { left: root.left + bounds.left, top: root.top + (style === 'over' ? bounds.top : bounds.bottom) };
  }

  /** The Quill index and length of a DOM range inside the editing area. */
  private indexOf(range: Range): { index: number; length: number } {
    const selection = (this.quill as unknown as { selection: { normalizeNative(r: Range): unknown; normalizedToRange(n: unknown): { index: number; length: number } } }).selection;
    const normalized = selection.normalizeNative(range);
    return normalized ? selection.normalizedToRange(normalized) : { index: 0, length: 0 };
  }

  /** The formatting at the cursor. */
  formatState(): KitFormatState {
    const range = this.quill.getSelection();
    const format = range ? this.quill.getFormat(range) : {};
    return {
      bold: !!format['bold'],
      italic: !!format['italic'],
      strike: !!format['strike'],
      code: !!format['code'],
      codeBlock: !!format['code-block'],
      // A line of a quote that holds blocks (a quoted list item, a paragraph after it) is quoted too.
      quote: !!format['blockquote'] || !!format['kit-quote'],
      list: format['list'] === 'bullet' || format['list'] === 'ordered',
      task: format['list'] === 'checked' || format['list'] === 'unchecked',
      source: 'wysiwyg',
      bulletList: format['list'] === 'bullet',
      orderedList: format['list'] === 'ordered',
    };
  }

  /**
   * Whether `target` is in a table cell (a right-click) or the cursor is (the context-menu key);
   * a right-click puts the cursor in the clicked cell unless the selection is already there.
   */
  private selectTableCellOf(target: Node): boolean {
    const cell = (target instanceof Element ? target : target.parentElement)?.closest('td');
    if (!cell || !this.quill.root.contains(cell)) {
      const range = this.quill.getSelection();
      return !!range && !!this.quill.getFormat(range.index, 0)['table'];
    }
    const blot = (this.quill.constructor as unknown as { find(node: Node): { length(): number } | null }).find(cell);
    if (!blot) return false;
    const start = this.quill.getIndex(blot as never);
    const range = this.quill.getSelection();
    // A selection over several cells stays when the click is on one of them (the menu acts on them all).
    if (!range || range.index + range.length < start || range.index > start + blot.length() - 1) this.quill.setSelection(start + blot.length() - 1, 0, 'user');
    return true;
  }

  destroy(): void {
    this.markdownPaste.destroy();
    stopKitLineMarks(this.quill);
    for (const [type, listener] of this.listeners) {
      this.quill.root.removeEventListener(type, listener);
    }
    for (const [type, listener] of this.captureListeners) {
      this.element.removeEventListener(type, listener, true);
    }
    this.quill.off('text-change');
    this.quill.off('selection-change');
    this.element.replaceChildren();
  }

  private listenCapture(type: string, listener: EventListener): void {
    this.element.addEventListener(type, listener, true);
    this.captureListeners.push([type, listener]);
  }

  private listen(type: string, listener: EventListener): void {
    this.quill.root.addEventListener(type, listener);
    this.listeners.push([type, listener]);
  }
}

/** Keys that select or jump to the whole document (select all, its start or end, a page up or down). */
function reachesWholeDocument(event: KeyboardEvent): boolean {
  if (event.key === 'PageDown' || event.key === 'PageUp') return true;
  return (event.ctrlKey || event.metaKey) && /^(a|A|End|Home|ArrowDown|ArrowUp)$/.test(event.key);
}

/** Whether this DOM lays out text ranges (a browser does; jsdom has no `Range.getBoundingClientRect`). */
function canMeasureRanges(): boolean {
  return typeof Range !== 'undefined' && typeof Range.prototype.getBoundingClientRect === 'function';
}
