import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../http/context.ts';
import { pageNoProperty, pageSizeProperty } from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { TRIAL_TYPE, type AccountRecord } from '../store/repositories/accounts.ts';
import { LEDGER_KINDS, type LedgerEntry, type LedgerKind } from '../store/repositories/ledger.ts';
import type { BetRecord } from '../store/repositories/play.ts';
import type { Store } from '../store/store.ts';
import type { Page } from './games.ts';

const DEFAULT_RECORD_PAGE_SIZE = 20;

/** A betting record line; amounts in the currency (15.5 = ₱15.50), like the wallet. */
export interface BetRecordView {
  /** `game-<round id>` or `lottery-<bet id>`: unique across both kinds. */
  id: string;
  kind: BetRecord['kind'];
  gameId: number;
  gameName: string;
  vendor: string;
  vendorName: string;
  stake: number;
  /** Null while a lottery bet waits for its draw. */
  win: number | null;
  /** Win minus stake; a bet waiting for its draw counts its stake as spent. */
  net: number;
  balanceAfter: number;
  numbers: string | null;
  drawAt: number | null;
  createdAt: number;
}

export interface AccountRecordView {
  id: number;
  kind: LedgerKind;
  /** Signed: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  reference: string;
  createdAt: number;
}

export interface RecordPage<T> extends Page<T> {
  currencySymbol: string;
}

const BET_KINDS = ['all', 'game', 'lottery'] as const;

const recordQuerySchema = (kinds: readonly string[]) =>
  ({
    type: 'object',
    properties: { pageNo: pageNoProperty, pageSize: pageSizeProperty, kind: { type: 'string', enum: ['all', ...kinds] } },
    additionalProperties: false,
  }) as const;

interface RecordQuery {
  pageNo?: string;
  pageSize?: string;
  kind?: string;
}

const cents = (value: number) => value / 100;

function betView(record: BetRecord): BetRecordView {
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

export function accountView(entry: LedgerEntry): AccountRecordView {
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
function realMember(request: FastifyRequest): AccountRecord {
  const { account } = request.member!;
  if (account.type === TRIAL_TYPE) throw new GatewayError('member.trial');
  return account;
}

function currencySymbol(store: Store, account: AccountRecord): string {
  const currency = store.settings.get('currency');
  return account.currency === currency.code ? currency.symbol : account.currency;
}

function paging(query: RecordQuery): { pageNo: number; pageSize: number } {
  return { pageNo: Number(query.pageNo ?? 1), pageSize: Number(query.pageSize ?? DEFAULT_RECORD_PAGE_SIZE) };
}

function pageOfRows<T>(list: T[], total: number, pageNo: number, pageSize: number, symbol: string): RecordPage<T> {
  return { list, pageNum: pageNo, pageSize, totalPages: Math.ceil(total / pageSize), total, currencySymbol: symbol };
}

/** The member centre's betting record and account record (the wallet ledger), newest first. */
export const memberRecordsModule: FastifyPluginAsync<GatewayContext> = async (app, { store }) => {
  app.get<{ Querystring: RecordQuery }>(
    '/wps/member/records/bets',
    { schema: { querystring: recordQuerySchema(BET_KINDS.slice(1)) }, config: { auth: 'member' } },
    async (request, reply) => {
      const account = realMember(request);
      const { pageNo, pageSize } = paging(request.query);
      const kind = request.query.kind === 'game' || request.query.kind === 'lottery' ? request.query.kind : undefined;
      const { records, total } = store.play.betPage(account.id, pageNo, pageSize, kind);
      reply.header('cache-control', 'no-store');
      return ok(pageOfRows(records.map(betView), total, pageNo, pageSize, currencySymbol(store, account)));
    },
  );

  app.get<{ Querystring: RecordQuery }>(
    '/wps/member/records/account',
    { schema: { querystring: recordQuerySchema(LEDGER_KINDS) }, config: { auth: 'member' } },
    async (request, reply) => {
      const account = realMember(request);
      const { pageNo, pageSize } = paging(request.query);
      const kind = LEDGER_KINDS.find((candidate) => candidate === request.query.kind);
      const { entries, total } = store.ledger.page(account.id, pageNo, pageSize, kind);
      reply.header('cache-control', 'no-store');
      return ok(pageOfRows(entries.map(accountView), total, pageNo, pageSize, currencySymbol(store, account)));
    },
  );
};
