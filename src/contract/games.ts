/**
 * The game calls' answers: vendors by lane, game lists, hot games, favourites and recent games
 * (docs/gateway-protocol.md#games-and-lottery; the wire contract, page.ts). The optional fields are
 * those operator gateways are known to leave out; the reference gateway sends them all.
 */
import type { WirePage } from './page.ts';

/** One product category a vendor offers under a lane (`content.<lane>.<vendor>[]`). */
export interface VendorGameType {
  gameType: string;
  accountTypeName?: string;
  displayName?: string;
}

/** A vendor as a lane's `vendorNames` list it. */
export interface VendorName {
  vendor: string;
  accountTypeName?: string;
  displayName?: string;
  iconUrl?: string;
}

/** One wire lane (`gameCategory`) with its vendors, in the operator's order. */
export interface LaneSorting {
  gameCategory: string;
  vendorNames?: VendorName[];
}

/**
 * `GET /wps/relay/GCSGAME_getVassGameType` (docs/gateway-protocol.md#vendor-lanes): operator
 * gateways may send only `sorting` and `mapping`, older answers carried `content` alone.
 */
export interface VendorGameTypes {
  /** Lane → vendor → the categories it offers there. */
  content?: Record<string, Record<string, VendorGameType[]>>;
  sorting?: LaneSorting[];
  /** Lane → vendor codes. */
  mapping?: Record<string, string[]>;
}

/** A game as every game list carries it (docs/product.md#entities). */
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
  /** The vendor's display name. */
  displayName?: string;
  /** The catalogue node's own name, untranslated: shown when `gameName` is empty (docs/product.md#game-artwork). */
  nodeName?: string;
  /** The icon drawn for phones; preferred to `iconUrl` when set. */
  telIconUrl?: string;
  /** A larger picture for the lobby's large tiles; null or absent: the normal icon. */
  mobileLargeIcon?: string | null;
  /** false: the tile shows the name only, no picture. */
  showIcon?: boolean;
  /** Smallest stake per spin or round, in the currency: the reference gateway's addition. */
  minBet?: number;
  /** Fewest paylines a spin can play (1 for games without lines): the reference gateway's addition. */
  minLine?: number;
}

/** `GET /wps/relay/GCSGAME_gameList`: the next page is asked for while `pageNum < totalPages`. */
export type GamePage = WirePage<Game>;

/** `GET /wps/games/hot` and `GET /wps/game/recent`. */
export interface GameList {
  list: Game[];
}

/** `GET /wps/game/favourites`. */
export interface FavouriteGamesPage extends GamePage {
  /** Every favourite game id of the account (not only this page's), newest first. */
  ids: number[];
}

/** The body of `POST /wps/game/favourites`, and the query of its `DELETE`. */
export interface FavouriteGame {
  nodeId: number;
  vendor: string;
}
