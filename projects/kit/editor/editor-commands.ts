import { EditorSelection } from '@codemirror/state';
import { describe } from 'kit-ui/core';
import type { KitEditorMode } from './editor-types';
import type { KitMarkdownView } from './markdown-view';
import type { KitWysiwygView } from './wysiwyg-view';

/** The view a command runs against: the markdown view or the WYSIWYG view. */
export type KitCommandContext = KitMarkdownView | KitWysiwygView;

/** A command: a name and what it does in one mode. */
export interface KitCommand<C extends KitCommandContext = KitCommandContext> {
  /** The name `exec(name)` uses, e.g. `Bold`. */
  name: string;
  /** Runs the command; its return value is what `exec` returns. */
  exec(context: C, ...args: unknown[]): unknown;
}

/**
 * The commands of one editor, per mode. `exec` runs the current mode's command and throws for an
 * unknown name, listing the valid ones (Part C item 7). The toolbar issue fills in the full set.
 */
export class KitCommandRegistry {
  private readonly commands: Record<KitEditorMode, Map<string, KitCommand>> = {
    markdown: new Map(),
    wysiwyg: new Map(),
  };

  /** Adds (or replaces) a command of `mode`. */
  add<C extends KitCommandContext>(mode: KitEditorMode, command: KitCommand<C>): void {
    this.commands[mode].set(command.name, command as KitCommand);
  }

  /** Whether `mode` has a command named `name`. */
  has(mode: KitEditorMode, name: string): boolean {
    return this.commands[mode].has(name);
  }

  /** The command names of `mode`. */
  names(mode: KitEditorMode): string[] {
    return [...this.commands[mode].keys()];
  }

  /** Runs `name` in `mode` and returns its result. */
  exec(mode: KitEditorMode, context: KitCommandContext, name: unknown, args: unknown[]): unknown {
    const command = typeof name === 'string' ? this.commands[mode].get(name) : undefined;
    if (!command) {
      throw new Error(`Unknown ${mode} command ${describe(name)}. Valid commands: ${this.names(mode).join(', ')}.`);
    }
    return command.exec(context, ...args);
  }
}

/** Wraps (or unwraps) every selection range in `mark`, as a user edit. */
function toggleMarkdownMark(view: KitMarkdownView, mark: string): void {
  const editor = view.view;
  const transaction = editor.state.changeByRange((range) => {
    const doc = editor.state.doc;
    const before = doc.sliceString(range.from - mark.length, range.from);
    const after = doc.sliceString(range.to, range.to + mark.length);
    if (before === mark && after === mark) {
      return {
        changes: [
          { from: range.from - mark.length, to: range.from },
          { from: range.to, to: range.to + mark.length },
        ],
        range: EditorSelection.range(range.from - mark.length, range.to - mark.length),
      };
    }
    return {
      changes: [
        { from: range.from, insert: mark },
        { from: range.to, insert: mark },
      ],
      range: EditorSelection.range(range.from + mark.length, range.to + mark.length),
    };
  });
  editor.dispatch(transaction, { userEvent: 'input.format', scrollIntoView: true });
}

function toggleQuillFormat(view: KitWysiwygView, format: string): void {
  const quill = view.quill;
  const range = quill.getSelection(true);
  const current = quill.getFormat(range)[format];
  quill.format(format, !current, 'user');
}

/** The inline-format commands the core ships in both modes; the rest come with the toolbar. */
export function registerCoreCommands(registry: KitCommandRegistry): void {
  const marks: [string, string, string][] = [
    ['Bold', '**', 'bold'],
    ['Italic', '*', 'italic'],
    ['Strike', '~~', 'strike'],
    ['Code', '`', 'code'],
  ];
  for (const [name, mark, format] of marks) {
    registry.add<KitMarkdownView>('markdown', { name, exec: (view) => toggleMarkdownMark(view, mark) });
    registry.add<KitWysiwygView>('wysiwyg', { name, exec: (view) => toggleQuillFormat(view, format) });
  }
  // WYSIWYG: turn the selected markdown text into formatting; returns whether it did.
  registry.add<KitWysiwygView>('wysiwyg', { name: 'MarkdownToFormatting', exec: (view) => view.markdownPaste.convertSelection() });
}
