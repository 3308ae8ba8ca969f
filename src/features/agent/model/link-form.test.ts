import { describe, expect, it } from 'vitest';

import { CODE_TEXT, hasErrors, linkAddress, linkDraftErrors, newLinkOf, REBATE_PROBLEM_TEXTS } from './link-form';

const ranges = [
  { productType: 'LOTT', max: 8.4, step: 0.1 },
  { productType: 'SPORTS', max: 0.75, step: 0.05 },
] as const;

describe('the invitation link form (docs/product.md#agent-centre)', () => {
  it('shares the registration address with the code', () => {
    expect(linkAddress('https://lobby.example', 'LUCKY888')).toBe('https://lobby.example/m/register?affiliateCode=LUCKY888');
  });

  it('accepts no code or 4-16 letters and digits, and presets on the step up to the maximum', () => {
    expect(hasErrors(linkDraftErrors({ accountType: 'member', code: '', rebates: { LOTT: '8.4', SPORTS: '0.75' } }, ranges))).toBe(false);
    expect(hasErrors(linkDraftErrors({ accountType: 'agent', code: 'Summer26', rebates: {} }, ranges))).toBe(false);
    expect(linkDraftErrors({ accountType: 'agent', code: 'ab1', rebates: {} }, ranges).code).toBe(CODE_TEXT);
    expect(linkDraftErrors({ accountType: 'agent', code: 'no spaces', rebates: {} }, ranges).code).toBe(CODE_TEXT);
  });

  it('names each product whose preset is above the maximum, off the step or negative', () => {
    const errors = linkDraftErrors({ accountType: 'member', code: '', rebates: { LOTT: '8.5', SPORTS: '0.33' } }, ranges);
    expect(errors.rebates).toEqual({ LOTT: REBATE_PROBLEM_TEXTS['rebate.above.max'], SPORTS: REBATE_PROBLEM_TEXTS['rebate.off.step'] });
    expect(linkDraftErrors({ accountType: 'member', code: '', rebates: { LOTT: '-1' } }, ranges).rebates.LOTT).toBe(
      REBATE_PROBLEM_TEXTS['rebate.negative'],
    );
    expect(linkDraftErrors({ accountType: 'member', code: '', rebates: { LOTT: 'abc' } }, ranges).rebates.LOTT).toBeDefined();
  });

  it('sends every product, blanks as 0, and the code only when typed', () => {
    expect(newLinkOf({ accountType: 'agent', code: ' ', rebates: { LOTT: '5' } }, ranges)).toEqual({
      accountType: 'agent',
      rebates: [
        { productType: 'LOTT', rebateValue: 5 },
        { productType: 'SPORTS', rebateValue: 0 },
      ],
    });
    expect(newLinkOf({ accountType: 'member', code: 'JoinUs', rebates: {} }, ranges).code).toBe('JoinUs');
  });
});
