import type { DatabaseSync } from 'node:sqlite';

import type { RebateLimit, RebateProduct, RebateSetting } from '../../../src/contract/rebates.ts';
import { REBATE_PRODUCTS } from '../../../src/contract/rebates.ts';

/** The operator's rebate limits and each account's rebates (docs/product.md#agent-centre). */
export interface RebatesRepository {
  limits(): RebateLimit[];
  setLimit(limit: RebateLimit, sort: number): void;
  /** The account's rebate on every product the operator lists; 0 where it holds none. */
  of(accountId: number): RebateSetting[];
  /** Sets the given products' rebates (the caller checks them with the rebate rules). */
  set(accountId: number, settings: readonly RebateSetting[], now: number): void;
}

function productOf(value: unknown): RebateProduct {
  const product = REBATE_PRODUCTS.find((candidate) => candidate === value);
  if (!product) throw new Error(`Unknown rebate product ${String(value)}`);
  return product;
}

export function createRebatesRepository(db: DatabaseSync): RebatesRepository {
  const selectLimits = db.prepare('SELECT product_type, highest_rebate, rebate_interval FROM rebate_limits ORDER BY sort');
  const upsertLimit = db.prepare(
    'INSERT INTO rebate_limits (product_type, highest_rebate, rebate_interval, sort) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT(product_type) DO UPDATE SET highest_rebate = excluded.highest_rebate, rebate_interval = excluded.rebate_interval, sort = excluded.sort',
  );
  const selectRebates = db.prepare(
    'SELECT l.product_type, COALESCE(r.rebate_value, 0) AS rebate_value FROM rebate_limits l ' +
      'LEFT JOIN account_rebates r ON r.product_type = l.product_type AND r.account_id = ? ORDER BY l.sort',
  );
  const upsertRebate = db.prepare(
    'INSERT INTO account_rebates (account_id, product_type, rebate_value, updated_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT(account_id, product_type) DO UPDATE SET rebate_value = excluded.rebate_value, updated_at = excluded.updated_at',
  );
  return {
    limits: () =>
      selectLimits.all().map((row) => ({
        productType: productOf(row.product_type),
        highestRebate: Number(row.highest_rebate),
        rebateInterval: Number(row.rebate_interval),
      })),
    setLimit(limit, sort) {
      upsertLimit.run(limit.productType, limit.highestRebate, limit.rebateInterval, sort);
    },
    of: (accountId) =>
      selectRebates.all(accountId).map((row) => ({ productType: productOf(row.product_type), rebateValue: Number(row.rebate_value) })),
    set(accountId, settings, now) {
      for (const setting of settings) upsertRebate.run(accountId, setting.productType, setting.rebateValue, now);
    },
  };
}
