import type { KitPopupKind } from '../popups/popup-types';

/**
 * The events TOAST UI 1.x's own toolbar buttons emitted to open their popups, which its popups
 * listened to. 1.x code that re-skins a button (`{type: 'button', options: {event:
 * 'openPopupAddLink', $el}}`) or opens a popup itself (`editor.eventManager.emit('openPopupAddLink')`)
 * relies on them.
 */
export const KIT_POPUP_EVENTS: Readonly<Record<string, KitPopupKind>> = {
  openHeadingSelect: 'heading',
  openPopupAddTable: 'table',
  openPopupAddImage: 'image',
  openPopupAddLink: 'link',
};

/** 1.x's event that closed every popup (each of its popups listened to it). */
export const KIT_CLOSE_ALL_POPUPS_EVENT = 'closeAllPopup';

/** The popup a 1.x popup event opens, or undefined for any other name. */
export function popupOfEvent(name: string | undefined): KitPopupKind | undefined {
  return name && Object.hasOwn(KIT_POPUP_EVENTS, name) ? KIT_POPUP_EVENTS[name] : undefined;
}

/** The 1.x event that opens popup `kind`, if it has one. */
export function eventOfPopup(kind: KitPopupKind): string | undefined {
  return Object.keys(KIT_POPUP_EVENTS).find((name) => KIT_POPUP_EVENTS[name] === kind);
}
