import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Labels (docs/product.md#game-entrance-and-game-centre): RNG, LIVE, FISH, LOTT (also ELOTT),
 * SPORTS, PVP and All, plus the categories docs/product.md#who-it-is-for names, and the entrance's
 * own menu items. Unknown codes show as sent.
 */
const LABELS: Record<string, MessageDescriptor> = {
  ALL: msg`All`,
  HOME: msg`Home`,
  SERVICE: msg`Service`,
  HOT: msg`Hot`,
  FAVOURITES: msg`Favourites`,
  RECENT: msg`Recent`,
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

export function categoryLabel(code: string): MessageDescriptor {
  // An operator's new lane has no translation yet: its code is the best name there is.
  return LABELS[code] ?? { id: code, message: code };
}
