import type { DatabaseSync } from 'node:sqlite';

import { hashPassword } from '../lib/passwords.ts';
import { createPrng } from '../lib/prng.ts';
import { inTransaction } from './database.ts';
import type { SeedRepositories } from './seed.ts';
import { DEMO_AGENT_REBATES, TEAM_PASSWORD } from './seed-data/team.ts';
import { SETTING_DEFINITIONS } from './settings-catalog.ts';

/** The benchmark's agent: agent side only, like `agentonly`, and with its rebates. */
export const BENCH_AGENT = { username: 'benchagent', password: 'agent1234', type: 40 } as const;

const BENCH_SEED = 20_260_001;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The n-th downline's name: `bench00001`, `bench00002`, ... (fits the registration's 4-16 rule). */
export function benchDownlineName(index: number): string {
  return `bench${String(index + 1).padStart(5, '0')}`;
}

/**
 * The big team `npm run bench` scrolls (SEED_BENCH_TEAM, gateway/README.md): `benchagent` with
 * `size` direct downlines, every tenth an agent, the same names, balances and dates on every
 * start (a fixed seed; dates count back from `now`). Added in one transaction, once: a database
 * that already has `benchagent` keeps its team, so a restart never doubles it.
 */
export async function seedBenchTeam(
  db: DatabaseSync,
  repositories: Pick<SeedRepositories, 'accounts' | 'rebates' | 'ledger'>,
  options: { size: number; scryptCost: number; now?: number },
): Promise<boolean> {
  if (repositories.accounts.findByUsername(BENCH_AGENT.username)) return false;
  const now = options.now ?? Date.now();
  // Hash first: scrypt is asynchronous and a SQLite transaction must not span awaits.
  const agentHash = await hashPassword(BENCH_AGENT.password, options.scryptCost);
  const teamHash = await hashPassword(TEAM_PASSWORD, options.scryptCost);
  const currency = SETTING_DEFINITIONS.currency.defaultValue.code;
  return inTransaction(db, () => {
    if (repositories.accounts.findByUsername(BENCH_AGENT.username)) return false;
    const prng = createPrng(BENCH_SEED);
    const agent = repositories.accounts.create({
      username: BENCH_AGENT.username,
      passwordHash: agentHash,
      nickname: 'Bench Agent',
      type: BENCH_AGENT.type,
      currency,
      balanceCents: 0,
      createdAt: now - 400 * DAY_MS,
      // Its password is new, so the benchmark's login is never asked to change it.
      passwordChangedAt: now,
    });
    repositories.rebates.set(agent.id, DEMO_AGENT_REBATES.agentonly ?? [], now);
    for (let index = 0; index < options.size; index += 1) {
      const joinedDaysAgo = prng.int(1, 365);
      const createdAt = now - joinedDaysAgo * DAY_MS;
      const balanceCents = prng.chance(0.2) ? 0 : prng.int(500, 800_000);
      const account = repositories.accounts.create({
        username: benchDownlineName(index),
        passwordHash: teamHash,
        nickname: `Bench ${index + 1}`,
        type: index % 10 === 0 ? 1 : 0,
        currency,
        balanceCents,
        createdAt,
        affiliateId: agent.id,
      });
      // The opening balance is the ledger's first row, as for the demo teams.
      if (balanceCents > 0) {
        repositories.ledger.record({
          accountId: account.id,
          kind: 'adjustment',
          amountCents: balanceCents,
          balanceAfterCents: balanceCents,
          reference: 'opening-balance',
          createdAt,
        });
      }
      if (!prng.chance(0.1)) repositories.accounts.recordLogin(account.id, now - prng.int(0, Math.min(joinedDaysAgo, 30)) * DAY_MS);
    }
    return true;
  });
}
