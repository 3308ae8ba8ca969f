import type { DepositBonus, DepositStatus } from '@/contract/deposit';

/** How often a pending order is read again while its page is visible (docs/product.md#deposit). */
export const PENDING_POLL_MS = 3000;
/** The largest receipt picture the gateway takes (gateway/README.md "Deposit"). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
const RECEIPT_TYPES = ['image/png', 'image/jpeg'];

/** Read again only while the order can still change and someone is looking; 0 stops polling. */
export function pollInterval(status: DepositStatus | undefined, visible: boolean): number {
  return status === 'pending' && visible ? PENDING_POLL_MS : 0;
}

export type ReceiptProblem = 'type' | 'size' | 'empty';

/** A receipt picture the gateway will take: a PNG or JPG of at most 5 MB. */
export function checkReceipt(file: { type: string; size: number }): { ok: true } | { ok: false; problem: ReceiptProblem } {
  if (!RECEIPT_TYPES.includes(file.type)) return { ok: false, problem: 'type' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > RECEIPT_MAX_BYTES) return { ok: false, problem: 'size' };
  return { ok: true };
}

/**
 * The bonus a deposit would earn, as the gateway pays it on confirmation: the percentage in whole
 * cents rounded down, at most the cap; 0 below the bonus's minimum deposit.
 */
export function bonusFor(amount: number, bonus: Pick<DepositBonus, 'percent' | 'cap' | 'minDeposit'>): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(cents) || cents < Math.round(bonus.minDeposit * 100)) return 0;
  return Math.min(Math.floor((cents * bonus.percent) / 100), Math.round(bonus.cap * 100)) / 100;
}

/** The `order` query of /m/voucherCenter: an order number, or undefined for anything else. */
export function orderParam(search: URLSearchParams): string | undefined {
  const value = search.get('order');
  return value !== null && /^DP[0-9]{14,20}$/.test(value) ? value : undefined;
}
