import { DEVICE_HEADER_VALUE } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { isTrialAccount } from '@/lib/session/roles';

import type { CategoryCode, GameCategory } from './categories';
import { lotteryGameTarget } from './lottery-routing';
import type { PrizeMode } from './prize-mode';

/**
 * The fields of a game (docs/product.md#entities) that decide how it launches; the platform names
 * the id either way.
 */
export type LaunchableGame = ({ gameId: number; id?: number } | { id: number; gameId?: number }) & {
  vendor?: string;
  vassalage?: string;
  /** Wire lane: RNG also for bingo and BGS games, SPORTS also for esports and cockfight. */
  gameType?: string;
  gameCategory?: string;
  lottoGameCode?: string | null;
};

export interface LaunchRequest {
  game: LaunchableGame;
  hasSession: boolean;
  /** Customer type (docs/product.md#entities); unknown counts as 4, the guest/trial default. */
  memberType?: number;
  /** The RNG overlay's free-trial button rather than Play now. */
  freePlay?: boolean;
  /** From the vendor structure's mapping (see prizeMode). */
  prizeMode: PrizeMode;
}

/**
 * The VN lottery lobby launch (docs/gateway-protocol.md#vn-lottery-lobby-launch); backUrl and
 * language are the caller's to add.
 */
interface LotteryLobbyParams {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  lottoPrizeMode: PrizeMode;
  lottoGameCode: string;
  lottoView: 'lobby' | 'betting';
  device: typeof DEVICE_HEADER_VALUE;
}

export type LaunchRoute =
  | { kind: 'login' }
  | { kind: 'free-reject' }
  | { kind: 'lottery-lobby'; params: LotteryLobbyParams }
  | { kind: 'launch-page'; path: string }
  | { kind: 'generic'; params: { gameId: number; freePlay: boolean } };

/** Vendors whose games open the VN lottery lobby instead of a game URL of their own. */
const LOTTERY_LOBBY_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);

const RNG_LANE_CATEGORIES: ReadonlySet<string> = new Set(['RNG', 'BINGO', 'BGS']);
const LOTTERY_CATEGORIES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

const upper = (value: string | null | undefined): string => value?.trim().toUpperCase() ?? '';

/** A specific draw's code, or '' for the lobby (no code, or the LOTTO_LOBBY node). */
function drawCode(game: LaunchableGame): string {
  return lotteryGameTarget(game.lottoGameCode).lottoGameCode;
}

/** Lists carry the lane in gameType and the product category in gameCategory; either may be set. */
function isInCategories(game: LaunchableGame, categories: ReadonlySet<string>): boolean {
  return categories.has(upper(game.gameType)) || categories.has(upper(game.gameCategory));
}

/**
 * docs/product.md#game-launch: what tapping a game does. The session check comes first so that a
 * visitor is sent to log in before anything else is judged; trial accounts may not play RNG
 * games for real, only through the free-trial button.
 */
export function launchRoute({ game, hasSession, memberType, freePlay = false, prizeMode }: LaunchRequest): LaunchRoute {
  if (!hasSession) return { kind: 'login' };
  if (isTrialAccount(memberType) && !freePlay && isInCategories(game, RNG_LANE_CATEGORIES)) {
    return { kind: 'free-reject' };
  }
  const code = drawCode(game);
  if (LOTTERY_LOBBY_VENDORS.has(upper(game.vendor ?? game.vassalage))) {
    return {
      kind: 'lottery-lobby',
      params: {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: prizeMode,
        lottoGameCode: code,
        lottoView: code === '' ? 'lobby' : 'betting',
        device: DEVICE_HEADER_VALUE,
      },
    };
  }
  if (isInCategories(game, LOTTERY_CATEGORIES)) {
    const params = new URLSearchParams({ playType: 'trad', prize_mode: prizeMode, code: code || 'lobby', pageBack: 'home' });
    return { kind: 'launch-page', path: `${PATHS.launchGame}?${params.toString()}` };
  }
  return { kind: 'generic', params: { gameId: game.gameId ?? game.id!, freePlay } };
}

/**
 * docs/product.md#game-entrance-and-game-centre: the slots centre, narrowed to one RNG vendor when
 * one is given.
 */
export function slotsCentrePath(vendor?: string): string {
  const code = vendor?.trim();
  return code ? `${PATHS.slotsCenter}?${new URLSearchParams({ vassalage: code }).toString()}` : PATHS.slotsCenter;
}

export type CentreTabTap = { kind: 'select-tab'; tab: CategoryCode } | { kind: 'navigate'; path: string };

/**
 * Game centre (docs/product.md#game-entrance-and-game-centre): the RNG tab leads to the slots
 * centre; other tabs switch in place.
 */
export function centreTabTap(tab: CategoryCode): CentreTabTap {
  return tab === 'RNG' ? { kind: 'navigate', path: slotsCentrePath() } : { kind: 'select-tab', tab };
}

export type CentreVendorTarget = { kind: 'path'; path: string } | { kind: 'launch'; category: CategoryCode; vendor: string };

/**
 * Game centre (docs/product.md#game-entrance-and-game-centre): "starting an RNG game goes to
 * /m/slotsCenter?vassalage={vendor}. Other categories launch directly by category and vendor." The
 * structure names no game to launch, so for a launch the caller picks the vendor's game (e.g. its
 * lobby) by category and vendor.
 */
export function centreVendorTarget(category: Pick<GameCategory, 'code'>, vendor: string): CentreVendorTarget {
  return category.code === 'RNG' ? { kind: 'path', path: slotsCentrePath(vendor) } : { kind: 'launch', category: category.code, vendor };
}
