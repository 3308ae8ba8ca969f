import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { BetKind, BetRecordRow, LedgerKind } from '@/contract/member-records';

export type { BetKind, LedgerKind };

/** The wallet ledger kinds the gateway writes, in the filter chips' order (docs/product.md#member-centre). */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'bonus',
  'game',
  'lottery',
  'transfer',
  'adjustment',
] as const satisfies readonly LedgerKind[];

export const BET_KINDS = ['game', 'lottery'] as const satisfies readonly BetKind[];

/** A filter chip: 'all' or one kind. */
export type RecordFilter<K extends string> = 'all' | K;

export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, MessageDescriptor>> = {
  deposit: msg`Deposit`,
  bonus: msg`Bonus`,
  game: msg`Game`,
  lottery: msg`Lottery`,
  adjustment: msg`Adjustment`,
  withdrawal: msg`Withdrawal`,
  transfer: msg`Transfer`,
};

export const BET_KIND_LABELS: Readonly<Record<BetKind, MessageDescriptor>> = {
  game: msg`Games`,
  lottery: msg`Lottery`,
};

/** Labels unknown kinds (a newer gateway) plainly instead of failing the row. */
export function ledgerKindLabel(kind: string): MessageDescriptor {
  return (LEDGER_KIND_LABELS as Record<string, MessageDescriptor | undefined>)[kind] ?? msg`Other`;
}

export function isLedgerKind(value: string | null | undefined): value is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(value ?? '');
}

export function isBetKind(value: string | null | undefined): value is BetKind {
  return (BET_KINDS as readonly string[]).includes(value ?? '');
}

export type AmountTone = 'credit' | 'debit' | 'even';

/** Credits show green with a plus, debits red with a minus; colour is never the only sign. */
export function amountTone(amount: number): AmountTone {
  if (amount > 0) return 'credit';
  if (amount < 0) return 'debit';
  return 'even';
}

/** The sign put before a formatted absolute amount. */
export function signOf(amount: number): string {
  if (amount > 0) return '+';
  if (amount < 0) return '−';
  return '';
}

/** What the row's outcome and amounts are read from. */
export type BetRow = Pick<BetRecordRow, 'kind' | 'stake' | 'win' | 'net' | 'drawAt'>;

export type BetOutcome = 'won' | 'lost' | 'even' | 'waiting';

/** A lottery bet without a win waits for its draw; a round is won, lost or even by its net. */
export function betOutcome(row: Pick<BetRow, 'win' | 'net'>): BetOutcome {
  if (row.win === null) return 'waiting';
  if (row.net > 0) return 'won';
  if (row.net < 0) return 'lost';
  return 'even';
}

export const BET_OUTCOME_LABELS: Readonly<Record<BetOutcome, MessageDescriptor>> = {
  won: msg`Won`,
  lost: msg`Lost`,
  even: msg`Stake back`,
  waiting: msg`Awaiting draw`,
};
