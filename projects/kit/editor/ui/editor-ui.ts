import { describe } from 'kit-ui/core';
import { KitLayerPopup, KitLayerPopupOptions } from '../popups/layer-popup';
import { KitToolbar } from '../toolbar/toolbar';
import { KitModeSwitch } from './mode-switch';

/** What the UI object needs from its editor. */
export interface KitEditorUiHost {
  /** The editor's root element. */
  readonly element: HTMLElement;
  /** The toolbar the editor draws. */
  toolbar(): KitToolbar;
  /** Swaps the toolbar the editor draws. */
  setToolbar(toolbar: KitToolbar): void;
  readonly modeSwitch: KitModeSwitch;
  /** Text of an i18n key in the editor's language. */
  t(key: string): string;
  setVisible(visible: boolean): void;
  /** The WYSIWYG table menu. */
  readonly tableMenu: KitTableUtilsPopup;
}

/**
 * The WYSIWYG table menu (`getPopupTableUtils()`, TOAST UI's PopupTableUtils), which opens on a
 * right-click or the context-menu key in a table.
 */
export interface KitTableUtilsPopup {
  /** Opens it at `point` (client coordinates; default: at the cursor) if the cursor is in a table; whether it opened. */
  show(point?: { x: number; y: number }): boolean;
  /** Closes it (focus returns to the editor). */
  hide(): void;
  /** Whether it is open. */
  isShow(): boolean;
}

/**
 * The editor's UI object (`getUI()`, TOAST UI's DefaultUI): the toolbar, the mode switch and
 * popups. `setUI` on the editor swaps it for another object of this shape.
 */
export class KitEditorUI {
  /** The UI's name, as the original's default UI. */
  readonly name: string = 'default';
  private readonly popups = new Set<KitLayerPopup>();

  constructor(private readonly host: KitEditorUiHost) {}

  /** The editor's root element. */
  get el(): HTMLElement {
    return this.host.element;
  }

  /** The toolbar (items: get, add, insert, remove; enable or disable all). */
  getToolbar(): KitToolbar {
    return this.host.toolbar();
  }

  /** Replaces the toolbar; the old one is destroyed and the editor draws the new one. */
  setToolbar(toolbar: KitToolbar): void {
    if (!(toolbar instanceof KitToolbar)) throw new TypeError(`setToolbar(toolbar) expects a toolbar, got ${describe(toolbar)}.`);
    const old = this.host.toolbar();
    if (old !== toolbar) old.destroy();
    this.host.setToolbar(toolbar);
  }

  /** The mode switch (show, hide, isShown). */
  getModeSwitch(): KitModeSwitch {
    return this.host.modeSwitch;
  }

  /** The editor's height in px. */
  getEditorHeight(): number {
    return this.host.element.getBoundingClientRect().height;
  }

  /** The height of the editing section in px. */
  getEditorSectionHeight(): number {
    return this.host.element.querySelector('.kit-editor-main')?.getBoundingClientRect().height ?? 0;
  }

  /** Hides the editor. */
  hide(): void {
    this.host.setVisible(false);
  }

  /** Shows the editor. */
  show(): void {
    this.host.setVisible(true);
  }

  /** The WYSIWYG table menu (right-click in a table). */
  getPopupTableUtils(): KitTableUtilsPopup {
    return this.host.tableMenu;
  }

  /** Creates a popup (starts hidden; see `KitLayerPopupOptions`). It is removed with the editor. */
  createPopup(options: KitLayerPopupOptions): KitLayerPopup {
    const popup = new KitLayerPopup(options, this.host.element, this.host.t('Close'));
    this.popups.add(popup);
    popup.on('remove', () => this.popups.delete(popup));
    return popup;
  }

  /** Hides every popup created through this UI (another popup is opening: one at a time). */
  hidePopups(): void {
    for (const popup of this.popups) if (popup.isShow()) popup.hide();
  }

  /** Removes every popup created through this UI. */
  remove(): void {
    for (const popup of [...this.popups]) popup.remove();
  }
}
