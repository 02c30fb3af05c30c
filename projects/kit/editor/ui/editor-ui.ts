import { untracked } from '@angular/core';
import { createWatch } from '@angular/core/primitives/signals';
import { describeValue } from 'kit-ui/core';
import { KitLayerPopup, KitLayerPopupOptions } from '../popups/layer-popup';
import { KitToolbar } from '../toolbar/toolbar';
import { KitModeSwitch } from './mode-switch';

/**
 * Runs `apply` now, and again (in a microtask) whenever a signal it read changes: for labels an
 * extension or a popup wrote into plain DOM, so they follow `KitI18n.version` (a language's strings
 * arriving, an app's `setLanguage`) and the editor's language like the editor's own template does.
 * Angular's `effect` needs an injection context, which extensions (run after the view renders) and
 * `createPopup` (called by app code at any time) do not have; this is the watcher `effect` is built
 * on, without one. Returns a stop function; call it when the DOM goes away, or the i18n signals
 * keep it (and the elements it writes) alive.
 */
export function followUiText(apply: () => void): () => void {
  let stopped = false;
  const watch = createWatch(
    () => apply(),
    // Batched like an effect: several changes in one task re-apply once; never after stop().
    (w) => queueMicrotask(() => stopped || w.run()),
    true,
  );
  watch.run();
  return () => {
    stopped = true;
    watch.destroy();
  };
}

/** What the UI object needs from its editor. */
export interface KitEditorUiHost {
  /** The editor's root element. */
  readonly element: HTMLElement;
  /** The toolbar the editor draws. */
  toolbar(): KitToolbar;
  /** Swaps the toolbar the editor draws. */
  setToolbar(toolbar: KitToolbar): void;
  readonly modeSwitch: KitModeSwitch;
  /**
   * Text of an i18n key in the editor's language. Read inside `followUiText`, it should read the
   * signals it depends on (the language, `KitI18n.version`), so popups re-read it when they change.
   */
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
  /** The popups made with `createPopup`, each with the stop function of its label watcher. */
  private readonly popups = new Map<KitLayerPopup, () => void>();

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
    if (!(toolbar instanceof KitToolbar)) throw new TypeError(`setToolbar(toolbar) expects a toolbar, got ${describeValue(toolbar)}.`);
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

  /**
   * Creates a popup (starts hidden; see `KitLayerPopupOptions`). It is removed with the editor. Its
   * close button's label follows the editor's language, also when the language's strings arrive
   * after the popup was made (the title and content are the caller's: `setTitle`/`setContent`).
   */
  createPopup(options: KitLayerPopupOptions): KitLayerPopup {
    // Untracked: a createPopup call inside an app's effect must not make that effect follow i18n.
    const popup = new KitLayerPopup(options, this.host.element, untracked(() => this.host.t('Close')));
    const close = popup.el.querySelector('.kit-popup-close');
    this.popups.set(popup, followUiText(() => close?.setAttribute('aria-label', this.host.t('Close'))));
    popup.on('remove', () => this.forget(popup));
    return popup;
  }

  /** Hides every popup created through this UI (another popup is opening: one at a time). */
  hidePopups(): void {
    for (const popup of this.popups.keys()) if (popup.isShow()) popup.hide();
  }

  /** Removes every popup created through this UI. */
  remove(): void {
    for (const popup of [...this.popups.keys()]) {
      popup.remove();
      // Also when an app's off('remove') dropped the handler that forgets it.
      this.forget(popup);
    }
  }

  /** Stops a popup's label watcher and lets it go. */
  private forget(popup: KitLayerPopup): void {
    this.popups.get(popup)?.();
    this.popups.delete(popup);
  }
}
