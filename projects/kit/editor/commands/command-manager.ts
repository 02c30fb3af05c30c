import { describeValue } from 'kit-ui/core';
import { KitCommand, KitCommandContextOf, KitCommandProps, KitCommandTypeName } from './command';
import { keyMapIndexOf, shortcutOf } from './key-mapper';
import { isMacPlatform } from './platform';

/** What a `CommandManager` runs commands against: usually the editor. */
export interface KitCommandBase {
  /**
   * Whether the editor is in markdown mode (else WYSIWYG). A base without it (any object) runs
   * global commands only, as TOAST UI 1.x's manager looked those up without asking the mode.
   */
  isMarkdownMode?(): boolean;
  /**
   * The context a command of `type` receives: the markdown view, the WYSIWYG view, or the editor
   * for global commands. Without it, every command receives the base itself.
   */
  getCommandContext?(type: KitCommandTypeName): unknown;
  /**
   * Runs a command of `type` (`run`), e.g. as an undo step of its own. Without it, commands just run.
   */
  runCommand?<T>(type: KitCommandTypeName, run: () => T): T;
}

/** Options of `new CommandManager(base, options)`. */
export interface KitCommandManagerOptions {
  /** Whether shortcuts run commands (default true). */
  useCommandShortcut?: boolean;
  /** Use the Mac column of key maps (default: detected from the platform). */
  isMac?: boolean;
}

const TYPE_NAMES: KitCommandTypeName[] = ['markdown', 'wysiwyg', 'global'];

/**
 * Holds an editor's commands per mode and runs them: `exec(name, ...args)` runs the current mode's
 * command (or a global one) and returns its result; `keydown` runs the command whose shortcut
 * matches. An unknown command name throws, listing the valid ones (Part C item 7).
 */
export class CommandManager {
  private readonly byType: Map<string, KitCommand>[] = [new Map(), new Map(), new Map()];
  private useShortcuts: boolean;
  private readonly mac: boolean;

  /** Builds a command of `type` from `{name, keyMap?, exec}` (TOAST UI's `CommandManager.command`). */
  static command<T extends KitCommandTypeName>(type: T, props: KitCommandProps<KitCommandContextOf<T>>): KitCommand<KitCommandContextOf<T>>;
  /** Builds a command whose context is typed by the caller (a manager with a base of its own). */
  static command<C>(type: KitCommandTypeName, props: KitCommandProps<C>): KitCommand<C>;
  static command<C>(type: KitCommandTypeName, props: KitCommandProps<C>): KitCommand<C> {
    return KitCommand.factory(type, props);
  }

  /**
   * @param base What commands run against (see `KitCommandBase`).
   * @param options `useCommandShortcut: false` turns shortcuts off.
   */
  constructor(
    private readonly base: KitCommandBase,
    options: KitCommandManagerOptions = {},
  ) {
    if (typeof base !== 'object' || base === null) throw new TypeError(`new CommandManager(base) expects the editor (or an object commands run against), got ${describeValue(base)}.`);
    this.useShortcuts = options.useCommandShortcut ?? true;
    this.mac = options.isMac ?? isMacPlatform();
  }

  /** Turns shortcuts on or off (`useCommandShortcut`). */
  setUseCommandShortcut(use: boolean): void {
    this.useShortcuts = use;
  }

  /**
   * Adds (or replaces) a command and returns it: `addCommand(command)` or
   * `addCommand(type, {name, keyMap, exec})`.
   */
  addCommand<C>(command: KitCommand<C>): KitCommand<C>;
  /** Makes a command of `type` (`'markdown'`, `'wysiwyg'` or `'global'`) from `props`, adds it and returns it. */
  addCommand<T extends KitCommandTypeName>(type: T, props: KitCommandProps<KitCommandContextOf<T>>): KitCommand<KitCommandContextOf<T>>;
  /** The same, with the context typed by the caller (a manager with a base of its own). */
  addCommand<C>(type: KitCommandTypeName, props: KitCommandProps<C>): KitCommand<C>;
  addCommand<C>(commandOrType: KitCommand<C> | KitCommandTypeName, props?: KitCommandProps<C>): KitCommand<C> {
    const command = typeof commandOrType === 'string' ? KitCommand.factory(commandOrType, props as KitCommandProps<C>) : commandOrType;
    if (!(command instanceof KitCommand)) {
      throw new TypeError(`addCommand expects a command (CommandManager.command(type, props)) or (type, props), got ${describeValue(command)}.`);
    }
    this.byType[command.getType()].set(command.getName(), command);
    return command;
  }

