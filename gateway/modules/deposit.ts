import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayApp, GatewayModule } from '../http/context.ts';
import { MEMBER_LIMITS, perMemberPerMinute } from '../http/rate-limits.ts';
import {
  answersWith,
  languageOnlyQuerySchema,
  languageProperty,
  numberListSchema,
  numberSchema,
  pageNoProperty,
  pageQuery,
  pageSchemaOf,
  pageSizeProperty,
  schemaFor,
  stringSchema,
  wirePage,
} from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import type { DepositChannel, DepositChannels, DepositOrder, DepositOrderPage } from '../../src/contract/deposit.ts';
import type { DepositChannelRecord, DepositChannelText, DepositOrderRecord } from '../store/repositories/deposits.ts';
import type { Store } from '../store/store.ts';
import { requestLanguage } from './content.ts';
import { requireRealMember } from './promotions.ts';

/**
 * The demo has no payment provider: a demo order is approved by the first read of the member's
 * orders at least this long after it was placed (the app polls while one is pending), so the
 * player sees it pending, then approved with the balance moved.
 */
const DEPOSIT_REVIEW_DELAY_MS = 2000;
const DEFAULT_ORDERS_PAGE_SIZE = 10;
/** Larger than any channel's maximum: a bound for the schema, the channel decides the limits. */
const AMOUNT_CEILING = 100_000_000;

type ChannelTexts = Map<string, DepositChannelText>;

/** `text` is the channel's text in the member's language; without one the English text shows. */
function channelView(channel: DepositChannelRecord, text: DepositChannelText | undefined): DepositChannel {
  return {
    code: channel.code,
    name: text?.name ?? channel.name,
    kind: channel.kind,
    min: channel.minCents / 100,
    max: channel.maxCents / 100,
    presets: channel.presetCents.map((cents) => cents / 100),
    instructions: text?.instructions ?? channel.instructions,
  };
}

function orderView(store: Store, order: DepositOrderRecord, texts: ChannelTexts = new Map()): DepositOrder {
  return {
    orderNo: order.orderNo,
    channel: order.channelCode,
    channelName: texts.get(order.channelCode)?.name ?? store.deposits.channel(order.channelCode)?.name ?? order.channelCode,
    amount: order.amountCents / 100,
    status: order.status,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/**
 * Amount in cents when it has at most two decimals. JSON numbers are binary floats (19.99 is
 * 1998.9999…), so "two decimals" means the cents are an integer within rounding noise.
 */
export function amountInCents(amount: number): number | undefined {
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) < 1e-6 && cents > 0 ? cents : undefined;
}

/**
 * A decision on a pending order. Approval moves the balance and writes its ledger row in the
 * same transaction as the status, so the wallet and the account record always agree.
 */
function decideOrder(store: Store, order: DepositOrderRecord, status: 'approved' | 'rejected', now = Date.now()): DepositOrderRecord | undefined {
  return store.transaction(() => {
    const decided = store.deposits.decide(order.id, status, now);
    if (!decided || status === 'rejected') return decided;
    const balance = store.accounts.changeBalance(order.accountId, order.amountCents);
    if (balance === undefined) throw new Error(`No account ${order.accountId} for a deposit`);
    store.ledger.record({
      accountId: order.accountId,
      kind: 'deposit',
      amountCents: order.amountCents,
      balanceAfterCents: balance,
      reference: `deposit:${order.orderNo}`,
      createdAt: now,
    });
    return decided;
  });
}

/** The demo reviewer: every due pending order of the account is approved. */
function reviewDueOrders(store: Store, accountId: number, now = Date.now()): void {
  for (const order of store.deposits.dueForReview(accountId, now)) decideOrder(store, order, 'approved', now);
}

const orderBodySchema = {
  type: 'object',
  required: ['channel', 'amount'],
  additionalProperties: false,
  properties: {
    channel: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: AMOUNT_CEILING },
  },
} as const;

const channelSchema = schemaFor<DepositChannel>()({
  type: 'object',
  required: ['code', 'name', 'kind', 'min', 'max', 'presets', 'instructions'],
  additionalProperties: false,
  properties: {
    code: stringSchema,
    name: stringSchema,
    kind: stringSchema,
    min: numberSchema,
    max: numberSchema,
    presets: numberListSchema,
    instructions: stringSchema,
  },
});

const channelsSchema = schemaFor<DepositChannels>()({
  type: 'object',
  required: ['list', 'currency', 'currencySymbol'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: channelSchema }, currency: stringSchema, currencySymbol: stringSchema },
});

