import { describe, expect, it } from 'vitest';

import { canAnswer, type ContractTerms, formatReward, orderedTiers } from './contract-terms';

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

  it('answers only pending contracts', () => {
    expect(canAnswer({ status: 'pending' })).toBe(true);
    expect(canAnswer({ status: 'accepted' })).toBe(false);
    expect(canAnswer({ status: 'declined' })).toBe(false);
    expect(canAnswer(null)).toBe(false);
  });
});
