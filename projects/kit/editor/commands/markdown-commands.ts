import { type EditorState, type TransactionSpec } from '@codemirror/state';
import type { KitMarkdownView } from '../markdown/markdown-view';
import type { KitCommandProps } from './command';
import { runEdit } from './markdown-text';
import { eachRangeAlone } from './markdown-each-cursor';
import { BOLD, ITALIC, STRIKE, CODE, toggleMark } from './markdown-inline';
import { insertHorizontalRule, insertTable, linkArguments, insertLink } from './markdown-inserts';
import { insertCodeBlock } from './markdown-code-blocks';
import { toggleList, checkLevel, setHeading, toParagraph } from './markdown-line-markup';
import { toggleBlockquote } from './markdown-blockquote';
import { shiftLines } from './markdown-indent';
import { withLazyLinesQuoted } from './markdown-lazy-lines';
import { keepParagraphsApart } from './markdown-paragraph-splits';
import { outsideTables, overWholeTables } from './markdown-whole-blocks';
import { withoutSetextUnderlines } from './markdown-setext';
import { checkCommandUrl } from './command-urls';

/**
 * Runs a line edit built from the state, as one user edit, for each selection range as it would be
 * alone (`eachRangeAlone`); lazy quote lines there get their markers first (`withLazyLinesQuoted`),
 * so they stay in their quote whatever the edit does to the lines above.
 */
function lineCommand(build: (state: EditorState) => TransactionSpec | null, userEvent = 'input.format') {
  return (context: KitMarkdownView) => runEdit(context, userEvent, eachRangeAlone(withLazyLinesQuoted(build)));
}

/** A `lineCommand` that may take block markers off: a line it leaves under a paragraph stays its own (`keepParagraphsApart`). */
function markupCommand(build: (state: EditorState) => TransactionSpec | null) {
  return lineCommand(keepParagraphsApart(build));
}

/** Blockquote's `markupCommand`: the ranges in one top-level block are quoted as one range over them. */
function quoteCommand(build: (state: EditorState) => TransactionSpec | null) {
  return (context: KitMarkdownView) => runEdit(context, 'input.format', eachRangeAlone(withLazyLinesQuoted(keepParagraphsApart(build)), { wholeBlocks: true }));
}

/**
 * The built-in markdown-mode commands (TOAST UI Editor 1.x names, arguments and shortcuts). Each
 * edits the markdown text around every selection range as one transaction (one undo step, one
 * `change`), and does nothing in a read-only editor. Bad arguments throw, naming the value.
 */
export const MARKDOWN_COMMANDS: readonly KitCommandProps<KitMarkdownView>[] = [
  { name: 'Bold', keyMap: ['CTRL+B', 'META+B'], exec: (context) => toggleMark(context, BOLD) },
  { name: 'Italic', keyMap: ['CTRL+I', 'META+I'], exec: (context) => toggleMark(context, ITALIC) },
  { name: 'Strike', keyMap: ['CTRL+S', 'META+S'], exec: (context) => toggleMark(context, STRIKE) },
  { name: 'Code', keyMap: ['SHIFT+CTRL+C', 'SHIFT+META+C'], exec: (context) => toggleMark(context, CODE) },
  {
    name: 'CodeBlock',
    keyMap: ['SHIFT+CTRL+P', 'SHIFT+META+P'],
    exec: (context, language?: unknown) => insertCodeBlock(context, language),
  },
  { name: 'HR', keyMap: ['CTRL+L', 'META+L'], exec: (context) => insertHorizontalRule(context) },
  { name: 'Blockquote', keyMap: ['ALT+Q', 'ALT+Q'], exec: quoteCommand(overWholeTables(withoutSetextUnderlines(toggleBlockquote))) },
  { name: 'UL', keyMap: ['CTRL+U', 'META+U'], exec: markupCommand(outsideTables(withoutSetextUnderlines((state) => toggleList(state, 'ul')))) },
  { name: 'OL', keyMap: ['CTRL+O', 'META+O'], exec: markupCommand(outsideTables(withoutSetextUnderlines((state) => toggleList(state, 'ol')))) },
  { name: 'Task', keyMap: ['ALT+T', 'ALT+T'], exec: markupCommand(outsideTables(withoutSetextUnderlines((state) => toggleList(state, 'task')))) },
  {
    name: 'Heading',
    exec: (context, level?: unknown) => {
      const checked = checkLevel(level);
      lineCommand(outsideTables(withoutSetextUnderlines((state) => setHeading(state, checked))))(context);
    },
  },
  { name: 'Paragraph', exec: markupCommand(outsideTables(withoutSetextUnderlines(toParagraph))) },
  {
    name: 'AddLink',
    exec: (context, data?: unknown) => {
      const { url, text } = linkArguments('AddLink', data, 'url', 'linkText');
      insertLink(context, '', checkCommandUrl('AddLink', 'url', url, false), text, true);
    },
  },
  {
    name: 'AddImage',
    exec: (context, data?: unknown) => {
      const { url, text } = linkArguments('AddImage', data, 'imageUrl', 'altText');
      insertLink(context, '!', checkCommandUrl('AddImage', 'imageUrl', url, true), text, false);
    },
  },
  { name: 'Indent', exec: lineCommand((state) => shiftLines(state, 1), 'input.indent') },
  { name: 'Outdent', exec: lineCommand((state) => shiftLines(state, -1), 'input.dedent') },
  { name: 'Table', exec: (context, cols?: unknown, rows?: unknown, data?: unknown) => insertTable(context, cols, rows, data) },
];
