import { describe, expect, it } from 'vitest';

import type { RegisterRule } from '@/contract/register';

import { credentialProblem, newRequestId } from './downline-form';

const username: RegisterRule = {
  acceptedPattern: '^[A-Za-z0-9]{6,16}$',
  message: 'Username must be 6-16 letters or digits',
  minLength: 6,
  maxLength: 16,
  required: true,
  updateRequired: false,
  patternId: 'USERNAME',
  enabled: true,
};

describe('a new downline’s username and password (docs/product.md#create-downline)', () => {
  it('follows the registration rule: required, then length, then pattern', () => {
    expect(credentialProblem('', username)).toBe('required');
    expect(credentialProblem('abc', username)).toBe('length');
    expect(credentialProblem('abc_def', username)).toBe('pattern');
    expect(credentialProblem('abcdef12', username)).toBeNull();
    expect(credentialProblem('', undefined)).toBe('required');
  });

  it('draws a new request id each time', () => {
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
