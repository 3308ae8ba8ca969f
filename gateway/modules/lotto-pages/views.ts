import { escapeHtml, formatMoney, htmlDocument, type HtmlPage } from '../../lib/html.ts';
import { HTML_LANG, LOTTO_TEXTS, type LottoTexts, pageLanguage } from '../../lib/page-texts.ts';
import type { GameRecord } from '../../store/repositories/catalog.ts';
import type { LotteryPickRule } from '../../store/seed-data/catalog.ts';
import type { Store } from '../../store/store.ts';
import { drawIntervalSeconds, type LotteryCategory, type LotteryGame, lotteryGames, nextDrawAt, pickRuleOf } from '../lottery.ts';
import {
  clockOf,
  FRAME_CONTEXT_KEYS,
  type FrameContext,
  type FrameParams,
  framePath,
  frameQuery,
  type FrameSession,
  LOTTERY_STAKES,
  preselectedStake,
  RECENT_BETS_SHOWN,
  type Selection,
} from './rules.ts';

export function symbolOf(store: Store, session: FrameSession): string {
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

export function renderLobby(store: Store, params: FrameParams, context: FrameContext, category: LotteryCategory | undefined): HtmlPage {
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

export interface GameExtras {
  placedBetId?: number;
  /** A posted ticket that was refused: its numbers and stake stay in the form, the reason above it. */
  refused?: { selection: Selection; stake: number; code: 'request.invalid' | 'balance.insufficient'; message: string };
}

export function renderLotteryGame(
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
