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
  /** BCP 47 tag for the document, the `lang` attribute of names, and number formatting. */
  readonly htmlLang: string;
  readonly dir: 'ltr' | 'rtl';
}

type LanguageRow = readonly [code: string, htmlLang: string];

/**
 * Registry order is picker order: the platform's two defaults first, then Asia, then Europe.
 * Each language's own name and flag live in language-names.ts: every page's first render needs
 * this table, and only the picker needs those.
 */
const ROWS: readonly LanguageRow[] = [
  ['EN', 'en'],
  ['TY', 'tl'],
  ['CN', 'zh-Hans'],
  ['TW', 'zh-Hant'],
  ['VI', 'vi'],
  ['TH', 'th'],
  ['ID', 'id'],
  ['MS', 'ms'],
  ['KO', 'ko'],
  ['JA', 'ja'],
  ['HI', 'hi'],
  ['BN', 'bn'],
  ['UR', 'ur'],
  ['AR', 'ar'],
  ['FA', 'fa'],
  ['TR', 'tr'],
  ['RU', 'ru'],
  ['UK', 'uk'],
  ['PL', 'pl'],
  ['DE', 'de'],
  ['FR', 'fr'],
  ['ES', 'es'],
  ['PT', 'pt'],
  ['BR', 'pt-BR'],
  ['IT', 'it'],
  ['NL', 'nl'],
  ['SV', 'sv'],
  ['NO', 'nb'],
  ['DA', 'da'],
  ['FI', 'fi'],
  ['EL', 'el'],
  ['RO', 'ro'],
  ['HU', 'hu'],
  ['CS', 'cs'],
  ['KM', 'km'],
  ['LO', 'lo'],
  ['MY', 'my'],
  ['NE', 'ne'],
  ['SI', 'si'],
  ['TA', 'ta'],
  ['TE', 'te'],
];

const RIGHT_TO_LEFT = new Set(['AR', 'FA', 'UR']);

export const LANGUAGES: readonly Language[] = ROWS.map(([code, htmlLang]) => ({
  code,
  locale: code.toLowerCase(),
  htmlLang,
  dir: RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr',
}));

export const DEFAULT_LANGUAGE_CODE = 'EN';

/** docs/product.md#constants: the platform's languages when the operator configures none. */
const FALLBACK_LANGUAGE_CODES: readonly string[] = [DEFAULT_LANGUAGE_CODE, 'TY'];

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
  const wanted = new Set(codes.filter((code) => typeof code === 'string').map((code) => code.trim().toUpperCase()));
  wanted.add(DEFAULT_LANGUAGE_CODE);
  return LANGUAGES.filter((language) => wanted.has(language.code));
}
