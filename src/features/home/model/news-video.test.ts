import { describe, expect, it } from 'vitest';

import { newsVideoUrl, videoLanguage } from './news-video';

describe('videoLanguage', () => {
  it.each([
    ['EN', 'en'],
    ['TY', 'tl'],
    ['CN', 'zh'],
    ['VI', 'vi'],
    ['TH', 'th'],
    ['TW', 'zh'],
  ])('maps %s to %s', (code, lang) => {
    expect(videoLanguage(code)).toBe(lang);
  });

  it('reads codes in any case and falls back to English', () => {
    expect(videoLanguage(' vi ')).toBe('vi');
    expect(videoLanguage('ty')).toBe('tl');
    expect(videoLanguage('JP')).toBe('en');
    expect(videoLanguage('')).toBe('en');
    expect(videoLanguage(undefined)).toBe('en');
  });
});

describe('newsVideoUrl', () => {
  it('builds the privacy-enhanced embed with the interface and caption language', () => {
    expect(newsVideoUrl('dQw4w9WgXcQ', 'TY')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?hl=tl&cc_lang_pref=tl');
    expect(newsVideoUrl('dQw4w9WgXcQ', 'TW')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?hl=zh&cc_lang_pref=zh');
    expect(newsVideoUrl('abc', 'DE')).toBe('https://www.youtube-nocookie.com/embed/abc?hl=en&cc_lang_pref=en');
  });

  it('encodes the id so it cannot change the path or the query', () => {
    const url = newsVideoUrl('../x?autoplay=1&a=b#c', 'EN');
    expect(url).toBe('https://www.youtube-nocookie.com/embed/..%2Fx%3Fautoplay%3D1%26a%3Db%23c?hl=en&cc_lang_pref=en');
    const parsed = new URL(url ?? '');
    expect(parsed.hostname).toBe('www.youtube-nocookie.com');
    expect([...parsed.searchParams.keys()]).toEqual(['hl', 'cc_lang_pref']);
  });

  it('answers null without an id', () => {
    expect(newsVideoUrl('', 'EN')).toBeNull();
    expect(newsVideoUrl('   ', 'EN')).toBeNull();
    expect(newsVideoUrl(undefined, 'EN')).toBeNull();
    expect(newsVideoUrl('..', 'EN')).toBeNull();
  });
});
