import { describe, expect, it } from 'vitest';

import type { RecallResult, TransferWallets } from '../../src/contract/wallet-transfer.ts';
import { MEMBER_LIMITS } from '../http/rate-limits.ts';
import { authHeaders } from '../test-support/flows.ts';
import { envelope } from '../test-support/harness.ts';
import { useSeededGateway } from '../test-support/seeded-gateway.ts';

const { gateway, tokens } = useSeededGateway();

const DEMO_ID = 100001;

const get = (url: string, token?: string) => gateway.request({ method: 'GET', url, headers: authHeaders(token) });
const transfer = (payload: unknown, token = tokens.demo) =>
  gateway.request({
    method: 'POST',
    url: '/wps/wallets/transfer',
    payload: payload as Record<string, unknown>,
    headers: authHeaders(token),
  });
const recall = (token = tokens.demo) =>
  gateway.request({ method: 'POST', url: '/wps/wallets/transfer/recall', payload: {}, headers: authHeaders(token) });

function mainCents(): number {
  return Number(gateway.store.db.prepare('SELECT balance_cents FROM accounts WHERE id = ?').get(DEMO_ID)?.balance_cents);
}

function vendorCents(): number {
  return Number(
    gateway.store.db.prepare('SELECT COALESCE(SUM(balance_cents), 0) AS n FROM vendor_wallets WHERE account_id = ?').get(DEMO_ID)?.n,
  );
}

function transferRows(): { amount_cents: number; balance_after_cents: number; reference: string }[] {
  return gateway.store.db
    .prepare(
      "SELECT amount_cents, balance_after_cents, reference FROM wallet_ledger WHERE account_id = ? AND kind = 'transfer' ORDER BY id",
    )
    .all(DEMO_ID) as never;
}

/** Main plus vendors never changes through transfers: money only moves between the member's wallets. */
function expectConserved(totalCents: number): void {
  expect(mainCents() + vendorCents()).toBe(totalCents);
  expect(mainCents()).toBeGreaterThanOrEqual(0);
}

