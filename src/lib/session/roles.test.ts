import { describe, expect, it } from 'vitest';

import { isRealMember, isTrialAccount, roleOf, sessionTypeOf, TRIAL_ACCOUNT_TYPE } from './roles';

describe('roles (docs/product.md#roles)', () => {
  it('customer types 0, 1 and 2 are members with real accounts', () => {
    for (const type of [0, 1, 2]) {
      expect(isRealMember(type)).toBe(true);
      expect(isTrialAccount(type)).toBe(false);
      expect(roleOf({ type })).toBe('member');
    }
  });

  it('type 4 and any other type are trial accounts, as is a session that names none', () => {
    for (const type of [TRIAL_ACCOUNT_TYPE, 3, 5, -1, undefined]) {
      expect(isRealMember(type)).toBe(false);
      expect(isTrialAccount(type)).toBe(true);
      expect(roleOf({ type })).toBe('trial');
    }
  });

  it('no session is a visitor', () => {
    expect(roleOf(null)).toBe('visitor');
    expect(roleOf(undefined)).toBe('visitor');
  });

  it('a session type is the whole number answered, else 4 (docs/product.md#entities)', () => {
    expect(TRIAL_ACCOUNT_TYPE).toBe(4);
    for (const type of [0, 1, 2, 4, 40]) expect(sessionTypeOf(type)).toBe(type);
    for (const missing of [undefined, null, '0', '', 1.5, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(sessionTypeOf(missing), String(missing)).toBe(TRIAL_ACCOUNT_TYPE);
    }
    // What the default means: a session that names no type is a trial account's.
    expect(roleOf({ type: sessionTypeOf(undefined) })).toBe('trial');
  });
});
