import { checkCommandUrl } from './command-urls';
import type QuillType from 'quill';
import { describeValue } from 'kit-ui/core';
import { cleanLanguage } from '../code-language-name';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import type { KitWysiwygCommandName } from './wysiwyg-commands';
import { WwCodeBlockManager } from './ww-code-block-manager';
import { shiftListItems } from './ww-list-indent';
import { type KitTableAlign, WwTableManager, deltaClass, lastSelectedIndex } from './ww-table-manager';
import { blockInsertionPoint, isPlainQuoteFormats, placeOfBlockAt, quoteParagraphsAsBlocks } from './ww-block-place';
import { nextQuoteKey } from '../wysiwyg/kit-block-attributes';
import { type SelectedLine, formatLines, formatLinesKeepingItems, formatLinesRejoiningItems, isEditable, selectedLines, withoutItemMarkerLines } from './wysiwyg-selected-lines';
import { toggleList } from './wysiwyg-list-toggle';

/*
 * The built-in WYSIWYG commands (TOAST UI Editor 1.x names and shortcuts) on Quill 2. Every edit
 * is one Quill change with source 'user', so the editor fires `change` once and undo takes it back
 * in one step. Commands check their arguments first (a bad call throws even when read-only), then
 * do nothing when the editor is read-only; they return whether they ran.
 */

/** Whether every selected line is a code line (where Quill keeps no inline formats). */
function onlyCode(quill: QuillType): boolean {
  const lines = selectedLines(quill);
  return lines.length > 0 && lines.every((line) => line.formats['code-block']);
}

/**
 * Toggles an inline format on the selection: on unless the whole selection has it. At a collapsed
 * cursor it applies to what is typed next (Quill's cursor format), which changes no content yet.
 */
export function toggleQuillFormat(view: KitWysiwygView, format: string): boolean {
  const quill = view.quill;
  if (!isEditable(quill) || onlyCode(quill)) return false;
  const range = quill.getSelection(true);
  const current = quill.getFormat(range)[format];
  quill.format(format, !current, 'user');
  return true;
}

/** Toggles a block quote on the selected lines (a list item keeps its marker: `- > b`). */
function toggleBlockquote(view: KitWysiwygView): boolean {
  const quill = view.quill;
  if (!isEditable(quill)) return false;
  const selected = withoutItemMarkerLines(selectedLines(quill));
  if (!selected.length) return false;
  // Code lines: their whole code blocks go into a quote (of blocks) or out of it, as markdown mode
  // quotes the whole fence. Quill's quote is a line format: the line left its code block, split in two.
  const code = selected.every(({ formats }) => formats['code-block']);
  const lines = code ? wholeCodeBlocks(quill, selected) : selected;
  // A line of a quote that holds blocks (a quoted list item, wysiwyg-quote-blocks.ts) is quoted too: off takes it out.
  if (lines.every(({ formats }) => formats['blockquote'] === true || !!formats['kit-quote'])) {
    return formatLinesRejoiningItems(quill, lines, { blockquote: null, 'kit-quote': null, 'kit-quote-id': null });
  }
  if (code) {
    const key = nextQuoteKey();
    return formatLines(quill, lines, () => ({ 'kit-quote': '1', 'kit-quote-id': key }));
  }
  return formatLinesKeepingItems(quill, lines, { blockquote: true, indent: null });
}

/** `lines` (code lines) with the other lines of their code blocks, in order. */
function wholeCodeBlocks(quill: QuillType, lines: readonly SelectedLine[]): SelectedLine[] {
  type Line = { parent?: { children: { forEach(each: (line: Line) => void): void } }; length(): number; formats(): Record<string, unknown> };
  const all = new Map<number, SelectedLine>();
  for (const { start } of lines) {
    const [line] = quill.getLine(start) as unknown as [Line | null];
    line?.parent?.children.forEach((each) => {
      const at = quill.getIndex(each as never);
      all.set(at, { start: at, end: at + each.length() - 1, formats: each.formats() });
    });
  }
  return [...all.values()].sort((a, b) => a.start - b.start);
}

/** Checks a heading level: a whole number from 1 to 6. */
function checkLevel(level: unknown): number {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > 6) {
    throw new Error(`Heading needs a level from 1 to 6, got ${describeValue(level)}.`);
  }
  return level;
}

