import { type ChangeSet, Compartment, EditorSelection, EditorState, Prec, Text } from '@codemirror/state';
import { EditorView, highlightSpecialChars, keymap, placeholder as placeholderExtension } from '@codemirror/view';
import { defaultKeymap, history, indentWithTab } from '@codemirror/commands';
import { historyKeys } from './history-selections';
import { HighlightStyle, LanguageSupport, syntaxTree } from '@codemirror/language';
// A GFM markdown language rather than markdown(): markdown() also bundles the HTML, CSS and
// JavaScript languages for embedded code, about 150 KB we do not need to edit markdown.
import { kitMarkdownLanguage } from './markdown-language';
import { tags } from '@lezer/highlight';
import type { KitFormatState, KitMarkdownPosition, KitMarkdownRange } from '../editor-types';
import type { KitTextAccess } from '../editor-text-object';
import type { KitEditorView, KitEditorViewEvents } from '../editor-view';
import { renumberOrderedLists } from '../commands/markdown-list-renumber';
import { markdownEditingKeymap } from '../commands/markdown-editing';
import { hasFiles, imageFileOf } from '../paste/clipboard-table';
import { pasteSpecial } from './markdown-paste';
import { parseAhead } from './parse-ahead';
import { visibleSyntaxHighlighting } from './visible-highlighting';
import { multipleSelections } from './multiple-selections';
import { trackCopies } from './paste-in-containers';
import { lineDirections } from './line-directions';

/**
 * Escape keeps the selection and frees the next Tab to move focus (CodeMirror's tab-focus
 * mode), so a keyboard user takes the selection to the toolbar with Escape, Shift+Tab (a link, a
 * colour, a heading on the selected text). CodeMirror's own Escape collapsed the selection first
 * and left Tab to indent the line: only a second Escape freed it. (TOAST UI's CodeMirror 5 kept
 * the selection on Escape too.) With only cursors, Escape stays CodeMirror's (and the page's);
 * with several ranges it is CodeMirror's too: they become the main one.
 */
const escapeKeepsSelection = Prec.high(
  keymap.of([
    {
      key: 'Escape',
      run: (view) => {
        // With nothing selected there is nothing to keep: CodeMirror frees Tab itself, and the
        // key stays unhandled, so a host (a <dialog>, an app shortcut) still gets its Escape.
        const { ranges } = view.state.selection;
        if (ranges.length > 1 || ranges.every((range) => range.empty)) return false;
        view.setTabFocusMode(2000);
        return true;
      },
    },
  ]),
);

/** Markdown syntax colours, scoped to the editor (class-based, so themable from CSS). */
const markdownHighlight = HighlightStyle.define([
  { tag: tags.heading, fontWeight: 'bold', class: 'kit-md-heading' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: tags.link, class: 'kit-md-link' },
  { tag: tags.url, class: 'kit-md-url' },
  { tag: tags.monospace, class: 'kit-md-code' },
  { tag: tags.quote, class: 'kit-md-quote' },
  { tag: [tags.processingInstruction, tags.meta], class: 'kit-md-mark' },
  { tag: tags.keyword, class: 'kit-code-keyword' },
  { tag: [tags.string, tags.special(tags.string)], class: 'kit-code-string' },
  { tag: tags.comment, class: 'kit-code-comment' },
  { tag: [tags.number, tags.bool, tags.null], class: 'kit-code-literal' },
]);

