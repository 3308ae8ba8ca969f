import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sessionOfToken, type Authenticated } from '../http/auth.ts';
import type { GatewayContext } from '../http/context.ts';
import { installFormBodyParser, installHtmlErrorHandler } from '../http/html-pages.ts';
import { allowSameOriginFraming } from '../http/security-headers.ts';
import { GatewayError } from '../lib/errors.ts';
import { escapeHtml, formatMoney, htmlDocument, sendHtml } from '../lib/html.ts';
import { HTML_LANG, LOTTO_TEXTS, pageLanguage } from '../lib/page-texts.ts';
import { languageProperty } from './games.ts';
import type { GameRecord } from '../store/repositories/catalog.ts';
import type { Store } from '../store/store.ts';
import {
  categoryOfPrizeMode,
  drawIntervalSeconds,
  isLotteryDraw,
  isLotteryLobby,
  lotteryGames,
  nextDrawAt,
  type LotteryCategory,
  type LotteryGame,
  type PrizeMode,
} from './lottery.ts';

/** Stakes offered per lottery bet, in currency units. */
export const LOTTERY_STAKES = [1, 5, 10, 50, 100] as const;
const PICK_FIELDS = ['n1', 'n2', 'n3'] as const;
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const RECENT_BETS_SHOWN = 5;

const merchantPattern = '^[A-Za-z0-9_-]{1,40}$';
const tokenProperty = { type: 'string', maxLength: 128 } as const;
/** A theme name used as a body class (`theme-<css>`), never as a URL or markup. */
const cssProperty = { type: 'string', pattern: '^[a-z0-9-]{0,20}$' } as const;
const prizeModeProperty = { type: 'string', enum: ['', 'Lott', 'ZY', 'Elott'] } as const;

const frameParamsSchema = {
  type: 'object',
  required: ['mui', 'playType', 'gameId'],
  properties: {
    mui: { type: 'string', pattern: merchantPattern },
    playType: { type: 'string', enum: ['trad'] },
    gameId: { type: 'string', pattern: '^(lobby|[1-9][0-9]{0,9})$' },
  },
} as const;

const frameQuerySchema = {
  type: 'object',
  properties: {
    token: tokenProperty,
    merchant: { type: 'string', pattern: merchantPattern },
    css: cssProperty,
    prize_mode: prizeModeProperty,
    language: languageProperty,
    placed: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
  },
} as const;

const betBodySchema = {
  type: 'object',
  required: ['token', 'n1', 'n2', 'n3', 'stake'],
  additionalProperties: false,
  properties: {
    token: tokenProperty,
    merchant: { type: 'string', pattern: merchantPattern },
    css: cssProperty,
    prize_mode: prizeModeProperty,
    language: languageProperty,
    n1: { type: 'string', enum: DIGITS },
    n2: { type: 'string', enum: DIGITS },
    n3: { type: 'string', enum: DIGITS },
    stake: { type: 'string', enum: LOTTERY_STAKES.map(String) },
  },
} as const;

interface FrameParams {
  mui: string;
  playType: 'trad';
  gameId: string;
}

/** What the frame carries from page to page: the app's query, minus page-specific keys. */
interface FrameContext {
  token?: string;
  merchant?: string;
  css?: string;
  prize_mode?: '' | PrizeMode;
  /** The app's language (EN, TY, ...): the frame speaks it. */
  language?: string;
}

interface BetBody extends FrameContext {
  token: string;
  n1: string;
  n2: string;
  n3: string;
  stake: string;
}

const FRAME_CONTEXT_KEYS = ['token', 'merchant', 'css', 'prize_mode', 'language'] as const;

function frameQuery(context: FrameContext, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const key of FRAME_CONTEXT_KEYS) {
    const value = context[key];
    if (value) query.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.toString();
}

function framePath(params: FrameParams, gameId: string | number): string {
  return `/lgw/lotto/${encodeURIComponent(params.mui)}/${params.playType}/games/${gameId}`;
}

/**
 * The frame is the member's: the token must be a live session of this merchant (the `mui` in
 * the path, and `merchant` when given). A bad one is a 401 page, which tells to log in again.
 */
function frameSession(store: Store, merchantCodes: readonly string[], params: FrameParams, context: FrameContext): Authenticated {
  if (!merchantCodes.includes(params.mui) || (context.merchant && context.merchant !== params.mui)) {
    throw new GatewayError('merchant.unknown', { message: 'Unknown merchant in the lottery address.' });
  }
  const session = sessionOfToken(store, context.token ?? '', params.mui);
  if (!session) {
    throw new GatewayError('login.not.session', {
      message: 'Your session has ended or is not valid. Please log in again in the app, then reopen the lottery.',
    });
  }
  return session;
}

