import { describe, expect, it } from 'vitest';

import { schemaDatabase } from '../../test-support/database.ts';
import { createLedgerRepository } from './ledger.ts';

function ledgerWithAccount() {
  return createLedgerRepository(schemaDatabase());
}

describe('wallet ledger', () => {
  it('pages newest first and counts every entry', () => {
    const ledger = ledgerWithAccount();
    for (let index = 1; index <= 5; index += 1) {
      ledger.record({
        accountId: 1,
        kind: index % 2 ? 'deposit' : 'game',
        amountCents: index * 100,
        balanceAfterCents: index * 1000,
        reference: `r:${index}`,
        createdAt: index,
      });
    }
    const first = ledger.page(1, 1, 2);
    expect(first.total).toBe(5);
    expect(first.entries.map((entry) => entry.reference)).toEqual(['r:5', 'r:4']);
    expect(ledger.page(1, 3, 2).entries.map((entry) => entry.reference)).toEqual(['r:1']);
  });

  it('narrows to one kind', () => {
    const ledger = ledgerWithAccount();
    ledger.record({ accountId: 1, kind: 'deposit', amountCents: 500, balanceAfterCents: 500, reference: 'deposit:1', createdAt: 1 });
    ledger.record({ accountId: 1, kind: 'game', amountCents: -100, balanceAfterCents: 400, reference: 'round:1', createdAt: 2 });
    const deposits = ledger.page(1, 1, 10, 'deposit');
    expect(deposits.total).toBe(1);
    expect(deposits.entries[0]).toMatchObject({ kind: 'deposit', amountCents: 500, balanceAfterCents: 500 });
  });

  it('refuses a zero movement', () => {
    const ledger = ledgerWithAccount();
    expect(() =>
      ledger.record({ accountId: 1, kind: 'adjustment', amountCents: 0, balanceAfterCents: 0, reference: 'x', createdAt: 1 }),
    ).toThrow();
  });
});
