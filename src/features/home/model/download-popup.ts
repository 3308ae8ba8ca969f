import { STORAGE_KEYS } from '@/lib/storage/keys';

/**
 * The download-app popup (docs/product.md#download-app-popup) and the home header's download
 * button (docs/product.md#home). Both point people who browse in a tab at the native app or the
 * PWA install, so both are suppressed wherever the app already runs installed: inside the native
 * app, as an installed PWA, or as an iOS web clip.
 */

/** Where the 'do not show today' choice is kept (local storage). */
export const DOWNLOAD_POPUP_HIDDEN_KEY = STORAGE_KEYS.downloadPopupHiddenOn;

/** Where the day the popup last showed by itself is kept (local storage). */
export const DOWNLOAD_POPUP_SHOWN_KEY = STORAGE_KEYS.downloadPopupShownOn;

/**
 * The calendar day in the device's own time zone, YYYY-MM-DD: 'today' for the user ends at their
 * midnight, not at UTC midnight (toISOString would flip the day mid-evening in the Americas).
 */
export function todayKey(date: Date = new Date()): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export interface DownloadPopupContext {
  /** Installed PWA or iOS web clip (src/lib/pwa/standalone.ts). */
  standalone: boolean;
  /** Running inside the native app's web view. */
  insideApp: boolean;
  /** The day stored by 'do not show today', or null. */
  hiddenDate: string | null;
  /** The day it last showed by itself, or null. */
  shownDate: string | null;
  /** todayKey() of now. */
  today: string;
}

/**
 * At most once a day by itself: hidden on the day it already showed and on the day 'do not show
 * today' was ticked; a date from yesterday shows the popup again.
 */
export function downloadPopupVisible({ standalone, insideApp, hiddenDate, shownDate, today }: DownloadPopupContext): boolean {
  if (standalone || insideApp) return false;
  const isToday = (date: string | null) => date !== null && date.trim() === today;
  return !isToday(hiddenDate) && !isToday(shownDate);
}

function readItem(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Unreadable storage means nothing was hidden. */
export function readDownloadPopupHiddenDate(storage: Pick<Storage, 'getItem'>): string | null {
  return readItem(storage, DOWNLOAD_POPUP_HIDDEN_KEY);
}

/** The day the popup last showed by itself; unreadable storage means never. */
export function readDownloadPopupShownDate(storage: Pick<Storage, 'getItem'>): string | null {
  return readItem(storage, DOWNLOAD_POPUP_SHOWN_KEY);
}

/** Records that the popup showed today, so the next load of the day leaves it closed. */
export function storeDownloadPopupShown(today: string, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(DOWNLOAD_POPUP_SHOWN_KEY, today);
  } catch {
    // Storage full or disabled: the popup may show again on the next load, which is harmless.
  }
}

/**
 * docs/product.md#download-app-popup: ticking 'do not show today' stores today's date, unticking
 * removes it.
 */
export function storeDownloadPopupHidden(hidden: boolean, today: string, storage: Pick<Storage, 'setItem' | 'removeItem'>): void {
  try {
    if (hidden) storage.setItem(DOWNLOAD_POPUP_HIDDEN_KEY, today);
    else storage.removeItem(DOWNLOAD_POPUP_HIDDEN_KEY);
  } catch {
    // Storage full or disabled: the popup just comes back, which is harmless.
  }
}

export interface DownloadButtonContext {
  isHomePath: boolean;
  standalone: boolean;
  insideApp: boolean;
  /** The operator's app-window flag. */
  appWindow: boolean;
  /** At least one download link is configured (hasDownloadLinks). */
  hasLinks: boolean;
}

/** Home header (docs/product.md#home): every condition must hold. */
export function downloadButtonVisible({ isHomePath, standalone, insideApp, appWindow, hasLinks }: DownloadButtonContext): boolean {
  return isHomePath && !standalone && !insideApp && appWindow && hasLinks;
}

/** Download link (docs/product.md#entities): resourceType IOS, Android or MOBILECONFIG with a url. */
export interface DownloadLinkLike {
  resourceType?: string | null;
  url?: string | null;
}

const DOWNLOAD_RESOURCE_TYPES = new Set(['IOS', 'ANDROID', 'MOBILECONFIG']);

/** Only links the button could actually open count as configured. */
export function usableDownloadLinks<T extends DownloadLinkLike>(links: readonly (T | null | undefined)[] | null | undefined): T[] {
  if (!Array.isArray(links)) return [];
  return links.filter(
    (link): link is T =>
      link != null &&
      typeof link.resourceType === 'string' &&
      DOWNLOAD_RESOURCE_TYPES.has(link.resourceType.trim().toUpperCase()) &&
      typeof link.url === 'string' &&
      /^(?:https?:\/\/|\/)/i.test(link.url.trim()),
  );
}

export function hasDownloadLinks(links: readonly (DownloadLinkLike | null | undefined)[] | null | undefined): boolean {
  return usableDownloadLinks(links).length > 0;
}
