import type { GatewayModule } from '../http/context.ts';
import { sendRevalidatable } from '../http/http-cache.ts';
import { answersWith, languageProperty, languageQuerySchema, numberSchema, schemaFor, stringSchema } from '../http/schemas.ts';
import { hashString } from '../lib/prng.ts';
import type { CatalogRepository, GameRecord } from '../store/repositories/catalog.ts';
import { LOTTERY_PICK_RULES, type LotteryPickRule, lottoGameCode } from '../store/seed-data/catalog.ts';

/**
 * Prize modes (docs/product.md#constants): Lott is the lottery, Elott the electronic lottery. ZY is
 * a Lott variant the launcher may send; the demo has no separate ZY catalogue, so it shows the Lott
 * games.
 */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export type LotteryCategory = 'LOTT' | 'ELOTT';

export function categoryOfPrizeMode(prizeMode: PrizeMode): LotteryCategory {
  return prizeMode === 'Elott' ? 'ELOTT' : 'LOTT';
}

export interface LotteryGame {
  gameId: number;
  lottoGameCode: string;
  gameName: string;
  vendor: string;
  displayName: string;
  gameCategory: LotteryCategory;
  prizeMode: 'Lott' | 'Elott';
  iconUrl: string;
  /**
   * Draws happen at every multiple of this interval since the Unix epoch, so the next draw is
   * `floor(now / interval) * interval + interval` (see `nextDrawAt`) on the client and server alike.
   */
  drawIntervalSeconds: number;
}

/** Lobby nodes are lottery games without a draw code: they open a lobby, not a draw. */
export function isLotteryDraw(game: GameRecord): game is GameRecord & { category: LotteryCategory; lottoGameCode: string } {
  return (game.category === 'LOTT' || game.category === 'ELOTT') && Boolean(game.lottoGameCode);
}

export function isLotteryLobby(game: GameRecord): boolean {
  return (game.category === 'LOTT' || game.category === 'ELOTT') && !game.lottoGameCode;
}

const ELOTT_INTERVALS = [60, 120, 180, 300, 600] as const;
const LOTT_INTERVALS = [600, 900, 1800, 3600] as const;

/**
 * A draw named for its pace ("Keno 5 Min") keeps it; the others get a fixed interval from their
 * id: minutes for e-lotteries, longer for the traditional draws.
 */
export function drawIntervalSeconds(game: Pick<GameRecord, 'id' | 'name' | 'category'>): number {
  const named = /(\d{1,3})\s*min\b/i.exec(game.name);
  if (named) return Number(named[1]) * 60;
  const options = game.category === 'ELOTT' ? ELOTT_INTERVALS : LOTT_INTERVALS;
  return options[hashString(`draw:${game.id}`) % options.length] ?? 600;
}

/** The first draw strictly after `now` (epoch ms). */
export function nextDrawAt(intervalSeconds: number, now: number): number {
  const interval = intervalSeconds * 1000;
  return Math.floor(now / interval) * interval + interval;
}

const PICK_RULES_BY_CODE = new Map(Object.entries(LOTTERY_PICK_RULES).map(([name, rule]) => [lottoGameCode(name), rule]));

/**
 * A draw's pick rule: the seeded one for its code, else what its name states ("6/45", "4D"),
 * else three digits, the simplest ticket.
 */
export function pickRuleOf(game: Pick<GameRecord, 'name' | 'lottoGameCode'>): LotteryPickRule {
  const seeded = game.lottoGameCode ? PICK_RULES_BY_CODE.get(game.lottoGameCode) : undefined;
  if (seeded) return seeded;
  const set = /\b(\d{1,2})\s*\/\s*(\d{1,2})\b/.exec(game.name);
  if (set && Number(set[1]) >= 1 && Number(set[1]) <= Number(set[2])) {
    return { kind: 'set', picks: Number(set[1]), picksMax: Number(set[1]), lowest: 1, highest: Number(set[2]) };
  }
  const positions = /\b([1-6])D\b/.exec(game.name);
  return { kind: 'positions', positions: positions ? Number(positions[1]) : 3, lowest: 0, highest: 9, distinct: false };
}

