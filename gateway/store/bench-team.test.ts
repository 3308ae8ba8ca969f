import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { TeamPage } from '../../src/contract/agent-team.ts';
import { loadConfig } from '../config.ts';
import { authHeaders, loginValue } from '../test-support/flows.ts';
import { envelope, makeDataDir, startTestGateway, TEST_SCRYPT_COST } from '../test-support/harness.ts';
import { BENCH_AGENT, benchDownlineName } from './bench-team.ts';
import { openStore } from './store.ts';

/* The benchmark's big team (SEED_BENCH_TEAM, gateway/README.md "Environment variables"). */

const dataDir = makeDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function teamOf(store: Awaited<ReturnType<typeof openStore>>) {
  const agent = store.accounts.findByUsername(BENCH_AGENT.username);
  if (!agent) return [];
  return store.accounts.teamIds(agent.id).map((id) => store.accounts.findById(id)!);
}

describe('SEED_BENCH_TEAM', () => {
  it('is off by default and takes 1 to 20,000', () => {
    expect(loadConfig({}).seedBenchTeam).toBe(0);
    expect(loadConfig({ SEED_BENCH_TEAM: '2000' }).seedBenchTeam).toBe(2000);
    for (const bad of ['0', '20001', 'many', '1.5']) expect(() => loadConfig({ SEED_BENCH_TEAM: bad }), bad).toThrow(/^SEED_BENCH_TEAM/);
  });

  it('adds benchagent with its direct downlines once, the same on every database', async () => {
    const databaseFile = path.join(dataDir, 'one', 'gateway.sqlite');
    const store = await openStore({ databaseFile, scryptCost: TEST_SCRYPT_COST, benchTeam: 50 });
    const team = teamOf(store);
    expect(team).toHaveLength(50);
    expect(team.map((account) => account.username).sort()).toEqual(Array.from({ length: 50 }, (_, index) => benchDownlineName(index)));
    expect(team.every((account) => account.affiliateId === store.accounts.findByUsername(BENCH_AGENT.username)!.id)).toBe(true);
    const shape = team.map((account) => [account.username, account.type, account.balanceCents]);
    store.close();

    // A restart keeps it, never doubles it; another database gets the same team.
    const again = await openStore({ databaseFile, scryptCost: TEST_SCRYPT_COST, benchTeam: 50 });
    expect(teamOf(again)).toHaveLength(50);
    again.close();
    const other = await openStore({
      databaseFile: path.join(dataDir, 'two', 'gateway.sqlite'),
      scryptCost: TEST_SCRYPT_COST,
      benchTeam: 50,
    });
    expect(teamOf(other).map((account) => [account.username, account.type, account.balanceCents])).toEqual(shape);
    other.close();

    const none = await openStore({ databaseFile: path.join(dataDir, 'three', 'gateway.sqlite'), scryptCost: TEST_SCRYPT_COST });
    expect(none.accounts.findByUsername(BENCH_AGENT.username)).toBeUndefined();
    none.close();
  });

  it('lets benchagent log in on the agent side and page its team', async () => {
    const gateway = await startTestGateway({ env: { SEED_BENCH_TEAM: '45' } });
    try {
      const { token } = await loginValue(gateway, BENCH_AGENT.username, BENCH_AGENT.password, 'agent');
      const response = await gateway.request({
        method: 'GET',
        url: '/wps/relay/ODSFE2_getSubordinatev2?page=3&size=20',
        headers: authHeaders(token),
      });
      expect(envelope(response)).toMatchObject({ success: true });
      const page = envelope(response).value as TeamPage;
      expect(page).toMatchObject({ total: 45, totalPages: 3 });
      expect(page.list).toHaveLength(5);
    } finally {
      await gateway.close();
    }
  });
});
