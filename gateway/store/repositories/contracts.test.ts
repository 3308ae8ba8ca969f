import { describe, expect, it } from 'vitest';

import type { ContractTerms } from '../../../src/contract/agent.ts';
import { schemaDatabase } from '../../test-support/database.ts';
import { createContractsRepository, EMPTY_TERMS } from './contracts.ts';

const TERMS: ContractTerms = { basis: 'VALID_BET', reward: 'AMOUNT', tiers: [{ threshold: 100, activeMembers: 1, value: 5 }] };

function database() {
  return schemaDatabase([
    { id: 1, username: 'agent', type: 2 },
    { id: 2, username: 'other' },
  ]);
}

describe('contract requests', () => {
  it('keeps the terms, serves the pending wire shape and the current contract of a kind', () => {
    const contracts = createContractsRepository(database());
    const daily = contracts.insert({ accountId: 1, kind: 'DAILY_SALARY', period: 'DAILY', terms: TERMS, now: 10 });
    expect(daily).toMatchObject({ accountId: 1, kind: 'DAILY_SALARY', terms: TERMS, status: 'pending', answeredAt: null });
    expect(contracts.pending(1)).toEqual({ dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: '', ending: [] });
    expect(contracts.current(1, 'DAILY_SALARY')?.id).toBe(daily.id);
    expect(contracts.current(1, 'DIVIDEND')).toBeUndefined();
    expect(contracts.current(2, 'DAILY_SALARY')).toBeUndefined();
    // No terms given: an empty tier list, never a failure.
    expect(contracts.insert({ accountId: 1, kind: 'DIVIDEND', period: 'MONTHLY', now: 11 }).terms).toEqual(EMPTY_TERMS);
  });

  it('answers once, only for the owner; the answered one stays current until a new one comes', () => {
    const contracts = createContractsRepository(database());
    const daily = contracts.insert({ accountId: 1, kind: 'DAILY_SALARY', period: 'DAILY', terms: TERMS, now: 10 });
    expect(contracts.answer(2, daily.id, 'accept', 20)).toEqual({ kind: 'not-found' });
    expect(contracts.answer(1, 999, 'accept', 20)).toEqual({ kind: 'not-found' });
    const answered = contracts.answer(1, daily.id, 'decline', 20);
    expect(answered).toMatchObject({ kind: 'answered', contract: { status: 'declined', answeredAt: 20 } });
    expect(contracts.answer(1, daily.id, 'accept', 30)).toMatchObject({
      kind: 'already-answered',
      contract: { status: 'declined', answeredAt: 20 },
    });
    expect(contracts.pending(1).dailysalreqtype).toBe('');
    expect(contracts.current(1, 'DAILY_SALARY')).toMatchObject({ id: daily.id, status: 'declined' });
    const next = contracts.insert({ accountId: 1, kind: 'DAILY_SALARY', period: 'DAILY', now: 40 });
    expect(contracts.current(1, 'DAILY_SALARY')?.id).toBe(next.id);
  });

  it('reads unreadable stored terms as no tiers', () => {
    const db = database();
    const contracts = createContractsRepository(db);
    const daily = contracts.insert({ accountId: 1, kind: 'DAILY_SALARY', period: 'DAILY', now: 10 });
    db.prepare("UPDATE contract_requests SET terms = 'not json' WHERE id = ?").run(daily.id);
    expect(contracts.current(1, 'DAILY_SALARY')?.terms).toEqual(EMPTY_TERMS);
  });
});
