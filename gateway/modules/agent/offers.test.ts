import { describe, expect, it } from 'vitest';

import type { Contract, ContractRequests } from '../../../src/contract/agent.ts';
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
const end = (token: string | undefined, payload: Record<string, unknown>) =>
  gateway.request({ method: 'POST', url: '/wps/agent/contracts/end', headers: authHeaders(token), payload });
const answer = (token: string, id: number, decision: string) =>
  gateway.request({ method: 'POST', url: '/wps/agent/contract/answer', headers: authHeaders(token), payload: { id, decision } });
const requests = async (token: string) =>
  envelope(await gateway.request({ method: 'GET', url: '/wps/agent/contract/request', headers: authHeaders(token) }))
    .value as ContractRequests;
const held = async (token: string, kind: string) =>
  envelope(await gateway.request({ method: 'GET', url: `/wps/agent/contract?kind=${kind}`, headers: authHeaders(token) }))
    .value as Contract;
/** A team member's session: the demo team logs in with its seeded password. */
const downlineSession = (username: string) => loginValue(gateway, username, 'team1234');
const steps = async (id: number) =>
  (envelope(await history(tokens.agent, id)).value as ContractHistory).list.map((event) => [event.state, event.by]);

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
    expect(requests.answer(account.id, offered.id, 'accept', Date.now())).toMatchObject({ kind: 'answered' });
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

