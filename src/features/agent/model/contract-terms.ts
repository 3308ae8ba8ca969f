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

/** The question a contract puts to its holder: an offer, or the upline's request to end it. */
export type ContractQuestion = 'offer' | 'end';

/**
 * Which question waits for the holder's answer, if any: an offer (P, or E, a changed one) is
 * accepted or declined; an end request (V) agreed to or kept (docs/product.md#agent-contracts).
 * Each is answered once.
 */
export function openQuestion(contract: Pick<Contract, 'state'> | null | undefined): ContractQuestion | null {
  if (contract?.state === 'P' || contract?.state === 'E') return 'offer';
  return contract?.state === 'V' ? 'end' : null;
}

/** The two answers of each question: the one that says no first, as the buttons read. */
export const QUESTION_ANSWERS: Readonly<Record<ContractQuestion, readonly [ContractDecision, ContractDecision]>> = {
  offer: ['decline', 'accept'],
  end: ['keep', 'end'],
};

/** Each answer's button, its confirmation and the toast once the gateway took it. */
export const ANSWER_TEXTS: Readonly<
  Record<ContractDecision, { button: MessageDescriptor; title: MessageDescriptor; message: MessageDescriptor; toast: MessageDescriptor }>
> = {
  accept: {
    button: msg`Accept`,
    title: msg`Accept the contract?`,
    message: msg`You agree to these terms. This cannot be undone.`,
    toast: msg`Contract accepted`,
  },
  decline: {
    button: msg`Decline`,
    title: msg`Decline the contract?`,
    message: msg`Your upline will be told that you declined. This cannot be undone.`,
    toast: msg`Contract declined`,
  },
  end: {
    button: msg`Agree to end`,
    title: msg`End the contract?`,
    message: msg`The contract stops paying. This cannot be undone.`,
    toast: msg`Contract ended`,
  },
  keep: {
    button: msg`Keep contract`,
    title: msg`Keep the contract?`,
    message: msg`Your upline will be told that you keep it. It goes on paying as before.`,
    toast: msg`Contract kept`,
  },
};
