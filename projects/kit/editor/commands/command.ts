import { describeValue } from 'kit-ui/core';
import type { KitEditorApi } from '../editor-api';
import type { KitMarkdownView } from '../markdown/markdown-view';
import type { KitWysiwygView } from '../wysiwyg/wysiwyg-view';

/** Which editor a command runs in: markdown mode, WYSIWYG mode, or either (global). */
export type KitCommandTypeName = 'markdown' | 'wysiwyg' | 'global';

/**
 * What a command of type `T` receives in an editor's command manager: the markdown view, the
 * WYSIWYG view, or the editor (global). A manager made with another base gives commands that base.
 */
export type KitCommandContextOf<T extends KitCommandTypeName> = T extends 'markdown' ? KitMarkdownView : T extends 'wysiwyg' ? KitWysiwygView : KitEditorApi;

/** The numeric command types of TOAST UI Editor 1.x (`getType()`): 0 markdown, 1 WYSIWYG, 2 global. */
export const KIT_COMMAND_TYPE = { MD: 0, WW: 1, GB: 2 } as const;

const TYPE_NUMBER: Record<KitCommandTypeName, number> = { markdown: 0, wysiwyg: 1, global: 2 };

/**
 * A shortcut pair `[windowsAndLinux, mac]`, each written as modifiers in the order SHIFT, CTRL,
 * META, ALT joined by `+`, then the key (`'CTRL+B'`, `'SHIFT+META+C'`, `'ALT+Q'`).
 */
export type KitKeyMap = readonly [string, string];

/**
 * What a command is made of (`CommandManager.command(type, props)`). `exec` receives the context of
 * its type (the markdown view adapter, the WYSIWYG view adapter, or the editor for global
 * commands) followed by the arguments given to `editor.exec(name, ...args)`; its return value is
 * what `exec` returns.
 */
export interface KitCommandProps<C = unknown> {
  /** The name `exec(name)` uses, e.g. `Bold`. */
  name: string;
  /** The default shortcut, `[windows, mac]`. */
  keyMap?: KitKeyMap;
  /**
   * Runs the command. The arguments are `any`, as `exec(name, ...args)` passes whatever its caller
   * gives: a command written as TOAST UI extensions write them, `(view, url) => ...`, reads them
   * without a cast.
   */
  exec(context: C, ...args: any[]): unknown;
}

/** A command of one type: a name, an optional shortcut and what it does. */
export class KitCommand<C = unknown> {
  private keys: KitKeyMap | undefined;

  /**
   * @param name The name `exec(name)` uses.
   * @param type 0 (markdown), 1 (WYSIWYG) or 2 (global), see `KIT_COMMAND_TYPE`.
   * @param keyMap The shortcut `[windows, mac]`.
   */
  constructor(
    private readonly name: string,
    private readonly type: number,
    keyMap?: KitKeyMap,
  ) {
    if (typeof name !== 'string' || name === '') throw new TypeError(`A command needs a non-empty name, got ${describeValue(name)}.`);
    this.keys = keyMap;
  }

  /** Runs the command (replaced by `props.exec` in `command()`/`factory()`). */
  exec(_context: C, ..._args: any[]): unknown {
    throw new Error(`Command "${this.name}" has no exec function.`);
  }

  /** The command's name. */
  getName(): string {
    return this.name;
  }

  /** 0 markdown, 1 WYSIWYG, 2 global. */
  getType(): number {
    return this.type;
  }

  /** Whether this is a markdown command. */
  isMDType(): boolean {
    return this.type === KIT_COMMAND_TYPE.MD;
  }

  /** Whether this is a WYSIWYG command. */
  isWWType(): boolean {
    return this.type === KIT_COMMAND_TYPE.WW;
  }

  /** Whether this command runs in either mode. */
  isGlobalType(): boolean {
    return this.type === KIT_COMMAND_TYPE.GB;
  }

  /** Sets the shortcut: `win` on Windows and Linux, `mac` on a Mac. */
  setKeyMap(win: string, mac: string): void {
    this.keys = [win, mac];
  }

  /** The shortcut pair, if any. */
  getKeyMap(): KitKeyMap | undefined {
    return this.keys;
  }

  /** Builds a command of `type` (`'markdown'`, `'wysiwyg'` or `'global'`) from `props`. */
  static factory<T extends KitCommandTypeName>(type: T, props: KitCommandProps<KitCommandContextOf<T>>): KitCommand<KitCommandContextOf<T>>;
  /** Builds a command whose context is typed by the caller (a manager with a base of its own). */
  static factory<C>(type: KitCommandTypeName, props: KitCommandProps<C>): KitCommand<C>;
  static factory<C>(type: KitCommandTypeName, props: KitCommandProps<C>): KitCommand<C> {
    if (!(type in TYPE_NUMBER)) {
      throw new Error(`Unknown command type ${describeValue(type)}. Valid types: markdown, wysiwyg, global.`);
    }
    if (typeof props?.exec !== 'function') {
      throw new TypeError(`Command ${describeValue(props?.name)} needs an exec function, got ${describeValue(props?.exec)}.`);
    }
    const command = new KitCommand<C>(props.name, TYPE_NUMBER[type], props.keyMap);
    command.exec = props.exec;
    return command;
  }
}
