import { Language } from '@codemirror/language';
import { markdownLanguage } from '@codemirror/lang-markdown';
import type { BlockContext, LeafBlock, LeafBlockParser, MarkdownConfig, MarkdownParser } from '@lezer/markdown';
import { withGroupReuse } from './markdown-group-reuse';

/** A task box alone on its line (`[ ]`, `[x]`), maybe with white space after it. */
const BOX_ALONE = /^\[[ xX]\][ \t]*$/;

/** Finishes a list item's text as a task when all of it is the box (else it stays a paragraph). */
class EmptyTaskParser implements LeafBlockParser {
  nextLine(): boolean {
    return false; // the text may go on (lazy lines): decided in finish, on all of it
  }

  finish(cx: BlockContext, leaf: LeafBlock): boolean {
    if (!BOX_ALONE.test(leaf.content)) return false;
    cx.addLeafElement(leaf, cx.elt('Task', leaf.start, leaf.start + leaf.content.length, [cx.elt('TaskMarker', leaf.start, leaf.start + 3)]));
    return true;
  }
}

/**
 * An item whose only text is its box (`- [ ]`: what WYSIWYG writes for an empty task) is a task,
 * as kit's preview draws it (convertor/empty-task-items.ts). GFM's TaskList wants white space after
 * the box, so the editor coloured the box as text (a link, `[x]`) and the toolbar's Task button
 * was off on that line.
 */
const emptyTasks: MarkdownConfig = {
  parseBlock: [
    {
      name: 'KitEmptyTask',
      leaf: (cx, leaf) => (BOX_ALONE.test(leaf.content) && cx.parentType().name === 'ListItem' ? new EmptyTaskParser() : null),
      before: 'TaskList',
    },
  ],
};

/**
 * The markdown kit's editor reads: CommonMark with GFM (tables, task lists, strikethrough,
 * autolinks), what the preview's `marked` reads. CodeMirror's `markdownLanguage` adds subscript
 * (`~x~`), superscript (`^x^`) and emoji (`:x:`), which the preview shows as plain text, so the
 * editor highlighted what the preview does not; their inline parsers also ran on every key. An
 * item whose text is a task box alone is a task (`emptyTasks`).
 */
export const kitMarkdownParser: MarkdownParser = /*@__PURE__*/ (markdownLanguage.parser as MarkdownParser).configure({
  remove: ['Subscript', 'Superscript', 'Emoji'],
}).configure(emptyTasks);

/**
 * kit's markdown as a CodeMirror language (the same language data as `markdownLanguage`), reparsing
 * long documents with groups of blocks reused (`withGroupReuse`).
 */
export const kitMarkdownLanguage: Language = /*@__PURE__*/ new Language(markdownLanguage.data, withGroupReuse(kitMarkdownParser), [], 'markdown');
