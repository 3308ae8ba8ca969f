import type { FastifyReply } from 'fastify';

import type { GatewayModule } from '../../http/context.ts';
import { installFormBodyParser, installHtmlErrorHandler } from '../../http/html-pages.ts';
import { allowSameOriginFraming } from '../../http/security-headers.ts';
import { GatewayError } from '../../lib/errors.ts';
import { formatMoney, sendHtml } from '../../lib/html.ts';
import { LOTTO_TEXTS, pageLanguage } from '../../lib/page-texts.ts';
import { newSessionToken } from '../../lib/tokens.ts';
import type { GameRecord } from '../../store/repositories/catalog.ts';
import type { FrameKeyRecord } from '../../store/repositories/lottery-frames.ts';
import type { Store } from '../../store/store.ts';
import {
  categoryOfPrizeMode,
  drawIntervalSeconds,
  isLotteryDraw,
  isLotteryLobby,
  type LotteryCategory,
  nextDrawAt,
  pickRuleOf,
} from '../lottery.ts';
import { mustChangePassword } from '../session-grant.ts';
import {
  drawTimeZone,
  type FrameContext,
  type FrameParams,
  framePath,
  frameQuery,
  type FrameSession,
  KEY_FORMAT,
  readPicks,
} from './rules.ts';
import { betBodySchema, frameParamsSchema, frameQuerySchema } from './schemas.ts';
import { renderLobby, renderLotteryGame, symbolOf } from './views.ts';

/**
 * A bet form's fields. The bet route names its types rather than reading them from its schemas:
 * the picks' fields are named by pattern, which the schema's type reads as unknown values.
 */
type BetBody = FrameContext & { token?: string; stake: string } & Record<string, string | undefined>;

/** The `mui` in the path must be a configured merchant, and `merchant`, when given, the same one. */
function checkMerchant(merchantCodes: readonly string[], params: FrameParams, context: FrameContext): void {
  if (!merchantCodes.includes(params.mui) || (context.merchant && context.merchant !== params.mui)) {
    throw new GatewayError('merchant.unknown', { message: 'Unknown merchant in the lottery address.' });
  }
}

/** A 401 page, which tells to log in again: what every unusable ticket, key or token gets. */
function sessionGone(): GatewayError {
  return new GatewayError('login.not.session', {
    message: 'Your session has ended or is not valid. Please log in again in the app, then reopen the lottery.',
  });
}

/**
 * The account behind a frame key of this merchant. A session that must change its password has no
 * frame, as it has no member calls (gateway/README.md "Session").
 */
function frameAccount(store: Store, params: FrameParams, record: FrameKeyRecord | undefined, now: number): FrameSession {
  const account = record && record.merchantCode === params.mui ? store.accounts.findById(record.accountId) : undefined;
  if (!account || account.status !== 'active' || mustChangePassword(store, account, now)) throw sessionGone();
  return { account };
}

/**
 * The frame is the member's: its key must be live, of this merchant. A session token is refused
 * even beside a good key, so that no client keeps putting one in a page address (gateway/README.md
 * "Game and lottery pages").
 */
function frameSession(
  store: Store,
  merchantCodes: readonly string[],
  params: FrameParams,
  context: FrameContext,
  token: string | undefined,
): FrameSession {
  checkMerchant(merchantCodes, params, context);
  const now = Date.now();
  const key = context.frame ?? '';
  const record = token === undefined && KEY_FORMAT.test(key) ? store.lotteryFrames.findLiveKey(key, now) : undefined;
  return frameAccount(store, params, record, now);
}

function lotteryNotFound(): GatewayError {
  return new GatewayError('game.not.found', { message: 'This lottery does not exist.' });
}

function lotteryGameOf(store: Store, gameId: string): GameRecord | undefined {
  if (gameId === 'lobby') return undefined;
  const game = store.catalog.game(Number(gameId));
  if (!game || !(isLotteryDraw(game) || isLotteryLobby(game))) throw lotteryNotFound();
  return game;
}

/**
 * The lottery frame (`/lgw/lotto/<mui>/<playType>/games/<gameId>`): what the app's
 * `/m/lotto-h5/...` route shows in an `<iframe sandbox="allow-forms">`. No JavaScript and no
 * cookies (the sandbox gives it an opaque origin), so a credential has to travel in the query and
 * in a hidden form field. That is never the session token, which would end up in history, logs
 * and copied links: the app opens the frame with a single-use ticket (`ticket=`, asked for through
 * `POST /wps/game/lottery/frame-ticket`), which the first request trades for a frame key
 * (`frame=`) that only these pages accept (gateway/README.md "Game and lottery pages"). Only these
 * pages may be framed, and only by this origin.
 */
