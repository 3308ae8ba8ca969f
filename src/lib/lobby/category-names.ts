import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The product categories by name (docs/product.md#game-entrance-and-game-centre): the game
 * centre's tabs, the latest winners' tabs and a member's profit and loss by category say them
 * alike, so one text has one translation.
 */
const CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  RNG: msg`Slots`,
  LIVE: msg`Live casino`,
  FISH: msg`Fishing`,
  LOTT: msg`Lottery`,
  // docs/product.md#game-entrance-and-game-centre gives ELOTT the LOTT label; two tabs both called
  // Lottery could not be told apart by ear.
  ELOTT: msg`E-Lottery`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`Esports`,
  PVP: msg`Card games`,
  BINGO: msg`Bingo`,
  BGS: msg`BGS`,
  COCKFIGHT: msg`Cockfight`,
};

/** A category's name; an operator's new category has no translation yet, and its code is the best name there is. */
export function categoryName(code: string): MessageDescriptor {
  return Object.hasOwn(CATEGORY_NAMES, code) ? CATEGORY_NAMES[code]! : { id: code, message: code };
}
