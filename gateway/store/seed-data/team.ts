import {
  maxDownlineRebate,
  REBATE_PRODUCTS,
  type RebateLimit,
  type RebateProduct,
  type RebateSetting,
} from '../../../src/contract/rebates.ts';
import { createPrng, type Prng } from '../../lib/prng.ts';

/**
 * The demo agents' teams (docs/product.md#agent-centre): `agent` leads two levels (14 direct
 * downlines, four of them agents with eight members each: 46 in all), `agentonly` a smaller one
 * (six direct, one an agent with three members). Generated from a fixed seed, so every machine
 * gets the same names, balances and dates; every team account logs in with TEAM_PASSWORD.
 */
export interface DemoTeamMember {
  username: string;
  nickname: string;
  /** 0 = member, 1 = agent (plays too): the types an agent may create (docs/product.md#roles). */
  type: 0 | 1;
  upline: string;
  balanceCents: number;
  joinedDaysAgo: number;
  /** Null: never logged in. */
  lastLoginDaysAgo: number | null;
  /** Within what the upline may give (docs/product.md#agent-centre). */
  rebates: RebateSetting[];
}

/** The operator's rebate limits of the demo, in percent. */
export const DEMO_REBATE_LIMITS: readonly RebateLimit[] = [
  { productType: 'LOTT', highestRebate: 9, rebateInterval: 0.1 },
  { productType: 'ELOTT', highestRebate: 3, rebateInterval: 0.1 },
  { productType: 'LIVE', highestRebate: 1.2, rebateInterval: 0.1 },
  { productType: 'RNG', highestRebate: 1.5, rebateInterval: 0.1 },
  { productType: 'SPORTS', highestRebate: 1, rebateInterval: 0.05 },
  { productType: 'FISH', highestRebate: 1.5, rebateInterval: 0.1 },
  { productType: 'PVP', highestRebate: 1, rebateInterval: 0.05 },
];

/** A setting of every product, in the platform's order of products. */
export function rebateSettings(values: Readonly<Record<RebateProduct, number>>): RebateSetting[] {
  return REBATE_PRODUCTS.map((productType) => ({ productType, rebateValue: values[productType] }));
}

/** The demo agents' own rebates, given by the operator. */
export const DEMO_AGENT_REBATES: Readonly<Record<string, readonly RebateSetting[]>> = {
  agent: rebateSettings({ LOTT: 8.5, ELOTT: 2.5, LIVE: 1, RNG: 1.2, SPORTS: 0.8, FISH: 1.2, PVP: 0.8 }),
  agentonly: rebateSettings({ LOTT: 7, ELOTT: 2, LIVE: 0.8, RNG: 1, SPORTS: 0.6, FISH: 1, PVP: 0.6 }),
};

/** A downline's rebates: on each product a step between 0 and what its upline may give. */
function downlineRebates(prng: Prng, upline: readonly RebateSetting[], share: number): RebateSetting[] {
  return DEMO_REBATE_LIMITS.map((limit) => {
    const own = upline.find((setting) => setting.productType === limit.productType)?.rebateValue ?? 0;
    const steps = Math.round(maxDownlineRebate(own, limit) / limit.rebateInterval);
    const chosen = Math.floor(steps * share * (0.6 + prng.next() * 0.4));
    return { productType: limit.productType, rebateValue: Math.round(chosen * limit.rebateInterval * 100) / 100 };
  });
}

export const TEAM_PASSWORD = 'team1234';

const FIRST_NAMES = [
  'maria',
  'jose',
  'ana',
  'juan',
  'rosa',
  'mark',
  'joy',
  'paolo',
  'grace',
  'carlo',
  'liza',
  'miguel',
  'bea',
  'ramon',
  'trisha',
  'noel',
  'ella',
  'jun',
  'kris',
  'dante',
];
const SURNAMES = ['santos', 'reyes', 'cruz', 'bautista', 'garcia', 'mendoza', 'torres', 'flores', 'ramos', 'aquino', 'villa', 'delrosario'];

const TEAMS = [
  { leader: 'agent', direct: 14, agents: 4, membersPerAgent: 8, seed: 40_001 },
  { leader: 'agentonly', direct: 6, agents: 1, membersPerAgent: 3, seed: 40_002 },
] as const;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Every demo team member, uplines before their downlines. */
export function demoTeam(): DemoTeamMember[] {
  const used = new Set<string>();
  const members: DemoTeamMember[] = [];
  for (const team of TEAMS) {
    const prng = createPrng(team.seed);
    const person = (upline: string, uplineRebates: readonly RebateSetting[], type: 0 | 1, maxJoinedDaysAgo: number): DemoTeamMember => {
      const name = (): { first: string; last: string; username: string } => {
        const first = prng.pick(FIRST_NAMES);
        const last = prng.pick(SURNAMES);
        return { first, last, username: `${first}${last}`.slice(0, 13) + String(prng.int(1, 99)).padStart(2, '0') };
      };
      let picked = name();
      while (used.has(picked.username)) picked = name();
      const { first, last, username } = picked;
      used.add(username);
      const joinedDaysAgo = prng.int(1, maxJoinedDaysAgo);
      const neverLoggedIn = prng.chance(0.1);
      return {
        username,
        nickname: `${capitalised(first)} ${capitalised(last)}`,
        type,
        upline,
        balanceCents: type === 1 ? prng.int(50_000, 2_000_000) : prng.chance(0.2) ? 0 : prng.int(500, 800_000),
        joinedDaysAgo,
        lastLoginDaysAgo: neverLoggedIn ? null : prng.int(0, Math.min(joinedDaysAgo, 30)),
        // Agents get most of what may be given, so they have room for their own downlines.
        rebates: downlineRebates(prng, uplineRebates, type === 1 ? 1 : 0.6),
      };
    };
    const leaderRebates = DEMO_AGENT_REBATES[team.leader] ?? [];
    const direct = Array.from({ length: team.direct }, (_, index) => person(team.leader, leaderRebates, index < team.agents ? 1 : 0, 300));
    members.push(...direct);
    for (const agent of direct.filter((member) => member.type === 1)) {
      for (let index = 0; index < team.membersPerAgent; index += 1) {
        members.push(person(agent.username, agent.rebates, 0, Math.max(agent.joinedDaysAgo - 1, 1)));
      }
    }
  }
  return members;
}
