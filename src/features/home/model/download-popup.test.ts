import { describe, expect, it } from 'vitest';

import {
  DOWNLOAD_POPUP_HIDDEN_KEY,
  DOWNLOAD_POPUP_SHOWN_KEY,
  downloadButtonVisible,
  downloadPopupVisible,
  hasDownloadLinks,
  readDownloadPopupHiddenDate,
  readDownloadPopupShownDate,
  storeDownloadPopupHidden,
  storeDownloadPopupShown,
  todayKey,
  usableDownloadLinks,
} from './download-popup';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const broken = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: (): void => {
    throw new Error('full');
  },
  removeItem: (): void => {
    throw new Error('denied');
  },
};

describe('todayKey', () => {
  it('formats the local calendar day with padding', () => {
    expect(todayKey(new Date(2025, 0, 5, 12))).toBe('2025-01-05');
    expect(todayKey(new Date(2024, 11, 31, 0, 0, 0))).toBe('2024-12-31');
  });

  it('uses local time, so late evening is still the same day', () => {
    const lateEvening = new Date(2025, 2, 9, 23, 59, 59);
    expect(todayKey(lateEvening)).toBe('2025-03-09');
    expect(todayKey(new Date(2025, 2, 10, 0, 0, 0))).toBe('2025-03-10');
  });
});

describe('downloadPopupVisible', () => {
  const base = { standalone: false, insideApp: false, hiddenDate: null, shownDate: null, today: '2025-06-01' };

  it('shows in a browser tab when nothing was hidden', () => {
    expect(downloadPopupVisible(base)).toBe(true);
  });

  it('hides inside the app and when installed or a web clip', () => {
    expect(downloadPopupVisible({ ...base, standalone: true })).toBe(false);
    expect(downloadPopupVisible({ ...base, insideApp: true })).toBe(false);
  });

  it('hides for the stored day only', () => {
    expect(downloadPopupVisible({ ...base, hiddenDate: '2025-06-01' })).toBe(false);
    expect(downloadPopupVisible({ ...base, hiddenDate: '2025-05-31' })).toBe(true);
    expect(downloadPopupVisible({ ...base, hiddenDate: '' })).toBe(true);
  });

  it('shows by itself at most once a day: not again on the day it showed, again the next day', () => {
    expect(downloadPopupVisible({ ...base, shownDate: '2025-06-01' })).toBe(false);
    expect(downloadPopupVisible({ ...base, shownDate: ' 2025-06-01 ' })).toBe(false);
    expect(downloadPopupVisible({ ...base, shownDate: '2025-05-31' })).toBe(true);
    expect(downloadPopupVisible({ ...base, shownDate: '2025-05-31', hiddenDate: '2025-06-01' })).toBe(false);
  });
});

describe('download popup storage', () => {
  it('stores today when ticked and removes it when unticked', () => {
    const storage = memoryStorage();
    storeDownloadPopupHidden(true, '2025-06-01', storage);
    expect(storage.values.get(DOWNLOAD_POPUP_HIDDEN_KEY)).toBe('2025-06-01');
    expect(readDownloadPopupHiddenDate(storage)).toBe('2025-06-01');
    storeDownloadPopupHidden(false, '2025-06-01', storage);
    expect(storage.values.has(DOWNLOAD_POPUP_HIDDEN_KEY)).toBe(false);
    expect(readDownloadPopupHiddenDate(storage)).toBeNull();
  });

  it('feeds the visibility rule end to end', () => {
    const storage = memoryStorage();
    const today = todayKey(new Date(2025, 5, 1, 9));
    storeDownloadPopupHidden(true, today, storage);
    const context = { standalone: false, insideApp: false, shownDate: null, today };
    expect(downloadPopupVisible({ ...context, hiddenDate: readDownloadPopupHiddenDate(storage) })).toBe(false);
    const tomorrow = todayKey(new Date(2025, 5, 2, 9));
    expect(downloadPopupVisible({ ...context, today: tomorrow, hiddenDate: readDownloadPopupHiddenDate(storage) })).toBe(true);
  });

  it('the day it showed keeps it closed for the rest of that day only', () => {
    const storage = memoryStorage();
    const today = todayKey(new Date(2025, 5, 1, 9));
    expect(readDownloadPopupShownDate(storage)).toBeNull();
    storeDownloadPopupShown(today, storage);
    expect(storage.values.get(DOWNLOAD_POPUP_SHOWN_KEY)).toBe(today);
    const context = { standalone: false, insideApp: false, hiddenDate: null };
    expect(downloadPopupVisible({ ...context, today, shownDate: readDownloadPopupShownDate(storage) })).toBe(false);
    const laterToday = todayKey(new Date(2025, 5, 1, 23, 59));
    expect(downloadPopupVisible({ ...context, today: laterToday, shownDate: readDownloadPopupShownDate(storage) })).toBe(false);
    const tomorrow = todayKey(new Date(2025, 5, 2, 0, 0));
    expect(downloadPopupVisible({ ...context, today: tomorrow, shownDate: readDownloadPopupShownDate(storage) })).toBe(true);
  });

  it('never throws when storage does', () => {
    expect(readDownloadPopupShownDate(broken)).toBeNull();
    expect(() => storeDownloadPopupShown('2025-06-01', broken)).not.toThrow();
    expect(readDownloadPopupHiddenDate(broken)).toBeNull();
    expect(() => storeDownloadPopupHidden(true, '2025-06-01', broken)).not.toThrow();
    expect(() => storeDownloadPopupHidden(false, '2025-06-01', broken)).not.toThrow();
  });
});

describe('downloadButtonVisible', () => {
  const all = { isHomePath: true, standalone: false, insideApp: false, appWindow: true, hasLinks: true };

  it('shows when every condition holds', () => {
    expect(downloadButtonVisible(all)).toBe(true);
  });

  it.each([
    ['off the home paths', { isHomePath: false }],
    ['installed or web clip', { standalone: true }],
    ['inside the app', { insideApp: true }],
    ['app-window flag off', { appWindow: false }],
    ['no download links', { hasLinks: false }],
  ])('hides %s', (_name, change) => {
    expect(downloadButtonVisible({ ...all, ...change })).toBe(false);
  });
});

describe('usableDownloadLinks', () => {
  it('keeps known resource types with an http(s) or root-relative url', () => {
    const links = [
      { resourceType: 'IOS', url: 'https://apps.example.com/ios' },
      { resourceType: 'Android', url: 'https://apps.example.com/app.apk' },
      { resourceType: 'MOBILECONFIG', url: '/download/profile.mobileconfig' },
      { resourceType: 'WINDOWS', url: 'https://apps.example.com/setup.exe' },
      { resourceType: 'IOS', url: '' },
      { resourceType: 'IOS', url: 'javascript:alert(1)' },
      { url: 'https://apps.example.com/none' },
      null,
    ];
    expect(usableDownloadLinks(links).map((link) => link.url)).toEqual([
      'https://apps.example.com/ios',
      'https://apps.example.com/app.apk',
      '/download/profile.mobileconfig',
    ]);
  });

  it('answers whether any link is usable', () => {
    expect(hasDownloadLinks([{ resourceType: 'android', url: 'https://x.example/a.apk' }])).toBe(true);
    expect(hasDownloadLinks([{ resourceType: 'IOS', url: '  ' }])).toBe(false);
    expect(hasDownloadLinks(undefined)).toBe(false);
    expect(hasDownloadLinks([])).toBe(false);
  });
});
