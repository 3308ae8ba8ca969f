import { describe, expect, it } from 'vitest';

import type { AgentAnnouncements, AgentContracts, ContractHistory, OfferedContract } from '../../../src/contract/agent-links.ts';
import { authHeaders, loginValue, rowCount, setSwitches } from '../../test-support/flows.ts';
import { envelope } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway();

const contracts = (token: string) => gateway.request({ method: 'GET', url: '/wps/agent/contracts', headers: authHeaders(token) });
const offer = (token: string, payload: Record<string, unknown>) =>
  gateway.request({ method: 'POST', url: '/wps/agent/contracts/offer', headers: authHeaders(token), payload });
const history = (token: string, id: number) =>
  gateway.request({ method: 'GET', url: `/wps/agent/contracts/history?id=${id}`, headers: authHeaders(token) });

const tiers = [
  { threshold: 10_000, activeMembers: 3, value: 100 },
  { threshold: 50_000, activeMembers: 5, value: 500 },
];

/** A direct member downline of `agent` holding no contract yet. */
function freeDownline(): string {
  const { accounts } = gateway.store;
  const agent = accounts.findByUsername('agent')!;
  const held = new Set(gateway.store.contractOffers.offeredBy(agent.id).map((contract) => contract.downline));
  const id = accounts.teamIds(agent.id).find((candidate) => {
    const account = accounts.findById(candidate)!;
    return account.affiliateId === agent.id && account.type === 0 && !held.has(account.username);
  })!;
  return accounts.findById(id)!.username;
}

describe('contracts in the agent centre (docs/product.md#agent-contracts)', () => {
  it("lists the agent's own contracts and those it offered, in the platform's letters, with their history", async () => {
    const response = await contracts(tokens.agent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as AgentContracts;
    expect(value.own).toEqual([expect.objectContaining({ kind: 'DAILY_SALARY', state: 'P', status: 'pending', offeredBy: null })]);
    expect(value.offered.map((contract) => contract.state).sort()).toEqual(['A', 'C', 'E', 'P', 'P', 'R', 'V']);
    expect(value.rules.map((rule) => rule.kind)).toEqual(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']);
    expect(value.downlines).toHaveLength(46);
    const cancelled = value.offered.find((contract) => contract.state === 'C')!;
    const events = envelope(await history(tokens.agent, cancelled.id)).value as ContractHistory;
    expect(events.list.map((event) => event.state)).toEqual(['P', 'A', 'V', 'C']);
    expect(events.list.map((event) => event.by)).toEqual(['agent', cancelled.downline, 'agent', cancelled.downline]);
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    expect(envelope(await history(agentOnly.token, cancelled.id))).toMatchObject({ success: false, code: 'contract.not.found' });
  });

  it('offers a downline a contract, which it sees pending and may accept', async () => {
    const downline = freeDownline();
    const response = await offer(tokens.agent, { downline, kind: 'DAILY_SALARY', tiers });
    expect(response.statusCode, JSON.stringify(envelope(response))).toBe(200);
    const offered = envelope(response).value as OfferedContract;
    expect(offered).toMatchObject({ downline, kind: 'DAILY_SALARY', state: 'P', period: 'DAILY', terms: { basis: 'VALID_BET', tiers } });
    const again = await offer(tokens.agent, { downline, kind: 'DAILY_SALARY', tiers });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).code).toBe('contract.exists');
    // The downline's contract pages see it pending, and its answer is the contract's history.
    const { contracts: requests, accounts } = gateway.store;
    const account = accounts.findByUsername(downline)!;
    expect(requests.current(account.id, 'DAILY_SALARY')).toMatchObject({ id: offered.id, status: 'pending' });
    expect(requests.answer(account.id, offered.id, 'accepted', Date.now())).toMatchObject({ kind: 'answered' });
    const events = envelope(await history(tokens.agent, offered.id)).value as ContractHistory;
    expect(events.list.map((event) => [event.state, event.by])).toEqual([
      ['P', 'agent'],
      ['A', downline],
    ]);
  });

  it('refuses tiers that do not rise strictly, values outside the rates and empty tiers, storing nothing', async () => {
    const downline = freeDownline();
    const before = rowCount(gateway, 'contract_requests');
    const flat = await offer(tokens.agent, {
      downline,
      kind: 'DIVIDEND',
      tiers: [
        { threshold: 50_000, activeMembers: 5, value: 10 },
        { threshold: 50_000, activeMembers: 8, value: 12 },
      ],
    });
    expect(flat.statusCode).toBe(400);
    expect(envelope(flat)).toMatchObject({
      code: 'contract.tiers.invalid',
      value: { problem: 'tier.not.increasing', index: 1, field: 'threshold' },
    });
    const lowerValue = await offer(tokens.agent, {
      downline,
      kind: 'DIVIDEND',
      tiers: [
        { threshold: 50_000, activeMembers: 5, value: 12 },
        { threshold: 80_000, activeMembers: 8, value: 12 },
      ],
    });
    expect(envelope(lowerValue)).toMatchObject({ code: 'contract.tiers.invalid', value: { field: 'value' } });
    const tooHigh = await offer(tokens.agent, { downline, kind: 'DIVIDEND', tiers: [{ threshold: 1, activeMembers: 1, value: 41 }] });
    expect(envelope(tooHigh)).toMatchObject({ code: 'contract.rate.out.of.range', value: { maxValue: 40 } });
    expect(envelope(await offer(tokens.agent, { downline, kind: 'DIVIDEND', tiers: [] })).code).toBe('contract.tiers.invalid');
    expect(rowCount(gateway, 'contract_requests')).toBe(before);
  });

  it("refuses another agent's downline, a member session and a kind whose item is off", async () => {
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    const theirs = gateway.store.accounts.teamIds(gateway.store.accounts.findByUsername('agentonly')!.id)[0]!;
    const stranger = gateway.store.accounts.findById(theirs)!.username;
    const refused = await offer(tokens.agent, { downline: stranger, kind: 'DAILY_SALARY', tiers });
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).code).toBe('agent.not.downline');
    expect(envelope(await offer(tokens.agent, { downline: 'nobody-here', kind: 'DAILY_SALARY', tiers })).code).toBe('agent.not.downline');
    expect(envelope(await offer(agentOnly.token, { downline: 'agent', kind: 'DAILY_SALARY', tiers })).code).toBe('agent.not.downline');
    const member = await offer(tokens.demo, { downline: stranger, kind: 'DAILY_SALARY', tiers });
    expect(member.statusCode).toBe(403);
    expect(envelope(member).code).toBe('agent.only');
    expect(envelope(await contracts(tokens.demo)).code).toBe('agent.only');
    setSwitches(gateway, { HOURSAL3: false });
    try {
      const off = await offer(tokens.agent, { downline: freeDownline(), kind: 'HOURLY_SALARY', tiers });
      expect(envelope(off)).toMatchObject({ success: false, code: 'function.not.available' });
      const value = envelope(await contracts(tokens.agent)).value as AgentContracts;
      expect(value.offered.some((contract) => contract.kind === 'HOURLY_SALARY')).toBe(false);
      expect(value.rules.map((rule) => rule.kind)).not.toContain('HOURLY_SALARY');
      setSwitches(gateway, { DIVIDEND: false, DAYSAL: false });
      expect(envelope(await contracts(tokens.agent)).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { HOURSAL3: true, DIVIDEND: true, DAYSAL: true });
    }
  });
});

