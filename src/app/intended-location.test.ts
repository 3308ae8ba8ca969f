import { describe, expect, it } from 'vitest';

import { intendedLocation, type LinkLike } from './intended-location';

const ORIGIN = 'https://lobby.example';

function link(href: string, { target = '', download = false } = {}): LinkLike {
  return { href, target, hasAttribute: (name) => name === 'download' && download };
}

describe('intendedLocation', () => {
  it('gives the path and query of an in-app link', () => {
    expect(intendedLocation(link(`${ORIGIN}/m/activity`), ORIGIN)).toEqual({ pathname: '/m/activity', search: '' });
    expect(intendedLocation(link(`${ORIGIN}/m/gameCenter?gameCategory=LIVE`), ORIGIN)).toEqual({
      pathname: '/m/gameCenter',
      search: '?gameCategory=LIVE',
    });
    expect(intendedLocation(link('/m/notice', { target: '_self' }), ORIGIN)).toEqual({ pathname: '/m/notice', search: '' });
    // Only whole gateway segments are the gateway's.
    expect(intendedLocation(link(`${ORIGIN}/cdnx`), ORIGIN)).toEqual({ pathname: '/cdnx', search: '' });
  });

  it('ignores links that leave the app: other sites, new windows, downloads, gateway pages', () => {
    expect(intendedLocation(link('https://t.me/lobby_demo'), ORIGIN)).toBeNull();
    expect(intendedLocation(link(`${ORIGIN}/m/app`, { target: '_blank' }), ORIGIN)).toBeNull();
    expect(intendedLocation(link(`${ORIGIN}/downloads/lobby.apk`, { download: true }), ORIGIN)).toBeNull();
    for (const path of ['/lgw/chat/abc', '/wps/system/status', '/cdn/games/1.svg', '/admin/settings']) {
      expect(intendedLocation(link(`${ORIGIN}${path}`), ORIGIN)).toBeNull();
    }
    expect(intendedLocation(link('http://['), ORIGIN)).toBeNull();
  });
});
