/**
 * Every UI string key of the editor. The first 44 are TOAST UI Editor 1.x's keys (apps that
 * override them with `KitEditor.i18n.setLanguage` keep working); then the table extension's four;
 * then kit's own, for labels the original never had (accessible names, validation messages,
 * announcements).
 */
export const KIT_I18N_KEYS = [
  // mode switch and markdown tabs
  'Markdown', 'WYSIWYG', 'Write', 'Preview',
  // toolbar tooltips
  'Headings', 'Paragraph', 'Bold', 'Italic', 'Strike', 'Code', 'Line', 'Blockquote', 'Unordered list',
  'Ordered list', 'Task', 'Indent', 'Outdent', 'Insert link', 'Insert CodeBlock', 'Insert table',
  'Insert image', 'Heading', 'Image URL', 'Select image file', 'Description', 'OK', 'More', 'Cancel',
  'File', 'URL', 'Link text', 'Add row', 'Add col', 'Remove row', 'Remove col', 'Align left',
  'Align center', 'Align right', 'Remove table', 'Would you like to paste as table?', 'Text color',
  'Auto scroll enabled', 'Auto scroll disabled', 'Choose language',
  // table extension
  'Merge cells', 'Unmerge cells', 'Cannot change part of merged cell',
  'Cannot paste row merged cells into the table header',
  // kit's own
  'Editor toolbar', 'Editing mode', 'Markdown editor', 'WYSIWYG editor', 'Close', 'Table size',
  'Columns', 'Rows', 'Enter a URL.', 'This kind of URL is not allowed.', 'Enter the link text.', 'Choose an image file or enter an image URL.',
  'Custom color', 'Table options', 'No matches', 'Auto scroll',
  // kit's own: what the live region says when the editing area changes
  'Markdown mode', 'WYSIWYG mode', 'Preview in a separate tab', 'Preview beside the text',
] as const;

/** A UI string key. */
export type KitI18nKey = (typeof KIT_I18N_KEYS)[number];

/** The strings of one language: every key. */
export type KitLanguageStrings = Record<KitI18nKey, string>;
