/**
 * The promotions page opened on one promotion (docs/product.md#promotions): a popup names it by its
 * code. The named promotion when the list has it (codes compare trimmed, in any case), else null,
 * and the page shows them all: never an empty page for a code the list does not know.
 */
export function focusedPromotion<T extends { code: string }>(list: readonly T[], code: string | null): T | null {
  const wanted = code?.trim().toUpperCase() ?? '';
  if (wanted === '') return null;
  return list.find((promotion) => promotion.code.trim().toUpperCase() === wanted) ?? null;
}
