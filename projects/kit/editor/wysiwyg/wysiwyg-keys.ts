import { isQuoteKeys } from './kit-block-attributes';
import type QuillType from 'quill';
import { listBaseLevel, onlyListLines, shiftListItems } from '../commands/ww-list-indent';
import { deltaClassOf } from './wysiwyg-block-loader';

import { emptyDocument, inlineFormatsOf } from './wysiwyg-typing';
import { runAsCommandStep } from './wysiwyg-command-history';

/*
 * WYSIWYG key bindings where Quill's own differ from markdown mode and TOAST UI: Tab and Shift+Tab
 * in list items, Backspace at the start of a quote line, Delete at the end of a line, Enter and
 * Shift+Enter in tasks, lists and paragraphs, and deleting the whole document. Typing over a
 * selection is in wysiwyg-typing.ts.
 */

/** What kit's bindings read of the context Quill's keyboard module gives a handler. */
interface KeyContext {
  format: Record<string, unknown>;
  event: KeyboardEvent;
}

/** A Quill key binding handler: returns true to let the next binding (or the browser) have the key. */
type KeyHandler = (range: { index: number; length: number }, context: KeyContext) => boolean;

/** Quill's keyboard module, as far as kit uses it. */
interface Keyboard {
  bindings: Record<string, unknown[]>;
  addBinding(binding: Record<string, unknown>, handler: KeyHandler): void;
}

/**
 * Adds a binding ahead of Quill's own for the same key: Quill tries bindings in the order they were
 * added, and its defaults (added first) would handle these keys before kit's.
 */
export function addFirst(quill: QuillType, binding: Record<string, unknown>, handler: KeyHandler): void {
  const keyboard = quill.keyboard as unknown as Keyboard;
  keyboard.addBinding(binding, handler);
  const bindings = keyboard.bindings[binding['key'] as string];
  bindings.unshift(bindings.pop());
}

/**
 * Adds kit's WYSIWYG key bindings to `quill`:
 *
 * - Tab / Shift+Tab with the cursor anywhere in a list item, or a selection of list items only,
 *   nest or un-nest the items (with the items nested in them), as the Indent and Outdent commands
 *   do. Quill did so only at the start of an item: elsewhere Tab typed a tab character and
 *   Shift+Tab went to the browser, which moved the focus out of the text. Table cells and code
 *   keep Quill's bindings (Tab moves between cells, indents code).
 * - Tab elsewhere (paragraphs, headings, quotes) types four non-breaking spaces in place of the
 *   selection (in the inline formats at the cursor, as typed text), as TOAST UI 1.x did: Quill typed a tab character, which markdown drops at the end
 *   of a line (the convertor writes the spaces as `&nbsp;`). Shift+Tab there stays the browser's
 *   (the focus moves back), and Escape then Tab leaves the text (wysiwyg-view.ts).
 * - Backspace at the start of a quote line takes the line out of the quote (one level of a quote
 *   in a quote), as it takes a list item out of its list; Quill joined the line to the one above.
 *   At the start of a nested list item it moves the item out one level with what is nested in it,
 *   as Shift+Tab does.
 * - Delete at the end of a line joins the next line to it, which takes this line's kind (heading,
 *   paragraph, quote...), as Backspace at the start of the next line does.
 * - Ctrl+Enter (Cmd+Enter) in a task item ticks or clears its box.
 * - Backspace or Delete with the whole document selected leaves one plain empty paragraph, as an
 *   empty markdown document: Quill kept the first line's kind (an empty heading, item or table
 *   cell, where the placeholder does not show and typing made a heading again).
 */
