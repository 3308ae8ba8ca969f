import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { CreatedDownline, DownlineDetails, RebateRanges, TeamPage } from '../../../src/contract/agent-team.ts';
import { maxDownlineRebate } from '../../../src/contract/rebates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authHeaders, encryptedCall, loginValue, rowCount, setSwitches } from '../../test-support/flows.ts';
import { envelope, TEST_SCRYPT_COST } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway();

const get = (url: string, token: string) => gateway.request({ method: 'GET', url, headers: authHeaders(token) });
const team = async (query: string, token = tokens.agent) => {
  const response = await get(`/wps/relay/ODSFE2_getSubordinatev2?${query}`, token);
  expect(envelope(response)).toMatchObject({ success: true });
  return envelope(response).value as TeamPage;
};
const updateRebates = (payload: Record<string, unknown>, token = tokens.agent) =>
  gateway.request({ method: 'PUT', url: '/wps/agent/updateDownlineRebates', headers: authHeaders(token), payload });
const createDownline = (payload: Record<string, unknown>, token = tokens.agent) =>
  encryptedCall(gateway, 'POST', '/wps/agent/downline', payload, { token });

function subAgentOf(leader: string) {
  const { accounts } = gateway.store;
  const agent = accounts.findByUsername(leader)!;
  return accounts
    .teamIds(agent.id)
    .map((id) => accounts.findById(id)!)
    .find((account) => account.type === 1 && account.affiliateId === agent.id)!;
}

