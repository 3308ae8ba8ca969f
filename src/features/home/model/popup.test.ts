import { describe, expect, it } from 'vitest';

import {
  isPopupEnabledValue,
  pageWithin,
  popupStorageKey,
  popupType,
  readPopupEnabled,
  shouldShowPopup,
  showsActivityLink,
  showsRegisterLink,
  storePopupClosed,
  visiblePopupItems,
} from './popup';

/** A Map-backed Storage stand-in, so each test starts empty and can see what was written. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
  };
}

const throwingStorage = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

const items = [
  { title: 'member', execution: 'A', promotionType: 'DEPOSIT' },
  { title: 'visitor', execution: 'B', promotionType: null },
  { title: 'welcome', execution: 'F', promotionType: 'FIRST_DEPOSIT' },
  { title: 'member 2', execution: 'A' },
];
const titles = (list: readonly { title: string }[]) => list.map((item) => item.title);

describe('popupType', () => {
  it('is A with a session and B without', () => {
    expect(popupType(true)).toBe('A');
    expect(popupType(false)).toBe('B');
  });

  it('keeps the storage key names per type (docs/product.md#popup-announcements)', () => {
    expect(popupStorageKey('A')).toBe('SHELL_PU_A');
    expect(popupStorageKey('B')).toBe('SHELL_PU_B');
  });
});

describe('visiblePopupItems', () => {
  it('keeps only execution A items for members after their first login, in order', () => {
    expect(titles(visiblePopupItems(items, { type: 'A', firstTimeLogin: false }))).toEqual(['member', 'member 2']);
  });

  it('adds the F items for members on their first login, keeping server order', () => {
    expect(titles(visiblePopupItems(items, { type: 'A', firstTimeLogin: true }))).toEqual(['member', 'welcome', 'member 2']);
  });

  it('keeps only execution B items for visitors, never F, whatever the first-login flag says', () => {
    expect(titles(visiblePopupItems(items, { type: 'B', firstTimeLogin: false }))).toEqual(['visitor']);
    expect(titles(visiblePopupItems(items, { type: 'B', firstTimeLogin: true }))).toEqual(['visitor']);
  });

  it('reads execution codes regardless of case and padding', () => {
    const loose = [
      { title: 'a', execution: ' a ' },
      { title: 'f', execution: 'f' },
    ];
    expect(titles(visiblePopupItems(loose, { type: 'A', firstTimeLogin: true }))).toEqual(['a', 'f']);
  });

  it('drops holes and items without an execution, and tolerates a missing list', () => {
    const messy = [
      null,
      undefined,
      { title: 'none' },
      { title: 'num', execution: 7 as unknown as string },
      { title: 'ok', execution: 'B' },
    ];
    expect(titles(visiblePopupItems(messy, { type: 'B', firstTimeLogin: false }))).toEqual(['ok']);
    expect(visiblePopupItems(undefined, { type: 'A', firstTimeLogin: true })).toEqual([]);
    expect(visiblePopupItems(null, { type: 'B', firstTimeLogin: false })).toEqual([]);
  });
});

describe('shouldShowPopup', () => {
  const one = [items[0]];

  it('shows a non-empty list when the type was never closed', () => {
    expect(shouldShowPopup({ items: one, type: 'A', storedShow: null })).toBe(true);
    expect(shouldShowPopup({ items: one, type: 'A', storedShow: undefined })).toBe(true);
    expect(shouldShowPopup({ items: one, type: 'B', storedShow: true })).toBe(true);
  });

  it('does not show an empty or missing list', () => {
    expect(shouldShowPopup({ items: [], type: 'A', storedShow: null })).toBe(false);
    expect(shouldShowPopup({ items: undefined, type: 'A', storedShow: null })).toBe(false);
  });

  it('does not show a type that was closed', () => {
    expect(shouldShowPopup({ items: one, type: 'A', storedShow: 'false' })).toBe(false);
    expect(shouldShowPopup({ items: one, type: 'A', storedShow: false })).toBe(false);
  });

  it('picks the stored value of its own type when given both', () => {
    const storedShow = { A: 'false', B: null };
    expect(shouldShowPopup({ items: one, type: 'A', storedShow })).toBe(false);
    expect(shouldShowPopup({ items: one, type: 'B', storedShow })).toBe(true);
    expect(shouldShowPopup({ items: one, type: 'B', storedShow: {} })).toBe(true);
  });
});

describe('isPopupEnabledValue', () => {
  it("reads only 'false' (any case) as closed", () => {
    expect(isPopupEnabledValue('false')).toBe(false);
    expect(isPopupEnabledValue(' FALSE ')).toBe(false);
    expect(isPopupEnabledValue('true')).toBe(true);
    expect(isPopupEnabledValue('')).toBe(true);
    expect(isPopupEnabledValue('garbage')).toBe(true);
  });
});

describe('popup storage', () => {
  it('reads absent as enabled and stores false for the closed type only', () => {
    const storage = memoryStorage();
    expect(readPopupEnabled('A', storage)).toBe(true);
    storePopupClosed('A', storage);
    expect(storage.values.get('SHELL_PU_A')).toBe('false');
    expect(storage.values.has('SHELL_PU_B')).toBe(false);
    expect(readPopupEnabled('A', storage)).toBe(false);
    expect(readPopupEnabled('B', storage)).toBe(true);
  });

  it('reads a previously closed visitor popup', () => {
    expect(readPopupEnabled('B', memoryStorage({ SHELL_PU_B: 'false' }))).toBe(false);
    expect(readPopupEnabled('B', memoryStorage({ SHELL_PU_B: 'true' }))).toBe(true);
  });

  it('never throws when storage does', () => {
    expect(readPopupEnabled('A', throwingStorage)).toBe(true);
    expect(() => storePopupClosed('B', throwingStorage)).not.toThrow();
  });
});

describe('pageWithin', () => {
  it('moves by delta and stops at both ends', () => {
    expect(pageWithin(0, 1, 3)).toBe(1);
    expect(pageWithin(1, 1, 3)).toBe(2);
    expect(pageWithin(2, 1, 3)).toBe(2);
    expect(pageWithin(2, -1, 3)).toBe(1);
    expect(pageWithin(0, -1, 3)).toBe(0);
  });

  it('pulls an index left beyond a shrunken list back inside it', () => {
    expect(pageWithin(5, 0, 2)).toBe(1);
    expect(pageWithin(-3, 0, 2)).toBe(0);
  });

  it('answers 0 for an empty list and for nonsense input', () => {
    expect(pageWithin(0, 1, 0)).toBe(0);
    expect(pageWithin(Number.NaN, 1, 3)).toBe(1);
    expect(pageWithin(1, Number.NaN, 3)).toBe(1);
    expect(pageWithin(1, 1, Number.NaN)).toBe(0);
  });
});

describe('showsActivityLink', () => {
  it('needs both a promotion type and a session', () => {
    expect(showsActivityLink({ promotionType: 'DEPOSIT' }, true)).toBe(true);
    expect(showsActivityLink({ promotionType: 'DEPOSIT' }, false)).toBe(false);
    expect(showsActivityLink({ promotionType: null }, true)).toBe(false);
    expect(showsActivityLink({ promotionType: '  ' }, true)).toBe(false);
    expect(showsActivityLink({}, true)).toBe(false);
    expect(showsActivityLink(undefined, true)).toBe(false);
  });
});

describe('showsRegisterLink', () => {
  it('offers Register in the visitor popup while the operator takes registrations', () => {
    expect(showsRegisterLink('B', { REG3: true })).toBe(true);
    expect(showsRegisterLink('B', { REG3: false })).toBe(false);
    expect(showsRegisterLink('B', {})).toBe(false);
    expect(showsRegisterLink('A', { REG3: true })).toBe(false);
  });
});