  /** The command `name` of the current mode (none without a mode), else the global one, else undefined. */
  getCommand(name: string, mode: 'markdown' | 'wysiwyg' | null = this.currentMode()): KitCommand | undefined {
    return (mode ? this.byType[mode === 'markdown' ? 0 : 1].get(name) : undefined) ?? this.byType[2].get(name);
  }

  /** Whether `mode` has a command named `name` (its own or a global one). */
  has(mode: 'markdown' | 'wysiwyg', name: string): boolean {
    return !!this.getCommand(name, mode);
  }

  /** The command names available in `mode`, global ones included. */
  names(mode: 'markdown' | 'wysiwyg' | null = this.currentMode()): string[] {
    return [...new Set([...(mode ? this.byType[mode === 'markdown' ? 0 : 1].keys() : []), ...this.byType[2].keys()])];
  }

  /**
   * Runs the current mode's command `name` with `args` and returns its result.
   * @throws Error naming the unknown command and the valid ones.
   */
  exec(name: string, ...args: unknown[]): unknown {
    const mode = this.currentMode();
    const command = typeof name === 'string' ? this.getCommand(name, mode) : undefined;
    if (!command) {
      throw new Error(`Unknown ${mode ? `${mode} ` : ''}command ${describeValue(name)}. Valid commands: ${this.names(mode).join(', ') || 'none'}.`);
    }
    const type = TYPE_NAMES[command.getType()];
    const context = this.base.getCommandContext ? this.base.getCommandContext(type) : this.base;
    const run = () => command.exec(context, ...args);
    return this.base.runCommand ? this.base.runCommand(type, run) : run();
  }

  /**
   * Runs the command whose shortcut matches `event` in the current mode, preventing the browser's
   * default. Returns whether a command ran. Does nothing when shortcuts are off.
   */
  keydown(event: KeyboardEvent): boolean {
    if (!this.useShortcuts || event.isComposing) return false;
    const shortcut = shortcutOf(event);
    if (!shortcut) return false;
    const command = this.commandForShortcut(shortcut);
    if (!command) return false;
    event.preventDefault();
    this.exec(command.getName());
    return true;
  }

  /** The shortcut text of command `name` on this platform (`'Ctrl+B'`, `'⌘B'` style is not used), or ''. */
  shortcutLabel(name: string): string {
    const keys = this.getCommand(name)?.getKeyMap();
    if (!keys) return '';
    return keys[keyMapIndexOf(this.mac)]
      .split('+')
      .map((part) => (part.length === 1 ? part : part[0] + part.slice(1).toLowerCase()))
      .join('+');
  }

  private commandForShortcut(shortcut: string): KitCommand | undefined {
    const index = keyMapIndexOf(this.mac);
    const mode = this.currentMode();
    const maps = mode ? [this.byType[mode === 'markdown' ? 0 : 1], this.byType[2]] : [this.byType[2]];
    for (const map of maps) {
      for (const command of map.values()) {
        if (command.getKeyMap()?.[index] === shortcut) return command;
      }
    }
    return undefined;
  }

  /** The base's mode, or null for a base without modes. */
  private currentMode(): 'markdown' | 'wysiwyg' | null {
    if (typeof this.base.isMarkdownMode !== 'function') return null;
    return this.base.isMarkdownMode() ? 'markdown' : 'wysiwyg';
  }
}
