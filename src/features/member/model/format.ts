import { formatMoney } from '../../../lib/format/money';
import { signOf } from './record-rows';

/** Intl locale of a Lingui locale: TY (Tagalog) formats as Filipino. */
export function intlLocale(locale: string): string {
  return locale === 'ty' ? 'fil' : 'en';
}

/** `+₱12.50` / `−₱3.00`: the sign in front of the symbol, so a debit reads at a glance. */
export function formatSignedMoney(amount: number, symbol: string, locale: string): string {
  return `${signOf(amount)}${formatMoney(Math.abs(amount), symbol, intlLocale(locale))}`;
}

export function formatRecordTime(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
