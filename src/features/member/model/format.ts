import { formatMoney } from '@/lib/format/money';

import { signOf } from './record-rows';

/** `+₱12.50` / `−₱3.00`: the sign in front of the symbol, so a debit reads at a glance. `locale` is an Intl tag. */
export function formatSignedMoney(amount: number, symbol: string, locale: string): string {
  return `${signOf(amount)}${formatMoney(Math.abs(amount), symbol, locale)}`;
}
