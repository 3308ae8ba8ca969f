import { describe, expect, it } from 'vitest';

import { authHeaders, loginValue } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

const { gateway } = useSeededGateway({ sessions: false });

const get = (url: string, token?: string) => gateway.request({ method: 'GET', url, headers: authHeaders(token) });

describe('wallet', () => {
  it('answers the balance as the MAIN wallet in the account currency, never cached', async () => {
    const { token } = await loginValue(gateway, 'demo', 'demo1234');
    const response = await get('/wps/wallets/gcs', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response)).toEqual({
      success: true,
      value: { currency: 'PHP', currencySymbol: '₱', sumBalance: 15250.75, wallets: [{ name: 'MAIN', balance: 15250.75 }] },
    });
    // Member info keeps answering the same sum.
    expect(envelope(await get('/wps/member/info', token)).value).toMatchObject({ sumBalance: 15250.75, currency: 'PHP' });
  });

  it('follows the stored balance and needs a session', async () => {
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    gateway.store.db.prepare('UPDATE accounts SET balance_cents = 12345 WHERE username = ?').run('agent');
    expect(envelope(await get('/wps/wallets/gcs', token)).value).toMatchObject({
      sumBalance: 123.45,
      wallets: [{ name: 'MAIN', balance: 123.45 }],
    });
    const anonymous = await get('/wps/wallets/gcs');
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe('login.not.session');
  });
});

describe('agent contract requests', () => {
  it('shows the seeded pending daily salary request of agent', async () => {
    const { token } = await loginValue(gateway, 'agent', 'agent1234');
    const response = await get('/wps/agent/contract/request', token);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response)).toEqual({
      success: true,
      value: { dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: '', ending: [] },
    });
  });

  it('answers empty strings for members without requests, and follows stored requests', async () => {
    const { token } = await loginValue(gateway, 'demo', 'demo1234');
    const empty = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '', ending: [] };
    expect(envelope(await get('/wps/agent/contract/request', token)).value).toEqual(empty);
    gateway.store.contracts.insert({ accountId: 100001, kind: 'DIVIDEND', period: 'MONTHLY', now: Date.now() });
    gateway.store.contracts.insert({ accountId: 100001, kind: 'HOURLY_SALARY', period: 'HOURLY', now: Date.now() });
    expect(envelope(await get('/wps/agent/contract/request', token)).value).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: 'MONTHLY',
      contracthoursalreq: 'HOURLY',
      ending: [],
    });
    gateway.store.db.prepare("UPDATE contract_requests SET status = 'accepted' WHERE account_id = 100001").run();
    expect(envelope(await get('/wps/agent/contract/request', token)).value).toEqual(empty);
    expect((await get('/wps/agent/contract/request')).statusCode).toBe(401);
  });
});
