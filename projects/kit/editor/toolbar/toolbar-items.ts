import { TemplateRef } from '@angular/core';
import { describeValue } from 'kit-ui/core';
import type { KitI18nKey } from '../i18n/i18n-keys';
import {
  KitToolbarButton,
  KitToolbarButtonOptions,
  KitToolbarButtonSpec,
  KitToolbarDivider,
  KitToolbarGenericOptions,
  KitToolbarItem,
} from './toolbar-item';

/** A built-in toolbar item: what TOAST UI Editor 1.x calls it and what it does. */
interface KitBuiltInItem extends KitToolbarButtonSpec {
  tooltipKey: KitI18nKey;
}

/** The built-in buttons by name (reference Part B §2). */
const BUILT_IN: Record<string, KitBuiltInItem> = {
  heading: { name: 'heading', icon: 'heading', tooltipKey: 'Headings', popup: 'heading' },
  bold: { name: 'bold', icon: 'bold', tooltipKey: 'Bold', command: 'Bold', state: 'bold' },
  italic: { name: 'italic', icon: 'italic', tooltipKey: 'Italic', command: 'Italic', state: 'italic' },
  strike: { name: 'strike', icon: 'strike', tooltipKey: 'Strike', command: 'Strike', state: 'strike' },
  hr: { name: 'hr', icon: 'hr', tooltipKey: 'Line', command: 'HR' },
  quote: { name: 'quote', icon: 'quote', tooltipKey: 'Blockquote', command: 'Blockquote', state: 'quote' },
  ul: { name: 'ul', icon: 'ul', tooltipKey: 'Unordered list', command: 'UL', state: 'bulletList' },
  ol: { name: 'ol', icon: 'ol', tooltipKey: 'Ordered list', command: 'OL', state: 'orderedList' },
  task: { name: 'task', icon: 'task', tooltipKey: 'Task', command: 'Task', state: 'task' },
  indent: { name: 'indent', icon: 'indent', tooltipKey: 'Indent', command: 'Indent' },
  outdent: { name: 'outdent', icon: 'outdent', tooltipKey: 'Outdent', command: 'Outdent' },
  table: { name: 'table', icon: 'table', tooltipKey: 'Insert table', popup: 'table' },
  image: { name: 'image', icon: 'image', tooltipKey: 'Insert image', popup: 'image' },
  link: { name: 'link', icon: 'link', tooltipKey: 'Insert link', popup: 'link' },
  code: { name: 'code', icon: 'code', tooltipKey: 'Code', command: 'Code', state: 'code' },
  codeblock: { name: 'codeblock', icon: 'codeblock', tooltipKey: 'Insert CodeBlock', command: 'CodeBlock', state: 'codeBlock' },
};

/** The default toolbar, in the original's order (20 items). */
export const KIT_DEFAULT_TOOLBAR_ITEMS: readonly string[] = [
  'heading', 'bold', 'italic', 'strike', 'divider', 'hr', 'quote', 'divider', 'ul', 'ol', 'task', 'indent',
  'outdent', 'divider', 'table', 'image', 'link', 'divider', 'code', 'codeblock',
];

/** Every name a `toolbarItems` string may use. */
export const KIT_TOOLBAR_ITEM_NAMES: readonly string[] = [...Object.keys(BUILT_IN), 'divider'];

/** A `toolbarItems` entry: a built-in name, `{type, options}`, an item instance or an Angular template. */
export type KitToolbarItemInput =
  | string
  | KitToolbarItem
  | TemplateRef<unknown>
  | { type: 'button'; options: KitToolbarButtonOptions }
  | { type: 'item'; options?: KitToolbarGenericOptions }
  | { type: 'template'; name?: string; template: TemplateRef<unknown> }
  | { type: string; options?: unknown };

/** Whether `name` is a built-in button that registers a command-free popup or command. */
export function builtInItem(name: string): KitToolbarButtonSpec | undefined {
  return BUILT_IN[name];
}

/**
 * Turns one `toolbarItems` entry into an item.
 * @throws Error for an unknown name or shape, listing the valid names (Part C item 7).
 */
export function createToolbarItem(input: unknown): KitToolbarItem {
  if (input instanceof KitToolbarItem) return input;
  if (input instanceof TemplateRef) return new KitToolbarItem('template', 'template', input);
  if (typeof input === 'string') return createBuiltIn(input);
  if (typeof input === 'object' && input !== null && typeof (input as { type?: unknown }).type === 'string') {
    const { type, options, template, name } = input as { type: string; options?: unknown; template?: unknown; name?: string };
    if (type === 'button') return new KitToolbarButton(checkOptions(options, 'button'));
    if (type === 'item') return createGeneric(checkOptions(options, 'item') as KitToolbarGenericOptions);
    if (type === 'template') {
      if (!(template instanceof TemplateRef)) {
        throw new TypeError(`Toolbar item {type: 'template'} needs a TemplateRef in "template", got ${describeValue(template)}.`);
      }
      return new KitToolbarItem(name ?? 'template', 'template', template);
    }
    return createBuiltIn(type);
  }
  throw new TypeError(
    `Unknown toolbar item ${describeValue(input)}. Use a name (${KIT_TOOLBAR_ITEM_NAMES.join(', ')}), ` +
      `{type: 'button', options}, {type: 'item', options}, a toolbar item or an Angular TemplateRef.`,
  );
}

function createBuiltIn(name: string): KitToolbarItem {
  if (name === 'divider') return new KitToolbarDivider();
  const spec = BUILT_IN[name];
  if (!spec) {
    throw new Error(`Unknown toolbar item ${describeValue(name)}. Valid names: ${KIT_TOOLBAR_ITEM_NAMES.join(', ')}.`);
  }
  return new KitToolbarButton({ ...spec });
}

function createGeneric(options: KitToolbarGenericOptions): KitToolbarItem {
  if (options.rootElement) return new KitToolbarItem(options.name ?? 'item', 'element', options.rootElement);
  if (typeof document === 'undefined') return new KitToolbarItem(options.name ?? 'item');
  const element = document.createElement(options.tagName ?? 'div');
  if (options.className) element.className = options.className;
  return new KitToolbarItem(options.name ?? 'item', 'element', element);
}

function checkOptions(options: unknown, type: string): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`Toolbar item {type: '${type}'} needs an options object, got ${describeValue(options)}.`);
  }
  return options as Record<string, unknown>;
}
