import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { GatewayContext } from '../http/context.ts';
import { installFormBodyParser, installHtmlErrorHandler } from '../http/html-pages.ts';
import { GatewayError } from '../lib/errors.ts';
import { escapeHtml, formatMoney, htmlDocument, sendHtml } from '../lib/html.ts';
import { HTML_LANG, languageQuery, pageLanguage, PLAY_TEXTS, type PlayTexts } from '../lib/page-texts.ts';
import { spinMultiplier } from '../lib/spin.ts';
import type { AccountRecord } from '../store/repositories/accounts.ts';
import type { GameRoundRecord, LaunchTicketRecord } from '../store/repositories/play.ts';
import type { Store } from '../store/store.ts';
import { DEFAULT_BACK_URL } from './launch.ts';
import { languageProperty } from './games.ts';

/** Stakes offered on the demo game page, in currency units. */
export const BET_CHOICES = [1, 5, 10, 50, 100] as const;

const TICKET_FORMAT = /^[0-9a-f]{64}$/;

const ticketParamsSchema = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: { type: 'string', maxLength: 128 } },
} as const;

const spinBodySchema = {
  type: 'object',
  required: ['bet'],
  additionalProperties: false,
  properties: { bet: { type: 'string', enum: BET_CHOICES.map(String) } },
} as const;

type TicketParams = { ticket: string };
type LanguageQuery = { language?: string };

const languageQuerySchema = { type: 'object', properties: { language: languageProperty } } as const;


function ticketGone(): GatewayError {
  return new GatewayError('game.not.found', {
    message: 'This game link is unknown or has expired. Open the game again from the lobby.',
  });
}

function liveTicket(store: Store, ticket: string, now: number): LaunchTicketRecord {
  const record = TICKET_FORMAT.test(ticket) ? store.play.findLiveTicket(ticket, now) : undefined;
  if (!record) throw ticketGone();
  return record;
}

function currencySymbol(store: Store, account: AccountRecord): string {
  const currency = store.settings.get('currency');
  return account.currency === currency.code ? currency.symbol : `${account.currency} `;
}

interface PageExtras {
  /** This stake (currency units) was just refused for want of balance; it stays preselected. */
  refusedBet?: number;
}

function roundText(round: GameRoundRecord, money: (cents: number) => string, texts: PlayTexts): string {
  const multiplier = round.winCents / round.betCents;
  const win = round.winCents === 0 ? null : money(round.winCents);
  return texts.lastRound(money(round.betCents), win, String(Number.isInteger(multiplier) ? multiplier : multiplier.toFixed(2)));
}

function renderGamePage(store: Store, ticket: string, record: LaunchTicketRecord, language: string | undefined, extras: PageExtras = {}): string {
  const lang = pageLanguage(language);
  const texts = PLAY_TEXTS[lang];
  const query = languageQuery(language);
  const game = store.catalog.game(record.gameId);
  const account = store.accounts.findById(record.accountId);
  if (!game || !account) throw ticketGone();
  const vendorName = store.catalog.vendor(game.vendor)?.displayName ?? game.vendor;
  const symbol = record.freePlay ? '' : currencySymbol(store, account);
  const money = (cents: number) => formatMoney(cents, symbol);
  const balanceCents = record.freePlay ? (record.funBalanceCents ?? 0) : account.balanceCents;
  const lastRound = store.play.lastRound(record.id);
  const selected = extras.refusedBet ?? (lastRound ? lastRound.betCents / 100 : BET_CHOICES[0]);
  const refusal =
    extras.refusedBet === undefined
      ? undefined
      : texts.insufficient(money(extras.refusedBet * 100), record.freePlay);

  const status = refusal
    ? `<div class="card error" role="alert"><p>${escapeHtml(refusal)}</p></div>`
    : lastRound
      ? `<div class="card notice" role="status"><p>${escapeHtml(roundText(lastRound, money, texts))}</p></div>`
      : '';
  const choices = BET_CHOICES.map(
    (bet) =>
      `<label><input type="radio" name="bet" value="${bet}"${bet === selected ? ' checked' : ''}> ${escapeHtml(money(bet * 100))}</label>`,
  ).join('\n');
  const body = `<div class="game">
<img src="/cdn/games/${game.id}.svg" alt="" width="72" height="72">
<div><h1>${escapeHtml(game.name)}</h1><p class="muted">${escapeHtml(vendorName)}</p></div>
</div>
<div class="card">
<h2>${escapeHtml(texts.balance(record.freePlay))}</h2>
<p class="amount">${escapeHtml(money(balanceCents))}</p>
</div>
${status}
<form class="card" method="post" action="/lgw/play/${ticket}/spin${escapeHtml(query)}">
<fieldset>
<legend>${escapeHtml(texts.betPerSpin)}</legend>
<div class="choices">
${choices}
</div>
</fieldset>
<button type="submit">${escapeHtml(texts.spin)}</button>
</form>
<p><a href="${escapeHtml(record.backUrl || DEFAULT_BACK_URL)}">${escapeHtml(texts.backToLobby)}</a></p>`;
  return htmlDocument({ title: `${game.name} · ${vendorName}`, body, lang: HTML_LANG[lang] });
}