function lotteryNotFound(): GatewayError {
  return new GatewayError('game.not.found', { message: 'This lottery does not exist.' });
}

function clockText(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 19)} UTC`;
}

function symbolOf(store: Store, session: Authenticated): string {
  const currency = store.settings.get('currency');
  return session.account.currency === currency.code ? currency.symbol : `${session.account.currency} `;
}

function themeClass(context: FrameContext): string | undefined {
  return context.css ? `theme-${context.css}` : undefined;
}

function documentFor(context: FrameContext, title: string, body: string): string {
  return htmlDocument({ title, body, bodyClass: themeClass(context), lang: HTML_LANG[pageLanguage(context.language)] });
}

function renderLobby(store: Store, params: FrameParams, context: FrameContext, category: LotteryCategory | undefined): string {
  const texts = LOTTO_TEXTS[pageLanguage(context.language)];
  const games: LotteryGame[] = lotteryGames(store.catalog, category);
  const title = texts.lobbyTitle(category);
  const items = games
    .map(
      (game) => `<li><a class="lottery" href="${escapeHtml(`${framePath(params, game.gameId)}?${frameQuery(context)}`)}">
<img src="${escapeHtml(game.iconUrl)}" alt="" width="48" height="48">
<span><strong>${escapeHtml(game.gameName)}</strong><span class="muted">${escapeHtml(game.displayName)} · ${escapeHtml(texts.interval(game.drawIntervalSeconds))}</span></span>
</a></li>`,
    )
    .join('\n');
  const body = `<h1>${title}</h1>
<p class="muted">${escapeHtml(texts.chooseDraw)}</p>
<div class="card">
${games.length > 0 ? `<ul class="plain">\n${items}\n</ul>` : `<p>${escapeHtml(texts.noLotteries)}</p>`}
</div>`;
  return documentFor(context, title, body);
}

interface GameExtras {
  placedBetId?: number;
  /** The bet just refused for want of balance, kept in the form. */
  refused?: { picks: readonly string[]; stake: number };
}

function renderLotteryGame(
  store: Store,
  params: FrameParams,
  context: FrameContext,
  session: Authenticated,
  game: GameRecord,
  extras: GameExtras = {},
): string {
  const texts = LOTTO_TEXTS[pageLanguage(context.language)];
  const now = Date.now();
  const account = store.accounts.findById(session.account.id) ?? session.account;
  const symbol = symbolOf(store, session);
  const money = (cents: number) => formatMoney(cents, symbol);
  const vendorName = store.catalog.vendor(game.vendor)?.displayName ?? game.vendor;
  const interval = drawIntervalSeconds(game);
  const nextDraw = nextDrawAt(interval, now);
  const bets = store.play.lotteryBets(account.id, game.id, RECENT_BETS_SHOWN);
  const placed = extras.placedBetId === undefined ? undefined : bets.find((bet) => bet.id === extras.placedBetId);
  const picks = extras.refused?.picks ?? ['0', '0', '0'];
  const stake = extras.refused?.stake ?? LOTTERY_STAKES[0];

  let status = '';
  if (extras.refused) {
    status = `<div class="card error" role="alert"><p>${escapeHtml(texts.insufficient(money(extras.refused.stake * 100)))}</p></div>`;
  } else if (placed) {
    status = `<div class="card notice" role="status"><p><strong>${escapeHtml(texts.betPlaced)}</strong> ${escapeHtml(
      texts.placedDetail(placed.numbers, money(placed.stakeCents), clockText(placed.drawAt)),
    )}</p></div>`;
  }
  const hidden = FRAME_CONTEXT_KEYS
    .map((key) => (context[key] ? `<input type="hidden" name="${key}" value="${escapeHtml(context[key] ?? '')}">` : ''))
    .join('');
  const selects = PICK_FIELDS.map(
    (field, index) =>
      `<label>${escapeHtml(texts.pickLabels[index] ?? '')}<select name="${field}">${DIGITS.map(
        (digit) => `<option${digit === picks[index] ? ' selected' : ''}>${digit}</option>`,
      ).join('')}</select></label>`,
  ).join('\n');
  const stakes = LOTTERY_STAKES.map(
    (choice) =>
      `<label><input type="radio" name="stake" value="${choice}"${choice === stake ? ' checked' : ''}> ${escapeHtml(money(choice * 100))}</label>`,
  ).join('\n');
  const rows = bets
    .map(
      (bet) =>
        `<tr><td>${escapeHtml(bet.numbers)}</td><td>${escapeHtml(money(bet.stakeCents))}</td><td>${escapeHtml(clockText(bet.drawAt))}</td></tr>`,
    )
    .join('\n');
  const lobbyMode = context.prize_mode || (game.category === 'ELOTT' ? 'Elott' : 'Lott');
  const lobbyHref = `${framePath(params, 'lobby')}?${frameQuery({ ...context, prize_mode: lobbyMode })}`;

  const body = `<div class="game">
