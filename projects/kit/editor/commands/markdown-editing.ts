import type { Extension } from '@codemirror/state';
import { type Command, keymap } from '@codemirror/view';
import { deleteMarkupBackward, insertNewlineContinueMarkupCommand } from '@codemirror/lang-markdown';
import { selectionInListItems, shiftListLines } from './markdown-indent';

/**
 * Enter continues the list item, task (with a fresh `[ ] `) or quote of the cursor's line and
 * renumbers the ordered items after it; on an empty item it ends the list. `nonTightLists: false`
 * because by default Enter on an empty second item turns a tight list loose instead of ending it.
 */
const continueMarkup = insertNewlineContinueMarkupCommand({ nonTightLists: false });

/** `command`, except that a read-only editor leaves the key to the next binding. */
function editable(command: Command): Command {
  return (view) => !view.state.readOnly && command(view);
}

/**
 * Tab / Shift-Tab on list items: moves them one nesting level (`Indent` / `Outdent`). Elsewhere
 * (text, fenced code) it returns false, so the view's `indentWithTab` binding runs as before.
 */
function shiftListItems(direction: 1 | -1): Command {
  return (view) => selectionInListItems(view.state) && shiftListLines(view, direction);
}

/**
 * The markdown editing comforts, to put before the default keymap: Enter continues lists, tasks
 * and quotes (ending the list on an empty item, renumbering ordered lists), Backspace right after
 * list or quote markup deletes the markup, and Tab / Shift-Tab indent and outdent list items.
 * Every binding returns false outside its case, so the default keymap handles the key then.
 */
export function markdownEditingKeymap(): Extension {
  return keymap.of([
    { key: 'Enter', run: editable(continueMarkup) },
    { key: 'Backspace', run: editable(deleteMarkupBackward) },
    { key: 'Tab', run: shiftListItems(1), shift: shiftListItems(-1) },
  ]);
}
