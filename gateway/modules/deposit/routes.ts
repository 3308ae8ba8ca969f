import { randomBytes } from 'node:crypto';

import type { FastifyReply } from 'fastify';

import type { DepositChannels, DepositOrderPage } from '../../../src/contract/deposit.ts';
import { serviceHoursState } from '../../../src/contract/deposit-hours.ts';
import { memberRoutes } from '../../http/auth.ts';
import type { GatewayApp, GatewayModule } from '../../http/context.ts';
import { appOriginOf } from '../../http/cors.ts';
import { MEMBER_LIMITS, perMemberPerMinute } from '../../http/rate-limits.ts';
import { answersWith, languageOnlyQuerySchema, pageQuery, wirePage } from '../../http/schemas.ts';
import { ok } from '../../lib/envelope.ts';
import { GatewayError } from '../../lib/errors.ts';
import type { DepositBonusRecord, DepositOrderRecord } from '../../store/repositories/deposits.ts';
import type { Store } from '../../store/store.ts';
import { requestLanguage } from '../content.ts';
import { assertKycAllows, assertMayDeposit } from '../kyc/gates.ts';
import { requireRealMember } from '../promotions.ts';
import { assertDepositWithinLimits } from '../responsible/guards.ts';
import {
  amountInCents,
  bonusRefusal,
  decodeReceipt,
  DEFAULT_ORDERS_PAGE_SIZE,
  DEPOSIT_ORDER_TTL_MS,
  findBonus,
  hoursOf,
  newReference,
  RECEIPT_BODY_LIMIT_BYTES,
  receiptMime,
  settleOrThrow,
} from './rules.ts';
import {
  adminChannelSchema,
  adminDecisionSchema,
  adminListQuerySchema,
  channelsSchema,
  orderBodySchema,
  orderPageSchema,
  orderParamsSchema,
  orderSchema,
  ordersQuerySchema,
  receiptBodySchema,
} from './schemas.ts';
import { bonusView, channelTexts, channelView, orderView, originOf } from './views.ts';

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/** The member's own order, after any due expiry; another member's answers as unknown. */
function ownOrder(store: Store, accountId: number, orderNo: string): DepositOrderRecord {
  store.deposits.expireDue(Date.now());
  const order = store.deposits.findByOrderNo(orderNo);
  if (!order || order.accountId !== accountId) throw new GatewayError('deposit.not.found');
  return order;
}

