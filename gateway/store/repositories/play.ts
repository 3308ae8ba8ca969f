import type { DatabaseSync } from 'node:sqlite';

import type { BetKind } from '../../../src/contract/member-records.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type OpenedPage, pageTicketStatements } from './page-tickets.ts';

/**
 * What the demo game and lottery pages write: launch tickets (the single-use capability in the
 * launch's address, traded for a game page and its key), the rounds played on them and lottery
 * bets. Tickets and keys are stored only as SHA-256, like sessions, so a copy of the database opens
 * no game page.
 */
export interface LaunchTicketRecord {
  id: number;
  accountId: number;
  gameId: number;
  freePlay: boolean;
  /** Play money of a free-play ticket; null when the ticket plays with the wallet. */
  funBalanceCents: number | null;
  /** Same-site path the page's "Back to the lobby" link opens. */
  backUrl: string;
  createdAt: number;
  expiresAt: number;
}

interface NewLaunchTicket {
  ticket: string;
  /** The session that launched the game: logging it out ends the ticket too. */
  sessionToken: string;
  accountId: number;
  gameId: number;
  freePlay: boolean;
  funBalanceCents: number | null;
  backUrl: string;
  now: number;
  expiresAt: number;
}

export interface GameRoundRecord {
  id: number;
  ticketId: number;
  accountId: number;
  gameId: number;
  freePlay: boolean;
  betCents: number;
  winCents: number;
  balanceAfterCents: number;
  createdAt: number;
}

interface LotteryBetRecord {
  id: number;
  accountId: number;
  gameId: number;
  /** The picked digits joined by "-", e.g. `3-0-7`. */
  numbers: string;
  stakeCents: number;
  drawAt: number;
  balanceAfterCents: number;
  createdAt: number;
}

/** One line of a member's betting record: a real-money game round or a lottery bet. */
export interface BetRecord {
  kind: BetKind;
  id: number;
  gameId: number;
  gameName: string;
  vendor: string;
  vendorName: string;
  stakeCents: number;
  /** Null while a lottery bet waits for its draw (the demo draws are never settled). */
  winCents: number | null;
  balanceAfterCents: number;
  /** Lottery bets only. */
  numbers: string | null;
  drawAt: number | null;
  createdAt: number;
}

export interface PlayRepository {
  createTicket(ticket: NewLaunchTicket): void;
  /**
   * Spends the ticket whatever the outcome (single use) and, when it had not expired, its account
   * is active and the session that launched it was not ended (logout, password change), gives it
   * the page id and key and answers it.
   */
  openPage(page: OpenedPage): LaunchTicketRecord | undefined;
  /** The game page whose key this is, while the key lives, its account is active and its session not ended. */
  findLivePage(pageId: string, key: string, now: number): LaunchTicketRecord | undefined;
  setFunBalance(ticketId: number, cents: number): void;
  insertRound(round: Omit<GameRoundRecord, 'id'>): GameRoundRecord;
  lastRound(ticketId: number): GameRoundRecord | undefined;
  insertLotteryBet(bet: Omit<LotteryBetRecord, 'id'>): LotteryBetRecord;
  /** The member's bets on one lottery, newest first. */
  lotteryBets(accountId: number, gameId: number, limit: number): LotteryBetRecord[];
  counts(): { tickets: number; rounds: number; lotteryBets: number };
  /** Real-money rounds and lottery bets, newest first; free play is not the member's money. */
  betPage(accountId: number, pageNo: number, pageSize: number, kind?: BetRecord['kind']): { records: BetRecord[]; total: number };
  /**
   * The same bets from `from` (included) to `to` (excluded), summed per operator day (GMT+8) and
   * game category, newest day first (docs/product.md#profit-and-loss).
   */
  dailyResults(accountId: number, from: number, to: number): DailyCategoryResult[];
}

/** One operator day's bets on one game category, in cents. */
export interface DailyCategoryResult {
  /** `YYYY-MM-DD` on the operator's clock. */
  date: string;
  category: string;
  betCents: number;
  validCents: number;
  winLossCents: number;
}

