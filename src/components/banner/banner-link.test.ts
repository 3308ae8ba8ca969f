import { describe, expect, it } from 'vitest';

import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('keeps app routes inside the app', () => {
    expect(bannerTarget({ type: 'route', target: '/m/activity' })).toEqual({ kind: 'route', to: '/m/activity' });
    expect(bannerTarget({ type: 'ROUTE', target: ' /m/slotsCenter?vassalage=GRL ' })).toEqual({
      kind: 'route',
      to: '/m/slotsCenter?vassalage=GRL',
    });
  });

  it('refuses routes that leave the app', () => {
    expect(bannerTarget({ type: 'route', target: '//evil.example/m/' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ type: 'route', target: 'https://evil.example' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ type: 'route', target: '/wps/system/status' })).toEqual({ kind: 'none' });
  });

  it('opens only http(s) URLs outside', () => {
    expect(bannerTarget({ type: 'url', target: 'https://example.com/promo' })).toEqual({
      kind: 'external',
      href: 'https://example.com/promo',
    });
    expect(bannerTarget({ type: 'url', target: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ type: 'url', target: 'not a url' })).toEqual({ kind: 'none' });
  });

  it('sends game banners to the hot list of the game lane', () => {
    expect(bannerTarget({ type: 'game', target: '1066' }, (id) => (id === '1066' ? 'FISH' : undefined))).toEqual({
      kind: 'route',
      to: '/m/gameList?gameType=FISH&type=hot',
    });
    expect(bannerTarget({ type: 'game', target: '9' })).toEqual({ kind: 'route', to: '/m/gameList?gameType=RNG&type=hot' });
  });

  it('is not clickable for none, unknown or empty linkage', () => {
    expect(bannerTarget({ type: 'none', target: '' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ type: 'route', target: '' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ type: 'teleport', target: '/m/home' })).toEqual({ kind: 'none' });
    expect(bannerTarget(null)).toEqual({ kind: 'none' });
    expect(bannerTarget(undefined)).toEqual({ kind: 'none' });
  });
});
