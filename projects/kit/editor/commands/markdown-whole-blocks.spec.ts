import { useEditor } from '../editor-spec-helpers';
import type { KitMarkdownView } from '../markdown/markdown-view';
import { type MarkdownCommandCase, itRunsCommands } from './markdown-spec-helpers';

/**
 * Tables and code blocks are whole blocks to the markdown commands: their lines get no block
 * markers, a quote takes them whole, and a block inserted in one goes after it (multiple-selection
 * QA, 2026-11-27: a rule or table put in a table split it, leaving its other rows a paragraph; in
 * fenced code it was text in the code; in indented code it split the code; OL, UL, Task and
 * Heading wrote their markers into indented code).
 */
describe('markdown commands and whole blocks', () => {
  const current = useEditor({ initialValue: '' });

  const table = 'p\n\n| a | b |\n| - | - |\n| 1‸ | 2 |\n| 3 | 4 |\n\nq';
  const tableDone = 'p\n\n| a | b |\n| - | - |\n| 1 | 2 |\n| 3 | 4 |\n\n';
  const cases: MarkdownCommandCase[] = [
    ['HR', [], table, `${tableDone}***\n‸\nq`],
    ['Table', [1, 1], table, `${tableDone}| ‸    |\n| --- |\n\nq`],
    ['CodeBlock', [], table, `${tableDone}\`\`\`\n‸\n\`\`\`\n\nq`],
    ['HR', [], 'p\n\n```\nco‸de\nmore\n```\n\nq', 'p\n\n```\ncode\nmore\n```\n\n***\n‸\nq'],
    ['Table', [1, 1], 'p\n\n```\nco‸de\n```', 'p\n\n```\ncode\n```\n\n| ‸    |\n| --- |'],
    ['HR', [], 'p\n\n    co‸de\n    more\n\nq', 'p\n\n    code\n    more\n\n***\n‸\nq'],
    ['HR', [], '> ```\n> co‸de\n> ```', '> ```\n> code\n> ```\n>\n> ***\n>‸'],
    // Indented code, as fenced code: no markers written into it.
    ['OL', [], 'p\n\n    co‸de\n    more', 'p\n\n    co‸de\n    more'],
    ['UL', [], 'p\n\n    co‸de', 'p\n\n    co‸de'],
    ['Task', [], 'p\n\n    co‸de', 'p\n\n    co‸de'],
    ['Heading', [2], 'p\n\n    co‸de', 'p\n\n    co‸de'],
    ['Blockquote', [], 'p\n\n    co‸de\n    more\n\nq', 'p\n\n>     co‸de\n>     more\n\nq'],
    // A range over text and a code block: the text's lines get the markers (nothing was written).
    ['Heading', [2], '«para one\n\n```\ncode\n```\n\npara two»', '## «para one\n\n```\ncode\n```\n\n## para two»'],
    ['UL', [], '«one\n\n| a |\n| - |\n| 1 |\n\ntwo»', '* «one\n\n| a |\n| - |\n| 1 |\n\n* two»'],
  ];
  itRunsCommands(() => current().getCurrentModeEditor() as KitMarkdownView, cases);
});
