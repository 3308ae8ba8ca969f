import { describe, expect, it } from 'vitest';

import type { AgentProfile } from '../../../src/contract/agent-centre.ts';
import { maxDownlineRebate } from '../../../src/contract/rebates.ts';
import { authHeaders, login, loginValue, setSwitches } from '../../test-support/flows.ts';
import { envelope } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';
import { requireAgentMenu, requireDownline } from './menu.ts';

const { gateway, tokens } = useSeededGateway();

const profile = (token: string) => gateway.request({ method: 'GET', url: '/wps/agent/profile', headers: authHeaders(token) });

describe('who gets into the agent side (docs/product.md#agent-login)', () => {
  it('lets agents in on the agent side, and refuses a member there with login.not.agent', async () => {
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    expect(agentOnly.customerType).toBe(40);
    expect((await loginValue(gateway, 'agent', 'agent1234', 'agent')).customerType).toBe(2);
    const member = await login(gateway, { username: 'demo', password: 'demo1234', side: 'agent' });
    expect(member.statusCode).toBe(403);
    expect(envelope(member)).toMatchObject({ success: false, code: 'login.not.agent' });
  });

  it('keeps refusing agent-only accounts on the member side, and an unknown side', async () => {
    const refused = await login(gateway, { username: 'agentonly', password: 'agent1234' });
    expect(envelope(refused)).toMatchObject({ success: false, code: 'login.not.member' });
    const unknown = await login(gateway, { username: 'agent', password: 'agent1234', side: 'boss' });
    expect(envelope(unknown)).toMatchObject({ success: false, code: 'request.invalid' });
    const bySms = await login(gateway, {
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '1',
      side: 'agent',
    });
    expect(envelope(bySms)).toMatchObject({ success: false, code: 'request.invalid' });
  });

  it("answers an agent's profile with its team's size; a member's call is agent.only", async () => {
    const value = envelope(await profile(tokens.agent)).value as AgentProfile;
    expect(value).toMatchObject({ username: 'agent', type: 2, playsToo: true, affiliateCode: 'AGENT01', directCount: 14, teamCount: 46 });
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    expect(envelope(await profile(agentOnly.token)).value).toMatchObject({ playsToo: false, directCount: 6, teamCount: 9 });
    const refused = await profile(tokens.demo);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({ success: false, code: 'agent.only' });
    expect(envelope(await profile(tokens.trial))).toMatchObject({ code: 'agent.only' });
  });

  it("refuses an agent-only session the member side's calls", async () => {
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    const personal = await gateway.request({ method: 'GET', url: '/wps/member/personal', headers: authHeaders(agentOnly.token) });
    expect(envelope(personal)).toMatchObject({ success: false, code: 'login.not.member' });
  });
});

describe('team and menu rules', () => {
  it("finds an account in its agent's team at any depth, never in another agent's", () => {
    const { accounts } = gateway.store;
    const agent = accounts.findByUsername('agent')!;
    const agentOnly = accounts.findByUsername('agentonly')!;
    const teamIds = accounts.teamIds(agent.id);
    const subAgent = teamIds.map((id) => accounts.findById(id)!).find((account) => account.type === 1)!;
    const secondLevel = accounts.teamIds(subAgent.id)[0]!;
    expect(accounts.isInTeam(agent.id, secondLevel)).toBe(true);
    expect(accounts.isInTeam(subAgent.id, secondLevel)).toBe(true);
    expect(accounts.isInTeam(agentOnly.id, secondLevel)).toBe(false);
    expect(accounts.isInTeam(agent.id, agent.id)).toBe(false);
    expect(() => requireDownline(gateway.store, agentOnly.id, subAgent.id)).toThrow(
      expect.objectContaining({ code: 'agent.not.downline' }),
    );
  });

  it('refuses an item the operator switched off, and every item when the agent centre is off', () => {
    expect(() => requireAgentMenu(gateway.store, 'DOWNMAN')).not.toThrow();
    setSwitches(gateway, { DOWNMAN: false });
    expect(() => requireAgentMenu(gateway.store, 'DOWNMAN')).toThrow(expect.objectContaining({ code: 'function.not.available' }));
    setSwitches(gateway, { DOWNMAN: true, AGECEN: false });
    expect(() => requireAgentMenu(gateway.store, 'AGEPAG')).toThrow(expect.objectContaining({ code: 'function.not.available' }));
    setSwitches(gateway, { AGECEN: true });
  });
});

describe('seeded rebates', () => {
  it('gives every team member rebates within what its upline may give', () => {
    const { accounts, rebates } = gateway.store;
    const limits = rebates.limits();
    expect(limits.map((limit) => limit.productType)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP']);
    const agent = accounts.findByUsername('agent')!;
    for (const id of accounts.teamIds(agent.id)) {
      const member = accounts.findById(id)!;
      const upline = rebates.of(member.affiliateId!);
      for (const [index, setting] of rebates.of(id).entries()) {
        const limit = limits[index]!;
        const most = maxDownlineRebate(upline[index]!.rebateValue, limit);
        expect(setting.rebateValue, `${member.username} ${setting.productType}`).toBeLessThanOrEqual(most);
      }
    }
  });
});
