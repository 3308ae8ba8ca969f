import { describe, expect, it } from 'vitest';

import { LIMITS } from '@/config/constants';

import { launchBackUrl } from './back-url';

const at = (url: string) => {
  const parsed = new URL(url, 'https://lobby.example');
  return { pathname: parsed.pathname, search: parsed.search };
};

/** The gateway's backUrl rule (gateway README "Launching a game"). */
const accepted = (backUrl: string) => backUrl.length <= 300 && /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(backUrl);

const TRACKING =
  'utm_source=facebook&utm_medium=cpc&utm_campaign=summer_welcome_bonus_2025_ph_mobile&utm_content=banner_variant_b&' +
  `fbclid=${'IwAR'.padEnd(120, 'x')}&gclid=${'Cj0KCQ'.padEnd(90, 'y')}`;

describe('launchBackUrl', () => {
  it('sends the page as it is when it has nothing else', () => {
    expect(launchBackUrl(at('/m/gameCenter'))).toBe('/m/gameCenter');
    expect(launchBackUrl(at('/m/gameList?gameType=RNG&vassalage=NVS'))).toBe('/m/gameList?gameType=RNG&vassalage=NVS');
    expect(launchBackUrl(at('/m/slotsCenter?vassalage=PG&list=favourites'))).toBe('/m/slotsCenter?vassalage=PG&list=favourites');
    expect(launchBackUrl(at('/m/gameCenter?gameCategory=LIVE'))).toBe('/m/gameCenter?gameCategory=LIVE');
    expect(launchBackUrl(at('/m/game?menu=FISH'))).toBe('/m/game?menu=FISH');
  });

  it('keeps the app’s own parameters and drops tracking ones from a page URL over 300 characters', () => {
    const page = at(`/m/gameList?${TRACKING}&gameType=LIVE&type=hot`);
    expect(page.pathname.length + page.search.length).toBeGreaterThan(300);
    expect(launchBackUrl(page)).toBe('/m/gameList?gameType=LIVE&type=hot');
  });

  it('leaves out empty values and keeps the order the page had', () => {
    expect(launchBackUrl(at('/m/gameList?vassalage=PG&gameType=&ref=abc&gameType=RNG'))).toBe('/m/gameList?vassalage=PG&gameType=RNG');
  });

  it('caps the length: an own parameter that would not fit is left out', () => {
    const long = 'A'.repeat(LIMITS.backUrlMaxLength);
    expect(launchBackUrl(at(`/m/gameList?vassalage=${long}&gameType=LIVE`))).toBe('/m/gameList?gameType=LIVE');
    expect(launchBackUrl(at('/m/gameList?gameType=LIVE&vassalage=PG'), 27)).toBe('/m/gameList?gameType=LIVE');
  });

  it('encodes what it keeps, so the gateway reads printable ASCII', () => {
    const backUrl = launchBackUrl(at('/m/gameList?gameType=RNG&vassalage=a b\\ñ'));
    expect(backUrl).toBe('/m/gameList?gameType=RNG&vassalage=a+b%5C%C3%B1');
    expect(accepted(backUrl)).toBe(true);
  });

  it('comes back home when the path itself cannot be sent', () => {
    expect(launchBackUrl({ pathname: '//evil.example/m/home', search: '' })).toBe('/m/home');
    expect(launchBackUrl({ pathname: '/\\evil.example', search: '' })).toBe('/m/home');
    expect(launchBackUrl({ pathname: `/m/${'x'.repeat(LIMITS.backUrlMaxLength)}`, search: '?gameType=RNG' })).toBe('/m/home');
    expect(launchBackUrl({ pathname: '', search: '' })).toBe('/m/home');
  });

  it('always gives a backUrl the gateway accepts', () => {
    const pages = [
      `/m/gameList?${TRACKING}`,
      `/m/gameList?gameType=${'R'.repeat(400)}&type=hot`,
      `/m/slotsCenter?vassalage=${'%F0%9F%8E%B2'.repeat(60)}`,
      `/m/${'seg/'.repeat(80)}`,
      '/m/game?menu=%20%20',
    ];
    for (const page of pages) expect(accepted(launchBackUrl(at(page))), page).toBe(true);
  });
});
