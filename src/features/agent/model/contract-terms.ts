import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Contract, ContractDecision, ContractKind, ContractTerms, ContractTier } from '@/contract/agent';

export type { Contract, ContractDecision, ContractKind, ContractTerms, ContractTier };

export const BASIS_LABELS: Readonly<Record<ContractTerms['basis'], MessageDescriptor>> = {
  VALID_BET: msg`Team valid bets`,
  NET_LOSS: msg`Team net loss`,
};

/** What the contract pays; also the card's heading (the page title already names the contract). */
export const REWARD_LABELS: Readonly<Record<ContractKind, MessageDescriptor>> = {
  DAILY_SALARY: msg`Daily salary`,
  DIVIDEND: msg`Dividend`,
  HOURLY_SALARY: msg`Hourly salary`,
};

export const PERIOD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  DAILY: msg`Every day`,
  WEEKLY: msg`Every week`,
  MONTHLY: msg`Every month`,
  HOURLY: msg`Every hour`,
};

/** Lowest tier first, so the table reads as a ladder whatever order the operator stored. */
export function orderedTiers(terms: ContractTerms): ContractTier[] {
  return [...terms.tiers].sort((a, b) => a.threshold - b.threshold || a.activeMembers - b.activeMembers);
}

/** A tier's reward: an amount in the currency, or a percentage of the figure. */
export function formatReward(
  terms: Pick<ContractTerms, 'reward'>,
  value: number,
  money: (amount: number) => string,
  locale: string,
): string {
  if (terms.reward === 'PERCENT') return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}%`;
  return money(value);
}

/** What the answer buttons may do: only a pending contract is answered, and only once. */
export function canAnswer(contract: Pick<Contract, 'status'> | null | undefined): boolean {
  return contract?.status === 'pending';
}

export const CONTRACT_TOASTS = {
  accepted: msg`Contract accepted`,
  declined: msg`Contract declined`,
} as const satisfies Record<string, MessageDescriptor>;