/** Makes the selected lines headings of `level` (a heading stays one: use Paragraph to undo). */
function heading(view: KitWysiwygView, level: unknown): boolean {
  const checked = checkLevel(level);
  const quill = view.quill;
  if (!isEditable(quill)) return false;
  const lines = withoutItemMarkerLines(selectedLines(quill));
  // A heading in a quote of paragraphs makes it a quote of blocks first, as a table made there does
  // (Quill's header replaced the quote format: the heading left the quote, which markdown mode keeps it in).
  if (lines.length && lines.every((line) => isPlainQuoteFormats(line.formats))) {
    for (const line of lines) quoteParagraphsAsBlocks(quill, line.start);
    // (A further paragraph of the quote made a heading is a block of its own: no `kit-continue`.)
    formatLines(quill, withoutItemMarkerLines(selectedLines(quill)), () => ({ header: checked, indent: null, blockquote: null, 'kit-continue': null }));
    return true;
  }
  return formatLinesKeepingItems(quill, lines, { header: checked, indent: null });
}

/** Makes the selected lines plain paragraphs. */
function paragraph(view: KitWysiwygView): boolean {
  const quill = view.quill;
  if (!isEditable(quill)) return false;
  const plain = { header: null, list: null, blockquote: null, 'code-block': null, indent: null, 'kit-quote': null, 'kit-quote-id': null };
  return formatLinesRejoiningItems(quill, withoutItemMarkerLines(selectedLines(quill)), plain);
}

/**
 * Toggles a code block: off (the whole blocks, back to paragraphs) when every selected line is
 * code and no language is given; with a language, sets it on the code block at the cursor;
 * otherwise turns the selected lines into one code block with `language` (optional).
 */
function codeBlock(view: KitWysiwygView, language?: string | null): boolean {
  if (language != null && language !== '' && !cleanLanguage(language)) {
    throw new Error(`CodeBlock needs a language such as "ts" or "c++", got ${describeValue(language)}.`);
  }
  const manager = new WwCodeBlockManager(view);
  const quill = view.quill;
  const allCode = isEditable(quill) && onlyCode(quill);
  if (allCode && (language == null || language === '')) return manager.removeCodeBlock();
  if (allCode) return manager.setLanguage(language!);
  return manager.convertToCodeBlock(language);
}

/**
 * Inserts a divider after the current line (in place of it when it is empty, which then stays
 * below), in the cursor's list item and quote, and puts the cursor on the line after it (in a list
 * item, a new line of that item).
 */
function insertDivider(view: KitWysiwygView): boolean {
  const quill = view.quill;
  if (!isEditable(quill)) return false;
  const range = quill.getSelection(true);
  quoteParagraphsAsBlocks(quill, range.index);
  const { at, lineAfter } = blockInsertionPoint(quill, lastSelectedIndex(range));
  // In the list item and the quote the cursor is in, as markdown mode puts a rule (a block embed
  // carries them as its attributes): without them the rule split the list or the quote in two.
  const place = placeOfBlockAt(quill, range.index);
  let delta = new (deltaClass(quill))().retain(at).insert({ divider: true }, place);
  if (lineAfter) delta = delta.insert('\n'); // somewhere to go on typing
  // In a list item with more after it: a line of the item to type on (the line after the rule is the
  // next item's, where the text typed went), as markdown mode waits on the item's content column.
  else if (place['kit-in-item']) delta = delta.insert('\n', place);
  quill.updateContents(delta, 'user');
  quill.setSelection(at + 1, 0, 'silent');
  return true;
}

/** A required, non-empty string argument of `command`, or an error naming the value. */
function requiredText(command: string, name: string, value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) {
    throw new Error(`${command} needs ${name} to be a non-empty string, got ${describeValue(value)}.`);
  }
  return value.trim();
}

/** An optional string argument of `command`, or an error naming the value. */
function optionalText(command: string, name: string, value: unknown): string {
  if (value == null) return '';
  if (typeof value !== 'string') throw new Error(`${command} needs ${name} to be a string, got ${describeValue(value)}.`);
  return value;
}

/** The options object of `command`, or an error naming the value. */
function optionsOf(command: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`${command} needs an options object, got ${describeValue(value)}.`);
  }
  return value as Record<string, unknown>;
}

/** Whether the cursor is in a code block, where links and images cannot go. */
function cursorInCode(view: KitWysiwygView): boolean {
  return new WwCodeBlockManager(view).isInCodeBlock(view.quill.getSelection(true));
}

/**
 * Makes the selection a link to `url`, or, at a collapsed cursor, inserts `linkText` (default:
 * the url) as one; the cursor goes after the link. Quill's link format replaces unsafe urls
 * (`javascript:`) with `about:blank`.
 */
