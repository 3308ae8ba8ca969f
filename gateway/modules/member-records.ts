import type { AccountRecordRow, BetRecordRow, RecordPage } from '../../src/contract/member-records.ts';
import { type Member, memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import {
  answersWith,
  nullableNumberSchema,
  nullableStringSchema,
  numberSchema,
  PAGE_FIELDS,
  pageNoProperty,
  pagePropertiesOf,
  pageQuery,
  pageSizeProperty,
  schemaFor,
  stringSchema,
  wirePage,
} from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { type AccountRecord, TRIAL_TYPE } from '../store/repositories/accounts.ts';
import { LEDGER_KINDS, type LedgerEntry } from '../store/repositories/ledger.ts';
import type { BetRecord } from '../store/repositories/play.ts';
import type { Store } from '../store/store.ts';

const DEFAULT_RECORD_PAGE_SIZE = 20;

const BET_KINDS = ['all', 'game', 'lottery'] as const;

const recordQuerySchema = (kinds: readonly string[]) =>
  ({
    type: 'object',
    properties: { pageNo: pageNoProperty, pageSize: pageSizeProperty, kind: { type: 'string', enum: ['all', ...kinds] } },
    additionalProperties: false,
  }) as const;

/** The account record also takes the start of a date range (epoch ms; the app's today / 7 / 30 days). */
const accountQuerySchema = {
  ...recordQuerySchema(LEDGER_KINDS),
  properties: { ...recordQuerySchema(LEDGER_KINDS).properties, since: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

interface RecordQuery {
  pageNo?: string;
  pageSize?: string;
}

const betRecordRowSchema = schemaFor<BetRecordRow>()({
  type: 'object',
  required: [
    'id',
    'kind',
    'gameId',
    'gameName',
    'vendor',
    'vendorName',
    'stake',
    'win',
    'net',
    'balanceAfter',
    'numbers',
    'drawAt',
    'createdAt',
  ],
  additionalProperties: false,
  properties: {
    id: stringSchema,
    kind: stringSchema,
    gameId: numberSchema,
    gameName: stringSchema,
    vendor: stringSchema,
    vendorName: stringSchema,
    stake: numberSchema,
    win: nullableNumberSchema,
    net: numberSchema,
    balanceAfter: numberSchema,
    numbers: nullableStringSchema,
    drawAt: nullableNumberSchema,
    createdAt: numberSchema,
  },
});

/** An account-record row; the admin API's wallet adjustment answers one too. */
export const accountRecordRowSchema = schemaFor<AccountRecordRow>()({
  type: 'object',
  required: ['id', 'kind', 'amount', 'balanceAfter', 'reference', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: numberSchema,
    kind: stringSchema,
    amount: numberSchema,
    balanceAfter: numberSchema,
    reference: stringSchema,
    createdAt: numberSchema,
  },
});

function recordPageSchemaOf<const Row>(row: Row) {
  return {
    type: 'object',
    required: [...PAGE_FIELDS, 'currencySymbol'],
    additionalProperties: false,
    properties: { ...pagePropertiesOf(row), currencySymbol: stringSchema },
  } as const;
}

const betRecordPageSchema = schemaFor<RecordPage<BetRecordRow>>()(recordPageSchemaOf(betRecordRowSchema));
const accountRecordPageSchema = schemaFor<RecordPage<AccountRecordRow>>()(recordPageSchemaOf(accountRecordRowSchema));

const cents = (value: number) => value / 100;

function betView(record: BetRecord): BetRecordRow {
  return {
    id: `${record.kind}-${record.id}`,
    kind: record.kind,
    gameId: record.gameId,
    gameName: record.gameName,
    vendor: record.vendor,
    vendorName: record.vendorName,
    stake: cents(record.stakeCents),
    win: record.winCents === null ? null : cents(record.winCents),
    net: cents((record.winCents ?? 0) - record.stakeCents),
    balanceAfter: cents(record.balanceAfterCents),
    numbers: record.numbers,
    drawAt: record.drawAt,
    createdAt: record.createdAt,
  };
}

export function accountView(entry: LedgerEntry): AccountRecordRow {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: cents(entry.amountCents),
    balanceAfter: cents(entry.balanceAfterCents),
    reference: entry.reference,
    createdAt: entry.createdAt,
  };
}

/** A trial account plays with play money and has no record of its own to show (docs/product.md#roles). */
export function realMember({ account }: Member): AccountRecord {
  if (account.type === TRIAL_TYPE) throw new GatewayError('member.trial');
  return account;
}

export function currencySymbol(store: Store, account: AccountRecord): string {
  const currency = store.settings.get('currency');
  return account.currency === currency.code ? currency.symbol : account.currency;
}

function paging(query: RecordQuery): { pageNo: number; pageSize: number } {
  return pageQuery(query, DEFAULT_RECORD_PAGE_SIZE);
}

function pageOfRows<Row>(list: Row[], total: number, pageNo: number, pageSize: number, symbol: string): RecordPage<Row> {
  return { ...wirePage(list, total, { pageNo, pageSize }), currencySymbol: symbol };
}

/** The member centre's betting record and account record (the wallet ledger), newest first. */
export const memberRecordsModule: GatewayModule = async (app, { store }) => {
  await memberRoutes(app, store, (routes) => {
    routes.get(
      '/wps/member/records/bets',
      {
        schema: { querystring: recordQuerySchema(BET_KINDS.slice(1)), response: answersWith(betRecordPageSchema) },
      },
      async (request, reply) => {
        const account = realMember(request.member);
        const { pageNo, pageSize } = paging(request.query);
        const kind = request.query.kind === 'game' || request.query.kind === 'lottery' ? request.query.kind : undefined;
        const { records, total } = store.play.betPage(account.id, pageNo, pageSize, kind);
        reply.header('cache-control', 'no-store');
        return ok(pageOfRows(records.map(betView), total, pageNo, pageSize, currencySymbol(store, account)));
      },
    );

    routes.get(
      '/wps/member/records/account',
      {
        schema: { querystring: accountQuerySchema, response: answersWith(accountRecordPageSchema) },
      },
      async (request, reply) => {
        const account = realMember(request.member);
        const { pageNo, pageSize } = paging(request.query);
        const kind = LEDGER_KINDS.find((candidate) => candidate === request.query.kind);
        const since = request.query.since === undefined ? undefined : Number(request.query.since);
        const { entries, total } = store.ledger.page(account.id, pageNo, pageSize, kind, since);
        reply.header('cache-control', 'no-store');
        return ok(pageOfRows(entries.map(accountView), total, pageNo, pageSize, currencySymbol(store, account)));
      },
    );
  });
};
