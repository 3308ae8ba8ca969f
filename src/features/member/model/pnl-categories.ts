import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The game categories by name, in the words the game centre gives them
 * (docs/product.md#game-entrance-and-game-centre): the same texts, so the same translations. An
 * operator's new category has no translation yet: its code is the best name there is.
 */
const CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  RNG: msg`Slots`,
  LIVE: msg`Live casino`,
  FISH: msg`Fishing`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-Lottery`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`Esports`,
  PVP: msg`Card games`,
  BINGO: msg`Bingo`,
  BGS: msg`BGS`,
  COCKFIGHT: msg`Cockfight`,
};

export function categoryName(code: string): MessageDescriptor {
  return Object.hasOwn(CATEGORY_NAMES, code) ? CATEGORY_NAMES[code]! : { id: code, message: code };
}
