import { describe, expect, it } from 'vitest';

import type { AffiliateLink, AffiliateLinks, LinkRegistrations } from '../../../src/contract/agent-links.ts';
import { authHeaders, captcha, encryptedCall, loginValue, rowCount, setSwitches } from '../../test-support/flows.ts';
import { envelope } from '../../test-support/harness.ts';
import { useSeededGateway } from '../../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway({ env: { RATE_LIMITS: 'off' } });

const list = (token: string) => gateway.request({ method: 'GET', url: '/wps/agent/affiliateUrls', headers: authHeaders(token) });
const create = (token: string, payload: Record<string, unknown>) =>
  gateway.request({ method: 'POST', url: '/wps/agent/affiliateUrl', headers: authHeaders(token), payload });
const remove = (token: string, id: number) =>
  gateway.request({ method: 'POST', url: '/wps/agent/affiliateUrl/delete', headers: authHeaders(token), payload: { id } });
const registered = (token: string, id: number) =>
  gateway.request({ method: 'GET', url: `/wps/agent/registeredAffiliates?affiUrlId=${id}`, headers: authHeaders(token) });

let serial = 0;
/** A visitor's username sign-up with the code, as the registration page sends it. */
async function registerWith(affiliateCode: string) {
  serial += 1;
  const image = await captcha(gateway);
  const username = `linked${String(serial).padStart(3, '0')}`;
  const response = await encryptedCall(
    gateway,
    'PUT',
    '/wps/member/register',
    {
      type: 0,
      username,
      password: 'secret123',
      confirmPassword: 'secret123',
      mobileNum: `9179${String(serial).padStart(6, '0')}`,
      countryDialingCode: '+63',
      affiliateCode,
      captcha: image.answer,
    },
    { cookie: image.cookie },
  );
  return { response, username };
}

const preset = [
  { productType: 'LOTT', rebateValue: 6 },
  { productType: 'LIVE', rebateValue: 0.5 },
];

