import {
  type InvitationIncomeFooter,
  type InvitationIncomeRow,
  type RebateIncomeFooter,
  type RebateIncomeRow,
  REPORT_CATEGORIES,
  type ReportPage,
  TEAM_TRANSACTION_FILTERS,
  type TeamBetFooter,
  type TeamBetRow,
  type TeamKpiRow,
  type TeamKpiTotals,
  type TeamOverview,
  type TeamPnl,
  type TeamPnlFooter,
  type TeamPnlRow,
  type TeamTransactionFooter,
  type TeamTransactionRow,
} from '../../../src/contract/agent-reports.ts';
import { type DateRange, type RangeLimit, rangeProblem } from '../../../src/contract/report-range.ts';
import {
  nullableStringSchema,
  numberSchema,
  pageNoProperty,
  pageSizeProperty,
  schemaFor,
  stringSchema,
  usernameProperty,
} from '../../http/schemas.ts';
import { GatewayError } from '../../lib/errors.ts';

/**
 * The agent centre's report calls' shapes (docs/gateway-protocol.md#agent-centre): their queries
 * (a date range, a page, filters) and answers, checked against the wire contract.
 */

const dateProperty = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const rangeProperties = { startDate: dateProperty, endDate: dateProperty } as const;
const pageProperties = { page: pageNoProperty, size: pageSizeProperty } as const;
const categoryProperty = { type: 'string', enum: REPORT_CATEGORIES } as const;

export const overviewQuerySchema = {
  type: 'object',
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  properties: rangeProperties,
} as const;

export const pnlQuerySchema = {
  type: 'object',
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  properties: { ...rangeProperties, subordinateName: usernameProperty },
} as const;

export const betsQuerySchema = {
  type: 'object',
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  properties: { ...rangeProperties, ...pageProperties, customerName: usernameProperty, gameCategory: categoryProperty },
} as const;

export const transactionsQuerySchema = {
  type: 'object',
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  properties: {
    ...rangeProperties,
    ...pageProperties,
    customerName: usernameProperty,
    type: { type: 'string', enum: TEAM_TRANSACTION_FILTERS },
  },
} as const;

export const invitationIncomeQuerySchema = {
  type: 'object',
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  properties: { ...rangeProperties, ...pageProperties },
} as const;

export const rebateIncomeQuerySchema = {
  type: 'object',
  required: ['startDate', 'endDate'],
  additionalProperties: false,
  properties: { ...rangeProperties, ...pageProperties, gameCategory: categoryProperty },
} as const;

const kpiTotalsProperties = {
  teamDeposit: numberSchema,
  teamWithdraw: numberSchema,
  teamTotalBet: numberSchema,
  teamValidBet: numberSchema,
  teamTotalWin: numberSchema,
  teamTotalPnl: numberSchema,
  teamRegisterMemberCount: numberSchema,
  teamLoginMemberCount: numberSchema,
  teamBetMemberCount: numberSchema,
  teamDepositMemberCount: numberSchema,
} as const;
const KPI_TOTALS_FIELDS = Object.keys(kpiTotalsProperties) as (keyof typeof kpiTotalsProperties)[];

const kpiRowSchema = schemaFor<TeamKpiRow>()({
  type: 'object',
  required: ['balanceDate', ...KPI_TOTALS_FIELDS],
  additionalProperties: false,
  properties: { balanceDate: stringSchema, ...kpiTotalsProperties },
});

const kpiTotalsSchema = schemaFor<TeamKpiTotals>()({
  type: 'object',
  required: KPI_TOTALS_FIELDS,
  additionalProperties: false,
  properties: kpiTotalsProperties,
});

export const overviewSchema = schemaFor<TeamOverview>()({
  type: 'object',
  required: ['startDate', 'endDate', 'teamCount', 'list', 'footer'],
  additionalProperties: false,
  properties: {
    startDate: stringSchema,
    endDate: stringSchema,
    teamCount: numberSchema,
    list: { type: 'array', items: kpiRowSchema },
    footer: kpiTotalsSchema,
  },
});

/** An object schema whose every field is a number. */
function numbersOf<const Field extends string>(fields: readonly Field[]) {
  return {
    type: 'object',
    required: fields,
    additionalProperties: false,
    properties: Object.fromEntries(fields.map((field) => [field, numberSchema])) as { [Key in Field]: typeof numberSchema },
  } as const;
}

/** A report page of `row`s with its footer (ReportPage). */
function reportPageOf<const Row, const Footer>(row: Row, footer: Footer) {
  return {
    type: 'object',
    required: ['list', 'footer', 'total', 'totalPages'],
    additionalProperties: false,
    properties: { list: { type: 'array', items: row }, footer, total: numberSchema, totalPages: numberSchema },
  } as const;
}

const pnlRowSchema = schemaFor<TeamPnlRow>()({
  type: 'object',
  required: ['gameCategory', 'betCount', 'totalBet', 'validBet', 'totalWin', 'rebate', 'pnl'],
  additionalProperties: false,
  properties: {
    gameCategory: stringSchema,
    ...numbersOf(['betCount', 'totalBet', 'validBet', 'totalWin', 'rebate', 'pnl']).properties,
  },
});
const pnlFooterSchema = schemaFor<TeamPnlFooter>()(
  numbersOf(['betCount', 'totalBet', 'validBet', 'totalWin', 'rebate', 'promotion', 'pnl']),
);

