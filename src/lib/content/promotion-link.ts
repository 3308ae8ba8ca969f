import { PATHS } from '@/config/paths';

/** The promotions page's query parameter naming the one promotion to open (docs/product.md#promotions). */
export const PROMOTION_PARAM = 'promotion';

/** The promotions page opened on one promotion, named by its code as popups name it (promotionType). */
export function promotionPath(code: string): string {
  return `${PATHS.activity}?${new URLSearchParams({ [PROMOTION_PARAM]: code.trim() }).toString()}`;
}
