import { describe, expect, it } from 'vitest';

import { DEFAULT_IMAGE_CDN, pickImageCdn } from './image-cdn';
import { resolveImageUrl } from './image-url';

describe('pickImageCdn', () => {
  const cdns = ['https://img1.example.com', 'https://img2.example.com/', '/cdn'];

  it('picks one of the configured CDNs with the given random source', () => {
    expect(pickImageCdn(cdns, () => 0)).toBe('https://img1.example.com');
    expect(pickImageCdn(cdns, () => 0.5)).toBe('https://img2.example.com');
    expect(pickImageCdn(cdns, () => 0.99)).toBe('/cdn');
  });

  it('stays in range even if the random source returns its upper bound', () => {
    expect(pickImageCdn(cdns, () => 1)).toBe('/cdn');
  });

  it('spreads choices over the whole list with Math.random', () => {
    const seen = new Set(Array.from({ length: 200 }, () => pickImageCdn(cdns)));
    expect(seen).toEqual(new Set(['https://img1.example.com', 'https://img2.example.com', '/cdn']));
  });

  it('falls back to /cdn when the list is empty, missing or unusable', () => {
    expect(pickImageCdn([])).toBe(DEFAULT_IMAGE_CDN);
    expect(pickImageCdn(undefined)).toBe('/cdn');
    expect(pickImageCdn(null)).toBe('/cdn');
    expect(pickImageCdn(['', '   ', 'javascript:alert(1)', '//evil', 42 as unknown as string])).toBe('/cdn');
  });

  it('ignores unusable entries next to usable ones', () => {
    expect(pickImageCdn(['', 'ftp://x', 'https://img.example.com'], () => 0)).toBe('https://img.example.com');
  });
});

describe('resolveImageUrl', () => {
  it('joins a path to the CDN base with exactly one slash', () => {
    expect(resolveImageUrl('/games/1.svg', 'https://img.example.com')).toBe('https://img.example.com/games/1.svg');
    expect(resolveImageUrl('games/1.svg', 'https://img.example.com/')).toBe('https://img.example.com/games/1.svg');
    expect(resolveImageUrl('/games/1.svg', '/cdn')).toBe('/cdn/games/1.svg');
    expect(resolveImageUrl('games/1.svg', '/cdn/')).toBe('/cdn/games/1.svg');
  });

  it('keeps a path that already starts with the base', () => {
    expect(resolveImageUrl('/cdn/vendors/TCG.svg', '/cdn')).toBe('/cdn/vendors/TCG.svg');
    expect(resolveImageUrl('cdn/vendors/TCG.svg', '/cdn')).toBe('/cdn/vendors/TCG.svg');
    expect(resolveImageUrl('/cdn/vendors/TCG.svg', 'https://img.example.com/cdn')).toBe('https://img.example.com/cdn/vendors/TCG.svg');
  });

  it('does not mistake a longer folder name for the base', () => {
    expect(resolveImageUrl('/cdnx/1.svg', '/cdn')).toBe('/cdn/cdnx/1.svg');
  });

  it('leaves absolute URLs and data URIs untouched', () => {
    for (const url of [
      'https://other.example.com/a.png',
      'http://other.example.com/a.png',
      '//other.example.com/a.png',
      'data:image/svg+xml,%3Csvg%3E',
      'blob:https://app.example/123',
    ]) {
      expect(resolveImageUrl(url, '/cdn')).toBe(url);
    }
  });

  it('returns an empty path as empty, for the caller to fall back', () => {
    expect(resolveImageUrl('', '/cdn')).toBe('');
    expect(resolveImageUrl('  ', '/cdn')).toBe('');
  });
});
