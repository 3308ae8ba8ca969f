import { describe, expect, it } from 'vitest';

import { type ContractTerms, formatReward, openQuestion, orderedTiers, QUESTION_ANSWERS } from './contract-terms';

const money = (amount: number) => `₱${amount.toFixed(2)}`;

describe('contract terms', () => {
  it('orders tiers from the lowest threshold', () => {
    const terms: ContractTerms = {
      basis: 'VALID_BET',
      reward: 'AMOUNT',
      tiers: [
        { threshold: 50_000, activeMembers: 5, value: 600 },
        { threshold: 10_000, activeMembers: 3, value: 100 },
        { threshold: 10_000, activeMembers: 1, value: 50 },
      ],
    };
    expect(orderedTiers(terms).map((tier) => tier.value)).toEqual([50, 100, 600]);
    expect(terms.tiers[0]?.value).toBe(600);
  });

  it('formats an amount or a percentage', () => {
    expect(formatReward({ reward: 'AMOUNT' }, 600, money, 'en')).toBe('₱600.00');
    expect(formatReward({ reward: 'PERCENT' }, 12.5, money, 'en')).toBe('12.5%');
  });

  it('asks about an offer (P, E) or an end request (V), and nothing once answered', () => {
    expect(openQuestion({ state: 'P' })).toBe('offer');
    expect(openQuestion({ state: 'E' })).toBe('offer');
    expect(openQuestion({ state: 'V' })).toBe('end');
    for (const state of ['A', 'R', 'C'] as const) expect(openQuestion({ state })).toBeNull();
    expect(openQuestion(null)).toBeNull();
    // An end request is agreed to (C) or kept (A), never accepted or declined.
    expect(QUESTION_ANSWERS.end).toEqual(['keep', 'end']);
  });
});
