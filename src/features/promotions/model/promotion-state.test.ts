import { describe, expect, it } from 'vitest';

import {
  actionLabel,
  allowedAction,
  awaitsReview,
  groupRewards,
  PROMOTION_STATES,
  readPromotionState,
  rewardGroup,
  stateLabel,
  stateTone,
} from './promotion-state';

describe('promotion states', () => {
  it('labels every state as docs/product.md#entities words it', () => {
    const labels = Object.fromEntries(PROMOTION_STATES.map((state) => [state, stateLabel(state).message]));
    expect(labels).toEqual({
      available: 'Open',
      joined: 'Joined',
      claim: 'Claim',
      applying: 'Applying',
      closed: 'Closed',
      rejected: 'Rejected',
      issued: 'Issued',
      claimed: 'Claimed',
      processing: 'Processing',
      signed: 'Checked in',
      comingSoon: 'Coming soon',
    });
  });

  it('allows apply only while open and claim only once approved', () => {
    const actions = Object.fromEntries(PROMOTION_STATES.map((state) => [state, allowedAction(state)]));
    expect(actions).toEqual({
      available: 'apply',
      joined: null,
      claim: 'claim',
      applying: null,
      closed: null,
      rejected: null,
      issued: null,
      claimed: null,
      processing: null,
      signed: null,
      comingSoon: null,
    });
  });

  it('reads unknown states as closed, which allows nothing', () => {
    expect(readPromotionState('claim')).toBe('claim');
    expect(readPromotionState('paused')).toBe('closed');
    expect(readPromotionState(undefined)).toBe('closed');
    expect(allowedAction(readPromotionState('paused'))).toBeNull();
  });

  it('names the action by what it does', () => {
    expect(actionLabel('apply', 'apply').message).toBe('Apply');
    expect(actionLabel('apply', 'signin').message).toBe('Check in');
    expect(actionLabel('apply', 'join').message).toBe('Join');
    expect(actionLabel('claim', 'apply').message).toBe('Claim bonus');
  });

  it('gives each state a tone', () => {
    expect(stateTone('claim')).toBe('open');
    expect(stateTone('applying')).toBe('pending');
    expect(stateTone('claimed')).toBe('success');
    expect(stateTone('rejected')).toBe('danger');
    expect(stateTone('comingSoon')).toBe('muted');
  });
});

describe('reward centre', () => {
  it('puts claimable first, then in progress, then history, each newest first', () => {
    expect(rewardGroup('claim')).toBe('claimable');
    expect(['applying', 'processing', 'joined'].map((state) => rewardGroup(readPromotionState(state)))).toEqual([
      'inProgress',
      'inProgress',
      'inProgress',
    ]);
    expect(['claimed', 'issued', 'signed', 'rejected', 'closed'].map((state) => rewardGroup(readPromotionState(state)))).toEqual(
      Array(5).fill('history'),
    );
    const groups = groupRewards([
      { id: 1, state: 'claimed' as const, updatedAt: 1 },
      { id: 2, state: 'claim' as const, updatedAt: 2 },
      { id: 3, state: 'signed' as const, updatedAt: 5 },
      { id: 4, state: 'applying' as const, updatedAt: 3 },
    ]);
    expect(groups.claimable.map((entry) => entry.id)).toEqual([2]);
    expect(groups.inProgress.map((entry) => entry.id)).toEqual([4]);
    expect(groups.history.map((entry) => entry.id)).toEqual([3, 1]);
  });

  it('keeps looking while an application is being reviewed', () => {
    expect(awaitsReview(['claimed', 'applying'])).toBe(true);
    expect(awaitsReview(['claim', 'joined'])).toBe(false);
  });
});
