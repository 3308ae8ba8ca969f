import { ALL_TAB } from './categories';

/** The latest winners page's query parameter: the category whose board is shown (docs/product.md#latest-winners). */
export const WINNERS_CATEGORY_PARAM = 'gameCategory';

/**
 * The category a winners address asks for: one the operator's lobby offers, else every category.
 * While the lobby's categories are on their way (`offered` null) a well-formed code is taken as
 * asked, so a shared link does not first show every category and then jump.
 */
export function winnersCategory(wanted: string | null, offered: readonly string[] | null): string {
  if (!wanted) return ALL_TAB;
  if (offered === null) return /^[A-Z_]{1,20}$/.test(wanted) ? wanted : ALL_TAB;
  return offered.includes(wanted) ? wanted : ALL_TAB;
}
