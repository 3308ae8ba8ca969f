import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The reference gateway's contract (gateway/README.md, agent contracts). */
export type ContractKind = 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';
type ContractStatus = 'pending' | 'accepted' | 'declined';

export interface ContractTier {
  threshold: number;
  activeMembers: number;
  value: number;
}

export interface ContractTerms {
  basis: 'VALID_BET' | 'NET_LOSS';
  reward: 'AMOUNT' | 'PERCENT';
  tiers: ContractTier[];
}

export interface Contract {
  id: number;
  kind: ContractKind;
  period: string;
  terms: ContractTerms;
  status: ContractStatus;
  createdAt: number;
  answeredAt: number | null;
}

export type ContractDecision = 'accept' | 'decline';

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
export function formatReward(terms: Pick<ContractTerms, 'reward'>, value: number, money: (amount: number) => string, locale: string): string {
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
