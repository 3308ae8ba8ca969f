import { describe, expect, it } from 'vitest';

import { PATHS } from '@/config/paths';

import { accessVerdict } from './route-access';
import { ruleForPath } from './route-rules';

const member = { type: 0 };
const trial = { type: 4 };

describe('accessVerdict (docs/product.md#roles)', () => {
  it('opens a route without an access rule to anyone, before the session is read back too', () => {
    expect(accessVerdict(undefined, false, null)).toBe('open');
    expect(accessVerdict(undefined, true, null)).toBe('open');
  });

  it('waits for the stored session before judging a guarded route', () => {
    expect(accessVerdict('session', false, null)).toBe('wait');
    expect(accessVerdict('realMember', false, member)).toBe('wait');
  });

  it('sends a visitor to log in', () => {
    expect(accessVerdict('session', true, null)).toBe('login');
    expect(accessVerdict('realMember', true, null)).toBe('login');
  });

  it('lets a trial account into session routes and refuses it a real member’s', () => {
    expect(accessVerdict('session', true, trial)).toBe('open');
    expect(accessVerdict('realMember', true, trial)).toBe('trial');
  });

  it('opens every member route to a member', () => {
    expect(accessVerdict('session', true, member)).toBe('open');
    expect(accessVerdict('realMember', true, member)).toBe('open');
  });
});

describe('the agent side (docs/product.md#agent-login)', () => {
  const agentWhoPlays = { type: 2 };
  const agentOnly = { type: 40 };

  it('sends a visitor to the agency login and refuses a member or a trial account an agent page', () => {
    expect(accessVerdict('agent', true, null)).toBe('agentLogin');
    expect(accessVerdict('agent', true, member)).toBe('notAgent');
    expect(accessVerdict('agent', true, trial)).toBe('notAgent');
    expect(accessVerdict('agent', false, null)).toBe('wait');
  });

  it('opens agent pages to every agent type, and member pages to the agents who play', () => {
    for (const type of [1, 2, 40, 41, 42]) expect(accessVerdict('agent', true, { type })).toBe('open');
    expect(accessVerdict('realMember', true, agentWhoPlays)).toBe('open');
    expect(accessVerdict('session', true, { type: 1 })).toBe('open');
  });

  it('refuses an agent-only account every member page, but not the contracts both sides answer', () => {
    expect(accessVerdict('session', true, agentOnly)).toBe('agentOnly');
    expect(accessVerdict('realMember', true, agentOnly)).toBe('agentOnly');
    expect(accessVerdict('account', true, agentOnly)).toBe('open');
    expect(accessVerdict('account', true, null)).toBe('login');
  });
});

describe('route access column', () => {
  // Written from docs/product.md#roles, not from the table, so a wrong row fails.
  const REAL_MEMBER = [PATHS.webEmail, PATHS.bettingRecord, PATHS.accountRecord, PATHS.profitAndLoss];
  const SESSION = [PATHS.voucherCenter, PATHS.inviteFriends, PATHS.launchGame, '/m/lotto-h5/vn/trad/games/1'];
  // docs/product.md#agent-login: contracts are answered from either side; the agent centre is the agents'.
  const ACCOUNT = [PATHS.salaryContract, PATHS.dividendContract, PATHS.hourContract];
  const AGENT = [PATHS.agentCentre];
  const OPEN = [
    PATHS.home,
    PATHS.login,
    PATHS.register,
    PATHS.gameCenter,
    PATHS.memberHome,
    PATHS.rewardCenter,
    PATHS.activity,
    PATHS.message,
    PATHS.notice,
    PATHS.freeTrial,
    PATHS.agentLogin,
  ];

  it.each(REAL_MEMBER)('%s is for members with real accounts', (path) => expect(ruleForPath(path).access).toBe('realMember'));
  it.each(SESSION)('%s needs a session', (path) => expect(ruleForPath(path).access).toBe('session'));
  it.each(ACCOUNT)('%s needs a session of either side', (path) => expect(ruleForPath(path).access).toBe('account'));
  it.each(AGENT)('%s is for agents', (path) => expect(ruleForPath(path).access).toBe('agent'));
  it.each(OPEN)('%s is open to anyone', (path) => expect(ruleForPath(path).access).toBeUndefined());
});