function lotteryGame(game: GameRecord & { category: LotteryCategory; lottoGameCode: string }, displayName: string): LotteryGame {
  return {
    gameId: game.id,
    lottoGameCode: game.lottoGameCode,
    gameName: game.name,
    vendor: game.vendor,
    displayName,
    gameCategory: game.category,
    prizeMode: game.category === 'ELOTT' ? 'Elott' : 'Lott',
    iconUrl: `/cdn/games/${game.id}.webp`,
    drawIntervalSeconds: drawIntervalSeconds(game),
  };
}

/** Lottery draws (lobby nodes left out) in catalogue id order: vendor by vendor, each in its order. */
export function lotteryGames(catalog: CatalogRepository, category?: LotteryCategory): LotteryGame[] {
  const vendors = new Map(catalog.vendors().map((vendor) => [vendor.code, vendor.displayName]));
  return catalog
    .games()
    .filter(isLotteryDraw)
    .filter((game) => category === undefined || game.category === category)
    .sort((a, b) => a.id - b.id)
    .map((game) => lotteryGame(game, vendors.get(game.vendor) ?? game.vendor));
}

export const POPULAR_LOTTERY_LIMIT = 6;

/** Top lotteries first, then hot ones, by id; at most POPULAR_LOTTERY_LIMIT. */
function popularLotteries(catalog: CatalogRepository): LotteryGame[] {
  const flagged = new Map(
    catalog
      .games()
      .filter((game) => isLotteryDraw(game) && (game.isHot === 1 || game.isTop === 1))
      .map((game) => [game.id, game]),
  );
  return lotteryGames(catalog)
    .filter((game) => flagged.has(game.gameId))
    .sort((a, b) => (flagged.get(b.gameId)?.isTop ?? 0) - (flagged.get(a.gameId)?.isTop ?? 0) || a.gameId - b.gameId)
    .slice(0, POPULAR_LOTTERY_LIMIT);
}

/** The draw with that code (codes are unique across lottery vendors). */
export function lotteryByCode(catalog: CatalogRepository, code: string): GameRecord | undefined {
  return catalog.games().find((game) => isLotteryDraw(game) && game.lottoGameCode === code);
}

const lotteryGameSchema = schemaFor<LotteryGame>()({
  type: 'object',
  required: ['gameId', 'lottoGameCode', 'gameName', 'vendor', 'displayName', 'gameCategory', 'prizeMode', 'iconUrl', 'drawIntervalSeconds'],
  additionalProperties: false,
  properties: {
    gameId: numberSchema,
    lottoGameCode: stringSchema,
    gameName: stringSchema,
    vendor: stringSchema,
    displayName: stringSchema,
    gameCategory: stringSchema,
    prizeMode: stringSchema,
    iconUrl: stringSchema,
    drawIntervalSeconds: numberSchema,
  },
});

const lotteryListAnswer = answersWith({
  type: 'object',
  required: ['list'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: lotteryGameSchema } },
});

const lotteryListQuerySchema = {
  type: 'object',
  properties: {
    prizeMode: { type: 'string', enum: ['', 'Lott', 'Elott'] },
    language: languageProperty,
  },
} as const;

/**
 * The lottery catalogue (/lgw/games/mobile, /lgw/games/popular). The lists only change with a
 * new seed, so they carry ETags; next draw times are left to the caller (`nextDrawAt`), which
 * keeps the answers identical from one minute to the next.
 */
export const lotteryModule: GatewayModule = async (app, { store }) => {
  const cache = new Map<string, { list: LotteryGame[] }>();
  const cached = (key: string, compute: () => LotteryGame[]) => {
    let value = cache.get(key);
    if (!value) {
      value = { list: compute() };
      cache.set(key, value);
    }
    return value;
  };

  app.get('/lgw/games/mobile', { schema: { querystring: lotteryListQuerySchema, response: lotteryListAnswer } }, async (request, reply) => {
    const prizeMode = request.query.prizeMode || undefined;
    const value = cached(`mobile:${prizeMode ?? ''}`, () =>
      lotteryGames(store.catalog, prizeMode ? categoryOfPrizeMode(prizeMode) : undefined),
    );
    return sendRevalidatable(request, reply, value);
  });

  app.get('/lgw/games/popular', { schema: { querystring: languageQuerySchema, response: lotteryListAnswer } }, async (request, reply) =>
    sendRevalidatable(
      request,
      reply,
      cached('popular', () => popularLotteries(store.catalog)),
    ),
  );
};
