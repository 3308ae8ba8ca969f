import { describe, expect, it } from 'vitest';

import { readLastBanner } from './last-banner';

const PAGE = 'http://127.0.0.1:8080/m/home';

function storageWith(value: unknown) {
  return { getItem: () => (typeof value === 'string' ? value : JSON.stringify(value)) };
}

describe('readLastBanner', () => {
  it.each([
    ['a root-relative path', '/cdn/banners/1.svg'],
    ['this origin over http, as the demo gateway serves its CDN', 'http://127.0.0.1:8080/cdn/banners/1.svg'],
    ['an https CDN', 'https://img.example.com/banners/1.jpg'],
  ])('draws %s', (_case, src) => {
    expect(readLastBanner(storageWith({ language: 'EN', src, alt: 'Welcome' }), 'EN', PAGE)).toEqual({ src, alt: 'Welcome' });
  });

  it.each([
    ['another origin over http', 'http://evil.example.com/1.svg'],
    ['a protocol-relative http address', '//evil.example.com/1.svg'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:image/svg+xml,<svg/>'],
  ])('ignores %s', (_case, src) => {
    expect(readLastBanner(storageWith({ language: 'EN', src }), 'EN', PAGE)).toBeNull();
  });

  it('ignores a banner remembered in another language, and a malformed or missing entry', () => {
    expect(readLastBanner(storageWith({ language: 'TY', src: '/cdn/banners/1.svg' }), 'EN', PAGE)).toBeNull();
    expect(readLastBanner(storageWith('{not json'), 'EN', PAGE)).toBeNull();
    expect(readLastBanner({ getItem: () => null }, 'EN', PAGE)).toBeNull();
  });
});
