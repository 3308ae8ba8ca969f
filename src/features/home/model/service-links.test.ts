import { describe, expect, it } from 'vitest';

import { followUsLinks, serviceLinks } from './service-links';

const keys = (links: readonly { key: string }[]) => links.map((link) => link.key);

describe('serviceLinks (docs/product.md#home)', () => {
  it('lists the configured links in the panel order, whatever the map order', () => {
    const links = {
      LIVE: 'https://live.example.com/chat',
      AFFILIATELINK: 'https://aff.example.com',
      TELEGRAM: 'https://t.me/brand',
      FACEBOOK: 'https://facebook.com/brand',
      INSTAGRAM: 'https://instagram.com/brand',
    };
    expect(serviceLinks(links)).toEqual([
      { key: 'FACEBOOK', url: 'https://facebook.com/brand' },
      { key: 'TELEGRAM', url: 'https://t.me/brand' },
      { key: 'AFFILIATELINK', url: 'https://aff.example.com' },
      { key: 'LIVE', url: 'https://live.example.com/chat' },
    ]);
  });

  it('leaves out links that are missing, empty or not http(s)', () => {
    const links = {
      FACEBOOK: '',
      TELEGRAM: '   ',
      AFFILIATELINK: 'javascript:alert(1)',
      LIVE: 'www.example.com/no-scheme',
    };
    expect(serviceLinks(links)).toEqual([]);
    expect(keys(serviceLinks({ TELEGRAM: 'tg://resolve?domain=x', LIVE: 'http://live.example.com' }))).toEqual(['LIVE']);
  });

  it('trims the URL and finds keys in any case', () => {
    expect(serviceLinks({ Facebook: '  https://facebook.com/brand  ' })).toEqual([{ key: 'FACEBOOK', url: 'https://facebook.com/brand' }]);
  });

  it('prefers the exact key when several cases are present', () => {
    expect(serviceLinks({ telegram: 'https://t.me/lower', TELEGRAM: 'https://t.me/upper' })).toEqual([
      { key: 'TELEGRAM', url: 'https://t.me/upper' },
    ]);
  });

  it('tolerates a missing map and non-string values', () => {
    expect(serviceLinks(undefined)).toEqual([]);
    expect(serviceLinks(null)).toEqual([]);
    expect(serviceLinks({ FACEBOOK: 42, LIVE: null, TELEGRAM: { url: 'https://t.me/x' } })).toEqual([]);
  });
});

describe('followUsLinks', () => {
  it('lists Facebook, Instagram and Telegram, each only if present', () => {
    const links = { TELEGRAM: 'https://t.me/brand', INSTAGRAM: 'https://instagram.com/brand', LIVE: 'https://live.example.com' };
    expect(keys(followUsLinks(links))).toEqual(['INSTAGRAM', 'TELEGRAM']);
    expect(keys(followUsLinks({ ...links, FACEBOOK: 'https://facebook.com/brand' }))).toEqual(['FACEBOOK', 'INSTAGRAM', 'TELEGRAM']);
    expect(followUsLinks({})).toEqual([]);
  });
});
