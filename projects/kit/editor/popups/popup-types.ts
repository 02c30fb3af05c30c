/** The editor's built-in popups. */
export type KitPopupKind = 'heading' | 'table' | 'image' | 'link' | 'codeBlockLanguage' | 'tableUtils';

/** The open popup and what opened it. */
export interface KitOpenPopup {
  kind: KitPopupKind;
  /** The control it belongs to (it is placed below it), or null to place it at the top. */
  anchor: HTMLElement | null;
  /** A point on screen (client coordinates) to place it at instead, as a context menu. */
  point?: { x: number; y: number };
}
