import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { GatewayContext } from '../http/context.ts';
import { installFormBodyParser, installHtmlErrorHandler } from '../http/html-pages.ts';
import { GatewayError } from '../lib/errors.ts';
import { escapeHtml, formatMoney, htmlDocument, sendHtml } from '../lib/html.ts';
import { spinMultiplier } from '../lib/spin.ts';
import type { AccountRecord } from '../store/repositories/accounts.ts';
import type { GameRoundRecord, LaunchTicketRecord } from '../store/repositories/play.ts';
import type { Store } from '../store/store.ts';
import { DEFAULT_BACK_URL } from './launch.ts';

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

function roundText(round: GameRoundRecord, money: (cents: number) => string): string {
  const multiplier = round.winCents / round.betCents;
  const outcome =
    round.winCents === 0
      ? 'no win this time'
      : `won ${money(round.winCents)} (${Number.isInteger(multiplier) ? multiplier : multiplier.toFixed(2)}× the bet)`;
  return `Last round: bet ${money(round.betCents)}, ${outcome}.`;
}

function renderGamePage(store: Store, ticket: string, record: LaunchTicketRecord, extras: PageExtras = {}): string {
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
      : `Insufficient balance for a bet of ${money(extras.refusedBet * 100)}. Choose a smaller bet${record.freePlay ? '' : ' or make a deposit'}.`;

  const status = refusal
    ? `<div class="card error" role="alert"><p>${escapeHtml(refusal)}</p></div>`
    : lastRound
      ? `<div class="card notice" role="status"><p>${escapeHtml(roundText(lastRound, money))}</p></div>`
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
<h2>${record.freePlay ? 'Fun balance (free trial)' : 'Balance'}</h2>
<p class="amount">${escapeHtml(money(balanceCents))}</p>
</div>
${status}
<form class="card" method="post" action="/lgw/play/${ticket}/spin">
<fieldset>
<legend>Bet per spin</legend>
<div class="choices">
${choices}
</div>
</fieldset>
<button type="submit">Spin</button>
</form>
<p><a href="${escapeHtml(record.backUrl || DEFAULT_BACK_URL)}">Back to the lobby</a></p>`;
  return htmlDocument({ title: `${game.name} · ${vendorName}`, body });
}

type SpinResult = { kind: 'played' } | { kind: 'insufficient'; record: LaunchTicketRecord };

/**
 * One round, all or nothing in one transaction: debit the stake, credit the win, store the
 * round. Real-money tickets move the account balance (the one /wps/wallets/gcs answers), free
 * play only the ticket's play money. The balance never goes below zero.
 */
export function playRound(store: Store, ticket: string, betCents: number, now: number, multiplier = spinMultiplier()): SpinResult {
  return store.transaction(() => {
    const record = liveTicket(store, ticket, now);
    const winCents = betCents * multiplier;
    let balanceAfterCents: number;
    if (record.freePlay) {
      const balance = record.funBalanceCents ?? 0;
      if (balance < betCents) return { kind: 'insufficient', record };
      balanceAfterCents = balance - betCents + winCents;
      store.play.setFunBalance(record.id, balanceAfterCents);
    } else {
      const afterBet = store.accounts.changeBalance(record.accountId, -betCents);
      if (afterBet === undefined) return { kind: 'insufficient', record };
      balanceAfterCents = winCents > 0 ? (store.accounts.changeBalance(record.accountId, winCents) ?? afterBet) : afterBet;
    }
    store.play.insertRound({
      ticketId: record.id,
      accountId: record.accountId,
      gameId: record.gameId,
      freePlay: record.freePlay,
      betCents,
      winCents,
      balanceAfterCents,
      createdAt: now,
    });
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

  app.get<{ Params: TicketParams }>('/lgw/play/:ticket', { schema: { params: ticketParamsSchema } }, async (request, reply) => {
    const record = liveTicket(store, request.params.ticket, Date.now());
    return sendHtml(reply, 200, renderGamePage(store, request.params.ticket, record));
  });

  app.post<{ Params: TicketParams; Body: { bet: string } }>(
    '/lgw/play/:ticket/spin',
    { schema: { params: ticketParamsSchema, body: spinBodySchema } },
    async (request, reply): Promise<FastifyReply> => {
      const { ticket } = request.params;
      const bet = Number(request.body.bet);
      const result = playRound(store, ticket, bet * 100, Date.now());
      if (result.kind === 'insufficient') {
        return sendHtml(reply, 400, renderGamePage(store, ticket, result.record, { refusedBet: bet }));
      }
      // Post/redirect/get: reloading the result page never plays a second round.
      reply.header('cache-control', 'no-store');
      return reply.code(303).header('location', `/lgw/play/${ticket}`).send();
    },
  );
};
