/** What `taskCounter` adds to an editor or viewer. */
export interface KitTaskCounter {
  /** How many task items the content has. */
  getTaskCount(): number;
  /** How many of them are checked. */
  getCheckedTaskCount(): number;
}

// A box has text after it, or nothing (an empty task: convertor/empty-task-items.ts); `[ ]x` is text.
const TASK_LINE = /^([ \t]*)(?:>[ \t]*)*(?:[*+-]|\d{1,9}[.)])[ \t]+\[([ xX])\](?:[ \t]+\S|[ \t]*$)/gm;

/** Counts `[ ]` / `[x]` task items in markdown (fenced code left out). */
export function countMarkdownTasks(markdown: string): { total: number; checked: number } {
  const withoutCode = markdown.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1\2[`~]*[ \t]*$|(?![\s\S]))/gm, '');
  let total = 0;
  let checked = 0;
  let listIndent = -1; // the indentation of the list we are in, or -1 outside one
  let previousBlank = true;
  for (const line of withoutCode.split('\n')) {
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    const match = new RegExp(TASK_LINE.source).exec(line);
    // Four more spaces than any list (after a blank line or a paragraph) is an indented code block.
    const isCode = indent >= 4 && (listIndent < 0 || indent - listIndent >= 8);
    if (match && !isCode) {
      total++;
      if (match[2] !== ' ') checked++;
    }
    if (/^\s*(?:[*+-]|\d{1,9}[.)])\s/.test(line) && !isCode) listIndent = indent;
    else if (!line.trim() && previousBlank) listIndent = -1;
    previousBlank = !line.trim();
  }
  return { total, checked };
}

type Countable = {
  isViewer(): boolean;
  isMarkdownMode(): boolean;
  getMarkdown?(): string;
  getSquire?(): { getLines(): { formats(): Record<string, unknown> }[] };
  getElement?(): HTMLElement;
};

function count(instance: Countable): { total: number; checked: number } {
  if (instance.isViewer()) {
    // The viewer's own checkboxes can be toggled by the reader, so count what shows.
    const root = instance.getElement?.();
    const boxes = root ? Array.from(root.querySelectorAll<HTMLInputElement>('li input[type="checkbox"]')) : [];
    return { total: boxes.length, checked: boxes.filter((box) => box.checked).length };
  }
  if (!instance.isMarkdownMode() && instance.getSquire) {
    let total = 0;
    let checked = 0;
    for (const line of instance.getSquire().getLines()) {
      const list = line.formats()['list'];
      if (list === 'checked' || list === 'unchecked') total++;
      if (list === 'checked') checked++;
    }
    return { total, checked };
  }
  return countMarkdownTasks(instance.getMarkdown?.() ?? '');
}

/**
 * `taskCounter`: adds `getTaskCount()` and `getCheckedTaskCount()` to the editor (markdown: the
 * `[ ]`/`[x]` items of the text; WYSIWYG: task list lines) or viewer (its checkboxes as shown).
 */
export function taskCounterExtension(instance: Countable & Partial<KitTaskCounter>): void {
  instance.getTaskCount = () => count(instance).total;
  instance.getCheckedTaskCount = () => count(instance).checked;
}