type SpinResult = { kind: 'played' } | { kind: 'insufficient'; record: LaunchTicketRecord };

/**
 * One round, all or nothing in one transaction: debit the stake, credit the win, store the
 * round and, for real money, its wallet ledger rows. Real-money tickets move the account balance (the one /wps/wallets/gcs answers), free
 * play only the ticket's play money. The balance never goes below zero.
 */
export function playRound(store: Store, ticket: string, betCents: number, now: number, multiplier = spinMultiplier()): SpinResult {
  return store.transaction(() => {
    const record = liveTicket(store, ticket, now);
    const winCents = betCents * multiplier;
    let balanceAfterCents: number;
    let afterBetCents: number | undefined;
    if (record.freePlay) {
      const balance = record.funBalanceCents ?? 0;
      if (balance < betCents) return { kind: 'insufficient', record };
      balanceAfterCents = balance - betCents + winCents;
      store.play.setFunBalance(record.id, balanceAfterCents);
    } else {
      afterBetCents = store.accounts.changeBalance(record.accountId, -betCents);
      if (afterBetCents === undefined) return { kind: 'insufficient', record };
      balanceAfterCents = winCents > 0 ? (store.accounts.changeBalance(record.accountId, winCents) ?? afterBetCents) : afterBetCents;
    }
    const round = store.play.insertRound({
      ticketId: record.id,
      accountId: record.accountId,
      gameId: record.gameId,
      freePlay: record.freePlay,
      betCents,
      winCents,
      balanceAfterCents,
      createdAt: now,
    });
    if (afterBetCents !== undefined) {
      // Stake and win are two movements, as on a bank statement; the sum is the round's net.
      const reference = `round:${round.id}`;
      store.ledger.record({ accountId: record.accountId, kind: 'game', amountCents: -betCents, balanceAfterCents: afterBetCents, reference, createdAt: now });
      if (winCents > 0) {
        store.ledger.record({ accountId: record.accountId, kind: 'game', amountCents: winCents, balanceAfterCents, reference, createdAt: now });
      }
    }
    return { kind: 'played' };
  });
}

/**
 * The demo game behind a launch ticket (`/lgw/play/<ticket>`): a page with the balance, a stake
 * choice and a Spin button that posts a form; no JavaScript. The ticket in the URL is the
 * credential (the page is opened by navigation, which carries no Authorization header).
 */
export const playPagesModule: FastifyPluginAsync<GatewayContext> = async (app, { store }) => {
  installFormBodyParser(app);
  installHtmlErrorHandler(app, { homeLink: DEFAULT_BACK_URL });

  app.get<{ Params: TicketParams; Querystring: LanguageQuery }>(
    '/lgw/play/:ticket',
    { schema: { params: ticketParamsSchema, querystring: languageQuerySchema } },
    async (request, reply) => {
      const record = liveTicket(store, request.params.ticket, Date.now());
      return sendHtml(reply, 200, renderGamePage(store, request.params.ticket, record, request.query.language));
    },
  );

  app.post<{ Params: TicketParams; Querystring: LanguageQuery; Body: { bet: string } }>(
    '/lgw/play/:ticket/spin',
    { schema: { params: ticketParamsSchema, querystring: languageQuerySchema, body: spinBodySchema } },
    async (request, reply): Promise<FastifyReply> => {
      const { ticket } = request.params;
      const bet = Number(request.body.bet);
      const result = playRound(store, ticket, bet * 100, Date.now());
      if (result.kind === 'insufficient') {
        return sendHtml(reply, 400, renderGamePage(store, ticket, result.record, request.query.language, { refusedBet: bet }));
      }
      // Post/redirect/get: reloading the result page never plays a second round.
      reply.header('cache-control', 'no-store');
      return reply.code(303).header('location', `/lgw/play/${ticket}${languageQuery(request.query.language)}`).send();
    },
  );
};
