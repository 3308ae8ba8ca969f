import { describe, expect, it } from 'vitest';

import { usernameRule } from '@/lib/account/username-rule.fixture';

import { credentialProblem, newRequestId } from './downline-form';

const username = usernameRule({ message: 'Username must be 6-16 letters or digits' });

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
