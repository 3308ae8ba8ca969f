import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ContractTier } from '@/contract/agent';
import { type ContractEvent, type ContractRule, type ContractState, tierIssue, type TierProblem } from '@/contract/agent-links';

export type { ContractRule, ContractState };

/** One tier as typed in the offer form: text until it is sent. */
export interface TierDraft {
  threshold: string;
  activeMembers: string;
  value: string;
}

export const EMPTY_TIER: TierDraft = { threshold: '', activeMembers: '', value: '' };

/** What each tier problem says under its field (docs/product.md#agent-contracts). */
export const TIER_PROBLEM_TEXTS: Readonly<Record<TierProblem, MessageDescriptor>> = {
  'tiers.empty': msg`Add at least one tier`,
  'tiers.too.many': msg`Too many tiers`,
  'tier.not.number': msg`Enter a whole number (the value may have 2 decimals)`,
  'tier.not.increasing': msg`Must be higher than the tier before`,
  'tier.value.out.of.range': msg`Outside the allowed range`,
};

const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The drafts as numbers (a blank or unreadable field is NaN, which the rule refuses). */
export function draftTiers(drafts: readonly TierDraft[]): ContractTier[] {
  return drafts.map((draft) => ({
    threshold: toNumber(draft.threshold),
    activeMembers: toNumber(draft.activeMembers),
    value: toNumber(draft.value),
  }));
}

export interface TierFormError {
  /** Which tier, or null for the whole list. */
  index: number | null;
  field: keyof TierDraft | null;
  message: MessageDescriptor;
}

/**
 * The offer form's check, the gateway's rule (`tierIssue`, src/contract/agent-links.ts) on what was
 * typed: the first problem, placed on its tier and field, or null when the tiers may be sent.
 */
export function offerTiersError(drafts: readonly TierDraft[], rule: ContractRule): TierFormError | null {
  const issue = tierIssue(draftTiers(drafts), rule);
  if (!issue) return null;
  const whole = issue.problem === 'tiers.empty' || issue.problem === 'tiers.too.many';
  return { index: whole ? null : issue.index, field: issue.field, message: TIER_PROBLEM_TEXTS[issue.problem] };
}

/** A contract's status letter in words (the platform's P, A, R, E, V, C). */
export const STATE_LABELS: Readonly<Record<ContractState, MessageDescriptor>> = {
  P: msg`Waiting for the answer`,
  A: msg`Accepted`,
  R: msg`Refused`,
  E: msg`Changed, waiting for the answer`,
  V: msg`End requested`,
  C: msg`Ended`,
};

/** What each change in a contract's history did. */
const EVENT_LABELS: Readonly<Record<ContractState, MessageDescriptor>> = {
  P: msg`Offered`,
  A: msg`Accepted`,
  R: msg`Refused`,
  E: msg`Changed`,
  V: msg`End requested`,
  C: msg`Ended`,
};

/**
 * One change of a contract's history in words: an A right after an end request (V) is the
 * downline keeping the contract, not a new acceptance (docs/product.md#agent-contracts).
 */
export function eventLabel(events: readonly Pick<ContractEvent, 'state'>[], index: number): MessageDescriptor {
  const state = events[index]?.state ?? 'C';
  if (state === 'A' && events[index - 1]?.state === 'V') return msg`Kept`;
  return EVENT_LABELS[state];
}

/** Only an accepted contract may be asked to end; one already asked waits for the downline. */
export const canRequestEnd = (contract: Pick<ContractEvent, 'state'>): boolean => contract.state === 'A';

/** What the gateway's refusals of an offer say. */
export const OFFER_ERROR_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'contract.exists': msg`This downline already holds or is offered a contract of this kind`,
  'agent.not.downline': msg`No such account in your team`,
  'contract.tiers.invalid': msg`Each tier must be higher than the one before`,
  'contract.rate.out.of.range': msg`A value is outside the allowed range`,
};
