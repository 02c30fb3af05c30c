import { Language } from '@codemirror/language';
import { markdownLanguage } from '@codemirror/lang-markdown';
import type { MarkdownParser } from '@lezer/markdown';
import { withGroupReuse } from './markdown-group-reuse';

/**
 * The markdown kit's editor reads: CommonMark with GFM (tables, task lists, strikethrough,
 * autolinks), what the preview's `marked` reads. CodeMirror's `markdownLanguage` adds subscript
 * (`~x~`), superscript (`^x^`) and emoji (`:x:`), which the preview shows as plain text, so the
 * editor highlighted what the preview does not; their inline parsers also ran on every key.
 */
export const kitMarkdownParser: MarkdownParser = /*@__PURE__*/ (markdownLanguage.parser as MarkdownParser).configure({
  remove: ['Subscript', 'Superscript', 'Emoji'],
});

/**
 * kit's markdown as a CodeMirror language (the same language data as `markdownLanguage`), reparsing
 * long documents with groups of blocks reused (`withGroupReuse`).
 */
export const kitMarkdownLanguage: Language = /*@__PURE__*/ new Language(markdownLanguage.data, withGroupReuse(kitMarkdownParser), [], 'markdown');
