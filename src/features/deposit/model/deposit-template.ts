/**
 * Page templates (docs/product.md#deposit): the deposit page is the new design when `dep_func` is
 * 1, else base.
 */
export type DepositTemplate = 'new' | 'base';

export function selectDepositTemplate(payload: { info?: Record<string, unknown> } | null | undefined): DepositTemplate {
  const templates = payload?.info?.mobileTemplate;
  if (typeof templates !== 'object' || templates === null) return 'base';
  const flag = (templates as Record<string, unknown>).dep_func;
  // The platform sends other flags as strings ("1"), so both spellings count.
  return flag === 1 || flag === '1' ? 'new' : 'base';
}
