import { EditorSelection, EditorState, StateEffect, Transaction } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { MARKDOWN_COMMANDS } from './markdown-commands';

// Text notation of the markdown command specs: «» mark a selected range, ‸ a cursor.
const OPEN = '«';
const CLOSE = '»';
const CURSOR = '‸';

/** The document and selection a marked-up string stands for. */
export function parseMarked(marked: string): { doc: string; selection: EditorSelection } {
  let doc = '';
  let start = -1;
  const ranges = [];
  for (const char of marked) {
    if (char === OPEN) start = doc.length;
    else if (char === CLOSE) ranges.push(EditorSelection.range(start, doc.length));
    else if (char === CURSOR) ranges.push(EditorSelection.cursor(doc.length));
    else doc += char;
  }
  return { doc, selection: EditorSelection.create(ranges.length ? ranges : [EditorSelection.cursor(0)]) };
}

/** The view's document with its selection marked up. */
export function marked(view: EditorView): string {
  let text = view.state.doc.toString();
  for (const range of [...view.state.selection.ranges].reverse()) {
    const inside = range.empty ? CURSOR : OPEN + text.slice(range.from, range.to) + CLOSE;
    text = text.slice(0, range.from) + inside + text.slice(range.to);
  }
  return text;
}

/** Sets the view's document and selection from `text` outside the history, as if the user had typed them long ago. */
export function loadMarked(view: EditorView, text: string): void {
  const { doc, selection } = parseMarked(text);
  if (selection.ranges.length > 1 && !view.state.facet(EditorState.allowMultipleSelections)) {
    // The editor keeps one range; commands still handle several (an extension may allow them).
    view.dispatch({ effects: StateEffect.appendConfig.of(EditorState.allowMultipleSelections.of(true)) });
  }
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc }, selection, annotations: Transaction.addToHistory.of(false) });
}

/** Runs a markdown command directly on the markdown view. */
export function runMarkdownCommand(markdown: KitMarkdownView, name: string, ...args: unknown[]): unknown {
  const command = MARKDOWN_COMMANDS.find((c) => c.name === name);
  if (!command) throw new Error(`no command ${name}`);
  return command.exec(markdown, ...args);
}

/** A command case: [command, arguments, document before (marked up), document after]. */
export type MarkdownCommandCase = [name: string, args: unknown[], before: string, after: string];

/** Registers one spec per case: the command run on `before` gives `after` (selection marked up). */
export function itRunsCommands(markdown: () => KitMarkdownView, cases: readonly MarkdownCommandCase[]): void {
  for (const [name, args, before, after] of cases) {
    it(`${name} on ${JSON.stringify(before)} gives ${JSON.stringify(after)}`, () => {
      loadMarked(markdown().view, before);
      runMarkdownCommand(markdown(), name, ...args);
      expect(marked(markdown().view)).toBe(after);
    });
  }
}

/**
 * Presses `key` in `view` as the browser delivers a key to CodeMirror (a keydown on its content,
 * with the legacy key code some bindings read); whether a binding took it.
 */
export function pressKey(view: EditorView, key: string, init: KeyboardEventInit = {}): boolean {
  const keyCode = ({ Enter: 13, Backspace: 8, Tab: 9, Escape: 27 } as Record<string, number>)[key] ?? 0;
  const event = new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true, ...init });
  view.contentDOM.dispatchEvent(event);
  return event.defaultPrevented;
}
