import type { PayoutMethod, WithdrawStatus } from '../../../src/contract/withdraw.ts';

/**
 * Where a member can be paid out, with the shape of each method's account numbers
 * (gateway/README.md "Withdraw"): Philippine e-wallets are the 11-digit mobile number, banks their
 * own account number lengths. Brand names read the same in every language.
 */
export const PAYOUT_METHODS: readonly PayoutMethod[] = [
  { code: 'GCASH', name: 'GCash', kind: 'ewallet', pattern: '^09[0-9]{9}$', example: '09171234567' },
  { code: 'MAYA', name: 'Maya', kind: 'ewallet', pattern: '^09[0-9]{9}$', example: '09181234567' },
  { code: 'BDO', name: 'BDO Unibank', kind: 'bank', pattern: '^[0-9]{10}([0-9]{2})?$', example: '001234567890' },
  { code: 'BPI', name: 'BPI', kind: 'bank', pattern: '^[0-9]{10}$', example: '1234567890' },
  { code: 'UNIONBANK', name: 'UnionBank', kind: 'bank', pattern: '^[0-9]{12}$', example: '109876543210' },
];
export const MAX_CARDS = 5;
/** The SPEC's registration rule for a payment password (seed-data/register-rules.ts). */
export const PAYMENT_PASSWORD = /^[0-9]{6}$/;
export const DEFAULT_ORDERS_PAGE_SIZE = 10;
export const AMOUNT_CEILING = 1e9;
export const REASON_MAX = 200;

/** Spaces and dashes people type between digit groups are not part of the number. */
export function normaliseAccountNo(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Names compare without case and with runs of spaces as one: 'juan  dela cruz' is 'Juan Dela Cruz'. */
export function sameName(a: string, b: string): boolean {
  const tidy = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return tidy(a) === tidy(b);
}

/** Fee in cents: a percentage of the amount, at least the minimum (gateway/README.md "Withdraw"). */
export function withdrawalFeeCents(amountCents: number, feePercent: number, feeMinCents: number): number {
  return Math.max(Math.round((amountCents * feePercent) / 100), feeMinCents);
}

export function maskAccountNo(accountNo: string): string {
  return `•••• ${accountNo.slice(-4)}`;
}

export function methodOf(code: string): PayoutMethod | undefined {
  return PAYOUT_METHODS.find((method) => method.code === code);
}

/** The operator's moves: pending → approved → paid; pending or approved → rejected (money back). */
export const NEXT_STATES: Readonly<Record<WithdrawStatus, readonly WithdrawStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};