describe('agent announcements (docs/product.md#agent-centre)', () => {
  const notices = (token: string, language = 'EN') =>
    gateway.request({ method: 'GET', url: `/wps/agent/announcements?language=${language}`, headers: authHeaders(token) });

  it('answers the agent announcements to agents, in their language, and marks one read', async () => {
    const value = envelope(await notices(tokens.agent)).value as AgentAnnouncements;
    expect(value.agent).toHaveLength(4);
    expect(value.agent[0]).toMatchObject({ title: 'Agent meeting on Friday', read: false });
    const tagalog = envelope(await notices(tokens.agent, 'TY')).value as AgentAnnouncements;
    expect(tagalog.agent[0]?.title).toBe('Pulong ng mga agent sa Biyernes');
    const id = value.agent[0]!.id;
    const read = await gateway.request({
      method: 'POST',
      url: '/wps/agent/announcements/read',
      headers: authHeaders(tokens.agent),
      payload: { announcementId: id },
    });
    expect(envelope(read)).toMatchObject({ success: true, value: true });
    expect((envelope(await notices(tokens.agent)).value as AgentAnnouncements).agent[0]?.read).toBe(true);
    // A player notice is not an agent announcement.
    const player = await gateway.request({
      method: 'POST',
      url: '/wps/agent/announcements/read',
      headers: authHeaders(tokens.agent),
      payload: { announcementId: 3 },
    });
    expect(envelope(player).code).toBe('announcement.not.found');
    // The member side never lists them.
    const members = await gateway.request({ method: 'GET', url: '/wps/announcements?types=A,PL', headers: authHeaders(tokens.demo) });
    expect(JSON.stringify(envelope(members).value)).not.toContain('Agent meeting');
  });

  it('refuses members and a switched-off item', async () => {
    expect(envelope(await notices(tokens.demo)).code).toBe('agent.only');
    setSwitches(gateway, { NOTICE: false });
    try {
      expect(envelope(await notices(tokens.agent)).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { NOTICE: true });
    }
  });
});
