import { describe, expect, it } from 'vitest';

import { bonusFor, checkReceipt, orderParam, PENDING_POLL_MS, pollInterval, RECEIPT_MAX_BYTES } from './deposit-rules';

describe('pending order polling', () => {
  it('polls a pending order only while the page is visible, and stops once it is settled', () => {
    expect(pollInterval('pending', true)).toBe(PENDING_POLL_MS);
    expect(pollInterval('pending', false)).toBe(0);
    for (const status of ['approved', 'failed', 'cancelled', 'expired'] as const) expect(pollInterval(status, true)).toBe(0);
    expect(pollInterval(undefined, true)).toBe(0);
  });
});

describe('receipt', () => {
  it('takes PNG and JPG pictures up to 5 MB', () => {
    expect(checkReceipt({ type: 'image/png', size: 1 })).toEqual({ ok: true });
    expect(checkReceipt({ type: 'image/jpeg', size: RECEIPT_MAX_BYTES })).toEqual({ ok: true });
    expect(checkReceipt({ type: 'image/jpeg', size: RECEIPT_MAX_BYTES + 1 })).toEqual({ ok: false, problem: 'size' });
    expect(checkReceipt({ type: 'image/gif', size: 10 })).toEqual({ ok: false, problem: 'type' });
    expect(checkReceipt({ type: 'application/pdf', size: 10 })).toEqual({ ok: false, problem: 'type' });
    expect(checkReceipt({ type: 'image/png', size: 0 })).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('bonus preview', () => {
  const reload = { percent: 20, cap: 300, minDeposit: 500 };
  it('is the percentage in whole cents, rounded down, capped, and nothing below the minimum', () => {
    expect(bonusFor(500, reload)).toBe(100);
    expect(bonusFor(1000.55, { percent: 10, cap: 200, minDeposit: 200 })).toBe(100.05);
    expect(bonusFor(999.99, reload)).toBe(199.99);
    expect(bonusFor(5000, reload)).toBe(300);
    expect(bonusFor(499.99, reload)).toBe(0);
  });
});

describe('order address', () => {
  it('reads an order number from the query, nothing else', () => {
    expect(orderParam(new URLSearchParams('order=DP20250611000012'))).toBe('DP20250611000012');
    expect(orderParam(new URLSearchParams('order=../admin'))).toBeUndefined();
    expect(orderParam(new URLSearchParams(''))).toBeUndefined();
  });
});
