/** A game (docs/product.md#entities), as the gateway's game lists (and its hot games) carry it. */
export interface Game {
  id: number;
  gameId: number;
  nodeId: number;
  roomId?: number;
  vendor: string;
  vassalage: string;
  supportPlay: 0 | 1;
  /** Wire lane: RNG also carries BGS and bingo, SPORTS also esports and cockfight. */
  gameType: string;
  gameName: string;
  iconUrl: string;
  isTop?: 0 | 1;
  isNew?: 0 | 1;
  lottoGameCode?: string | null;
  /** Product category (docs/product.md#game-vendor-structure). */
  gameCategory?: string;
  gameClassify?: string;
  accountTypeName?: string;
  displayName?: string;
}
