/**
 * The UI languages the platform offers. The gateway speaks upper-case codes (EN, TY, CN...) in its
 * Language header and in the operator's `languages` setting; catalogs live in
 * locales/<locale>/. The operator enables a subset (see enabledLanguages).
 */
export interface Language {
  /** Gateway code, upper case. */
  readonly code: string;
  /** Catalog folder name under locales/. */
  readonly locale: string;
  /** The language's own name in its own script, shown in the picker whatever the UI language is. */
  readonly nativeName: string;
  /** BCP 47 tag for the document, the `lang` attribute of names, and number formatting. */
  readonly htmlLang: string;
  readonly dir: 'ltr' | 'rtl';
  /** ISO 3166-1 alpha-2 country whose flag stands for the language in the picker. */
  readonly flag: string;
}

type LanguageRow = readonly [code: string, nativeName: string, htmlLang: string, flag: string];

/** Registry order is picker order: the platform's two defaults first, then Asia, then Europe. */
const ROWS: readonly LanguageRow[] = [
  ['EN', 'English', 'en', 'GB'],
  ['TY', 'Tagalog', 'tl', 'PH'],
  ['CN', '简体中文', 'zh-Hans', 'CN'],
  ['TW', '繁體中文', 'zh-Hant', 'TW'],
  ['VI', 'Tiếng Việt', 'vi', 'VN'],
  ['TH', 'ไทย', 'th', 'TH'],
  ['ID', 'Bahasa Indonesia', 'id', 'ID'],
  ['MS', 'Bahasa Melayu', 'ms', 'MY'],
  ['KO', '한국어', 'ko', 'KR'],
  ['JA', '日本語', 'ja', 'JP'],
  ['HI', 'हिन्दी', 'hi', 'IN'],
  ['BN', 'বাংলা', 'bn', 'BD'],
  ['UR', 'اردو', 'ur', 'PK'],
  ['AR', 'العربية', 'ar', 'SA'],
  ['FA', 'فارسی', 'fa', 'IR'],
  ['TR', 'Türkçe', 'tr', 'TR'],
  ['RU', 'Русский', 'ru', 'RU'],
  ['UK', 'Українська', 'uk', 'UA'],
  ['PL', 'Polski', 'pl', 'PL'],
  ['DE', 'Deutsch', 'de', 'DE'],
  ['FR', 'Français', 'fr', 'FR'],
  ['ES', 'Español', 'es', 'ES'],
  ['PT', 'Português', 'pt', 'PT'],
  ['BR', 'Português (Brasil)', 'pt-BR', 'BR'],
  ['IT', 'Italiano', 'it', 'IT'],
  ['NL', 'Nederlands', 'nl', 'NL'],
  ['SV', 'Svenska', 'sv', 'SE'],
  ['NO', 'Norsk', 'nb', 'NO'],
  ['DA', 'Dansk', 'da', 'DK'],
  ['FI', 'Suomi', 'fi', 'FI'],
  ['EL', 'Ελληνικά', 'el', 'GR'],
  ['RO', 'Română', 'ro', 'RO'],
  ['HU', 'Magyar', 'hu', 'HU'],
  ['CS', 'Čeština', 'cs', 'CZ'],
  ['KM', 'ខ្មែរ', 'km', 'KH'],
  ['LO', 'ລາວ', 'lo', 'LA'],
  ['MY', 'မြန်မာ', 'my', 'MM'],
  ['NE', 'नेपाली', 'ne', 'NP'],
  ['SI', 'සිංහල', 'si', 'LK'],
  ['TA', 'தமிழ்', 'ta', 'IN'],
  ['TE', 'తెలుగు', 'te', 'IN'],
];

const RIGHT_TO_LEFT = new Set(['AR', 'FA', 'UR']);

export const LANGUAGES: readonly Language[] = ROWS.map(([code, nativeName, htmlLang, flag]) => ({
  code,
  locale: code.toLowerCase(),
  nativeName,
  htmlLang,
  dir: RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr',
  flag,
}));

export const DEFAULT_LANGUAGE_CODE = 'EN';

/** SPEC §9: the platform's languages when the operator configures none. */
export const FALLBACK_LANGUAGE_CODES: readonly string[] = [DEFAULT_LANGUAGE_CODE, 'TY'];

const BY_CODE = new Map(LANGUAGES.map((language) => [language.code, language]));
const DEFAULT_LANGUAGE = BY_CODE.get(DEFAULT_LANGUAGE_CODE)!;

/** The language for a gateway code in any case; an unknown or missing code reads as English. */
export function findLanguage(code: string | null | undefined): Language {
  return BY_CODE.get(code?.trim().toUpperCase() ?? '') ?? DEFAULT_LANGUAGE;
}

/**
 * The languages to offer, from the operator's `languages` setting, in registry order. English is
 * always offered because it is the source catalog every other one falls back to; codes the app
 * has no entry for are ignored rather than shown as blank rows.
 */
export function enabledLanguages(enabledCodes: readonly string[] | undefined): Language[] {
  const codes = enabledCodes?.length ? enabledCodes : FALLBACK_LANGUAGE_CODES;
  const wanted = new Set(
    codes.filter((code) => typeof code === 'string').map((code) => code.trim().toUpperCase()),
  );
  wanted.add(DEFAULT_LANGUAGE_CODE);
  return LANGUAGES.filter((language) => wanted.has(language.code));
}
