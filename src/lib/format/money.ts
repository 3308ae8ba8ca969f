import { numberFormat } from '../i18n/intl-cache';

/**
 * SPEC §2 home header: the currency symbol and the whole-number balance with thousands
 * separators (the fraction is dropped, not rounded up: a player never sees more than they have).
 */
export function formatWholeBalance(amount: number, symbol: string, locale = 'en'): string {
  const whole = Math.trunc(Number.isFinite(amount) ? amount : 0);
  return `${symbol}${numberFormat(locale, { maximumFractionDigits: 0 }).format(whole)}`;
}

/** SPEC §3 currency format: default CNY, two decimals, pattern #,##0.00. */
export const DEFAULT_CURRENCY = 'CNY';

export function formatMoney(amount: number, symbol: string, locale = 'en'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const text = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${symbol}${text}`;
}
