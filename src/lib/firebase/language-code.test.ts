import { describe, expect, it } from 'vitest';

import { firebaseLanguageCode } from './language-code';

describe('firebaseLanguageCode', () => {
  it('gives a language and region short enough for reCAPTCHA', () => {
    expect(firebaseLanguageCode('zh-Hans')).toBe('zh-CN');
    expect(firebaseLanguageCode('zh-Hant')).toBe('zh-TW');
    expect(firebaseLanguageCode('pt-BR')).toBe('pt-BR');
    expect(firebaseLanguageCode('en')).toBe('en-US');
    // Tagalog under its canonical name, as reCAPTCHA lists it.
    expect(firebaseLanguageCode('tl')).toBe('fil-PH');
  });

  it('leaves a missing or broken tag to Firebase', () => {
    expect(firebaseLanguageCode('')).toBeNull();
    expect(firebaseLanguageCode('not a tag')).toBeNull();
  });
});