describe('transfer wallets', () => {
  it('lists the main wallet and one wallet per vendor, refused to a trial account', async () => {
    const value = envelope(await get('/wps/wallets/transfer', tokens.demo)).value as TransferWallets;
    expect(value.enabled).toBe(true);
    expect(value.main).toBe(mainCents() / 100);
    expect(value.vendors.length).toBeGreaterThan(5);
    expect(value.vendors.every((wallet) => wallet.balance === 0)).toBe(true);
    const trial = await get('/wps/wallets/transfer', tokens.trial);
    expect(trial.statusCode).toBe(403);
    expect(envelope(trial).code).toBe('member.trial');
    expect((await transfer({ from: 'MAIN', to: 'ALV', amount: 1 }, tokens.trial)).statusCode).toBe(403);
  });

  it('moves money in and out with a transfer ledger row, and the header total counts both', async () => {
    const total = mainCents() + vendorCents();
    const before = mainCents();
    const into = await transfer({ from: 'MAIN', to: 'ALV', amount: 12.5 });
    expect(into.statusCode).toBe(200);
    const after = envelope(into).value as TransferWallets;
    expect(after.main * 100).toBe(before - 1250);
    expect(after.vendors.find((wallet) => wallet.vendor === 'ALV')?.balance).toBe(12.5);
    expect(transferRows().at(-1)).toEqual({ amount_cents: -1250, balance_after_cents: before - 1250, reference: 'transfer:MAIN>ALV' });
    const gcs = envelope(await get('/wps/wallets/gcs', tokens.demo)).value as {
      sumBalance: number;
      wallets: { name: string; balance: number }[];
    };
    expect(gcs.sumBalance * 100).toBe(total);
    expect(gcs.wallets).toContainEqual({ name: 'ALV', balance: 12.5 });
    const out = envelope(await transfer({ from: 'ALV', to: 'MAIN', amount: 2.5 })).value as TransferWallets;
    expect(out.vendors.find((wallet) => wallet.vendor === 'ALV')?.balance).toBe(10);
    expect(transferRows().at(-1)?.reference).toBe('transfer:ALV>MAIN');
    expectConserved(total);
  });

  it('refuses bad input with a code and writes nothing', async () => {
    const total = mainCents() + vendorCents();
    const rows = transferRows().length;
    const cases: [unknown, string][] = [
      [{ from: 'MAIN', to: 'ALV', amount: 0 }, 'request.invalid'],
      [{ from: 'MAIN', to: 'ALV', amount: -5 }, 'request.invalid'],
      [{ from: 'MAIN', to: 'ALV', amount: 1.234 }, 'transfer.amount.invalid'],
      [{ from: 'MAIN', to: 'MAIN', amount: 1 }, 'transfer.wallet.invalid'],
      [{ from: 'ALV', to: 'RYL', amount: 1 }, 'transfer.wallet.invalid'],
      [{ from: 'MAIN', to: 'NOPE', amount: 1 }, 'transfer.wallet.invalid'],
      [{ from: 'MAIN', to: 'ALV' }, 'request.invalid'],
      [{ from: 'RYL', to: 'MAIN', amount: 1 }, 'balance.insufficient'],
      [{ from: 'MAIN', to: 'ALV', amount: mainCents() / 100 + 1 }, 'balance.insufficient'],
    ];
    for (const [payload, code] of cases) {
      const response = await transfer(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(envelope(response).code, JSON.stringify(payload)).toBe(code);
    }
    expect(transferRows()).toHaveLength(rows);
    expectConserved(total);
  });

  it('cannot overdraw under parallel transfers, in either direction', async () => {
    const total = mainCents() + vendorCents();
    // Leave 100.00 in the main wallet: ten parallel transfers of 30.00 can take at most three.
    const spare = mainCents() - 10_000;
    expect((await transfer({ from: 'MAIN', to: 'RYL', amount: spare / 100 })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => transfer({ from: 'MAIN', to: 'SPL', amount: 30 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => envelope(answer).code === 'balance.insufficient')).toHaveLength(7);
    expect(mainCents()).toBe(1000);
    const back = await Promise.all(Array.from({ length: 10 }, () => transfer({ from: 'SPL', to: 'MAIN', amount: 40 })));
    expect(back.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expectConserved(total);
  });

  it('recalls every vendor balance to the main wallet in one call', async () => {
    const total = mainCents() + vendorCents();
    const held = vendorCents();
    expect(held).toBeGreaterThan(0);
    const result = envelope(await recall()).value as RecallResult;
    expect(result.recalled * 100).toBe(held);
    expect(result.vendors.every((wallet) => wallet.balance === 0)).toBe(true);
    expect(result.main * 100).toBe(total);
    expect(vendorCents()).toBe(0);
    expect((envelope(await recall()).value as RecallResult).recalled).toBe(0);
    expectConserved(total);
  });

  it('lists transfers in the account record, filtered by kind and by date range', async () => {
    const page = envelope(await get('/wps/member/records/account?kind=transfer&pageSize=100', tokens.demo)).value as {
      list: { kind: string; amount: number }[];
      total: number;
    };
    expect(page.total).toBe(transferRows().length);
    expect(page.list.every((row) => row.kind === 'transfer')).toBe(true);
    const future = envelope(await get(`/wps/member/records/account?since=${Date.now() + 60_000}`, tokens.demo)).value as { total: number };
    expect(future.total).toBe(0);
    const bad = await get('/wps/member/records/account?since=yesterday', tokens.demo);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses transfers while the operator has FUNDTRANS3 off, and reads still answer', async () => {
    const switches = gateway.store.settings.get('switches');
    gateway.store.settings.set('switches', { ...switches, FUNDTRANS3: false });
    try {
      const refused = await transfer({ from: 'MAIN', to: 'ALV', amount: 1 });
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).code).toBe('transfer.off');
      expect(envelope(await recall()).code).toBe('transfer.off');
      expect((envelope(await get('/wps/wallets/transfer', tokens.demo)).value as TransferWallets).enabled).toBe(false);
    } finally {
      gateway.store.settings.set('switches', switches);
    }
  });
});

describe('transfer rate', () => {
  it('caps transfers per member per minute with 429 rate.limited', async () => {
    const answers = [];
    for (let index = 0; index < MEMBER_LIMITS.walletTransfers + 1; index += 1)
      answers.push(await transfer({ from: 'MAIN', to: 'DGH', amount: 0.01 }, tokens.agent));
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(MEMBER_LIMITS.walletTransfers);
    expect(envelope(answers.at(-1)!).code).toBe('rate.limited');
  });
});
