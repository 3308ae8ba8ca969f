import type { DatabaseSync } from 'node:sqlite';

import type { LedgerKind } from '../../../src/contract/member-records.ts';

/**
 * The wallet ledger: one row per balance movement (deposits, promotion bonuses, game rounds,
 * lottery bets, operator adjustments). Writers add the row in the same transaction as the balance
 * change, so the account record always adds up to the wallet.
 */
export const LEDGER_KINDS: readonly LedgerKind[] = ['deposit', 'bonus', 'game', 'lottery', 'adjustment', 'transfer', 'withdrawal'];

export interface LedgerEntry {
  id: number;
  accountId: number;
  kind: LedgerKind;
  /** Signed: credits are positive, debits negative; never zero. */
  amountCents: number;
  balanceAfterCents: number;
  /** What caused it, e.g. `deposit:12`, `promotion:3`, `round:40`, `lottery-bet:7`. */
  reference: string;
  createdAt: number;
}

interface LedgerPage {
  entries: LedgerEntry[];
  total: number;
}

export interface LedgerRepository {
  record(entry: Omit<LedgerEntry, 'id'>): LedgerEntry;
  /** Newest first; `kind` narrows to one kind, `since` (epoch ms) to rows from then on. `pageNo` starts at 1. */
  page(accountId: number, pageNo: number, pageSize: number, kind?: LedgerKind, since?: number): LedgerPage;
}

function toEntry(row: Record<string, unknown>): LedgerEntry {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    kind: String(row.kind) as LedgerKind,
    amountCents: Number(row.amount_cents),
    balanceAfterCents: Number(row.balance_after_cents),
    reference: String(row.reference),
    createdAt: Number(row.created_at),
  };
}

export function createLedgerRepository(db: DatabaseSync): LedgerRepository {
  const insert = db.prepare(
    'INSERT INTO wallet_ledger (account_id, kind, amount_cents, balance_after_cents, reference, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
  );
  // `?2 IS NULL` lets one statement serve both the full record and one kind; `?5` is the date
  // range's start (0 for all time).
  const selectPage = db.prepare(
    'SELECT * FROM wallet_ledger WHERE account_id = ?1 AND (?2 IS NULL OR kind = ?2) AND created_at >= ?5 ORDER BY id DESC LIMIT ?3 OFFSET ?4',
  );
  const countAll = db.prepare(
    'SELECT COUNT(*) AS total FROM wallet_ledger WHERE account_id = ?1 AND (?2 IS NULL OR kind = ?2) AND created_at >= ?3',
  );
  return {
    record(entry) {
      const row = insert.get(entry.accountId, entry.kind, entry.amountCents, entry.balanceAfterCents, entry.reference, entry.createdAt);
      return toEntry(row as Record<string, unknown>);
    },
    page(accountId, pageNo, pageSize, kind, since = 0) {
      const filter = kind ?? null;
      const entries = selectPage
        .all(accountId, filter, pageSize, (pageNo - 1) * pageSize, since)
        .map((row) => toEntry(row as Record<string, unknown>));
      const total = Number((countAll.get(accountId, filter, since) as { total: number }).total);
      return { entries, total };
    },
  };
}
