import { describe, expect, it } from 'vitest';

import type { PayoutMethod } from '@/contract/withdraw';

import { checkAccountNo, checkHolderName, isPaymentPassword, normaliseAccountNo, sameName } from './card-rules';

const gcash: PayoutMethod = { code: 'GCASH', name: 'GCash', kind: 'ewallet', pattern: '^09[0-9]{9}$', example: '09171234567' };
const bpi: PayoutMethod = { code: 'BPI', name: 'BPI', kind: 'bank', pattern: '^[0-9]{10}$', example: '1234567890' };

describe('card rules', () => {
  it('checks account numbers by the method, ignoring spaces and dashes', () => {
    expect(normaliseAccountNo('0917-123 4567')).toBe('09171234567');
    expect(checkAccountNo('0917 123 4567', gcash)).toBeNull();
    expect(checkAccountNo('', gcash)).toBe('required');
    expect(checkAccountNo('1234567890', gcash)).toBe('shape');
    expect(checkAccountNo('1234567890', bpi)).toBeNull();
    expect(checkAccountNo('12345678901', bpi)).toBe('shape');
  });

  it('wants the payee name as the holder, once there is one', () => {
    expect(sameName(' juan  DELA cruz', 'Juan Dela Cruz')).toBe(true);
    expect(checkHolderName('', 'Juan Dela Cruz')).toBe('required');
    expect(checkHolderName('Maria Clara', 'Juan Dela Cruz')).toBe('mismatch');
    expect(checkHolderName('juan dela cruz', 'Juan Dela Cruz')).toBeNull();
    expect(checkHolderName('Maria Clara', null)).toBeNull();
  });

  it('knows a payment password: 6 digits', () => {
    expect(isPaymentPassword('123456')).toBe(true);
    expect(isPaymentPassword('12345')).toBe(false);
    expect(isPaymentPassword('12345a')).toBe(false);
  });
});
