import { TemplateRef, signal } from '@angular/core';
import type { KitFormatState } from '../editor-types';

/** How a toolbar item draws: a button, a divider, an app element, an Angular template, or empty. */
export type KitToolbarItemKind = 'button' | 'divider' | 'element' | 'template' | 'item';

/** The built-in popups a toolbar button can open. */
export type KitToolbarPopup = 'heading' | 'table' | 'image' | 'link';

/** Options of a custom toolbar button (`{type: 'button', options}` or `new KitEditor.Button(options)`). */
export interface KitToolbarButtonOptions {
  /** The item's name (`getName()`, `indexOfItem(name)`). */
  name?: string;
  /** Extra CSS classes of the button. */
  className?: string;
  /** A command run on click, with no arguments (wins over `event`). */
  command?: string;
  /** An event emitted on click with no arguments (registered with `eventManager.addEventType`). */
  event?: string;
  /** Visible text of the button. */
  text?: string;
  /** Tooltip and accessible name. */
  tooltip?: string;
  /** Inline style of the button. */
  style?: string;
  /**
   * A key of the `stateChange` payload that shows the button as pressed, or kit's `bulletList` /
   * `orderedList` (which kind of list the cursor is in).
   */
  state?: keyof Omit<KitFormatState, 'source'>;
  /** A custom root element shown instead of a drawn button (clicks still run `command`/`event`). */
  el?: HTMLElement;
  /** TOAST UI spelling of `el` (a DOM element; jQuery objects are unwrapped). */
  $el?: HTMLElement | { 0?: HTMLElement; get?(index: number): HTMLElement };
}

/** Options of a generic item (`{type: 'item', options}`). */
export interface KitToolbarGenericOptions {
  /** The item's name (`getName()`, `indexOfItem(name)`). */
  name?: string;
  /** Tag of the element created when no `rootElement` is given (default `div`). */
  tagName?: string;
  /** Class names of the created element. */
  className?: string;
  /** An element to show as the item. */
  rootElement?: HTMLElement;
}

/**
 * One toolbar entry (TOAST UI's ToolbarItem): a name and how it draws. Subclasses add behaviour.
 * Items are plain objects so the toolbar API (`getUI().getToolbar()`) can hand them out and take
 * them back; the toolbar component draws them from the toolbar's `items` signal.
 */
export class KitToolbarItem {
  /** What this item draws as. */
  readonly kind: KitToolbarItemKind;
  /** An app element drawn as the item (kind `element`). */
  readonly element: HTMLElement | undefined;
  /** An Angular template drawn as the item (kind `template`); its context's `$implicit` is the editor. */
  readonly template: TemplateRef<unknown> | undefined;
  private destroyed = false;

  constructor(
    private readonly name: string,
    kind: KitToolbarItemKind = 'item',
    content?: HTMLElement | TemplateRef<unknown>,
  ) {
    this.kind = kind;
    this.element = content instanceof TemplateRef ? undefined : content;
    this.template = content instanceof TemplateRef ? content : undefined;
  }

  /** The item's name. */
  getName(): string {
    return this.name;
  }

  /** Whether `destroy()` ran (the toolbar then no longer draws it). */
  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Releases the item; a destroyed item cannot be added again. */
  destroy(): void {
    this.destroyed = true;
  }
}

/** A visual separator between groups (name `divider`); not affected by enable/disable. */
export class KitToolbarDivider extends KitToolbarItem {
  constructor() {
    super('divider', 'divider');
  }
}

/** What a button does and shows, resolved from built-in definitions or custom options. */
export interface KitToolbarButtonSpec {
  /** The button's name (built-ins: `bold`, `italic`...; custom: as given, else `button`). */
  name: string;
  /** i18n key of the tooltip (built-ins) ... */
  tooltipKey?: string;
  /** ... or a literal tooltip (custom buttons). */
  tooltip?: string;
  /** Text drawn in the button. */
  text?: string;
  /** Class names of the button. */
  className?: string;
  /** Inline style of the button. */
  style?: string;
  /** The command a click runs (`exec(command)`). */
  command?: string;
  /** The event a click emits on the editor's event manager. */
  event?: string;
  /** The popup a click opens under the button. */
  popup?: KitToolbarPopup;
  /** The `stateChange` key that shows the button as active. */
  state?: keyof Omit<KitFormatState, 'source'>;
  /** CSS icon name (`kit-icon-<icon>`), built-ins only. */
  icon?: string;
  /**
   * i18n key of the tooltip while `pressed()` is false (a toggle such as scroll sync, whose tooltip
   * says its state). Give such a toggle a `nameKey` too: its accessible name must not change with
   * its state, which `aria-pressed` tells; without one, the name is the tooltip and there is no
   * `aria-pressed` (a name that says the state and a pressed state would say it twice).
   */
  tooltipKeyOff?: string;
  /** i18n key of the accessible name when it is not the tooltip's text (a toggle with `tooltipKeyOff`). */
  nameKey?: string;
  /** The pressed state of a toggle button (instead of a `stateChange` key). */
  pressed?: () => boolean;
  /** Whether the button shows now (default: always). */
  shown?: () => boolean;
  /**
   * Whether the popup the button opens itself (an extension's `createPopup`) shows: the button
   * then carries `aria-haspopup` and `aria-expanded`, as those opening kit's popups do.
   */
  expanded?: () => boolean;
  element?: HTMLElement;
}

/**
 * A toolbar button: runs a command, emits an event or opens a popup on click; shows `aria-pressed`
 * from a `stateChange` key; can be disabled (a disabled button does nothing).
 */
export class KitToolbarButton extends KitToolbarItem {
  private readonly enabledState = signal(true);
  /** Whether the button reacts to clicks (also false while the Preview tab shows). */
  readonly enabled = this.enabledState.asReadonly();
  /** What the button does and shows. */
  readonly spec: KitToolbarButtonSpec;

  /** @param options custom button options, or a resolved spec (built-ins). */
  constructor(options: KitToolbarButtonOptions | KitToolbarButtonSpec) {
    const spec = toSpec(options);
    super(spec.name, spec.element ? 'element' : 'button', spec.element);
    this.spec = spec;
  }

  /** Lets the button react again. */
  enable(): void {
    this.enabledState.set(true);
  }

  /** Stops the button from reacting (it stays focusable in the toolbar, with `aria-disabled`). */
  disable(): void {
    this.enabledState.set(false);
  }

  /** Whether the button reacts to clicks. */
  isEnabled(): boolean {
    return this.enabledState();
  }
}

function toSpec(options: KitToolbarButtonOptions | KitToolbarButtonSpec): KitToolbarButtonSpec {
  if (typeof options !== 'object' || options === null) return { name: 'button' };
  const custom = options as KitToolbarButtonOptions;
  const element = custom.el ?? unwrap(custom.$el) ?? (options as KitToolbarButtonSpec).element;
  return { ...(options as KitToolbarButtonSpec), name: options.name || 'button', element };
}

/** Accepts a DOM element or a jQuery-like object holding one. */
function unwrap(value: KitToolbarButtonOptions['$el']): HTMLElement | undefined {
  if (!value) return undefined;
  if ((value as Node).nodeType === 1) return value as HTMLElement;
  const wrapped = value as { 0?: HTMLElement; get?(index: number): HTMLElement };
  return wrapped[0] ?? wrapped.get?.(0);
}
