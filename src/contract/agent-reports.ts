/**
 * The agent centre's overview and team reports (docs/gateway-protocol.md#agent-centre). Money is
 * in the currency's units with two decimals; dates are `YYYY-MM-DD` on GMT+8 (report-range.ts);
 * instants are epoch ms. Field names follow the platform's reports where it names them.
 */

/** The game categories the reports split by, in the platform's codes and the order shown. */
export const REPORT_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** One day of the team's figures (the platform's `ODSFE2_teamKPIC` row). */
export interface TeamKpiRow {
  balanceDate: string;
  teamDeposit: number;
  teamWithdraw: number;
  teamTotalBet: number;
  teamValidBet: number;
  teamTotalWin: number;
  /** The team's result as players: wins + rebates + promotions - bets (negative when it lost). */
  teamTotalPnl: number;
  teamRegisterMemberCount: number;
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamDepositMemberCount: number;
}

/** The range's totals: money summed, member counts distinct over the whole range. */
export type TeamKpiTotals = Omit<TeamKpiRow, 'balanceDate'>;

/** `GET /wps/agent/team/overview`: every date of the range (zeros where nothing happened), oldest first. */
export interface TeamOverview {
  startDate: string;
  endDate: string;
  /** The whole team now, every level. */
  teamCount: number;
  list: TeamKpiRow[];
  footer: TeamKpiTotals;
}

/** A page of a report (the platform's newer reports: `page` from 1 and `size` in, these out). */
export interface ReportPage<Row, Footer> {
  list: Row[];
  footer: Footer;
  total: number;
  totalPages: number;
}

/** One game category of the team's profit and loss. */
export interface TeamPnlRow {
  gameCategory: ReportCategory;
  betCount: number;
  totalBet: number;
  validBet: number;
  totalWin: number;
  rebate: number;
  /** totalWin + rebate - totalBet. */
  pnl: number;
}

export interface TeamPnlFooter {
  betCount: number;
  totalBet: number;
  validBet: number;
  totalWin: number;
  rebate: number;
  promotion: number;
  /** The categories' pnl plus promotions. */
  pnl: number;
}

/** `GET /wps/agent/team/pnl`: every category, in REPORT_CATEGORIES order. */
export interface TeamPnl extends ReportPage<TeamPnlRow, TeamPnlFooter> {
  /** The downline the figures are of (with its own team), or null for the agent's whole team. */
  subordinateName: string | null;
}

/** One settled bet of a team member. */
export interface TeamBetRow {
  id: number;
  orderNum: string;
  customerName: string;
  gameCategory: ReportCategory;
  gameName: string;
  vendorName: string;
  betAmount: number;
  validBet: number;
  winAmount: number;
  /** winAmount - betAmount. */
  pnl: number;
  betTime: number;
}

export interface TeamBetFooter {
  betAmount: number;
  validBet: number;
  winAmount: number;
  pnl: number;
}

export type TeamTransactionType = 'deposit' | 'withdrawal' | 'transfer-in' | 'transfer-out';
/** What the transactions report filters by: transfer is both directions. */
export const TEAM_TRANSACTION_FILTERS = ['deposit', 'withdrawal', 'transfer'] as const;
export type TeamTransactionFilter = (typeof TEAM_TRANSACTION_FILTERS)[number];

/** A deposit, a withdrawal or a transfer with the upline, of a team member. */
export interface TeamTransactionRow {
  id: number;
  orderNum: string;
  customerName: string;
  type: TeamTransactionType;
  /** Always positive; the type says which way. */
  amount: number;
  createdAt: number;
}

export interface TeamTransactionFooter {
  deposit: number;
  withdrawal: number;
  transferIn: number;
  transferOut: number;
}

/** The agent's commission on one team member's valid bets of one day. */
export interface InvitationIncomeRow {
  id: number;
  balanceDate: string;
  customerName: string;
  /** 1 = a direct downline, 2 = a downline's downline, and so on. */
  level: number;
  validBet: number;
  /** Percent, e.g. 0.5 for 0.5 %. */
  commissionRate: number;
  commission: number;
}

export interface InvitationIncomeFooter {
  validBet: number;
  commission: number;
}

/** The agent's rebate on the team's valid bets of one category and day (`ODSFE2_agentRebate`). */
export interface RebateIncomeRow {
  id: number;
  balanceDate: string;
  gameCategory: ReportCategory;
  gameBetting: number;
  /** Percent, e.g. 0.1 for 0.1 %. */
  rebateRate: number;
  gameRebate: number;
}

export interface RebateIncomeFooter {
  gameBetting: number;
  gameRebate: number;
}
