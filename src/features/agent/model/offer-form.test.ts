import { describe, expect, it } from 'vitest';

import { CONTRACT_RULES } from '@/contract/agent-links';

import { canRequestEnd, draftTiers, eventLabel, offerTiersError, TIER_PROBLEM_TEXTS, type TierDraft } from './offer-form';

const tier = (threshold: string, activeMembers: string, value: string): TierDraft => ({ threshold, activeMembers, value });
const dividend = CONTRACT_RULES.DIVIDEND;

describe('the offer form (docs/product.md#agent-contracts)', () => {
  it('accepts tiers rising strictly in threshold, active members and value', () => {
    expect(offerTiersError([tier('50000', '5', '10'), tier('200000', '10', '20.5')], dividend)).toBeNull();
    expect(draftTiers([tier(' 1000 ', '2', '3')])).toEqual([{ threshold: 1000, activeMembers: 2, value: 3 }]);
  });

  it('places a tier that is not above the one before on its field', () => {
    expect(offerTiersError([tier('50000', '5', '10'), tier('50000', '8', '12')], dividend)).toEqual({
      index: 1,
      field: 'threshold',
      message: TIER_PROBLEM_TEXTS['tier.not.increasing'],
    });
    expect(offerTiersError([tier('50000', '5', '10'), tier('60000', '5', '12')], dividend)).toMatchObject({
      index: 1,
      field: 'activeMembers',
    });
    expect(offerTiersError([tier('50000', '5', '10'), tier('60000', '6', '10')], dividend)).toMatchObject({ index: 1, field: 'value' });
  });

  it('refuses blanks, fractions where whole numbers go, more than two decimals and values outside the rates', () => {
    expect(offerTiersError([tier('', '5', '10')], dividend)).toMatchObject({
      index: 0,
      field: 'threshold',
      message: TIER_PROBLEM_TEXTS['tier.not.number'],
    });
    expect(offerTiersError([tier('100', '2.5', '10')], dividend)).toMatchObject({ field: 'activeMembers' });
    expect(offerTiersError([tier('100', '2', '10.123')], dividend)).toMatchObject({ field: 'value' });
    expect(offerTiersError([tier('100', '2', '41')], dividend)).toMatchObject({ message: TIER_PROBLEM_TEXTS['tier.value.out.of.range'] });
    expect(offerTiersError([tier('100', '2', '0')], CONTRACT_RULES.DAILY_SALARY)).toMatchObject({ field: 'value' });
  });

  it('needs at least one tier and at most the rule allows', () => {
    expect(offerTiersError([], dividend)).toEqual({ index: null, field: null, message: TIER_PROBLEM_TEXTS['tiers.empty'] });
    const many = Array.from({ length: dividend.maxTiers + 1 }, (_, index) => tier(String(index + 1), String(index + 1), String(index + 1)));
    expect(offerTiersError(many, dividend)).toMatchObject({ index: null, message: TIER_PROBLEM_TEXTS['tiers.too.many'] });
  });

  it('tells the steps of ending a contract in the history: asked, kept, ended', () => {
    const history = (['P', 'A', 'V', 'A', 'V', 'C'] as const).map((state) => ({ state }));
    expect(history.map((_, index) => eventLabel(history, index).message)).toEqual([
      'Offered',
      'Accepted',
      'End requested',
      'Kept',
      'End requested',
      'Ended',
    ]);
    expect(canRequestEnd({ state: 'A' })).toBe(true);
    for (const state of ['P', 'E', 'R', 'V', 'C'] as const) expect(canRequestEnd({ state })).toBe(false);
  });
});