export function addKitWysiwygKeys(quill: QuillType): void {
  addFirst(quill, { key: 'Tab', shiftKey: null }, (range, context) => {
    if (!quill.isEnabled() || !onlyListLines(quill, range.index, range.length)) return true;
    // Handled even when nothing can move (a first item, a top-level item): the focus stays. Each
    // press is an undo step of its own (as Quill's Tab), not merged with typing just before.
    runAsCommandStep(quill, () => shiftListItems(quill, context.event.shiftKey ? -1 : 1));
    return false;
  });

  // Ctrl+Enter (Cmd+Enter on a Mac) ticks or clears the task the cursor is in: the box is drawn by
  // CSS and took only the pointer, so a keyboard user could not change it (WCAG 2.1.1).
  // Each task line of a selection toggles on its own, as in markdown mode.
  addFirst(quill, { key: 'Enter', shortKey: true }, (range) => {
    const tasks = quill.getLines(range.index, Math.max(range.length, 1)).filter((line) => /^(un)?checked$/.test(String(line.formats()['list'])));
    if (!quill.isEnabled() || !tasks.length) return true;
    runAsCommandStep(quill, () => {
      for (const line of tasks) {
        quill.formatLine(quill.getIndex(line), 1, 'list', line.formats()['list'] === 'checked' ? 'unchecked' : 'checked', 'user');
      }
      quill.setSelection(range.index, range.length, 'silent');
    });
    return false;
  });

  addFirst(quill, { key: 'Tab', shiftKey: false }, (range) => {
    if (!quill.isEnabled() || !onlyTextLines(quill, range.index, range.length)) return true;
    // As typed text, the spaces take the inline formats at the cursor (bold, italic...).
    const formats = inlineFormatsAt(quill, range);
    runAsCommandStep(quill, () => {
      quill.updateContents(new (deltaClassOf(quill))().retain(range.index).delete(range.length).insert(TAB_SPACES, formats), 'user');
      quill.setSelection(range.index + TAB_SPACES.length, 0, 'silent');
    });
    return false;
  });

  addFirst(quill, { key: 'Backspace', shiftKey: null, collapsed: true, offset: 0, format: ['blockquote'] }, (range, context) => {
    if (!quill.isEnabled()) return true;
    // A paragraph in a quote of blocks (`kit-quote`, wysiwyg-quote-blocks.ts) goes one quote out,
    // as Enter on an empty line of it does: it stays in the quotes around the one it leaves.
    const depth = Number(context.format['kit-quote'] ?? 0) || 0;
    const keys = context.format['kit-quote-id'];
    const outer = isQuoteKeys(keys) ? keys.split(' ').slice(0, depth - 1).join(' ') : null;
    const formats =
      depth > 1
        ? { 'kit-quote': String(depth - 1), 'kit-quote-id': outer || null }
        : { blockquote: null, 'kit-quote': null, 'kit-quote-id': null, 'kit-continue': null, indent: null };
    quill.formatLine(range.index, 1, formats, 'user');
    return false;
  });

  // Enter at the start of a checked task: the new empty task above is unchecked, the task keeps its
  // check (Quill checked the empty line and unchecked the task, which moved down).
  addFirst(quill, { key: 'Enter', collapsed: true, offset: 0, format: { list: 'checked' } }, (range) => {
    if (!quill.isEnabled()) return true;
    const [line] = quill.getLine(range.index);
    if (!line || line.length() <= 1) return true;
    const Delta = deltaClassOf(quill);
    quill.updateContents(new Delta().retain(range.index).insert('\n', { ...(line.formats() as Record<string, unknown>), list: 'unchecked' }), 'user');
    quill.setSelection(range.index + 1, 0, 'silent');
    return false;
  });

  // Enter on an empty nested item moves it out one level, as in markdown mode (Quill left the list).
  addFirst(quill, { key: 'Enter', collapsed: true, empty: true, format: ['list'] }, (range, context) => {
    if (!quill.isEnabled() || !context.format['indent']) return true;
    runAsCommandStep(quill, () => shiftListItems(quill, -1));
    return false;
  });

  // Backspace at the start of a nested item moves it out one level with what is nested in it, as
  // Shift+Tab does (Quill moved the line alone: its nested items jumped under it, and a quoted list
  // of an item stayed marked in the item it had left).
  // The first level of a quoted list in an item (`- a` / `  > 1. q`) is as deep as the item: there
  // Backspace takes the line out of its list, into the quote, as at the top level.
  addFirst(quill, { key: 'Backspace', collapsed: true, offset: 0, format: ['list'] }, (range, context) => {
    const indent = Number(context.format['indent']) || 0;
    if (!quill.isEnabled() || !indent || context.format['kit-continue']) return true;
    runAsCommandStep(quill, () => {
      if (indent > listBaseLevel(context.format)) shiftListItems(quill, -1);
      else quill.formatLine(range.index, 1, { list: null, indent: null, 'kit-ordered': null }, 'user');
    });
    return false;
  });

  // Enter on an empty paragraph of a list item (typed after a heading, quote or code block of the
  // item) leaves the item, one level out, as Enter on an empty item leaves the list: else every
  // later paragraph went into the last item and nothing took it out.
  addFirst(quill, { key: 'Enter', collapsed: true, empty: true, format: ['kit-in-item'] }, (range, context) => {
    const formats = context.format;
    if (!quill.isEnabled() || formats['list'] || formats['header'] || formats['blockquote'] || formats['code-block'] || formats['kit-quote'] || formats['table']) return true;
    const depth = Number(formats['kit-in-item']);
    quill.formatLine(range.index, 1, { 'kit-in-item': depth > 1 ? String(depth - 1) : null }, 'user');
    return false;
  });

  // Backspace at the start of a line after a table does nothing (it pulled the line into the last cell),
  // as Delete before a table does.
  addFirst(quill, { key: 'Backspace', collapsed: true, offset: 0 }, (range, context) => {
    if (!quill.isEnabled() || range.index === 0 || context.format['table']) return true;
    return !quill.getFormat(range.index - 1, 1)['table'];
  });

  // Shift+Enter breaks the line inside its paragraph (markdown's hard break, written `  \n` as kit
  // writes a new one), as in word processors; Quill started a new paragraph. Code, table cells and
  // headings (a markdown heading is one line) keep Quill's.
  addFirst(quill, { key: 'Enter', shiftKey: true }, (range, context) => {
    if (!quill.isEnabled() || context.format['code-block'] || context.format['table'] || context.format['header']) return true;
    const Delta = deltaClassOf(quill);
    quill.updateContents(new Delta().retain(range.index).delete(range.length).insert({ 'hard-break': { raw: '  \n' } }), 'user');
    quill.setSelection(range.index + 1, 0, 'silent');
    return false;
  });

  limitListAutofill(quill);

  addFirst(quill, { key: 'Delete', shiftKey: null, collapsed: true }, (range) => {
    if (!quill.isEnabled()) return true;
    const [line, offset] = quill.getLine(range.index);
    const [next] = quill.getLine(range.index + 1);
    // At the end of a line with text, before a line with text (not a rule, a raw HTML block or a table).
    if (!line || !next || line === next || offset < line.length() - 1 || line.length() <= 1 || !isTextLine(line) || !isTextLine(next)) return true;
    const formats = line.formats() as Record<string, unknown>;
    const nextFormats = next.formats() as Record<string, unknown>;
    if (formats['table']) return true; // Quill's table bindings
    if (nextFormats['table']) return false; // a table is not joined to a line before it (its first cell took the line in)
    // The joined line keeps this line's kind, as Backspace at the next line's start does: Quill gave
    // it the next line's (Delete after a heading made it a paragraph, before a quote put it in the quote).
    const change: Record<string, unknown> = {};
    for (const name of new Set([...Object.keys(formats), ...Object.keys(nextFormats)])) {
      if (formats[name] !== nextFormats[name]) change[name] = formats[name] ?? null;
    }
    const Delta = deltaClassOf(quill);
    quill.updateContents(new Delta().retain(range.index).delete(1).retain(next.length() - 1).retain(1, change), 'user');
    quill.setSelection(range.index, 0, 'silent');
    return false;
  });

  for (const key of ['Backspace', 'Delete']) {
    addFirst(quill, { key, collapsed: false }, (range) => {
      if (!quill.isEnabled() || range.index > 0 || range.length < quill.getLength() - 1) return true;
      emptyDocument(quill);
      return false;
    });
  }
}

