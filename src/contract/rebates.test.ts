import { describe, expect, it } from 'vitest';

import { maxDownlineRebate, type RebateLimit, rebateProblem } from './rebates.ts';

const LIVE: RebateLimit = { productType: 'LIVE', highestRebate: 1.2, rebateInterval: 0.1 };

describe('downline rebates (docs/product.md#agent-centre)', () => {
  it('gives at most the smaller of the own rebate and the highest, less one step, never below 0', () => {
    expect(maxDownlineRebate(1.0, LIVE)).toBe(0.9);
    expect(maxDownlineRebate(1.5, LIVE)).toBe(1.1);
    expect(maxDownlineRebate(0.05, LIVE)).toBe(0);
    expect(maxDownlineRebate(0.3, { ...LIVE, rebateInterval: 0.05 })).toBe(0.25);
  });

  it('refuses a rebate above the maximum, below the current one, off the step or negative', () => {
    expect(rebateProblem(0.9, 0.2, 0.9, LIVE)).toBeNull();
    expect(rebateProblem(1.0, 0.2, 0.9, LIVE)).toBe('rebate.above.max');
    expect(rebateProblem(0.1, 0.2, 0.9, LIVE)).toBe('rebate.lowered');
    expect(rebateProblem(0.25, 0.2, 0.9, LIVE)).toBe('rebate.off.step');
    expect(rebateProblem(0.123, 0, 0.9, LIVE)).toBe('rebate.off.step');
    expect(rebateProblem(-0.1, 0, 0.9, LIVE)).toBe('rebate.negative');
    expect(rebateProblem(Number.NaN, 0, 0.9, LIVE)).toBe('rebate.negative');
  });
});
