import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

import type { ReportCategory, TeamTransactionType } from '../../../src/contract/agent-reports.ts';
import type { TeamActivity } from '../seed-data/team-activity.ts';

/**
 * The team activity the agent centre reports on (docs/product.md#agent-centre): each team member's
 * daily figures per game category (`team_daily_games`) and per day (`team_daily_funds`), the
 * members' bets and money movements, and the agents' invitation and rebate income. The reports
 * read the daily tables; the lists read the records they add up from. Dates are the operator's
 * (`YYYY-MM-DD`, GMT+8), amounts cents. Every query takes the accounts it covers as a list of ids
 * (an agent's team, or one downline's), so the caller decides whose figures they are.
 */

export interface DateSpan {
  startDate: string;
  endDate: string;
}

interface GameFigures {
  betCount: number;
  betCents: number;
  validBetCents: number;
  winCents: number;
  rebateCents: number;
}

export interface DayFigures extends GameFigures {
  balanceDate: string;
  depositCents: number;
  withdrawCents: number;
  promotionCents: number;
  loginMembers: number;
  betMembers: number;
  depositMembers: number;
}

export interface RangeTotals extends GameFigures {
  depositCents: number;
  withdrawCents: number;
  promotionCents: number;
  loginMembers: number;
  betMembers: number;
  depositMembers: number;
}

interface CategoryFigures extends GameFigures {
  category: ReportCategory;
}

interface TeamBetRecord {
  id: number;
  orderNum: string;
  username: string;
  category: ReportCategory;
  gameName: string;
  vendorName: string;
  betCents: number;
  validBetCents: number;
  winCents: number;
  betAt: number;
}

interface TeamTransactionRecord {
  id: number;
  orderNum: string;
  username: string;
  type: TeamTransactionType;
  amountCents: number;
  createdAt: number;
}

interface InvitationIncomeRecord {
  id: number;
  balanceDate: string;
  username: string;
  level: number;
  validBetCents: number;
  rateBp: number;
  amountCents: number;
}

interface RebateIncomeRecord {
  id: number;
  balanceDate: string;
  category: ReportCategory;
  validBetCents: number;
  rateBp: number;
  amountCents: number;
}

export interface Paged<Record, Totals> {
  records: Record[];
  total: number;
  totals: Totals;
}

interface PageWindow {
  page: number;
  size: number;
}

export interface TeamReportsRepository {
  /** Writes the seeded activity in batches (inside the caller's transaction). */
  insertActivity(activity: TeamActivity): void;
  /** When each of the accounts was created (epoch ms), in no particular order. */
  joinedAt(accountIds: readonly number[]): number[];
  /** Per-day figures of the dates that had any, in date order. */
  daily(accountIds: readonly number[], span: DateSpan): DayFigures[];
  /** The span's totals; member counts are distinct over the span. */
  totals(accountIds: readonly number[], span: DateSpan): RangeTotals;
  /** The accounts' figures per game category (categories without any are absent). */
  byCategory(accountIds: readonly number[], span: DateSpan): CategoryFigures[];
  /** Newest first. */
  bets(
    accountIds: readonly number[],
    span: DateSpan,
    filter: { category: ReportCategory | null },
    window: PageWindow,
  ): Paged<TeamBetRecord, { betCents: number; validBetCents: number; winCents: number }>;
  /** Newest first. */
  transactions(
    accountIds: readonly number[],
    span: DateSpan,
    filter: { types: readonly TeamTransactionType[] | null },
    window: PageWindow,
  ): Paged<TeamTransactionRecord, Record<TeamTransactionType, number>>;
  /** Newest day first, then the largest commission. */
  invitationIncome(
    agentId: number,
    span: DateSpan,
    window: PageWindow,
  ): Paged<InvitationIncomeRecord, { validBetCents: number; amountCents: number }>;
  /** Newest day first, then category. */
  rebateIncome(
    agentId: number,
    span: DateSpan,
    filter: { category: ReportCategory | null },
    window: PageWindow,
  ): Paged<RebateIncomeRecord, { validBetCents: number; amountCents: number }>;
}

