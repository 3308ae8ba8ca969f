import { numberFormat } from '../i18n/intl-cache';

/**
 * Languages that write numbers as English does: comma groups of three, a point before the
 * fraction, Latin digits (decimal.test.ts checks each against Intl). formatDecimal writes their
 * numbers by hand; every other language goes through Intl.
 */
export const WRITTEN_AS_ENGLISH: ReadonlySet<string> = new Set(['en', 'tl', 'zh-Hans', 'zh-Hant', 'ja', 'ko', 'th', 'ms']);

/**
 * Builds a language's first Intl number formatter ahead of need, where formatDecimal will use
 * Intl: the first of a page load reads the locale data (about 45 ms here, 175 ms with the CPU
 * slowed 4x). For the languages written as English it does nothing.
 */
export function warmUpNumberFormat(locale: string): void {
  if (!WRITTEN_AS_ENGLISH.has(locale)) numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 0 });
}
