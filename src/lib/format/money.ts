/**
 * SPEC §2 home header: the currency symbol and the whole-number balance with thousands
 * separators (the fraction is dropped, not rounded up: a player never sees more than they have).
 */
export function formatWholeBalance(amount: number, symbol: string, locale = 'en'): string {
  const whole = Math.trunc(Number.isFinite(amount) ? amount : 0);
  return `${symbol}${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole)}`;
}
