import type { FastifyReply } from 'fastify';

import type { GatewayModule } from '../http/context.ts';
import { installFormBodyParser, installHtmlErrorHandler } from '../http/html-pages.ts';
import { languageProperty, ticketProperty } from '../http/schemas.ts';
import { allowSameOriginFraming } from '../http/security-headers.ts';
import { GatewayError } from '../lib/errors.ts';
import { escapeHtml, formatMoney, htmlDocument, type HtmlPage, sendHtml } from '../lib/html.ts';
import { HTML_LANG, LOTTO_TEXTS, type LottoTexts, pageLanguage } from '../lib/page-texts.ts';
import { newSessionToken } from '../lib/tokens.ts';
import type { AccountRecord } from '../store/repositories/accounts.ts';
import type { GameRecord } from '../store/repositories/catalog.ts';
import type { FrameKeyRecord } from '../store/repositories/lottery-frames.ts';
import type { LotteryPickRule } from '../store/seed-data/catalog.ts';
import type { Store } from '../store/store.ts';
import {
  categoryOfPrizeMode,
  drawIntervalSeconds,
  isLotteryDraw,
  isLotteryLobby,
  type LotteryCategory,
  type LotteryGame,
  lotteryGames,
  nextDrawAt,
  pickRuleOf,
  type PrizeMode,
} from './lottery.ts';
import { mustChangePassword } from './session-grant.ts';

/** Stakes offered per lottery bet, in currency units. */
const LOTTERY_STAKES = [1, 5, 10, 50, 100] as const;
const RECENT_BETS_SHOWN = 5;
/** The form fields of a pick: `n<position>` for in-order picks, a `pick-<number>` checkbox for sets. */
const POSITION_FIELD = /^n([1-9][0-9]?)$/;
const SET_FIELD = /^pick-(0|[1-9][0-9]?)$/;

const merchantPattern = '^[A-Za-z0-9_-]{1,40}$';
const KEY_FORMAT = /^[0-9a-f]{64}$/;
/** A theme name used as a body class (`theme-<css>`), never as a URL or markup. */
const cssProperty = { type: 'string', pattern: '^[a-z0-9-]{0,20}$' } as const;
const prizeModeProperty = { type: 'string', enum: ['', 'Lott', 'ZY', 'Elott'] } as const;
/** Checked by `drawTimeZone`, which falls back to UTC rather than refusing the page. */
const timeZoneProperty = { type: 'string' } as const;

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
    ticket: ticketProperty,
    frame: ticketProperty,
    // What the frame URL used to carry: still read, so that it is refused with "log in again".
    token: ticketProperty,
    merchant: { type: 'string', pattern: merchantPattern },
    css: cssProperty,
    prize_mode: prizeModeProperty,
    language: languageProperty,
    tz: timeZoneProperty,
    placed: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
  },
} as const;

const betBodySchema = {
  type: 'object',
  required: ['stake'],
  additionalProperties: false,
  properties: {
    frame: ticketProperty,
    token: ticketProperty,
    merchant: { type: 'string', pattern: merchantPattern },
    css: cssProperty,
    prize_mode: prizeModeProperty,
    language: languageProperty,
    tz: timeZoneProperty,
    stake: { type: 'string', enum: LOTTERY_STAKES.map(String) },
  },
  patternProperties: {
    [POSITION_FIELD.source]: { type: 'string', pattern: '^[0-9]{1,2}$' },
    [SET_FIELD.source]: { type: 'string', enum: ['on'] },
  },
} as const;

interface FrameParams {
  mui: string;
  playType: 'trad';
  gameId: string;
}

/** What the frame carries from page to page: the app's query, minus page-specific keys. */
interface FrameContext {
  /** The frame key the first page traded the app's ticket for: the frame's only credential. */
  frame?: string;
  merchant?: string;
  css?: string;
  prize_mode?: '' | PrizeMode;
  /** The app's language (EN, TY, ...): the frame speaks it. */
  language?: string;
  /** The player's IANA time zone: draw times are shown in it. Only a valid one travels on. */
  tz?: string;
}

