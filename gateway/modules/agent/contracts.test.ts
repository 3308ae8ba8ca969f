import { describe, expect, it } from 'vitest';

import type { Contract } from '../../../src/contract/agent.ts';
import { authHeaders, loginValue } from '../../test-support/flows.ts';
import { ADMIN_TOKEN, envelope } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway();

const contract = (kind: string, token?: string) =>
  gateway.request({ method: 'GET', url: `/wps/agent/contract?kind=${kind}`, headers: authHeaders(token) });
const answer = (payload: Record<string, unknown>, token?: string) =>
  gateway.request({ method: 'POST', url: '/wps/agent/contract/answer', headers: authHeaders(token), payload });
const pending = async (token: string) =>
  envelope(await gateway.request({ method: 'GET', url: '/wps/agent/contract/request', headers: authHeaders(token) })).value;
const create = (payload: Record<string, unknown>, token: string | null = ADMIN_TOKEN) =>
  gateway.request({
    method: 'POST',
    url: '/admin/contracts',
    merchant: null,
    headers: token === null ? {} : { 'admin-token': token },
    payload,
  });

describe('GET /wps/agent/contract', () => {
  it('shows the seeded pending daily salary contract of agent with its tiers', async () => {
    const response = await contract('DAILY_SALARY', tokens.agent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as Contract;
    expect(value).toMatchObject({ kind: 'DAILY_SALARY', period: 'DAILY', status: 'pending', answeredAt: null });
    expect(value.terms.basis).toBe('VALID_BET');
    expect(value.terms.reward).toBe('AMOUNT');
    expect(value.terms.tiers.length).toBeGreaterThanOrEqual(3);
    expect(value.terms.tiers[0]).toEqual({ threshold: 10_000, activeMembers: 3, value: 100 });
  });

  it('answers null when the member has no contract of that kind', async () => {
    expect(envelope(await contract('DIVIDEND', tokens.agent))).toEqual({ success: true, value: null });
    expect(envelope(await contract('DAILY_SALARY', tokens.demo))).toEqual({ success: true, value: null });
  });

  it('refuses visitors and unknown kinds', async () => {
    const visitor = await contract('DAILY_SALARY');
    expect(visitor.statusCode).toBe(401);
    expect(envelope(visitor).code).toBe('login.not.session');
    for (const url of ['/wps/agent/contract?kind=WEEKLY', '/wps/agent/contract', '/wps/agent/contract?kind=DIVIDEND&x=1']) {
      const response = await gateway.request({ method: 'GET', url, headers: authHeaders(tokens.agent) });
      expect(response.statusCode, url).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
  });
});

describe('POST /wps/agent/contract/answer', () => {
  it('accepts once: stored with its time, no longer pending, and a second answer is refused', async () => {
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    const current = envelope(await contract('DAILY_SALARY', token)).value as Contract;
    const before = Date.now();
    const accepted = await answer({ id: current.id, decision: 'accept' }, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['cache-control']).toBe('no-store');
    const value = envelope(accepted).value as Contract;
    expect(value).toMatchObject({ id: current.id, status: 'accepted' });
    expect(value.answeredAt).toBeGreaterThanOrEqual(before);

    // The pending alert stops, the page keeps showing the answer.
    expect(await pending(token)).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '', ending: [] });
    expect(envelope(await contract('DAILY_SALARY', token)).value).toMatchObject({ id: current.id, status: 'accepted' });

    for (const decision of ['accept', 'decline']) {
      const again = await answer({ id: current.id, decision }, token);
      expect(again.statusCode).toBe(409);
      expect(envelope(again)).toMatchObject({ code: 'contract.answered', value: { id: current.id, status: 'accepted' } });
    }
    expect(gateway.store.db.prepare('SELECT status FROM contract_requests WHERE id = ?').get(current.id)?.status).toBe('accepted');
  });

  it('declines a contract made through the admin API', async () => {
    const created = await create({ username: 'agent', kind: 'DIVIDEND' });
    expect(created.statusCode).toBe(200);
    const made = envelope(created).value as Contract;
    expect(made).toMatchObject({ kind: 'DIVIDEND', period: 'MONTHLY', status: 'pending', terms: { basis: 'NET_LOSS', reward: 'PERCENT' } });
    expect(await pending(tokens.agent)).toMatchObject({ divtypecompperiodreq: 'MONTHLY' });

    const declined = await answer({ id: made.id, decision: 'decline' }, tokens.agent);
    expect(envelope(declined).value).toMatchObject({ id: made.id, status: 'declined' });
    expect(await pending(tokens.agent)).toMatchObject({ divtypecompperiodreq: '' });
    expect(envelope(await contract('DIVIDEND', tokens.agent)).value).toMatchObject({ id: made.id, status: 'declined' });
  });

  it('shows a newer pending contract before an answered one', async () => {
    const made = envelope(await create({ username: 'agent', kind: 'DIVIDEND', period: 'WEEKLY' })).value as Contract;
    expect(envelope(await contract('DIVIDEND', tokens.agent)).value).toMatchObject({ id: made.id, status: 'pending', period: 'WEEKLY' });
  });

  it("cannot answer another member's contract, an unknown one, bad input or without a session", async () => {
    const made = envelope(await create({ username: 'agent', kind: 'HOURLY_SALARY' })).value as Contract;
    const foreign = await answer({ id: made.id, decision: 'accept' }, tokens.demo);
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).code).toBe('contract.not.found');
    expect(envelope(await answer({ id: 999_999, decision: 'accept' }, tokens.agent)).code).toBe('contract.not.found');
    for (const payload of [
      { id: made.id },
      { id: made.id, decision: 'maybe' },
      { id: '1', decision: 'accept' },
      { id: 0, decision: 'accept' },
      { id: made.id, decision: 'accept', extra: 1 },
    ]) {
      const response = await answer(payload, tokens.agent);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    expect((await answer({ id: made.id, decision: 'accept' })).statusCode).toBe(401);
    expect(envelope(await contract('HOURLY_SALARY', tokens.agent)).value).toMatchObject({ id: made.id, status: 'pending' });
  });
});

describe('POST /admin/contracts', () => {
  it('stores the given terms and period', async () => {
    const terms = { basis: 'VALID_BET', reward: 'AMOUNT', tiers: [{ threshold: 1000, activeMembers: 1, value: 5 }] };
    const created = await create({ username: 'demo', kind: 'HOURLY_SALARY', period: 'HOURLY', terms });
    expect(envelope(created).value).toMatchObject({ kind: 'HOURLY_SALARY', period: 'HOURLY', terms, status: 'pending' });
    expect(await pending(tokens.demo)).toMatchObject({ contracthoursalreq: 'HOURLY' });
  });

  it('refuses bad terms, unknown accounts and a missing token', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ username: 'agent', kind: 'YEARLY' }, 400],
      [{ username: 'agent', kind: 'DIVIDEND', period: 'monthly' }, 400],
      [
        {
          username: 'agent',
          kind: 'DIVIDEND',
          terms: { basis: 'VALID_BET', reward: 'AMOUNT', tiers: [{ threshold: -1, activeMembers: 1, value: 1 }] },
        },
        400,
      ],
      [{ username: 'agent', kind: 'DIVIDEND', terms: { basis: 'VALID_BET', reward: 'AMOUNT' } }, 400],
      [{ username: 'nobody-here', kind: 'DIVIDEND' }, 404],
    ];
    for (const [payload, status] of cases) expect((await create(payload)).statusCode, JSON.stringify(payload)).toBe(status);
    expect((await create({ username: 'agent', kind: 'DIVIDEND' }, null)).statusCode).toBe(401);
  });
});
