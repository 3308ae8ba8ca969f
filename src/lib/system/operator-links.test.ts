import { describe, expect, it } from 'vitest';

import { configuredLinks, configuredUrl } from './operator-links';

describe('configuredUrl', () => {
  it('takes absolute http(s) URLs only, trimmed', () => {
    expect(configuredUrl({ LIVE: ' https://live.example.com/chat ' }, 'LIVE')).toBe('https://live.example.com/chat');
    expect(configuredUrl({ LIVE: 'http://live.example.com' }, 'LIVE')).toBe('http://live.example.com');
    for (const value of ['', '  ', 'javascript:alert(1)', 'www.example.com', 'tg://resolve?domain=x', 42, null]) {
      expect(configuredUrl({ LIVE: value }, 'LIVE')).toBeNull();
    }
  });

  it('finds keys in any case, preferring the exact one', () => {
    expect(configuredUrl({ live: 'https://a.example' }, 'LIVE')).toBe('https://a.example');
    expect(configuredUrl({ youtube: 'https://b.example', YOUTUBE: 'https://c.example' }, 'YOUTUBE')).toBe('https://c.example');
    expect(configuredUrl(undefined, 'LIVE')).toBeNull();
  });
});

describe('configuredLinks', () => {
  it('keeps the order of the keys asked for', () => {
    const links = { YOUTUBE: 'https://y.example', TELEGRAM: 'https://t.example', FACEBOOK: '' };
    expect(configuredLinks(links, ['TELEGRAM', 'FACEBOOK', 'YOUTUBE'])).toEqual([
      { key: 'TELEGRAM', url: 'https://t.example' },
      { key: 'YOUTUBE', url: 'https://y.example' },
    ]);
  });
});