/** The largest number of rows one INSERT carries. */
const BATCH_ROWS = 200;

/** Inserts rows into `table` many per statement: the seed writes thousands. */
function batchInsert<Row>(
  db: DatabaseSync,
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
  values: (row: Row) => SQLInputValue[],
) {
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  const statements = new Map<number, StatementSync>();
  const statementFor = (count: number) => {
    let statement = statements.get(count);
    if (!statement) {
      statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(count).fill(placeholders).join(', ')}`);
      statements.set(count, statement);
    }
    return statement;
  };
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const chunk = rows.slice(start, start + BATCH_ROWS);
    statementFor(chunk.length).run(...chunk.flatMap(values));
  }
}

const n = (value: unknown) => Number(value ?? 0);
const IN_ACCOUNTS = 'account_id IN (SELECT value FROM json_each(?))';

export function createTeamReportsRepository(db: DatabaseSync): TeamReportsRepository {
  const dailyGames = db.prepare(
    'SELECT balance_date, SUM(bet_count) AS bet_count, SUM(bet_cents) AS bet_cents, SUM(valid_bet_cents) AS valid_bet_cents, ' +
      'SUM(win_cents) AS win_cents, SUM(rebate_cents) AS rebate_cents, COUNT(DISTINCT account_id) AS bet_members ' +
      `FROM team_daily_games WHERE ${IN_ACCOUNTS} AND balance_date BETWEEN ? AND ? AND bet_count > 0 GROUP BY balance_date`,
  );
  const dailyFunds = db.prepare(
    'SELECT balance_date, SUM(deposit_cents) AS deposit_cents, SUM(withdraw_cents) AS withdraw_cents, ' +
      'SUM(promotion_cents) AS promotion_cents, SUM(login_count > 0) AS login_members, SUM(deposit_count > 0) AS deposit_members ' +
      `FROM team_daily_funds WHERE ${IN_ACCOUNTS} AND balance_date BETWEEN ? AND ? GROUP BY balance_date`,
  );
  const gameTotals = db.prepare(
    'SELECT SUM(bet_count) AS bet_count, SUM(bet_cents) AS bet_cents, SUM(valid_bet_cents) AS valid_bet_cents, ' +
      'SUM(win_cents) AS win_cents, SUM(rebate_cents) AS rebate_cents, COUNT(DISTINCT account_id) AS bet_members ' +
      `FROM team_daily_games WHERE ${IN_ACCOUNTS} AND balance_date BETWEEN ? AND ? AND bet_count > 0`,
  );
  const fundTotals = db.prepare(
    'SELECT SUM(deposit_cents) AS deposit_cents, SUM(withdraw_cents) AS withdraw_cents, SUM(promotion_cents) AS promotion_cents, ' +
      'COUNT(DISTINCT CASE WHEN login_count > 0 THEN account_id END) AS login_members, ' +
      'COUNT(DISTINCT CASE WHEN deposit_count > 0 THEN account_id END) AS deposit_members ' +
      `FROM team_daily_funds WHERE ${IN_ACCOUNTS} AND balance_date BETWEEN ? AND ?`,
  );
  const categories = db.prepare(
    'SELECT category, SUM(bet_count) AS bet_count, SUM(bet_cents) AS bet_cents, SUM(valid_bet_cents) AS valid_bet_cents, ' +
      'SUM(win_cents) AS win_cents, SUM(rebate_cents) AS rebate_cents ' +
      `FROM team_daily_games WHERE ${IN_ACCOUNTS} AND balance_date BETWEEN ? AND ? GROUP BY category`,
  );

  // `?4 IS NULL` lets one statement serve every category (or type) and one.
  const betWhere =
    'WHERE b.account_id IN (SELECT value FROM json_each(?1)) AND b.balance_date BETWEEN ?2 AND ?3 AND (?4 IS NULL OR b.category = ?4)';
  const betPage = db.prepare(
    'SELECT b.id, b.order_num, a.username, b.category, g.name AS game_name, v.display_name AS vendor_name, b.bet_cents, ' +
      'b.valid_bet_cents, b.win_cents, b.bet_at FROM team_bets b JOIN accounts a ON a.id = b.account_id ' +
      `JOIN games g ON g.id = b.game_id JOIN vendors v ON v.code = g.vendor ${betWhere} ORDER BY b.bet_at DESC, b.id DESC LIMIT ?5 OFFSET ?6`,
  );
  const betTotals = db.prepare(
    'SELECT COUNT(*) AS total, SUM(bet_cents) AS bet_cents, SUM(valid_bet_cents) AS valid_bet_cents, SUM(win_cents) AS win_cents ' +
      `FROM team_bets b ${betWhere}`,
  );

  const transactionWhere =
    'WHERE t.account_id IN (SELECT value FROM json_each(?1)) AND t.balance_date BETWEEN ?2 AND ?3 ' +
    'AND (?4 IS NULL OR t.type IN (SELECT value FROM json_each(?4)))';
  const transactionPage = db.prepare(
    'SELECT t.id, t.order_num, a.username, t.type, t.amount_cents, t.created_at FROM team_transactions t ' +
      `JOIN accounts a ON a.id = t.account_id ${transactionWhere} ORDER BY t.created_at DESC, t.id DESC LIMIT ?5 OFFSET ?6`,
  );
  const transactionTotals = db.prepare(
    `SELECT t.type, COUNT(*) AS total, SUM(t.amount_cents) AS amount_cents FROM team_transactions t ${transactionWhere} GROUP BY t.type`,
  );

  const invitationPage = db.prepare(
    'SELECT i.id, i.balance_date, a.username, i.level, i.valid_bet_cents, i.rate_bp, i.amount_cents FROM agent_invitation_income i ' +
      'JOIN accounts a ON a.id = i.source_account_id WHERE i.agent_id = ? AND i.balance_date BETWEEN ? AND ? ' +
      'ORDER BY i.balance_date DESC, i.amount_cents DESC, i.id LIMIT ? OFFSET ?',
  );
  const invitationTotals = db.prepare(
    'SELECT COUNT(*) AS total, SUM(valid_bet_cents) AS valid_bet_cents, SUM(amount_cents) AS amount_cents FROM agent_invitation_income ' +
      'WHERE agent_id = ? AND balance_date BETWEEN ? AND ?',
  );
  const rebateWhere = 'FROM agent_rebate_income WHERE agent_id = ?1 AND balance_date BETWEEN ?2 AND ?3 AND (?4 IS NULL OR category = ?4)';
  const rebatePage = db.prepare(
    `SELECT id, balance_date, category, valid_bet_cents, rate_bp, amount_cents ${rebateWhere} ` +
      "ORDER BY balance_date DESC, instr('LOTT ELOTT LIVE RNG FISH SPORTS PVP', category), id LIMIT ?5 OFFSET ?6",
  );
  const rebateTotals = db.prepare(
    `SELECT COUNT(*) AS total, SUM(valid_bet_cents) AS valid_bet_cents, SUM(amount_cents) AS amount_cents ${rebateWhere}`,
  );

  const joined = db.prepare('SELECT created_at FROM accounts WHERE id IN (SELECT value FROM json_each(?))');
  const ids = (accountIds: readonly number[]) => JSON.stringify(accountIds);
  const offset = ({ page, size }: PageWindow) => (page - 1) * size;
  const gameFigures = (row: Record<string, unknown> | undefined): GameFigures => ({
    betCount: n(row?.bet_count),
    betCents: n(row?.bet_cents),
    validBetCents: n(row?.valid_bet_cents),
    winCents: n(row?.win_cents),
    rebateCents: n(row?.rebate_cents),
  });

  return {
    insertActivity(activity) {
      batchInsert(
        db,
        'team_daily_games',
        ['account_id', 'balance_date', 'category', 'bet_count', 'bet_cents', 'valid_bet_cents', 'win_cents', 'rebate_cents'],
        activity.dailyGames,
        (row) => [
          row.accountId,
          row.balanceDate,
          row.category,
          row.betCount,
          row.betCents,
          row.validBetCents,
          row.winCents,
          row.rebateCents,
        ],
      );
      batchInsert(
        db,
        'team_daily_funds',
        [
          'account_id',
          'balance_date',
          'login_count',
          'deposit_count',
          'deposit_cents',
          'withdraw_count',
          'withdraw_cents',
          'promotion_cents',
        ],
        activity.dailyFunds,
        (row) => [
          row.accountId,
          row.balanceDate,
          row.loginCount,
          row.depositCount,
          row.depositCents,
          row.withdrawCount,
          row.withdrawCents,
          row.promotionCents,
        ],
      );
      batchInsert(
        db,
        'team_bets',
        ['order_num', 'account_id', 'game_id', 'category', 'bet_cents', 'valid_bet_cents', 'win_cents', 'balance_date', 'bet_at'],
        activity.bets,
        (row) => [
          row.orderNum,
          row.accountId,
          row.gameId,
          row.category,
          row.betCents,
          row.validBetCents,
          row.winCents,
          row.balanceDate,
          row.betAt,
        ],
      );
      batchInsert(
        db,
        'team_transactions',
        ['order_num', 'account_id', 'type', 'amount_cents', 'balance_date', 'created_at'],
        activity.transactions,
        (row) => [row.orderNum, row.accountId, row.type, row.amountCents, row.balanceDate, row.createdAt],
      );
      batchInsert(
        db,
        'agent_invitation_income',
        ['agent_id', 'source_account_id', 'level', 'balance_date', 'valid_bet_cents', 'rate_bp', 'amount_cents'],
        activity.invitationIncome,
        (row) => [row.agentId, row.sourceAccountId, row.level, row.balanceDate, row.validBetCents, row.rateBp, row.amountCents],
      );
      batchInsert(
        db,
        'agent_rebate_income',
        ['agent_id', 'category', 'balance_date', 'valid_bet_cents', 'rate_bp', 'amount_cents'],
        activity.rebateIncome,
        (row) => [row.agentId, row.category, row.balanceDate, row.validBetCents, row.rateBp, row.amountCents],
      );
    },

    joinedAt(accountIds) {
      return joined.all(ids(accountIds)).map((row) => n(row.created_at));
    },

    daily(accountIds, { startDate, endDate }) {
      const days = new Map<string, DayFigures>();
      const dayOf = (date: string): DayFigures => {
        let day = days.get(date);
        if (!day) {
          day = {
            balanceDate: date,
            ...gameFigures(undefined),
            depositCents: 0,
            withdrawCents: 0,
            promotionCents: 0,
            loginMembers: 0,
            betMembers: 0,
            depositMembers: 0,
          };
          days.set(date, day);
        }
        return day;
      };
      for (const row of dailyGames.all(ids(accountIds), startDate, endDate)) {
        Object.assign(dayOf(String(row.balance_date)), gameFigures(row), { betMembers: n(row.bet_members) });
      }
      for (const row of dailyFunds.all(ids(accountIds), startDate, endDate)) {
        Object.assign(dayOf(String(row.balance_date)), {
          depositCents: n(row.deposit_cents),
          withdrawCents: n(row.withdraw_cents),
          promotionCents: n(row.promotion_cents),
          loginMembers: n(row.login_members),
          depositMembers: n(row.deposit_members),
        });
      }
      return [...days.values()].sort((a, b) => a.balanceDate.localeCompare(b.balanceDate));
    },

    totals(accountIds, { startDate, endDate }) {
      const games = gameTotals.get(ids(accountIds), startDate, endDate);
      const funds = fundTotals.get(ids(accountIds), startDate, endDate);
      return {
        ...gameFigures(games),
        betMembers: n(games?.bet_members),
        depositCents: n(funds?.deposit_cents),
        withdrawCents: n(funds?.withdraw_cents),
        promotionCents: n(funds?.promotion_cents),
        loginMembers: n(funds?.login_members),
        depositMembers: n(funds?.deposit_members),
      };
    },

    byCategory(accountIds, { startDate, endDate }) {
      return categories.all(ids(accountIds), startDate, endDate).map((row) => ({
        category: String(row.category) as ReportCategory,
        ...gameFigures(row),
      }));
    },

    bets(accountIds, { startDate, endDate }, { category }, window) {
      const totals = betTotals.get(ids(accountIds), startDate, endDate, category);
      const records = betPage.all(ids(accountIds), startDate, endDate, category, window.size, offset(window)).map((row): TeamBetRecord => ({
        id: n(row.id),
        orderNum: String(row.order_num),
        username: String(row.username),
        category: String(row.category) as ReportCategory,
        gameName: String(row.game_name),
        vendorName: String(row.vendor_name),
        betCents: n(row.bet_cents),
        validBetCents: n(row.valid_bet_cents),
        winCents: n(row.win_cents),
        betAt: n(row.bet_at),
      }));
      return {
        records,
        total: n(totals?.total),
        totals: { betCents: n(totals?.bet_cents), validBetCents: n(totals?.valid_bet_cents), winCents: n(totals?.win_cents) },
      };
    },

    transactions(accountIds, { startDate, endDate }, { types }, window) {
      const typeList = types === null ? null : JSON.stringify(types);
      const totals: Record<TeamTransactionType, number> = { deposit: 0, withdrawal: 0, 'transfer-in': 0, 'transfer-out': 0 };
      let total = 0;
      for (const row of transactionTotals.all(ids(accountIds), startDate, endDate, typeList)) {
        totals[String(row.type) as TeamTransactionType] = n(row.amount_cents);
        total += n(row.total);
      }
      const records = transactionPage
        .all(ids(accountIds), startDate, endDate, typeList, window.size, offset(window))
        .map((row): TeamTransactionRecord => ({
          id: n(row.id),
          orderNum: String(row.order_num),
          username: String(row.username),
          type: String(row.type) as TeamTransactionType,
          amountCents: n(row.amount_cents),
          createdAt: n(row.created_at),
        }));
      return { records, total, totals };
    },

    invitationIncome(agentId, { startDate, endDate }, window) {
      const totals = invitationTotals.get(agentId, startDate, endDate);
      const records = invitationPage.all(agentId, startDate, endDate, window.size, offset(window)).map((row): InvitationIncomeRecord => ({
        id: n(row.id),
        balanceDate: String(row.balance_date),
        username: String(row.username),
        level: n(row.level),
        validBetCents: n(row.valid_bet_cents),
        rateBp: n(row.rate_bp),
        amountCents: n(row.amount_cents),
      }));
      return {
        records,
        total: n(totals?.total),
        totals: { validBetCents: n(totals?.valid_bet_cents), amountCents: n(totals?.amount_cents) },
      };
    },

    rebateIncome(agentId, { startDate, endDate }, { category }, window) {
      const totals = rebateTotals.get(agentId, startDate, endDate, category);
      const records = rebatePage.all(agentId, startDate, endDate, category, window.size, offset(window)).map((row): RebateIncomeRecord => ({
        id: n(row.id),
        balanceDate: String(row.balance_date),
        category: String(row.category) as ReportCategory,
        validBetCents: n(row.valid_bet_cents),
        rateBp: n(row.rate_bp),
        amountCents: n(row.amount_cents),
      }));
      return {
        records,
        total: n(totals?.total),
        totals: { validBetCents: n(totals?.valid_bet_cents), amountCents: n(totals?.amount_cents) },
      };
    },
  };
}