/**
 * A bet form's fields. The bet route names its types rather than reading them from its schemas:
 * the picks' fields are named by pattern, which the schema's type reads as unknown values.
 */
type BetBody = FrameContext & { token?: string; stake: string } & Record<string, string | undefined>;

/** Whose frame it is: the account behind its key, as the pages need it. */
interface FrameSession {
  account: AccountRecord;
}

const FRAME_CONTEXT_KEYS = ['frame', 'merchant', 'css', 'prize_mode', 'language', 'tz'] as const;

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

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/;

/** The IANA zone `name` as the platform spells it (`asia/manila` → `Asia/Manila`), or undefined. */
export function drawTimeZone(name: string | undefined): string | undefined {
  if (!name || !ZONE_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** `14:05:00 Asia/Manila`: the player's clock, the zone named; UTC when the app sent none. */
function clockOf(zone: string | undefined): (ms: number) => string {
  const timeZone = zone ?? 'UTC';
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return (ms) => `${format.format(ms)} ${timeZone}`;
}

function symbolOf(store: Store, session: FrameSession): string {
  const currency = store.settings.get('currency');
  return session.account.currency === currency.code ? currency.symbol : `${session.account.currency} `;
}

function themeClass(context: FrameContext): string | undefined {
  return context.css ? `theme-${context.css}` : undefined;
}

/**
 * The app's frame URL carries the frame parameters (`merchant`, `css`); the app's frame route
 * then draws the title bar, so the page keeps only a compact heading.
 */
function isFramed(context: FrameContext): boolean {
  return Boolean(context.css || context.merchant);
}

function documentFor(context: FrameContext, title: string, body: string): HtmlPage {
  return htmlDocument({ title, body, bodyClass: themeClass(context), lang: HTML_LANG[pageLanguage(context.language)] });
}

function renderLobby(store: Store, params: FrameParams, context: FrameContext, category: LotteryCategory | undefined): HtmlPage {
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
  const body = `<h1${isFramed(context) ? ' class="compact"' : ''}>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(texts.chooseDraw)}</p>
<div class="card">
${games.length > 0 ? `<ul class="plain">\n${items}\n</ul>` : `<p>${escapeHtml(texts.noLotteries)}</p>`}
</div>`;
  return documentFor(context, title, body);
}

/**
 * The numbers as the form holds them: per position for in-order picks (undefined where nothing
 * usable was sent), the chosen numbers for a set.
 */
type Selection = readonly (number | undefined)[];

type PickReading = { valid: true; numbers: string; selection: Selection } | { valid: false; selection: Selection; picked: number };

/**
 * Reads a posted ticket against the draw's rule. Fields of the other kind of pick, positions past
 * the last, numbers out of range, a repeat where numbers must differ, or a set of the wrong size
 * make it invalid; what fits the rule stays selected for the form shown again.
 */
export function readPicks(rule: LotteryPickRule, fields: Readonly<Record<string, string | undefined>>): PickReading {
  const inRange = (value: number) => value >= rule.lowest && value <= rule.highest;
  let stray = false;
  if (rule.kind === 'positions') {
    const selection: (number | undefined)[] = Array.from({ length: rule.positions }, () => undefined);
    for (const [name, value] of Object.entries(fields)) {
      const position = POSITION_FIELD.exec(name);
      const index = position ? Number(position[1]) - 1 : -1;
      if (!position || index < 0 || index >= rule.positions || value === undefined) {
        if (position || SET_FIELD.test(name)) stray = true;
        continue;
      }
      const number = Number(value);
      if (inRange(number)) selection[index] = number;
      else stray = true;
    }
    const chosen = selection.filter((number) => number !== undefined);
    const repeats = rule.distinct && new Set(chosen).size !== chosen.length;
    if (stray || repeats || chosen.length !== rule.positions) return { valid: false, selection, picked: chosen.length };
    return { valid: true, numbers: chosen.join('-'), selection };
  }
  const chosen: number[] = [];
  for (const name of Object.keys(fields)) {
    const pick = SET_FIELD.exec(name);
    if (!pick) {
      if (POSITION_FIELD.test(name)) stray = true;
      continue;
    }
    const number = Number(pick[1]);
    if (inRange(number) && !chosen.includes(number)) chosen.push(number);
    else stray = true;
  }
  chosen.sort((a, b) => a - b);
  if (stray || chosen.length < rule.picks || chosen.length > rule.picksMax)
    return { valid: false, selection: chosen, picked: chosen.length };
  return { valid: true, numbers: chosen.join('-'), selection: chosen };
}

function pickFields(rule: LotteryPickRule, selection: Selection | undefined, texts: LottoTexts): string {
  const numbers = Array.from({ length: rule.highest - rule.lowest + 1 }, (_, index) => rule.lowest + index);
  if (rule.kind === 'set') {
    const chosen = new Set(selection ?? []);
    const balls = numbers
      .map((number) => `<label><input type="checkbox" name="pick-${number}"${chosen.has(number) ? ' checked' : ''}>${number}</label>`)
      .join('\n');
    return `<div class="balls">\n${balls}\n</div>`;
  }
  const digit = rule.lowest === 0 && rule.highest === 9;
  const selects = Array.from({ length: rule.positions }, (_, index) => {
    // Defaults that fit the rule: positions that must differ start on different numbers.
    const current = selection?.[index] ?? (rule.distinct ? rule.lowest + index : rule.lowest);
    const options = numbers.map((number) => `<option${number === current ? ' selected' : ''}>${number}</option>`).join('');
    return `<label>${escapeHtml(texts.positionLabel(index, digit))}<select name="n${index + 1}">${options}</select></label>`;
  });
  return `<div class="picks">\n${selects.join('\n')}\n</div>`;
}

interface GameExtras {
  placedBetId?: number;
  /** A posted ticket that was refused: its numbers and stake stay in the form, the reason above it. */
  refused?: { selection: Selection; stake: number; code: 'request.invalid' | 'balance.insufficient'; message: string };
}

/** The stake the form offers first: the one asked for if the balance covers it, else the largest it covers. */
function preselectedStake(wanted: number, balanceCents: number): number | undefined {
  const affordable = LOTTERY_STAKES.filter((stake) => stake * 100 <= balanceCents);
  return affordable.includes(wanted as (typeof LOTTERY_STAKES)[number])
    ? wanted
    : (affordable.filter((stake) => stake < wanted).at(-1) ?? affordable[0]);
}

function renderLotteryGame(
  store: Store,
  params: FrameParams,
  context: FrameContext,
  session: FrameSession,
  game: GameRecord,
  extras: GameExtras = {},
): HtmlPage {
  const texts = LOTTO_TEXTS[pageLanguage(context.language)];
  const now = Date.now();
  const clock = clockOf(context.tz);
  const account = store.accounts.findById(session.account.id) ?? session.account;
  const symbol = symbolOf(store, session);
  const money = (cents: number) => formatMoney(cents, symbol);
  const vendorName = store.catalog.vendor(game.vendor)?.displayName ?? game.vendor;
  const interval = drawIntervalSeconds(game);
  const nextDraw = nextDrawAt(interval, now);
  const rule = pickRuleOf(game);
  const bets = store.play.lotteryBets(account.id, game.id, RECENT_BETS_SHOWN);
  const placed = extras.placedBetId === undefined ? undefined : bets.find((bet) => bet.id === extras.placedBetId);
  const stake = preselectedStake(extras.refused?.stake ?? LOTTERY_STAKES[0], account.balanceCents);
  const lowestStake = LOTTERY_STAKES[0];

  let status = '';
  if (extras.refused) {
    status = `<div class="card error" role="alert" data-code="${extras.refused.code}"><p>${escapeHtml(extras.refused.message)}</p></div>`;
  } else if (placed) {
    status = `<div class="card notice" role="status"><p><strong>${escapeHtml(texts.betPlaced)}</strong> ${escapeHtml(
      texts.placedDetail(placed.numbers, money(placed.stakeCents), clock(placed.drawAt)),
    )}</p></div>`;
  }
  const hidden = FRAME_CONTEXT_KEYS.map((key) =>
    context[key] ? `<input type="hidden" name="${key}" value="${escapeHtml(context[key] ?? '')}">` : '',
  ).join('');
  const stakes = LOTTERY_STAKES.map((choice) => {
    const attributes = `${choice === stake ? ' checked' : ''}${choice * 100 > account.balanceCents ? ' disabled' : ''}`;
    return `<label><input type="radio" name="stake" value="${choice}"${attributes}> ${escapeHtml(money(choice * 100))}</label>`;
  }).join('\n');
  // Without scripts the form cannot follow the stake chosen, so a stake the balance does not
  // cover cannot be chosen at all, and with none left the button says why it is off.
  const blocked = stake === undefined;
  const stakeNote = blocked
    ? `<p class="reason" id="bet-blocked">${escapeHtml(texts.balanceBelowStake(money(account.balanceCents), money(lowestStake * 100)))}</p>`
    : LOTTERY_STAKES.some((choice) => choice * 100 > account.balanceCents)
      ? `<p class="muted">${escapeHtml(texts.stakesAboveBalance(money(account.balanceCents)))}</p>`
      : '';
  const rows = bets
    .map(
      (bet) =>
        `<tr><td>${escapeHtml(bet.numbers)}</td><td>${escapeHtml(money(bet.stakeCents))}</td><td>${escapeHtml(clock(bet.drawAt))}</td></tr>`,
    )
    .join('\n');
  const lobbyMode = context.prize_mode || (game.category === 'ELOTT' ? 'Elott' : 'Lott');
  const lobbyHref = `${framePath(params, 'lobby')}?${frameQuery({ ...context, prize_mode: lobbyMode })}`;
  const heading = isFramed(context)
    ? `<h1 class="compact">${escapeHtml(game.name)}</h1>`
    : `<div class="game">
<img src="/cdn/games/${game.id}.webp" alt="" width="72" height="72">
<div><h1>${escapeHtml(game.name)}</h1><p class="muted">${escapeHtml(vendorName)}</p></div>
</div>`;

  const body = `${heading}
<div class="card">
<p>${isFramed(context) ? `${escapeHtml(vendorName)} · ` : ''}${escapeHtml(texts.draws(texts.interval(interval)))}</p>
<p>${escapeHtml(texts.nextDraw)}: <time datetime="${new Date(nextDraw).toISOString()}">${escapeHtml(clock(nextDraw))}</time></p>
<p>${escapeHtml(texts.balance)}: <strong>${escapeHtml(money(account.balanceCents))}</strong></p>
</div>
${status}
<form class="card" method="post" action="${escapeHtml(`${framePath(params, game.id)}/bet`)}">
${hidden}
<fieldset aria-describedby="pick-rule">
<legend>${escapeHtml(texts.yourNumbers)}</legend>
<p class="muted" id="pick-rule">${escapeHtml(texts.pickRule(rule))}</p>
${pickFields(rule, extras.refused?.selection, texts)}
</fieldset>
<fieldset>
<legend>${escapeHtml(texts.stake)}</legend>
<div class="choices">
${stakes}
</div>
${stakeNote}
</fieldset>
<button type="submit"${blocked ? ' disabled aria-describedby="bet-blocked"' : ''}>${escapeHtml(texts.placeBet)}</button>
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
    allowSameOriginFraming(reply);
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
