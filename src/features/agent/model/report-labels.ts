import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import {
  REPORT_CATEGORIES,
  type ReportCategory,
  TEAM_TRANSACTION_FILTERS,
  type TeamTransactionFilter,
  type TeamTransactionType,
} from '@/contract/agent-reports';
import { dayNumber } from '@/contract/report-range';

import { PRODUCT_LABELS } from './team-texts';

export { REPORT_CATEGORIES, TEAM_TRANSACTION_FILTERS };
export type { ReportCategory, TeamTransactionFilter, TeamTransactionType };

/** The reports' game categories in words (docs/product.md#team-reports). */
export const CATEGORY_LABELS: Readonly<Record<ReportCategory, MessageDescriptor>> = PRODUCT_LABELS;

export const TRANSACTION_LABELS: Readonly<Record<TeamTransactionType, MessageDescriptor>> = {
  deposit: msg({ message: 'Deposit', context: 'transaction type' }),
  withdrawal: msg({ message: 'Withdrawal', context: 'transaction type' }),
  'transfer-in': msg`Transfer from upline`,
  'transfer-out': msg`Transfer to upline`,
};

export const TRANSACTION_FILTER_LABELS: Readonly<Record<TeamTransactionFilter, MessageDescriptor>> = {
  deposit: msg`Deposits`,
  withdrawal: msg`Withdrawals`,
  transfer: msg`Transfers`,
};

/** Money coming into the team reads as a credit, money leaving it as a debit. */
export function isCredit(type: TeamTransactionType): boolean {
  return type === 'deposit' || type === 'transfer-in';
}

/** A report date (`YYYY-MM-DD`, the operator's) in the player's language: "30 Jun" or, `long`, "30 Jun 2026". */
export function formatReportDate(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const day = dayNumber(date);
  if (day === undefined) return date;
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(day * 86_400_000);
}
