import { numberFormat } from '../i18n/intl-cache';
import { WRITTEN_AS_ENGLISH } from './english-numbers';

/** Past this, `toFixed` writes an exponent. */
const FIXED_NOTATION_LIMIT = 1e21;

/**
 * `value` with `fractionDigits` decimals and grouped thousands, as
 * `Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits })` writes it.
 *
 * The first Intl number formatter of a page load costs 30 to 60 ms here (the browser reads its
 * locale data), four times that on a mid-range phone, and the home page's jackpot, winners and
 * balance are formatted in its first render. For the languages written as English the text is
 * built by hand, which costs nothing; every other language goes through Intl.
 */
export function formatDecimal(value: number, locale: string, fractionDigits: number): string {
  if (!WRITTEN_AS_ENGLISH.has(locale) || !(Math.abs(value) < FIXED_NOTATION_LIMIT)) {
    return numberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
  }
  // Intl writes a minus for every negative value, -0 and amounts that round to zero included.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}
