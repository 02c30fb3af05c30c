import { describeValue } from 'kit-ui/core';
import type { KitExtensionEntry } from 'kit-ui/editor/defaults';
import { colorSyntaxExtension } from './color-syntax';
import { scrollSyncExtension } from './scroll-sync';
import { tableExtension } from './table';
import { taskCounterExtension } from './task-counter';

/** kit's built-in extensions by name. */
const KIT_BUILT_IN_EXTENSIONS: Record<string, KitExtension> = {
  scrollSync: scrollSyncExtension,
  colorSyntax: colorSyntaxExtension,
  table: tableExtension,
  taskCounter: taskCounterExtension,
};

/**
 * An extension: called once per editor or viewer whose `exts` option names it, with the instance
 * (the editor API, or a viewer) and, for an `{name, ...options}` entry, that whole object. It can
 * add commands (`editor.commandManager.addCommand`), toolbar items (`editor.getUI().getToolbar()`),
 * event handlers (`editor.on`) and code-block renderers (`codeBlockManager.setReplacer`).
 * Extensions check `instance.isViewer()` themselves when they only make sense in one of them.
 */
export type KitExtension<I = any> = (instance: I, options?: { name: string; [option: string]: unknown }) => void;

export type { KitExtensionEntry } from 'kit-ui/editor/defaults';

/**
 * TOAST UI 1.x extensions kit does not have, with what to do instead: their names are in 1.x
 * code (the "full" bundle's `exts`), so the error for them says more than "unknown".
 */
const LEFT_OUT_EXTENSIONS: Readonly<Record<string, string>> = {
  chart: "TOAST UI's chart extension is not built in: draw chart code blocks with KitEditor.codeBlockManager.setReplacer('chart', (code) => html).",
  uml: "TOAST UI's uml extension is not built in: draw uml code blocks with KitEditor.codeBlockManager.setReplacer('uml', (code) => html).",
  mark: "TOAST UI's mark extension is not built in (it was in no TOAST UI bundle either).",
};

const registry = new Map<string, KitExtension>();
let builtInsDefined = false;

/** Defines kit's own extensions on first use (apps may replace them with `defineExtension`). */
function defineBuiltIns(): void {
  if (builtInsDefined) return;
  builtInsDefined = true;
  for (const [name, extension] of Object.entries(KIT_BUILT_IN_EXTENSIONS)) registry.set(name, extension);
}

/**
 * Defines (or replaces) an extension for every editor and viewer of the page
 * (`KitEditor.defineExtension(name, ext)`).
 */
export function defineExtension(name: string, extension: KitExtension): void {
  defineBuiltIns();
  if (typeof name !== 'string' || name === '') throw new TypeError(`defineExtension(name) expects a non-empty string, got ${describeValue(name)}.`);
  if (typeof extension !== 'function') {
    throw new TypeError(`defineExtension("${name}", ext) expects a function (instance, options) => void, got ${describeValue(extension)}.`);
  }
  registry.set(name, extension);
}

/** The names of every defined extension. */
export function extensionNames(): string[] {
  defineBuiltIns();
  return [...registry.keys()];
}

/**
 * Checks an `exts` option.
 * @throws Error for an entry that is not a name or `{name}`, or names no defined extension
 *   (the original skipped it silently; kit names the valid ones, Part C item 7).
 */
export function checkExtensions(exts: unknown): KitExtensionEntry[] {
  if (exts == null) return [];
  if (!Array.isArray(exts)) throw new TypeError(`Editor option "exts" must be an array, got ${describeValue(exts)}.`);
  defineBuiltIns();
  const named = new Set<string>();
  return exts.map((entry) => {
    const name = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null ? (entry as { name?: unknown }).name : undefined;
    if (typeof name !== 'string') throw new TypeError(`An "exts" entry must be a name or {name, ...options}, got ${describeValue(entry)}.`);
    // An app's extension may be listed more than once (once per entry, with other options); kit's
    // own would draw their toolbar items twice (two scroll sync toggles that disagreed).
    if (named.has(name) && Object.hasOwn(KIT_BUILT_IN_EXTENSIONS, name) && registry.get(name) === KIT_BUILT_IN_EXTENSIONS[name]) {
      throw new Error(`Editor option "exts" names kit's extension ${describeValue(name)} twice; it runs once per editor, with the options of one entry.`);
    }
    named.add(name);
    if (!registry.has(name)) {
      const hint = Object.hasOwn(LEFT_OUT_EXTENSIONS, name) ? ` ${LEFT_OUT_EXTENSIONS[name]}` : '';
      throw new Error(`Unknown extension ${describeValue(name)}. Defined extensions: ${[...registry.keys()].join(', ')}.${hint}`);
    }
    return entry as KitExtensionEntry;
  });
}

/**
 * Runs the extensions of `exts` on `instance`, in order.
 * @throws the error an extension threw, its message starting with the extension's name.
 */
export function runExtensions(instance: unknown, exts: unknown): void {
  for (const entry of checkExtensions(exts)) {
    const name = typeof entry === 'string' ? entry : entry.name;
    const extension = registry.get(name)!;
    try {
      if (typeof entry === 'string') extension(instance);
      else extension(instance, entry);
    } catch (error) {
      throw namingExtension(name, error);
    }
  }
}

/**
 * `error`, thrown by the extension `name`, saying which extension threw it: the same object (its
 * class, fields and stack stay the app's) with its message prefixed; anything else thrown, wrapped.
 */
function namingExtension(name: string, error: unknown): unknown {
  if (!(error instanceof Error)) return new Error(`Extension "${name}" failed: it threw ${describeValue(error)}`, { cause: error });
  error.message = `Extension "${name}" failed: ${error.message}`;
  return error;
}
