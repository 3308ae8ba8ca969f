import { describe, expect, it } from 'vitest';

import { languageLabel } from './language-names';
import { DEFAULT_LANGUAGE_CODE, enabledLanguages, findLanguage, LANGUAGES } from './languages';

const codesOf = (languages: readonly { code: string }[]) => languages.map((language) => language.code);

describe('LANGUAGES', () => {
  it('offers about forty languages with unique codes, locales and names', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(40);
    for (const key of ['code', 'locale'] as const) {
      expect(new Set(LANGUAGES.map((language) => language[key])).size).toBe(LANGUAGES.length);
    }
    expect(new Set(LANGUAGES.map((language) => languageLabel(language.code).nativeName)).size).toBe(LANGUAGES.length);
  });

  it('keeps gateway codes upper case and catalog folders lower case', () => {
    for (const language of LANGUAGES) {
      expect(language.code).toMatch(/^[A-Z]{2}$/);
      expect(language.locale).toBe(language.code.toLowerCase());
      expect(languageLabel(language.code).flag).toMatch(/^[A-Z]{2}$/);
      expect(() => new Intl.Locale(language.htmlLang)).not.toThrow();
    }
  });

  it('maps the platform codes to their BCP 47 tags, own names and flags', () => {
    const described = (code: string) => ({ ...findLanguage(code), ...languageLabel(code) });
    expect(described('TY')).toMatchObject({ htmlLang: 'tl', flag: 'PH', nativeName: 'Tagalog' });
    expect(described('CN')).toMatchObject({ htmlLang: 'zh-Hans', flag: 'CN', nativeName: '简体中文' });
    expect(described('TW')).toMatchObject({ htmlLang: 'zh-Hant', flag: 'TW', nativeName: '繁體中文' });
    expect(described('BR')).toMatchObject({ htmlLang: 'pt-BR', flag: 'BR' });
    expect(described('NO')).toMatchObject({ htmlLang: 'nb', flag: 'NO' });
    expect(described('MS')).toMatchObject({ htmlLang: 'ms', flag: 'MY' });
    expect(described('MY')).toMatchObject({ htmlLang: 'my', flag: 'MM' });
  });

  it('names and flags only the registry: another code shows as itself', () => {
    expect(languageLabel('XX')).toEqual({ nativeName: 'XX', flag: '' });
  });

  it('writes Arabic, Persian and Urdu right to left and the rest left to right', () => {
    const rtl = LANGUAGES.filter((language) => language.dir === 'rtl');
    expect(codesOf(rtl).sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('starts with the default language', () => {
    expect(LANGUAGES[0]?.code).toBe(DEFAULT_LANGUAGE_CODE);
  });
});

describe('findLanguage', () => {
  it('finds a code in any case', () => {
    expect(findLanguage('vi').code).toBe('VI');
    expect(findLanguage(' Ty ').code).toBe('TY');
  });

  it('reads unknown or missing codes as English', () => {
    expect(findLanguage('XX').code).toBe('EN');
    expect(findLanguage('')).toBe(findLanguage('EN'));
    expect(findLanguage(null).code).toBe('EN');
    expect(findLanguage(undefined).code).toBe('EN');
  });
});

describe('enabledLanguages', () => {
  it('keeps registry order whatever order the operator lists', () => {
    expect(codesOf(enabledLanguages(['PT', 'cn', 'TY', 'EN']))).toEqual(['EN', 'TY', 'CN', 'PT']);
  });

  it('always offers English', () => {
    expect(codesOf(enabledLanguages(['VI', 'TH']))).toEqual(['EN', 'VI', 'TH']);
  });

  it('ignores codes it has no entry for', () => {
    expect(codesOf(enabledLanguages(['TY', 'XX', 'ZZ']))).toEqual(['EN', 'TY']);
    expect(codesOf(enabledLanguages(['XX']))).toEqual(['EN']);
  });

  it('falls back to English and Tagalog when the setting is missing or empty', () => {
    expect(codesOf(enabledLanguages(undefined))).toEqual(['EN', 'TY']);
    expect(codesOf(enabledLanguages([]))).toEqual(['EN', 'TY']);
  });

  it('lists each language once', () => {
    expect(codesOf(enabledLanguages(['EN', 'en', 'TY', 'ty']))).toEqual(['EN', 'TY']);
  });
});
