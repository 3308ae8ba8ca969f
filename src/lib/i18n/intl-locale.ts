import type { I18n } from '@lingui/core';

/** Dates and times in lists, records and messages: "Nov 21, 2026, 10:00 AM" in the UI language. */
const DATE_TIME_FORMAT: Readonly<Intl.DateTimeFormatOptions> = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The BCP 47 tag that numbers and dates are formatted with. activateLanguage hands Lingui each
 * language's tag (Tagalog: tl, which Intl formats as Filipino), so screens never map catalog
 * folder names (`ty`) to Intl locales themselves.
 */
export function intlLocale(i18n: Pick<I18n, 'locale' | 'locales'>): string {
  const { locales } = i18n;
  return (Array.isArray(locales) ? locales[0] : locales) ?? i18n.locale;
}

export function formatDateTime(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, DATE_TIME_FORMAT).format(epochMs);
}
