import type { GatewayModule } from '../http/context.ts';
import { splitAppLink } from '../http/cors.ts';
import { sendError } from '../http/error-handling.ts';
import { installHtmlErrorHandler } from '../http/html-pages.ts';
import { PAGE_ID_FORMAT, pageIdParamsSchema, type PageKeyCookie, pageKeyOf, pagePath, tradeTicketForPage } from '../http/page-tickets.ts';
import { answersWith, backUrlProperty, languageQuerySchema, numberSchema, stringSchema, ticketParamsSchema } from '../http/schemas.ts';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { escapeHtml, formatMoney, hashSource, htmlDocument, type HtmlPage, sendHtml } from '../lib/html.ts';
import { HTML_LANG, languageQuery, pageLanguage, PLAY_TEXTS, type PlayTexts } from '../lib/page-texts.ts';
import { spinMultiplier } from '../lib/spin.ts';
import type { AccountRecord } from '../store/repositories/accounts.ts';
import type { GameRoundRecord, LaunchTicketRecord } from '../store/repositories/play.ts';
import type { Store } from '../store/store.ts';
import { DEFAULT_BACK_URL } from './launch.ts';

/** Stakes offered on the demo game page, in currency units. */
const BET_CHOICES = [1, 5, 10, 50, 100] as const;

/** The game page's key: a cookie sent only to `/lgw/play/page/<page id>` and its spin. */
const GAME_PAGES: PageKeyCookie = { name: 'playKey', pathPrefix: '/lgw/play/page/' };

const APP_PATH = new RegExp(backUrlProperty.pattern);

const spinBodySchema = {
  type: 'object',
  required: ['bet'],
  additionalProperties: false,
  properties: { bet: { type: 'integer', enum: BET_CHOICES } },
} as const;

/** A spin's outcome, which the page's script shows; a refusal is the failure envelope. */
const spinAnswerSchema = {
  type: 'object',
  required: ['bet', 'win', 'multiplier', 'balance', 'balanceText', 'notice'],
  additionalProperties: false,
  properties: {
    bet: numberSchema,
    win: numberSchema,
    multiplier: numberSchema,
    balance: numberSchema,
    balanceText: stringSchema,
    notice: stringSchema,
  },
} as const;

/**
 * The page's one script. A spin is a `fetch`, not a form post: a post and its redirect would add
 * a history entry per round, and the browser's Back would then walk through every round before
 * leaving the game. The exit link goes back in history when the entry before is the lobby it
 * names (the app opened the game from there), else replaces the game page, so Back from the
 * lobby never returns to a finished game. Without the script Spin stays disabled.
 */
export const GAME_PAGE_SCRIPT = `(() => {
  const form = document.getElementById('spin-form');
  const button = form.querySelector('button');
  const balance = document.getElementById('balance');
  const status = document.getElementById('round-status');
  const alert = document.getElementById('round-alert');
  const exit = document.getElementById('exit');
  const show = (box, text) => {
    box.querySelector('p').textContent = text;
    box.hidden = false;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const bet = Number(new FormData(form).get('bet'));
    button.disabled = true;
    status.hidden = true;
    alert.hidden = true;
    let answer = null;
    try {
      const response = await fetch(form.dataset.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bet }),
        cache: 'no-store',
        credentials: 'same-origin',
      });
      answer = await response.json();
    } catch {
      answer = null;
    }
    const value = answer && answer.value;
    if (value && value.balanceText) balance.textContent = value.balanceText;
    const gone = Boolean(answer && answer.code === 'game.not.found');
    if (answer && answer.success) show(status, value.notice);
    else show(alert, value && value.notice ? value.notice : gone ? form.dataset.gone : form.dataset.failed);
    button.disabled = gone;
  });
  exit.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const navigation = window.navigation;
    const current = navigation && navigation.currentEntry;
    const previous = current && current.index > 0 ? navigation.entries()[current.index - 1] : undefined;
    if (previous && previous.url === exit.href) history.back();
    else location.replace(exit.href);
  });
  button.disabled = false;
})();`;

/**
 * The gateway's policy, with scripts limited to exactly the page's own inline script (and, as on
 * every gateway page, styles to its own <style> element: lib/html.ts sendHtml).
 */
export const GAME_PAGE_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .map((directive) => (directive.startsWith('script-src ') ? `script-src ${hashSource(GAME_PAGE_SCRIPT)}` : directive))
  .join('; ');

function ticketGone(): GatewayError {
  return new GatewayError('game.not.found', {
    message: 'This game link has expired or was already used. Open the game again from the lobby.',
  });
}