describe('the team list (docs/product.md#team)', () => {
  it("pages the agent's direct downlines with their own downline counts", async () => {
    const first = await team('page=1&size=5');
    expect(first.total).toBe(14);
    expect(first.totalPages).toBe(3);
    expect(first.path).toEqual(['agent']);
    expect(first.list).toHaveLength(5);
    const last = await team('page=3&size=5');
    expect(last.list).toHaveLength(4);
    const all = await team('size=100');
    expect(new Set(all.list.map((row) => row.username)).size).toBe(14);
    expect(all.list.filter((row) => row.kind === 'agent').map((row) => row.directCount)).toEqual([8, 8, 8, 8]);
    expect(all.list.filter((row) => row.kind === 'member').every((row) => row.directCount === 0)).toBe(true);
    const response = await get('/wps/relay/ODSFE2_getSubordinatev2', tokens.agent);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sorts by join date, last login and balance both ways, never-logged-in last', async () => {
    const joinedDesc = (await team('size=100&sortColumn=joined:desc')).list.map((row) => row.joinedAt);
    expect(joinedDesc).toEqual([...joinedDesc].sort((a, b) => b - a));
    const balanceAsc = (await team('size=100&sortColumn=balance:asc')).list.map((row) => row.balance);
    expect(balanceAsc).toEqual([...balanceAsc].sort((a, b) => a - b));
    for (const direction of ['asc', 'desc']) {
      const logins = (await team(`size=100&sortColumn=lastLogin:${direction}`)).list.map((row) => row.lastLoginAt);
      const known = logins.filter((value): value is number => value !== null);
      expect(logins.slice(known.length).every((value) => value === null)).toBe(true);
      expect(known).toEqual([...known].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
    }
    const bad = await get('/wps/relay/ODSFE2_getSubordinatev2?sortColumn=password:asc', tokens.agent);
    expect(envelope(bad)).toMatchObject({ success: false, code: 'request.invalid' });
    const tooBig = await get('/wps/relay/ODSFE2_getSubordinatev2?size=101', tokens.agent);
    expect(envelope(tooBig).code).toBe('request.invalid');
  });

  it('searches usernames by a part of them, in any case; wildcards are letters', async () => {
    const all = (await team('size=100')).list;
    const sample = all[3]!.username;
    const part = sample.slice(2, 6).toUpperCase();
    const found = await team(`size=100&subordinateName=${part}`);
    expect(found.list.map((row) => row.username)).toContain(sample);
    expect(found.list.every((row) => row.username.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect((await team('subordinateName=%25')).total).toBe(0);
  });

  it("drills down into a downline agent's team with the path back up", async () => {
    const subAgent = subAgentOf('agent');
    const below = await team(`size=100&parentName=${subAgent.username}`);
    expect(below.total).toBe(8);
    expect(below.path).toEqual(['agent', subAgent.username]);
    const member = below.list[0]!;
    const deeper = await team(`parentName=${member.username}`);
    expect(deeper).toMatchObject({ total: 0, list: [], path: ['agent', subAgent.username, member.username] });
  });

  it("refuses another agent's downline, a member's session and a switched-off item", async () => {
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    const foreign = subAgentOf('agent');
    const refused = await get(`/wps/relay/ODSFE2_getSubordinatev2?parentName=${foreign.username}`, agentOnly.token);
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).code).toBe('agent.not.downline');
    const details = await get(`/wps/agent/downline?username=${foreign.username}`, agentOnly.token);
    expect(envelope(details).code).toBe('agent.not.downline');
    expect(envelope(await get('/wps/agent/downline?username=nosuchname99', tokens.agent)).code).toBe('agent.not.downline');
    expect(envelope(await get('/wps/agent/downline?username=agent', tokens.agent)).code).toBe('agent.not.downline');

    const member = await get('/wps/relay/ODSFE2_getSubordinatev2', tokens.demo);
    expect(member.statusCode).toBe(403);
    expect(envelope(member).code).toBe('agent.only');

    setSwitches(gateway, { DOWNMAN: false });
    try {
      expect(envelope(await get('/wps/relay/ODSFE2_getSubordinatev2', tokens.agent)).code).toBe('function.not.available');
      expect(envelope(await get(`/wps/agent/downline?username=${foreign.username}`, tokens.agent)).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { DOWNMAN: true });
    }
  });
});

describe('a downline’s details', () => {
  it('answers type, money, dates, rebates, downline count and the path to it', async () => {
    const subAgent = subAgentOf('agent');
    const second = (await team(`parentName=${subAgent.username}`)).list[0]!;
    const response = await get(`/wps/agent/downline?username=${second.username}`, tokens.agent);
    const value = envelope(response).value as DownlineDetails;
    expect(value).toMatchObject({ username: second.username, kind: 'member', directCount: 0, registration: null });
    expect(value.path).toEqual(['agent', subAgent.username, second.username]);
    expect(value.rebates.map((setting) => setting.productType)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP']);
    const stored = gateway.store.accounts.findByUsername(second.username)!;
    expect(value.balance).toBe(stored.balanceCents / 100);
    expect(value.joinedAt).toBe(stored.createdAt);
  });
});

describe('rebates (docs/product.md#edit-rebates)', () => {
  it("answers each product's range: the downline's current up to the agent's maximum", async () => {
    const member = (await team('size=100')).list.find((row) => row.kind === 'member')!;
    const value = envelope(await get(`/wps/agent/rebates?username=${member.username}`, tokens.agent)).value as RebateRanges;
    const limits = gateway.store.rebates.limits();
    const own = gateway.store.rebates.of(gateway.store.accounts.findByUsername('agent')!.id);
    const held = gateway.store.rebates.of(gateway.store.accounts.findByUsername(member.username)!.id);
    expect(value.username).toBe(member.username);
    value.products.forEach((range, index) => {
      expect(range.min).toBe(held[index]!.rebateValue);
      expect(range.max).toBe(maxDownlineRebate(own[index]!.rebateValue, limits[index]!));
    });
    const fresh = envelope(await get('/wps/agent/rebates', tokens.agent)).value as RebateRanges;
    expect(fresh.username).toBeNull();
    expect(fresh.products.every((range) => range.min === 0 && range.current === 0)).toBe(true);
  });

  it('raises a rebate within the rule; refuses above the maximum, lowering and off-step values, storing nothing', async () => {
    const member = (await team('size=100')).list.find((row) => row.kind === 'member')!;
    const account = gateway.store.accounts.findByUsername(member.username)!;
    const before = gateway.store.rebates.of(account.id);
    const ranges = (envelope(await get(`/wps/agent/rebates?username=${member.username}`, tokens.agent)).value as RebateRanges).products;
    const lott = ranges.find((range) => range.productType === 'LOTT')!;
    const live = ranges.find((range) => range.productType === 'LIVE')!;

    const above = await updateRebates({
      customerName: member.username,
      configs: [
        { type: 'LIVE', rebateValue: live.max },
        { type: 'LOTT', rebateValue: Math.round((lott.max + lott.rebateInterval) * 100) / 100 },
      ],
    });
    expect(above.statusCode).toBe(400);
    expect(envelope(above)).toMatchObject({ code: 'rebate.above.max', value: { productType: 'LOTT', max: lott.max } });
    expect(gateway.store.rebates.of(account.id)).toEqual(before);

    const lowered = await updateRebates({
      customerName: member.username,
      configs: [{ type: 'LOTT', rebateValue: Math.round((lott.current - lott.rebateInterval) * 100) / 100 }],
    });
    expect(envelope(lowered).code).toBe(lott.current > 0 ? 'rebate.lowered' : 'request.invalid');
    const offStep = await updateRebates({ customerName: member.username, configs: [{ type: 'LOTT', rebateValue: lott.current + 0.05 }] });
    expect(envelope(offStep).code).toBe('rebate.off.step');
    expect(gateway.store.rebates.of(account.id)).toEqual(before);

    const raised = await updateRebates({ customerName: member.username, configs: [{ type: 'LOTT', rebateValue: lott.max }] });
    expect(envelope(raised)).toMatchObject({ success: true });
    const after = (envelope(raised).value as RebateRanges).products.find((range) => range.productType === 'LOTT')!;
    expect(after).toMatchObject({ current: lott.max, min: lott.max });
  });

  it("refuses another agent's downline, and GAMSER switched off", async () => {
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    const foreign = subAgentOf('agent');
    const refused = await updateRebates({ customerName: foreign.username, configs: [{ type: 'LOTT', rebateValue: 0 }] }, agentOnly.token);
    expect(envelope(refused).code).toBe('agent.not.downline');
    setSwitches(gateway, { GAMSER: false });
    try {
      const off = await updateRebates({ customerName: foreign.username, configs: [{ type: 'LOTT', rebateValue: 0 }] });
      expect(envelope(off).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { GAMSER: true });
    }
  });
});

describe('creating a downline (docs/product.md#create-downline)', () => {
  it('creates a member under the agent who logs in at once with the password', async () => {
    const requestId = randomUUID();
    const response = await createDownline({
      username: 'newdown01',
      password: 'secret99',
      type: 0,
      rebateSettingConfigs: [{ type: 'LOTT', rebateValue: 2 }],
      requestId,
    });
    expect(envelope(response)).toMatchObject({ success: true, value: { username: 'newdown01', kind: 'member' } });
    const created = envelope(response).value as CreatedDownline;
    expect(created.rebates.find((setting) => setting.productType === 'LOTT')?.rebateValue).toBe(2);
    const account = gateway.store.accounts.findByUsername('newdown01')!;
    expect(account.affiliateId).toBe(gateway.store.accounts.findByUsername('agent')!.id);
    const session = await loginValue(gateway, 'newdown01', 'secret99');
    expect(session.customerType).toBe(0);
    const details = envelope(await get('/wps/agent/downline?username=newdown01', tokens.agent)).value as DownlineDetails;
    expect(details.registration).toBe('AGENT');
  });

  it('answers the same account to a repeat of the same request id', async () => {
    const accounts = rowCount(gateway, 'accounts');
    const payload = { username: 'twotap01', password: 'secret99', type: 1, rebateSettingConfigs: [], requestId: randomUUID() };
    const [first, second] = await Promise.all([createDownline(payload), createDownline(payload)]);
    const third = await createDownline(payload);
    for (const response of [first, second, third]) {
      expect(envelope(response)).toMatchObject({ success: true, value: { username: 'twotap01', kind: 'agent' } });
    }
    expect(rowCount(gateway, 'accounts')).toBe(accounts + 1);
    const again = await createDownline({ ...payload, requestId: randomUUID() });
    expect(envelope(again).code).toBe('username.exists');
  });

  it('refuses a taken name, the rules, a rebate above the rule, a bad payload, a member or REGCEN off', async () => {
    const accounts = rowCount(gateway, 'accounts');
    const base = { username: 'okname01', password: 'secret99', type: 0, rebateSettingConfigs: [], requestId: randomUUID() };
    const taken = subAgentOf('agentonly').username.toUpperCase();
    expect(envelope(await createDownline({ ...base, username: taken })).code).toBe('username.exists');
    const badName = await createDownline({ ...base, username: 'ab' });
    expect(envelope(badName)).toMatchObject({ code: 'register.field.invalid', value: { field: 'username' } });
    const badPassword = await createDownline({ ...base, password: '12' });
    expect(envelope(badPassword)).toMatchObject({ code: 'register.field.invalid', value: { field: 'password' } });
    const above = await createDownline({ ...base, rebateSettingConfigs: [{ type: 'LOTT', rebateValue: 8.5 }] });
    expect(envelope(above)).toMatchObject({ code: 'rebate.above.max', value: { productType: 'LOTT', min: 0, max: 8.4 } });
    expect(envelope(await createDownline({ ...base, type: 4 })).code).toBe('request.invalid');
    expect(envelope(await createDownline({ ...base, requestId: undefined })).code).toBe('request.invalid');
    expect(envelope(await createDownline(base, tokens.demo)).code).toBe('agent.only');
    setSwitches(gateway, { REGCEN: false });
    try {
      expect(envelope(await createDownline(base)).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { REGCEN: true });
    }
    expect(rowCount(gateway, 'accounts')).toBe(accounts);
  });
});

describe('a big team', () => {
  it('pages 2,000 downlines well under a second', async () => {
    const { accounts, store } = { accounts: gateway.store.accounts, store: gateway.store };
    const leader = accounts.create({
      username: 'bigboss01',
      passwordHash: await hashPassword('boss1234', TEST_SCRYPT_COST),
      type: 40,
      currency: 'PHP',
      balanceCents: 0,
      createdAt: Date.now(),
    });
    const now = Date.now();
    store.transaction(() => {
      for (let index = 0; index < 2000; index += 1) {
        const account = accounts.create({
          username: `big${String(index).padStart(5, '0')}`,
          passwordHash: 'unusable',
          type: index % 10 === 0 ? 1 : 0,
          currency: 'PHP',
          balanceCents: (index * 7919) % 100_000,
          createdAt: now - index * 60_000,
          affiliateId: leader.id,
        });
        if (index % 3 === 0) accounts.recordLogin(account.id, now - index * 1000);
      }
    });
    const session = await loginValue(gateway, 'bigboss01', 'boss1234', 'agent');
    const started = performance.now();
    const first = await team('page=1&size=50&sortColumn=lastLogin:desc', session.token);
    const middle = await team('page=20&size=50&sortColumn=balance:asc', session.token);
    const search = await team('page=2&size=50&subordinateName=BIG01&sortColumn=joined:asc', session.token);
    const elapsed = performance.now() - started;
    expect(first.total).toBe(2000);
    expect(first.totalPages).toBe(40);
    expect(middle.list).toHaveLength(50);
    expect(search.total).toBe(1000);
    expect(elapsed).toBeLessThan(600);
  });
});
