import { createPrng } from '../../lib/prng.ts';

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
    const person = (upline: string, type: 0 | 1, maxJoinedDaysAgo: number): DemoTeamMember => {
      let username = '';
      let first = '';
      let last = '';
      do {
        first = prng.pick(FIRST_NAMES);
        last = prng.pick(SURNAMES);
        username = `${first}${last}`.slice(0, 13) + String(prng.int(1, 99)).padStart(2, '0');
      } while (used.has(username));
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
      };
    };
    const direct = Array.from({ length: team.direct }, (_, index) => person(team.leader, index < team.agents ? 1 : 0, 300));
    members.push(...direct);
    for (const agent of direct.filter((member) => member.type === 1)) {
      for (let index = 0; index < team.membersPerAgent; index += 1) {
        members.push(person(agent.username, 0, Math.max(agent.joinedDaysAgo - 1, 1)));
      }
    }
  }
  return members;
}