export const pnlSchema = schemaFor<TeamPnl>()({
  ...reportPageOf(pnlRowSchema, pnlFooterSchema),
  required: ['list', 'footer', 'total', 'totalPages', 'subordinateName'],
  properties: { ...reportPageOf(pnlRowSchema, pnlFooterSchema).properties, subordinateName: nullableStringSchema },
});

const betRowSchema = schemaFor<TeamBetRow>()({
  type: 'object',
  required: [
    'id',
    'orderNum',
    'customerName',
    'gameCategory',
    'gameName',
    'vendorName',
    'betAmount',
    'validBet',
    'winAmount',
    'pnl',
    'betTime',
  ],
  additionalProperties: false,
  properties: {
    orderNum: stringSchema,
    customerName: stringSchema,
    gameCategory: stringSchema,
    gameName: stringSchema,
    vendorName: stringSchema,
    ...numbersOf(['id', 'betAmount', 'validBet', 'winAmount', 'pnl', 'betTime']).properties,
  },
});
const betFooterSchema = schemaFor<TeamBetFooter>()(numbersOf(['betAmount', 'validBet', 'winAmount', 'pnl']));
export const betsSchema = schemaFor<ReportPage<TeamBetRow, TeamBetFooter>>()(reportPageOf(betRowSchema, betFooterSchema));

const transactionRowSchema = schemaFor<TeamTransactionRow>()({
  type: 'object',
  required: ['id', 'orderNum', 'customerName', 'type', 'amount', 'createdAt'],
  additionalProperties: false,
  properties: {
    orderNum: stringSchema,
    customerName: stringSchema,
    type: stringSchema,
    ...numbersOf(['id', 'amount', 'createdAt']).properties,
  },
});
const transactionFooterSchema = schemaFor<TeamTransactionFooter>()(numbersOf(['deposit', 'withdrawal', 'transferIn', 'transferOut']));
export const transactionsSchema = schemaFor<ReportPage<TeamTransactionRow, TeamTransactionFooter>>()(
  reportPageOf(transactionRowSchema, transactionFooterSchema),
);

const invitationRowSchema = schemaFor<InvitationIncomeRow>()({
  type: 'object',
  required: ['id', 'balanceDate', 'customerName', 'level', 'validBet', 'commissionRate', 'commission'],
  additionalProperties: false,
  properties: {
    balanceDate: stringSchema,
    customerName: stringSchema,
    ...numbersOf(['id', 'level', 'validBet', 'commissionRate', 'commission']).properties,
  },
});
const invitationFooterSchema = schemaFor<InvitationIncomeFooter>()(numbersOf(['validBet', 'commission']));
export const invitationIncomeSchema = schemaFor<ReportPage<InvitationIncomeRow, InvitationIncomeFooter>>()(
  reportPageOf(invitationRowSchema, invitationFooterSchema),
);

const rebateRowSchema = schemaFor<RebateIncomeRow>()({
  type: 'object',
  required: ['id', 'balanceDate', 'gameCategory', 'gameBetting', 'rebateRate', 'gameRebate'],
  additionalProperties: false,
  properties: {
    balanceDate: stringSchema,
    gameCategory: stringSchema,
    ...numbersOf(['id', 'gameBetting', 'rebateRate', 'gameRebate']).properties,
  },
});
const rebateFooterSchema = schemaFor<RebateIncomeFooter>()(numbersOf(['gameBetting', 'gameRebate']));
export const rebateIncomeSchema = schemaFor<ReportPage<RebateIncomeRow, RebateIncomeFooter>>()(
  reportPageOf(rebateRowSchema, rebateFooterSchema),
);

/** The default page size of the paged reports. */
const DEFAULT_REPORT_PAGE_SIZE = 20;

/** The page a report query asks for: the first, of DEFAULT_REPORT_PAGE_SIZE, unless it says. */
export function reportPage(query: { page?: string; size?: string }): { page: number; size: number } {
  return { page: Number(query.page ?? 1), size: Number(query.size ?? DEFAULT_REPORT_PAGE_SIZE) };
}

/**
 * The range a report query names, refused past the report's limits (docs/product.md#agent-centre):
 * `date.range.invalid` (no date, the end before the start or after today), `date.range.too.old`,
 * `date.range.too.long`; the refusal's value names the limit.
 */
export function checkedRange(query: DateRange, today: string, limit: RangeLimit): DateRange {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const problem = rangeProblem(range, today, limit);
  if (problem === 'too-old') throw new GatewayError('date.range.too.old', { value: { windowDays: limit.windowDays } });
  if (problem === 'too-long') throw new GatewayError('date.range.too.long', { value: { maxDays: limit.maxDays } });
  if (problem !== undefined) throw new GatewayError('date.range.invalid');
  return range;
}

/** Cents on the wire: currency units with two decimals. */
export const units = (cents: number) => cents / 100;

/** Whole pages of `size` for `total` rows. */
export const pagesOf = (total: number, size: number) => Math.ceil(total / size);
