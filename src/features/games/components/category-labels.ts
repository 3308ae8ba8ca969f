import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { categoryName } from '@/lib/lobby/category-names';

/**
 * Labels (docs/product.md#game-entrance-and-game-centre): the product categories' names
 * (src/lib/lobby/category-names.ts), plus All and the entrance's own menu items. Unknown codes
 * show as sent.
 */
const MENU_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ALL: msg`All`,
  HOME: msg`Home`,
  SERVICE: msg`Service`,
  HOT: msg`Hot`,
  FAVOURITES: msg`Favourites`,
  RECENT: msg`Recent`,
};

export function categoryLabel(code: string): MessageDescriptor {
  return Object.hasOwn(MENU_LABELS, code) ? MENU_LABELS[code]! : categoryName(code);
}