/**
 * Quill turns a line typed as `N. ` into an ordered item, whatever N: `2020. was a good year` lost its
 * year, as Quill's lists start at 1. Only `1. ` does now (and `-`, `*`, `[ ]`, `[x]` as before).
 */
function limitListAutofill(quill: QuillType): void {
  const keyboard = quill.keyboard as unknown as Keyboard;
  for (const binding of (keyboard.bindings[' '] ?? []) as { prefix?: RegExp }[]) {
    if (binding.prefix?.source.includes('\\d+\\.')) binding.prefix = /^\s*?(1\.|-|\*|\[ ?\]|\[x\])$/;
  }
}

/** Whether a line is a line of text (Quill's block, list item, heading, code line), not a block embed. */
function isTextLine(line: unknown): boolean {
  return (line as { children?: unknown }).children !== undefined;
}

/** What Tab types outside lists, tables and code: four non-breaking spaces, as TOAST UI 1.x did. */
export const TAB_SPACES = '\u00a0'.repeat(4);

/**
 * Inline formats Tab's spaces never take: spaces would stretch a link's underline or a code span
 * (`[text    ](url)`), which no one means by indenting.
 */
const NOT_FOR_TAB = new Set(['link', 'code']);

/**
 * The inline formats (bold, italic, colour...) Tab's spaces at `range` take: those at the cursor,
 * or of the selection's first character, which the spaces replace; none of the line's formats.
 */
