import type { KitEditorDefaultOptions, KitExtensionEntry } from 'kit-ui/editor/defaults';
import { describeValue } from 'kit-ui/core';
import { checkMode, checkPreviewStyle, checkTheme, toCssSize } from './editor-options';
import { checkExtensions } from './extensions/extension-registry';
import { checkLinkAttribute } from './link-attributes';

/** The defaults as the inputs hold their values. */
export interface KitCheckedEditorDefaults extends Omit<KitEditorDefaultOptions, 'height' | 'minHeight' | 'exts'> {
  height?: string;
  minHeight?: string;
  exts?: KitExtensionEntry[];
}

const BOOLEANS = ['hideModeSwitch', 'useCommandShortcut', 'useDefaultHTMLSanitizer', 'usageStatistics'] as const;

/**
 * `given` checked as the inputs check their values (an input's default is not put through its
 * transform): a wrong value, or a name that is no default, throws naming it.
 */
export function checkEditorDefaults(given: KitEditorDefaultOptions | null | undefined): KitCheckedEditorDefaults {
  if (given == null) return {};
  const where = (name: string) => `KIT_EDITOR_DEFAULT_OPTIONS.${name}`;
  const checked: KitCheckedEditorDefaults = {};
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    try {
      checkOne(checked, name, value, where);
    } catch (error) {
      // The shared checks name the value only: say where it was given, or the app looks for a binding.
      if (error instanceof Error && !error.message.includes('KIT_EDITOR_DEFAULT_OPTIONS')) error.message = `${where(name)}: ${error.message}`;
      throw error;
    }
  }
  return checked;
}

/** Checks one default into `checked` (see `checkEditorDefaults`). */
function checkOne(checked: KitCheckedEditorDefaults, name: string, value: unknown, where: (name: string) => string): void {
  switch (name) {
    case 'height':
    case 'minHeight':
      checked[name] = toCssSize(name, value);
      break;
    case 'previewStyle':
      checked.previewStyle = checkPreviewStyle(value);
      break;
    case 'initialEditType':
      checked.initialEditType = checkMode(value);
      break;
    case 'theme':
      checked.theme = checkTheme(value);
      break;
    case 'linkAttribute':
      checked.linkAttribute = checkLinkAttribute(value);
      break;
    case 'exts':
      checked.exts = checkExtensions(value);
      break;
    case 'language':
    case 'placeholder':
      if (typeof value !== 'string') throw new TypeError(`${where(name)} must be a string, got ${describeValue(value)}.`);
      checked[name] = value;
      break;
    case 'previewDelayTime':
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new TypeError(`${where(name)} must be a number of ms, got ${describeValue(value)}.`);
      checked.previewDelayTime = value;
      break;
    case 'toolbarItems':
    case 'codeBlockLanguages':
      if (!Array.isArray(value)) throw new TypeError(`${where(name)} must be an array, got ${describeValue(value)}.`);
      (checked as Record<string, unknown>)[name] = value;
      break;
    default:
      if ((BOOLEANS as readonly string[]).includes(name)) {
        if (typeof value !== 'boolean') throw new TypeError(`${where(name)} must be true or false, got ${describeValue(value)}.`);
        (checked as Record<string, unknown>)[name] = value;
        break;
      }
      throw new TypeError(`Unknown editor default ${describeValue(name)} in KIT_EDITOR_DEFAULT_OPTIONS. Valid names: height, minHeight, previewStyle, initialEditType, language, theme, toolbarItems, hideModeSwitch, useCommandShortcut, useDefaultHTMLSanitizer, usageStatistics, placeholder, previewDelayTime, linkAttribute, exts, codeBlockLanguages.`);
  }
}