function toTicket(row: Record<string, unknown>): LaunchTicketRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    gameId: Number(row.game_id),
    freePlay: Number(row.free_play) === 1,
    funBalanceCents: row.fun_balance_cents === null ? null : Number(row.fun_balance_cents),
    backUrl: String(row.back_url),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

function toRound(row: Record<string, unknown>): GameRoundRecord {
  return {
    id: Number(row.id),
    ticketId: Number(row.ticket_id),
    accountId: Number(row.account_id),
    gameId: Number(row.game_id),
    freePlay: Number(row.free_play) === 1,
    betCents: Number(row.bet_cents),
    winCents: Number(row.win_cents),
    balanceAfterCents: Number(row.balance_after_cents),
    createdAt: Number(row.created_at),
  };
}

function toBet(row: Record<string, unknown>): LotteryBetRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    gameId: Number(row.game_id),
    numbers: String(row.numbers),
    stakeCents: Number(row.stake_cents),
    drawAt: Number(row.draw_at),
    balanceAfterCents: Number(row.balance_after_cents),
    createdAt: Number(row.created_at),
  };
}

export function createPlayRepository(db: DatabaseSync): PlayRepository {
  const insertTicket = db.prepare(
    'INSERT INTO launch_tickets (ticket_hash, session_hash, account_id, game_id, free_play, fun_balance_cents, back_url, created_at, expires_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const pages = pageTicketStatements(db, 'launch_tickets');
  const updateFunBalance = db.prepare('UPDATE launch_tickets SET fun_balance_cents = ? WHERE id = ?');
  const insertRound = db.prepare(
    'INSERT INTO game_rounds (ticket_id, account_id, game_id, free_play, bet_cents, win_cents, balance_after_cents, created_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
  );
  const selectLastRound = db.prepare('SELECT * FROM game_rounds WHERE ticket_id = ? ORDER BY id DESC LIMIT 1');
  const insertBet = db.prepare(
    'INSERT INTO lottery_bets (account_id, game_id, numbers, stake_cents, draw_at, balance_after_cents, created_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *',
  );
  const selectBets = db.prepare('SELECT * FROM lottery_bets WHERE account_id = ? AND game_id = ? ORDER BY id DESC LIMIT ?');
  // `?2 IS NULL` lets one statement serve the whole record and each kind.
  const betsOfAccount =
    "SELECT 'game' AS kind, r.id, r.game_id, r.bet_cents AS stake_cents, r.win_cents, r.balance_after_cents, " +
    'NULL AS numbers, NULL AS draw_at, r.created_at FROM game_rounds r ' +
    "WHERE r.account_id = ?1 AND r.free_play = 0 AND (?2 IS NULL OR ?2 = 'game') " +
    "UNION ALL SELECT 'lottery', b.id, b.game_id, b.stake_cents, NULL, b.balance_after_cents, b.numbers, b.draw_at, b.created_at " +
    "FROM lottery_bets b WHERE b.account_id = ?1 AND (?2 IS NULL OR ?2 = 'lottery')";
  const selectBetPage = db.prepare(
    `SELECT x.*, g.name AS game_name, g.vendor, v.display_name AS vendor_name FROM (${betsOfAccount}) x ` +
      'JOIN games g ON g.id = x.game_id JOIN vendors v ON v.code = g.vendor ' +
      'ORDER BY x.created_at DESC, x.kind, x.id DESC LIMIT ?3 OFFSET ?4',
  );
  const countBets = db.prepare(`SELECT COUNT(*) AS total FROM (${betsOfAccount})`);
  // A round that gave its stake back (a tie) and a lottery bet awaiting its draw bet nothing that
  // counts: neither is valid. Days are the operator's (GMT+8: 28,800,000 ms ahead of UTC).
  const selectDailyResults = db.prepare(
    "SELECT strftime('%Y-%m-%d', (x.created_at + 28800000) / 1000, 'unixepoch') AS day, g.category, " +
      'SUM(x.stake_cents) AS bet, SUM(x.valid_cents) AS valid, SUM(x.net_cents) AS net FROM (' +
      'SELECT r.game_id, r.bet_cents AS stake_cents, CASE WHEN r.win_cents = r.bet_cents THEN 0 ELSE r.bet_cents END AS valid_cents, ' +
      'r.win_cents - r.bet_cents AS net_cents, r.created_at FROM game_rounds r ' +
      'WHERE r.account_id = ?1 AND r.free_play = 0 AND r.created_at >= ?2 AND r.created_at < ?3 ' +
      'UNION ALL SELECT b.game_id, b.stake_cents, 0, -b.stake_cents, b.created_at FROM lottery_bets b ' +
      'WHERE b.account_id = ?1 AND b.created_at >= ?2 AND b.created_at < ?3' +
      ') x JOIN games g ON g.id = x.game_id GROUP BY day, g.category ORDER BY day DESC, g.category',
  );
  const countRows = db.prepare(
    'SELECT (SELECT COUNT(*) FROM launch_tickets) AS tickets, (SELECT COUNT(*) FROM game_rounds) AS rounds, ' +
      '(SELECT COUNT(*) FROM lottery_bets) AS bets',
  );

  return {
    createTicket(ticket) {
      insertTicket.run(
        hashToken(ticket.ticket),
        hashToken(ticket.sessionToken),
        ticket.accountId,
        ticket.gameId,
        ticket.freePlay ? 1 : 0,
        ticket.funBalanceCents,
        ticket.backUrl,
        ticket.now,
        ticket.expiresAt,
      );
    },
    openPage(page) {
      const row = pages.open(page);
      return row ? toTicket(row) : undefined;
    },
    findLivePage(pageId, key, now) {
      const row = pages.findLive(pageId, key, now);
      return row ? toTicket(row) : undefined;
    },
    setFunBalance(ticketId, cents) {
      updateFunBalance.run(cents, ticketId);
    },
    insertRound(round) {
      const row = insertRound.get(
        round.ticketId,
        round.accountId,
        round.gameId,
        round.freePlay ? 1 : 0,
        round.betCents,
        round.winCents,
        round.balanceAfterCents,
        round.createdAt,
      );
      if (!row) throw new Error('Round insert returned nothing');
      return toRound(row);
    },
    lastRound(ticketId) {
      const row = selectLastRound.get(ticketId);
      return row ? toRound(row) : undefined;
    },
    insertLotteryBet(bet) {
      const row = insertBet.get(bet.accountId, bet.gameId, bet.numbers, bet.stakeCents, bet.drawAt, bet.balanceAfterCents, bet.createdAt);
      if (!row) throw new Error('Lottery bet insert returned nothing');
      return toBet(row);
    },
    lotteryBets: (accountId, gameId, limit) => selectBets.all(accountId, gameId, limit).map(toBet),
    counts() {
      const row = countRows.get() ?? {};
      return { tickets: Number(row.tickets), rounds: Number(row.rounds), lotteryBets: Number(row.bets) };
    },
    betPage(accountId, pageNo, pageSize, kind) {
      const filter = kind ?? null;
      const records = selectBetPage.all(accountId, filter, pageSize, (pageNo - 1) * pageSize).map((row): BetRecord => ({
        kind: row.kind === 'lottery' ? 'lottery' : 'game',
        id: Number(row.id),
        gameId: Number(row.game_id),
        gameName: String(row.game_name),
        vendor: String(row.vendor),
        vendorName: String(row.vendor_name),
        stakeCents: Number(row.stake_cents),
        winCents: row.win_cents === null ? null : Number(row.win_cents),
        balanceAfterCents: Number(row.balance_after_cents),
        numbers: row.numbers === null ? null : String(row.numbers),
        drawAt: row.draw_at === null ? null : Number(row.draw_at),
        createdAt: Number(row.created_at),
      }));
      return { records, total: Number(countBets.get(accountId, filter)?.total ?? 0) };
    },
    dailyResults: (accountId, from, to) =>
      selectDailyResults.all(accountId, from, to).map((row) => ({
        date: String(row.day),
        category: String(row.category),
        betCents: Number(row.bet),
        validCents: Number(row.valid),
        winLossCents: Number(row.net),
      })),
  };
}