function addLink(view: KitWysiwygView, options: unknown): boolean {
  const values = optionsOf('AddLink', options);
  const url = checkCommandUrl('AddLink', 'url', requiredText('AddLink', 'url', values['url']), false);
  const linkText = optionalText('AddLink', 'linkText', values['linkText']);
  const quill = view.quill;
  if (!isEditable(quill) || cursorInCode(view)) return false;
  const range = quill.getSelection(true);
  if (range.length > 0) {
    quill.formatText(range.index, range.length, 'link', url, 'user');
    quill.setSelection(range.index + range.length, 0, 'silent');
    return true;
  }
  const text = linkText || url;
  quill.updateContents(new (deltaClass(quill))().retain(range.index).insert(text, { link: url }), 'user');
  quill.setSelection(range.index + text.length, 0, 'silent');
  return true;
}

/**
 * Inserts an image with alt text in place of the selection; the cursor goes after it. Not in code,
 * nor over a selection that runs into a code block: deleting it joined the paragraph to the code
 * line, which then took the image in as nothing.
 */
function addImage(view: KitWysiwygView, options: unknown): boolean {
  const values = optionsOf('AddImage', options);
  const url = checkCommandUrl('AddImage', 'imageUrl', requiredText('AddImage', 'imageUrl', values['imageUrl']), true);
  const altText = optionalText('AddImage', 'altText', values['altText']);
  const quill = view.quill;
  if (!isEditable(quill) || cursorInCode(view)) return false;
  const range = quill.getSelection(true);
  if (range.length && quill.getLines(range.index, range.length).some((line) => line.statics.blotName === 'code-block')) return false;
  const delta = new (deltaClass(quill))()
    .retain(range.index)
    .delete(range.length)
    .insert({ image: url }, altText ? { alt: altText } : undefined);
  quill.updateContents(delta, 'user');
  quill.setSelection(range.index + 1, 0, 'silent');
  return true;
}

/** Indent (1) or Outdent (-1) of the selected list items with the items nested in them (ww-list-indent.ts). */
function shiftItems(view: KitWysiwygView, direction: 1 | -1): boolean {
  return isEditable(view.quill) && shiftListItems(view.quill, direction);
}

/** Runs a table-manager method when the editor is editable. */
function inTable(view: KitWysiwygView, run: (manager: WwTableManager) => boolean): boolean {
  return isEditable(view.quill) && run(new WwTableManager(view));
}

/** What a built-in WYSIWYG command does: the view, then the arguments of `editor.exec(name, …)`. */
type KitWysiwygCommandRunner = (view: KitWysiwygView, ...args: any[]) => unknown;

/**
 * What each built-in WYSIWYG command does, by TOAST UI Editor 1.x name. Their names and shortcuts
 * are in wysiwyg-commands.ts, which the first editor loads; these load with Quill.
 */
export const WYSIWYG_COMMAND_RUNNERS: Readonly<Record<KitWysiwygCommandName, KitWysiwygCommandRunner>> = {
  Bold: (view) => toggleQuillFormat(view, 'bold'),
  Italic: (view) => toggleQuillFormat(view, 'italic'),
  Strike: (view) => toggleQuillFormat(view, 'strike'),
  Code: (view) => toggleQuillFormat(view, 'code'),
  CodeBlock: (view, language?: string | null) => codeBlock(view, language),
  HR: (view) => insertDivider(view),
  Blockquote: (view) => toggleBlockquote(view),
  UL: (view) => toggleList(view, 'bullet'),
  OL: (view) => toggleList(view, 'ordered'),
  Task: (view) => toggleList(view, 'task'),
  Heading: (view, level: unknown) => heading(view, level),
  Paragraph: (view) => paragraph(view),
  AddLink: (view, options: unknown) => addLink(view, options),
  AddImage: (view, options: unknown) => addImage(view, options),
  Indent: (view) => shiftItems(view, 1),
  Outdent: (view) => shiftItems(view, -1),
  Table: (view, cols: number, rows: number, data?: readonly unknown[]) => new WwTableManager(view).createTable(cols, rows, data),
  AddRow: (view) => inTable(view, (table) => table.addRow()),
  AddCol: (view) => inTable(view, (table) => table.addCol()),
  RemoveRow: (view) => inTable(view, (table) => table.removeRow()),
  RemoveCol: (view) => inTable(view, (table) => table.removeCol()),
  RemoveTable: (view) => inTable(view, (table) => table.removeTable()),
  AlignCol: (view, align: KitTableAlign) => new WwTableManager(view).alignCol(align),
  // Turns the selected markdown text into formatting; returns whether it did.
  MarkdownToFormatting: (view) => isEditable(view.quill) && view.markdownPaste.convertSelection(),
};
