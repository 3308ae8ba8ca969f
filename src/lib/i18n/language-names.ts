/**
 * What the language picker shows for each language of the registry (languages.ts): the
 * language's own name in its own script, whatever the UI language is, and the ISO 3166-1
 * alpha-2 country whose flag stands for it. Loaded with the picker's sheet, and after the first
 * paint for the header button's accessible name.
 */
export interface LanguageLabel {
  readonly nativeName: string;
  readonly flag: string;
}

const LABELS: Readonly<Record<string, LanguageLabel>> = {
  EN: { nativeName: 'English', flag: 'GB' },
  TY: { nativeName: 'Tagalog', flag: 'PH' },
  CN: { nativeName: '简体中文', flag: 'CN' },
  TW: { nativeName: '繁體中文', flag: 'TW' },
  VI: { nativeName: 'Tiếng Việt', flag: 'VN' },
  TH: { nativeName: 'ไทย', flag: 'TH' },
  ID: { nativeName: 'Bahasa Indonesia', flag: 'ID' },
  MS: { nativeName: 'Bahasa Melayu', flag: 'MY' },
  KO: { nativeName: '한국어', flag: 'KR' },
  JA: { nativeName: '日本語', flag: 'JP' },
  HI: { nativeName: 'हिन्दी', flag: 'IN' },
  BN: { nativeName: 'বাংলা', flag: 'BD' },
  UR: { nativeName: 'اردو', flag: 'PK' },
  AR: { nativeName: 'العربية', flag: 'SA' },
  FA: { nativeName: 'فارسی', flag: 'IR' },
  TR: { nativeName: 'Türkçe', flag: 'TR' },
  RU: { nativeName: 'Русский', flag: 'RU' },
  UK: { nativeName: 'Українська', flag: 'UA' },
  PL: { nativeName: 'Polski', flag: 'PL' },
  DE: { nativeName: 'Deutsch', flag: 'DE' },
  FR: { nativeName: 'Français', flag: 'FR' },
  ES: { nativeName: 'Español', flag: 'ES' },
  PT: { nativeName: 'Português', flag: 'PT' },
  BR: { nativeName: 'Português (Brasil)', flag: 'BR' },
  IT: { nativeName: 'Italiano', flag: 'IT' },
  NL: { nativeName: 'Nederlands', flag: 'NL' },
  SV: { nativeName: 'Svenska', flag: 'SE' },
  NO: { nativeName: 'Norsk', flag: 'NO' },
  DA: { nativeName: 'Dansk', flag: 'DK' },
  FI: { nativeName: 'Suomi', flag: 'FI' },
  EL: { nativeName: 'Ελληνικά', flag: 'GR' },
  RO: { nativeName: 'Română', flag: 'RO' },
  HU: { nativeName: 'Magyar', flag: 'HU' },
  CS: { nativeName: 'Čeština', flag: 'CZ' },
  KM: { nativeName: 'ខ្មែរ', flag: 'KH' },
  LO: { nativeName: 'ລາວ', flag: 'LA' },
  MY: { nativeName: 'မြန်မာ', flag: 'MM' },
  NE: { nativeName: 'नेपाली', flag: 'NP' },
  SI: { nativeName: 'සිංහල', flag: 'LK' },
  TA: { nativeName: 'தமிழ்', flag: 'IN' },
  TE: { nativeName: 'తెలుగు', flag: 'IN' },
};

/** The label of a registry code; a code outside the registry shows as itself under no flag. */
export function languageLabel(code: string): LanguageLabel {
  return LABELS[code] ?? { nativeName: code, flag: '' };
}
