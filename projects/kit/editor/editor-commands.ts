import type { CommandManager } from './commands/command-manager';
import { MARKDOWN_COMMANDS } from './commands/markdown-commands';
import { WYSIWYG_COMMANDS } from './commands/wysiwyg-commands';
import type { KitMarkdownView } from './markdown/markdown-view';
import type { KitWysiwygView } from './wysiwyg/wysiwyg-view';

/** The view a command runs against: the markdown view or the WYSIWYG view. */
export type KitCommandContext = KitMarkdownView | KitWysiwygView;

/**
 * Registers the built-in commands of both modes, with the original's names, arguments and
 * shortcuts, before extensions run and before `load` (Part C item 9).
 */
export function registerBuiltInCommands(manager: CommandManager): void {
  for (const command of MARKDOWN_COMMANDS) manager.addCommand<KitMarkdownView>('markdown', command);
  for (const command of WYSIWYG_COMMANDS) manager.addCommand<KitWysiwygView>('wysiwyg', command);
}