const orderSchema = schemaFor<DepositOrder>()({
  type: 'object',
  required: ['orderNo', 'channel', 'channelName', 'amount', 'status', 'createdAt', 'updatedAt'],
  additionalProperties: false,
  properties: {
    orderNo: stringSchema,
    channel: stringSchema,
    channelName: stringSchema,
    amount: numberSchema,
    status: stringSchema,
    createdAt: numberSchema,
    updatedAt: numberSchema,
  },
});

const orderPageSchema = schemaFor<DepositOrderPage>()(pageSchemaOf(orderSchema));

const ordersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { pageNo: pageNoProperty, pageSize: pageSizeProperty, language: languageProperty },
} as const;

/**
 * Channel texts in the language of the request (`language` query, else the `Language` header);
 * an empty map for English or a language without texts, so every channel shows in English.
 */
function channelTexts(store: Store, request: FastifyRequest, query?: string): ChannelTexts {
  return store.deposits.channelTexts(requestLanguage(request, query));
}

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/** Deposit channels with their limits, deposit orders and their demo approval. */
export const depositModule: GatewayModule = async (app, { config, store }) => {
  // Per member, not per IP: a family behind one address may all deposit, while one member
  // opening order after order is what an operator stops (gateway/README.md "Limits and timeouts").
  const orderLimit = perMemberPerMinute(config, MEMBER_LIMITS.depositOrders);
  const channelsSchemas = { querystring: languageOnlyQuerySchema, response: answersWith(channelsSchema) };
  app.get('/wps/deposit/channels', { schema: channelsSchemas, config: { auth: 'member' } }, async (request, reply) => {
    const { account } = request.member!;
    requireRealMember(account);
    const currency = store.settings.get('currency');
    const texts = channelTexts(store, request, request.query.language);
    const list = store.deposits.channels().map((channel) => channelView(channel, texts.get(channel.code)));
    return noStore<DepositChannels>(reply, { list, currency: currency.code, currencySymbol: currency.symbol });
  });

  const placeOrderSchemas = { body: orderBodySchema, response: answersWith(orderSchema) };
  app.post('/wps/deposit/orders', { schema: placeOrderSchemas, config: { auth: 'member' } }, async (request, reply) => {
    const { account } = request.member!;
    requireRealMember(account);
    const cents = amountInCents(request.body.amount);
    if (cents === undefined) throw new GatewayError('request.invalid', { message: 'body/amount must have at most 2 decimals' });
    const channel = store.deposits.channel(request.body.channel);
    if (!channel?.enabled) throw new GatewayError('deposit.channel.invalid');
    if (cents < channel.minCents || cents > channel.maxCents) {
      throw new GatewayError('deposit.amount.invalid', { value: { min: channel.minCents / 100, max: channel.maxCents / 100 } });
    }
    // Counted only for orders that would be stored: a refused amount costs nothing to retry.
    orderLimit.take(account.id, reply);
    const now = Date.now();
    const order = store.deposits.createOrder({ accountId: account.id, channelCode: channel.code, amountCents: cents, now, reviewAt: now + DEPOSIT_REVIEW_DELAY_MS });
    return noStore(reply, orderView(store, order, channelTexts(store, request)));
  });

  app.get(
    '/wps/deposit/orders',
    { schema: { querystring: ordersQuerySchema, response: answersWith(orderPageSchema) }, config: { auth: 'member' } },
    async (request, reply) => {
      const { account } = request.member!;
      requireRealMember(account);
      reviewDueOrders(store, account.id);
      const paging = pageQuery(request.query, DEFAULT_ORDERS_PAGE_SIZE);
      const { orders, total } = store.deposits.page(account.id, paging.pageNo, paging.pageSize);
      const texts = channelTexts(store, request, request.query.language);
      const page: DepositOrderPage = wirePage(orders.map((order) => orderView(store, order, texts)), total, paging);
      return noStore(reply, page);
    },
  );
};

const adminDecisionSchema = {
  params: { type: 'object', required: ['orderNo'], properties: { orderNo: { type: 'string', pattern: '^DP[0-9]{14,20}$' } } },
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: { status: { enum: ['approved', 'rejected'] } },
  },
} as const;

/** Operator routes, registered inside the admin module (its Admin-Token check applies). */
export function depositAdminRoutes(app: GatewayApp, store: Store): void {
  app.put(
    '/admin/deposits/:orderNo',
    { schema: { ...adminDecisionSchema, response: answersWith(orderSchema) } },
    async (request) => {
      const order = store.deposits.findByOrderNo(request.params.orderNo);
      if (!order) throw new GatewayError('deposit.not.found');
      const decided = decideOrder(store, order, request.body.status);
      if (!decided) throw new GatewayError('request.invalid', { message: 'The order is no longer pending' });
      return ok(orderView(store, decided));
    },
  );
}
