import type { RebateConfig, RebateRange } from '@/contract/agent-team';
import { REBATE_PRODUCTS, type RebateProduct } from '@/contract/rebates';
import { type RebateProblem, rebateProblem } from '@/contract/rebates';
import { formatDecimal } from '@/lib/format/decimal';
import type { GatewayError } from '@/lib/gateway/gateway-error';

/**
 * The rebate form's rule (docs/product.md#edit-rebates), the gateway's own (src/contract/rebates.ts)
 * applied to what is typed: a value on the product's step, not below the downline's current
 * rebate, not above what the agent may give. An empty field keeps the current value.
 */
export type RebateFieldProblem = Exclude<RebateProblem, 'rebate.negative'> | 'format';

/** Typed values per product, as the fields hold them. */
export type RebateInputs = Partial<Record<RebateRange['productType'], string>>;

const NUMBER = /^\d{1,3}(?:[.,]\d{1,4})?$/;

/** The decimals a step is written with: 0.1 → 1, 0.05 → 2, 1 → 0. */
export function stepDecimals(step: number): number {
  const hundredths = Math.round(step * 100);
  if (hundredths % 100 === 0) return 0;
  return hundredths % 10 === 0 ? 1 : 2;
}

/** A typed rebate in percent ("1.5" or "1,5"), or null when it is not a number. */
export function parseRebate(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** A rebate as the screens write it: the step's decimals, in the player's language. */
export function formatRebate(value: number, range: Pick<RebateRange, 'rebateInterval'>, locale: string): string {
  return formatDecimal(value, locale, stepDecimals(range.rebateInterval));
}

/** Whether the agent may give more than the downline holds on this product. */
export function canRaise(range: RebateRange): boolean {
  return Math.round(range.max * 100) > Math.round(range.current * 100);
}

/** What is wrong with a typed rebate, or null (empty keeps the current value). */
export function checkRebate(text: string, range: RebateRange): RebateFieldProblem | null {
  if (text.trim() === '') return null;
  const value = parseRebate(text);
  if (value === null) return 'format';
  if (Math.round(value * 100) === Math.round(range.current * 100)) return null;
  const problem = rebateProblem(value, range.current, range.max, range);
  return problem === 'rebate.negative' ? 'format' : problem;
}

/** Every product's problem, keyed by product; empty when the form may be sent. */
export function rebateProblems(inputs: RebateInputs, ranges: readonly RebateRange[]): RebateInputsProblems {
  const problems: RebateInputsProblems = {};
  for (const range of ranges) {
    const problem = checkRebate(inputs[range.productType] ?? '', range);
    if (problem) problems[range.productType] = problem;
  }
  return problems;
}

export type RebateInputsProblems = Partial<Record<RebateRange['productType'], RebateFieldProblem>>;

/** The products whose typed value differs from the current one: what the gateway is sent. */
export function changedRebates(inputs: RebateInputs, ranges: readonly RebateRange[]): RebateConfig[] {
  const changed: RebateConfig[] = [];
  for (const range of ranges) {
    const value = parseRebate(inputs[range.productType] ?? '');
    if (value !== null && Math.round(value * 100) !== Math.round(range.current * 100)) {
      changed.push({ type: range.productType, rebateValue: value });
    }
  }
  return changed;
}

const REFUSAL_CODES: ReadonlySet<string> = new Set(['rebate.above.max', 'rebate.lowered', 'rebate.off.step']);

/**
 * The product a gateway's rebate refusal names (its `value`, docs/gateway-protocol.md#agent-centre),
 * so the form can show it on that product's field; null for any other failure.
 */
export function refusedProduct(error: Pick<GatewayError, 'code' | 'value'> | undefined): RebateProduct | null {
  if (!error || !REFUSAL_CODES.has(error.code)) return null;
  const product = (error.value as { productType?: unknown } | null | undefined)?.productType;
  return REBATE_PRODUCTS.find((candidate) => candidate === product) ?? null;
}
