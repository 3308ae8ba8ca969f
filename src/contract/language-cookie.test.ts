import { describe, expect, it } from 'vitest';

import { cookieLanguage, LANGUAGE_COOKIE, languageCookie } from './language-cookie.ts';

describe('language cookie', () => {
  it('is set for the whole site for a year, never sent cross-site', () => {
    expect(languageCookie('TY')).toBe(`${LANGUAGE_COOKIE}=TY; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it("reads the language back from a request's Cookie header, among others", () => {
    expect(cookieLanguage(`theme=dark; ${LANGUAGE_COOKIE}=ty; other=1`)).toBe('TY');
    expect(cookieLanguage(`${LANGUAGE_COOKIE}=CN`)).toBe('CN');
  });

  it('ignores a missing, empty or malformed one', () => {
    expect(cookieLanguage(undefined)).toBeUndefined();
    expect(cookieLanguage('')).toBeUndefined();
    expect(cookieLanguage(`${LANGUAGE_COOKIE}=`)).toBeUndefined();
    expect(cookieLanguage(`${LANGUAGE_COOKIE}=TYX`)).toBeUndefined();
    expect(cookieLanguage(`${LANGUAGE_COOKIE}=%3Cb%3E`)).toBeUndefined();
    expect(cookieLanguage(`x${LANGUAGE_COOKIE}=TY`)).toBeUndefined();
  });
});
