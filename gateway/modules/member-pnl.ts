import {
  MEMBER_PNL_RANGE_LIMIT,
  type MemberPnl,
  type MemberPnlCategory,
  type MemberPnlDay,
  type MemberPnlFigures,
} from '../../src/contract/member-pnl.ts';
import { addDays, type DateRange, operatorDate, operatorDayStart, rangeProblem } from '../../src/contract/report-range.ts';
import { memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { answersWith, numberSchema, schemaFor, stringSchema } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import type { DailyCategoryResult } from '../store/repositories/play.ts';
import { currencySymbol, realMember } from './member-records.ts';

/**
 * Dates are read by the handler, not the schema, so that a missing or malformed one gets the same
 * `date.range.invalid` as an end before its start (docs/gateway-protocol.md#profit-and-loss).
 */
const dateText = { type: 'string', maxLength: 10 } as const;
const pnlQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { startDate: dateText, endDate: dateText },
} as const;

const figureProperties = { betAmount: numberSchema, validBet: numberSchema, winLoss: numberSchema } as const;
const categorySchema = schemaFor<MemberPnlCategory>()({
  type: 'object',
  required: ['category', 'betAmount', 'validBet', 'winLoss'],
  additionalProperties: false,
  properties: { category: stringSchema, ...figureProperties },
});
const categoriesSchema = { type: 'array', items: categorySchema } as const;
const daySchema = schemaFor<MemberPnlDay>()({
  type: 'object',
  required: ['date', 'betAmount', 'validBet', 'winLoss', 'byCategory'],
  additionalProperties: false,
  properties: { date: stringSchema, ...figureProperties, byCategory: categoriesSchema },
});
const memberPnlSchema = schemaFor<MemberPnl>()({
  type: 'object',
  required: ['startDate', 'endDate', 'currencySymbol', 'list', 'footer'],
  additionalProperties: false,
  properties: {
    startDate: stringSchema,
    endDate: stringSchema,
    currencySymbol: stringSchema,
    list: { type: 'array', items: daySchema },
    footer: {
      type: 'object',
      required: ['betAmount', 'validBet', 'winLoss', 'byCategory'],
      additionalProperties: false,
      properties: { ...figureProperties, byCategory: categoriesSchema },
    },
  },
});

/**
 * The range the query names, refused past the report's limits (docs/product.md#profit-and-loss):
 * `date.range.invalid` (a date missing or no date, the end before the start or after today),
 * `date.range.too.old` (a start before the last 90 days), `date.range.too.long` (over 31 days);
 * the refusal's value names the limit.
 */
function checkedRange(query: Partial<DateRange>, today: string): DateRange {
  const range = { startDate: query.startDate ?? '', endDate: query.endDate ?? '' };
  const problem = rangeProblem(range, today, MEMBER_PNL_RANGE_LIMIT);
  if (problem === 'too-old') {
    throw new GatewayError('date.range.too.old', {
      value: { windowDays: MEMBER_PNL_RANGE_LIMIT.windowDays, earliest: addDays(today, -(MEMBER_PNL_RANGE_LIMIT.windowDays - 1)) },
    });
  }
  if (problem === 'too-long') throw new GatewayError('date.range.too.long', { value: { maxDays: MEMBER_PNL_RANGE_LIMIT.maxDays } });
  if (problem !== undefined) throw new GatewayError('date.range.invalid');
  return range;
}

/** Cents summed per key, in currency units on the way out. */
interface Sums {
  bet: number;
  valid: number;
  net: number;
}

const noSums = (): Sums => ({ bet: 0, valid: 0, net: 0 });
const add = (sums: Sums, row: DailyCategoryResult) => {
  sums.bet += row.betCents;
  sums.valid += row.validCents;
  sums.net += row.winLossCents;
};
const figures = (sums: Sums): MemberPnlFigures => ({ betAmount: sums.bet / 100, validBet: sums.valid / 100, winLoss: sums.net / 100 });
const categoryOf = (category: string, sums: Sums): MemberPnlCategory => ({ category, ...figures(sums) });

/** The per-day, per-category sums as the answer's days (newest first, as the rows come) and totals. */
function pnlOf(rows: readonly DailyCategoryResult[]): Pick<MemberPnl, 'list' | 'footer'> {
  const days = new Map<string, { sums: Sums; categories: MemberPnlCategory[] }>();
  const total = noSums();
  const byCategory = new Map<string, Sums>();
  for (const row of rows) {
    const day = days.get(row.date) ?? { sums: noSums(), categories: [] };
    days.set(row.date, day);
    add(day.sums, row);
    day.categories.push(categoryOf(row.category, { bet: row.betCents, valid: row.validCents, net: row.winLossCents }));
    const category = byCategory.get(row.category) ?? noSums();
    byCategory.set(row.category, category);
    add(category, row);
    add(total, row);
  }
  return {
    list: [...days].map(([date, day]) => ({ date, ...figures(day.sums), byCategory: day.categories })),
    footer: {
      ...figures(total),
      // The biggest stakes first: where the member's money went.
      byCategory: [...byCategory]
        .map(([category, sums]) => categoryOf(category, sums))
        .sort((a, b) => b.betAmount - a.betAmount || a.category.localeCompare(b.category)),
    },
  };
}

/** The member's own profit and loss by day and game category (docs/product.md#profit-and-loss). */
export const memberPnlModule: GatewayModule = async (app, { store }) => {
  await memberRoutes(app, store, (routes) => {
    routes.get(
      '/wps/relay/ODSFE2_MemPNL',
      { schema: { querystring: pnlQuerySchema, response: answersWith(memberPnlSchema) } },
      async (request, reply) => {
        const account = realMember(request.member);
        const range = checkedRange(request.query, operatorDate(Date.now()));
        const rows = store.play.dailyResults(account.id, operatorDayStart(range.startDate), operatorDayStart(addDays(range.endDate, 1)));
        reply.header('cache-control', 'no-store');
        return ok({ ...range, currencySymbol: currencySymbol(store, account), ...pnlOf(rows) });
      },
    );
  });
};