function inlineFormatsAt(quill: QuillType, range: { index: number; length: number }): Record<string, unknown> | undefined {
  const formats = Object.entries(inlineFormatsOf(quill, range.index, range.length ? 1 : 0)).filter(([name]) => !NOT_FOR_TAB.has(name));
  return formats.length ? Object.fromEntries(formats) : undefined;
}

/** Lines where Tab means something else: list items (nest), table cells (next cell), code (indent). */
const TAB_LINES = new Set(['list', 'table', 'code-block']);

/** Whether none of the lines the range touches is a list item, table cell or code line. */
function onlyTextLines(quill: QuillType, index: number, length: number): boolean {
  return quill.getLines(index, Math.max(length, 1)).every((line) => !TAB_LINES.has(line.statics.blotName));
}

/**
 * Tab in a table's last cell adds a row below and goes to its first cell, as word processors do;
 * Quill moved the cursor out of the table into the next block, where typing went on unseen (a
 * heading after the table got the text). Shift+Tab in the first cell stays there. `addRow` runs the
 * editor's `AddRow` command (the table extension's, when it replaces it).
 */
export function addKitTableTab(quill: QuillType, addRow: () => void): void {
  type TableModule = { getTable(range: { index: number; length: number }): [KitTable | null, unknown, unknown, number] };
  type KitTable = { rows(): { children: { head: { offset(root: unknown): number }; tail: unknown } }[] };
  addFirst(quill, { key: 'Tab', shiftKey: null, format: ['table'] }, (range, context) => {
    const module = quill.getModule('table') as TableModule | undefined;
    const [table, row, cell] = module?.getTable(range) ?? [null, null, null];
    if (!table || !quill.isEnabled()) return true;
    const rows = table.rows();
    if (context.event.shiftKey) return cell !== rows[0]?.children.head; // the first cell: stay
    const last = rows[rows.length - 1];
    if (row !== last || cell !== last.children.tail) return true; // Quill's: the next cell
    addRow();
    const after = module!.getTable(range)[0]?.rows() ?? [];
    const added = after[after.length - 1];
    if (added && added !== last) quill.setSelection(added.children.head.offset(quill.scroll), 0, 'user');
    return false;
  });
}