/** A game page and the key that opens it, as a request presents them (its address and its cookie). */
export interface GamePageAccess {
  pageId: string;
  key: string | undefined;
}

function livePage(store: Store, { pageId, key }: GamePageAccess, now: number): LaunchTicketRecord {
  const record = key !== undefined && PAGE_ID_FORMAT.test(pageId) ? store.play.findLivePage(pageId, key, now) : undefined;
  if (!record) throw ticketGone();
  return record;
}

/**
 * The ticket's way back, checked again where it becomes a link: a path of this site (the launch
 * rule), or of an app origin the launch came from (APP_ORIGINS), whatever was stored.
 */
function exitPath(backUrl: string, appOrigins: readonly string[]): string {
  const { origin, path } = splitAppLink(backUrl, appOrigins);
  return origin + (path.length <= backUrlProperty.maxLength && path !== '' && APP_PATH.test(path) ? path : DEFAULT_BACK_URL);
}

function currencySymbol(store: Store, account: AccountRecord): string {
  const currency = store.settings.get('currency');
  return account.currency === currency.code ? currency.symbol : `${account.currency} `;
}

function roundText(round: Pick<GameRoundRecord, 'betCents' | 'winCents'>, money: (cents: number) => string, texts: PlayTexts): string {
  const multiplier = round.winCents / round.betCents;
  const win = round.winCents === 0 ? null : money(round.winCents);
  return texts.lastRound(money(round.betCents), win, String(Number.isInteger(multiplier) ? multiplier : multiplier.toFixed(2)));
}

interface TicketView {
  game: { id: number; name: string };
  vendorName: string;
  money: (cents: number) => string;
  balanceCents: number;
}

function ticketView(store: Store, record: LaunchTicketRecord): TicketView {
  const game = store.catalog.game(record.gameId);
  const account = store.accounts.findById(record.accountId);
  if (!game || !account) throw ticketGone();
  const symbol = record.freePlay ? '' : currencySymbol(store, account);
  return {
    game,
    vendorName: store.catalog.vendor(game.vendor)?.displayName ?? game.vendor,
    money: (cents: number) => formatMoney(cents, symbol),
    balanceCents: record.freePlay ? (record.funBalanceCents ?? 0) : account.balanceCents,
  };
}

function renderGamePage(
  store: Store,
  pageId: string,
  record: LaunchTicketRecord,
  language: string | undefined,
  appOrigins: readonly string[],
): HtmlPage {
  const lang = pageLanguage(language);
  const texts = PLAY_TEXTS[lang];
  const { game, vendorName, money, balanceCents } = ticketView(store, record);
  const lastRound = store.play.lastRound(record.id);
  const selected = lastRound ? lastRound.betCents / 100 : BET_CHOICES[0];
  const choices = BET_CHOICES.map(
    (bet) =>
      `<label><input type="radio" name="bet" value="${bet}"${bet === selected ? ' checked' : ''}> ${escapeHtml(money(bet * 100))}</label>`,
  ).join('\n');
  const header = `<header class="exit-bar">
<a id="exit" href="${escapeHtml(exitPath(record.backUrl, appOrigins))}"><span aria-hidden="true">‹</span> ${escapeHtml(texts.backToLobby)}</a>
</header>`;
  const body = `<div class="game">
<img src="/cdn/games/${game.id}.webp" alt="" width="72" height="72">
<div><h1>${escapeHtml(game.name)}</h1><p class="muted">${escapeHtml(vendorName)}</p></div>
</div>
<div class="card">
<h2>${escapeHtml(texts.balance(record.freePlay))}</h2>
<p class="amount" id="balance">${escapeHtml(money(balanceCents))}</p>
</div>
<div class="card notice" id="round-status" role="status"${lastRound ? '' : ' hidden'}><p>${lastRound ? escapeHtml(roundText(lastRound, money, texts)) : ''}</p></div>
<div class="card error" id="round-alert" role="alert" hidden><p></p></div>
<form class="card" id="spin-form" data-endpoint="${escapeHtml(`${pagePath(GAME_PAGES, pageId)}/spin${languageQuery(language)}`)}" data-failed="${escapeHtml(texts.spinFailed)}" data-gone="${escapeHtml(texts.ticketGone)}">
<fieldset>
<legend>${escapeHtml(texts.betPerSpin)}</legend>
<div class="choices">
${choices}
</div>
</fieldset>
<button type="submit" disabled>${escapeHtml(texts.spin)}</button>
<noscript><p class="reason">${escapeHtml(texts.scriptNeeded)}</p></noscript>
</form>`;
  return htmlDocument({
    title: `${game.name} · ${vendorName}`,
    header,
    body,
    bodyClass: 'theme-app',
    lang: HTML_LANG[lang],
    script: GAME_PAGE_SCRIPT,
  });
}

