/**
 * The lottery frame's stylesheet name on the gateway (`css=`,
 * docs/gateway-protocol.md#games-and-lottery), matching the app's dark theme.
 */
const LOTTO_FRAME_CSS = 'lotto-dark';

export interface LotteryFrameInput {
  /** The configured gateway origin; '' when the gateway shares the app's origin. */
  gatewayOrigin: string;
  appOrigin: string;
  mui: string;
  playType: string;
  gameId: string;
  /**
   * The single-use frame ticket the gateway answered for this frame
   * (`POST /wps/game/lottery/frame-ticket`); never the session token.
   */
  ticket: string;
  merchant: string;
  prizeMode: string;
  /** The app's language code (EN, TY, ...): the frame's page speaks it. */
  language: string;
  css?: string;
  /** The player's IANA time zone (`browserTimeZone()`): the frame shows draw times in it. */
  timeZone?: string;
}

/** The device's time zone, e.g. `Asia/Manila`; '' where the runtime cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}

/**
 * Route parameters become path segments of the frame URL; a plain name cannot climb out of
 * /lgw/lotto/ (no dots, slashes or escapes once the router has decoded them).
 */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The lottery frame URL: `/lgw/lotto/{mui}/{playType}/games/{gameId}?ticket&merchant&css&prize_mode`
 * on the gateway, plus the app's `language` and, when known, the player's time zone `tz`
 * (gateway/README.md "Game and lottery pages"). The frame opens with a single-use ticket, not the
 * session token, which an address would leak into history, logs and Referer. null when a path
 * part is not a plain name.
 */
export function lotteryFrameSrc(input: LotteryFrameInput): string | null {
  const { mui, playType, gameId } = input;
  if (![mui, playType, gameId].every((segment) => PLAIN_SEGMENT.test(segment))) return null;
  let base: URL;
  try {
    base = new URL(input.gatewayOrigin || input.appOrigin);
  } catch {
    return null;
  }
  const url = new URL(`/lgw/lotto/${mui}/${playType}/games/${gameId}`, base.origin);
  const query = new URLSearchParams({
    ticket: input.ticket,
    merchant: input.merchant,
    css: input.css ?? LOTTO_FRAME_CSS,
    prize_mode: input.prizeMode,
    language: input.language,
  });
  if (input.timeZone) query.set('tz', input.timeZone);
  url.search = query.toString();
  return url.href;
}

/**
 * Origins a game frame may load from: the app's own and the configured gateway's
 * (docs/architecture.md#security).
 */
export function frameOriginAllowlist(appOrigin: string, gatewayOrigin: string): string[] {
  const origins = new Set<string>();
  for (const candidate of [appOrigin, gatewayOrigin]) {
    if (!candidate) continue;
    try {
      const { origin, protocol } = new URL(candidate);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // A malformed configured origin allows nothing.
    }
  }
  return [...origins];
}

export function isAllowedFrameSrc(src: string | null, allowlist: readonly string[]): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return (url.protocol === 'https:' || url.protocol === 'http:') && allowlist.includes(url.origin);
  } catch {
    return false;
  }
}
