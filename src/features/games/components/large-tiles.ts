import { createContext } from 'react';

/**
 * True inside the game entrance's panels, whose tiles are drawn large (two or three a row) and so
 * take a game's large picture (docs/product.md#game-artwork). A context rather than a prop, so the
 * lists between the entrance and its tiles stay as they are.
 */
export const LargeTilesContext = createContext(false);
