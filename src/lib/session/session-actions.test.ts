import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { TRIAL_ACCOUNT_TYPE } from './roles';
import { startSession, type OpenedSession } from './session-actions';
import { sessionStarted } from './session-slice';

/** The session startSession stores for an answer. */
function storedType(opened: OpenedSession): number | undefined {
  const actions: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    return action;
  };
  startSession(opened)(dispatch as never, () => ({ session: { info: null } }) as never, undefined);
  return actions.find((action) => sessionStarted.match(action))?.payload.type;
}

describe('startSession', () => {
  it('keeps the customer type the gateway answered', () => {
    expect(storedType({ token: 't', userName: 'demo01', customerType: 0 })).toBe(0);
    expect(storedType({ token: 't', userName: 'trial', customerType: 4 })).toBe(4);
  });

  it('takes an answer without a customer type for a trial account (docs/product.md#roles)', () => {
    expect(storedType({ token: 't', userName: 'who' })).toBe(TRIAL_ACCOUNT_TYPE);
    expect(storedType({ token: 't', userName: 'who', customerType: Number.NaN })).toBe(TRIAL_ACCOUNT_TYPE);
  });
});
