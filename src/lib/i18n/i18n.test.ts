// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage, currentLanguageCode, i18n } from './i18n';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('activateLanguage', () => {
  it("remembers a player's choice in storage and in the cookie the page's answer reads", async () => {
    await activateLanguage('TY');
    expect(currentLanguageCode()).toBe('TY');
    expect(i18n.locale).toBe('ty');
    expect(document.documentElement.lang).toBe('tl');
    expect(localStorage.getItem('language')).toBe('TY');
    expect(document.cookie).toContain('lobby-language=TY');
  });

  it('at start applies a language without overwriting the choice storage holds by then', async () => {
    localStorage.setItem('language', 'TY');
    await activateLanguage('EN', { remember: false });
    expect(currentLanguageCode()).toBe('EN');
    expect(localStorage.getItem('language')).toBe('TY');
    // The cookie follows storage, for choices made before the app kept it.
    expect(document.cookie).toContain('lobby-language=TY');
  });

  it('at start on a first visit writes nothing', async () => {
    await activateLanguage('EN', { remember: false });
    expect(localStorage.getItem('language')).toBeNull();
    expect(document.cookie).not.toContain('lobby-language');
  });
});
