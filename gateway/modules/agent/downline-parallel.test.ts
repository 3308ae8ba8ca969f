import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { encryptV2 } from '../../test-support/client-crypto.ts';
import { loginValue, rowCount } from '../../test-support/flows.ts';
import { MERCHANT, startTestGateway, type TestGateway, testKeyring } from '../../test-support/harness.ts';

/*
 * Opening downline accounts under load (docs/product.md#create-downline): 40 calls sent at once
 * over real sockets, so they interleave at every await of the handler (decryption, the password
 * hash) as a busy gateway would. The account is written in one transaction that checks the
 * request id and the name again, so a burst never opens an account twice.
 */

const BURST = 40;

let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway({ listen: true });
  token = (await loginValue(gateway, 'agentonly', 'agent1234', 'agent')).token;
});
afterAll(() => gateway.close());

interface Answer {
  status: number;
  success: boolean;
  code?: string;
  value?: { username: string };
}

/** One create call as the app sends it: each tap encrypts its body afresh. */
async function createDownline(payload: Record<string, unknown>): Promise<Answer> {
  const encrypted = encryptV2(payload, testKeyring().rsaModulusHex);
  const response = await fetch(`${gateway.url}/wps/agent/downline`, {
    method: 'POST',
    headers: { merchant: MERCHANT, authorization: token, encryption: encrypted.header, 'content-type': 'application/json' },
    body: JSON.stringify(encrypted.body),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

/** Sends every payload at once and waits for all the answers. */
function burst(payloads: Record<string, unknown>[]): Promise<Answer[]> {
  return Promise.all(payloads.map((payload) => createDownline(payload)));
}

function teamSize(): number {
  const agent = gateway.store.accounts.findByUsername('agentonly')!;
  return gateway.store.accounts.teamIds(agent.id).length;
}

const base = { password: 'secret99', type: 0, rebateSettingConfigs: [] };

describe('creating downlines in parallel', () => {
  it('opens one account for 40 calls with the same request id (a double tap), and answers it to each', async () => {
    const accounts = rowCount(gateway, 'accounts');
    const payload = { ...base, username: 'burst1tap', requestId: randomUUID() };
    const answers = await burst(Array.from({ length: BURST }, () => payload));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, success: true, value: { username: 'burst1tap' } });
    expect(rowCount(gateway, 'accounts')).toBe(accounts + 1);
  });

  it('opens 40 accounts for 40 names, and the team grows by exactly 40', async () => {
    const before = teamSize();
    const names = Array.from({ length: BURST }, (_, index) => `burst2n${String(index).padStart(2, '0')}`);
    const answers = await burst(names.map((username) => ({ ...base, username, requestId: randomUUID() })));
    expect(answers.map((answer) => answer.value?.username).sort()).toEqual(names);
    expect(new Set(names.map((name) => gateway.store.accounts.findByUsername(name)?.id)).size).toBe(BURST);
    expect(teamSize()).toBe(before + BURST);
  });

  it('opens one account for 40 calls with one name and 40 request ids; the others are told the name is taken', async () => {
    const accounts = rowCount(gateway, 'accounts');
    const answers = await burst(Array.from({ length: BURST }, () => ({ ...base, username: 'burst3same', requestId: randomUUID() })));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    const refused = answers.filter((answer) => !answer.success);
    expect(refused).toHaveLength(BURST - 1);
    for (const answer of refused) expect(answer).toMatchObject({ status: 400, code: 'username.exists' });
    expect(rowCount(gateway, 'accounts')).toBe(accounts + 1);
  });
});