/** Deposit channels, bonuses, orders, receipts and cancellation (gateway/README.md "Deposit"). */
export const depositModule: GatewayModule = async (app, { config, store }) => {
  // Per member, not per IP: a family behind one address may all deposit, while one member
  // opening order after order is what an operator stops (gateway/README.md "Limits and timeouts").
  const orderLimit = perMemberPerMinute(config, MEMBER_LIMITS.depositOrders);
  const receiptLimit = perMemberPerMinute(config, MEMBER_LIMITS.receiptUploads);
  const channelsSchemas = { querystring: languageOnlyQuerySchema, response: answersWith(channelsSchema) };
  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/deposit/channels', { schema: channelsSchemas }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      const currency = store.settings.get('currency');
      const language = requestLanguage(request, request.query.language);
      const texts = store.deposits.channelTexts(language);
      const list = store.deposits.channels().map((channel) => channelView(channel, texts.get(channel.code)));
      const bonuses = store.deposits
        .bonuses(language, Date.now())
        .filter((bonus) => !bonus.codeOnly)
        .map(bonusView);
      return noStore<DepositChannels>(reply, { list, bonuses, currency: currency.code, currencySymbol: currency.symbol });
    });

    const placeOrderSchemas = { body: orderBodySchema, response: answersWith(orderSchema) };
    routes.post('/wps/deposit/orders', { schema: placeOrderSchemas }, async (request, reply) => {
      const { account } = request.member;
      requireRealMember(account);
      assertKycAllows(store, account, 'deposit');
      const { amount, bonus: bonusCode, promoCode } = request.body;
      if (bonusCode !== undefined && promoCode !== undefined) {
        throw new GatewayError('request.invalid', { message: 'body must have either bonus or promoCode, not both' });
      }
      const cents = amountInCents(amount);
      if (cents === undefined) throw new GatewayError('request.invalid', { message: 'body/amount must have at most 2 decimals' });
      const channel = store.deposits.channel(request.body.channel);
      if (!channel?.enabled) throw new GatewayError('deposit.channel.invalid');
      const now = Date.now();
      const hours = serviceHoursState(hoursOf(channel), now);
      if (!hours.open) throw new GatewayError('deposit.channel.closed', { value: { opensAt: hours.opensAt } });
      if (cents < channel.minCents || cents > channel.maxCents) {
        throw new GatewayError('deposit.amount.invalid', { value: { min: channel.minCents / 100, max: channel.maxCents / 100 } });
      }
      let chosen: DepositBonusRecord | undefined;
      if (promoCode !== undefined) {
        chosen = findBonus(store, promoCode.trim().toUpperCase(), now);
        if (!chosen?.codeOnly) throw new GatewayError('deposit.promo.invalid');
      } else if (bonusCode !== undefined) {
        chosen = findBonus(store, bonusCode, now);
        if (!chosen || chosen.codeOnly) throw new GatewayError('deposit.bonus.invalid', { message: 'This bonus is not offered' });
      }
      if (chosen) {
        const refusal = bonusRefusal(store, chosen, account.id, 0, cents);
        if (refusal !== undefined)
          throw new GatewayError('deposit.bonus.invalid', { message: refusal, value: { minDeposit: chosen.minDepositCents / 100 } });
      }
      // Counted only for orders that would be stored: a refused amount costs nothing to retry.
      orderLimit.take(account.id, reply);
      // The limit check and the insert are one transaction: parallel orders each see the ones before.
      const order = store.transaction(() => {
        assertDepositWithinLimits(store, account.id, cents, now);
        return store.deposits.createOrder({
          accountId: account.id,
          channelCode: channel.code,
          amountCents: cents,
          now,
          expiresAt: now + DEPOSIT_ORDER_TTL_MS,
          payToken: randomBytes(16).toString('hex'),
          reference: newReference(),
          bonusCode: chosen?.code ?? null,
        });
      });
      return noStore(
        reply,
        orderView(store, order, originOf(request), channelTexts(store, request), appOriginOf(request, config.appOrigins)),
      );
    });

    routes.get(
      '/wps/deposit/orders',
      { schema: { querystring: ordersQuerySchema, response: answersWith(orderPageSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        store.deposits.expireDue(Date.now());
        const paging = pageQuery(request.query, DEFAULT_ORDERS_PAGE_SIZE);
        const { orders, total } = store.deposits.page(account.id, paging.pageNo, paging.pageSize);
        const texts = channelTexts(store, request, request.query.language);
        const origin = originOf(request);
        const page: DepositOrderPage = wirePage(
          orders.map((order) => orderView(store, order, origin, texts, appOriginOf(request, config.appOrigins))),
          total,
          paging,
        );
        return noStore(reply, page);
      },
    );

    routes.get(
      '/wps/deposit/orders/:orderNo',
      {
        schema: { params: orderParamsSchema, querystring: languageOnlyQuerySchema, response: answersWith(orderSchema) },
      },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const order = ownOrder(store, account.id, request.params.orderNo);
        return noStore(
          reply,
          orderView(
            store,
            order,
            originOf(request),
            channelTexts(store, request, request.query.language),
            appOriginOf(request, config.appOrigins),
          ),
        );
      },
    );

    // The platform's cancelDeposit: only the member's own pending order; a cancel and a confirmation
    // arriving together end in exactly one of the two (settleOrder's guarded change).
    routes.post(
      '/wps/deposit/orders/:orderNo/cancel',
      { schema: { params: orderParamsSchema, response: answersWith(orderSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const order = settleOrThrow(store, ownOrder(store, account.id, request.params.orderNo), 'cancelled');
        return noStore(
          reply,
          orderView(store, order, originOf(request), channelTexts(store, request), appOriginOf(request, config.appOrigins)),
        );
      },
    );

    // The platform's uploadDepositEncodedImage: a base64 PNG or JPG of at most 5 MB, for a pending
    // manual transfer; a second upload replaces the first.
    routes.post(
      '/wps/deposit/orders/:orderNo/receipt',
      {
        schema: { params: orderParamsSchema, body: receiptBodySchema, response: answersWith(orderSchema) },
        bodyLimit: RECEIPT_BODY_LIMIT_BYTES,
      },
      async (request, reply) => {
        const { account } = request.member;
        requireRealMember(account);
        const order = ownOrder(store, account.id, request.params.orderNo);
        if (store.deposits.channel(order.channelCode)?.method !== 'manualTransfer') {
          throw new GatewayError('deposit.receipt.invalid', { message: 'Only a manual transfer takes a receipt' });
        }
        if (order.status !== 'pending') throw new GatewayError('deposit.status.invalid', { value: { status: order.status } });
        // Counted before the picture is decoded: the decoding is the cost, whether the picture passes or not.
        receiptLimit.take(account.id, reply);
        const image = decodeReceipt(request.body.image);
        const mime = receiptMime(image);
        if (!mime) throw new GatewayError('deposit.receipt.invalid');
        store.deposits.saveReceipt(order.id, { mime, image, uploadedAt: Date.now() });
        return noStore(
          reply,
          orderView(store, order, originOf(request), channelTexts(store, request), appOriginOf(request, config.appOrigins)),
        );
      },
    );
  });
};

