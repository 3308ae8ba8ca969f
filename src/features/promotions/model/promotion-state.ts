import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PromotionAction, PromotionKind, PromotionState } from '@/contract/promotions';

export type { PromotionAction };

/**
 * Promotion application labels (docs/product.md#entities), as the gateway names them, plus
 * `available` (no application yet, the promotion running). The gateway decides the state from its
 * calendar and the member's stored application; these rules say what each state reads as and
 * allows.
 */
export const PROMOTION_STATES = [
  'available',
  'joined',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'signed',
  'comingSoon',
] as const satisfies readonly PromotionState[];

const STATE_LABELS: Record<PromotionState, MessageDescriptor> = {
  available: msg`Open`,
  joined: msg`Joined`,
  claim: msg`Claim`,
  applying: msg`Applying`,
  closed: msg`Closed`,
  rejected: msg`Rejected`,
  issued: msg`Issued`,
  claimed: msg`Claimed`,
  processing: msg`Processing`,
  signed: msg`Checked in`,
  comingSoon: msg`Coming soon`,
};

/** Anything the app does not know (a newer gateway) reads as closed: it allows nothing. */
export function readPromotionState(value: unknown): PromotionState {
  return PROMOTION_STATES.includes(value as PromotionState) ? (value as PromotionState) : 'closed';
}

export function stateLabel(state: PromotionState): MessageDescriptor {
  return STATE_LABELS[state];
}

/** The one action a state allows: apply while open, claim once approved; nothing otherwise. */
export function allowedAction(state: PromotionState): PromotionAction | null {
  if (state === 'available') return 'apply';
  if (state === 'claim') return 'claim';
  return null;
}

/** The apply button says what applying does for this kind of promotion. */
export function actionLabel(action: PromotionAction, kind: PromotionKind): MessageDescriptor {
  if (action === 'claim') return msg`Claim bonus`;
  // The platform calls it signing in; to a player that is logging in, so the button says check in.
  if (kind === 'signin') return msg`Check in`;
  if (kind === 'join') return msg`Join`;
  return msg`Apply`;
}

/** Badge colour family: waiting, good news, final, or nothing to do. */
export type StateTone = 'open' | 'pending' | 'success' | 'danger' | 'muted';

export function stateTone(state: PromotionState): StateTone {
  switch (state) {
    case 'available':
    case 'claim':
      return 'open';
    case 'applying':
    case 'processing':
    case 'joined':
      return 'pending';
    case 'issued':
    case 'claimed':
    case 'signed':
      return 'success';
    case 'rejected':
      return 'danger';
    default:
      return 'muted';
  }
}

/**
 * Reward-centre sections (docs/product.md#promotions, reward/activity centre): claimable, in
 * progress, history.
 */
export type RewardGroup = 'claimable' | 'inProgress' | 'history';

export function rewardGroup(state: PromotionState): RewardGroup {
  if (state === 'claim') return 'claimable';
  if (state === 'applying' || state === 'processing' || state === 'joined') return 'inProgress';
  return 'history';
}

export interface RewardEntry {
  state: PromotionState;
  updatedAt: number | null;
}

/** The member's promotions grouped, each group newest first. */
export function groupRewards<T extends RewardEntry>(entries: readonly T[]): Record<RewardGroup, T[]> {
  const groups: Record<RewardGroup, T[]> = { claimable: [], inProgress: [], history: [] };
  for (const entry of entries) groups[rewardGroup(entry.state)].push(entry);
  for (const list of Object.values(groups)) list.sort((a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0));
  return groups;
}

/** True while the gateway's reviewer still has something to decide, so the screen should look again. */
export function awaitsReview(states: readonly PromotionState[]): boolean {
  return states.includes('applying');
}
