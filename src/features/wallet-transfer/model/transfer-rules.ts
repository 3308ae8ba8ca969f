import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { MAIN_WALLET, type TransferWallets } from '@/contract/wallet-transfer';

/** Which way the money goes: into the chosen vendor's wallet, or out of it back to the main one. */
export type TransferDirection = 'in' | 'out';

export type AmountProblem = 'empty' | 'format' | 'zero' | 'over';

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/** Up to two decimals, no sign or exponent: what a player types for money. */
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** The wallet money leaves from: the main one for 'in', the vendor's for 'out'. */
export function availableFor(wallets: TransferWallets, vendor: string, direction: TransferDirection): number {
  if (direction === 'in') return wallets.main;
  return wallets.vendors.find((wallet) => wallet.vendor === vendor)?.balance ?? 0;
}

/**
 * The typed amount against what the source wallet holds (docs/product.md#wallet-transfer). The
 * gateway checks it again; this gives the answer before a round trip.
 */
export function checkTransferAmount(text: string, available: number): AmountCheck {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!AMOUNT_PATTERN.test(trimmed)) return { ok: false, problem: 'format' };
  const amount = Number(trimmed);
  if (amount <= 0) return { ok: false, problem: 'zero' };
  // Compared in cents: 0.1 + 0.2 style noise must not refuse an exact 'all of it'.
  if (Math.round(amount * 100) > Math.round(available * 100)) return { ok: false, problem: 'over' };
  return { ok: true, amount };
}

export const AMOUNT_PROBLEM_TEXTS: Readonly<Record<AmountProblem, MessageDescriptor>> = {
  empty: msg`Enter an amount`,
  format: msg`Enter an amount with at most 2 decimals`,
  zero: msg`The amount must be more than zero`,
  over: msg`The amount is more than the wallet holds`,
};

/** The request for a transfer in the chosen direction. */
export function transferRequest(vendor: string, direction: TransferDirection, amount: number) {
  return direction === 'in' ? { from: MAIN_WALLET, to: vendor, amount } : { from: vendor, to: MAIN_WALLET, amount };
}

/** Vendor wallets holding money first (largest first), then the rest in the operator's order. */
export function sortVendorWallets<W extends { balance: number }>(wallets: readonly W[]): W[] {
  return wallets
    .map((wallet, index) => ({ wallet, index }))
    .sort((a, b) => b.wallet.balance - a.wallet.balance || a.index - b.index)
    .map(({ wallet }) => wallet);
}

/** Whether any vendor wallet holds money, i.e. 'recall all' has something to do. */
export function hasVendorMoney(wallets: TransferWallets): boolean {
  return wallets.vendors.some((wallet) => wallet.balance > 0);
}
