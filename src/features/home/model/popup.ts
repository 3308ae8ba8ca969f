import { STORAGE_KEYS } from '@/lib/storage/keys';

/**
 * Popup announcements (docs/product.md#popup-announcements). Type A is the member popup (a session
 * exists), type B the visitor popup. Each type can be closed for good by the user, which is
 * remembered under its own storage key so that closing the visitor popup does not hide the member
 * one after logging in.
 */

export type PopupType = 'A' | 'B';

/** The fields the rules read; the gateway may send more, and may leave any of these out. */
export interface PopupItemLike {
  execution?: string | null;
  promotionType?: string | null;
}

export function popupType(hasSession: boolean): PopupType {
  return hasSession ? 'A' : 'B';
}

export function popupStorageKey(type: PopupType): string {
  return type === 'A' ? STORAGE_KEYS.popupA : STORAGE_KEYS.popupB;
}

/** Gateways are not consistent about case or padding of the one-letter codes. */
function executionOf(item: PopupItemLike): string {
  return typeof item.execution === 'string' ? item.execution.trim().toUpperCase() : '';
}

/**
 * The items of one popup type. F items are the first-login welcome: they join the member (A)
 * popup only on the first login, and never the visitor popup.
 */
export function visiblePopupItems<T extends PopupItemLike>(
  items: readonly (T | null | undefined)[] | null | undefined,
  { type, firstTimeLogin }: { type: PopupType; firstTimeLogin: boolean },
): T[] {
  if (!Array.isArray(items)) return [];
  return items.filter((item): item is T => {
    if (item == null || typeof item !== 'object') return false;
    const execution = executionOf(item);
    return execution === type || (type === 'A' && firstTimeLogin && execution === 'F');
  });
}

/**
 * What a stored value means: absent (never closed) is enabled; 'false' is what closing stores.
 * Anything else is read as enabled, so a stray value cannot hide announcements for ever.
 */
export function isPopupEnabledValue(stored: string | boolean | null | undefined): boolean {
  if (typeof stored === 'boolean') return stored;
  if (stored == null) return true;
  return stored.trim().toLowerCase() !== 'false';
}

/** A stored value for one type, or the stored values of both types keyed by type. */
export type StoredPopupShow = string | boolean | null | undefined | Partial<Record<PopupType, string | boolean | null | undefined>>;

/**
 * The popup opens only with something to show and when its type was not closed before.
 * `items` is the list already filtered by visiblePopupItems; `storedShow` is what storage holds
 * for this type (raw value or readPopupEnabled's answer), or for both types keyed by type.
 */
export function shouldShowPopup({
  items,
  type,
  storedShow,
}: {
  items: readonly unknown[] | null | undefined;
  type: PopupType;
  storedShow: StoredPopupShow;
}): boolean {
  const stored = storedShow !== null && typeof storedShow === 'object' ? storedShow[type] : storedShow;
  return Array.isArray(items) && items.length > 0 && isPopupEnabledValue(stored);
}

/** Storage that throws (disabled, private mode) reads as enabled: better one popup too many than none. */
export function readPopupEnabled(type: PopupType, storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return isPopupEnabledValue(storage.getItem(popupStorageKey(type)));
  } catch {
    return true;
  }
}

/**
 * Called after the close animation (docs/product.md#popup-announcements: "stores show=false for
 * that type").
 */
export function storePopupClosed(type: PopupType, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(popupStorageKey(type), 'false');
  } catch {
    // Storage full or disabled: the popup simply shows again next time.
  }
}

/** Previous / next paging that stops at the first and last item instead of wrapping. */
export function pageWithin(index: number, delta: number, length: number): number {
  if (!Number.isFinite(length) || length < 1) return 0;
  const last = Math.floor(length) - 1;
  const target = Math.trunc((Number.isFinite(index) ? index : 0) + (Number.isFinite(delta) ? delta : 0));
  return Math.min(Math.max(target, 0), last);
}

/** The 'go to the activity centre' action needs a promotion to point at and a member to claim it. */
export function showsActivityLink(item: PopupItemLike | null | undefined, hasSession: boolean): boolean {
  const promotionType = item?.promotionType;
  return hasSession && typeof promotionType === 'string' && promotionType.trim() !== '';
}

/**
 * The visitor popup's Register button (docs/product.md#popup-announcements): it is the visitor's
 * (type B) and the operator takes registrations (REG3).
 */
export function showsRegisterLink(type: PopupType, switches: Readonly<Record<string, boolean | undefined>>): boolean {
  return type === 'B' && switches.REG3 === true;
}
