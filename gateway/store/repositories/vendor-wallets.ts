import type { DatabaseSync } from 'node:sqlite';

/**
 * The members' vendor (transfer) wallets: one balance per member and vendor
 * (gateway/README.md "Wallet transfer"). Callers change them only inside the store's transaction
 * that also moves the main balance and writes the ledger, so the wallets always add up.
 */
export interface VendorWalletsRepository {
  /** Every vendor wallet the member has, by vendor code (a vendor never transferred to has none). */
  balances(accountId: number): Map<string, number>;
  /**
   * Adds `deltaCents` (negative to take) to one vendor wallet; undefined when that would take it
   * below zero, and nothing is written then.
   */
  change(accountId: number, vendor: string, deltaCents: number, now: number): number | undefined;
}

export function createVendorWalletsRepository(db: DatabaseSync): VendorWalletsRepository {
  const selectAll = db.prepare('SELECT vendor, balance_cents FROM vendor_wallets WHERE account_id = ?');
  // The guard is in the UPDATE's WHERE: an overdraft changes no row, with no read before the
  // write for another request to slip between. A first credit creates the row.
  const update = db.prepare(
    'UPDATE vendor_wallets SET balance_cents = balance_cents + ?3, updated_at = ?4 WHERE account_id = ?1 AND vendor = ?2 AND balance_cents + ?3 >= 0 RETURNING balance_cents',
  );
  const insert = db.prepare(
    'INSERT OR IGNORE INTO vendor_wallets (account_id, vendor, balance_cents, updated_at) VALUES (?1, ?2, ?3, ?4) RETURNING balance_cents',
  );
  return {
    balances(accountId) {
      const rows = selectAll.all(accountId) as { vendor: string; balance_cents: number }[];
      return new Map(rows.map((row) => [String(row.vendor), Number(row.balance_cents)]));
    },
    change(accountId, vendor, deltaCents, now) {
      const updated = update.get(accountId, vendor, deltaCents, now) as { balance_cents: number } | undefined;
      if (updated) return Number(updated.balance_cents);
      if (deltaCents < 0) return undefined;
      const inserted = insert.get(accountId, vendor, deltaCents, now) as { balance_cents: number } | undefined;
      return inserted ? Number(inserted.balance_cents) : undefined;
    },
  };
}
