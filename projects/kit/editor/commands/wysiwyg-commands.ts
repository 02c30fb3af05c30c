import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';
import { wysiwygEngine } from '../wysiwyg/quill-loader';
import type { KitCommandProps, KitKeyMap } from './command';

/** The built-in WYSIWYG commands in registration order, with their default shortcuts (`[windows, mac]`). */
const COMMAND_KEYS = [
  ['Bold', ['CTRL+B', 'META+B']],
  ['Italic', ['CTRL+I', 'META+I']],
  ['Strike', ['CTRL+S', 'META+S']],
  ['Code', ['SHIFT+CTRL+C', 'SHIFT+META+C']],
  ['CodeBlock', ['SHIFT+CTRL+P', 'SHIFT+META+P']],
  ['HR', ['CTRL+L', 'META+L']],
  ['Blockquote', ['ALT+Q', 'ALT+Q']],
  ['UL', ['CTRL+U', 'META+U']],
  ['OL', ['CTRL+O', 'META+O']],
  ['Task', ['ALT+T', 'ALT+T']],
  ['Heading'],
  ['Paragraph'],
  ['AddLink'],
  ['AddImage'],
  ['Indent'],
  ['Outdent'],
  ['Table'],
  ['AddRow'],
  ['AddCol'],
  ['RemoveRow'],
  ['RemoveCol'],
  ['RemoveTable'],
  ['AlignCol'],
  ['MarkdownToFormatting'],
] as const satisfies readonly (readonly [string, KitKeyMap?])[];

/** The names of the built-in WYSIWYG commands (TOAST UI Editor 1.x names). */
export type KitWysiwygCommandName = (typeof COMMAND_KEYS)[number][0];

/**
 * The built-in WYSIWYG commands, by TOAST UI Editor 1.x name, with their default shortcuts
 * (`[windows, mac]`). `exec` receives the WYSIWYG view and the arguments of `editor.exec(name, …)`.
 * They are registered with the editor, so `exec` and the shortcuts know them at once; what they do
 * (commands/wysiwyg-command-runners.ts) arrives with Quill, before any WYSIWYG view can exist.
 */
export const WYSIWYG_COMMANDS: readonly KitCommandProps<KitWysiwygView>[] = COMMAND_KEYS.map(([name, keyMap]: readonly [KitWysiwygCommandName, KitKeyMap?]) => ({
  name,
  ...(keyMap ? { keyMap } : {}),
  // Each is an undo step of its own through the editor's command manager (EditorService.runCommand).
  exec: (view: KitWysiwygView, ...args: unknown[]) => wysiwygEngine().commands[name](view, ...args),
}));
