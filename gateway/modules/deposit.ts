import { randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type {
  DepositBonus,
  DepositChannel,
  DepositChannels,
  DepositOrder,
  DepositOrderPage,
  DepositPayment,
  DepositStatus,
} from '../../src/contract/deposit.ts';
import { serviceHoursState } from '../../src/contract/deposit-hours.ts';
import { memberRoutes } from '../http/auth.ts';
import type { GatewayApp, GatewayModule } from '../http/context.ts';
import { MEMBER_LIMITS, perMemberPerMinute } from '../http/rate-limits.ts';
import {
  answersWith,
  booleanSchema,
  languageOnlyQuerySchema,
  languageProperty,
  nullableStringSchema,
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
import type { DepositBonusRecord, DepositChannelRecord, DepositChannelText, DepositOrderRecord } from '../store/repositories/deposits.ts';
import type { Store } from '../store/store.ts';
import { requestLanguage } from './content.ts';
import { requireRealMember } from './promotions.ts';

/** An order not paid within this time expires (gateway/README.md "Deposit"). */
const DEPOSIT_ORDER_TTL_MS = 30 * 60_000;
/** The operator's clock for service hours: GMT+8, as the platform's reports (docs/product.md#deposit). */
const OPERATOR_UTC_OFFSET_MINUTES = 480;
/** The largest receipt picture, decoded. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** A 5 MB picture in base64 with the JSON around it. */
const RECEIPT_BODY_LIMIT_BYTES = Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 4096;
const DEFAULT_ORDERS_PAGE_SIZE = 10;
/** Larger than any channel's maximum: a bound for the schema, the channel decides the limits. */
const AMOUNT_CEILING = 100_000_000;
/** Reference characters: no 0/O or 1/I, read aloud or typed into a bank app without doubt. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type ChannelTexts = Map<string, DepositChannelText>;

export function payPagePath(order: Pick<DepositOrderRecord, 'payToken'>): string {
  return `/lgw/pay/${order.payToken}`;
}

/** Where the provider's page sends the member back: the order's page in the app. */
export function orderPagePath(orderNo: string): string {
  return `/m/voucherCenter?order=${encodeURIComponent(orderNo)}`;
}

function hoursOf(channel: DepositChannelRecord) {
  return channel.openTime !== null && channel.closeTime !== null
    ? { open: channel.openTime, close: channel.closeTime, utcOffsetMinutes: OPERATOR_UTC_OFFSET_MINUTES }
    : null;
}

/** `text` is the channel's text in the member's language; without one the English text shows. */
function channelView(channel: DepositChannelRecord, text: DepositChannelText | undefined): DepositChannel {
  return {
    code: channel.code,
    name: text?.name ?? channel.name,
    method: channel.method,
    min: channel.minCents / 100,
    max: channel.maxCents / 100,
    presets: channel.presetCents.map((cents) => cents / 100),
    instructions: text?.instructions ?? channel.instructions,
    hours: hoursOf(channel),
  };
}

function bonusView(bonus: DepositBonusRecord): DepositBonus {
  return {
    code: bonus.code,
    title: bonus.title,
    percent: bonus.percent,
    cap: bonus.capCents / 100,
    minDeposit: bonus.minDepositCents / 100,
    firstDepositOnly: bonus.firstDepositOnly,
  };
}

/** The absolute address of this gateway as the browser reached it (the QR code leaves the app). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function paymentView(store: Store, order: DepositOrderRecord, channel: DepositChannelRecord | undefined, origin: string): DepositPayment {
  const method = channel?.method;
  const details = channel?.details ?? {};
  const pending = order.status === 'pending';
  return {
    bankName: method === 'manualTransfer' ? (details.bankName ?? null) : null,
    accountName: method === 'manualTransfer' ? (details.accountName ?? null) : null,
    accountNo: method === 'manualTransfer' ? (details.accountNo ?? null) : null,
    reference: method === 'manualTransfer' || method === 'virtualWallet' ? order.reference : null,
    qrPayload: method === 'qrImage' && pending ? `${origin}${payPagePath(order)}` : null,
    launchUrl: method === 'launchUrl' && pending ? payPagePath(order) : null,
    network: method === 'virtualWallet' ? (details.network ?? null) : null,
    address: method === 'virtualWallet' ? (details.address ?? null) : null,
    receiptUploaded: method === 'manualTransfer' && store.deposits.hasReceipt(order.id),
  };
}

function orderView(store: Store, order: DepositOrderRecord, origin: string, texts: ChannelTexts = new Map()): DepositOrder {
  const channel = store.deposits.channel(order.channelCode);
  return {
    orderNo: order.orderNo,
    channel: order.channelCode,
    channelName: texts.get(order.channelCode)?.name ?? channel?.name ?? order.channelCode,
    method: channel?.method ?? 'launchUrl',
    amount: order.amountCents / 100,
    status: order.status,
    bonusCode: order.bonusCode,
    bonus: order.bonusCents / 100,
    payment: paymentView(store, order, channel, origin),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    expiresAt: order.expiresAt,
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

/** The bonus an amount earns: `percent` of it in whole cents, rounded down, at most the cap. */
export function bonusCents(amountCents: number, bonus: Pick<DepositBonusRecord, 'percent' | 'capCents'>): number {
  return Math.min(Math.floor((amountCents * bonus.percent) / 100), bonus.capCents);
}

/** Why a bonus does not apply to this member's deposit, or undefined when it does. */
function bonusRefusal(
  store: Store,
  bonus: DepositBonusRecord,
  accountId: number,
  orderId: number,
  amountCents: number,
): string | undefined {
  if (amountCents < bonus.minDepositCents) return `The bonus needs a deposit of at least ${bonus.minDepositCents / 100}`;
  if (bonus.firstDepositOnly && store.deposits.hasApproved(accountId, orderId)) return 'The bonus is for a first deposit only';
  if (bonus.oncePerMember && store.deposits.hasApproved(accountId, orderId, bonus.code)) return 'The bonus was already used';
  return undefined;
}

function findBonus(store: Store, code: string, now: number): DepositBonusRecord | undefined {
  return store.deposits.bonuses('EN', now).find((bonus) => bonus.code === code);
}

/**
 * A decision on a pending order, in one transaction: the guarded state change (a second decision,
 * or one after a cancel, changes nothing and answers undefined), and with an approval the credit,
 * its ledger row and the chosen bonus's, so the wallet and the account record always agree and a
 * deposit is credited exactly once however many confirmations arrive together.
 */
export function settleOrder(
  store: Store,
  order: DepositOrderRecord,
  status: Exclude<DepositStatus, 'pending'>,
  now = Date.now(),
): DepositOrderRecord | undefined {
  return store.transaction(() => {
    // An order whose time is up expires first, so a late confirmation finds it expired.
    store.deposits.expireDue(now);
    let bonus = 0;
    if (status === 'approved' && order.bonusCode !== null) {
      const record = findBonus(store, order.bonusCode, now);
      // A bonus that stopped applying since the order (another first deposit confirmed, the
      // promotion ended) is not paid; the deposit itself still is.
      if (record && bonusRefusal(store, record, order.accountId, order.id, order.amountCents) === undefined)
        bonus = bonusCents(order.amountCents, record);
    }
    const settled = store.deposits.settle(order.id, status, now, bonus);
    if (!settled || status !== 'approved') return settled;
    const credit = (kind: 'deposit' | 'bonus', cents: number, reference: string) => {
      const balance = store.accounts.changeBalance(order.accountId, cents);
      if (balance === undefined) throw new Error(`No account ${order.accountId} for a deposit`);
      store.ledger.record({ accountId: order.accountId, kind, amountCents: cents, balanceAfterCents: balance, reference, createdAt: now });
    };
    credit('deposit', order.amountCents, `deposit:${order.orderNo}`);
    if (bonus > 0) credit('bonus', bonus, `deposit-bonus:${order.orderNo}`);
    return settled;
  });
}

/** Settles by order, or says why it cannot: unknown 404, no longer pending 409. */
function settleOrThrow(store: Store, order: DepositOrderRecord | undefined, status: Exclude<DepositStatus, 'pending'>): DepositOrderRecord {
  if (!order) throw new GatewayError('deposit.not.found');
  const settled = settleOrder(store, order, status);
  if (!settled)
    throw new GatewayError('deposit.status.invalid', {
      value: { status: store.deposits.findByOrderNo(order.orderNo)?.status ?? order.status },
    });
  return settled;
}

function newReference(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

const orderBodySchema = {
  type: 'object',
  required: ['channel', 'amount'],
  additionalProperties: false,
  properties: {
    channel: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: AMOUNT_CEILING },
    bonus: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
    promoCode: { type: 'string', minLength: 1, maxLength: 20 },
  },
} as const;

const orderParamsSchema = {
  type: 'object',
  required: ['orderNo'],
  properties: { orderNo: { type: 'string', pattern: '^DP[0-9]{14,20}$' } },
} as const;

const receiptBodySchema = {
  type: 'object',
  required: ['image'],
  additionalProperties: false,
  properties: {
    // base64, optionally as a data: URL (what FileReader gives); the bytes decide the type.
    image: { type: 'string', minLength: 4, maxLength: RECEIPT_BODY_LIMIT_BYTES },
  },
} as const;

const hoursSchema = {
  type: ['object', 'null'],
  required: ['open', 'close', 'utcOffsetMinutes'],
  additionalProperties: false,
  properties: { open: stringSchema, close: stringSchema, utcOffsetMinutes: numberSchema },
} as const;

const channelSchema = schemaFor<DepositChannel>()({
  type: 'object',
  required: ['code', 'name', 'method', 'min', 'max', 'presets', 'instructions', 'hours'],
  additionalProperties: false,
  properties: {
    code: stringSchema,
    name: stringSchema,
    method: stringSchema,
    min: numberSchema,
    max: numberSchema,
    presets: numberListSchema,
    instructions: stringSchema,
    hours: hoursSchema,
  },
});

const bonusSchema = schemaFor<DepositBonus>()({
  type: 'object',
  required: ['code', 'title', 'percent', 'cap', 'minDeposit', 'firstDepositOnly'],
  additionalProperties: false,
  properties: {
    code: stringSchema,
    title: stringSchema,
    percent: numberSchema,
    cap: numberSchema,
    minDeposit: numberSchema,
    firstDepositOnly: booleanSchema,
  },
});

const channelsSchema = schemaFor<DepositChannels>()({
  type: 'object',
  required: ['list', 'bonuses', 'currency', 'currencySymbol'],
  additionalProperties: false,
  properties: {
    list: { type: 'array', items: channelSchema },
    bonuses: { type: 'array', items: bonusSchema },
    currency: stringSchema,
    currencySymbol: stringSchema,
  },
});

const paymentSchema = schemaFor<DepositPayment>()({
  type: 'object',
  required: ['bankName', 'accountName', 'accountNo', 'reference', 'qrPayload', 'launchUrl', 'network', 'address', 'receiptUploaded'],
  additionalProperties: false,
  properties: {
    bankName: nullableStringSchema,
    accountName: nullableStringSchema,
    accountNo: nullableStringSchema,
    reference: nullableStringSchema,
    qrPayload: nullableStringSchema,
    launchUrl: nullableStringSchema,
    network: nullableStringSchema,
    address: nullableStringSchema,
    receiptUploaded: booleanSchema,
  },
});

const orderSchema = schemaFor<DepositOrder>()({
  type: 'object',
  required: [
    'orderNo',
    'channel',
    'channelName',
    'method',
    'amount',
    'status',
    'bonusCode',
    'bonus',
    'payment',
    'createdAt',
    'updatedAt',
    'expiresAt',
  ],
  additionalProperties: false,
  properties: {
    orderNo: stringSchema,
    channel: stringSchema,
    channelName: stringSchema,
    method: stringSchema,
    amount: numberSchema,
    status: stringSchema,
    bonusCode: nullableStringSchema,
    bonus: numberSchema,
    payment: paymentSchema,
    createdAt: numberSchema,
    updatedAt: numberSchema,
    expiresAt: numberSchema,
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

/** The member's own order, after any due expiry; another member's answers as unknown. */
function ownOrder(store: Store, accountId: number, orderNo: string): DepositOrderRecord {
  store.deposits.expireDue(Date.now());
  const order = store.deposits.findByOrderNo(orderNo);
  if (!order || order.accountId !== accountId) throw new GatewayError('deposit.not.found');
  return order;
}

/** PNG or JPEG by their first bytes, whatever the name or declared type says. */
export function receiptMime(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

function decodeReceipt(text: string): Uint8Array {
  const data = text.replace(/^data:image\/(png|jpe?g);base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length % 4 !== 0) {
    throw new GatewayError('deposit.receipt.invalid', { message: 'body/image must be base64' });
  }
  // Decoded size from the length, before decoding: a picture over the limit costs no buffer.
  const size = (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (size > RECEIPT_MAX_BYTES) throw new GatewayError('deposit.receipt.too.large');
  return new Uint8Array(Buffer.from(data, 'base64'));
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
      const order = store.deposits.createOrder({
        accountId: account.id,
        channelCode: channel.code,
        amountCents: cents,
        now,
        expiresAt: now + DEPOSIT_ORDER_TTL_MS,
        payToken: randomBytes(16).toString('hex'),
        reference: newReference(),
        bonusCode: chosen?.code ?? null,
      });
      return noStore(reply, orderView(store, order, originOf(request), channelTexts(store, request)));
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
          orders.map((order) => orderView(store, order, origin, texts)),
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
        return noStore(reply, orderView(store, order, originOf(request), channelTexts(store, request, request.query.language)));
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
        return noStore(reply, orderView(store, order, originOf(request), channelTexts(store, request)));
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
        return noStore(reply, orderView(store, order, originOf(request), channelTexts(store, request)));
      },
    );
  });
};

const adminDecisionSchema = {
  params: orderParamsSchema,
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: { status: { enum: ['approved', 'failed'] } },
  },
} as const;

const adminListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { enum: ['pending', 'approved', 'failed', 'cancelled', 'expired'] },
    pageNo: pageNoProperty,
    pageSize: pageSizeProperty,
  },
} as const;

const adminChannelSchema = {
  params: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' } } },
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      enabled: { type: 'boolean' },
      hours: {
        type: ['object', 'null'],
        required: ['open', 'close'],
        additionalProperties: false,
        properties: {
          open: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
          close: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
        },
      },
    },
  },
} as const;

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
    const settled = settleOrThrow(store, store.deposits.findByOrderNo(request.params.orderNo), request.body.status);
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