export const lottoPagesModule: GatewayModule = async (app, { store, config }) => {
  installFormBodyParser(app);
  installHtmlErrorHandler(app);
  app.addHook('onRequest', async (_request, reply) => {
    allowSameOriginFraming(reply, config.appOrigins);
  });

  // Pages and redirects, no JSON: no response schemas here.
  app.get(
    '/lgw/lotto/:mui/:playType/games/:gameId',
    // No HEAD twin: a HEAD carrying a ticket would spend it (a link checker or prefetcher).
    { schema: { params: frameParamsSchema, querystring: frameQuerySchema }, exposeHeadRoute: false },
    async (request, reply) => {
      const { placed, ticket, token, frame, merchant, css, prize_mode, language, tz } = request.query;
      const context: FrameContext = { frame, merchant, css, prize_mode, language, tz: drawTimeZone(tz) };
      if (ticket !== undefined) {
        // The app's first request: the ticket is spent whatever happens next, and the frame moves
        // on to the same page under its new key (303), so a reload of the frame never presents
        // the spent ticket again.
        checkMerchant(config.merchantCodes, request.params, context);
        const now = Date.now();
        const key = newSessionToken();
        const record =
          token === undefined && KEY_FORMAT.test(ticket) ? store.lotteryFrames.openFrame(ticket, key, request.params.mui, now) : undefined;
        frameAccount(store, request.params, record, now);
        reply.header('cache-control', 'no-store');
        const location = `${framePath(request.params, request.params.gameId)}?${frameQuery({ ...context, frame: key })}`;
        return reply.code(303).header('location', location).send();
      }
      const session = frameSession(store, config.merchantCodes, request.params, context, token);
      const game = lotteryGameOf(store, request.params.gameId);
      if (!game || isLotteryLobby(game)) {
        const category = game
          ? (game.category as LotteryCategory)
          : context.prize_mode
            ? categoryOfPrizeMode(context.prize_mode)
            : undefined;
        return sendHtml(reply, 200, renderLobby(store, request.params, context, category));
      }
      const html = renderLotteryGame(store, request.params, context, session, game, {
        placedBetId: placed === undefined ? undefined : Number(placed),
      });
      return sendHtml(reply, 200, html);
    },
  );

  app.post<{ Params: FrameParams; Body: BetBody }>(
    '/lgw/lotto/:mui/:playType/games/:gameId/bet',
    { schema: { params: frameParamsSchema, body: betBodySchema } },
    async (request, reply): Promise<FastifyReply> => {
      const { frame, token, merchant, css, prize_mode, language, tz, stake: stakeText, ...picks } = request.body;
      const context: FrameContext = { frame, merchant, css, prize_mode, language, tz: drawTimeZone(tz) };
      const session = frameSession(store, config.merchantCodes, request.params, context, token);
      const game = lotteryGameOf(store, request.params.gameId);
      if (!game || !isLotteryDraw(game)) throw lotteryNotFound();
      const texts = LOTTO_TEXTS[pageLanguage(language)];
      const stake = Number(stakeText);
      const rule = pickRuleOf(game);
      const reading = readPicks(rule, picks);
      if (!reading.valid) {
        const message = texts.picksRefused(rule, reading.picked);
        const html = renderLotteryGame(store, request.params, context, session, game, {
          refused: { selection: reading.selection, stake, code: 'request.invalid', message },
        });
        return sendHtml(reply, 400, html);
      }
      const now = Date.now();
      // Debit, bet and ledger row in one transaction: all are written or none. The guarded
      // debit refuses a stake above the balance, so the balance never goes below zero.
      const bet = store.transaction(() => {
        const balanceAfterCents = store.accounts.changeBalance(session.account.id, -stake * 100);
        if (balanceAfterCents === undefined) return undefined;
        const placed = store.play.insertLotteryBet({
          accountId: session.account.id,
          gameId: game.id,
          numbers: reading.numbers,
          stakeCents: stake * 100,
          drawAt: nextDrawAt(drawIntervalSeconds(game), now),
          balanceAfterCents,
          createdAt: now,
        });
        store.ledger.record({
          accountId: session.account.id,
          kind: 'lottery',
          amountCents: -placed.stakeCents,
          balanceAfterCents,
          reference: `lottery-bet:${placed.id}`,
          createdAt: now,
        });
        return placed;
      });
      if (!bet) {
        const balanceCents = store.accounts.findById(session.account.id)?.balanceCents ?? 0;
        const symbol = symbolOf(store, session);
        const message = texts.balanceBelowStake(formatMoney(balanceCents, symbol), formatMoney(stake * 100, symbol));
        const html = renderLotteryGame(store, request.params, context, session, game, {
          refused: { selection: reading.selection, stake, code: 'balance.insufficient', message },
        });
        return sendHtml(reply, 400, html);
      }
      reply.header('cache-control', 'no-store');
      const location = `${framePath(request.params, game.id)}?${frameQuery(context, { placed: String(bet.id) })}`;
      return reply.code(303).header('location', location).send();
    },
  );
};
