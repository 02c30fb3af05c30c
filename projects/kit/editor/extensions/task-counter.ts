/** What `taskCounter` adds to an editor or viewer. */
export interface KitTaskCounter {
  /** How many task items the content has. */
  getTaskCount(): number;
  /** How many of them are checked. */
  getCheckedTaskCount(): number;
}

const TASK_LINE = /^[ \t]*(?:>[ \t]*)*(?:[*+-]|\d{1,9}[.)])[ \t]+\[([ xX])\](?=[ \t]|$)/gm;

/** Counts `[ ]` / `[x]` task items in markdown (fenced code left out). */
export function countMarkdownTasks(markdown: string): { total: number; checked: number } {
  const withoutCode = markdown.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1\2[`~]*[ \t]*$|(?![\s\S]))/gm, '');
  let total = 0;
  let checked = 0;
  for (const match of withoutCode.matchAll(TASK_LINE)) {
    total++;
    if (match[1] !== ' ') checked++;
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