describe('ending a contract (docs/product.md#agent-contracts)', () => {
  /** A new contract of `agent` to a free member downline, accepted by it: the downline and the contract. */
  async function accepted(kind = 'DAILY_SALARY') {
    const downline = freeDownline();
    const values = kind === 'DIVIDEND' ? tiers.map((tier, index) => ({ ...tier, value: 10 * (index + 1) })) : tiers;
    const made = envelope(await offer(tokens.agent, { downline, kind, tiers: values })).value as OfferedContract;
    const session = await downlineSession(downline);
    expect(envelope(await answer(session.token, made.id, 'accept')).value).toMatchObject({ state: 'A', status: 'accepted' });
    return { downline, token: session.token, id: made.id };
  }

  it('the upline asks to end an accepted contract; the downline is asked and agrees, once', async () => {
    const { downline, token, id } = await accepted();
    const acceptedAt = (await held(token, 'DAILY_SALARY')).answeredAt;
    const asked = await end(tokens.agent, { id });
    expect(asked.statusCode, JSON.stringify(envelope(asked))).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(envelope(asked).value).toMatchObject({ id, downline, state: 'V', answeredAt: acceptedAt });
    // A double tap asks once.
    expect(envelope(await end(tokens.agent, { id })).value).toMatchObject({ id, state: 'V' });

    // The downline has a question waiting: its alert and contract page show the end request.
    expect(await requests(token)).toEqual({
      dailysalreqtype: 'DAILY',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
      ending: ['DAILY_SALARY'],
    });
    expect(await held(token, 'DAILY_SALARY')).toMatchObject({ id, state: 'V', status: 'accepted' });

    const before = Date.now();
    const agreed = await answer(token, id, 'end');
    expect(agreed.statusCode).toBe(200);
    const ended = envelope(agreed).value as Contract;
    expect(ended).toMatchObject({ id, state: 'C', status: 'ended' });
    expect(ended.answeredAt).toBeGreaterThanOrEqual(before);
    // The same answer again (a double tap) answers the same; the other one is refused.
    expect(envelope(await answer(token, id, 'end')).value).toEqual(ended);
    const contrary = await answer(token, id, 'keep');
    expect(contrary.statusCode).toBe(409);
    expect(envelope(contrary)).toMatchObject({ code: 'contract.answered', value: { id, state: 'C' } });

    expect(await requests(token)).toMatchObject({ dailysalreqtype: '', ending: [] });
    expect(await held(token, 'DAILY_SALARY')).toMatchObject({ id, state: 'C', status: 'ended' });
    const list = envelope(await contracts(tokens.agent)).value as AgentContracts;
    expect(list.offered.find((contract) => contract.id === id)).toMatchObject({ state: 'C', answeredAt: ended.answeredAt });
    expect(await steps(id)).toEqual([
      ['P', 'agent'],
      ['A', downline],
      ['V', 'agent'],
      ['C', downline],
    ]);
    // Ended, the downline may be offered the kind again; an ended contract is not ended twice.
    const again = await end(tokens.agent, { id });
    expect(again.statusCode).toBe(409);
    expect(envelope(again)).toMatchObject({ code: 'contract.not.active', value: { id, state: 'C' } });
  });

  it('the downline keeps the contract: accepted again since its first acceptance, and it may be asked again', async () => {
    const { downline, token, id } = await accepted('DIVIDEND');
    const acceptedAt = (await held(token, 'DIVIDEND')).answeredAt;
    await end(tokens.agent, { id });
    expect(await requests(token)).toMatchObject({ divtypecompperiodreq: 'MONTHLY', ending: ['DIVIDEND'] });
    const kept = envelope(await answer(token, id, 'keep')).value as Contract;
    expect(kept).toMatchObject({ id, state: 'A', status: 'accepted', answeredAt: acceptedAt });
    expect(envelope(await answer(token, id, 'keep')).value).toEqual(kept);
    expect(envelope(await answer(token, id, 'end'))).toMatchObject({ code: 'contract.answered' });
    expect(await requests(token)).toMatchObject({ divtypecompperiodreq: '', ending: [] });
    expect(envelope(await end(tokens.agent, { id })).value).toMatchObject({ state: 'V' });
    expect(await steps(id)).toEqual([
      ['P', 'agent'],
      ['A', downline],
      ['V', 'agent'],
      ['A', downline],
      ['V', 'agent'],
    ]);
  });

  it('refuses ending a contract that is not accepted, not offered by the agent, out of its team or with bad input', async () => {
    const list = envelope(await contracts(tokens.agent)).value as AgentContracts;
    for (const state of ['P', 'R', 'E'] as const) {
      const contract = list.offered.find((candidate) => candidate.state === state)!;
      const refused = await end(tokens.agent, { id: contract.id });
      expect(refused.statusCode, state).toBe(409);
      expect(envelope(refused)).toMatchObject({ code: 'contract.not.active', value: { id: contract.id, state } });
    }
    const { id, downline } = await accepted('HOURLY_SALARY');
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    const foreign = await end(agentOnly.token, { id });
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).code).toBe('contract.not.found');
    expect(envelope(await end(tokens.agent, { id: 999_999 })).code).toBe('contract.not.found');
    expect(envelope(await end(tokens.demo, { id })).code).toBe('agent.only');
    expect((await end(undefined, { id })).statusCode).toBe(401);
    for (const payload of [{}, { id: '1' }, { id: 0 }, { id: 1.5 }, { id, status: 'V' }]) {
      const response = await end(tokens.agent, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).code).toBe('request.invalid');
    }
    setSwitches(gateway, { HOURSAL3: false });
    try {
      expect(envelope(await end(tokens.agent, { id })).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { HOURSAL3: true });
    }
    // A downline moved out of the agent's team is no longer its to end.
    const { accounts, db } = gateway.store;
    const moved = accounts.findByUsername(downline)!;
    db.prepare('UPDATE accounts SET affiliate_id = ? WHERE id = ?').run(accounts.findByUsername('agentonly')!.id, moved.id);
    try {
      const outside = await end(tokens.agent, { id });
      expect(outside.statusCode).toBe(404);
      expect(envelope(outside).code).toBe('agent.not.downline');
    } finally {
      db.prepare('UPDATE accounts SET affiliate_id = ? WHERE id = ?').run(accounts.findByUsername('agent')!.id, moved.id);
    }
    expect(await steps(id)).toEqual([
      ['P', 'agent'],
      ['A', downline],
    ]);
  });

  it('only the downline answers an end request, and only with end or keep', async () => {
    const { token, id } = await accepted();
    await end(tokens.agent, { id });
    // The upline that asked, or any other account, does not hold it.
    for (const other of [tokens.agent, tokens.demo]) {
      const refused = await answer(other, id, 'end');
      expect(refused.statusCode).toBe(404);
      expect(envelope(refused).code).toBe('contract.not.found');
    }
    // An end request is not an offer: accepting or declining it is refused.
    for (const decision of ['accept', 'decline']) {
      expect(envelope(await answer(token, id, decision))).toMatchObject({ code: 'contract.answered', value: { state: 'V' } });
    }
    const unknown = await answer(token, id, 'C');
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).code).toBe('request.invalid');
    expect(await held(token, 'DAILY_SALARY')).toMatchObject({ id, state: 'V' });
    // An offer still waiting is not an end request: ending or keeping it is refused.
    const pendingOne = (envelope(await contracts(tokens.agent)).value as AgentContracts).offered.find(
      (contract) => contract.state === 'P',
    )!;
    const holder = await downlineSession(pendingOne.downline);
    expect(envelope(await answer(holder.token, pendingOne.id, 'end'))).toMatchObject({ code: 'contract.answered', value: { state: 'P' } });
  });

  it("shows the seeded end request to its downline and in the agent's history", async () => {
    const list = envelope(await contracts(tokens.agent)).value as AgentContracts;
    const asked = list.offered.find((contract) => contract.state === 'V' && contract.kind === 'HOURLY_SALARY')!;
    const holder = await downlineSession(asked.downline);
    expect(await requests(holder.token)).toMatchObject({ contracthoursalreq: 'HOURLY', ending: ['HOURLY_SALARY'] });
    expect(await steps(asked.id)).toEqual([
      ['P', 'agent'],
      ['A', asked.downline],
      ['V', 'agent'],
    ]);
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
