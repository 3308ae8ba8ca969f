/**
 * Rebates an agent gives its downlines (docs/product.md#agent-centre): per product, a percentage
 * of the downline's valid bets paid back. Values are percentages with at most two decimals; the
 * rules work in hundredths of a percent so that no float rounding decides a limit.
 */
export const REBATE_PRODUCTS = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];

/** The operator's limit for one product (the platform's global rebate settings). */
export interface RebateLimit {
  productType: RebateProduct;
  /** The highest rebate anyone may hold. */
  highestRebate: number;
  /** The step a rebate moves by, and what the upline keeps at least. */
  rebateInterval: number;
}

/** One product's rebate an account holds. */
export interface RebateSetting {
  productType: RebateProduct;
  rebateValue: number;
}

const toHundredths = (percent: number) => Math.round(percent * 100);
const fromHundredths = (hundredths: number) => hundredths / 100;

/**
 * The most an agent may give a downline on a product: the smaller of its own rebate and the
 * operator's highest, less one step (the upline keeps at least that), never below 0.
 */
export function maxDownlineRebate(own: number, limit: RebateLimit): number {
  const ceiling = Math.min(toHundredths(own), toHundredths(limit.highestRebate)) - toHundredths(limit.rebateInterval);
  return fromHundredths(Math.max(0, ceiling));
}

export type RebateProblem = 'rebate.above.max' | 'rebate.lowered' | 'rebate.off.step' | 'rebate.negative';

/**
 * Why a downline cannot be given `value` on a product, or null when it can: above the agent's
 * maximum, below what the downline holds now (a rebate is never lowered), or not on the step.
 */
export function rebateProblem(value: number, current: number, max: number, limit: RebateLimit): RebateProblem | null {
  const wanted = toHundredths(value);
  if (!Number.isFinite(value) || wanted < 0) return 'rebate.negative';
  if (Math.abs(wanted - value * 100) > 1e-6) return 'rebate.off.step';
  if (wanted % toHundredths(limit.rebateInterval) !== 0) return 'rebate.off.step';
  if (wanted > toHundredths(max)) return 'rebate.above.max';
  if (wanted < toHundredths(current)) return 'rebate.lowered';
  return null;
}
