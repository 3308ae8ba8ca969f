import { memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { appOriginOf } from '../http/cors.ts';
import { merchantOf } from '../http/merchant.ts';
import { PAGE_TICKET_TTL_MS } from '../http/page-tickets.ts';
import { MEMBER_LIMITS, perMemberPerMinute } from '../http/rate-limits.ts';
import { answersWith, backUrlProperty, idTextProperty, languageProperty, stringSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { languageQuery } from '../lib/page-texts.ts';
import { newSessionToken } from '../lib/tokens.ts';
import { TRIAL_TYPE } from '../store/repositories/accounts.ts';
import { assertKycAllows } from './kyc/gates.ts';
import { lotteryByCode, PRIZE_MODES } from './lottery.ts';
import { assertLossLimitNotReached } from './responsible/guards.ts';

/** Play money a free-play ticket starts with: 10,000.00. */
export const FUN_BALANCE_CENTS = 1_000_000;
export const DEFAULT_BACK_URL = '/m/home';
/** The node the platform's launcher sends for "open the lobby" (docs/gateway-protocol.md#vn-lottery-lobby-launch). */
const LOTTO_LOBBY = 'LOTTO_LOBBY';
const LOTTERY_PLAY_TYPE = 'trad';

/** The launch's `backUrl` rule (defined with the shared schemas; tests/unit reads it here). */
export { backUrlProperty };

// DESKTOP: SPORTS tiles offer the vendor's desktop site as well as the mobile one.
const deviceProperty = { type: 'string', enum: ['', 'MOBILE', 'OTHERS', 'DESKTOP'] } as const;

const launchQuerySchema = {
  type: 'object',
  required: ['gameId'],
  properties: {
    gameId: idTextProperty,
    freePlay: { type: 'string', enum: ['0', '1'] },
    backUrl: backUrlProperty,
    language: languageProperty,
    device: deviceProperty,
  },
} as const;

const lotteryLaunchQuerySchema = {
  type: 'object',
  required: ['lottoPrizeMode'],
  properties: {
    lottoArea: { type: 'string', enum: ['VN'] },
    launchMode: { type: 'string', enum: ['LOTT'] },
    lottoPrizeMode: { type: 'string', enum: PRIZE_MODES },
    lottoGameCode: { type: 'string', pattern: '^[A-Z0-9_]{0,40}$' },
    lottoView: { type: 'string', enum: ['lobby', 'betting'] },
    device: deviceProperty,
    backUrl: backUrlProperty,
    language: languageProperty,
  },
} as const;

/** Where a launch sends the app: the game page, or the app's own lottery frame route. */
const launchAnswer = answersWith({
  type: 'object',
  required: ['gameUrl'],
  additionalProperties: false,
  properties: { gameUrl: stringSchema },
});

const frameTicketAnswer = answersWith({
  type: 'object',
  required: ['ticket'],
  additionalProperties: false,
  properties: { ticket: stringSchema },
});

/**
 * Game launches. `launchGame` opens the demo game page through a single-use launch ticket, which
 * the page's first request trades for a key in a cookie (see play-pages.ts); the lottery launch
 * answers the app's own frame route, which embeds the lottery
 * pages of lotto-pages/ through a frame ticket it asks for here (never the session token:
 * gateway/README.md "Game and lottery pages").
 */
export const launchModule: GatewayModule = async (app, { config, store }) => {
  // Every ticket is a row; the app asks for one per frame it opens, a loop asking for them is
  // stopped per account (gateway/README.md "Limits and timeouts").
  const frameTicketLimit = perMemberPerMinute(config, MEMBER_LIMITS.lotteryFrames);

  const launchSchemas = { querystring: launchQuerySchema, response: launchAnswer };
  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/game/launchGame', { schema: launchSchemas }, async (request, reply) => {
      const { account, token } = request.member;
      const game = store.catalog.game(Number(request.query.gameId));
      if (!game) throw new GatewayError('game.not.found');
      const freePlay = request.query.freePlay === '1';
      // Trial accounts may not play RNG-lane games for real; the free trial stays open (docs/product.md#roles).
      if (account.type === TRIAL_TYPE && game.gameType === 'RNG' && !freePlay) throw new GatewayError('game.free.account');
      // The Free trial button exists only on tiles whose supportPlay is 0 (docs/product.md#game-entrance-and-game-centre).
      if (freePlay && game.supportPlay !== 0) throw new GatewayError('game.free.play.unsupported');
      // Free play risks nothing, so the verification gate holds back real play only.
      if (!freePlay) assertKycAllows(store, account, 'launch');
      // Free play is not the member's money: only real play stops at a loss limit.
      if (!freePlay) assertLossLimitNotReached(store, account.id, Date.now());
      const ticket = newSessionToken();
      const now = Date.now();
      store.play.createTicket({
        ticket,
        sessionToken: token,
        accountId: account.id,
        gameId: game.id,
        freePlay,
        funBalanceCents: freePlay ? FUN_BALANCE_CENTS : null,
        // An app on another origin gets its way back on its own origin.
        backUrl: appOriginOf(request, config.appOrigins) + (request.query.backUrl || DEFAULT_BACK_URL),
        now,
        expiresAt: now + PAGE_TICKET_TTL_MS,
      });
      reply.header('cache-control', 'no-store');
      // The game page speaks the app's language (gateway/lib/page-texts.ts).
      return ok({ gameUrl: `/lgw/play/${ticket}${languageQuery(request.query.language)}` });
    });

    routes.get(
      '/wps/game/lottery/launch',
      { schema: { querystring: lotteryLaunchQuerySchema, response: launchAnswer } },
      async (request, reply) => {
        assertKycAllows(store, request.member.account, 'launch');
        assertLossLimitNotReached(store, request.member.account.id, Date.now());
        const code = request.query.lottoGameCode ?? '';
        let gameId = 'lobby';
        if (code !== '' && code !== LOTTO_LOBBY) {
          const game = lotteryByCode(store.catalog, code);
          if (!game) throw new GatewayError('game.not.found');
          gameId = String(game.id);
        }
        const mui = merchantOf(request);
        const query = new URLSearchParams({
          mui,
          playType: LOTTERY_PLAY_TYPE,
          gameId,
          prize_mode: request.query.lottoPrizeMode,
          pageBack: request.query.backUrl || DEFAULT_BACK_URL,
        });
        reply.header('cache-control', 'no-store');
        return ok({
          gameUrl: `/m/lotto-h5/${encodeURIComponent(mui)}/${LOTTERY_PLAY_TYPE}/games/${gameId}?${query.toString()}`,
        });
      },
    );

    // POST: every call stores a ticket, and nothing may answer it from a cache or run it for a HEAD.
    // Trial accounts may open the frame (they bet their play money); a session that must change its
    // password may not (gateway/README.md "Session").
    routes.post('/wps/game/lottery/frame-ticket', { schema: { response: frameTicketAnswer } }, async (request, reply) => {
      const now = Date.now();
      const { account, token } = request.member;
      assertKycAllows(store, account, 'launch');
      assertLossLimitNotReached(store, account.id, now);
      frameTicketLimit.take(account.id, reply);
      const ticket = newSessionToken();
      store.lotteryFrames.createTicket({
        ticket,
        sessionToken: token,
        accountId: account.id,
        merchantCode: merchantOf(request),
        now,
        expiresAt: now + PAGE_TICKET_TTL_MS,
      });
      reply.header('cache-control', 'no-store');
      return ok({ ticket });
    });
  });
};
