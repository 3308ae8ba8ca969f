import { PRIZE_MODES } from '@/config/constants';
import { PATHS } from '@/config/paths';

import type { LotteryLaunchParams } from '../api/games-api';
import type { PrizeMode } from './prize-mode';

/**
 * Where `pageBack` may lead: four named routes. The value arrives in a URL anyone can craft, so
 * it is looked up, never followed: nothing outside this table (and nothing off-site) is reachable.
 * The gateway may also echo the path it was given as `backUrl`, so the paths themselves are
 * accepted too.
 */
const PAGE_BACK_PATHS = {
  home: PATHS.home,
  lottery: PATHS.lottery,
  game: PATHS.game,
  startLottery: PATHS.startLottery,
} as const;

export type PageBack = keyof typeof PAGE_BACK_PATHS;

const KNOWN_BACK_PATHS: ReadonlySet<string> = new Set(Object.values(PAGE_BACK_PATHS));

/** The route a `pageBack` value names; anything unknown gives `fallback`. */
export function pageBackPath(pageBack: string | null | undefined, fallback: string = PATHS.home): string {
  const value = pageBack?.trim() ?? '';
  if (Object.hasOwn(PAGE_BACK_PATHS, value)) return PAGE_BACK_PATHS[value as PageBack];
  if (KNOWN_BACK_PATHS.has(value)) return value;
  return fallback;
}

/**
 * Prize modes (docs/product.md#constants), matched without regard to case; Lott when absent or
 * unknown (docs/gateway-protocol.md#prize-mode).
 */
export function normalisePrizeMode(value: string | null | undefined): PrizeMode {
  const wanted = value?.trim().toLowerCase();
  return PRIZE_MODES.find((mode) => mode.toLowerCase() === wanted) ?? 'Lott';
}

/**
 * The lobby node: `code` default `lobby` (docs/product.md#lottery), node `LOTTO_LOBBY`
 * (docs/gateway-protocol.md#vn-lottery-lobby-launch).
 */
const LOBBY_CODE = 'lobby';
const LOBBY_CODES: ReadonlySet<string> = new Set(['', 'lobby', 'lotto_lobby']);

export function isLobbyCode(code: string | null | undefined): boolean {
  return LOBBY_CODES.has(code?.trim().toLowerCase() ?? '');
}

/**
 * docs/gateway-protocol.md#vn-lottery-lobby-launch: the lobby is an empty game code in the lobby
 * view; a draw opens on its betting view.
 */
export function lotteryGameTarget(code: string | null | undefined): Pick<LotteryLaunchParams, 'lottoGameCode' | 'lottoView'> {
  if (isLobbyCode(code)) return { lottoGameCode: '', lottoView: 'lobby' };
  return { lottoGameCode: code!.trim(), lottoView: 'betting' };
}

/** The query of /m/launchGame (docs/product.md#lottery), with its defaults applied. */
export interface LotteryLaunchQuery {
  playType: string;
  prizeMode: PrizeMode;
  code: string;
  pageBack: string;
}

export function readLaunchQuery(search: URLSearchParams): LotteryLaunchQuery {
  return {
    playType: search.get('playType')?.trim() || 'trad',
    prizeMode: normalisePrizeMode(search.get('prize_mode')),
    code: search.get('code')?.trim() || LOBBY_CODE,
    pageBack: search.get('pageBack')?.trim() || 'home',
  };
}

/**
 * Lottery launch (docs/gateway-protocol.md#vn-lottery-lobby-launch): the VN lottery, mobile,
 * returning to the pageBack route (never an outside URL).
 */
export function lotteryLaunchParams(query: LotteryLaunchQuery): LotteryLaunchParams & { backUrl: string } {
  return {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: query.prizeMode,
    ...lotteryGameTarget(query.code),
    device: 'MOBILE',
    backUrl: pageBackPath(query.pageBack),
  };
}

/** The /m/launchGame link for a draw (its lottoGameCode) or a lobby (null). */
export function lotteryLaunchHref({
  prizeMode,
  code,
  pageBack,
}: {
  prizeMode: string;
  code: string | null | undefined;
  pageBack: PageBack;
}): string {
  const search = new URLSearchParams({
    playType: 'trad',
    prize_mode: normalisePrizeMode(prizeMode),
    code: isLobbyCode(code) ? LOBBY_CODE : code!.trim(),
    pageBack,
  });
  return `${PATHS.launchGame}?${search.toString()}`;
}

/**
 * What to do with a launch answer's gameUrl: an app route is followed inside the app, another
 * page of the app's origin or of the gateway's is loaded, anything else (another site,
 * `javascript:`, garbage) is refused. A bare path that is not an app route (`/lgw/play/...`) is the
 * gateway's page, on the gateway's origin when the app is served from another one
 * (`gatewayOrigin`, '' when they share one).
 */
export type GameUrlTarget = { kind: 'route'; path: string } | { kind: 'document'; url: string } | { kind: 'refused' };

export function gameUrlTarget(gameUrl: string, appOrigin: string, gatewayOrigin = ''): GameUrlTarget {
  const text = gameUrl.trim();
  if (text === '') return { kind: 'refused' };
  let url: URL;
  let gateway: string;
  try {
    url = new URL(text, appOrigin);
    gateway = gatewayOrigin ? new URL(gatewayOrigin).origin : appOrigin;
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
  if (url.origin === appOrigin && url.pathname.startsWith('/m/')) return { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` };
  if (text.startsWith('/') && !text.startsWith('//')) url = new URL(text, gateway);
  if (url.origin !== appOrigin && url.origin !== gateway) return { kind: 'refused' };
  return { kind: 'document', url: url.href };
}