describe('invitation links (docs/product.md#agent-centre)', () => {
  it("lists the seeded links with their registrations and each product's range", async () => {
    const response = await list(tokens.agent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = envelope(response).value as AffiliateLinks;
    expect(value.list.map((link) => [link.code, link.accountType, link.registrations])).toEqual([
      ['TEAMPRO', 'agent', 1],
      ['LUCKY888', 'member', 3],
    ]);
    // agent holds LOTT 8.5 (operator's highest 9, step 0.1): it may give up to 8.4.
    expect(value.ranges.find((range) => range.productType === 'LOTT')).toEqual({ productType: 'LOTT', max: 8.4, step: 0.1 });
    const lucky = value.list[1]!;
    const people = envelope(await registered(tokens.agent, lucky.id)).value as LinkRegistrations;
    expect(people.link.code).toBe('LUCKY888');
    expect(people.list).toHaveLength(3);
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    expect((envelope(await list(agentOnly.token)).value as AffiliateLinks).list.map((link) => link.code)).toEqual(['JOINME24']);
    // Another agent's link is not found.
    expect(envelope(await registered(agentOnly.token, lucky.id))).toMatchObject({ success: false, code: 'link.not.found' });
  });

  it('creates a link with a chosen or a generated code, unique whatever the case', async () => {
    const chosen = await create(tokens.agent, { accountType: 'member', code: 'Summer26', rebates: preset });
    expect(chosen.statusCode).toBe(200);
    const link = envelope(chosen).value as AffiliateLink;
    expect(link).toMatchObject({ code: 'Summer26', accountType: 'member', registrations: 0 });
    expect(link.rebates.find((rebate) => rebate.productType === 'LOTT')?.rebateValue).toBe(6);
    expect(link.rebates.find((rebate) => rebate.productType === 'PVP')?.rebateValue).toBe(0);
    const taken = await create(tokens.agent, { accountType: 'agent', code: 'SUMMER26', rebates: [] });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).code).toBe('link.code.taken');
    // An agent's own invitation code is taken too.
    expect(envelope(await create(tokens.agent, { accountType: 'agent', code: 'agent01', rebates: [] })).code).toBe('link.code.taken');
    expect(envelope(await create(tokens.agent, { accountType: 'agent', code: 'no spaces', rebates: [] })).code).toBe('link.code.invalid');
    expect(envelope(await create(tokens.agent, { accountType: 'agent', code: 'abc', rebates: [] })).code).toBe('link.code.invalid');
    const generated = envelope(await create(tokens.agent, { accountType: 'agent', rebates: [] })).value as AffiliateLink;
    expect(generated.code).toMatch(/^[A-Z0-9]{8}$/);
    const codes = (envelope(await list(tokens.agent)).value as AffiliateLinks).list.map((item) => item.code);
    expect(codes.slice(0, 2)).toEqual([generated.code, 'Summer26']);
  });

  it('refuses a preset above the rule, off the step or below zero, storing nothing', async () => {
    const before = rowCount(gateway, 'affiliate_links');
    const above = await create(tokens.agent, { accountType: 'member', rebates: [{ productType: 'LOTT', rebateValue: 8.5 }] });
    expect(above.statusCode).toBe(400);
    expect(envelope(above)).toMatchObject({ success: false, code: 'rebate.above.max', value: { productType: 'LOTT', max: 8.4 } });
    const offStep = await create(tokens.agent, { accountType: 'member', rebates: [{ productType: 'SPORTS', rebateValue: 0.33 }] });
    expect(envelope(offStep).code).toBe('rebate.off.step');
    const negative = await create(tokens.agent, { accountType: 'member', rebates: [{ productType: 'RNG', rebateValue: -0.1 }] });
    expect(envelope(negative).code).toBe('rebate.negative');
    const twice = await create(tokens.agent, {
      accountType: 'member',
      rebates: [
        { productType: 'RNG', rebateValue: 0.1 },
        { productType: 'RNG', rebateValue: 0.2 },
      ],
    });
    expect(envelope(twice).code).toBe('request.invalid');
    expect(rowCount(gateway, 'affiliate_links')).toBe(before);
  });

  it("makes a visitor registering with a link's code the agent's downline with the preset, counted on the link", async () => {
    const link = envelope(await create(tokens.agent, { accountType: 'agent', code: 'JoinTeam7', rebates: preset })).value as AffiliateLink;
    const check = await gateway.request({ method: 'GET', url: '/wps/affiliate/check?code=jointeam7' });
    expect(envelope(check)).toMatchObject({ success: true, value: { valid: true, code: 'JoinTeam7' } });
    const { response, username } = await registerWith('jointeam7');
    expect(response.statusCode, JSON.stringify(envelope(response))).toBe(200);
    const { accounts, rebates } = gateway.store;
    const account = accounts.findByUsername(username)!;
    const agent = accounts.findByUsername('agent')!;
    expect(account.affiliateId).toBe(agent.id);
    expect(account.type).toBe(1);
    expect(rebates.of(account.id).find((rebate) => rebate.productType === 'LOTT')?.rebateValue).toBe(6);
    expect(rebates.of(account.id).find((rebate) => rebate.productType === 'LIVE')?.rebateValue).toBe(0.5);
    const people = envelope(await registered(tokens.agent, link.id)).value as LinkRegistrations;
    expect(people.link.registrations).toBe(1);
    expect(people.list.map((person) => [person.username, person.type])).toEqual([[username, 1]]);
    expect(accounts.isInTeam(agent.id, account.id)).toBe(true);
  });

  it("refuses a deleted link's code, and deleting twice or another agent's link", async () => {
    const link = envelope(await create(tokens.agent, { accountType: 'member', code: 'GoneSoon', rebates: [] })).value as AffiliateLink;
    const agentOnly = await loginValue(gateway, 'agentonly', 'agent1234', 'agent');
    expect(envelope(await remove(agentOnly.token, link.id)).code).toBe('link.not.found');
    const deleted = await remove(tokens.agent, link.id);
    expect(envelope(deleted)).toMatchObject({ success: true, value: true });
    expect(envelope(await remove(tokens.agent, link.id)).code).toBe('link.not.found');
    const codes = (envelope(await list(tokens.agent)).value as AffiliateLinks).list.map((item) => item.code);
    expect(codes).not.toContain('GoneSoon');
    const before = rowCount(gateway, 'accounts');
    const { response } = await registerWith('GoneSoon');
    expect(envelope(response)).toMatchObject({ success: false, code: 'affiliate.invalid' });
    expect(rowCount(gateway, 'accounts')).toBe(before);
    expect(envelope(await gateway.request({ method: 'GET', url: '/wps/affiliate/check?code=GoneSoon' })).code).toBe('affiliate.invalid');
    // Its code is never given again.
    expect(envelope(await create(tokens.agent, { accountType: 'member', code: 'gonesoon', rebates: [] })).code).toBe('link.code.taken');
  });

  it('is for agents only, and off with its item', async () => {
    expect(envelope(await list(tokens.demo))).toMatchObject({ success: false, code: 'agent.only' });
    expect(envelope(await create(tokens.demo, { accountType: 'member', rebates: [] })).code).toBe('agent.only');
    setSwitches(gateway, { REGCEN: false });
    try {
      expect(envelope(await list(tokens.agent))).toMatchObject({ success: false, code: 'function.not.available' });
      expect(envelope(await create(tokens.agent, { accountType: 'member', rebates: [] })).code).toBe('function.not.available');
    } finally {
      setSwitches(gateway, { REGCEN: true });
    }
  });
});
