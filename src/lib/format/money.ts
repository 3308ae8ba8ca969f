import { formatDecimal } from './decimal';

/**
 * Home header (docs/product.md#home): the currency symbol and the whole-number balance with
 * thousands separators (the fraction is dropped, not rounded up: a player never sees more than they
 * have).
 */
export function formatWholeBalance(amount: number, symbol: string, locale = 'en'): string {
  const whole = Math.trunc(Number.isFinite(amount) ? amount : 0);
  return `${symbol}${formatDecimal(whole, locale, 0)}`;
}

export function formatMoney(amount: number, symbol: string, locale = 'en'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const text = formatDecimal(Math.abs(value), locale, 2);
  return `${value < 0 ? '-' : ''}${symbol}${text}`;
}
