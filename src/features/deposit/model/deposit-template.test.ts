import { describe, expect, it } from 'vitest';

import { selectDepositTemplate } from './deposit-template';

describe('deposit template', () => {
  it('is new only when dep_func is 1', () => {
    expect(selectDepositTemplate({ info: { mobileTemplate: { dep_func: 1, mem_cen: 0 } } })).toBe('new');
    expect(selectDepositTemplate({ info: { mobileTemplate: { dep_func: '1' } } })).toBe('new');
    expect(selectDepositTemplate({ info: { mobileTemplate: { dep_func: 0, mem_cen: 1 } } })).toBe('base');
    expect(selectDepositTemplate({ info: { mobileTemplate: null } })).toBe('base');
    expect(selectDepositTemplate({ info: {} })).toBe('base');
    expect(selectDepositTemplate(undefined)).toBe('base');
  });
});