type SpinResult =
  { kind: 'played'; record: LaunchTicketRecord; round: GameRoundRecord } | { kind: 'insufficient'; record: LaunchTicketRecord };

/**
 * One round, all or nothing in one transaction: debit the stake, credit the win, store the
 * round and, for real money, its wallet ledger rows. Real-money tickets move the account balance (the one /wps/wallets/gcs answers), free
 * play only the ticket's play money. The balance never goes below zero.
 */
export function playRound(store: Store, page: GamePageAccess, betCents: number, now: number, multiplier = spinMultiplier()): SpinResult {
  return store.transaction(() => {
    const record = livePage(store, page, now);
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
      store.ledger.record({
        accountId: record.accountId,
        kind: 'game',
        amountCents: -betCents,
        balanceAfterCents: afterBetCents,
        reference,
        createdAt: now,
      });
      if (winCents > 0) {
        store.ledger.record({
          accountId: record.accountId,
          kind: 'game',
          amountCents: winCents,
          balanceAfterCents,
          reference,
          createdAt: now,
        });
      }
    }
    return { kind: 'played', record, round };
  });
}

/**
 * The demo game behind a launch ticket. The ticket in the launch's address (`/lgw/play/<ticket>`)
 * is spent by its first request, which moves the browser (303) to the game's page,
 * `/lgw/play/page/<page id>`, and hands it the page's key in a cookie sent only there: the
 * address then holds no credential (a reload, history or a copied link opens nothing elsewhere),
 * and a reload in the same browser still shows the game. The page has the balance, a stake choice
 * and a Spin button whose script posts JSON to `<page>/spin` with the cookie. The page's failures
 * are pages; the spin's are envelopes, read by the script.
 */
export const playPagesModule: GatewayModule = async (app, { store, config }) => {
  installHtmlErrorHandler(app, { homeLink: DEFAULT_BACK_URL });

  // Pages and a redirect: no response schema. No HEAD twin: a HEAD (a link checker, a
  // prefetcher) would spend the ticket.
  app.get(
    '/lgw/play/:ticket',
    { schema: { params: ticketParamsSchema, querystring: languageQuerySchema }, exposeHeadRoute: false },
    async (request, reply) =>
      tradeTicketForPage(request, reply, {
        kind: GAME_PAGES,
        appOrigins: config.appOrigins,
        ticket: request.params.ticket,
        language: request.query.language,
        open: (page) => store.play.openPage(page),
        gone: ticketGone,
      }),
  );

  app.get(
    '/lgw/play/page/:pageId',
    { schema: { params: pageIdParamsSchema, querystring: languageQuerySchema } },
    async (request, reply) => {
      const { pageId } = request.params;
      const record = livePage(store, { pageId, key: pageKeyOf(request, GAME_PAGES) }, Date.now());
      const html = renderGamePage(store, pageId, record, request.query.language, config.appOrigins);
      reply.header('content-security-policy', GAME_PAGE_CONTENT_SECURITY_POLICY);
      return sendHtml(reply, 200, html);
    },
  );

  app.post(
    '/lgw/play/page/:pageId/spin',
    {
      schema: {
        params: pageIdParamsSchema,
        querystring: languageQuerySchema,
        body: spinBodySchema,
        response: answersWith(spinAnswerSchema),
      },
      errorHandler: (error, request, reply) => sendError(request, reply, error),
    },
    async (request, reply) => {
      const texts = PLAY_TEXTS[pageLanguage(request.query.language)];
      const betCents = request.body.bet * 100;
      const result = playRound(store, { pageId: request.params.pageId, key: pageKeyOf(request, GAME_PAGES) }, betCents, Date.now());
      const { money, balanceCents } = ticketView(store, result.record);
      if (result.kind === 'insufficient') {
        throw new GatewayError('balance.insufficient', {
          value: {
            balance: balanceCents / 100,
            balanceText: money(balanceCents),
            notice: texts.insufficient(money(betCents), result.record.freePlay),
          },
        });
      }
      const { round } = result;
      reply.header('cache-control', 'no-store');
      return reply.send(
        ok({
          bet: round.betCents / 100,
          win: round.winCents / 100,
          multiplier: round.winCents / round.betCents,
          balance: round.balanceAfterCents / 100,
          balanceText: money(round.balanceAfterCents),
          notice: roundText(round, money, texts),
        }),
      );
    },
  );
};