/** Operator routes, registered inside the admin module (its Admin-Token check applies). */
export function depositAdminRoutes(app: GatewayApp, store: Store): void {
  app.get('/admin/deposits', { schema: { querystring: adminListQuerySchema } }, async (request) => {
    store.deposits.expireDue(Date.now());
    const paging = pageQuery(request.query, DEFAULT_ORDERS_PAGE_SIZE);
    const { orders, total } = store.deposits.all(request.query.status, paging.pageNo, paging.pageSize);
    const list = orders.map((order) => ({
      ...orderView(store, order, ''),
      account: store.accounts.findById(order.accountId)?.username ?? null,
    }));
    return ok(wirePage(list, total, paging));
  });

  // The operator's confirmation (a manual transfer or wallet transfer seen on the account) or
  // refusal; an approval credits the amount and the chosen bonus once.
  app.put('/admin/deposits/:orderNo', { schema: { ...adminDecisionSchema, response: answersWith(orderSchema) } }, async (request) => {
    const order = store.deposits.findByOrderNo(request.params.orderNo);
    if (order && request.body.status === 'approved') assertMayDeposit(store, order.accountId);
    const settled = settleOrThrow(store, order, request.body.status);
    return ok(orderView(store, settled, ''));
  });

  app.get('/admin/deposits/:orderNo/receipt', { schema: { params: orderParamsSchema } }, async (request, reply) => {
    const order = store.deposits.findByOrderNo(request.params.orderNo);
    const receipt = order ? store.deposits.receipt(order.id) : undefined;
    if (!receipt) throw new GatewayError('deposit.not.found', { message: 'No receipt for this order' });
    return reply.type(receipt.mime).send(Buffer.from(receipt.image));
  });

  app.put('/admin/deposits/channels/:code', { schema: adminChannelSchema }, async (request) => {
    const channel = store.deposits.channel(request.params.code);
    if (!channel) throw new GatewayError('deposit.channel.invalid');
    const { enabled, hours } = request.body;
    if (enabled !== undefined) store.deposits.setChannelEnabled(channel.code, enabled);
    if (hours !== undefined) store.deposits.setChannelHours(channel.code, hours);
    return ok(channelView(store.deposits.channel(channel.code)!, undefined));
  });
}