<img src="/cdn/games/${game.id}.svg" alt="" width="72" height="72">
<div><h1>${escapeHtml(game.name)}</h1><p class="muted">${escapeHtml(vendorName)}</p></div>
</div>
<div class="card">
<p>${escapeHtml(texts.draws(texts.interval(interval)))}</p>
<p>${escapeHtml(texts.nextDraw)}: <time datetime="${new Date(nextDraw).toISOString()}">${escapeHtml(clockText(nextDraw))}</time> (${escapeHtml(texts.countdown(nextDraw - now))})</p>
<p>${escapeHtml(texts.balance)}: <strong>${escapeHtml(money(account.balanceCents))}</strong></p>
</div>
${status}
<form class="card" method="post" action="${escapeHtml(`${framePath(params, game.id)}/bet`)}">
${hidden}
<fieldset>
<legend>${escapeHtml(texts.yourNumbers)}</legend>
<div class="picks">
${selects}
</div>
</fieldset>
<fieldset>
<legend>${escapeHtml(texts.stake)}</legend>
<div class="choices">
${stakes}
</div>
</fieldset>
<button type="submit">${escapeHtml(texts.placeBet)}</button>
</form>
<div class="card">
<h2>${escapeHtml(texts.recentBets)}</h2>
${bets.length > 0 ? `<table><thead><tr>${texts.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('')}</tr></thead><tbody>\n${rows}\n</tbody></table>` : `<p class="muted">${escapeHtml(texts.noBets)}</p>`}
</div>
<p><a href="${escapeHtml(lobbyHref)}">${escapeHtml(texts.allLotteries)}</a></p>`;
  return documentFor(context, `${game.name} · ${vendorName}`, body);
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
 * cookies (the sandbox gives it an opaque origin), so the member's token travels in the query
 * and in a hidden form field. Only these pages may be framed, and only by this origin.
 */
export const lottoPagesModule: FastifyPluginAsync<GatewayContext> = async (app, { store, config }) => {
  installFormBodyParser(app);
  installHtmlErrorHandler(app);
  app.addHook('onRequest', async (_request, reply) => {
    allowSameOriginFraming(reply);
  });

  app.get<{ Params: FrameParams; Querystring: FrameContext & { placed?: string } }>(
    '/lgw/lotto/:mui/:playType/games/:gameId',
    { schema: { params: frameParamsSchema, querystring: frameQuerySchema } },
    async (request, reply) => {
      const { placed, ...context } = request.query;
      const session = frameSession(store, config.merchantCodes, request.params, context);
      const game = lotteryGameOf(store, request.params.gameId);
      if (!game || isLotteryLobby(game)) {
        const category = game ? (game.category as LotteryCategory) : context.prize_mode ? categoryOfPrizeMode(context.prize_mode) : undefined;
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
      const { n1, n2, n3, stake: stakeText, ...context } = request.body;
      const session = frameSession(store, config.merchantCodes, request.params, context);
      const game = lotteryGameOf(store, request.params.gameId);
      if (!game || !isLotteryDraw(game)) throw lotteryNotFound();
      const stake = Number(stakeText);
      const now = Date.now();
      // Debit, bet and ledger row in one transaction: all are written or none.
      const bet = store.transaction(() => {
        const balanceAfterCents = store.accounts.changeBalance(session.account.id, -stake * 100);
        if (balanceAfterCents === undefined) return undefined;
        const placed = store.play.insertLotteryBet({
          accountId: session.account.id,
          gameId: game.id,
          numbers: [n1, n2, n3].join('-'),
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
        const html = renderLotteryGame(store, request.params, context, session, game, { refused: { picks: [n1, n2, n3], stake } });
        return sendHtml(reply, 400, html);
      }
      reply.header('cache-control', 'no-store');
      const location = `${framePath(request.params, game.id)}?${frameQuery(context, { placed: String(bet.id) })}`;
      return reply.code(303).header('location', location).send();
    },
  );
};