/** A fence line (``` or ~~~), which is what makes the code languages worth loading. */
const FENCE = /^ {0,3}(```|~~~)/m;

/**
 * Above this length, fenced code in the editor is not parsed in its own language: the nested
 * parses cost about 4 ms per keystroke at 200 KB (the preview still highlights it). Below
 * CODE_LANGUAGES_BACK they come back (two limits, so an edit at the edge does not flip them).
 */
const CODE_LANGUAGES_MAX = 128 * 1024;
const CODE_LANGUAGES_BACK = 96 * 1024;

/** Inline spans of the syntax tree, which the cursor is inside only before their end. */
const INLINE_SPANS = new Set(['StrongEmphasis', 'Emphasis', 'Strikethrough', 'InlineCode']);

/**
 * CodeMirror's placeholder, with its text drawn by the stylesheet (`data-kit-placeholder`, see
 * editor-frame.css) and told to assistive technology as `aria-placeholder`: as a text node inside
 * the text area, Chromium read it as the text area's value ("Write here" for an empty editor),
 * `aria-hidden` notwithstanding.
 */
function placeholderOf(text: string) {
  const element = () => {
    const span = document.createElement('span');
    span.setAttribute('data-kit-placeholder', text);
    return span;
  };
  return [placeholderExtension(element), EditorView.contentAttributes.of({ 'aria-placeholder': text })];
}

/** The programmatic-change marker, so `setMarkdown` never looks like a user edit. */
const PROGRAMMATIC = 'kit.set';

/**
 * The markdown view: a CodeMirror 6 `EditorView` with GFM markdown, history, the default keymap,
 * line wrapping and syntax highlighting. The document is a CodeMirror `Text` (a persistent rope),
 * handed to the service on every change in O(log n), so typing never copies the whole document.
 */
export class KitMarkdownView implements KitEditorView {
  readonly mode = 'markdown' as const;
  readonly element: HTMLElement;
  /** The CodeMirror view (`getCodeMirror()`). */
  readonly view: EditorView;
  private readonly placeholderSlot = new Compartment();
  private readonly languageSlot = new Compartment();
  private readonly historySlot = new Compartment();
  private codeLanguages: 'off' | 'loading' | 'on' = 'off';
  private destroyed = false;
  private readonly readOnlySlot = new Compartment();
  /** Whether the text's focus was last reported as on (its `focus` or `blur` went out). */
  private reportedFocus = false;

  constructor(
    parent: HTMLElement,
    initial: string,
    private readonly events: KitEditorViewEvents,
    private readonly onDocChange: (doc: Text) => void,
  ) {
    this.element = parent;
    this.view = new EditorView({
      parent,
      state: EditorState.create({
        doc: initial,
        extensions: [
          this.historySlot.of(history()),
          escapeKeepsSelection, markdownEditingKeymap(), renumberOrderedLists, keymap.of([...defaultKeymap, ...historyKeys, indentWithTab]),
          this.languageSlot.of(new LanguageSupport(kitMarkdownLanguage)),
          parseAhead,
          visibleSyntaxHighlighting(markdownHighlight),
          EditorView.lineWrapping,
          lineDirections,
          multipleSelections(),
          trackCopies(),
          // Invisible and direction characters (zero-width space, BOM, U+202E, NUL) drawn as marks:
          // the source must not hide or reorder what it holds (TOAST UI 1.x's CodeMirror 5 drew them).
          highlightSpecialChars(),
          this.placeholderSlot.of([]),
          this.readOnlySlot.of(EditorState.readOnly.of(false)),
          // tabindex: axe counts the scroller as keyboard-reachable only with a tab stop inside it.
          EditorView.contentAttributes.of({ 'aria-label': 'Markdown', 'aria-multiline': 'true', tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              this.onDocChange(update.state.doc);
              this.loadCodeLanguagesIfFenced(update.changes);
              const programmatic = update.transactions.some((tr) => tr.isUserEvent(PROGRAMMATIC));
              if (!programmatic) this.events.change();
            }
            if (update.selectionSet || update.docChanged) this.events.selectionChange();
            // CodeMirror tells of a focus change a moment late: the DOM's own events (below) report it
            // in order with the page's other focus events; this catches only what they did not.
            if (update.focusChanged && update.view.hasFocus !== this.reportedFocus) this.reportFocus(update.view.hasFocus);
          }),
          // Highest precedence: kit's shortcuts (Ctrl+B...) win over CodeMirror's defaults (Ctrl+I selects the parent node).
          Prec.highest(
            EditorView.domEventHandlers({
              focus: () => void this.reportFocus(true),
              blur: () => void this.reportFocus(false),
              keydown: (event) => {
                this.events.keydown(event);
                return this.events.shortcut(event);
              },
              keyup: (event) => void this.events.keyup(event),
              paste: (event) => {
                this.events.paste(event);
                return pasteSpecial(this.view, event, this.events, () => this.formatState());
              },
              drop: (event) => {
                const image = imageFileOf(event.dataTransfer);
                if (image && this.events.image(image, 'drop')) {
                  event.preventDefault();
                  return true;
                }
                // Other files are not content (reference §6: non-images are ignored): CodeMirror
                // would insert a dropped text file's text (a log, a CSV) into the document.
                if (!hasFiles(event.dataTransfer)) return false;
                event.preventDefault();
                return true;
              },
              scroll: (event) => void this.events.scroll(event),
              compositionstart: (_event, view) => void deleteSelectionBeforeComposing(view),
            }),
          ),
        ],
      }),
    });
    this.loadCodeLanguagesIfFenced();
  }

  /**
   * Switches to the markdown language that highlights fenced code, the first time the document
   * has a fence (the language list and each language are chunks of their own).
   */
  private loadCodeLanguagesIfFenced(changes?: ChangeSet): void {
    const doc = this.view.state.doc;
    if (this.codeLanguages === 'on' && doc.length > CODE_LANGUAGES_MAX) {
      this.codeLanguages = 'off';
      // Called from an update listener: the reconfiguration is its own update, right after.
      queueMicrotask(() => {
        if (!this.destroyed && this.codeLanguages === 'off') {
          this.view.dispatch({ effects: this.languageSlot.reconfigure(new LanguageSupport(kitMarkdownLanguage)) });
        }
      });
      return;
    }
    if (this.codeLanguages !== 'off' || doc.length > (changes ? CODE_LANGUAGES_BACK : CODE_LANGUAGES_MAX)) return;
    let fenced = false;
    if (!changes) {
      // The initial document: look at the start, enough for most documents without scanning megabytes.
      fenced = FENCE.test(doc.sliceString(0, Math.min(doc.length, 200_000)));
    } else {
      // An edit: only the lines it touched, so typing never rescans the document.
      changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
        if (!fenced) fenced = FENCE.test(doc.sliceString(doc.lineAt(fromB).from, doc.lineAt(toB).to));
      });
    }
    if (!fenced) return;
    this.codeLanguages = 'loading';
    void import('./markdown-code-languages').then(({ markdownWithCodeLanguages }) => {
      if (this.destroyed || this.codeLanguages !== 'loading') return;
      if (this.view.state.doc.length > CODE_LANGUAGES_MAX) {
        this.codeLanguages = 'off'; // the document grew meanwhile
        return;
      }
      this.codeLanguages = 'on';
      this.view.dispatch({ effects: this.languageSlot.reconfigure(markdownWithCodeLanguages()) });
    });
  }

  /** The current document as CodeMirror `Text`. */
  get doc(): Text {
    return this.view.state.doc;
  }

  setContent(content: string, cursorToEnd: boolean): void {
    const state = this.view.state;
    // As CodeMirror reads it: CRLF and CR line endings are one character shorter each.
    const text = state.toText(content);
    this.view.dispatch({
      changes: { from: 0, to: state.doc.length, insert: text },
      selection: EditorSelection.cursor(cursorToEnd ? text.length : 0),
      userEvent: PROGRAMMATIC,
      scrollIntoView: cursorToEnd,
      effects: this.historySlot.reconfigure([]),
    });
    // A new document starts a new undo history, as TOAST UI's did: Ctrl+Z must not bring back the
    // document it replaced. (Removing the history field and adding it again is how CodeMirror clears it.)
    this.view.dispatch({ effects: this.historySlot.reconfigure(history()) });
  }

  getContent(): string {
    return this.view.state.doc.toString();
  }

  /** Reports a focus change of the text (see the update listener). */
  private reportFocus(focused: boolean): void {
    this.reportedFocus = focused;
    if (focused) this.events.focus();
    else this.events.blur();
  }

  focus(): void {
    this.view.focus();
  }

  blur(): void {
    this.view.contentDOM.blur();
  }

  hasFocus(): boolean {
    return this.view.hasFocus;
  }

  getSelectedText(): string {
    const { state } = this.view;
    return state.selection.ranges.map((r) => state.sliceDoc(r.from, r.to)).join('\n');
  }

  insertText(text: string): void {
    this.view.dispatch(this.view.state.replaceSelection(text), { userEvent: 'input.type', scrollIntoView: true });
  }

  moveCursorToStart(): void {
    this.view.dispatch({ selection: EditorSelection.cursor(0), scrollIntoView: true });
  }

  moveCursorToEnd(): void {
    this.view.dispatch({ selection: EditorSelection.cursor(this.view.state.doc.length), scrollIntoView: true });
  }

  getRange(): KitMarkdownRange {
    const { doc, selection } = this.view.state;
    const position = (offset: number) => {
      const line = doc.lineAt(offset);
      return { line: line.number - 1, ch: offset - line.from };
    };
    const main = selection.main;
    return { start: position(main.from), end: position(main.to) };
  }

  scrollTop(value?: number): number {
    if (typeof value === 'number') {
      this.view.scrollDOM.scrollTop = value;
    }
    return this.view.scrollDOM.scrollTop;
  }

  setPlaceholder(text: string): void {
    this.view.dispatch({ effects: this.placeholderSlot.reconfigure(text ? placeholderOf(text) : []) });
  }

  setReadOnly(readOnly: boolean): void {
    this.view.dispatch({
      effects: this.readOnlySlot.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
    });
  }

  /** Offsets, text and edits for `getTextObject()`. */
  textAccess(): KitTextAccess {
    const offset = ({ line, ch }: KitMarkdownPosition) => {
      const doc = this.view.state.doc;
      const at = doc.line(Math.min(Math.max(line + 1, 1), doc.lines));
      return Math.min(at.from + Math.max(ch, 0), at.to);
    };
    return {
      offsetsOf: (range) => {
        const { start, end } = range as KitMarkdownRange;
        return [offset(start), offset(end)];
      },
      length: () => this.view.state.doc.length,
      text: (from, to) => this.view.state.sliceDoc(from, to),
      replace: (from, to, insert) => this.view.dispatch({ changes: { from, to, insert }, userEvent: 'input.type' }),
    };
  }

  /**
   * Places `node` at the end of `range`: on its line (`over`) or below it (`bottom`), positioned
   * in `layer` (the editing pane).
   */
  /**
   * Where widgets go: CodeMirror's scroller (as CodeMirror 5's `addWidget`, which the original used),
   * so they scroll with the text and are hidden with this view; and how far it is scrolled.
   */
  widgetLayer(): { element: HTMLElement; scrollTop: number } {
    return { element: this.view.scrollDOM, scrollTop: this.view.scrollDOM.scrollTop };
  }

  /** Where `range` ends on screen: the top of its line (`over`) or just below it (`bottom`). */
  widgetPosition(range: KitMarkdownRange, style: string): { left: number; top: number } | null {
    const position = this.textAccess().offsetsOf(range)[1];
    const coords = this.view.coordsAtPos(position);
    return coords ? { left: coords.left, top: style === 'over' ? coords.top : coords.bottom } : null;
  }

  /** The formatting around the cursor, read from the markdown syntax tree. */
  formatState(): KitFormatState {
    const state: KitFormatState = {
      bold: false, italic: false, strike: false, code: false, codeBlock: false,
      quote: false, list: false, task: false, source: 'markdown', bulletList: false, orderedList: false,
    };
    let innerList: string | undefined; // the list of the item the cursor is in (the innermost)
    const { head } = this.view.state.selection.main;
    for (let node: ReturnType<ReturnType<typeof syntaxTree>['resolveInner']> | null = syntaxTree(this.view.state).resolveInner(head, -1); node; node = node.parent) {
      // Right after an inline span's closing mark the cursor is outside it (what is typed there is plain).
      if (INLINE_SPANS.has(node.name) && head >= node.to) continue;
      switch (node.name) {
        case 'StrongEmphasis': state.bold = true; break;
        case 'Emphasis': state.italic = true; break;
        case 'Strikethrough': state.strike = true; break;
        case 'InlineCode': state.code = true; break;
        case 'FencedCode': case 'CodeBlock': state.codeBlock = true; break;
        case 'Blockquote': state.quote = true; break;
        case 'BulletList': case 'OrderedList': state.list = true; innerList ??= node.name; break;
        case 'Task': state.task = true; break;
      }
    }
    if (state.task) state.list = false; // a task item reports as task, as in the original
    state.bulletList = state.list && innerList === 'BulletList';
    state.orderedList = state.list && innerList === 'OrderedList';
    return state;
  }

  destroy(): void {
    this.destroyed = true;
    this.view.destroy();
  }
}

/**
 * Deletes a selection as an input method's composition starts over it (as Quill does in WYSIWYG):
 * CodeMirror replacing a selection that crosses a highlighted token's edge with the composition
 * left the first composed text behind or doubled it (`A **bo|ld** pl|ain`, composed 日本: `A **bon日本ain`).
 * The composition then starts at a caret, which it handles. Of several ranges only the main one
 * stays: CodeMirror 6.43 composing at several cursors kept the text of selected ones, dropped the
 * text at a line's start and doubled it at a heading's start (`に日本# Hello`, also in a bare
 * CodeMirror with its markdown language), so composed text goes where the input method shows it.
 */
function deleteSelectionBeforeComposing(view: EditorView): void {
  const { state } = view;
  const { main } = state.selection;
  if (state.readOnly || (main.empty && state.selection.ranges.length === 1)) return;
  view.dispatch({ changes: { from: main.from, to: main.to }, selection: { anchor: main.from }, userEvent: 'input.type.compose' });
}
