import { describe, expect, it } from 'vitest';

import type { RebateRange } from '@/contract/agent-team';

import {
  canRaise,
  changedRebates,
  checkRebate,
  formatRebate,
  parseRebate,
  rebateProblems,
  refusedProduct,
  stepDecimals,
} from './rebate-rules';

const lott: RebateRange = { productType: 'LOTT', highestRebate: 9, rebateInterval: 0.1, own: 8.5, current: 2, min: 2, max: 8.4 };
const sports: RebateRange = { productType: 'SPORTS', highestRebate: 1, rebateInterval: 0.05, own: 0.8, current: 0, min: 0, max: 0.75 };
const full: RebateRange = { productType: 'PVP', highestRebate: 1, rebateInterval: 0.05, own: 0, current: 0, min: 0, max: 0 };

describe('the rebate rule in the form (docs/product.md#edit-rebates)', () => {
  it('reads typed values with a point or a comma', () => {
    expect(parseRebate(' 1.5 ')).toBe(1.5);
    expect(parseRebate('1,5')).toBe(1.5);
    expect(parseRebate('abc')).toBeNull();
    expect(parseRebate('-1')).toBeNull();
    expect(parseRebate('')).toBeNull();
  });

  it('accepts values on the step between the current and the maximum; empty keeps the current', () => {
    expect(checkRebate('', lott)).toBeNull();
    expect(checkRebate('2', lott)).toBeNull();
    expect(checkRebate('8.4', lott)).toBeNull();
    expect(checkRebate('0.75', sports)).toBeNull();
  });

  it('refuses above the maximum, lowering, off-step and non-numbers', () => {
    expect(checkRebate('8.5', lott)).toBe('rebate.above.max');
    expect(checkRebate('1.9', lott)).toBe('rebate.lowered');
    expect(checkRebate('2.05', lott)).toBe('rebate.off.step');
    expect(checkRebate('0.07', sports)).toBe('rebate.off.step');
    expect(checkRebate('x', lott)).toBe('format');
    expect(checkRebate('0.05', full)).toBe('rebate.above.max');
    expect(rebateProblems({ LOTT: '9', SPORTS: '0.5' }, [lott, sports])).toEqual({ LOTT: 'rebate.above.max' });
  });

  it('sends only the products that changed', () => {
    expect(changedRebates({ LOTT: '2.0', SPORTS: '0.5' }, [lott, sports])).toEqual([{ type: 'SPORTS', rebateValue: 0.5 }]);
    expect(changedRebates({}, [lott])).toEqual([]);
  });

  it('writes values with the step’s decimals and knows when nothing can be raised', () => {
    expect(stepDecimals(0.1)).toBe(1);
    expect(stepDecimals(0.05)).toBe(2);
    expect(stepDecimals(1)).toBe(0);
    expect(formatRebate(0, lott, 'en')).toBe('0.0');
    expect(formatRebate(0.75, sports, 'en')).toBe('0.75');
    expect(canRaise(lott)).toBe(true);
    expect(canRaise(full)).toBe(false);
  });

  it('finds the product a gateway refusal names', () => {
    expect(refusedProduct({ code: 'rebate.above.max', value: { productType: 'LOTT', min: 0, max: 8.4 } })).toBe('LOTT');
    expect(refusedProduct({ code: 'request.invalid', value: { productType: 'LOTT' } })).toBeNull();
    expect(refusedProduct({ code: 'rebate.lowered', value: { productType: 'NOPE' } })).toBeNull();
    expect(refusedProduct(undefined)).toBeNull();
  });
});
