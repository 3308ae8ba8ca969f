/**
 * The languages the app offers. The gateway speaks upper-case codes (EN, TY); catalogs live in
 * locales/<lower-case code>/. The shell issue extends this list to the platform's 40 languages.
 */
export interface Language {
  code: string;
  locale: string;
  /** The language's own name, shown in the picker whatever the UI language is. */
  nativeName: string;
  /** BCP 47 tag for the document and for number formatting. */
  htmlLang: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'EN', locale: 'en', nativeName: 'English', htmlLang: 'en' },
  { code: 'TY', locale: 'ty', nativeName: 'Tagalog', htmlLang: 'tl' },
];

export const DEFAULT_LANGUAGE_CODE = 'EN';

export function findLanguage(code: string | null | undefined): Language {
  return (
    LANGUAGES.find((language) => language.code === code?.toUpperCase()) ??
    LANGUAGES.find((language) => language.code === DEFAULT_LANGUAGE_CODE)!
  );
}
