import { STORAGE_KEYS } from '../storage/keys';

/**
 * "Log in to play" (docs/product.md#game-launch): the game a visitor tapped is kept in session
 * storage while it logs in (through a forced password change or a registration too), launched
 * once a session exists, and never again: taking it removes it, a logout empties session storage,
 * and leaving the login pages without logging in drops it.
 */

/** The fields of a game a launch reads, as the game lists carry them (contract/games.ts). */
export interface IntendedGame {
  id: number;
  gameId: number;
  nodeId: number;
  vendor: string;
  vassalage: string;
  supportPlay: 0 | 1;
  gameType: string;
  gameName: string;
  iconUrl: string;
  lottoGameCode?: string | null;
  gameCategory?: string;
}

export interface LaunchIntent {
  game: IntendedGame;
  /** Epoch ms of the tap. */
  at: number;
}

/** Long enough to register, read an SMS and change a password; a tap older than this is forgotten. */
export const LAUNCH_INTENT_TTL_MS = 15 * 60_000;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Only the launch fields are kept: no artwork or names beyond what a launch shows. */
export function intentFor(game: IntendedGame, now: number): LaunchIntent {
  const { id, gameId, nodeId, vendor, vassalage, supportPlay, gameType, gameName, iconUrl, lottoGameCode, gameCategory } = game;
  return {
    game: {
      id,
      gameId,
      nodeId,
      vendor,
      vassalage,
      supportPlay,
      gameType,
      gameName,
      iconUrl,
      lottoGameCode: lottoGameCode ?? null,
      gameCategory,
    },
    at: now,
  };
}

/**
 * A stored intent read back, or null when it is not one (storage anyone can write), or is older
 * than the TTL, or from the future.
 */
export function readIntent(raw: string | null, now: number): LaunchIntent | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { game, at } = parsed as { game?: Partial<IntendedGame>; at?: unknown };
  if (typeof at !== 'number' || !Number.isFinite(at) || at > now || now - at > LAUNCH_INTENT_TTL_MS) return null;
  if (typeof game !== 'object' || game === null) return null;
  if (!isId(game.id) || !isId(game.gameId) || !isText(game.vendor) || !isText(game.vassalage) || !isText(game.gameType)) return null;
  if (game.lottoGameCode != null && !isText(game.lottoGameCode)) return null;
  if (game.gameCategory !== undefined && !isText(game.gameCategory)) return null;
  return intentFor(
    {
      id: game.id,
      gameId: game.gameId,
      nodeId: isId(game.nodeId) ? game.nodeId : 0,
      vendor: game.vendor,
      vassalage: game.vassalage,
      supportPlay: game.supportPlay === 0 ? 0 : 1,
      gameType: game.gameType,
      gameName: isText(game.gameName) ? game.gameName : '',
      iconUrl: isText(game.iconUrl) ? game.iconUrl : '',
      lottoGameCode: game.lottoGameCode ?? null,
      gameCategory: game.gameCategory,
    },
    at,
  );
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveLaunchIntent(game: IntendedGame, now = Date.now()): void {
  try {
    storage()?.setItem(STORAGE_KEYS.launchIntent, JSON.stringify(intentFor(game, now)));
  } catch {
    // Storage full or refused: the login still returns to the page, only the launch is not kept.
  }
}

export function hasLaunchIntent(now = Date.now()): boolean {
  try {
    return readIntent(storage()?.getItem(STORAGE_KEYS.launchIntent) ?? null, now) !== null;
  } catch {
    return false;
  }
}

/** The intent, removed as it is read: whoever takes it launches it, once. */
export function takeLaunchIntent(now = Date.now()): LaunchIntent | null {
  try {
    const store = storage();
    const raw = store?.getItem(STORAGE_KEYS.launchIntent) ?? null;
    store?.removeItem(STORAGE_KEYS.launchIntent);
    return readIntent(raw, now);
  } catch {
    return null;
  }
}

export function dropLaunchIntent(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.launchIntent);
  } catch {
    // Nothing to drop.
  }
}
