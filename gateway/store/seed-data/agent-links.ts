import type { ContractKind, ContractTier } from '../../../src/contract/agent.ts';
import { CONTRACT_RULES, type ContractState, type LinkAccountType } from '../../../src/contract/agent-links.ts';
import type { RebateSetting } from '../../../src/contract/rebates.ts';
import type { AccountsRepository } from '../repositories/accounts.ts';
import type { AffiliateLinksRepository } from '../repositories/affiliate-links.ts';
import type { ContractOffersRepository } from '../repositories/contract-offers.ts';
import { demoTeam, rebateSettings } from './team.ts';

/**
 * The demo's invitation links and the contracts its agents offered their downlines
 * (docs/product.md#agent-centre, #agent-contracts): `agent` has a member link and an agent link,
 * each with accounts of its team counted as registered through it, and `agentonly` one link
 * nobody used yet; `agent`'s direct downlines hold contracts in every state the platform knows.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

interface LinkSeed {
  agent: string;
  code: string;
  accountType: LinkAccountType;
  daysAgo: number;
  rebates: RebateSetting[];
  /** Which of the agent's direct downlines of the link's type count as registered through it. */
  registered: readonly number[];
}

const LINK_SEED: readonly LinkSeed[] = [
  {
    agent: 'agent',
    code: 'LUCKY888',
    accountType: 'member',
    daysAgo: 320,
    rebates: rebateSettings({ LOTT: 5, ELOTT: 1.2, LIVE: 0.5, RNG: 0.6, SPORTS: 0.4, FISH: 0.6, PVP: 0.4 }),
    registered: [0, 1, 2],
  },
  {
    agent: 'agent',
    code: 'TEAMPRO',
    accountType: 'agent',
    daysAgo: 310,
    rebates: rebateSettings({ LOTT: 7, ELOTT: 2, LIVE: 0.8, RNG: 1, SPORTS: 0.6, FISH: 1, PVP: 0.6 }),
    registered: [3],
  },
  {
    agent: 'agentonly',
    code: 'JOINME24',
    accountType: 'member',
    daysAgo: 12,
    rebates: rebateSettings({ LOTT: 4, ELOTT: 1, LIVE: 0.3, RNG: 0.5, SPORTS: 0.3, FISH: 0.5, PVP: 0.3 }),
    registered: [],
  },
];

const TIERS: Readonly<Record<ContractKind, ContractTier[]>> = {
  DAILY_SALARY: [
    { threshold: 10_000, activeMembers: 3, value: 80 },
    { threshold: 50_000, activeMembers: 5, value: 450 },
    { threshold: 200_000, activeMembers: 10, value: 2_000 },
  ],
  DIVIDEND: [
    { threshold: 50_000, activeMembers: 5, value: 8 },
    { threshold: 200_000, activeMembers: 10, value: 15 },
    { threshold: 1_000_000, activeMembers: 30, value: 25 },
  ],
  HOURLY_SALARY: [
    { threshold: 2_000, activeMembers: 1, value: 8 },
    { threshold: 10_000, activeMembers: 3, value: 45 },
  ],
};

interface ContractSeed {
  /** Which of `agent`'s direct downlines: an agent (by its order) or a member. */
  downline: { type: 0 | 1; index: number };
  kind: ContractKind;
  /** Each change after the offer: its letter, whether the downline made it, how many days ago. */
  offeredDaysAgo: number;
  events: readonly { state: ContractState; byDownline: boolean; daysAgo: number }[];
}

const CONTRACT_SEED: readonly ContractSeed[] = [
  {
    downline: { type: 1, index: 0 },
    kind: 'DAILY_SALARY',
    offeredDaysAgo: 20,
    events: [{ state: 'A', byDownline: true, daysAgo: 19 }],
  },
  { downline: { type: 1, index: 0 }, kind: 'DIVIDEND', offeredDaysAgo: 2, events: [] },
  {
    downline: { type: 1, index: 1 },
    kind: 'DAILY_SALARY',
    offeredDaysAgo: 10,
    events: [{ state: 'R', byDownline: true, daysAgo: 9 }],
  },
  {
    downline: { type: 1, index: 1 },
    kind: 'DIVIDEND',
    offeredDaysAgo: 30,
    events: [
      { state: 'A', byDownline: true, daysAgo: 29 },
      { state: 'E', byDownline: false, daysAgo: 1 },
    ],
  },
  {
    downline: { type: 1, index: 2 },
    kind: 'HOURLY_SALARY',
    offeredDaysAgo: 15,
    events: [
      { state: 'A', byDownline: true, daysAgo: 14 },
      { state: 'V', byDownline: false, daysAgo: 1 },
    ],
  },
  {
    downline: { type: 1, index: 3 },
    kind: 'DAILY_SALARY',
    offeredDaysAgo: 40,
    events: [
      { state: 'A', byDownline: true, daysAgo: 39 },
      { state: 'V', byDownline: false, daysAgo: 5 },
      { state: 'C', byDownline: true, daysAgo: 4 },
    ],
  },
  { downline: { type: 0, index: 0 }, kind: 'HOURLY_SALARY', offeredDaysAgo: 1, events: [] },
];

interface AgentLinksRepositories {
  accounts: AccountsRepository;
  affiliateLinks: AffiliateLinksRepository;
  contractOffers: ContractOffersRepository;
}

function accountId(accounts: AccountsRepository, username: string): number {
  const account = accounts.findByUsername(username);
  if (!account) throw new Error(`Unknown demo account ${username}`);
  return account.id;
}

/** Seeds the links and contracts above, after the demo teams. */
export function seedAgentLinks(repositories: AgentLinksRepositories, now: number): void {
  const team = demoTeam();
  const directs = (agent: string, type: 0 | 1) => team.filter((member) => member.upline === agent && member.type === type);
  for (const link of LINK_SEED) {
    const agentId = accountId(repositories.accounts, link.agent);
    const created = repositories.affiliateLinks.create({
      agentId,
      code: link.code,
      accountType: link.accountType,
      rebates: link.rebates,
      now: now - link.daysAgo * DAY_MS,
    });
    const candidates = directs(link.agent, link.accountType === 'agent' ? 1 : 0);
    for (const index of link.registered) {
      const member = candidates[index];
      if (!member) throw new Error(`No direct downline ${index} of ${link.agent}`);
      const registeredAt = Math.max(now - member.joinedDaysAgo * DAY_MS, created.createdAt);
      repositories.affiliateLinks.addRegistration(created.id, accountId(repositories.accounts, member.username), registeredAt);
    }
  }
  const agentId = accountId(repositories.accounts, 'agent');
  for (const contract of CONTRACT_SEED) {
    const member = directs('agent', contract.downline.type)[contract.downline.index];
    if (!member) throw new Error(`No direct downline ${contract.downline.index} of agent`);
    const rule = CONTRACT_RULES[contract.kind];
    repositories.contractOffers.seed({
      accountId: accountId(repositories.accounts, member.username),
      offeredBy: agentId,
      kind: contract.kind,
      period: rule.period,
      terms: { basis: rule.basis, reward: rule.reward, tiers: TIERS[contract.kind] },
      events: [
        { state: 'P', byDownline: false, at: now - contract.offeredDaysAgo * DAY_MS },
        ...contract.events.map((event) => ({ state: event.state, byDownline: event.byDownline, at: now - event.daysAgo * DAY_MS })),
      ],
    });
  }
}
